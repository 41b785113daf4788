/**
 * The response envelope of every dataaccess call (01 §7; the contract is the domain's):
 * `results`, `code` and `status`; failures carry their HTTP status as the code and a
 * message as the status.
 */
import { ENVELOPE_CODE as CODE, type Envelope } from '../../../domain';

export type { Envelope };

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
