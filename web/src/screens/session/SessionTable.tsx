/**
 * The players' table of a completed session and what sits above it: the session highlights,
 * and pinned players first in the order they were pinned.
 */
import { useMemo } from 'react';
import {
  formatMetric,
  HIGHLIGHT_KEYS,
  HIGHLIGHTS,
  highlightPercentKey,
  type HighlightKey,
  type MetricKey,
  type MetricView,
} from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import {
  byPeriodOf,
  defaultSortKey,
  excludeColumn,
  groupedColumns,
  metricColumn,
  pinColumn,
  playerColumns,
  sinceMaxColumn,
  type ShownNumbers,
  type ViewLayout,
} from './columns';
import type { SessionPlayer } from '../../data/sessionNumbers';
import { percentOfBaseline } from './sessionFilters';
import { statusColumn } from './statuses';

/** Pinned players first, in the order they were pinned, then the others as they come. */
export function pinnedFirst<P extends { id: string }>(
  players: readonly P[],
  pinned: readonly string[],
): P[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  const top = pinned.flatMap((id) => {
    const p = byId.get(id);
    return p === undefined ? [] : [p];
  });
  return [...top, ...players.filter((p) => !pinned.includes(p.id))];
}

/** The players' table of a completed session. */
export function SessionTable({
  kind,
  layout,
  metricView,
  view,
  teamId,
  players,
  loading = false,
  pinned,
  onPin,
  statuses,
  byPeriod,
  onOpen,
  numbers,
  excluded,
  onExclude,
}: {
  kind: 'practice' | 'game';
  /** The metric view's columns and their groups. */
  layout: ViewLayout;
  metricView: MetricView;
  view: 'condensed' | 'expanded';
  teamId: string;
  players: readonly SessionPlayer[];
  /** The numbers are on their way: the table shows it is loading, not that it is empty. */
  loading?: boolean;
  pinned: readonly string[];
  onPin: (playerId: string) => void;
  statuses: ReadonlyMap<string, string> | null;
  byPeriod: (metric: MetricKey) => string;
  onOpen: (playerId: string) => void;
  numbers: ShownNumbers;
  /** Players left out of the averages, and the toggle; absent: no exclusion column. */
  excluded?: ReadonlySet<string>;
  onExclude?: (playerId: string) => void;
}) {
  const sortKey = defaultSortKey(kind, view, layout.keys, metricView);
  const sinceMax = players.some((p) => p.metrics.timeSinceMaxSec !== undefined);
  const columns = useMemo(
    () => [
      pinColumn<SessionPlayer>(pinned, (row) => row.id, onPin),
      ...playerColumns<SessionPlayer>((row) => {
        onOpen(row.id);
      }),
      ...(statuses === null ? [] : [statusColumn<SessionPlayer>(statuses, (row) => row.id)]),
      ...(excluded === undefined || onExclude === undefined
        ? []
        : [excludeColumn<SessionPlayer>(excluded, (row) => row.id, onExclude)]),
      ...groupedColumns<SessionPlayer>(layout, (key) => {
        const to = byPeriodOf(key, byPeriod);
        return metricColumn<SessionPlayer>(key, {
          teamId,
          numbers,
          ...(to === undefined ? {} : { byPeriod: to }),
          ...(key === sortKey ? { sort: 'desc' as const } : {}),
        });
      }),
      ...(sinceMax ? [sinceMaxColumn<SessionPlayer>((row) => row.metrics.timeSinceMaxSec)] : []),
    ],
    [
      byPeriod,
      excluded,
      layout,
      numbers,
      onExclude,
      onOpen,
      onPin,
      pinned,
      sinceMax,
      sortKey,
      statuses,
      teamId,
    ],
  );
  return (
    <DataGrid
      rows={players.filter((p) => !pinned.includes(p.id))}
      pinnedTop={players.filter((p) => pinned.includes(p.id))}
      columns={columns}
      loading={loading}
      label={view === 'condensed' ? 'Condensed metrics' : 'All metrics'}
      virtualColumns
    />
  );
}

/**
 * The session highlights (02 §3): the team's averages and how they compare with the chosen
 * comparison (`baseline`, its team averages), else with the team's past week.
 */
export function Highlights({
  values,
  baseline,
  compared = 'the past 7 days',
  excluded = 0,
}: {
  values: Readonly<Record<string, number | null | undefined>>;
  baseline?: Readonly<Record<string, number | null | undefined>> | null;
  compared?: string;
  excluded?: number;
}) {
  const shown: HighlightKey[] = HIGHLIGHT_KEYS.filter((key) => typeof values[key] === 'number');
  if (shown.length === 0) return null;
  return (
    <dl className="highlights" aria-label="Session highlights">
      {shown.map((key) => {
        const percent =
          baseline === undefined || baseline === null
            ? values[highlightPercentKey(key)]
            : percentOfBaseline(values[key], baseline[key]);
        return (
          <div key={key}>
            <dt>{HIGHLIGHTS[key].label}</dt>
            <dd>
              {formatMetric(key, values[key])}
              {typeof percent === 'number' && (
                <span className="vs-history" title={`Against ${compared}`}>
                  {formatMetric(highlightPercentKey(key), percent)}
                </span>
              )}
            </dd>
          </div>
        );
      })}
      {excluded > 0 && (
        <p className="muted highlights-note">
          Averages leave out {excluded} excluded {excluded === 1 ? 'player' : 'players'}.
        </p>
      )}
    </dl>
  );
}
