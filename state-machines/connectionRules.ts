// Pure rules of the live connection: close codes and backoff with jitter. The stream rule
// (positions, which snapshot or delta applies) is the domain's, shared with the gateway.

/**
 * The protocol's close codes, the retry rule and the one backoff live in `domain/` (shared
 * with the gateway and the scripts).
 */
export { backoffDelayMs, DEFAULT_BACKOFF, isRetryableClose, type BackoffOptions } from '../domain';
