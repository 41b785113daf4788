/**
 * The rows of the load-over-time calls (issue 36; designed): a player's days, and a team's
 * players on one day. Each measure comes as its day value, 7- and 28-day means, their ratio
 * and whether the day is outside the player's usual range (domain/load.ts).
 */
import { z } from 'zod';
import { LOAD_MEASURES, type LoadDay, type LoadMeasure } from '../load';

const outside = z.enum(['high', 'low']).nullable();

const measureFields = (m: LoadMeasure) => ({
  [m]: z.number(),
  [`${m}Acute`]: z.number(),
  [`${m}Chronic`]: z.number(),
  [`${m}Ratio`]: z.number().nullable(),
  [`${m}Outside`]: outside,
});

const measures = Object.assign({}, ...LOAD_MEASURES.map(measureFields)) as Record<
  string,
  z.ZodType
>;

/** The figures of one day, flat (so the CSV's columns are the row's keys). */
const loadDayFields = {
  /** yyyyMMdd in the caller's zone. */
  day: z.string(),
  dayStartMs: z.number(),
  sessions: z.number(),
  ...measures,
};

/** playerload/{playerId}: one day of the player's load. */
export const playerLoadRow = z.object(loadDayFields);
export type PlayerLoadRow = z.output<typeof playerLoadRow>;

/** teamload/{teamId}: a player of the team on the window's last day. */
export const teamLoadRow = z.object({
  playerId: z.string(),
  name: z.string(),
  jersey: z.string(),
  position: z.string(),
  ...loadDayFields,
  /** Session days of the past 28 outside the player's usual range (any measure). */
  daysOutside: z.number(),
});
export type TeamLoadRow = z.output<typeof teamLoadRow>;

/** The measures of a row, for the chart and table: value, acute, chronic, ratio, outside. */
export interface LoadFigures {
  readonly value: number;
  readonly acute: number;
  readonly chronic: number;
  readonly ratio: number | null;
  readonly outside: 'high' | 'low' | null;
}

/** A measure's figures read back from a flat row. */
export function figuresOf(row: Readonly<Record<string, unknown>>, m: LoadMeasure): LoadFigures {
  const num = (k: string): number => (typeof row[k] === 'number' ? row[k] : 0);
  const ratio = row[`${m}Ratio`];
  const out = row[`${m}Outside`];
  return {
    value: num(m),
    acute: num(`${m}Acute`),
    chronic: num(`${m}Chronic`),
    ratio: typeof ratio === 'number' ? ratio : null,
    outside: out === 'high' || out === 'low' ? out : null,
  };
}

const round = (v: number, digits: number): number => Number(v.toFixed(digits));

/** A computed day as its flat row: loads to 1 decimal, ratios to 2. */
export function loadDayRow(day: LoadDay): Record<string, unknown> & {
  day: string;
  dayStartMs: number;
  sessions: number;
} {
  const row: Record<string, unknown> = {};
  for (const m of LOAD_MEASURES) {
    const f = day.measures[m];
    row[m] = round(f.value, 1);
    row[`${m}Acute`] = round(f.acute, 1);
    row[`${m}Chronic`] = round(f.chronic, 1);
    row[`${m}Ratio`] = f.ratio === null ? null : round(f.ratio, 2);
    row[`${m}Outside`] = f.outside;
  }
  return { day: day.day, dayStartMs: day.dayStartMs, sessions: day.sessions, ...row };
}
