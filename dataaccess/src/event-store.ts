/**
 * The event store: one stream per aggregate, appended with an expected version so a
 * concurrent writer gets a conflict instead of silently overwriting. Read models are
 * updated by the caller inside the same transaction.
 */
import type { Transaction } from 'kysely';
import type { Database, Db } from './db/schema';

/** An event as the store keeps it. */
export interface StoredEvent {
  readonly streamId: string;
  readonly version: number;
  readonly type: string;
  readonly data: unknown;
  readonly actor: string;
  readonly atMs: number;
}

/** An event about to be appended. */
export interface NewEvent {
  readonly type: string;
  readonly data: unknown;
}

/** Thrown when the stream moved on since the writer read it. */
export class ConcurrencyConflict extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
  ) {
    super(
      `${streamId} changed meanwhile (expected version ${expectedVersion}, found ${actualVersion}); reload and try again`,
    );
    this.name = 'ConcurrencyConflict';
  }
}

/** The current version of a stream (0 when it has no events). */
export async function streamVersion(
  db: Db | Transaction<Database>,
  streamId: string,
): Promise<number> {
  const row = await db
    .selectFrom('stream_events')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('stream_id', '=', streamId)
    .executeTakeFirst();
  return row?.v ?? 0;
}

/**
 * Appends events after `expectedVersion` inside `trx`; returns the new version.
 * A racing writer that appended first makes this throw {@link ConcurrencyConflict}, and the
 * primary key (stream, version) makes the loser fail even when both read the same version.
 */
export async function appendEvents(
  trx: Transaction<Database>,
  streamId: string,
  expectedVersion: number,
  events: readonly NewEvent[],
  actor: string,
  atMs: number,
): Promise<number> {
  const actual = await streamVersion(trx, streamId);
  if (actual !== expectedVersion) throw new ConcurrencyConflict(streamId, expectedVersion, actual);
  if (events.length === 0) return actual;
  try {
    await trx
      .insertInto('stream_events')
      .values(
        events.map((e, i) => ({
          stream_id: streamId,
          version: expectedVersion + i + 1,
          type: e.type,
          data: JSON.stringify(e.data),
          actor,
          at_ms: atMs,
        })),
      )
      .execute();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConcurrencyConflict(streamId, expectedVersion, expectedVersion + 1);
    throw error;
  }
  return expectedVersion + events.length;
}

/** Every event of a stream in order: who did what, when. */
export async function readStream(db: Db, streamId: string): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('stream_events')
    .selectAll()
    .where('stream_id', '=', streamId)
    .orderBy('version')
    .execute();
  return rows.map((r) => ({
    streamId: r.stream_id,
    version: r.version,
    type: r.type,
    data: JSON.parse(r.data) as unknown,
    actor: r.actor,
    atMs: r.at_ms,
  }));
}

function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
