/**
 * The live condensed table (02 §2 live view): the practice's players and their numbers, kept
 * current by the gateway's deltas. Rows keep their ids, so a delta redraws only the rows it
 * changes. A click on a player opens their pop-up.
 */
import { useMemo } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef } from 'ag-grid-community';
import type { PRACTICE_LIVE } from '../../../../proto';
import { gridTheme as theme } from '../../components/grid/theme';
import { GridFrame, useSideScroll } from '../../components/grid/GridFrame';
import type { LiveRow } from '../../live/liveTopic';
import {
  byPeriodHeader,
  byValueThenRow,
  CONDENSED,
  defaultSortKey,
  pinColumn,
  playerColumns,
} from './columns';
import { fitWidth } from '../../components/grid/columns';
import { statusColumn } from './statuses';
import { formatMetric, metricLabel, METRICS, type MetricKey } from '../../../../domain';

export type LivePlayerRow = LiveRow<typeof PRACTICE_LIVE, 'players'>;

/**
 * A metric of a live row: a declared column of the topic (the condensed metrics), else one
 * of its further columns (any other metric the practice measured).
 */
export function liveValue(row: LivePlayerRow, key: MetricKey): number | null {
  const value = Object.hasOwn(row, key) ? (row as Record<string, unknown>)[key] : row.more?.[key];
  return typeof value === 'number' ? value : null;
}

export function LiveTable({
  rows,
  keys = CONDENSED,
  teamId,
  statuses,
  byPeriod,
  pinned,
  onPin,
  onOpen,
}: {
  rows: readonly LivePlayerRow[];
  /** The metrics shown: the user's live table, or the condensed view's. */
  keys?: readonly MetricKey[];
  teamId: string;
  statuses: ReadonlyMap<string, string> | null;
  /** The by-period view of a metric. */
  byPeriod: (metric: MetricKey) => string;
  pinned: readonly string[];
  onPin: (playerId: string) => void;
  onOpen: (playerId: string) => void;
}) {
  const scroll = useSideScroll();
  const sortKey = defaultSortKey('practice', 'condensed', keys);
  const columns = useMemo<ColDef<LivePlayerRow>[]>(
    () => [
      pinColumn<LivePlayerRow>(pinned, (row) => row.key, onPin),
      ...playerColumns<LivePlayerRow>((row) => {
        onOpen(row.key);
      }),
      ...(statuses === null ? [] : [statusColumn<LivePlayerRow>(statuses, (row) => row.key)]),
      ...keys.map((key): ColDef<LivePlayerRow> => ({
        colId: key,
        valueGetter: ({ data }) => (data === undefined ? null : liveValue(data, key)),
        ...byPeriodHeader(byPeriod(key)),
        headerName: metricLabel(key, { live: true, teamId }),
        headerTooltip: `${METRICS[key].name} (${METRICS[key].unit})`,
        type: 'numericColumn',
        ...fitWidth(80),
        valueFormatter: ({ value }: { value: number | null }) => formatMetric(key, value),
        comparator: byValueThenRow,
        ...(key === sortKey ? { sort: 'desc' as const } : {}),
      })),
    ],
    [byPeriod, keys, onOpen, onPin, pinned, sortKey, statuses, teamId],
  );
  // AG Grid takes a mutable array; the topic's rows stay as they are.
  const data = useMemo(() => rows.filter((row) => !pinned.includes(row.key)), [rows, pinned]);
  const top = useMemo(() => rows.filter((row) => pinned.includes(row.key)), [rows, pinned]);
  return (
    <GridFrame label="Live metrics" scroll={scroll}>
      <AgGridReact<LivePlayerRow>
        theme={theme}
        rowData={data}
        pinnedTopRowData={top}
        columnDefs={columns}
        getRowId={({ data: row }) => row.key}
        defaultColDef={{
          sortable: true,
          resizable: true,
          wrapHeaderText: true,
          autoHeaderHeight: true,
        }}
        overlayNoRowsTemplate="No data found on the current practice minutes."
        animateRows={false}
        {...scroll.events}
      />
    </GridFrame>
  );
}
