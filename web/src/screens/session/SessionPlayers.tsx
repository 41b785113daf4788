/**
 * The session page's players as the screen allows: on a wide screen the session's table or
 * the live table, on a narrow one cards of the session's players or, live, the sideline
 * tablet's tiles by position group.
 */
import type { MetricKey, MetricView } from '../../../../domain';
import type { SessionPlayer } from '../../data/sessionNumbers';
import type { ShownNumbers, ViewLayout } from './columns';
import { LiveTable, type LivePlayerRow } from './LiveTable';
import { PlayerCards, type CardPlayer } from './PlayerCards';
import type { SessionKind, SessionView } from './sessionAddresses';
import { SessionTable } from './SessionTable';
import { SidelineTiles } from './SidelineTiles';

/** What both tables take: the view's columns, the pins, statuses, links and numbers. */
export interface PlayersTableCommon {
  readonly layout: ViewLayout;
  readonly metricView: MetricView;
  readonly teamId: string;
  readonly pinned: readonly string[];
  readonly onPin: (playerId: string) => void;
  readonly statuses: ReadonlyMap<string, string> | null;
  /** The by-period view of a metric. */
  readonly byPeriod: (metric: MetricKey) => string;
  /** Opens the player's pop-up. */
  readonly onOpen: (playerId: string) => void;
  readonly numbers: ShownNumbers;
}

/** A session's players with their numbers: the table, or cards once the numbers are in. */
export function SessionPlayers({
  narrow,
  kind,
  view,
  players,
  loading,
  exclusions,
  common,
}: {
  narrow: boolean;
  kind: SessionKind;
  view: SessionView;
  /** The players shown, pinned first. */
  players: readonly SessionPlayer[];
  /** The numbers are on their way. */
  loading: boolean;
  /** Players left out of the averages and the toggle (a completed practice); else absent. */
  exclusions?: { shown: ReadonlySet<string>; toggle: (playerId: string) => void };
  common: PlayersTableCommon;
}) {
  if (narrow) {
    return loading ? (
      <div className="loading">Loading…</div>
    ) : (
      <PlayerCards
        players={players}
        keys={common.layout.keys}
        teamId={common.teamId}
        onOpen={common.onOpen}
        numbers={common.numbers}
      />
    );
  }
  return (
    <SessionTable
      {...common}
      kind={kind}
      view={view}
      players={players}
      loading={loading}
      {...(exclusions === undefined
        ? {}
        : { excluded: exclusions.shown, onExclude: exclusions.toggle })}
    />
  );
}

/** A live practice's players: the live table, or on the sideline tablet tiles by group. */
export function LivePlayers({
  narrow,
  sessionId,
  rows,
  cards,
  common,
}: {
  narrow: boolean;
  sessionId: string;
  /** The live rows shown (the search, position filter and pins applied). */
  rows: readonly LivePlayerRow[];
  /** The same players as cards. */
  cards: readonly CardPlayer[];
  common: PlayersTableCommon;
}) {
  return narrow ? (
    <SidelineTiles
      players={cards}
      sessionId={sessionId}
      teamId={common.teamId}
      onOpen={common.onOpen}
      numbers={common.numbers}
    />
  ) : (
    <LiveTable {...common} rows={rows} />
  );
}
