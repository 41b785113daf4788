/**
 * Load over time (issue 36; designed, the spec shows no such view): each player's daily load
 * and its 7- and 28-day rolling figures, the acute:chronic workload ratio that Catapult and
 * Kinexon users follow, and the days outside the player's own usual range. Definitions in
 * docs/metrics.md "Load over time".
 */
import { addDays, differenceInCalendarDays } from 'date-fns';
import { dayKey, dayOfKey } from './date-range';
import { inZone, type TimeZone } from './time-zone';

/** The three daily loads: distance (yd), high-speed distance (yd) and player load (au). */
export const LOAD_MEASURES = ['distance', 'highSpeedDistance', 'playerLoad'] as const;
/** One of the daily loads. */
export type LoadMeasure = (typeof LOAD_MEASURES)[number];

/** The labels and units of the loads, as the page and the CSV show them. */
export const LOAD_MEASURE_LABELS: Readonly<Record<LoadMeasure, string>> = {
  distance: 'Distance (yd)',
  highSpeedDistance: 'High-speed distance (yd)',
  playerLoad: 'Player load (au)',
};

/** The acute window: the past 7 days, the day itself included. */
export const ACUTE_DAYS = 7;
/** The chronic window: the past 28 days, the day itself included. */
export const CHRONIC_DAYS = 28;
/** The days a load view shows when none are asked for, and the most it shows. */
export const DEFAULT_LOAD_DAYS = 28;
export const MAX_LOAD_DAYS = 366;
/** A day is outside the usual range beyond this many standard deviations of the past 28 days' session days… */
export const USUAL_RANGE_SD = 2;
/** …and never closer than this share of their mean (a player whose days were all alike). */
export const USUAL_RANGE_MIN_SHARE = 0.1;
/** Session days the past 28 days must hold before a day can be called unusual. */
export const USUAL_RANGE_MIN_DAYS = 4;
/** The ratio's usual band in the workload literature (Gabbett 2016): outside it is marked. */
export const RATIO_BAND = { low: 0.8, high: 1.5 } as const;

/** One kept session's loads for one player. */
export interface SessionLoad {
  readonly startMs: number;
  readonly distance: number | null;
  readonly highSpeedDistance: number | null;
  readonly playerLoad: number | null;
}

/** Where a day's load sits against the player's own past 28 days. */
export type Outside = 'high' | 'low' | null;

/** One measure's figures on one day. */
export interface MeasureDay {
  /** The day's load: the sum over its sessions (0 on a day without one). */
  readonly value: number;
  /** Mean daily load over the 7 days ending on the day. */
  readonly acute: number;
  /** Mean daily load over the 28 days ending on the day. */
  readonly chronic: number;
  /** acute / chronic; null without a full 28 days of history or with no chronic load. */
  readonly ratio: number | null;
  readonly outside: Outside;
}

/** One day of a player's load. */
export interface LoadDay {
  /** The day as yyyyMMdd in the caller's zone. */
  readonly day: string;
  /** The day's first instant in the caller's zone. */
  readonly dayStartMs: number;
  readonly sessions: number;
  readonly measures: Readonly<Record<LoadMeasure, MeasureDay>>;
}

/** The days a view shows: `days` days ending with the day of `endMs`, in `zone`. */
export function loadWindow(
  endMs: number,
  days: number,
  zone: TimeZone,
): { firstDay: string; lastDay: string; fromMs: number; toMs: number } {
  const lastDay = dayKey(endMs, zone);
  const last = dayOfKey(lastDay, zone) as Date;
  const first = addDays(last, -(days - 1), inZone(zone));
  return {
    firstDay: dayKey(first, zone),
    lastDay,
    fromMs: first.getTime(),
    toMs: addDays(last, 1, inZone(zone)).getTime(),
  };
}

/**
 * The first instant whose sessions the figures of a window starting on `firstDay` read: the
 * 28 days before it (the chronic window and the usual range both look that far back).
 */
export function loadHistoryFromMs(firstDay: string, zone: TimeZone): number {
  const first = dayOfKey(firstDay, zone) as Date;
  return addDays(first, -CHRONIC_DAYS, inZone(zone)).getTime();
}

const mean = (xs: readonly number[]): number =>
  xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;

/** Whether a session day's load is outside the player's session days of the past 28 days. */
export function outsideUsual(value: number, past: readonly number[]): Outside {
  if (past.length < USUAL_RANGE_MIN_DAYS) return null;
  const m = mean(past);
  const sd = Math.sqrt(mean(past.map((x) => (x - m) ** 2)));
  const band = Math.max(USUAL_RANGE_SD * sd, USUAL_RANGE_MIN_SHARE * m);
  if (value > m + band) return 'high';
  if (value < m - band) return 'low';
  return null;
}

