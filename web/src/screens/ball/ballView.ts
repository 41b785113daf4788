/**
 * What the ball metrics page shows (02 §2 Ball metrics page, §3 Ball metrics, Filters): the
 * view and filters read from the address, the flights they keep, and the rows of the three
 * views: the flat list, one aggregate row per player (its flights below it when expanded),
 * and one per speed zone. Pure, so a test walks the filters without a browser.
 */
import {
  aggregatesOf,
  ballFiltersOf,
  type BallAggregates,
  type BallFilters,
  type BallView,
  type SessionFlightRow,
} from '../../../../domain';

export { QUARTER_OPTIONS, aggregatesOf, shownFlights } from '../../../../domain';

/** The page's view: the flat list, or one of the grouped views. */
export type BallPageView = 'list' | BallView;

/** The view and the filters of the page (02 §3 Filters, the rule in domain/ball-filters.ts). */
export interface BallChoice extends BallFilters {
  readonly view: BallPageView;
}

/** The choice the address holds (unknown values are ignored). */
export function choiceOf(search: URLSearchParams): BallChoice {
  const view = search.get('view');
  return {
    view: view === 'byPlayer' || view === 'speedZone' ? view : 'list',
    ...ballFiltersOf((key) => search.get(key)),
  };
}

/** The address's search with `choice` in it (other parameters kept). */
export function searchOf(search: URLSearchParams, choice: BallChoice): URLSearchParams {
  const next = new URLSearchParams(search);
  const put = (key: string, value: string) => {
    if (value === '') next.delete(key);
    else next.set(key, value);
  };
  put('view', choice.view === 'list' ? '' : choice.view);
  put('type', choice.types.join(','));
  put('zone', choice.zones.join(','));
  put('quarter', choice.quarters.join(','));
  put('inPlay', choice.inPlay);
  return next;
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
 * One row per group (players by name, or the four speed zones in order, empty ones left
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
