import { describe, expect, it } from 'vitest';
import { backoffCeilingMs, backoffDelayMs, DEFAULT_BACKOFF } from './backoff';

describe('backoff', () => {
  it('doubles from the first delay after each failure, up to the cap', () => {
    const options = { baseMs: 500, maxMs: 15_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffCeilingMs(n, options))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000,
    ]);
    // A first try (no failure yet) waits the first delay; a huge count stays at the cap.
    expect(backoffCeilingMs(0, options)).toBe(500);
    expect(backoffCeilingMs(10_000, options)).toBe(15_000);
  });

  it('waits between half the ceiling and the ceiling, as random decides', () => {
    expect(backoffDelayMs(3, () => 0)).toBe(1_000);
    expect(backoffDelayMs(3, () => 0.5)).toBe(1_500);
    expect(backoffDelayMs(3, () => 0.999_999)).toBe(2_000);
    expect(backoffDelayMs(60, () => 0.5)).toBe(22_500);
  });

  it("is the live connection's 500 ms to 30 s unless told otherwise", () => {
    expect(DEFAULT_BACKOFF).toEqual({ baseMs: 500, maxMs: 30_000 });
    expect(backoffDelayMs(1, () => 0.999_999, { baseMs: 10_000, maxMs: 60_000 })).toBe(10_000);
    expect(backoffDelayMs(4, () => 0.999_999, { baseMs: 10_000, maxMs: 60_000 })).toBe(60_000);
  });
});
