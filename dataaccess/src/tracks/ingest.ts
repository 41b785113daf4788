/**
 * Tracking ingest: the interface through which a location engine (or the simulator, or an
 * importer) hands over position samples. A batch is checked whole before anything is
 * written, written in one transaction, and acknowledged only after the commit.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { IngestTables } from '../db/migration-0017';
import type { Database, Db, TrackWindowsTable } from '../db/schema';
import {
  FIELD_LENGTH_YD,
  FIELD_WIDTH_YD,
  isBallEntity,
  rawTagEntityId,
  tagIdOfRaw,
  type TrackColumns,
} from '../../../domain';
import { dropKeptGroups } from '../live/kept-groups';
import { resolveTags } from './tag-resolution';
import {
  concatTracks,
  decodeWindow,
  encodeWindow,
  sliceTrack,
  WINDOW_MS,
  windowStart,
} from './window-codec';

/**
 * One entity's samples in a batch (JSON arrays from the API, typed arrays from an importer),
 * named by the entity's id or, as a location engine reports them, by a tag's id.
 */
export type IngestTrack = (
  | { readonly entityId: string; readonly tagId?: undefined }
  | { readonly tagId: string; readonly entityId?: undefined }
) & {
  readonly atMs: ArrayLike<number>;
  readonly xYd: ArrayLike<number>;
  readonly yYd: ArrayLike<number>;
  readonly zYd?: ArrayLike<number> | undefined;
};

/** How far outside the field lines a tag may be (sidelines, team areas, end lines), yards. */
export const FIELD_MARGIN_YD = 10;

/**
 * How far outside the field lines a ball may be, yards: a ball thrown or kicked out of
 * bounds lands in the stands (real games show balls 18 yards past a sideline).
 */
export const BALL_FIELD_MARGIN_YD = 30;

/** A batch that breaks a rule; nothing of it was stored. */
export class IngestRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IngestRejected';
  }
}

/**
 * A batch whose samples of an entity are not after what is stored for it (another batch,
 * possibly one racing it, stored those times or later first): a conflict with the stored
 * track, answered 409; nothing of the batch was stored.
 */
export class IngestConflict extends IngestRejected {
  constructor(message: string) {
    super(message);
    this.name = 'IngestConflict';
  }
}

const MAX_SAMPLES_PER_BATCH = 200_000;

/** Whether a position lies beyond the field lines by more than `marginYd`. */
const outsideField = (x: number, y: number, marginYd: number): boolean =>
  x < -marginYd || x > FIELD_LENGTH_YD + marginYd || y < -marginYd || y > FIELD_WIDTH_YD + marginYd;

/**
 * Refuses a track given to a person by its tags whose position lies beyond a person's margin
 * (its tags were checked against a ball's).
 */
function checkPersonInField(track: TrackColumns): void {
  for (let i = 0; i < track.atMs.length; i++) {
    const x = track.xYd[i] ?? 0;
    const y = track.yYd[i] ?? 0;
    if (outsideField(x, y, FIELD_MARGIN_YD)) {
      throw new IngestRejected(
        `tracks (${track.entityId}): its tags' sample at ${track.atMs[i]} ms, (${x}, ${y}) yd, is outside the field for a person`,
      );
    }
  }
}

/** Checks a batch and turns it into typed columns; throws {@link IngestRejected}. */
export function validateBatch(tracks: readonly IngestTrack[]): TrackColumns[] {
  let total = 0;
  const seen = new Set<string>();
  return tracks.map((t, k) => {
    // A tag's track goes by its raw id until ingest gives it to its wearer (tag-resolution.ts).
    const entityId = t.tagId === undefined ? t.entityId : rawTagEntityId(t.tagId);
    const where = `tracks[${k}] (${entityId})`;
    // Whether a tag is on a ball is known only once it is resolved: a ball's margin until then.
    const margin =
      t.tagId !== undefined || isBallEntity(entityId) ? BALL_FIELD_MARGIN_YD : FIELD_MARGIN_YD;
    if (seen.has(entityId)) throw new IngestRejected(`${where}: entity appears twice in one batch`);
    seen.add(entityId);
    const n = t.atMs.length;
    if (t.xYd.length !== n || t.yYd.length !== n || (t.zYd !== undefined && t.zYd.length !== n)) {
      throw new IngestRejected(`${where}: atMs, xYd, yYd (and zYd) must have the same length`);
    }
    total += n;
    if (total > MAX_SAMPLES_PER_BATCH) {
      throw new IngestRejected(
        `batch has more than ${MAX_SAMPLES_PER_BATCH} samples; send smaller batches`,
      );
    }
    for (let i = 0; i < n; i++) {
      const at = t.atMs[i] ?? NaN;
      const x = t.xYd[i] ?? NaN;
      const y = t.yYd[i] ?? NaN;
      if (!Number.isFinite(at) || !Number.isFinite(x) || !Number.isFinite(y)) {
        throw new IngestRejected(`${where}: sample ${i} has a missing or non-numeric value`);
      }
      if (i > 0 && at <= (t.atMs[i - 1] ?? 0)) {
        throw new IngestRejected(
          `${where}: sample ${i} at ${at} ms is not after the previous sample`,
        );
      }
      if (outsideField(x, y, margin)) {
        throw new IngestRejected(`${where}: sample ${i} at (${x}, ${y}) yd is outside the field`);
      }
    }
    const columns = {
      entityId,
      atMs: Float64Array.from(t.atMs),
      xYd: Float32Array.from(t.xYd),
      yYd: Float32Array.from(t.yYd),
    };
    return t.zYd ? { ...columns, zYd: Float32Array.from(t.zYd) } : columns;
  });
}

