/**
 * The session header (02 §2): back, the session's name, where it stands (LIVE with the
 * current period's timer, PRACTICE COMPLETE with how long it ran, or its scheduled start),
 * a game's two sides with the team being viewed chosen and its score, and the current-view menu.
 */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { isSingleTeamHeader, paths, teamById } from '../../../../domain';
import { formatElapsed } from '../dates';
import { useNarrow } from '../useNarrow';
import { useNow } from '../useNow';
import { ranFor, stageOf, teamAbbr, type SessionMeta } from '../../data/sessionMeta';
import { GameScore } from './GameScore';
import { ScheduledStart } from './ScheduledStart';
import './sessionHeader.css';

/** One entry of the current-view menu. */
export interface ViewTab {
  readonly label: string;
  readonly to: string;
  /** The tab of the view shown (a pop-up open over it included). */
  readonly active: boolean;
}

/** What the header knows of a live practice from the gateway's topic. */
export interface LiveHeader {
  readonly currentDrill: string | null;
  readonly drillStartTs: number | null;
  readonly freshness: string;
}

function LiveTimer({ live }: { live: LiveHeader }) {
  const now = useNow(1000);
  if (live.drillStartTs === null) return null;
  return (
    <span className="session-timer" data-testid="period-timer">
      {live.currentDrill ?? ''} {formatElapsed(now - live.drillStartTs)}
    </span>
  );
}

export function SessionHeader({
  meta,
  kind,
  teamId,
  tabs,
  live,
  actions,
  onChanged,
}: {
  meta: SessionMeta;
  kind: 'practice' | 'game';
  /** The team a game is viewed for. */
  teamId: string | undefined;
  tabs: readonly ViewTab[];
  live: LiveHeader | null;
  /** Buttons at the header's end (the alerts drawer's). */
  actions?: ReactNode;
  /** The session was changed here (its start): read it again. */
  onChanged: () => void;
}) {
  const narrow = useNarrow();
  const stage = stageOf(meta);
  const back =
    kind === 'game'
      ? paths.games()
      : narrow
        ? paths.schedule('week', new Date())
        : paths.practices();
  const ran = ranFor(meta);
  const home = meta.homeTeamId ?? meta.teamId;
  const visitor = meta.visitorTeamId;
  return (
    <header className="session-head">
      <div className="session-header">
        <Link to={back} className="icon-button" aria-label="Back">
          ‹
        </Link>
        <h1>{meta.name}</h1>
        {kind === 'game' && visitor !== undefined && !isSingleTeamHeader(home) && (
          <nav className="side-switch" aria-label="Team">
            {[visitor, home].map((side) => (
              <NavLink
                key={side}
                to={paths.gamePerformance(meta._id, side)}
                className={side === teamId ? 'side active' : 'side'}
                aria-current={side === teamId ? 'page' : undefined}
                title={teamById(side)?.teamFullName ?? side}
              >
                {teamAbbr(side)}
              </NavLink>
            ))}
          </nav>
        )}
        {kind === 'game' && isSingleTeamHeader(home) && (
          <span className="side single">{teamById(home)?.teamFullName ?? home}</span>
        )}
        {kind === 'game' && <GameScore meta={meta} />}
        {stage === 'live' && <span className="live-badge">LIVE</span>}
        {stage === 'live' && live !== null && <LiveTimer live={live} />}
        {stage === 'complete' && kind === 'practice' && ran !== null && (
          <span className="session-timer">PRACTICE COMPLETE {formatElapsed(ran)}</span>
        )}
        {stage === 'scheduled' && kind === 'practice' && (
          <ScheduledStart practiceId={meta._id} startMs={meta.startTime} onSaved={onChanged} />
        )}
        <span className="session-fresh">{live?.freshness}</span>
        {actions}
      </div>
      <nav className="tabs" aria-label="Current view">
        {tabs.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            className={tab.active ? 'tab active' : 'tab'}
            aria-current={tab.active ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
