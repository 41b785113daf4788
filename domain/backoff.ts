/**
 * The one backoff of the product: how long to wait before trying again after failures, used by
 * the browser's live connection, the gateway's upstream poller, the watch script's reconnect
 * and the supervisor's restarts. Each passes its own first delay and cap; the curve is shared.
 */

/** Backoff settings: the first delay and the cap, both in ms. */
export interface BackoffOptions {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** The live connection's backoff: 500 ms doubling up to 30 s. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000 };

/**
 * The longest wait before try `failures` (1 after the first failure): the first delay doubled
 * per further failure, capped. Without jitter: for one process nobody else competes with.
 */
export function backoffCeilingMs(
  failures: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(options.maxMs, options.baseMs * 2 ** Math.min(exponent, 30));
}

/**
 * The wait before try `failures` (1 after the first failure) with "equal jitter": half the
 * ceiling fixed, half random, so that many clients failing together do not retry together.
 * `random` returns a number in [0, 1).
 */
export function backoffDelayMs(
  failures: number,
  random: () => number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const ceiling = backoffCeilingMs(failures, options);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
