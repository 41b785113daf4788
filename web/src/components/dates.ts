/** Date helpers of the screens (browser time zone, as 02 §9 says), on date-fns. */
import {
  addDays as addCalendarDays,
  addMonths as addCalendarMonths,
  startOfDay,
  startOfMonth,
  startOfWeek as startOfCalendarWeek,
} from 'date-fns';
import { formatDate, formatDurationMs, routeDate } from '../../../domain';

/** yyyy-MM-dd of a date in the browser's time zone: a day's key in maps and test ids. */
export const dayKey = (date: Date): string => formatDate(date, 'yyyy-MM-dd');

/** Today's route date (yyyy/M/d, the domain's route format). */
export const todayRoute = (): string => routeDate(new Date());

/**
 * Parses the date part of a schedule route: yyyy/M/d (the route format) or yyyy-MM-dd
 * (older links); null when it is not a real date.
 */
export function parseRouteDate(text: string | undefined): Date | null {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/** The same day `days` later (negative: earlier), at local midnight (23 or 25 hours across a change). */
export const addDays = (date: Date, days: number): Date => addCalendarDays(startOfDay(date), days);

/** The first day of the month `months` after the date's month. */
export const addMonths = (date: Date, months: number): Date =>
  startOfMonth(addCalendarMonths(startOfMonth(date), months));

/** The Sunday that starts the date's week, at local midnight. */
export const startOfWeek = (date: Date): Date => startOfCalendarWeek(date);

/** Elapsed time as HH:mm:ss (the domain's duration format; never negative). */
export const formatElapsed = (ms: number): string => formatDurationMs(ms);

/** The browser's time-zone name, e.g. America/New_York. */
export const timeZoneName = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
