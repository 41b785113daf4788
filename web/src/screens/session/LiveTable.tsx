/**
 * The live condensed table (02 §2 live view): the practice's players and their numbers, kept
 * current by the gateway's deltas. Rows keep their ids, so a delta redraws only the rows it
 * changes. A click on a player opens their pop-up. Numbers show as values, Relative or a
 * percentage of the comparison, red at or above the threshold (02 §5).
 */
import { useMemo } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, ColGroupDef, GetRowIdParams } from 'ag-grid-community';
import type { PRACTICE_LIVE } from '../../../../proto';
import { gridTheme as theme } from '../../components/grid/theme';
import { GridFrame, useSideScroll } from '../../components/grid/GridFrame';
import type { LiveRow } from '../../live/liveTopic';
import type { MetricKey, MetricView } from '../../../../domain';
import {
  byPeriodOf,
  CONDENSED,
  defaultSortKey,
  groupedColumns,
  numberColumn,
  pinColumn,
  playerColumns,
  VALUES,
  type ShownNumbers,
  type ViewLayout,
} from './columns';
import { statusColumn } from './statuses';

export type LivePlayerRow = LiveRow<typeof PRACTICE_LIVE, 'players'>;

/**
 * A metric of a live row: a declared column of the topic (the condensed metrics), else one
 * of its further columns (any other metric the practice measured).
 */
export function liveValue(row: LivePlayerRow, key: string): number | null {
  const value = Object.hasOwn(row, key) ? (row as Record<string, unknown>)[key] : row.more?.[key];
  return typeof value === 'number' ? value : null;
}

/**
 * Made once, not on each render: the table renders on every delta, and a new default column
 * makes AG Grid refresh every column and header, each refresh keeping some header state.
 */
const DEFAULT_COLUMN: ColDef<LivePlayerRow> = {
  sortable: true,
  resizable: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};
const rowIdOf = ({ data }: GetRowIdParams<LivePlayerRow>) => data.key;
const rowKeyOf = (row: LivePlayerRow) => row.key;
const liveNumber = (row: LivePlayerRow, key: string) => liveValue(row, key);
const NO_PINNED_ROWS: LivePlayerRow[] = [];

/** A live row as a player card (narrow screens, the pop-up, the filters). */
export const liveCardOf = (row: LivePlayerRow) => ({
  id: row.key,
  name: row.name ?? row.key,
  jerseyNumber: row.jerseyNumber ?? '',
  position: row.position ?? '',
  // Every metric the topic carries (a custom live table's, the Relative variants).
  metrics: Object.fromEntries(
    [...Object.keys(row.more ?? {}), ...CONDENSED].map((key) => [key, liveValue(row, key)]),
  ),
});

/** The condensed view's columns, ungrouped: the live table's default. */
const CONDENSED_LAYOUT: ViewLayout = { keys: CONDENSED, groups: null };

export function LiveTable({
  rows,
  layout = CONDENSED_LAYOUT,
  metricView = 'Custom View',
  teamId,
  statuses,
  byPeriod,
  pinned,
  onPin,
  onOpen,
  numbers = VALUES,
}: {
  rows: readonly LivePlayerRow[];
  /** The metrics shown: the view's (All Data), the user's live table, or the condensed view's. */
  layout?: ViewLayout;
  metricView?: MetricView;
  teamId: string;
  statuses: ReadonlyMap<string, string> | null;
  /** The by-period view of a metric. */
  byPeriod: (metric: MetricKey) => string;
  pinned: readonly string[];
  onPin: (playerId: string) => void;
  onOpen: (playerId: string) => void;
  /**
   * Values, Relative or % of the comparison, red at the threshold (the live topic carries
   * every metric the engine measured, the Relative variants included).
   */
  numbers?: ShownNumbers;
}) {
  const scroll = useSideScroll();
  const sortKey = defaultSortKey('practice', 'condensed', layout.keys, metricView);
  // The page reads the pins from its address on each render, a new array every time: kept
  // by their content here, else every delta would make new column definitions and AG Grid
  // would redraw each row's pin and status cells.
  const pinKey = pinned.join(',');
  const pins = useMemo<readonly string[]>(() => (pinKey === '' ? [] : pinKey.split(',')), [pinKey]);
  const columns = useMemo<(ColDef<LivePlayerRow> | ColGroupDef<LivePlayerRow>)[]>(
    () => [
      pinColumn<LivePlayerRow>(pins, (row) => row.key, onPin),
      ...playerColumns<LivePlayerRow>((row) => {
        onOpen(row.key);
      }),
      ...(statuses === null ? [] : [statusColumn<LivePlayerRow>(statuses, (row) => row.key)]),
      ...groupedColumns<LivePlayerRow>(layout, (key) => {
        const to = byPeriodOf(key, byPeriod);
        return numberColumn<LivePlayerRow>(key, liveNumber, rowKeyOf, {
          live: true,
          teamId,
          numbers,
          ...(to === undefined ? {} : { byPeriod: to }),
          ...(key === sortKey ? { sort: 'desc' as const } : {}),
        });
      }),
    ],
    [byPeriod, layout, numbers, onOpen, onPin, pins, sortKey, statuses, teamId],
  );
  // AG Grid takes a mutable array; the topic's rows stay as they are.
  const data = useMemo(() => rows.filter((row) => !pins.includes(row.key)), [rows, pins]);
  // The same empty array while nothing is pinned: new pinned rows, even none, make AG Grid set
  // its body component's state again, and React keeps each such update that changes nothing
  // in the component's queue until it renders, which it does not (a few updates a delta).
  const top = useMemo(() => {
    const pinnedRows = rows.filter((row) => pins.includes(row.key));
    return pinnedRows.length === 0 ? NO_PINNED_ROWS : pinnedRows;
  }, [rows, pins]);
  return (
    <GridFrame label="Live metrics" scroll={scroll}>
      <AgGridReact<LivePlayerRow>
        theme={theme}
        rowData={data}
        pinnedTopRowData={top}
        columnDefs={columns}
        getRowId={rowIdOf}
        defaultColDef={DEFAULT_COLUMN}
        overlayNoRowsTemplate="No data found on the current practice minutes."
        animateRows={false}
        {...scroll.events}
      />
    </GridFrame>
  );
}
