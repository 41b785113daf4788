import { describe, expect, it } from 'vitest';
import {
  dayKeyOfDayMs,
  inProgressAllowsFrom,
  inProgressFirstDay,
  inProgressWindow,
  pastDaysWindow,
  shiftDayKey,
} from './comparison-window';
import { DAY_MS } from './contract';

describe('comparison windows (02 §5, §9)', () => {
  it("counts 'Past N days' back from the session's start, whenever it is read", () => {
    const startMs = Date.UTC(2031, 9, 21, 15);
    expect(pastDaysWindow(startMs, 7)).toEqual({ fromMs: startMs - 7 * DAY_MS, toMs: startMs });
    expect(inProgressWindow(startMs)).toEqual({ fromMs: startMs - 28 * DAY_MS, toMs: startMs });
  });

  it("lets an in-progress comparison reach back 28 days before the session's day", () => {
    expect(inProgressFirstDay('20311021')).toBe('20310923');
    expect(inProgressAllowsFrom('20310923', '20311021')).toBe(true);
    expect(inProgressAllowsFrom('20310922', '20311021')).toBe(false);
  });

  it('moves along the calendar across months, leap days and daylight-saving changes', () => {
    expect(shiftDayKey('20260301', 1)).toBe('20260228');
    expect(shiftDayKey('20280301', 1)).toBe('20280229');
    expect(shiftDayKey('20261231', -1)).toBe('20270101');
    // The first Sunday of November: a day of 25 hours in US zones, one calendar day here.
    expect(shiftDayKey('20261102', 1)).toBe('20261101');
    expect(shiftDayKey('20261101', 28)).toBe('20261004');
    expect(() => shiftDayKey('2026-11-01', 1)).toThrow(RangeError);
  });

  it('names a calendar day given as its UTC midnight', () => {
    expect(dayKeyOfDayMs(Date.UTC(2031, 8, 23))).toBe('20310923');
  });
});
