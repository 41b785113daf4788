/**
 * The rules of a user's custom table (02 §3 Custom table, §4, §9): the columns each kind
 * shows while the user has none stored, how many it may hold, ticking and reordering, and
 * the checks dataaccess makes on a save, run here first so the editor can say what is wrong
 * before the round trip.
 */
import {
  CUSTOM_LIVE_TABLE_COLUMNS,
  METRIC_KEYS,
  METRICS,
  type MetricFamily,
  type MetricKey,
} from '../../../../domain';
import { CONDENSED, EXPANDED_DISTANCES } from './columns';

/** Which table a custom table replaces: the live one or the normal (expanded) one. */
export type TableKind = 'live' | 'normal';

/** The normal table while the user has none stored: the expanded view's distances. */
export const DEFAULT_NORMAL: readonly MetricKey[] = EXPANDED_DISTANCES;

/** The live table while the user has none stored: the condensed view's metrics. */
export const DEFAULT_LIVE: readonly MetricKey[] = CONDENSED;

/**
 * The most columns dataaccess keeps in one table. The normal table is padded to 12 (02 §9)
 * but may scroll past it, so its only limit is the server's.
 */
export const MAX_STORED_COLUMNS = 60;

/** The longest column key dataaccess accepts. */
const MAX_KEY_CHARS = 64;

/** A column key as dataaccess accepts it: letters, digits, _ or % (for `_%` variants). */
const COLUMN_KEY = /^[A-Za-z0-9_%]+$/;

/** The columns a kind shows while the user has none stored. */
export function defaultColumns(kind: TableKind): readonly MetricKey[] {
  return kind === 'live' ? DEFAULT_LIVE : DEFAULT_NORMAL;
}

/** How many columns a kind may hold: 11 for the live table (02 §9), the server's 60 else. */
export function columnLimit(kind: TableKind): number {
  return kind === 'live' ? CUSTOM_LIVE_TABLE_COLUMNS : MAX_STORED_COLUMNS;
}

/**
 * Ticks or unticks `key`: a chosen key leaves, another joins at the end unless the table
 * already holds `limit` columns (then nothing changes, and the same list comes back).
 */
export function toggle(columns: readonly string[], key: string, limit: number): readonly string[] {
  if (columns.includes(key)) return columns.filter((k) => k !== key);
  return columns.length >= limit ? columns : [...columns, key];
}

/**
 * Moves the column at `from` so that it ends at `to`; an index outside the list changes
 * nothing (a drop that missed, a button at either end).
 */
export function move(columns: readonly string[], from: number, to: number): readonly string[] {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < columns.length;
  if (from === to || !inRange(from) || !inRange(to)) return columns;
  const moved = [...columns];
  const [key] = moved.splice(from, 1);
  if (key !== undefined) moved.splice(to, 0, key);
  return moved;
}

/**
 * What dataaccess would refuse in a save of `columns`, in its words, or null when it takes
 * it. As there, blanks may pad the end (they are dropped), a blank between keys or a key
 * twice is refused, and the live limit counts the keys without the padding.
 */
export function columnsProblem(columns: readonly string[], kind: TableKind): string | null {
  if (columns.length > MAX_STORED_COLUMNS) return `at most ${MAX_STORED_COLUMNS} columns`;
  const lastKey = columns.findLastIndex((k) => k !== '');
  const seen = new Set<string>();
  for (const [i, key] of columns.entries()) {
    if (key === '') {
      if (i < lastKey) return 'a blank column may only pad the end';
      continue;
    }
    if (key.length > MAX_KEY_CHARS || !COLUMN_KEY.test(key))
      return `${key.slice(0, MAX_KEY_CHARS)}: a column key is letters, digits, _ or %`;
    if (seen.has(key)) return `column ${key} is chosen twice`;
    seen.add(key);
  }
  const keys = lastKey + 1;
  if (kind === 'live' && keys > CUSTOM_LIVE_TABLE_COLUMNS)
    return `a live table has at most ${CUSTOM_LIVE_TABLE_COLUMNS} columns, not ${keys}`;
  return null;
}

/** Whether two column lists hold the same keys in the same order. */
export function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** The editor's heading of each metric family, in the order it lists them. */
export const FAMILY_TITLES: Readonly<Record<MetricFamily, string>> = {
  speed: 'Speed',
  distance: 'Distance',
  time: 'Time',
  count: 'Efforts',
  accel: 'Accelerations and decelerations',
  load: 'Load',
  lateral: 'Lateral',
};

/** One family of the catalogue with its metric keys in catalogue order. */
export interface FamilyGroup {
  readonly family: MetricFamily;
  readonly title: string;
  readonly keys: readonly MetricKey[];
}

/**
 * The metric catalogue grouped by family, the families in {@link FAMILY_TITLES} order and
 * none empty. Both kinds offer every key: the live topic carries the condensed metrics as
 * columns and any other metric in its `more` column.
 */
export function catalogueByFamily(): readonly FamilyGroup[] {
  return (Object.keys(FAMILY_TITLES) as MetricFamily[])
    .map((family) => ({
      family,
      title: FAMILY_TITLES[family],
      keys: METRIC_KEYS.filter((key) => METRICS[key].family === family),
    }))
    .filter((group) => group.keys.length > 0);
}
