/**
 * The comparison windows of a session (02 §5, §9), written once for the browser's filter and
 * the server's comparison call. Every window counts back from the session, not from today:
 * 'Past 7 days' are the days before the session started, and an in-progress comparison (a
 * live practice compared at the same elapsed time) may reach back 28 days before the
 * session's day. For a live practice that day is today, as 02 §5 says; anchoring on today
 * instead refused, after midnight, days the session's own practice list still offered.
 */
import { DAY_MS } from './contract';
import { IN_PROGRESS_COMPARISON_DAYS } from './views';

/** A time window in epoch ms, `toMs` excluded. */
export interface ComparisonWindow {
  readonly fromMs: number;
  readonly toMs: number;
}

/** 'Past `days` days': the sessions that started in the `days` × 24 h before this one. */
export function pastDaysWindow(sessionStartMs: number, days: number): ComparisonWindow {
  return { fromMs: sessionStartMs - days * DAY_MS, toMs: sessionStartMs };
}

/** The sessions an in-progress comparison may choose: those of the 28 days before this one. */
export function inProgressWindow(sessionStartMs: number): ComparisonWindow {
  return pastDaysWindow(sessionStartMs, IN_PROGRESS_COMPARISON_DAYS);
}

const DAY_KEY = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * The calendar day `n` days before a yyyyMMdd day (after it for a negative `n`), counted on
 * the calendar alone, so the answer does not depend on the machine's time zone.
 */
export function shiftDayKey(key: string, n: number): string {
  const match = DAY_KEY.exec(key);
  if (match === null) throw new RangeError(`${key} is not a yyyyMMdd day`);
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) - n));
  return day.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The yyyyMMdd day of a calendar day given as its UTC midnight (epoch ms). */
export const dayKeyOfDayMs = (dayMs: number): string =>
  new Date(dayMs).toISOString().slice(0, 10).replaceAll('-', '');

/** The first day an in-progress comparison may use: 28 days before the session's day. */
export function inProgressFirstDay(sessionDayKey: string): string {
  return shiftDayKey(sessionDayKey, IN_PROGRESS_COMPARISON_DAYS);
}

/** Whether chosen days from `fromDayKey` on may be used in progress (02 §5). */
export function inProgressAllowsFrom(fromDayKey: string, sessionDayKey: string): boolean {
  return fromDayKey >= inProgressFirstDay(sessionDayKey);
}
