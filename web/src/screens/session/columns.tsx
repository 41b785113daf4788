/**
 * The columns of the session views (02 §3 Player row, §9): which catalogue metrics each view
 * shows, in order, and the default sort of each (its column index, sorted high to low).
 * Labels and formats come from the domain's metric catalogue.
 */
import type { ColDef, ColGroupDef } from 'ag-grid-community';
import {
  CONDENSED_METRICS,
  DEFAULT_SORT_COLUMN,
  isPercentOverThreshold,
  isRelativeColumn,
  formatJersey,
  formatMetric,
  METRICS,
  metricLabel,
  metricViewGroups,
  truncate,
  TRUNCATE,
  viewColumnMetric,
  type MetricKey,
  type MetricView,
  type MetricViewGroup,
  type ViewColumnKey,
} from '../../../../domain';
import { fitWidth } from '../../components/grid/columns';
import { MetricHeader } from './MetricHeader';
import type { SessionPlayer } from '../../data/sessionNumbers';
import { percentOfBaseline, type Shown } from './sessionFilters';

/** The condensed view: the nine numbers a coach reads during practice. */
export const CONDENSED = CONDENSED_METRICS;

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

/** The user's custom tables (02 §3): the live one is the live view's Custom View. */
export interface CustomColumns {
  readonly live: readonly MetricKey[];
  readonly normal: readonly MetricKey[];
}

/** What a metric view shows: its columns in order, and their groups (none: one plain run). */
export interface ViewLayout {
  readonly keys: readonly ViewColumnKey[];
  readonly groups: readonly MetricViewGroup[] | null;
}

/**
 * The columns of a metric view (01 §3.4) on the live view (`live`: the condensed tab) or the
 * full one: the domain's groups, or the user's custom table of the kind for Custom View.
 */
export function viewLayout(view: MetricView, live: boolean, custom: CustomColumns): ViewLayout {
  if (view === 'Custom View') return { keys: live ? custom.live : custom.normal, groups: null };
  const groups = metricViewGroups(view, { live });
  return { keys: groups.flatMap((g) => g.keys), groups };
}

/**
 * The grid's columns of a layout: the metric columns under their group headings, each made
 * by `column`; a layout without groups gives the columns as they are.
 */
