import { describe, expect, it } from 'vitest';
import {
  loadDays,
  loadGrid,
  loadHistoryFromMs,
  loadWindow,
  outsideUsual,
  ratioOutside,
} from './load';

const CHICAGO = 'America/Chicago';
/** Noon in Chicago on a day of October or November 2026 (CDT until 1 November, then CST). */
const chicagoNoon = (month: 10 | 11, day: number): number =>
  Date.UTC(2026, month - 1, day, month === 10 || day === 1 ? 17 : 18);

const session = (startMs: number, distance: number) => ({
  startMs,
  distance,
  highSpeedDistance: distance / 10,
  playerLoad: null,
});

describe('loadWindow', () => {
  it("counts calendar days in the caller's zone across the autumn change", () => {
    const w = loadWindow(chicagoNoon(11, 7), 7, CHICAGO);
    expect(w).toEqual({
      firstDay: '20261101',
      lastDay: '20261107',
      fromMs: Date.UTC(2026, 10, 1, 5), // midnight CDT
      toMs: Date.UTC(2026, 10, 8, 6), // midnight CST
    });
    expect(loadHistoryFromMs('20261101', CHICAGO)).toBe(Date.UTC(2026, 9, 4, 5));
  });
});

describe('loadDays', () => {
  // A practice every day from 4 to 31 October, 1,000 yd each; on 1 November (the change)
  // one just after midnight CDT and one late in the evening CST (the next day in UTC).
  const october = Array.from({ length: 28 }, (_, i) => session(chicagoNoon(10, 4 + i), 1000));
  const sunday = [
    session(Date.UTC(2026, 10, 1, 5, 30), 1000),
    session(Date.UTC(2026, 10, 2, 5, 30), 2000),
  ];
  const window = loadGrid({ firstDay: '20261101', lastDay: '20261107' }, CHICAGO);
  const days = loadDays([...october, ...sunday], window, Date.UTC(2026, 9, 1, 17));

  it("sums a day's sessions by the caller's calendar day", () => {
    expect(days.map((d) => d.day)).toEqual([
      '20261101',
      '20261102',
      '20261103',
      '20261104',
      '20261105',
      '20261106',
      '20261107',
    ]);
    expect(days[0]?.sessions).toBe(2);
    expect(days[0]?.measures.distance.value).toBe(3000);
    expect(days[0]?.measures.highSpeedDistance.value).toBe(300);
    expect(days[1]?.sessions).toBe(0);
    expect(days[0]?.dayStartMs).toBe(Date.UTC(2026, 10, 1, 5));
    expect(days[1]?.dayStartMs).toBe(Date.UTC(2026, 10, 2, 6));
  });

  it('rolls 7- and 28-day means with rest days as zero, and their ratio', () => {
    const first = days[0]?.measures.distance;
    expect(first?.acute).toBeCloseTo((6 * 1000 + 3000) / 7, 9);
    expect(first?.chronic).toBeCloseTo((27 * 1000 + 3000) / 28, 9);
    expect(first?.ratio).toBeCloseTo(9000 / 7 / (30000 / 28), 9);
    const last = days[6]?.measures.distance;
    expect(last?.acute).toBeCloseTo(3000 / 7, 9);
    expect(last?.chronic).toBeCloseTo((21 * 1000 + 3000) / 28, 9);
    // A missing load counts as none.
    expect(days[0]?.measures.playerLoad).toMatchObject({ value: 0, chronic: 0, ratio: null });
  });

  it('marks a session day outside the past 28 session days, never a rest day', () => {
    expect(days[0]?.measures.distance.outside).toBe('high');
    expect(days.slice(1).every((d) => d.measures.distance.outside === null)).toBe(true);
    const low = loadDays(
      [...october, session(chicagoNoon(11, 1), 500)],
      window,
      Date.UTC(2026, 9, 1, 17),
    );
    expect(low[0]?.measures.distance.outside).toBe('low');
    const usual = loadDays(
      [...october, session(chicagoNoon(11, 1), 1050)],
      window,
      Date.UTC(2026, 9, 1, 17),
    );
    expect(usual[0]?.measures.distance.outside).toBeNull();
  });

  it('gives no ratio before a full 28 days of history', () => {
    const young = loadDays(october, window, Date.UTC(2026, 9, 10, 17));
    // 1 Nov is day 23 since 10 Oct; 6 Nov is day 28.
    expect(young.map((d) => d.measures.distance.ratio === null)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(loadDays(october, window, null)[6]?.measures.distance.ratio).toBeNull();
  });
});

describe('outsideUsual and ratioOutside', () => {
  it('needs four session days and a band of two deviations, at least 10 % of the mean', () => {
    expect(outsideUsual(5000, [1000, 1000, 1000])).toBeNull();
    expect(outsideUsual(1300, [800, 1200, 800, 1200])).toBeNull(); // mean 1000, sd 200
    expect(outsideUsual(1401, [800, 1200, 800, 1200])).toBe('high');
    expect(outsideUsual(599, [800, 1200, 800, 1200])).toBe('low');
    expect(outsideUsual(1099, [1000, 1000, 1000, 1000])).toBeNull();
  });
  it('marks ratios outside 0.8-1.5', () => {
    expect([0.79, 0.8, 1.5, 1.51, null].map(ratioOutside)).toEqual([
      'low',
      null,
      null,
      'high',
      null,
    ]);
  });
});
