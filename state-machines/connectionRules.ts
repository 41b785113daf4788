// Pure rules of the live connection: close codes, backoff with jitter, delta positions.

/**
 * WebSocket close codes the gateway uses. 4401 and 4403 mean the user may not have this
 * connection at all (signed out, forbidden topic) and 4400 a protocol error: a client must
 * not retry them. Every other code (1001 going away, 1006 abnormal, 1011 server error, 1012
 * restart, 4429 too many connections…) is retried with backoff.
 */
export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  abnormal: 1006,
  serverError: 1011,
  serviceRestart: 1012,
  badRequest: 4400,
  unauthorized: 4401,
  forbidden: 4403,
  tooManyConnections: 4429,
} as const;

/** Close codes after which a client must not reconnect by itself. */
export const DO_NOT_RETRY_CLOSE_CODES: ReadonlySet<number> = new Set([
  CLOSE_CODES.badRequest,
  CLOSE_CODES.unauthorized,
  CLOSE_CODES.forbidden,
]);

/** True when a close code allows reconnecting. */
export const isRetryableClose = (code: number): boolean => !DO_NOT_RETRY_CLOSE_CODES.has(code);

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
