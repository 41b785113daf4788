/**
 * The session page's addresses: its own with and without the pop-up, and where an address
 * naming a view the session does not have leads instead (02 §2).
 */
import { paths } from '../../../../domain';
import type { SessionMeta, SessionStage } from '../../data/sessionMeta';
import type { ModalTab } from '../../components/player/PlayerModal';

/** A practice's page or a game side's. */
export type SessionKind = 'practice' | 'game';
/** The condensed (live) or expanded table. */
export type SessionView = 'condensed' | 'expanded';

/** The page's address without the pop-up, and with it. */
export function sessionAddresses(kind: SessionKind, id: string, teamId: string, view: SessionView) {
  const base =
    kind === 'game'
      ? `/view/game/${encodeURIComponent(id)}/${encodeURIComponent(teamId)}/performance/${view}`
      : `/view/practice/${encodeURIComponent(id)}/performance/${view}`;
  return {
    page: `${base}/page`,
    modal: (playerId: string, tab?: ModalTab) =>
      `${base}/modal/${encodeURIComponent(playerId)}${tab === undefined ? '' : `/${tab}`}`,
  };
}

/** What decides whether the page's address is one the session has. */
export interface AddressedSession {
  readonly kind: SessionKind;
  readonly id: string;
  /** The side a game's address names; a practice's team. */
  readonly teamId: string;
  readonly view: SessionView;
  /** The metric of the by-period view, if that is the view. */
  readonly metric: string | undefined;
  readonly meta: SessionMeta;
  readonly stage: SessionStage;
  /** Whether the numbers were read and there are none (a game without data). */
  readonly noNumbers: boolean;
}

/**
 * Where the page sends the user instead, or null when the address is right: a game's side
 * that is neither team goes to the home side, a game's condensed view to its expanded one, a
 * game without data to /games; a practice not complete shows its condensed view.
 */
export function sessionRedirect(s: AddressedSession): string | null {
  if (s.kind === 'game') {
    const sides = [s.meta.homeTeamId ?? s.meta.teamId, s.meta.visitorTeamId];
    if (!sides.includes(s.teamId)) return paths.gamePerformance(s.id, s.meta.teamId);
    if (s.view === 'condensed') return paths.gamePerformance(s.id, s.teamId);
    return s.noNumbers ? paths.games() : null;
  }
  if (s.stage !== 'complete' && s.view === 'expanded' && s.metric === undefined)
    return paths.practicePerformance(s.id, 'condensed');
  return null;
}
