import { describe, expect, it } from 'vitest';
import {
  bulkSeasonRange,
  defaultSeasonYear,
  exportYears,
  isValidExportYear,
  seasonYearOf,
} from './season';
import { exportYearError } from './validation';

describe('seasons (01 §9, 02 §9)', () => {
  it('runs a bulk season from 1 March to the last day of February', () => {
    expect(bulkSeasonRange(2023)).toBe('20230301-20240229');
    expect(bulkSeasonRange(2024)).toBe('20240301-20250228');
  });

  it('uses the previous year before March for seasons', () => {
    expect(defaultSeasonYear(new Date(2025, 1, 28), 'season')).toBe(2024);
    expect(defaultSeasonYear(new Date(2025, 2, 1), 'season')).toBe(2025);
    expect(seasonYearOf(new Date(2025, 0, 15))).toBe(2024);
  });

  it('uses the previous year through August for games', () => {
    expect(defaultSeasonYear(new Date(2025, 7, 31), 'games')).toBe(2024);
    expect(defaultSeasonYear(new Date(2025, 8, 1), 'games')).toBe(2025);
  });

  it('offers export years from 2015 to now and rejects others', () => {
    const now = new Date(2026, 5, 1);
    const years = exportYears(now);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2015);
    expect(years).toHaveLength(12);
    expect(isValidExportYear(2014, now)).toBe(false);
    expect(isValidExportYear(2027, now)).toBe(false);
    expect(exportYearError(undefined, now)).toBe('Please select a valid export year.');
    expect(exportYearError(2020, now)).toBeNull();
  });
});
