import { describe, expect, it } from 'vitest';
import { defaultRange, rangeBounds, rangeProblem } from './dataopsRange';

describe('the Data Ops date range', () => {
  it('starts on the last three days, today included', () => {
    expect(defaultRange(new Date(2026, 10, 28, 15))).toEqual({
      from: '2026-11-26',
      to: '2026-11-28',
    });
  });

  it('takes a season and refuses a range backwards, too long or unfinished', () => {
    expect(rangeProblem({ from: '2026-07-20', to: '2027-02-15' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-28', to: '2026-11-28' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-28', to: '2026-11-01' })).toBe(
      'The first day must not be after the last',
    );
    expect(rangeProblem({ from: '2025-01-01', to: '2026-11-28' })).toBe(
      'At most 400 days at a time',
    );
    expect(rangeProblem({ from: '', to: '2026-11-28' })).toBe('Pick both days');
  });

  it('bounds the sessions by local midnights, the last day included', () => {
    expect(rangeBounds({ from: '2026-11-01', to: '2026-11-02' })).toEqual({
      fromMs: new Date(2026, 10, 1).getTime(),
      toMs: new Date(2026, 10, 3).getTime(),
    });
  });
});
