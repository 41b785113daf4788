import { describe, expect, it } from 'vitest';
import { combineOf, comparableValues, valuesUpTo } from './comparison-values';

const MIN = 60_000;

describe('combineOf', () => {
  it('adds distances, counts, durations and loads, averages rates and takes peaks', () => {
    expect(
      ['totalDis', 'sprintCount', 'timeTrkd', 'zLoad', 'walkYdsRelative'].map(combineOf),
    ).toEqual(['sum', 'sum', 'sum', 'sum', 'sum']);
    expect(['ypm', 'accelPerMin'].map(combineOf)).toEqual(['rate', 'rate']);
    expect(['maxSpeedMPH', 'maxAccel', 'maxSpeedPctOfTarget'].map(combineOf)).toEqual([
      'max',
      'max',
      'max',
    ]);
  });

  it('compares no clock time, no value without variants and no percent of history', () => {
    expect(
      [
        'lastTimeVelocityTargetHitTs',
        'targetMPH',
        'actMPH',
        'totalDis_%',
        'historyTotalDistance_%',
        'nonsense',
      ].map(combineOf),
    ).toEqual([null, null, null, null, null, null]);
    expect(
      comparableValues({ totalDis: 10, 'totalDis_%': 90, targetMPH: 20, maxSpeedMPH: 18 }),
    ).toEqual({ totalDis: 10, maxSpeedMPH: 18 });
  });
});

describe('valuesUpTo', () => {
  // Two 10-minute periods with a 5-minute break: [0, 10) and [15, 25) minutes.
  const periods = [
    {
      startMs: 0,
      endMs: 10 * MIN,
      values: { totalDis: 400, sprintCount: 4, timeTrkd: 600, ypm: 40, maxSpeedMPH: 17 },
    },
    {
      startMs: 15 * MIN,
      endMs: 25 * MIN,
      values: { totalDis: 900, sprintCount: 10, timeTrkd: 600, ypm: 90, maxSpeedMPH: 20 },
    },
  ];

  it('prorates the running period and keeps whole the periods that ended', () => {
    // At 19 minutes: the first period whole, 4 of the second's 10 minutes.
    expect(valuesUpTo(periods, 19 * MIN)).toEqual({
      totalDis: 400 + 0.4 * 900,
      sprintCount: 4 + 0.4 * 10,
      timeTrkd: 600 + 0.4 * 600,
      // (400 + 360) yd over (600 + 240) s = 54.29 yd/min.
      ypm: (400 + 360) / (840 / 60),
      maxSpeedMPH: 20,
    });
  });

  it('counts only the periods that ended when the cut falls in a break', () => {
    expect(valuesUpTo(periods, 12 * MIN)).toEqual(periods[0]?.values);
    expect(valuesUpTo(periods, 30 * MIN)).toMatchObject({ totalDis: 1300, sprintCount: 14 });
  });

  it('has nothing before the first period starts', () => {
    expect(valuesUpTo(periods, 0)).toBeNull();
    expect(valuesUpTo([], 10 * MIN)).toBeNull();
  });
});
