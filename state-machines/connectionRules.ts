// Pure rules of the live connection: close codes, backoff with jitter, delta positions.

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

/** Position of a client in a topic's delta stream: the epoch and the last sequence applied. */
export interface StreamPosition {
  epoch: string;
  seq: number;
}

/** True when a delta with `(epoch, seq)` follows `position` directly: its base is applied. */
export function followsDirectly(position: StreamPosition | null, delta: StreamPosition): boolean {
  return position !== null && position.epoch === delta.epoch && delta.seq === position.seq + 1;
}
