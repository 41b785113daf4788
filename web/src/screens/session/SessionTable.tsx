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
} from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import { defaultSortKey, metricColumn, pinColumn, playerColumns } from './columns';
import type { SessionPlayer } from './sessionData';
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
  keys,
  view,
  teamId,
  players,
  pinned,
  onPin,
  statuses,
  byPeriod,
  onOpen,
}: {
  kind: 'practice' | 'game';
  keys: readonly MetricKey[];
  view: 'condensed' | 'expanded';
  teamId: string;
  players: readonly SessionPlayer[];
  pinned: readonly string[];
  onPin: (playerId: string) => void;
  statuses: ReadonlyMap<string, string> | null;
  byPeriod: (metric: MetricKey) => string;
  onOpen: (playerId: string) => void;
}) {
  const sortKey = defaultSortKey(kind, view, keys);
  const columns = useMemo(
    () => [
      pinColumn<SessionPlayer>(pinned, (row) => row.id, onPin),
      ...playerColumns<SessionPlayer>((row) => {
        onOpen(row.id);
      }),
      ...(statuses === null ? [] : [statusColumn<SessionPlayer>(statuses, (row) => row.id)]),
      ...keys.map((key) =>
        metricColumn<SessionPlayer>(key, {
          teamId,
          byPeriod: byPeriod(key),
          ...(key === sortKey ? { sort: 'desc' as const } : {}),
        }),
      ),
    ],
    [byPeriod, keys, onOpen, onPin, pinned, sortKey, statuses, teamId],
  );
  return (
    <DataGrid
      rows={players.filter((p) => !pinned.includes(p.id))}
      pinnedTop={players.filter((p) => pinned.includes(p.id))}
      columns={columns}
      loading={false}
      label={view === 'condensed' ? 'Condensed metrics' : 'All metrics'}
    />
  );
}

/** The session highlights (02 §3): the team's averages and how they compare with its past week. */
export function Highlights({
  values,
}: {
  values: Readonly<Record<string, number | null | undefined>>;
}) {
  const shown: HighlightKey[] = HIGHLIGHT_KEYS.filter((key) => typeof values[key] === 'number');
  if (shown.length === 0) return null;
  return (
    <dl className="highlights" aria-label="Session highlights">
      {shown.map((key) => {
        const percent = values[highlightPercentKey(key)];
        return (
          <div key={key}>
            <dt>{HIGHLIGHTS[key].label}</dt>
            <dd>
              {formatMetric(key, values[key])}
              {typeof percent === 'number' && (
                <span className="vs-history" title="Against the past 7 days">
                  {formatMetric(highlightPercentKey(key), percent)}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
