/**
 * Display formatting (01 §9, 02 §9, 03 §9): the spec's date patterns (date-fns, in the
 * user's zone), decimals with '-' for missing values, truncation, intensity summaries and
 * speed units.
 */
import { format } from 'date-fns';
import { MISSING_VALUE } from './messages';
import { inZone, type TimeZone } from './time-zone';

/** The date patterns of the spec. */
export const DATE_FORMATS = {
  /** Schedule and route dates, e.g. 2024/3/5. */
  slashDate: 'yyyy/M/d',
  /** Lists, e.g. 03/05/2024. */
  usDate: 'MM/dd/yyyy',
  /** Times, e.g. 02:07PM. */
  time: 'hh:mma',
  /** Full date, e.g. March 5, 2024, 2:07PM. */
  full: 'MMMM d, yyyy, h:mma',
  /** Date range parts of report paths. */
  compactDate: 'yyyyMMdd',
  /** Report start times. */
  compactMinute: 'yyyyMMddHHmm',
  /** Clock of timers and playback. */
  clock: 'HH:mm:ss',
} as const;

/** Month names, January first (the calendars' headings). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * Formats a date with a date-fns pattern (the spec's are DATE_FORMATS). Dates show in the
 * runtime's zone (the browser's); pass `zone`, an IANA name or the spec's tzOffset minutes,
 * to format in another one, e.g. the caller's on the server. An IANA zone gives each date
 * its own offset, so a date across a daylight-saving change keeps its wall-clock time.
 */
export function formatDate(date: Date | number, pattern: string, zone?: TimeZone): string {
  const at = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(at.getTime())) return MISSING_VALUE;
  return format(at, pattern, inZone(zone));
}

/** Whether a value is a finite number worth showing. */
export function hasValue(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A number with fixed decimals, or '-' when missing. */
export function formatDecimals(value: number | null | undefined, decimals: 0 | 1 | 2): string {
  return hasValue(value) ? value.toFixed(decimals) : MISSING_VALUE;
}

/** A count: whole number, '-' when missing. */
export const formatCount = (value: number | null | undefined): string => formatDecimals(value, 0);
/** A speed: 1 decimal unless told (max speed in the expanded table uses 2). */
export const formatSpeed = (mph: number | null | undefined, decimals: 1 | 2 = 1): string =>
  formatDecimals(mph, decimals);
/** A distance: 1 decimal in session tables, 0 in lists. */
export const formatDistance = (yds: number | null | undefined, decimals: 0 | 1 = 1): string =>
  formatDecimals(yds, decimals);

/** A percentage: not whole or negative shows '-' (02 §5). */
export function formatPercent(value: number | null | undefined): string {
  return hasValue(value) && Number.isInteger(value) && value >= 0 ? `${value}%` : MISSING_VALUE;
}

/** A duration in milliseconds as HH:mm:ss (the default clock is 00:00:00); '-' when missing. */
export function formatDurationMs(durationMs: number | null | undefined): string {
  if (!hasValue(durationMs)) return MISSING_VALUE;
  const totalSeconds = Math.floor(Math.max(durationMs, 0) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}

/** Truncation lengths of the spec (01 §5, §9; 02 §9; 03 §9). */
export const TRUNCATE = {
  default: 100,
  profileName: 25,
  popupPlayerName: 20,
  playerName: 40,
  practiceName: 18,
  intensityNarrow: 10,
  intensityWide: 12,
  jersey: 4,
  customersTeamName: 14,
} as const;

/** The ellipsis appended to truncated text. */
export const ELLIPSIS = '...';

/** Cuts text longer than `maxChars` and appends '...'; shorter text is unchanged. */
export function truncate(text: string, maxChars: number = TRUNCATE.default): string {
  return text.length > maxChars ? `${text.slice(0, maxChars)}${ELLIPSIS}` : text;
}

/** A jersey number as displayed: at most 4 characters, no ellipsis. */
export function formatJersey(jersey: string | number | null | undefined): string {
  if (jersey === null || jersey === undefined || jersey === '') return MISSING_VALUE;
  return String(jersey).slice(0, TRUNCATE.jersey);
}

/**
 * The intensity summary of a session (02 §9): one intensity as is (truncated); several
 * as the first plus a count ('Low +2') when that fits `maxChars`, else 'Multiple(n)'.
 */
export function intensitySummary(
  intensities: readonly string[],
  maxChars: number = TRUNCATE.intensityWide,
): string {
  const [first] = intensities;
  if (first === undefined) return MISSING_VALUE;
  if (intensities.length === 1) return truncate(first, maxChars);
  const firstPlusCount = `${first} +${intensities.length - 1}`;
  return firstPlusCount.length <= maxChars ? firstPlusCount : `Multiple(${intensities.length})`;
}

/** Miles per hour in one yard per second. */
export const MPH_PER_YPS = 2.04545;
/** Feet per second in one mile per hour (03 §9). */
export const FPS_PER_MPH = 1.4667;

/** Yards per second to miles per hour. */
export const mphFromYps = (speedYps: number): number => speedYps * MPH_PER_YPS;
/** Miles per hour to yards per second. */
export const ypsFromMph = (speedMph: number): number => speedMph / MPH_PER_YPS;
/** Feet per second to miles per hour. */
export const mphFromFps = (speedFps: number): number => speedFps / FPS_PER_MPH;

/** A 12-hour picker time to a 24-hour hour: 12 AM is 0, PM adds 12 except for 12 PM. */
export function hour24(hour12: number, meridiem: 'AM' | 'PM'): number {
  const base = hour12 % 12;
  return meridiem === 'PM' ? base + 12 : base;
}

/** A time-picker field shown zero padded to two digits, digits only (01 §2.5). */
export function padTimeField(typed: string): string {
  return typed.replace(/\D/g, '').slice(-2).padStart(2, '0');
}
