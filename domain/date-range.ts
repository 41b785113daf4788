/**
 * The date-range filter of the lists and team pages (01 §3.4, 02 §5, 02 §9): a preset of
 * the past 7, 14 or 28 days, a whole season, or days picked on a calendar. Picked days are
 * a set: a click on a selected day deselects it, and two clicks within 200 ms select every
 * day between the two. Days are calendar days of the user's zone written yyyyMMdd; a set travels as its
 * runs of consecutive days, 'yyyyMMdd-yyyyMMdd' joined by commas.
 */
import { addDays, format, isValid, parse, startOfDay } from 'date-fns';
import { formatDate } from './format';
import { inZone, type TimeZone } from './time-zone';
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

/** The date-fns pattern of a day key. */
const DAY_KEY = 'yyyyMMdd';

/**
 * The day of a time as yyyyMMdd, in `zone` (the runtime's, the browser's, when left out);
 * '-' for a time that is not one.
 */
export function dayKey(date: Date | number, zone?: TimeZone): string {
  return formatDate(date, DAY_KEY, zone);
}

/** The midnight in `zone` that a day key names; undefined when it is not a real day. */
export function dayOfKey(key: string, zone?: TimeZone): Date | undefined {
  if (!/^\d{8}$/.test(key)) return undefined;
  const day = parse(key, DAY_KEY, 0, inZone(zone));
  return isValid(day) ? day : undefined;
}

const dayAfter = (key: string): string => {
  const day = dayOfKey(key);
  return day === undefined ? key : dayKey(addDays(day, 1));
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
 * The times a choice covers at `now`, in `zone` (the runtime's when left out): [fromMs,
 * toMs) from a midnight to a midnight, so a day across a daylight-saving change has its 23
 * or 25 hours. A preset of n days ends at the end of today and starts n-1 days before today.
 */
export function choiceWindow(
  choice: DateRangeChoice,
  now: Date,
  zone?: TimeZone,
): { fromMs: number; toMs: number } {
  const context = inZone(zone);
  const midnight = (d: Date, plusDays = 0) =>
    addDays(startOfDay(d, context), plusDays, context).getTime();
  switch (choice.kind) {
    case 'days':
      return { fromMs: midnight(now, 1 - choice.days), toMs: midnight(now, 1) };
    case 'season': {
      const start = dayOfKey(`${choice.season}0301`, zone);
      const end = dayOfKey(`${choice.season + 1}0301`, zone);
      if (start === undefined || end === undefined) return { fromMs: 0, toMs: 0 };
      return { fromMs: start.getTime(), toMs: end.getTime() };
    }
    case 'custom': {
      const first = dayOfKey(choice.days[0] ?? '', zone);
      const last = dayOfKey(choice.days.at(-1) ?? '', zone);
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
  zone?: TimeZone,
): { fromMs: number; toMs: number }[] {
  if (choice.kind !== 'custom') return [choiceWindow(choice, now, zone)];
  return dayRuns(choice.days).map(([first, last]) =>
    choiceWindow({ kind: 'custom', days: [first, last] }, now, zone),
  );
}

/** Windows as a call's query value: 'fromMs-toMs' joined by commas. */
export const formatWindows = (windows: readonly { fromMs: number; toMs: number }[]): string =>
  windows.map((w) => `${w.fromMs}-${w.toMs}`).join(',');

/** Whether a time falls on a day the choice covers (custom sets may have gaps). */
export function choiceIncludes(
  choice: DateRangeChoice,
  timeMs: number,
  now: Date,
  zone?: TimeZone,
): boolean {
  if (choice.kind === 'custom') return choice.days.includes(dayKey(timeMs, zone));
  const { fromMs, toMs } = choiceWindow(choice, now, zone);
  return timeMs >= fromMs && timeMs < toMs;
}

const shortDay = (key: string, withYear: boolean): string => {
  const day = dayOfKey(key);
  return day === undefined ? key : format(day, withYear ? 'MMM d, yyyy' : 'MMM d');
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
