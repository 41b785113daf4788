/**
 * The ball metrics filters (02 §3 Filters: flight type, speed zone, quarter, in-play) and the
 * per-group numbers (02 §3 Ball player aggregate), one rule for the ball metrics page and its
 * CSV exports, so that a file holds what the page shows for the same filters.
 */
import { formatDecimals } from './format';
import { MISSING_VALUE } from './messages';
import {
  BALL_AGGREGATE_BASES,
  BALL_FLIGHT_METRICS,
  type BallFlightMetricKey,
} from './metric-groups';
import { FLIGHT_TYPES, SPEED_ZONES } from './options';
import type { SessionFlightRow } from './rows/flights';
import type { BallView } from './paths';

/** The quarter filter's values: 1 to 4, 5 for overtime, and 'none' for a flight outside one. */
export const QUARTER_OPTIONS = [
  ['1', 'Q1'],
  ['2', 'Q2'],
  ['3', 'Q3'],
  ['4', 'Q4'],
  ['5', 'OT'],
  ['none', 'No quarter'],
] as const;

/** The filters; an empty list keeps every value. */
export interface BallFilters {
  readonly types: readonly string[];
  readonly zones: readonly string[];
  readonly quarters: readonly string[];
  /** 'yes' in play only, 'no' out of play only, '' both. */
  readonly inPlay: '' | 'yes' | 'no';
}

/** The names the filters go by in an address or a query: `type`, `zone`, `quarter`, `inPlay`. */
export const BALL_FILTER_KEYS = ['type', 'zone', 'quarter', 'inPlay'] as const;

const listOf = (value: string | null | undefined, allowed: readonly string[]): string[] =>
  (value ?? '').split(',').filter((v) => allowed.includes(v));

/** The filters named by `get` (an address's or a query's values); unknown values are ignored. */
export function ballFiltersOf(get: (key: string) => string | null | undefined): BallFilters {
  const inPlay = get('inPlay');
  return {
    types: listOf(get('type'), FLIGHT_TYPES),
    zones: listOf(get('zone'), SPEED_ZONES),
    quarters: listOf(
      get('quarter'),
      QUARTER_OPTIONS.map(([v]) => v),
    ),
    inPlay: inPlay === 'yes' || inPlay === 'no' ? inPlay : '',
  };
}

/** The flights the filters keep, in the order given. */
export function shownFlights<F extends SessionFlightRow>(
  flights: readonly F[],
  filters: BallFilters,
): F[] {
  return flights.filter(
    (f) =>
      (filters.types.length === 0 || filters.types.includes(f.flightType)) &&
      (filters.zones.length === 0 || filters.zones.includes(f.speedZone)) &&
      (filters.quarters.length === 0 ||
        filters.quarters.includes(f.quarter === null ? 'none' : String(f.quarter))) &&
      (filters.inPlay === '' || f.inPlay === (filters.inPlay === 'yes')),
  );
}

/** Averages and maxima of the ball metrics, `avgX` and `maxX` (null where none has a value). */
export type BallAggregates = Record<string, number | null>;

/** What a group sums up: the spec's aggregate bases, and the ground distance shown beside. */
export const BALL_GROUP_BASES = [...BALL_AGGREGATE_BASES, 'groundDistanceYds'] as const;

/** The `avg` and `max` key of a base: `initialAirSpeedMPH` → `avgInitialAirSpeedMPH`. */
export const aggregateKey = (kind: 'avg' | 'max', base: string): string =>
  `${kind}${base.charAt(0).toUpperCase()}${base.slice(1)}`;

/** avg* and max* of each group base over `flights`. */
export function aggregatesOf(flights: readonly SessionFlightRow[]): BallAggregates {
  const out: BallAggregates = {};
  for (const base of BALL_GROUP_BASES) {
    const values = flights
      .map((f) => f[base])
      .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    out[aggregateKey('avg', base)] =
      values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
    out[aggregateKey('max', base)] = values.length === 0 ? null : Math.max(...values);
  }
  return out;
}

/** A ball metric as the page and the CSV show it: its label's decimals, '-' when missing. */
export function formatBallMetric(
  key: BallFlightMetricKey,
  value: number | null | undefined,
): string {
  const format = BALL_FLIGHT_METRICS[key].format;
  return formatDecimals(value, format === 'int' ? 0 : format === 'dec2' ? 2 : 1);
}

/** When in the session a flight was: a game's quarter (Q1…Q4, OT), else its period's name. */
export function flightWhen(
  flight: Pick<SessionFlightRow, 'quarter' | 'periodName'>,
  game: boolean,
): string {
  if (game) {
    if (flight.quarter === null) return MISSING_VALUE;
    return flight.quarter >= 5 ? 'OT' : `Q${flight.quarter}`;
  }
  return flight.periodName ?? MISSING_VALUE;
}

/** One row of a table of the page: a flight, or a group's aggregate (a player, a zone). */
export interface BallRow {
  readonly id: string;
  readonly kind: 'flight' | 'player' | 'zone';
  /** The group's title (player name, zone), or the flight's thrower. */
  readonly title: string;
  readonly jersey: string;
  readonly position: string;
  readonly playerId: string;
  /** Flights in the group (1 for a flight). */
  readonly total: number;
  /** For a group: whether its flights show below it. */
  readonly expanded: boolean;
  /** A flight row's group (its rows are indented under it). */
  readonly group: string | null;
  readonly flight: SessionFlightRow | null;
  readonly aggregates: BallAggregates;
}