export function groupedColumns<Row>(
  layout: ViewLayout,
  column: (key: ViewColumnKey) => ColDef<Row>,
): (ColDef<Row> | ColGroupDef<Row>)[] {
  if (layout.groups === null) return layout.keys.map(column);
  return layout.groups.map((g) => ({
    groupId: g.label,
    headerName: g.label,
    headerClass: 'metric-group',
    marryChildren: true,
    children: g.keys.map(column),
  }));
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

/** How the metric columns show their numbers (02 §3: Relative and percent-of-history). */
export interface ShownNumbers {
  readonly shown: Shown;
  /** The comparison's averages by player id, for percentages; null while unknown. */
  readonly baseline: ReadonlyMap<
    string,
    Readonly<Record<string, number | null | undefined>>
  > | null;
  /** Red from this percentage in live mode (02 §5); null: never. */
  readonly threshold: number | null;
  readonly live: boolean;
}

/** Values as they are: the default of every column. */
export const VALUES: ShownNumbers = {
  shown: 'values',
  baseline: null,
  threshold: null,
  live: false,
};

/**
 * The key a column's numbers are formatted and labelled by: the variant shown, if any. A
 * Relative column (a view in the player's zones) stays Relative; as a percentage it is
 * `{key}_%`.
 */
export function shownKey(key: ViewColumnKey, shown: Shown): string {
  if (isRelativeColumn(key)) return shown === 'percent' ? `${key}_%` : key;
  const metric = METRICS[viewColumnMetric(key)];
  if (shown === 'relative') return metric.relativeKey ?? key;
  if (shown === 'percent') return metric.percentKey ?? key;
  return key;
}

/** A column's short label as shown (the variant's; a Relative percentage ends in ' %'). */
export function shownLabel(
  key: ViewColumnKey,
  shown: Shown,
  options: { live?: boolean; teamId?: string } = {},
): string {
  const labelKey = shownKey(key, shown);
  return labelKey === `${key}_%` && isRelativeColumn(key)
    ? `${metricLabel(key, options)} %`
    : metricLabel(labelKey, options);
}

/**
 * A metric's number as the column shows it: the value, its Relative variant, or the value
 * as a whole percentage of the player's comparison average. A metric without variants
 * shows its value in every mode.
 */
export function shownValue(
  key: ViewColumnKey,
  read: (key: string) => number | null,
  playerId: string,
  numbers: ShownNumbers,
): number | null {
  if (isRelativeColumn(key)) {
    return numbers.shown === 'percent'
      ? percentOfBaseline(read(key), numbers.baseline?.get(playerId)?.[key])
      : read(key);
  }
  const metric = METRICS[viewColumnMetric(key)];
  if (numbers.shown === 'relative' && metric.relativeKey !== undefined)
    return read(metric.relativeKey);
  if (numbers.shown === 'percent' && metric.percentKey !== undefined)
    return percentOfBaseline(read(key), numbers.baseline?.get(playerId)?.[key]);
  return read(key);
}

/** The class of a percentage at or above the threshold, in live mode only (02 §5). */
const overThreshold = (numbers: ShownNumbers, key: ViewColumnKey) => ({
  'over-threshold': ({ value }: { value: unknown }) =>
    numbers.shown === 'percent' &&
    METRICS[viewColumnMetric(key)].percentKey !== undefined &&
    typeof value === 'number' &&
    isPercentOverThreshold(value, numbers.threshold ?? undefined, numbers.live),
});

/** A number of a row's metrics, or null. */
const numberIn = (metrics: Readonly<Record<string, unknown>> | undefined, key: string) => {
  const value = metrics?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * One metric's column over any row: `read` gives a row's number of a key (the metric or a
 * variant of it), `idOf` the row's player.
 */
export function numberColumn<Row>(
  key: ViewColumnKey,
  read: (row: Row, key: string) => number | null,
  idOf: (row: Row) => string,
  options: {
    live?: boolean;
    teamId?: string;
    sort?: 'desc';
    byPeriod?: string;
    numbers?: ShownNumbers;
  } = {},
): ColDef<Row> {
  const numbers = options.numbers ?? VALUES;
  const labelKey = shownKey(key, numbers.shown);
  const metric = METRICS[viewColumnMetric(key)];
  const relative = isRelativeColumn(key) ? ', player zones' : '';
  return {
    ...(options.byPeriod === undefined ? {} : byPeriodHeader(options.byPeriod)),
    colId: key,
    headerName: shownLabel(key, numbers.shown, options),
    headerTooltip: `${metric.name} (${labelKey === key ? metric.unit : numbers.shown === 'percent' ? '% of the comparison' : 'relative zones'}${relative})`,
    type: 'numericColumn',
    ...fitWidth(80),
    valueGetter: ({ data }) =>
      data === undefined ? null : shownValue(key, (k) => read(data, k), idOf(data), numbers),
    valueFormatter: ({ value }: { value: number | null }) => formatMetric(labelKey, value),
    cellClassRules: overThreshold(numbers, key),
    comparator: byValueThenRow,
    ...(options.sort === undefined ? {} : { sort: options.sort }),
  };
}

/** One metric's column, reading `metrics[key]` of a session row. */
export function metricColumn<Row extends SessionPlayer>(
  key: ViewColumnKey,
  options: Parameters<typeof numberColumn<Row>>[3] = {},
): ColDef<Row> {
  return numberColumn<Row>(
    key,
    (row, k) => numberIn(row.metrics, k),
    (row) => row.id,
    options,
  );
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

/**
 * The exclusion column: a box per player that leaves them out of the session's averages
 * (02 §4); the choice is the user's, per session.
 */
export function excludeColumn<Row extends { name: string | null }>(
  excluded: ReadonlySet<string>,
  idOf: (row: Row) => string,
  onToggle: (playerId: string) => void,
): ColDef<Row> {
  return {
    colId: 'exclude',
    headerName: 'Excl.',
    headerTooltip: 'Leave the player out of the averages',
    width: 64,
    sortable: false,
    resizable: false,
    cellRenderer: ({ data }: { data: Row | undefined }) => {
      if (data === undefined) return null;
      const id = idOf(data);
      return (
        <input
          type="checkbox"
          className="exclude-box"
          aria-label={`Exclude ${data.name ?? id} from the averages`}
          checked={excluded.has(id)}
          onChange={() => {
            onToggle(id);
          }}
        />
      );
    },
  };
}

/** Time since the player was last at the chosen share of their max (02 §3 Time-since-max). */
export function sinceMaxColumn<Row>(read: (row: Row) => unknown): ColDef<Row> {
  return {
    colId: 'timeSinceMaxSec',
    headerName: 'Since Max',
    headerTooltip: 'Time since the player was last at the chosen percentage of their max speed',
    type: 'numericColumn',
    ...fitWidth(90),
    valueGetter: ({ data }) => {
      const value = data === undefined ? null : read(data);
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    },
    valueFormatter: ({ value }: { value: number | null }) => formatMetric('timeMoving', value),
    comparator: byValueThenRow,
  };
}

/** A metric header with its 'Open Player Totals by Period' menu leading to `to`. */
export const byPeriodHeader = (to: string): Pick<ColDef, 'headerComponentParams'> => ({
  headerComponentParams: { innerHeaderComponent: MetricHeader, innerHeaderComponentParams: { to } },
});

/**
 * The default sort of a view, high to low: for Custom View the column at the spec's index
 * (02 §9), counted from the player column; for the other views total distance where they
 * show it, else their first column. Null when the custom view has fewer columns.
 */
export function defaultSortKey(
  kind: 'practice' | 'game',
  view: 'condensed' | 'expanded',
  keys: readonly ViewColumnKey[],
  metricView: MetricView = 'Custom View',
): ViewColumnKey | null {
  if (metricView !== 'Custom View')
    return keys.includes('totalDis') ? 'totalDis' : (keys[0] ?? null);
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

/** The by-period view of a column: catalogue metrics have one, Relative columns none. */
export const byPeriodOf = (
  key: ViewColumnKey,
  to: (metric: MetricKey) => string,
): string | undefined => (isRelativeColumn(key) ? undefined : to(key as MetricKey));