/** Rows per multi-row insert: six values each, well under every store's parameter limit. */
const INSERT_ROWS = 500;

/** An entity's newest stored window in a session. */
interface LastWindow {
  readonly windowMs: number;
  readonly lastMs: number;
  readonly data: Uint8Array;
}

/**
 * The newest stored window of each of `entityIds` in a session, in one query per 500
 * entities (a walk of the primary key's session range). Samples only grow in time, so
 * that window holds the entity's newest sample.
 */
async function newestWindows(
  trx: Transaction<Database>,
  sessionId: string,
  entityIds: readonly string[],
): Promise<Map<string, LastWindow>> {
  const newest = new Map<string, LastWindow>();
  for (let i = 0; i < entityIds.length; i += INSERT_ROWS) {
    const rows = await trx
      .selectFrom('track_windows as t')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('track_windows')
            .select(['entity_id', (u) => u.fn.max('window_ms').as('newest')])
            .where('session_id', '=', sessionId)
            .where('entity_id', 'in', entityIds.slice(i, i + INSERT_ROWS))
            .groupBy('entity_id')
            .as('n'),
        (join) =>
          join.onRef('n.entity_id', '=', 't.entity_id').onRef('n.newest', '=', 't.window_ms'),
      )
      .select(['t.entity_id', 't.window_ms', 't.last_ms', 't.data'])
      .where('t.session_id', '=', sessionId)
      .execute();
    for (const r of rows) {
      newest.set(r.entity_id, { windowMs: r.window_ms, lastMs: r.last_ms, data: r.data });
    }
  }
  return newest;
}

/** A track cut at window boundaries, in one pass: each window's start and its part. */
export function* windowsOf(track: TrackColumns): Generator<[number, TrackColumns]> {
  const n = track.atMs.length;
  let from = 0;
  while (from < n) {
    const w = windowStart(track.atMs[from] ?? 0);
    let to = from + 1;
    while (to < n && (track.atMs[to] ?? 0) < w + WINDOW_MS) to++;
    const part = {
      entityId: track.entityId,
      atMs: track.atMs.subarray(from, to),
      xYd: track.xYd.subarray(from, to),
      yYd: track.yYd.subarray(from, to),
    };
    yield [w, track.zYd ? { ...part, zYd: track.zYd.subarray(from, to) } : part];
    from = to;
  }
}

/** A stored window's row. */
export type WindowRow = TrackWindowsTable;

/** The row of an entity's samples in the window starting at `windowMs`. */
export const rowOf = (sessionId: string, windowMs: number, track: TrackColumns): WindowRow => ({
  session_id: sessionId,
  entity_id: track.entityId,
  window_ms: windowMs,
  count: track.atMs.length,
  last_ms: track.atMs[track.atMs.length - 1] ?? windowMs,
  data: encodeWindow(windowMs, track),
});

/** Inserts window rows, 500 to a statement; a window already stored fails the insert. */
export async function insertWindows(
  trx: Transaction<Database>,
  rows: readonly WindowRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    await trx
      .insertInto('track_windows')
      .values(rows.slice(i, i + INSERT_ROWS))
      .execute();
  }
}

/**
 * Stores a validated batch for a session in one transaction. Resolves after the commit;
 * samples not later than what is stored for their entity reject the whole batch.
 */
export async function storeBatch(
  db: Db,
  sessionId: string,
  tracks: readonly TrackColumns[],
): Promise<number> {
  return db.transaction().execute((trx) => storeTracks(trx, sessionId, tracks));
}

