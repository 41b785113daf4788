/**
 * The screens' REST client: dataaccess calls through the gateway (`/api/da/...`), the
 * dataaccess envelope unwrapped, signed-out (1102) and go-home (1103) answers acted on.
 */
import {
  APP_REQUEST_HEADER,
  callPath,
  checkAnswer,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallRow,
  type CallSpec,
  type Envelope,
  ENVELOPE_CODE,
  isIanaZone,
  paths,
  TIME_ZONE_HEADER,
} from '../../../domain';
import { queryClient } from './queryClient';
import { forgetUser } from './session';

/** A failed call: the HTTP status, the envelope code and the server's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What the client does on 1102 and 1103; the app replaces it with router navigation. */
export const apiRedirects = {
  signedOut: (): void => {
    // Clearing the stored user tells the other tabs too (01 §7: 1102 clears the token).
    forgetUser();
    location.assign(paths.login(location.pathname + location.search));
  },
  goHome: (): void => {
    location.assign(paths.home());
  },
};

/** Options of one call. */
export interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  /**
   * The Idempotency-Key of a write (POST, PUT, DELETE); a fresh one when left out. Code that
   * retries a write it already sent (after a 504: the outcome is unknown) must pass the key of
   * the first attempt, so dataaccess answers it once instead of applying it twice. callApi
   * itself never retries, so each call is a new write.
   */
  readonly idempotencyKey?: string;
  /** Lets the call outlive the page (a write sent as the page is hidden or left). */
  readonly keepalive?: boolean;
  /**
   * The version of the record the write was made on (If-Match): a record changed since is
   * refused with 409 instead of overwritten.
   */
  readonly ifMatch?: number;
}

/**
 * A new Idempotency-Key. crypto.randomUUID exists only on secure pages (https, localhost);
 * over plain http on a LAN address getRandomValues, which every page has, makes one instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The browser's IANA zone as every call sends it (x-time-zone): the server computes the
 * days and times of lists and reports in it, each date with its own daylight-saving offset.
 * A browser that names no zone the server's check accepts (ICU's 'Etc/Unknown') sends none,
 * and the call's tzOffset stands instead, rather than every call being refused.
 */
export function zoneHeader(): Record<string, string> {
  browserZone ??= readBrowserZone();
  return browserZone;
}

/**
 * The header, read once per page: each read builds two `Intl.DateTimeFormat`s, a few
 * milliseconds each, and a page's opening sends a dozen calls at once (issue 33). A zone
 * changed in the system shows from the next page load.
 */
let browserZone: Record<string, string> | undefined;

function readBrowserZone(): Record<string, string> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isIanaZone(zone) ? { [TIME_ZONE_HEADER]: zone } : {};
}

/** The URL of a dataaccess path behind the gateway, with its query. */
export function apiUrl(path: string, query: CallOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/da/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

/**
 * Calls dataaccess and answers the envelope's results; code -1 (no data) answers an empty
 * list. 1102 and 1103 run the redirects and throw; other failures throw an ApiError.
 */
export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T[]> {
  const method = options.method ?? 'GET';
  const response = await fetch(apiUrl(path, options.query), {
    method,
    credentials: 'same-origin',
    headers: {
      // Says the call is the app's own, for browsers that send no Fetch Metadata.
      [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value,
      ...zoneHeader(),
      ...(method === 'GET'
        ? {}
        : {
            // A write without a body (a delete) says no type: an empty JSON body is refused.
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            'idempotency-key': options.idempotencyKey ?? newIdempotencyKey(),
            ...(options.ifMatch === undefined ? {} : { 'if-match': String(options.ifMatch) }),
          }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.keepalive === true ? { keepalive: true } : {}),
  });
  const rows = await readEnvelope<T>(response);
  if (method !== 'GET') forgetKeptAnswers();
  return rows;
}

/**
 * After a change the kept answers may be out of date (a reprocess changes a game's numbers, a
 * save a practice's record): every read of the cache is marked stale, and the ones on screen
 * are read again.
 */
function forgetKeptAnswers(): void {
  void queryClient.invalidateQueries();
}

/** The options of one call of the manifest: its query and body are the ones its contract takes. */
export type CallRequest<C> = Omit<CallOptions, 'method' | 'body' | 'query'> & {
  readonly body?: CallBody<C>;
  readonly query?: CallQuery<C>;
};

/**
 * Makes a call of the route manifest (domain/calls.ts): its method and path come from the
 * manifest, its parameters are filled in and encoded, so no screen writes a REST path; the
 * rows are checked against the call's `result` schema and typed by it (a call without one,
 * a write whose answer nobody reads, answers `unknown` rows).
 */
export async function call<C extends CallSpec>(
  spec: C,
  params: CallParams<C>,
  options: CallRequest<C> = {},
): Promise<CallRow<C>[]> {
  const rows = checkedRows(
    spec,
    await callApi<unknown>(callPath(spec, params), { ...options, method: spec.method }),
  );
  // The spec's GETs that change something (a reprocess, a data-ops action) are writes too.
  if (spec.method === 'GET' && spec.effect !== 'read') forgetKeptAnswers();
  return rows;
}

/**
 * The rows of an answer to `spec` once they match its contract; an answer that does not is an
 * error the screen shows (the server and this page disagree: a newer server, a broken proxy),
 * never rows read as if they were right.
 */
export function checkedRows<C extends CallSpec>(spec: C, rows: readonly unknown[]): CallRow<C>[] {
  const check = checkAnswer(spec, rows);
  if (!check.ok) throw new ApiError(check.problem, 200, null);
  return check.rows;
}

/**
 * Reads a dataaccess answer as callApi does: the envelope's results, [] for no data; 1102
 * and 1103 run the redirects and throw; other failures, and a success that is not an
 * envelope, throw an ApiError.
 */
export async function readEnvelope<T>(response: Response): Promise<T[]> {
  const text = await response.text();
  let envelope: Partial<Envelope<T>> & { message?: string } = {};
  try {
    envelope = text === '' ? {} : (JSON.parse(text) as typeof envelope);
  } catch {
    envelope = { status: text.slice(0, 200) };
  }
  const code = typeof envelope.code === 'number' ? envelope.code : null;
  if (code === ENVELOPE_CODE.signedOut || response.status === 401) {
    apiRedirects.signedOut();
    throw new ApiError('signed out', response.status, code);
  }
  if (code === ENVELOPE_CODE.goHome) {
    apiRedirects.goHome();
    throw new ApiError('not permitted', response.status, code);
  }
  if (code === ENVELOPE_CODE.noData) return [];
  if (!response.ok) {
    const message = envelope.status ?? envelope.message ?? response.statusText;
    throw new ApiError(message || `HTTP ${response.status}`, response.status, code);
  }
  // A success whose body is not an envelope (a proxy's or captive portal's page) is not the
  // product's answer: the screen says so instead of showing an empty table as if it were true.
  const results: unknown = envelope.results;
  if (!Array.isArray(results)) {
    throw new ApiError(
      `the server answered something other than the product's data (HTTP ${response.status})`,
      response.status,
      code,
    );
  }
  return results as T[];
}

/** Whether an error is the abort of a call the screen no longer needs. */
export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
