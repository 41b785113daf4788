/**
 * A practice's combine drills as stored (03 §3 Combine event, §4 Combine drill): the read model
 * rows of migration 0014, the roster player a jersey names, and each ended drill's numbers:
 * the player's time, distance and top speed from start to end, computed by the metrics engine
 * over the stored positions exactly as fullpractice computes a time window
 * (filtered-metrics.ts `playerWindowMetrics`).
 *
 * Numbers are computed when a drill ends or its times change. Positions of the last moments may
 * still be on their way from the location feed then, so numbers stay provisional (recomputed
 * at the next read) until the player's positions reach past the drill's end, the practice is
 * complete, or {@link FINAL_AFTER_MS} have passed since the end.
 */
import type { Transaction } from 'kysely';
import {
  combineJerseyCode,
  combinePlayerOf,
  type CombineDrill,
  type CombineDrillNumbers,
  type DrillGroup,
} from '../../../domain';
import { isOpenCombineEvent } from '../../../state-machines';
import type { Database, Db } from '../db/schema';
import type { SessionDoc } from '../sessions/sessions';
import { playerWindowMetrics } from './filtered-metrics';

/** After this long past a drill's end its numbers are final, whatever arrived (ms). */
export const FINAL_AFTER_MS = 30_000;

/** A player's numbers over one drill, and the window they cover (epoch ms): the manifest's. */
export type DrillNumbers = CombineDrillNumbers;

/** A combine event as stored and answered (03 §3's fields, the player and the numbers): the manifest's row. */
export type CombineRecord = CombineDrill;

/** What a stored row keeps as its doc: the record without its numbers. */
export type CombineDoc = Omit<CombineRecord, 'numbers' | 'numbersFinal'>;

type Row = Database['combine_events'];

const recordOf = (row: Pick<Row, 'doc' | 'numbers' | 'numbers_final'>): CombineRecord => ({
  ...(JSON.parse(row.doc) as CombineDoc),
  numbers: row.numbers === null ? null : (JSON.parse(row.numbers) as DrillNumbers),
  numbersFinal: row.numbers_final === 1,
});

/** The player a combine jersey names on the practice team's roster (03 §5), if exactly one. */
export async function rosterMatch(
  db: Db,
  teamId: string,
  group: DrillGroup,
  digits: string,
): Promise<{
  jerseyNumber: string;
  player: { id: string; name: string; esbId: string | null } | null;
}> {
  const roster = await db
    .selectFrom('players')
    .select(['player_id', 'name', 'jersey', 'position', 'esb_id'])
    .where('team_id', '=', teamId)
    .execute();
  const found = combinePlayerOf(roster, group, digits);
  return {
    jerseyNumber: combineJerseyCode(group, digits, found),
    player:
      found === undefined ? null : { id: found.player_id, name: found.name, esbId: found.esb_id },
  };
}

/** Stores a new drill inside the caller's transaction. */
export async function insertCombineDoc(
  trx: Transaction<Database>,
  sessionId: string,
  doc: CombineDoc,
  nowMs: number,
): Promise<void> {
  await trx
    .insertInto('combine_events')
    .values({
      event_id: doc.event_id,
      session_id: sessionId,
      st_ms: doc.stTime,
      doc: JSON.stringify(doc),
      numbers: null,
      numbers_final: 0,
      updated_ms: nowMs,
    })
    .execute();
}

/**
 * Replaces a drill's doc inside the caller's transaction; with `newTimes` its numbers are
 * dropped, to be computed again for the new times.
 */
export async function updateCombineDoc(
  trx: Transaction<Database>,
  doc: CombineDoc,
  nowMs: number,
  newTimes: boolean,
): Promise<void> {
  await trx
    .updateTable('combine_events')
    .set({
      st_ms: doc.stTime,
      doc: JSON.stringify(doc),
      updated_ms: nowMs,
      ...(newTimes ? { numbers: null, numbers_final: 0 } : {}),
    })
    .where('event_id', '=', doc.event_id)
    .execute();
}

/** One drill of a session, or undefined. */
export async function readCombineRecord(
  db: Db,
  sessionId: string,
  eventId: string,
): Promise<CombineRecord | undefined> {
  const row = await db
    .selectFrom('combine_events')
    .select(['doc', 'numbers', 'numbers_final'])
    .where('session_id', '=', sessionId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row === undefined ? undefined : recordOf(row);
}

/** A session's drills that are not deleted, by start. */
export async function readCombineRecords(db: Db, sessionId: string): Promise<CombineRecord[]> {
  const rows = await db
    .selectFrom('combine_events')
    .select(['doc', 'numbers', 'numbers_final'])
    .where('session_id', '=', sessionId)
    .orderBy('st_ms')
    .orderBy('event_id')
    .execute();
  return rows.map(recordOf).filter((r) => r.deleted !== true);
}

/** The drill's doc: the record without its numbers. */
export const docOf = ({ numbers: _n, numbersFinal: _f, ...doc }: CombineRecord): CombineDoc => doc;

/** Whether a drill has numbers to compute: ended, not deleted, of a matched player. */
const measurable = (r: CombineRecord): r is CombineRecord & { endTime: number } =>
  r.entity_id !== null && r.deleted !== true && !isOpenCombineEvent(r) && r.endTime !== undefined;

/**
 * The drills with their numbers: those not final (or all, with `all`) are computed from the
 * stored positions and kept. A number computed for times that changed meanwhile is not kept.
 */
export async function withNumbers(
  db: Db,
  doc: SessionDoc,
  records: readonly CombineRecord[],
  nowMs: number,
  all = false,
): Promise<CombineRecord[]> {
  const due = records.filter(measurable).filter((r) => all || !r.numbersFinal);
  const computed = await playerWindowMetrics(
    db,
    doc,
    due.map((r) => ({ entityId: r.entity_id ?? '', fromMs: r.stTime, toMs: r.endTime })),
  );
  const fresh = new Map<string, CombineRecord>();
  for (const [i, r] of due.entries()) {
    const found = computed[i] ?? null;
    const numbers: DrillNumbers | null =
      found === null
        ? null
        : {
            timeSec: found.metrics.timeTrkd ?? 0,
            distanceYd: found.metrics.totalDis ?? 0,
            topSpeedMph: found.metrics.maxSpeedMPH ?? null,
            fromMs: r.stTime,
            toMs: r.endTime,
          };
    const numbersFinal =
      doc.status === 'complete' ||
      nowMs - r.endTime >= FINAL_AFTER_MS ||
      (found !== null && found.newestMs >= r.endTime);
    await db
      .updateTable('combine_events')
      .set({
        numbers: numbers === null ? null : JSON.stringify(numbers),
        numbers_final: numbersFinal ? 1 : 0,
      })
      .where('event_id', '=', r.event_id)
      .where('doc', '=', JSON.stringify(docOf(r)))
      .execute();
    fresh.set(r.event_id, { ...r, numbers, numbersFinal });
  }
  return records.map((r) => fresh.get(r.event_id) ?? r);
}
