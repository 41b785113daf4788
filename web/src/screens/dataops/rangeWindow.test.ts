import { describe, expect, it } from 'vitest';
import { datasetSpan, moveHandle, WHOLE_SPAN, windowOf } from './rangeWindow';

describe('targeted retrack window (03 §5)', () => {
  it('keeps the handles within 0 to 100 %', () => {
    expect(moveHandle(WHOLE_SPAN, 'start', -20)).toEqual({ start: 0, end: 100 });
    expect(moveHandle(WHOLE_SPAN, 'end', 140)).toEqual({ start: 0, end: 100 });
    expect(moveHandle(WHOLE_SPAN, 'start', Number.NaN)).toEqual({ start: 0, end: 100 });
  });

  it('keeps the start before the end whichever handle is pushed past the other', () => {
    const range = { start: 30, end: 60 };
    expect(moveHandle(range, 'start', 80)).toEqual({ start: 59, end: 60 });
    expect(moveHandle(range, 'end', 10)).toEqual({ start: 30, end: 31 });
    expect(moveHandle(range, 'start', 45.6)).toEqual({ start: 46, end: 60 });
  });

  it('maps the handles onto the dataset span in epoch ms', () => {
    expect(windowOf({ start: 25, end: 75 }, 1_000_000, 1_120_000)).toEqual({
      startMs: 1_030_000,
      endMs: 1_090_000,
    });
    expect(windowOf(WHOLE_SPAN, 5, 5)).toEqual({ startMs: 5, endMs: 5 });
  });

  it('spans the entities from the earliest first to the latest last sample', () => {
    expect(
      datasetSpan([
        { firstMs: 200, lastMs: 900 },
        { firstMs: 100, lastMs: 700 },
      ]),
    ).toEqual({ firstMs: 100, lastMs: 900 });
    expect(datasetSpan([])).toBeNull();
  });
});
