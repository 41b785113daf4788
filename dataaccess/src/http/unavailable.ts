/**
 * Which failures mean "the store cannot take this now, try again" rather than a fault in the
 * request or in dataaccess (decision 0028): SQLite still locked by another writer after the
 * busy timeout (the history fill, an importer), a PostgreSQL server that is restarting, out of
 * connections or dropped the connection, and a pool that found no free connection in time.
 * Nothing of the request was applied (its transaction did not commit), so the caller is told
 * 503 with Retry-After and sends the same request again.
 */

/** SQLite result codes whose primary code is BUSY or LOCKED (SQLITE_BUSY_SNAPSHOT included). */
const SQLITE_RETRY = /^SQLITE_(BUSY|LOCKED)/;

/**
 * PostgreSQL SQLSTATEs: connection exceptions (08…), insufficient resources (53…), operator
 * intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now) and the
 * transaction rollbacks a retry resolves (40001 serialization failure, 40P01 deadlock).
 */
const PG_RETRY = /^(08|53)|^57P0[123]$|^40001$|^40P01$/;

/** Socket failures of a connection to the database server. */
const NET_RETRY = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);

/** Messages of pg and pg-pool that carry no code. */
const MESSAGE_RETRY =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** Whether `error` (or the error it wraps) says the store is busy or unreachable for now. */
export function storeUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (SQLITE_RETRY.test(code) || PG_RETRY.test(code) || NET_RETRY.has(code)) return true;
    }
    if (MESSAGE_RETRY.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a caller is asked to wait before retrying a request refused with 503. */
export const RETRY_AFTER_S = 1;
