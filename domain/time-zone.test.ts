/**
 * Times in the user's zone across the autumn daylight-saving change (1 November 2026, 2 AM
 * CDT becomes 1 AM CST in Chicago) and across midnight: the patterns the schedule (time),
 * the lists (usDate, full) and the monitor (clock) show, at fixed instants in named zones,
 * so nothing depends on the machine's zone or the day the suite runs.
 */
import { describe, expect, it } from 'vitest';
import { choiceIncludes, choiceWindow, dayKey, dayOfKey } from './date-range';
import { DATE_FORMATS, formatDate } from './format';
import { isIanaZone, offsetZone } from './time-zone';

const CHICAGO = 'America/Chicago';
const HOUR_MS = 3_600_000;
/** Saturday 31 October 2026, 3:00 PM CDT (UTC-5). */
const saturday = Date.UTC(2026, 9, 31, 20, 0);
/** Monday 2 November 2026, 3:00 PM CST (UTC-6): the same wall-clock time, an hour later in UTC. */
const monday = Date.UTC(2026, 10, 2, 21, 0);

describe('times in the user zone across the autumn change', () => {
  it('shows a practice at 3 PM on both sides as 3 PM (schedule, lists)', () => {
    for (const at of [saturday, monday]) {
      expect(formatDate(at, DATE_FORMATS.time, CHICAGO)).toBe('03:00PM');
    }
    expect(formatDate(saturday, DATE_FORMATS.usDate, CHICAGO)).toBe('10/31/2026');
    expect(formatDate(monday, DATE_FORMATS.full, CHICAGO)).toBe('November 2, 2026, 3:00PM');
    // A fixed offset (the spec's tzOffset, taken on Saturday) is an hour off on Monday.
    expect(formatDate(monday, DATE_FORMATS.time, 300)).toBe('04:00PM');
  });

  it('shows both instants of the repeated hour as 1 AM, an hour apart (monitor clock)', () => {
    const firstOneAm = Date.UTC(2026, 10, 1, 6, 30);
    expect(formatDate(firstOneAm, DATE_FORMATS.clock, CHICAGO)).toBe('01:30:00');
    expect(formatDate(firstOneAm + HOUR_MS, DATE_FORMATS.clock, CHICAGO)).toBe('01:30:00');
    expect(dayKey(firstOneAm + HOUR_MS, CHICAGO)).toBe('20261101');
  });

  it('turns the day at local midnight, not UTC midnight', () => {
    const lateEvening = Date.UTC(2026, 10, 3, 5, 59);
    expect(formatDate(lateEvening, DATE_FORMATS.full, CHICAGO)).toBe('November 2, 2026, 11:59PM');
    expect(formatDate(lateEvening + 60_000, DATE_FORMATS.usDate, CHICAGO)).toBe('11/03/2026');
    expect(formatDate(lateEvening, DATE_FORMATS.usDate, 'UTC')).toBe('11/03/2026');
    expect(formatDate(lateEvening, DATE_FORMATS.time, 'Asia/Tokyo')).toBe('02:59PM');
  });

  it('counts the 25-hour day as one day of the filter', () => {
    const window = choiceWindow({ kind: 'days', days: 7 }, new Date(monday), CHICAGO);
    expect(window.fromMs).toBe(Date.UTC(2026, 9, 27, 5));
    expect(window.toMs).toBe(Date.UTC(2026, 10, 3, 6));
    expect((window.toMs - window.fromMs) / HOUR_MS).toBe(7 * 24 + 1);
    expect(dayOfKey('20261101', CHICAGO)?.getTime()).toBe(Date.UTC(2026, 10, 1, 5));
    expect(dayOfKey('20261102', CHICAGO)?.getTime()).toBe(Date.UTC(2026, 10, 2, 6));
    const custom = { kind: 'custom', days: ['20261101'] } as const;
    expect(choiceWindow(custom, new Date(monday), CHICAGO)).toEqual({
      fromMs: Date.UTC(2026, 10, 1, 5),
      toMs: Date.UTC(2026, 10, 2, 6),
    });
    expect(choiceIncludes(custom, Date.UTC(2026, 10, 2, 5, 30), new Date(monday), CHICAGO)).toBe(
      true,
    );
    const season = choiceWindow({ kind: 'season', season: 2026 }, new Date(monday), CHICAGO);
    expect(season).toEqual({ fromMs: Date.UTC(2026, 2, 1, 6), toMs: Date.UTC(2027, 2, 1, 6) });
  });
});

describe('zone names', () => {
  it('accepts IANA zones and nothing else', () => {
    for (const zone of [CHICAGO, 'UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires'])
      expect(isIanaZone(zone)).toBe(true);
    for (const text of ['Mars/Olympus', '+05:00', '-300', '', 'America/Chicago; x', 'a'.repeat(80)])
      expect(isIanaZone(text)).toBe(false);
  });

  it('writes a tzOffset as the fixed offset it means', () => {
    expect(offsetZone(300)).toBe('-05:00');
    expect(offsetZone(-330)).toBe('+05:30');
    expect(offsetZone(0)).toBe('+00:00');
  });
});
