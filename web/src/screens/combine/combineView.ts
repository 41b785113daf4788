/**
 * What the Combine Logger shows (03 §2, §4, §5), as pure functions: the jersey keypad, the
 * jersey shown with its group (WR as WO), the suggestion of the player it names, the table's
 * rows newest first, times to the tenth of a second and the numbers of a drill.
 */
import {
  combineJerseyCode,
  combinePlayerOf,
  formatDate,
  formatDecimals,
  jerseyInput,
  MISSING_VALUE,
  type CombineDrill,
  type CombineRosterPlayer,
  type DrillGroup,
} from '../../../../domain';

/** A key of the jersey keypad: a digit or Clear. */
export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'clear';

/** The keypad's keys in the order they are laid out. */
export const KEYPAD_KEYS: readonly KeypadKey[] = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'clear',
  '0',
];

/** The jersey after a key (03 §5): digits only, at most 3; Clear empties it. */
export const pressKey = (digits: string, key: KeypadKey): string =>
  key === 'clear' ? '' : jerseyInput(`${digits}${key}`);

/** A roster player the keypad can suggest. */
export interface RosterPlayer extends CombineRosterPlayer {
  readonly playerId: string;
  readonly name: string;
}

/**
 * What the keypad's jersey names (03 §5: the jersey filter gives suggestions): the code as it
 * will be logged and the player, or why none will be matched (the row will be yellow).
 */
export function jerseySuggestion(
  roster: readonly RosterPlayer[],
  group: DrillGroup,
  digits: string,
): { code: string; player: RosterPlayer | undefined; note: string } {
  if (digits === '') return { code: '', player: undefined, note: 'Enter a jersey number.' };
  const player = combinePlayerOf(roster, group, digits);
  const code = combineJerseyCode(group, digits, player);
  if (player !== undefined) return { code, player, note: `${player.name} (${player.position})` };
  const who = group === 'Common' ? 'player' : `${group} player`;
  return { code, player, note: `No ${who} matches ${digits}: the drill will stay unmatched.` };
}

/** The table's rows: drills newest first (by start, then by event id). */
export const tableRows = (records: readonly CombineDrill[]): CombineDrill[] =>
  [...records].sort((a, b) => b.stTime - a.stTime || b.event_id.localeCompare(a.event_id));

/** A time of day to the tenth of a second, e.g. 03:15:07.4 PM; '-' when missing. */
export function formatClockTenths(ms: number | undefined): string {
  if (ms === undefined) return MISSING_VALUE;
  return formatDate(ms, 'hh:mm:ss.S a');
}

/** A time as a time input holds it (24 h, tenths): 15:15:07.4. */
export function timeInputValue(ms: number): string {
  return formatDate(ms, 'HH:mm:ss.S');
}

/**
 * The time a time input names on the day of `dayOfMs` (the browser's zone), or null when the
 * input is not a time (HH:mm, HH:mm:ss or HH:mm:ss.f…).
 */
export function timeFromInput(value: string, dayOfMs: number): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value.trim());
  if (match === null) return null;
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((v) => Number(v ?? 0));
  const ms = Number((match[4] ?? '').padEnd(3, '0'));
  if ((hours ?? 0) > 23 || (minutes ?? 0) > 59 || (seconds ?? 0) > 59) return null;
  const at = new Date(dayOfMs);
  at.setHours(hours ?? 0, minutes ?? 0, seconds ?? 0, ms);
  return at.getTime();
}

/** A drill's numbers as the table shows them: time (s), distance (yd), top speed (mph). */
export function numbersText(record: CombineDrill): {
  time: string;
  distance: string;
  topSpeed: string;
} {
  const n = record.numbers;
  return {
    time: formatDecimals(n?.timeSec, 1),
    distance: formatDecimals(n?.distanceYd, 1),
    topSpeed: formatDecimals(n?.topSpeedMph, 1),
  };
}

/** An error as a user reads it: its message, without a class name in front. */
export const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/^[A-Za-z]*Error: /, '');