/**
 * {@link storeBatch} inside the caller's transaction (an importer writes a play's session
 * record and its positions in one): a rejection throws, and the caller's rollback keeps
 * nothing of it.
 */
export async function storeTracks(
  trx: Transaction<Database>,
  sessionId: string,
  tracks: readonly TrackColumns[],
): Promise<number> {
  const present = tracks.filter((t) => t.atMs.length > 0);
  const newest = await newestWindows(
    trx,
    sessionId,
    present.map((t) => t.entityId),
  );
  const inserts: WindowRow[] = [];
  const updates: WindowRow[] = [];
  let accepted = 0;
  for (const track of present) {
    const first = track.atMs[0] ?? 0;
    const last = newest.get(track.entityId);
    if (last !== undefined && first <= last.lastMs) {
      throw new IngestConflict(
        `tracks (${track.entityId}): sample at ${first} ms is not after the stored sample at ${last.lastMs} ms (a batch with those times or later was stored first); nothing of this batch was stored`,
      );
    }
    for (const [w, part] of windowsOf(track)) {
      // Only the entity's newest stored window can share a window with later samples.
      const extending = last !== undefined && last.windowMs === w;
      const merged = extending
        ? concatTracks(track.entityId, [decodeWindow(track.entityId, w, last.data), part])
        : part;
      (extending ? updates : inserts).push(rowOf(sessionId, w, merged));
    }
    accepted += track.atMs.length;
  }
  for (const row of updates) {
    await trx
      .updateTable('track_windows')
      .set({ count: row.count, last_ms: row.last_ms, data: row.data })
      .where('session_id', '=', row.session_id)
      .where('entity_id', '=', row.entity_id)
      .where('window_ms', '=', row.window_ms)
      .execute();
  }
  await insertWindows(trx, inserts);
  // Metrics kept for the session were computed without these samples.
  await trx.deleteFrom('session_metrics').where('session_id', '=', sessionId).execute();
  await dropKeptGroups(trx, sessionId);
  return accepted;
}

/** Why an ingest into a session was refused: not found, not live, or at another venue. */
export class IngestNotAllowed extends Error {
  constructor(
    readonly httpStatus: 403 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'IngestNotAllowed';
  }
}

/** What a location engine's batch is checked against and numbered by. */
export interface IngestOrder {
  /** The venue of the key that sent it: the session must be at this site. */
  readonly siteId: string;
  /**
   * The sender's number for the batch, unique per session (the demo feed uses the batch's end
   * time): a batch sent again with its number is answered, not stored twice.
   */
  readonly sequence?: number | undefined;
  readonly nowMs: number;
  /** The batch's tracks sent by tag (their `tag-{id}` ids), given to their wearers here. */
  readonly tagged?: ReadonlySet<string> | undefined;
}

/** What an ingest did: samples stored, or that the batch was stored before. */
export interface IngestOutcome {
  readonly accepted: number;
  readonly duplicate: boolean;
  /** The tracks stored, by wearer (empty for a duplicate): what the live engine is fed. */
  readonly tracks: readonly TrackColumns[];
  /** Tag ids kept as raw tags: nobody, or more than one entity, wears them now. */
  readonly unresolved: readonly string[];
}

/** A hash of a batch's samples, to tell a resent batch from another one with its number. */
export function batchFingerprint(tracks: readonly TrackColumns[]): string {
  const hash = createHash('sha256');
  for (const t of tracks) {
    hash.update(`${t.entityId}\u0000${t.atMs.length}\u0000`);
    for (const column of [t.atMs, t.xYd, t.yYd, t.zYd]) {
      if (column === undefined) hash.update('-');
      else hash.update(new Uint8Array(column.buffer, column.byteOffset, column.byteLength));
    }
  }
  return hash.digest('base64url');
}

/**
 * Stores a location engine's batch in one transaction that first checks, inside it, that the
 * session is live and at the key's venue (a session ending meanwhile is seen), then whether
 * the batch's sequence was stored before. The sequence is recorded in the same transaction
 * as the samples, so a kill between commit and answer leaves a retry recognisable.
 */
