/**
 * What the Practice Tracking table shows (03 §2): the rows the status and position filters
 * let through, the filters' choices and defaults (01 §3.2: ACT and DEV), and the three
 * counters over the rows shown.
 */
import {
  DEFAULT_TRACKING_STATUSES,
  MISSING_VALUE,
  PLAYER_STATUSES,
  POSITION_GROUP_LIST,
  type PracticeTrackingRow,
} from '../../../../domain';
import { positionFilterGroup } from '../../components/tables/TeamPlayersTable';

/** A row of practicetracking/{id}, with the id the grid keys rows by. */
export type TrackingRow = PracticeTrackingRow & { readonly id: string };

/** The chosen statuses and position groups; an empty list lets every value through. */
export interface TrackingChoice {
  readonly statuses: readonly string[];
  readonly positions: readonly string[];
}

/** The status filter's value of a row (someone on no roster has status '-'). */
export const statusOf = (row: Pick<TrackingRow, 'status'>): string => row.status || MISSING_VALUE;

/** The address's query parameters of the filters. */
const STATUS_PARAM = 'status';
const POSITION_PARAM = 'pos';
/** The status parameter's value for "every status" (an absent one means the defaults). */
const ALL = 'all';

/** The choice an address carries: statuses ACT and DEV unless it says otherwise. */
export function choiceOf(search: URLSearchParams): TrackingChoice {
  const list = (name: string) => (search.get(name) ?? '').split(',').filter((v) => v !== '');
  const status = search.get(STATUS_PARAM);
  return {
    statuses:
      status === null ? DEFAULT_TRACKING_STATUSES : status === ALL ? [] : list(STATUS_PARAM),
    positions: list(POSITION_PARAM),
  };
}

/** The address's query with `choice` applied (other parameters kept). */
export function searchOf(search: URLSearchParams, choice: TrackingChoice): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(STATUS_PARAM, choice.statuses.length === 0 ? ALL : choice.statuses.join(','));
  if (choice.positions.length === 0) next.delete(POSITION_PARAM);
  else next.set(POSITION_PARAM, choice.positions.join(','));
  return next;
}

/** The rows the choice lets through. */
export function shownRows(rows: readonly TrackingRow[], choice: TrackingChoice): TrackingRow[] {
  return rows.filter(
    (r) =>
      (choice.statuses.length === 0 || choice.statuses.includes(statusOf(r))) &&
      (choice.positions.length === 0 || choice.positions.includes(positionFilterGroup(r.position))),
  );
}

/** The three counters (03 §2): players shown, those tracked and those not. */
export function countersOf(rows: readonly TrackingRow[]) {
  const tracked = rows.filter((r) => r.tracking).length;
  return { players: rows.length, tracked, notTracked: rows.length - tracked };
}

/** Every status code (01 §3.2), then any other the rows carry ('-': on no roster). */
export function statusOptions(rows: readonly TrackingRow[]): (readonly [string, string])[] {
  const extra = [...new Set(rows.map(statusOf))].filter(
    (s) => !(PLAYER_STATUSES as readonly string[]).includes(s),
  );
  return [...PLAYER_STATUSES, ...extra.sort()].map((s) => [
    s,
    s === MISSING_VALUE ? 'No status' : s,
  ]);
}

/** The position groups the rows have, football groups in the spec's order first. */
export function positionOptions(rows: readonly TrackingRow[]): (readonly [string, string])[] {
  const groups = new Set(rows.map((r) => positionFilterGroup(r.position)));
  const order = (g: string) => {
    const i = (POSITION_GROUP_LIST as readonly string[]).indexOf(g);
    return i === -1 ? POSITION_GROUP_LIST.length : i;
  };
  return [...groups].sort((a, b) => order(a) - order(b) || a.localeCompare(b)).map((g) => [g, g]);
}
