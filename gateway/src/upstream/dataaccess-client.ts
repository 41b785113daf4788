/**
 * The gateway's client of dataaccess: adds the service credential and the acting user,
 * and turns the envelope into data or a typed error.
 */

import type { Envelope } from '../../../domain';

export type { Envelope };

/** A failed upstream call, with the status dataaccess gave. */
export class UpstreamError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** What the gateway tells a user when dataaccess failed it: an HTTP status and a sentence. */
export interface UpstreamFault {
  readonly status: 502 | 503 | 504;
  readonly message: string;
}

/**
 * The fault an error of a dataaccess call stands for, or null when it is not one: 503 when
 * dataaccess could not be reached, 504 when it did not answer in time (for a write the
 * outcome is then unknown: it may yet be applied), 502 when it answered with a failure or
 * with something that is not an envelope.
 */
export function upstreamFault(error: unknown, method = 'GET'): UpstreamFault | null {
  if (error instanceof UpstreamError) {
    return { status: 502, message: `the tracking service failed: ${error.message}` };
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return {
      status: 504,
      message:
        method === 'GET' || method === 'HEAD'
          ? 'the tracking service did not answer in time; try again'
          : 'the tracking service did not answer in time: the change may or may not have been made, so reload before trying again',
    };
  }
  // fetch rejects with a TypeError whose cause is the socket's error (ECONNREFUSED, …).
  if (error instanceof TypeError && error.message === 'fetch failed') {
    return { status: 503, message: 'the tracking service is not answering; try again shortly' };
  }
  return null;
}

/** How long the readiness check waits for dataaccess at most: a load balancer asks often. */
const READY_TIMEOUT_MS = 2000;

/** Result of a conditional GET. */
export type Conditional<T> =
  { changed: false } | { changed: true; etag: string | null; body: Envelope<T> };

/** Talks to dataaccess on behalf of the gateway. */
export class DataaccessClient {
  constructor(
    private readonly baseUrl: string,
    private readonly serviceToken: string,
    private readonly timeoutMs = 10_000,
  ) {}

  /** Any call; `actor` is the signed-in user's email (or 'system' for pollers). */
  async request(
    method: string,
    path: string,
    options: { actor: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response> {
    return fetch(`${this.baseUrl}/dataaccess/${path}`, {
      method,
      headers: {
        'x-service-token': this.serviceToken,
        'x-user-email': options.actor,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  /**
   * Resolves when dataaccess answers its /livez with 200; else rejects. Its store is not asked:
   * every node shares it, so a store outage that took every node out of the load balancer
   * would turn refused writes into a product nobody can load, and end the live sockets that
   * keep serving the last good state (decision 0033, addendum).
   */
  async ready(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/livez`, {
      signal: AbortSignal.timeout(Math.min(this.timeoutMs, READY_TIMEOUT_MS)),
    });
    await response.body?.cancel();
    if (!response.ok)
      throw new UpstreamError(response.status, `dataaccess /livez: ${response.status}`);
  }

  /** A GET answered as an envelope; non-2xx throws {@link UpstreamError}. */
  async get<T>(path: string, actor: string): Promise<Envelope<T>> {
    const response = await this.request('GET', path, { actor });
    return readEnvelope<T>(response);
  }

  /** A GET with If-None-Match, so an unchanged answer costs a 304. */
  async getIfChanged<T>(path: string, etag: string | null): Promise<Conditional<T>> {
    const response = await this.request('GET', path, {
      actor: 'system',
      headers: etag ? { 'if-none-match': etag } : {},
    });
    if (response.status === 304) return { changed: false };
    return {
      changed: true,
      etag: response.headers.get('etag'),
      body: await readEnvelope<T>(response),
    };
  }
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const text = await response.text();
  let body: Envelope<T> | null = null;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    body = null;
  }
  if (!response.ok) {
    throw new UpstreamError(
      response.status,
      body?.status ?? (response.statusText || `HTTP ${response.status}`),
    );
  }
  if (body === null || !Array.isArray(body.results)) {
    throw new UpstreamError(502, 'dataaccess answered something that is not an envelope');
  }
  return body;
}
