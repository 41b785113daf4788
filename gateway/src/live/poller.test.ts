import { describe, expect, it } from 'vitest';
import { nextPollDelayMs, STEADY_RETRY_MS } from './poller';

describe('nextPollDelayMs', () => {
  const half = () => 0.5;

  it('keeps the interval while the source answers, whatever the request took', () => {
    expect(nextPollDelayMs({ failingForMs: null, backoffs: 0 }, 1000, 300, half)).toBe(700);
    expect(nextPollDelayMs({ failingForMs: null, backoffs: 0 }, 1000, 1500, half)).toBe(0);
  });

  it('asks a failing source again at its interval at first, so a brief outage ends within one', () => {
    for (const failingForMs of [0, 1000, 5000, STEADY_RETRY_MS - 1]) {
      expect(nextPollDelayMs({ failingForMs, backoffs: 0 }, 1000, 50, half)).toBe(950);
    }
  });

  it('backs off past the steady retries, doubling up to a minute', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((backoffs) =>
      nextPollDelayMs(
        { failingForMs: STEADY_RETRY_MS + backoffs * 1000, backoffs },
        1000,
        50,
        () => 1,
      ),
    );
    expect(waits).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});
