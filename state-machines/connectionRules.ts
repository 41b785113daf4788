// Pure rules of the live connection: close codes and backoff with jitter. The stream rule
// (positions, which snapshot or delta applies) is the domain's, shared with the gateway.

/** The protocol's close codes and the retry rule live in `domain/` (shared with the gateway). */
export { isRetryableClose } from '../domain';

/** Backoff settings: first delay, cap, both in ms. */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

/** Default backoff: 500 ms doubling up to 30 s. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000 };

/**
 * Delay before reconnect attempt `failures` (1 for the first failure): exponential, capped,
 * with "equal jitter" (half fixed, half random) so that many clients do not reconnect at once.
 * `random` returns a number in [0, 1).
 */
export function backoffDelayMs(
  failures: number,
  random: () => number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const exponent = Math.max(0, failures - 1);
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(exponent, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
