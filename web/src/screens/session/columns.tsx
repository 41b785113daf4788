/**
 * The columns of the session views (02 §3 Player row, §9): which catalogue metrics each view
 * shows, in order, and the default sort of each (its column index, sorted high to low).
 * Labels and formats come from the domain's metric catalogue.
 */
import type { ColDef } from 'ag-grid-community';
import {
  DEFAULT_SORT_COLUMN,
  formatJersey,
  formatMetric,
  METRICS,
  metricLabel,
  truncate,
  TRUNCATE,
  type MetricKey,
} from '../../../../domain';
import { fitWidth } from '../../components/grid/columns';
import { MetricHeader } from './MetricHeader';
import type { SessionPlayer } from './sessionData';

/** The condensed view: the nine numbers a coach reads during practice. */
export const CONDENSED = [
  'totalDis',
  'maxSpeedMPH',
  'maxSustainedSpeedMPH',
  'hardEffortDist',
  'sprintYds',
  'sprintCount',
  'accelFast',
  'deccelFast',
  'ypm',
] as const satisfies readonly MetricKey[];

/** The expanded view's distances: every band, pace and load. */
export const EXPANDED_DISTANCES: readonly MetricKey[] = [
  'totalDis',
  'hardEffortDist',
  'walkYds',
  'jogYds',
  'runYds',
  'sprintYds',
  'maxSprintYds',
  'dist10Plus',
  'maxSpeedMPH',
  'maxSustainedSpeedMPH',
  'ypm',
  'timeMoving',
  'exIndex',
  'zLoad',
];

/** The expanded view's counts: efforts by band, accelerations and decelerations. */
export const EXPANDED_COUNTS: readonly MetricKey[] = [
  'walkCount',
  'jogCount',
  'runCount',
  'sprintCount',
  'maxSprintCount',
  'accelSlow',
  'accelMed',
  'accelFast',
  'deccelSlow',
  'deccelMed',
  'deccelFast',
  'explosiveEffort',
  'accelPerMin',
  'deccelPerMin',
];

/** Which numbers the expanded view shows. */
export type ExpandedSet = 'distances' | 'counts' | 'custom';

/** The user's custom tables (02 §3): the live one shapes the condensed view. */
export interface CustomColumns {
  readonly live: readonly MetricKey[];
  readonly normal: readonly MetricKey[];
}

/** A view's metric keys. */
export function metricsOf(
  view: 'condensed' | 'expanded',
  set: ExpandedSet,
  custom: CustomColumns,
): readonly MetricKey[] {
  if (view === 'condensed') return custom.live;
  if (set === 'custom') return custom.normal;
  return set === 'counts' ? EXPANDED_COUNTS : EXPANDED_DISTANCES;
}

/** A row of the session table: the player and their numbers side by side. */
export type TableRow = SessionPlayer & { readonly key: string };

/** The player columns every view starts with. */
export function playerColumns<
  Row extends { name: string | null; jerseyNumber: string | null; position: string | null },
>(onOpen: (row: Row) => void): ColDef<Row>[] {
  return [
    {
      field: 'name' as never,
      headerName: 'Player',
      pinned: 'left',
      width: 190,
      cellClass: 'player-link',
      valueFormatter: ({ value }: { value: string | null }) =>
        truncate(value ?? '', TRUNCATE.playerName),
      onCellClicked: ({ data }) => {
        if (data !== undefined) onOpen(data);
      },
    },
    {
      field: 'jerseyNumber' as never,
      headerName: 'No.',
      ...fitWidth(60),
      valueFormatter: ({ value }: { value: string | null }) => formatJersey(value),
    },
    { field: 'position' as never, headerName: 'Pos.', ...fitWidth(60) },
  ];
}

/** One metric's column, reading `metrics[key]` of a row. */
export function metricColumn<Row extends { metrics: Readonly<Record<string, unknown>> }>(
  key: MetricKey,
  options: { live?: boolean; teamId?: string; sort?: 'desc'; byPeriod?: string } = {},
): ColDef<Row> {
  return {
    ...(options.byPeriod === undefined ? {} : byPeriodHeader(options.byPeriod)),
    colId: key,
    headerName: metricLabel(key, options),
    headerTooltip: `${METRICS[key].name} (${METRICS[key].unit})`,
    type: 'numericColumn',
    ...fitWidth(80),
    valueGetter: ({ data }) => {
      const value = data?.metrics[key];
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    },
    valueFormatter: ({ value }: { value: number | null }) => formatMetric(key, value),
    comparator: byValueThenRow,
    ...(options.sort === undefined ? {} : { sort: options.sort }),
  };
}

/**
 * Numbers low to high, missing ones first, and rows with equal numbers in the order of their
 * ids: every page shows the same order, whichever deltas it saw arrive.
 */
export const byValueThenRow = (
  a: number | null,
  b: number | null,
  rowA: { id?: string | undefined },
  rowB: { id?: string | undefined },
): number => (a ?? -Infinity) - (b ?? -Infinity) || (rowA.id ?? '').localeCompare(rowB.id ?? '');

/** The pin column: a star that pins a player to the top of the table, or unpins them. */
export function pinColumn<Row extends { name: string | null }>(
  pinned: readonly string[],
  idOf: (row: Row) => string,
  onToggle: (playerId: string) => void,
): ColDef<Row> {
  return {
    colId: 'pin',
    headerName: '',
    width: 44,
    pinned: 'left',
    sortable: false,
    resizable: false,
    cellRenderer: ({ data }: { data: Row | undefined }) => {
      if (data === undefined) return null;
      const id = idOf(data);
      const on = pinned.includes(id);
      return (
        <button
          type="button"
          className={on ? 'pin-button on' : 'pin-button'}
          aria-label={`${on ? 'Unpin' : 'Pin'} ${data.name ?? id}`}
          aria-pressed={on}
          onClick={() => {
            onToggle(id);
          }}
        >
          {on ? '★' : '☆'}
        </button>
      );
    },
  };
}

/** A metric header with its 'Open Player Totals by Period' menu leading to `to`. */
export const byPeriodHeader = (to: string): Pick<ColDef, 'headerComponentParams'> => ({
  headerComponentParams: { innerHeaderComponent: MetricHeader, innerHeaderComponentParams: { to } },
});

/**
 * The default sort of a view (02 §9): the column at the spec's index, counted from the
 * player column, high to low; null when the view has fewer columns.
 */
export function defaultSortKey(
  kind: 'practice' | 'game',
  view: 'condensed' | 'expanded',
  keys: readonly MetricKey[],
): MetricKey | null {
  const index =
    kind === 'game'
      ? view === 'condensed'
        ? DEFAULT_SORT_COLUMN.gameCondensed
        : DEFAULT_SORT_COLUMN.gameExpanded
      : view === 'condensed'
        ? DEFAULT_SORT_COLUMN.practiceCondensed
        : DEFAULT_SORT_COLUMN.practiceExpanded;
  // Three player columns come first (player, number, position).
  return keys[index - 3] ?? null;
}
