/**
 * Season rules (01 §9, 02 §9, 03 §9): a season year starts on 1 March; the default year
 * of a view; the bulk-report season range; the export years.
 */
import { DATE_FORMATS, formatDate } from './format';

/** Month index (0-based) on which a season year starts: March. */
export const SEASON_START_MONTH_INDEX = 2;
/** Last month index (0-based) for which games and schedule lists default to the previous year: August. */
export const GAMES_PREVIOUS_YEAR_LAST_MONTH_INDEX = 7;
/** First year offered for exports. */
export const FIRST_EXPORT_YEAR = 2015;

/** Which default-year rule a view follows. */
export type SeasonScope = 'season' | 'games';

/**
 * The default season year of a view at `now` (local time): for seasons, the previous
 * year in January and February; for games and schedule lists, the previous year from
 * January through August, because the regular season starts in September.
 */
export function defaultSeasonYear(now: Date, scope: SeasonScope): number {
  const month = now.getMonth();
  const previous =
    scope === 'games'
      ? month <= GAMES_PREVIOUS_YEAR_LAST_MONTH_INDEX
      : month < SEASON_START_MONTH_INDEX;
  return now.getFullYear() - (previous ? 1 : 0);
}

/** The first and last day of a season: 1 March to the following 1 March less a day. */
export function seasonDays(year: number): { readonly start: Date; readonly end: Date } {
  return {
    start: new Date(year, SEASON_START_MONTH_INDEX, 1),
    end: new Date(year + 1, SEASON_START_MONTH_INDEX, 0),
  };
}

/** A date range as it goes into report paths: yyyyMMdd-yyyyMMdd. */
export function dateRangeParam(start: Date, end: Date): string {
  return `${formatDate(start, DATE_FORMATS.compactDate)}-${formatDate(end, DATE_FORMATS.compactDate)}`;
}

/** The bulk-report season range of a year, e.g. 2024 gives '20240301-20250228'. */
export function bulkSeasonRange(year: number): string {
  const { start, end } = seasonDays(year);
  return dateRangeParam(start, end);
}

/** The season year a date belongs to: dates before 1 March belong to the previous year. */
export function seasonYearOf(date: Date): number {
  return date.getFullYear() - (date.getMonth() < SEASON_START_MONTH_INDEX ? 1 : 0);
}

/** Export years offered at `now`: 2015 to the current year, newest first. */
export function exportYears(now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= FIRST_EXPORT_YEAR; year -= 1) years.push(year);
  return years;
}

/** Whether the value is an export year offered at `now`. */
export function isValidExportYear(year: unknown, now: Date): year is number {
  return (
    typeof year === 'number' &&
    Number.isInteger(year) &&
    year >= FIRST_EXPORT_YEAR &&
    year <= now.getFullYear()
  );
}
