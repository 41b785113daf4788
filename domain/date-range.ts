/**
 * The date-range filter of the lists and team pages (01 §3.4, 02 §5, 02 §9): a preset of
 * the past 7, 14 or 28 days, a whole season, or days picked on a calendar. Picked days are
 * a set: a click on a selected day deselects it, and two clicks within 200 ms select every
 * day between the two. Days are local calendar days written yyyyMMdd; a set travels as its
 * runs of consecutive days, 'yyyyMMdd-yyyyMMdd' joined by commas.
 */
import { seasonDays } from './season';
import { DATE_RANGE_PRESETS_DAYS } from './views';

/** A preset length in days. */
export type PresetDays = (typeof DATE_RANGE_PRESETS_DAYS)[number];

/** What the filter holds. */
export type DateRangeChoice =
  | { readonly kind: 'days'; readonly days: PresetDays }
  | { readonly kind: 'season'; readonly season: number }
  | { readonly kind: 'custom'; readonly days: readonly string[] };

/** Two clicks on days this close together select the days between them (02 §5). */
export const RANGE_CLICK_MS = 200;

/** The most runs a custom choice may hold in an address. */
export const MAX_DAY_RUNS = 60;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The local day of a time as yyyyMMdd. */
export function dayKey(date: Date | number): string {
  const d = typeof date === 'number' ? new Date(date) : date;
  return `${pad(d.getFullYear(), 4)}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
}

/** The local midnight a day key names; undefined when it is not a real day. */
export function dayOfKey(key: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(key);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

const dayAfter = (key: string): string => {
  const d = dayOfKey(key) ?? new Date(NaN);
  return dayKey(new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1));
};

/** The picked days after a single click on `day`: added, or removed when already there. */
export function toggleDay(days: readonly string[], day: string): string[] {
  return days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort();
}

/** Every day from `a` to `b` inclusive, in either order. */
export function daySpan(a: string, b: string): string[] {
  const [from, to] = a <= b ? [a, b] : [b, a];
  const out: string[] = [];
  for (let key = from; key <= to && out.length <= 3660; key = dayAfter(key)) out.push(key);
  return out;
}

/**
 * The picked days after a click on `day` at `atMs`, given the previous click: a second
 * click within RANGE_CLICK_MS on another day selects the span between the two (on top of
 * what the first click did); otherwise the click toggles the day.
 */
export function clickDay(
  days: readonly string[],
  day: string,
  atMs: number,
  previous: { readonly day: string; readonly atMs: number } | null,
): string[] {
  if (previous !== null && previous.day !== day && atMs - previous.atMs <= RANGE_CLICK_MS) {
    return [...new Set([...days, ...daySpan(previous.day, day)])].sort();
  }
  return toggleDay(days, day);
}

/** The runs of consecutive days of a set, each [first, last]. */
export function dayRuns(days: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = runs.at(-1);
    if (last !== undefined && dayAfter(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** A day set as it travels: 'yyyyMMdd-yyyyMMdd,…'. */
export function formatDayRuns(days: readonly string[]): string {
  return dayRuns(days)
    .map(([a, b]) => `${a}-${b}`)
    .join(',');
}

/** Reads a day set written by formatDayRuns; undefined when any part is not a real range. */
export function parseDayRuns(text: string): string[] | undefined {
  const parts = text.split(',');
  if (parts.length === 0 || parts.length > MAX_DAY_RUNS) return undefined;
  const days: string[] = [];
  for (const part of parts) {
    const [a = '', b = '', ...rest] = part.split('-');
    if (rest.length > 0 || dayOfKey(a) === undefined || dayOfKey(b) === undefined || a > b) {
      return undefined;
    }
    days.push(...daySpan(a, b));
  }
  return [...new Set(days)].sort();
}

/**
 * The times a choice covers at `now`, local time: [fromMs, toMs). A preset of n days ends
 * at the end of today and starts n-1 days before today.
 */
export function choiceWindow(choice: DateRangeChoice, now: Date): { fromMs: number; toMs: number } {
  const midnight = (d: Date, plusDays = 0) =>
    new Date(d.getFullYear(), d.getMonth(), d.getDate() + plusDays).getTime();
  switch (choice.kind) {
    case 'days':
      return { fromMs: midnight(now, 1 - choice.days), toMs: midnight(now, 1) };
    case 'season': {
      const { start, end } = seasonDays(choice.season);
      return { fromMs: start.getTime(), toMs: midnight(end, 1) };
    }
    case 'custom': {
      const first = dayOfKey(choice.days[0] ?? '');
      const last = dayOfKey(choice.days.at(-1) ?? '');
      if (first === undefined || last === undefined) return { fromMs: 0, toMs: 0 };
      return { fromMs: first.getTime(), toMs: midnight(last, 1) };
    }
  }
}

/**
 * The windows a choice covers, one per run of consecutive days for picked days, else the
 * one window of choiceWindow: what a call is sent so that gaps between picked days count.
 */
export function choiceWindows(
  choice: DateRangeChoice,
  now: Date,
): { fromMs: number; toMs: number }[] {
  if (choice.kind !== 'custom') return [choiceWindow(choice, now)];
  return dayRuns(choice.days).map(([first, last]) =>
    choiceWindow({ kind: 'custom', days: [first, last] }, now),
  );
}

/** Windows as a call's query value: 'fromMs-toMs' joined by commas. */
export const formatWindows = (windows: readonly { fromMs: number; toMs: number }[]): string =>
  windows.map((w) => `${w.fromMs}-${w.toMs}`).join(',');

/** Whether a time falls on a day the choice covers (custom sets may have gaps). */
export function choiceIncludes(choice: DateRangeChoice, timeMs: number, now: Date): boolean {
  if (choice.kind === 'custom') return choice.days.includes(dayKey(timeMs));
  const { fromMs, toMs } = choiceWindow(choice, now);
  return timeMs >= fromMs && timeMs < toMs;
}

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const shortDay = (key: string, withYear: boolean): string => {
  const d = dayOfKey(key);
  if (d === undefined) return key;
  const text = `${SHORT_MONTHS[d.getMonth()] ?? ''} ${d.getDate()}`;
  return withYear ? `${text}, ${d.getFullYear()}` : text;
};

/** What the filter's button reads: 'Past 7 days', '2026 season', 'Nov 3 – Nov 9, 2026'. */
export function choiceLabel(choice: DateRangeChoice): string {
  switch (choice.kind) {
    case 'days':
      return `Past ${choice.days} days`;
    case 'season':
      return `${choice.season} season`;
    case 'custom': {
      const runs = dayRuns(choice.days);
      const [first, last] = [runs[0], runs.at(-1)];
      if (first === undefined || last === undefined) return 'No dates';
      if (runs.length === 1 && first[0] === first[1]) return shortDay(first[0], true);
      const span = `${shortDay(first[0], false)} – ${shortDay(last[1], true)}`;
      return runs.length === 1 ? span : `${choice.days.length} days, ${span}`;
    }
  }
}

/** Whether a number is one of the presets. */
export const isPresetDays = (n: number): n is PresetDays =>
  (DATE_RANGE_PRESETS_DAYS as readonly number[]).includes(n);