const flightRow = (f: SessionFlightRow, group: string | null): BallRow => ({
  id: group === null ? f.id : `${group}/${f.id}`,
  kind: 'flight',
  title: f.name,
  jersey: f.jersey,
  position: f.position,
  playerId: f.playerId,
  total: 1,
  expanded: false,
  group,
  flight: f,
  aggregates: {},
});

/** The flat list: one row a flight, by release time. */
export const listRows = (flights: readonly SessionFlightRow[]): BallRow[] =>
  flights.map((f) => flightRow(f, null));

/**
 * The rows of a grouped view (the page's grid and its Export Filtered Data): one row per group (players by name, or the four speed zones in order, empty ones left
 * out), each followed by its flights when its key is in `expanded`.
 */
export function groupRows(
  flights: readonly SessionFlightRow[],
  by: BallView,
  expanded: ReadonlySet<string>,
): BallRow[] {
  const groups = new Map<string, SessionFlightRow[]>();
  const keyOf = (f: SessionFlightRow) => (by === 'byPlayer' ? f.playerId : f.speedZone);
  for (const f of flights) {
    const key = keyOf(f);
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const keys = [...groups.keys()].sort((a, b) => {
    if (by === 'speedZone') return a.localeCompare(b);
    const x = groups.get(a)?.[0];
    const y = groups.get(b)?.[0];
    return (x?.name ?? '').localeCompare(y?.name ?? '') || a.localeCompare(b);
  });
  return keys.flatMap((key) => {
    const list = groups.get(key) ?? [];
    const first = list[0];
    const open = expanded.has(key);
    const head: BallRow = {
      id: `${by}:${key}`,
      kind: by === 'byPlayer' ? 'player' : 'zone',
      title: by === 'byPlayer' ? (first?.name ?? key) : key,
      jersey: by === 'byPlayer' ? (first?.jersey ?? '') : '',
      position: by === 'byPlayer' ? (first?.position ?? '') : '',
      playerId: by === 'byPlayer' ? key : '',
      total: list.length,
      expanded: open,
      group: null,
      flight: null,
      aggregates: aggregatesOf(list),
    };
    return [head, ...(open ? list.map((f) => flightRow(f, key)) : [])];
  });
}

/** The key a group row expands by (its player or zone). */
export const groupKey = (row: BallRow): string => row.id.slice(row.id.indexOf(':') + 1);

/** The ball metrics the grid and Export Filtered Data show, in order (02 §3 Ball flight). */
export const BALL_GRID_METRICS = [
  'initialAirSpeedMPH',
  'initialRotationRPM',
  'flightDurationSec',
  'peakHeightFt',
  'groundDistanceYds',
  'airDistInYards',
] as const satisfies readonly BallFlightMetricKey[];

/** The flat list's sortable columns, by the grid's column ids (the grouped views keep order). */
export const BALL_SORT_KEYS = [
  'title',
  'jersey',
  'position',
  'flightType',
  'startTimeMS',
  'period',
  'inPlay',
  'speedZone',
  ...BALL_GRID_METRICS,
] as const;
export type BallSortKey = (typeof BALL_SORT_KEYS)[number];

/** The column the user sorted the flat list by, and which way. */
export interface BallSort {
  readonly key: BallSortKey;
  readonly order: 'asc' | 'desc';
}

/**
 * What a flight sorts by in a column: its text or number, a jersey by its number, the period
 * column by the session's order (a game's quarter, a practice's period index), not its name.
 */
function sortValue(row: BallRow, key: BallSortKey, game: boolean): string | number | null {
  const f = row.flight;
  switch (key) {
    case 'title':
      return row.title;
    case 'jersey':
      return row.jersey === '' || Number.isNaN(Number(row.jersey)) ? null : Number(row.jersey);
    case 'position':
      return row.position;
    case 'period':
      return f === null ? null : game ? f.quarter : f.periodIndex;
    case 'inPlay':
      return f === null ? null : f.inPlay ? 1 : 0;
    default: {
      const v = f?.[key];
      return typeof v === 'number' || typeof v === 'string' ? v : null;
    }
  }
}

/**
 * The ascending order of rows in a column, the grid's and the export's alike: missing values
 * first, numbers by value, text by the locale; ties by release time, then id, so that one
 * order holds whoever sorts.
 */
export function compareBallRows(
  key: BallSortKey,
  game: boolean,
): (a: BallRow | undefined, b: BallRow | undefined) => number {
  return (a, b) => {
    if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
    const x = sortValue(a, key, game);
    const y = sortValue(b, key, game);
    const byValue =
      x === y
        ? 0
        : x === null
          ? -1
          : y === null
            ? 1
            : typeof x === 'number' && typeof y === 'number'
              ? x - y
              : String(x).localeCompare(String(y));
    return (
      byValue ||
      (a.flight?.startTimeMS ?? 0) - (b.flight?.startTimeMS ?? 0) ||
      a.id.localeCompare(b.id)
    );
  };
}

/** The flat list's rows in the user's sort (descending: the ascending order reversed). */
export function sortedRows(rows: readonly BallRow[], sort: BallSort | undefined, game: boolean) {
  if (sort === undefined) return [...rows];
  const ascending = compareBallRows(sort.key, game);
  return [...rows].sort((a, b) => (sort.order === 'asc' ? 1 : -1) * ascending(a, b));
}
