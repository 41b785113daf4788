/**
 * Practices and games as event-sourced aggregates. The `sessions` table is the read model
 * (the schedule event of 01 §3.6 as a JSON document) and the aggregate's current state;
 * it is rebuilt from the stream and updated in the transaction that appends the events.
 */
import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/schema';
import { appendEvents, ConcurrencyConflict, type NewEvent } from '../event-store';
import { notFound } from '../http/envelope';

/** The fields of a schedule event (01 §3.6) every session has; others pass through. */
export interface SessionCore {
  _id: string;
  gameId: string;
  type: 'practice' | 'game' | 'live' | 'complete';
  status: 'future' | 'live' | 'complete';
  teamId: string;
  homeTeamId: string;
  league: string;
  name: string;
  startTime: number;
  endTime?: number;
}

/** A session document before it is stored: the core fields and any others of 01 §3.6. */
export type NewSessionDoc = SessionCore & Record<string, unknown>;

/** A schedule event as stored and served, with the aggregate's version. */
export type SessionDoc = NewSessionDoc & { version: number };

const streamOf = (sessionId: string): string => `session-${sessionId}`;

/** Reads a session; throws not-found for an unknown id. */
export async function getSession(db: Db, sessionId: string): Promise<SessionDoc> {
  const row = await db
    .selectFrom('sessions')
    .select(['doc', 'version'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (row === undefined) throw notFound(`session ${sessionId}`);
  return { ...(JSON.parse(row.doc) as SessionDoc), version: row.version };
}

/** The read-model status of a deleted practice: kept for its history, left out of lists. */
export const DELETED_STATUS = 'deleted';

/** Reads a session that still exists for the schedule: a deleted practice is not found. */
export async function getActiveSession(db: Db, sessionId: string): Promise<SessionDoc> {
  const doc = await getSession(db, sessionId);
  if (doc.deleted === true) throw notFound(`session ${sessionId} (deleted)`);
  return doc;
}

/** What a session list may be narrowed by. */
export interface SessionFilter {
  fromMs: number;
  toMs: number;
  /** Home team, or visiting team of a game. */
  teamIds?: readonly string[];
  leagues?: readonly string[];
  /** 'practice' or 'game'. */
  kind?: string;
  /** Read-model statuses: future, live, complete. */
  statuses?: readonly string[];
}

/** Sessions of the given teams (or all) starting in [fromMs, toMs), deleted ones left out. */
export async function listSessions(db: Db, filter: SessionFilter): Promise<SessionDoc[]> {
  let q = db
    .selectFrom('sessions')
    .select(['doc', 'version'])
    .where('start_ms', '>=', filter.fromMs)
    .where('start_ms', '<', filter.toMs)
    .where('status', '!=', DELETED_STATUS);
  const teams = filter.teamIds;
  if (teams && teams.length > 0) {
    q = q.where((eb) => eb.or([eb('team_id', 'in', teams), eb('visitor_team_id', 'in', teams)]));
  }
  if (filter.leagues && filter.leagues.length > 0) q = q.where('league', 'in', filter.leagues);
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  if (filter.statuses && filter.statuses.length > 0) q = q.where('status', 'in', filter.statuses);
  const rows = await q.orderBy('start_ms').execute();
  return rows.map((r) => ({ ...(JSON.parse(r.doc) as SessionDoc), version: r.version }));
}

/** Derives the schedule status of a document from its fields. */
export type StatusOf = (doc: SessionDoc) => SessionDoc['status'];

const visitorOf = (doc: NewSessionDoc): string | null => {
  const visitor = doc.visitorTeamId ?? doc.awayTeamId;
  return typeof visitor === 'string' ? visitor : null;
};

/**
 * Writes a new session inside the caller's transaction: its first events and its read
 * model. A second create with the same id gets a conflict.
 */
export async function insertSession(
  trx: Transaction<Database>,
  doc: NewSessionDoc,
  events: readonly NewEvent[],
  actor: string,
  nowMs: number,
): Promise<SessionDoc> {
  const version = await appendEvents(trx, streamOf(doc._id), 0, events, actor, nowMs);
  await trx
    .insertInto('sessions')
    .values({
      session_id: doc._id,
      kind: doc.type === 'game' ? 'game' : 'practice',
      team_id: doc.teamId,
      visitor_team_id: visitorOf(doc),
      league: doc.league,
      name: doc.name,
      status: doc.status,
      start_ms: doc.startTime,
      end_ms: doc.endTime ?? null,
      version,
      doc: JSON.stringify(doc),
    })
    .execute();
  return { ...doc, version };
}

/**
 * Writes a new session and its first events: in the caller's transaction when `db` is one
 * (the seed writes a season in one), else in a transaction of its own.
 */
export async function createSession(
  db: Db,
  doc: NewSessionDoc,
  events: readonly NewEvent[],
  actor: string,
  nowMs: number,
): Promise<SessionDoc> {
  return db.isTransaction
    ? insertSession(db as Transaction<Database>, doc, events, actor, nowMs)
    : db.transaction().execute((trx) => insertSession(trx, doc, events, actor, nowMs));
}

/** What a command decided: the events to append and the document they lead to. */
export interface Decision {
  readonly events: readonly NewEvent[];
  readonly doc: SessionDoc;
}

/**
 * Runs a command on a session: `decide` sees the current document and returns events and
 * the new document (or throws to refuse). With `expectedVersion`, a session that moved on
 * since the caller read it is refused with a conflict; without it, the version read here is
 * expected, so two racing writers still cannot both append.
 */
export async function runSessionCommand(
  db: Db | Transaction<Database>,
  sessionId: string,
  decide: (current: SessionDoc) => Decision,
  actor: string,
  nowMs: number,
  expectedVersion?: number,
): Promise<SessionDoc> {
  const run = async (trx: Transaction<Database>): Promise<SessionDoc> => {
    const row = await trx
      .selectFrom('sessions')
      .select(['doc', 'version'])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (row === undefined) throw notFound(`session ${sessionId}`);
    const current = { ...(JSON.parse(row.doc) as SessionDoc), version: row.version };
    if (expectedVersion !== undefined && expectedVersion !== current.version) {
      throw new ConcurrencyConflict(streamOf(sessionId), expectedVersion, current.version);
    }
    const { events, doc } = decide(current);
    const version = await appendEvents(
      trx,
      streamOf(sessionId),
      current.version,
      events,
      actor,
      nowMs,
    );
    const next = { ...doc, version };
    const updated = await trx
      .updateTable('sessions')
      .set({
        name: next.name,
        status: (next as Record<string, unknown>).deleted === true ? DELETED_STATUS : next.status,
        start_ms: next.startTime,
        end_ms: next.endTime ?? null,
        version,
        doc: JSON.stringify(next),
      })
      .where('session_id', '=', sessionId)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new ConcurrencyConflict(streamOf(sessionId), current.version, current.version + 1);
    }
    return next;
  };
  // Inside a caller's transaction (the seed writes a whole schedule in one) run there.
  return db.isTransaction ? run(db as Transaction<Database>) : db.transaction().execute(run);
}

/** The stream id of a session, for reading its audit trail. */
export const sessionStream = streamOf;
