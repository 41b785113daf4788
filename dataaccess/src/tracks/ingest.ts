/**
 * Tracking ingest: the interface through which a location engine (or the simulator, or an
 * importer) hands over position samples. A batch is checked whole before anything is
 * written, written in one transaction, and acknowledged only after the commit.
 */
import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/schema';
import { FIELD_LENGTH_YD, FIELD_WIDTH_YD, isBallEntity, type TrackColumns } from '../../../domain';
import {
  concatTracks,
  decodeWindow,
  encodeWindow,
  sliceTrack,
  WINDOW_MS,
  windowStart,
} from './window-codec';

/** One entity's samples in a batch: JSON arrays from the API, typed arrays from an importer. */
export interface IngestTrack {
  readonly entityId: string;
  readonly atMs: ArrayLike<number>;
  readonly xYd: ArrayLike<number>;
  readonly yYd: ArrayLike<number>;
  readonly zYd?: ArrayLike<number> | undefined;
}

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

const MAX_SAMPLES_PER_BATCH = 200_000;

/** Checks a batch and turns it into typed columns; throws {@link IngestRejected}. */
export function validateBatch(tracks: readonly IngestTrack[]): TrackColumns[] {
  let total = 0;
  const seen = new Set<string>();
  return tracks.map((t, k) => {
    const where = `tracks[${k}] (${t.entityId})`;
    const margin = isBallEntity(t.entityId) ? BALL_FIELD_MARGIN_YD : FIELD_MARGIN_YD;
    if (seen.has(t.entityId))
      throw new IngestRejected(`${where}: entity appears twice in one batch`);
    seen.add(t.entityId);
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
      if (
        x < -margin ||
        x > FIELD_LENGTH_YD + margin ||
        y < -margin ||
        y > FIELD_WIDTH_YD + margin
      ) {
        throw new IngestRejected(`${where}: sample ${i} at (${x}, ${y}) yd is outside the field`);
      }
    }
    const columns = {
      entityId: t.entityId,
      atMs: Float64Array.from(t.atMs),
      xYd: Float32Array.from(t.xYd),
      yYd: Float32Array.from(t.yYd),
    };
    return t.zYd ? { ...columns, zYd: Float32Array.from(t.zYd) } : columns;
  });
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
  let accepted = 0;
  for (const track of tracks) {
    const n = track.atMs.length;
    if (n === 0) continue;
    const first = track.atMs[0] ?? 0;
    const last = await trx
      .selectFrom('track_windows')
      .select((eb) => eb.fn.max('last_ms').as('last'))
      .where('session_id', '=', sessionId)
      .where('entity_id', '=', track.entityId)
      .executeTakeFirst();
    const lastMs = last?.last ?? -Infinity;
    if (first <= lastMs) {
      throw new IngestRejected(
        `tracks (${track.entityId}): sample at ${first} ms is not after the stored sample at ${lastMs} ms`,
      );
    }
    for (let w = windowStart(first); w <= (track.atMs[n - 1] ?? 0); w += WINDOW_MS) {
      const part = sliceTrack(track, w, w + WINDOW_MS);
      if (part.atMs.length === 0) continue;
      const existing = await trx
        .selectFrom('track_windows')
        .select('data')
        .where('session_id', '=', sessionId)
        .where('entity_id', '=', track.entityId)
        .where('window_ms', '=', w)
        .executeTakeFirst();
      const merged = existing
        ? concatTracks(track.entityId, [decodeWindow(track.entityId, w, existing.data), part])
        : part;
      const row = {
        count: merged.atMs.length,
        last_ms: merged.atMs[merged.atMs.length - 1] ?? w,
        data: encodeWindow(w, merged),
      };
      if (existing) {
        await trx
          .updateTable('track_windows')
          .set(row)
          .where('session_id', '=', sessionId)
          .where('entity_id', '=', track.entityId)
          .where('window_ms', '=', w)
          .execute();
      } else {
        await trx
          .insertInto('track_windows')
          .values({ session_id: sessionId, entity_id: track.entityId, window_ms: w, ...row })
          .execute();
      }
    }
    accepted += n;
  }
  // Metrics kept for the session were computed without these samples.
  await trx.deleteFrom('session_metrics').where('session_id', '=', sessionId).execute();
  return accepted;
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