export async function ingestBatch(
  db: Db,
  sessionId: string,
  tracks: readonly TrackColumns[],
  order: IngestOrder,
): Promise<IngestOutcome> {
  const fingerprint = order.sequence === undefined ? '' : batchFingerprint(tracks);
  return db.transaction().execute(async (trx) => {
    // One ingest of a session at a time: the session's row is locked first (a write to it
    // that changes nothing), so a batch racing another waits for its commit and then sees its
    // windows; without it both read the same newest windows and met on the windows' key (a
    // 500 on PostgreSQL) or one's update of a shared window overwrote the other's samples.
    // SQLite's transactions already take the write lock when they begin (db/connect.ts).
    await trx
      .updateTable('sessions')
      .set((eb) => ({ session_id: eb.ref('session_id') }))
      .where('session_id', '=', sessionId)
      .execute();
    const session = await trx
      .selectFrom('sessions')
      .select(['doc', 'status', 'team_id', 'visitor_team_id'])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (session === undefined)
      throw new IngestNotAllowed(404, `session ${sessionId} was not found`);
    const doc = JSON.parse(session.doc) as { siteId?: unknown; deleted?: unknown };
    const siteId =
      typeof doc.siteId === 'string' || typeof doc.siteId === 'number' ? String(doc.siteId) : '';
    if (siteId !== order.siteId) {
      throw new IngestNotAllowed(
        403,
        `session ${sessionId} is at venue ${siteId || '(none)'}, not at this key's venue ${order.siteId}`,
      );
    }
    const batches = trx.withTables<IngestTables>();
    if (order.sequence !== undefined) {
      // Claim the sequence before anything else, atomically: of identical resends racing
      // each other, one inserts the marker and the others wait on its row (PostgreSQL) or
      // the write lock (SQLite), then find it stored and answer as a resend. A claim by a
      // batch refused below is rolled back with it, so a refused sequence stays free.
      const claimed = await batches
        .insertInto('ingest_batches')
        .values({
          session_id: sessionId,
          sequence: order.sequence,
          fingerprint,
          accepted: tracks.reduce((n, t) => n + t.atMs.length, 0),
          created_ms: order.nowMs,
        })
        .onConflict((oc) => oc.columns(['session_id', 'sequence']).doNothing())
        .returning('sequence')
        .executeTakeFirst();
      if (claimed === undefined) {
        const earlier = await batches
          .selectFrom('ingest_batches')
          .select(['fingerprint', 'accepted'])
          .where('session_id', '=', sessionId)
          .where('sequence', '=', order.sequence)
          .executeTakeFirstOrThrow();
        if (earlier.fingerprint !== fingerprint) {
          throw new IngestNotAllowed(
            409,
            `sequence ${order.sequence} of session ${sessionId} was stored with other samples; number each batch once`,
          );
        }
        return { accepted: earlier.accepted, duplicate: true, tracks: [], unresolved: [] };
      }
    }
    if (session.status !== 'live' || doc.deleted === true) {
      const state =
        doc.deleted === true
          ? 'deleted'
          : session.status === 'future'
            ? 'not started'
            : session.status;
      throw new IngestNotAllowed(
        409,
        `session ${sessionId} is ${state}, not live: positions are taken only while it runs`,
      );
    }
    // The assignments current now, read inside the transaction: a tag moved on the Entities
    // screen counts for its new wearer from the next batch on.
    const teams = [session.team_id, session.visitor_team_id].filter((t): t is string => !!t);
    const resolved = await resolveTags(trx, teams, tracks, order.tagged ?? new Set());
    const sent = new Set(tracks);
    for (const track of resolved.tracks) {
      const raw = tagIdOfRaw(track.entityId) !== null;
      if (!sent.has(track) && !raw && !isBallEntity(track.entityId)) checkPersonInField(track);
    }
    await storeTracks(trx, sessionId, resolved.tracks);
    // The samples received, as a resend's answer gives them (two tags' samples make one).
    const accepted = tracks.reduce((n, t) => n + t.atMs.length, 0);
    return { accepted, duplicate: false, tracks: resolved.tracks, unresolved: resolved.unresolved };
  });
}

/** Every stored track of a session in [fromMs, toMs), one per entity. */
export async function loadTracks(
  db: Db,
  sessionId: string,
  fromMs = -Infinity,
  toMs = Infinity,
): Promise<TrackColumns[]> {
  let query = db
    .selectFrom('track_windows')
    .select(['entity_id', 'window_ms', 'data'])
    .where('session_id', '=', sessionId);
  if (Number.isFinite(fromMs)) query = query.where('window_ms', '>', fromMs - WINDOW_MS);
  if (Number.isFinite(toMs)) query = query.where('window_ms', '<', toMs);
  const rows = await query.orderBy('entity_id').orderBy('window_ms').execute();
  const byEntity = new Map<string, TrackColumns[]>();
  for (const r of rows) {
    const parts = byEntity.get(r.entity_id) ?? [];
    parts.push(decodeWindow(r.entity_id, r.window_ms, r.data));
    byEntity.set(r.entity_id, parts);
  }
  return [...byEntity].map(([id, parts]) => sliceTrack(concatTracks(id, parts), fromMs, toMs));
}

