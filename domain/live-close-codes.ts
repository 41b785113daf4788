/**
 * WebSocket close codes of the live protocol (documented in proto/live.proto). The gateway
 * closes with them and the browser's connection machine decides from them whether to retry:
 * one table, so the two sides cannot drift apart.
 */
export const LIVE_CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  abnormal: 1006,
  serverError: 1011,
  /** The gateway restarts or lost a dependency: reconnect with backoff and resume. */
  serviceRestart: 1012,
  /**
   * The client sent frames faster than the gateway allows: reconnecting at once would only send
   * them again, so the client does not retry by itself (the user can).
   */
  policyViolation: 1008,
  /** A malformed frame: resending it would fail again, so the client does not retry. */
  protocolError: 4000,
  /** The session is gone: sign in again; the client does not retry. */
  unauthorized: 4001,
  /** The send queue overflowed: reconnect and resume at once. */
  slowConsumer: 4008,
  /**
   * The user already holds as many live sockets as the gateway allows (one a tab): retried
   * with the growing backoff, which ends offline, as a reload or a closed tab frees a place.
   */
  tooManySockets: 4029,
} as const;

/** Close codes after which a client must not reconnect by itself. */
export const DO_NOT_RETRY_CLOSE_CODES: ReadonlySet<number> = new Set([
  LIVE_CLOSE_CODES.protocolError,
  LIVE_CLOSE_CODES.unauthorized,
  LIVE_CLOSE_CODES.policyViolation,
]);

/** True when a close code allows reconnecting. */
export const isRetryableClose = (code: number): boolean => !DO_NOT_RETRY_CLOSE_CODES.has(code);
