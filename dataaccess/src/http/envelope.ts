/**
 * The response envelope of every dataaccess call (01 §7): `results`, `code` and `status`.
 * Code 0 is success, -1 means no data, 1102 means the session is gone (log out), 1103
 * means go home; failures carry their HTTP status as the code and a message as the status.
 */

/** What every call answers. */
export interface Envelope<T = unknown> {
  readonly results: readonly T[];
  readonly code: number;
  readonly status: string;
}

/** Stable codes of the envelope. */
export const CODE = {
  ok: 0,
  noData: -1,
  sessionGone: 1102,
  goHome: 1103,
} as const;

/** A successful answer; an empty list answers "no data" (code -1) so clients treat it alike. */
export function ok<T>(results: readonly T[]): Envelope<T> {
  return results.length === 0
    ? { results, code: CODE.noData, status: 'no data' }
    : { results, code: CODE.ok, status: 'ok' };
}

/** A failure with the HTTP status it travels with. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly code: number = httpStatus,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The thing asked for does not exist. */
export const notFound = (what: string): ApiError => new ApiError(404, `${what} was not found`);

/** The envelope of a failure. */
export const failure = (code: number, status: string): Envelope<never> => ({
  results: [],
  code,
  status,
});
