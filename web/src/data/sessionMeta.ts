/**
 * A practice or game as every tab of its detail page reads it (schedule/{id}), and where it
 * stands: not started, live or complete.
 */
import { teamById, type SessionMeta } from '../../../domain';

export type { SessionDrill, SessionMeta } from '../../../domain';

/** Where a practice stands: not started, live or complete (a game is complete or not yet). */
export type SessionStage = 'scheduled' | 'live' | 'complete';

export function stageOf(meta: SessionMeta): SessionStage {
  if (meta.status === 'live' || meta.type === 'live') return 'live';
  if (meta.status === 'complete' || meta.type === 'complete') return 'complete';
  return 'scheduled';
}

/**
 * The time a practice ran: from its first period's start to its last period's end, or the
 * session's own times when no period was recorded (02 §2 PRACTICE COMPLETE).
 */
export function ranFor(meta: SessionMeta): number | null {
  const starts = (meta.drills ?? []).flatMap((d) =>
    typeof d.startTs === 'number' ? [d.startTs] : [],
  );
  const ends = (meta.drills ?? []).flatMap((d) => (typeof d.endTs === 'number' ? [d.endTs] : []));
  if (starts.length > 0 && ends.length > 0) return Math.max(...ends) - Math.min(...starts);
  return typeof meta.endTime === 'number' ? meta.endTime - meta.startTime : null;
}

/** When a session began: its first period's start, else its own start. */
export function firstStartOf(meta: SessionMeta): number {
  const starts = (meta.drills ?? []).flatMap((d) =>
    typeof d.startTs === 'number' ? [d.startTs] : [],
  );
  return starts.length > 0 ? Math.min(...starts) : meta.startTime;
}

/** A team's short name for headers: its abbreviation, else its id. */
export const teamAbbr = (teamId: string | undefined): string =>
  teamId === undefined ? '' : (teamById(teamId)?.teamAbbrName ?? teamId);