/** The days a window's figures read: the 28 before its first day, then its own. */
export interface LoadGrid {
  readonly zone: TimeZone;
  /** yyyyMMdd of each day. */
  readonly keys: readonly string[];
  /** The first instant of each day, then the end of the last. */
  readonly bounds: readonly number[];
}

const DAY_MS = 86_400_000;

/** The grid of a window from `firstDay` to `lastDay` (yyyyMMdd in `zone`), built once per call. */
export function loadGrid(
  window: { readonly firstDay: string; readonly lastDay: string },
  zone: TimeZone,
): LoadGrid {
  const first = dayOfKey(window.firstDay, zone) as Date;
  const last = dayOfKey(window.lastDay, zone) as Date;
  const total = differenceInCalendarDays(last, first, inZone(zone)) + 1 + CHRONIC_DAYS;
  const start = addDays(first, -CHRONIC_DAYS, inZone(zone));
  const keys: string[] = [];
  const bounds: number[] = [];
  for (let i = 0; i <= total; i++) {
    const day = addDays(start, i, inZone(zone));
    if (i < total) keys.push(dayKey(day, zone));
    bounds.push(day.getTime());
  }
  return { zone, keys, bounds };
}

/** The grid day holding `ms`, or -1 outside the grid (a binary search over the bounds). */
function dayIndex(grid: LoadGrid, ms: number): number {
  const { bounds } = grid;
  if (ms < (bounds[0] ?? 0) || ms >= (bounds[bounds.length - 1] ?? 0)) return -1;
  let lo = 0;
  let hi = bounds.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((bounds[mid] ?? 0) <= ms) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * A player's load days over a grid's window, computed from their sessions (those before the
 * window feed the rolling figures). `historyStartMs` is the start of the player's first kept
 * session ever: the ratio needs a full chronic window after its day.
 */
export function loadDays(
  sessions: readonly SessionLoad[],
  grid: LoadGrid,
  historyStartMs: number | null,
): LoadDay[] {
  const total = grid.keys.length;
  const counts = new Array<number>(total).fill(0);
  const sums = Object.fromEntries(
    LOAD_MEASURES.map((m) => [m, new Array<number>(total).fill(0)]),
  ) as Record<LoadMeasure, number[]>;
  for (const s of sessions) {
    const i = dayIndex(grid, s.startMs);
    if (i < 0) continue;
    counts[i] = (counts[i] ?? 0) + 1;
    for (const m of LOAD_MEASURES) sums[m][i] = (sums[m][i] ?? 0) + (s[m] ?? 0);
  }
  const historyDayMs =
    historyStartMs === null
      ? null
      : (dayOfKey(dayKey(historyStartMs, grid.zone), grid.zone)?.getTime() ?? null);
  const out: LoadDay[] = [];
  for (let i = CHRONIC_DAYS; i < total; i++) {
    const dayStartMs = grid.bounds[i] ?? 0;
    // Whole days since the history's first; rounding absorbs a daylight-saving hour.
    const fullHistory =
      historyDayMs !== null && Math.round((dayStartMs - historyDayMs) / DAY_MS) >= CHRONIC_DAYS - 1;
    const measures = {} as Record<LoadMeasure, MeasureDay>;
    for (const m of LOAD_MEASURES) {
      const values = sums[m];
      const value = values[i] ?? 0;
      const acute = mean(values.slice(i - ACUTE_DAYS + 1, i + 1));
      const chronic = mean(values.slice(i - CHRONIC_DAYS + 1, i + 1));
      const pastSessionDays = values
        .slice(i - CHRONIC_DAYS, i)
        .filter((_, j) => (counts[i - CHRONIC_DAYS + j] ?? 0) > 0);
      measures[m] = {
        value,
        acute,
        chronic,
        ratio: fullHistory && chronic > 0 ? acute / chronic : null,
        outside: (counts[i] ?? 0) > 0 ? outsideUsual(value, pastSessionDays) : null,
      };
    }
    out.push({ day: grid.keys[i] ?? '', dayStartMs, sessions: counts[i] ?? 0, measures });
  }
  return out;
}

/** Whether a ratio is outside the usual band (marked on the chart and in the team view). */
export const ratioOutside = (ratio: number | null): Outside =>
  ratio === null ? null : ratio > RATIO_BAND.high ? 'high' : ratio < RATIO_BAND.low ? 'low' : null;
