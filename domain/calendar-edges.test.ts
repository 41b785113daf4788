/**
 * The date rules at the instants where calendars go wrong: the last millisecond of a month,
 * midnight UTC (evening in the United States), and both daylight-saving changes, in a zone
 * that has them (Chicago) and in UTC. Every instant is fixed: the rules take `now` as an
 * argument, so nothing here depends on when the suite runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choiceIncludes,
  choiceWindow,
  choiceWindows,
  dayKey,
  dayOfKey,
  daySpan,
  defaultSeasonYear,
  formatDayRuns,
  parseDayRuns,
  routeDate,
  seasonYearOf,
} from './index';

const HOUR_MS = 3_600_000;

for (const zone of ['America/Chicago', 'UTC']) {
  describe(`calendar edges in ${zone}`, () => {
    const before = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      process.env.TZ = before;
    });
    const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
      new Date(y, m - 1, d, h, min, s, ms);

    it('names the day of the last millisecond of a month and of the next one', () => {
      const last = local(2026, 11, 30, 23, 59, 59, 999);
      expect(dayKey(last)).toBe('20261130');
      expect(dayKey(last.getTime() + 1)).toBe('20261201');
      expect(routeDate(last)).toBe('2026/11/30');
      expect(routeDate(new Date(last.getTime() + 1))).toBe('2026/12/1');
      // Leap day and year end.
      expect(dayKey(local(2028, 2, 29, 23, 59, 59, 999).getTime() + 1)).toBe('20280301');
      expect(dayKey(local(2026, 12, 31, 23, 59, 59, 999).getTime() + 1)).toBe('20270101');
    });

    it('counts midnight UTC as the local day it is', () => {
      const midnightUtc = Date.UTC(2026, 11, 1);
      expect(dayKey(midnightUtc)).toBe(zone === 'UTC' ? '20261201' : '20261130');
      const week = choiceWindow({ kind: 'days', days: 7 }, new Date(midnightUtc));
      expect(choiceIncludes({ kind: 'days', days: 7 }, midnightUtc, new Date(midnightUtc))).toBe(
        true,
      );
      expect(dayKey(week.toMs - 1)).toBe(dayKey(midnightUtc));
    });

    it('keeps whole local days across the spring change (8 March 2026 in Chicago)', () => {
      const now = local(2026, 3, 9, 12);
      const week = choiceWindow({ kind: 'days', days: 7 }, now);
      expect(new Date(week.fromMs).getHours()).toBe(0);
      expect(new Date(week.toMs).getHours()).toBe(0);
      expect(dayKey(week.fromMs)).toBe('20260303');
      expect(dayKey(week.toMs)).toBe('20260310');
      // Chicago's week has an hour less in it.
      expect((week.toMs - week.fromMs) / HOUR_MS).toBe(zone === 'UTC' ? 168 : 167);
      expect(daySpan('20260307', '20260309')).toEqual(['20260307', '20260308', '20260309']);
      // The hour that does not exist in Chicago still falls on its day.
      expect(dayKey(local(2026, 3, 8, 2, 30))).toBe('20260308');
      expect(
        choiceIncludes({ kind: 'days', days: 7 }, local(2026, 3, 8, 2, 30).getTime(), now),
      ).toBe(true);
    });

    it('keeps whole local days across the autumn change (1 November 2026 in Chicago)', () => {
      const now = local(2026, 11, 1, 23, 59, 59, 999);
      const day = choiceWindow({ kind: 'days', days: 7 }, now);
      expect(dayKey(day.fromMs)).toBe('20261026');
      expect(dayKey(day.toMs)).toBe('20261102');
      expect((day.toMs - day.fromMs) / HOUR_MS).toBe(zone === 'UTC' ? 168 : 169);
      const picked = ['20261031', '20261101', '20261102'];
      expect(daySpan('20261102', '20261031')).toEqual(picked);
      expect(parseDayRuns(formatDayRuns(picked))).toEqual(picked);
      const [window] = choiceWindows({ kind: 'custom', days: picked }, now);
      expect(window && dayKey(window.fromMs)).toBe('20261031');
      expect(window && dayKey(window.toMs)).toBe('20261103');
      // The repeated hour's two instants are one day.
      const first = local(2026, 11, 1, 1, 30).getTime();
      expect(dayKey(first)).toBe('20261101');
      expect(dayKey(first + HOUR_MS)).toBe('20261101');
    });

    it('turns the season on the first millisecond of March', () => {
      const lastOfFebruary = local(2027, 2, 28, 23, 59, 59, 999);
      const march = new Date(lastOfFebruary.getTime() + 1);
      expect(defaultSeasonYear(lastOfFebruary, 'season')).toBe(2026);
      expect(defaultSeasonYear(march, 'season')).toBe(2027);
      expect(seasonYearOf(lastOfFebruary)).toBe(2026);
      expect(seasonYearOf(march)).toBe(2027);
      // Games and schedules stay on the previous year until September.
      expect(defaultSeasonYear(march, 'games')).toBe(2026);
      expect(defaultSeasonYear(local(2027, 8, 31, 23, 59, 59, 999), 'games')).toBe(2026);
      expect(defaultSeasonYear(local(2027, 9, 1), 'games')).toBe(2027);
      const season = choiceWindow({ kind: 'season', season: 2026 }, march);
      expect(dayKey(season.fromMs)).toBe('20260301');
      expect(dayKey(season.toMs - 1)).toBe('20270228');
      expect(dayOfKey('20270229')).toBeUndefined();
    });
  });
}
