/**
 * Rules of operating the server processes that gateway and dataaccess share (decision 0033):
 * the request id carried across the hop, and who may read a process's metrics.
 */

/** The header a request id travels in: into the gateway from a trusted proxy, on to dataaccess, and back in every reply. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The header the service credential travels in (the gateway's calls to dataaccess, metrics scrapers). */
export const SERVICE_TOKEN_HEADER = 'x-service-token';

/**
 * A request id a process may take from a caller: a short token of letters, digits, `.`, `_`
 * and `-` (a UUID, a load balancer's hex id). Anything else (long, spaced, a line break that
 * would forge a log line) is not taken, and the process makes its own.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id of an incoming header value when it is a safe token, else undefined. */
export function safeRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value) ? value : undefined;
}

/** Whether a socket's peer address is this machine (IPv4, IPv6 or IPv4-mapped loopback). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127(?:\.\d{1,3}){3}$/.test(plain);
}

/** What a request to `/metrics` shows of where it came from. */
export interface MetricsCaller {
  /** The TCP peer's address (never a forwarded header). */
  readonly peerAddress: string | undefined;
  /** Whether the request names a client behind a proxy (X-Forwarded-For or Forwarded). */
  readonly forwarded: boolean;
  /** Whether the request presents the service credential (compared in constant time by the caller). */
  readonly presentsCredential: boolean;
}

/**
 * Whether a caller may read a process's metrics: one that presents the service credential,
 * or a process of this machine talking to it directly. A request a proxy forwarded is not
 * direct even when the proxy runs on this machine: a load balancer on loopback would
 * otherwise open the metrics to the internet.
 */
export function mayReadMetrics(caller: MetricsCaller): boolean {
  if (caller.presentsCredential) return true;
  return !caller.forwarded && isLoopbackAddress(caller.peerAddress);
}
