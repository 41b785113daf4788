import { describe, expect, it } from 'vitest';
import {
  ranSpanOf,
  canSavePeriods,
  collapseSmallOverlaps,
  placedEnd,
  placedStart,
  endPracticeTimesError,
  eventEndError,
  eventStartError,
  periodEndError,
  periodListError,
  periodStartError,
} from './period-times';

const now = 100_000;
const periods = [
  { startTs: 10_000, endTs: 20_000, drillType: 'Stretch' },
  { startTs: 30_000, endTs: 40_000, drillType: 'Team' },
  { startTs: 50_000, endTs: 60_000, drillType: 'Break' },
];

describe('period times (03 §5)', () => {
  it('gives each of the three start messages', () => {
    expect(periodStartError(periods, 1, 15_000, now)).toBe(
      'Period start time cannot be lower than the previous period end time.',
    );
    expect(periodStartError(periods, 1, 45_000, now)).toBe(
      'Period start time cannot be greater than the current end time.',
    );
    expect(periodStartError([{}], 0, now + 1, now)).toBe(
      'Period start time cannot be greater than the current time.',
    );
    expect(periodStartError(periods, 1, 25_000, now)).toBeNull();
  });

  it('gives each of the three end messages', () => {
    expect(periodEndError(periods, 1, 55_000, now)).toBe(
      'Period end time cannot be greater than the next period start time.',
    );
    expect(periodEndError(periods, 1, 25_000, now)).toBe(
      'Period end time cannot be lower than the current start time.',
    );
    expect(periodEndError(periods, 2, now + 5, now)).toBe(
      'Period end time cannot be greater than the current time.',
    );
    expect(periodEndError(periods, 1, 45_000, now)).toBeNull();
  });

  it('validates a whole list and the save and end rules', () => {
    expect(periodListError(periods, now)).toBeNull();
    expect(canSavePeriods(periods, now)).toBe(true);
    expect(
      canSavePeriods(
        [...periods.slice(0, 2), { startTs: 50_000, endTs: 60_000, drillType: '' }],
        now,
      ),
    ).toBe(false);
    expect(canSavePeriods(periods, 55_000)).toBe(false);
    expect(endPracticeTimesError(periods, 55_000)).toBe(
      'Please adjust the practice time stamps before ending the practice',
    );
    expect(endPracticeTimesError(periods, now)).toBeNull();
  });

  it('collapses overlaps shorter than a second and keeps larger ones', () => {
    const overlapping = [
      { startTs: 0, endTs: 10_000 },
      { startTs: 9_500, endTs: 20_000 },
      { startTs: 18_000, endTs: 30_000 },
    ];
    expect(collapseSmallOverlaps(overlapping).map((p) => p.startTs)).toEqual([0, 10_000, 18_000]);
  });
});

describe('combine times (03 §5)', () => {
  it('gives each of the four messages', () => {
    expect(eventStartError(50, 40, now)).toBe(
      'Event start time cannot be greater than the current end time.',
    );
    expect(eventStartError(now + 1, undefined, now)).toBe(
      'Event start time cannot be greater than the current time.',
    );
    expect(eventEndError(30, 40, now)).toBe(
      'Event end time cannot be lower than the current start time.',
    );
    expect(eventEndError(now + 1, 40, now)).toBe(
      'Event end time cannot be greater than the current time.',
    );
    expect(eventStartError(40, 50, now)).toBeNull();
    expect(eventEndError(50, 40, now)).toBeNull();
  });

  it('nudges a typed time off its neighbour by a millisecond, collapsing sub-second overlaps', () => {
    const periods = [
      { startTs: 0, endTs: 10_000 },
      { startTs: 12_000, endTs: 20_000 },
    ];
    expect(placedStart(periods, 1, 10_000)).toBe(10_001);
    expect(placedStart(periods, 1, 9_500)).toBe(10_001);
    expect(placedStart(periods, 1, 9_000)).toBe(9_000);
    expect(placedStart(periods, 1, 11_000)).toBe(11_000);
    expect(placedStart(periods, 0, 5)).toBe(5);
    expect(placedEnd(periods, 0, 12_000)).toBe(11_999);
    expect(placedEnd(periods, 0, 12_400)).toBe(11_999);
    expect(placedEnd(periods, 0, 13_000)).toBe(13_000);
    expect(placedEnd(periods, 1, 30_000)).toBe(30_000);
  });
});

describe('ranSpanOf', () => {
  it('runs from the first period started to the stop, not from the planned start', () => {
    const drills = [
      { startTs: 5_000, endTs: 9_000 },
      { startTs: 9_000, endTs: 12_000 },
      { drillType: 'never started' },
    ];
    expect(ranSpanOf({ endTime: 15_000, drills })).toEqual({ startMs: 5_000, endMs: 15_000 });
  });

  it("ends at the last period's end without a stop, and is open while it runs", () => {
    expect(ranSpanOf({ drills: [{ startTs: 5_000, endTs: 9_000 }] })).toEqual({
      startMs: 5_000,
      endMs: 9_000,
    });
    expect(ranSpanOf({ drills: [{ startTs: 5_000 }] })).toEqual({ startMs: 5_000, endMs: null });
  });

  it('is null for a practice whose periods never started, or without periods', () => {
    expect(ranSpanOf({ endTime: 10_000, drills: [{ drillType: 'WU' }] })).toBeNull();
    expect(ranSpanOf({ endTime: 10_000 })).toBeNull();
  });
});