/** One entity's stored track of a session, or null when it has none. */
export async function loadEntityTrack(
  db: Db,
  sessionId: string,
  entityId: string,
): Promise<TrackColumns | null> {
  const rows = await db
    .selectFrom('track_windows')
    .select(['window_ms', 'data'])
    .where('session_id', '=', sessionId)
    .where('entity_id', '=', entityId)
    .orderBy('window_ms')
    .execute();
  if (rows.length === 0) return null;
  return concatTracks(
    entityId,
    rows.map((r) => decodeWindow(entityId, r.window_ms, r.data)),
  );
}

/** The stored tracks of the given entities of a session, one per entity that has any. */
export async function loadTracksOf(
  db: Db,
  sessionId: string,
  entityIds: readonly string[],
): Promise<TrackColumns[]> {
  if (entityIds.length === 0) return [];
  const rows = await db
    .selectFrom('track_windows')
    .select(['entity_id', 'window_ms', 'data'])
    .where('session_id', '=', sessionId)
    .where('entity_id', 'in', entityIds)
    .orderBy('entity_id')
    .orderBy('window_ms')
    .execute();
  const byEntity = new Map<string, TrackColumns[]>();
  for (const r of rows) {
    const parts = byEntity.get(r.entity_id) ?? [];
    parts.push(decodeWindow(r.entity_id, r.window_ms, r.data));
    byEntity.set(r.entity_id, parts);
  }
  return [...byEntity].map(([id, parts]) => concatTracks(id, parts));
}

/** A stored window as kept: entity, window start (epoch ms), sample count and bytes. */
export interface StoredWindow {
  readonly entityId: string;
  readonly windowMs: number;
  readonly count: number;
  readonly data: Uint8Array;
}

/** The stored windows of a session that overlap [fromMs, toMs), by entity then time. */
export async function loadWindows(
  db: Db,
  sessionId: string,
  fromMs: number,
  toMs: number,
): Promise<StoredWindow[]> {
  const rows = await db
    .selectFrom('track_windows')
    .select(['entity_id', 'window_ms', 'count', 'data'])
    .where('session_id', '=', sessionId)
    .where('window_ms', '>', fromMs - WINDOW_MS)
    .where('window_ms', '<', toMs)
    .orderBy('entity_id')
    .orderBy('window_ms')
    .execute();
  return rows.map((r) => ({
    entityId: r.entity_id,
    windowMs: r.window_ms,
    count: r.count,
    data: r.data,
  }));
}

/** The newest sample time (epoch ms) stored for a session, or null before any. */
export async function newestSampleMs(db: Db, sessionId: string): Promise<number | null> {
  const row = await db
    .selectFrom('track_windows')
    .select((eb) => eb.fn.max('last_ms').as('last'))
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row?.last ?? null;
}

/**
 * How long a session's batch markers outlive it: a feeder whose answer was lost resends
 * within its backoff (5 s at most between tries), so half an hour covers a store that was
 * down for a while; after that a resend into the ended session is refused as not live.
 */
export const INGEST_RESEND_GRACE_MS = 30 * 60_000;

/**
 * Deletes the batch markers of sessions that are no longer live (ended, or gone) and whose
 * end and newest batch are both older than the grace: a live session keeps every marker, so
 * its resends stay recognised. Returns how many markers went.
 */
export async function purgeIngestBatches(
  db: Db,
  nowMs: number,
  graceMs = INGEST_RESEND_GRACE_MS,
): Promise<number> {
  const cutoff = nowMs - graceMs;
  const batches = db.withTables<IngestTables>();
  const over = batches
    .selectFrom('ingest_batches as b')
    .leftJoin('sessions as s', 's.session_id', 'b.session_id')
    .select('b.session_id')
    .where((eb) =>
      eb.or([
        eb('s.session_id', 'is', null),
        eb.and([
          eb('s.status', '<>', 'live'),
          eb(eb.fn.coalesce('s.end_ms', eb.lit(0)), '<', cutoff),
        ]),
      ]),
    )
    .groupBy('b.session_id')
    .having((eb) => eb.fn.max('b.created_ms'), '<', cutoff);
  const result = await batches
    .deleteFrom('ingest_batches')
    .where('session_id', 'in', over)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
