/**
 * The four stages of a dataset's processing (03 §4 Data Ops): launch checks what the dataset
 * holds; retrack computes the players' numbers again from the stored positions (all of them,
 * or the chosen entities in a window), ball flight retrack finds each ball's flights again,
 * terminate sums up what the run produced. Retrack and ball flight retrack go one entity at a
 * time, serve requests between two, and record each entity done with its result in one
 * transaction, so a restart goes on from the next entity (decision 0018).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/schema';
import { detectBallFlights } from '../metrics';
import { appliedRemovedPlays, cutRemovedPlays, loadSessionTracks } from '../live/removed-plays';
import {
  computePlayerMetrics,
  isBall,
  metricsInputs,
  playerTracks,
  keepSessionMetrics,
  replacePlayerMetrics,
  type MetricsInputs,
} from '../live/stored-metrics';
import { computePlayerByPlayer } from '../live/processing-job';
import type { SessionDoc } from '../sessions/sessions';
import { loadEntityTrack } from '../tracks/ingest';
import { sliceTrack } from '../tracks/window-codec';
import { countEntities, datasetEntities } from './entities';
import type { StagePlan } from './job-plan';
import { extraOf } from './record';
import type { Stage } from '../../../state-machines';

/** What a stage runs with. */
export interface StageRun {
  readonly db: Db;
  readonly doc: SessionDoc;
  readonly plan: StagePlan;
  readonly now: () => number;
  /** True once the worker closes: the stage stops between two entities. */
  stopping(): boolean;
  /** Records one more entity done, with that entity's writes in the same transaction. */
  progress(
    entityId: string,
    done: number,
    total: number,
    work: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<void>;
}

/** A completed stage: its done event's data and the extraData it sets. */
export interface StageResult {
  readonly data: Readonly<Record<string, unknown>>;
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** The saved schedule of a dataset (save schedule), or null: the whole dataset counts. */
export function scheduleWindow(doc: SessionDoc): { startMs: number; endMs: number } | null {
  return extraOf(doc).datasetSchedule ?? null;
}

const byEntity = (a: { entityId: string }, b: { entityId: string }): number =>
  a.entityId < b.entityId ? -1 : a.entityId > b.entityId ? 1 : 0;

/** One entity's writes, committed with its progress event. */
type EntityWork = (trx: Transaction<Database>) => Promise<void>;

/**
 * Runs `each` over the entities not done yet, one per turn of the event loop, recording each
 * with the writes `each` gives; false when the worker stopped in between. What `each` throws
 * fails the stage, the entities before it kept.
 */
async function entityByEntity<T extends { entityId: string }>(
  run: StageRun,
  items: readonly T[],
  each: (item: T) => EntityWork | Promise<EntityWork>,
): Promise<boolean> {
  const before = new Set(run.plan.done);
  let done = items.filter((i) => before.has(i.entityId)).length;
  for (const item of items) {
    if (before.has(item.entityId)) continue;
    await nextTurn();
    if (run.stopping()) return false;
    const work = await each(item);
    done += 1;
    await run.progress(item.entityId, done, items.length, work);
  }
  return true;
}

async function launch(run: StageRun): Promise<StageResult> {
  const entities = await datasetEntities(run.db, run.doc._id);
  return { data: { entities: entities.length, ...countEntities(entities) } };
}

/**
 * Keeps every player's numbers when nothing is kept yet (a session no reader or processing
 * job computed), a player per turn as the processing job does: a retrack then replaces
 * players one by one, and a reader never sees only some of them. False when stopped.
 */
async function keepEveryPlayer(run: StageRun, inputs: MetricsInputs): Promise<boolean> {
  const kept = (db: Db | Transaction<Database> = run.db) =>
    db
      .selectFrom('session_metrics')
      .select('entity_id')
      .where('session_id', '=', run.doc._id)
      .executeTakeFirst();
  if ((await kept()) !== undefined) return true;
  const tracks = playerTracks(await loadSessionTracks(run.db, run.doc)).sort(byEntity);
  const computed = await computePlayerByPlayer(
    run.doc,
    tracks,
    inputs,
    () => run.stopping(),
    () => Promise.resolve(),
  );
  if (computed === null) return false;
  await run.db.transaction().execute(async (trx) => {
    if ((await kept(trx)) === undefined) await keepSessionMetrics(trx, run.doc, computed);
  });
  return true;
}

/**
 * Each player's numbers again, a player per turn: its positions read, counted by the engine
 * and its own kept row replaced (no other player's row is written), with its progress event.
 */
async function retrack(run: StageRun): Promise<StageResult | null> {
  const { db, doc, plan } = run;
  const inputs = await metricsInputs(db, doc);
  if (!(await keepEveryPlayer(run, inputs))) return null;
  const window = plan.targeted ?? scheduleWindow(doc);
  const chosen = plan.targeted === null ? null : new Set(plan.targeted.entities);
  const removed = appliedRemovedPlays(doc);
  // The players with stored samples in the window, by their first and last sample.
  const players = (await datasetEntities(db, doc._id))
    .filter((e) => !isBall(e.entityId) && (chosen === null || chosen.has(e.entityId)))
    .filter((e) => window === null || (e.firstMs < window.endMs && e.lastMs >= window.startMs))
    .sort(byEntity);
  const finished = await entityByEntity(run, players, async ({ entityId }) => {
    const stored = await loadEntityTrack(db, doc._id, entityId);
    const cut = stored === null ? [] : cutRemovedPlays([stored], removed);
    const tracks = cut.map((t) =>
      window === null ? t : sliceTrack(t, window.startMs, window.endMs),
    );
    // Nothing counts in the window (a removed play covers it): the kept row stays.
    const fresh = computePlayerMetrics(doc, tracks, inputs);
    return async (trx) => {
      if (fresh.length > 0) await replacePlayerMetrics(trx, doc, fresh);
    };
  });
  if (!finished) return null;
  return {
    data: {
      players: players.length,
      ...(plan.targeted === null ? {} : { targeted: plan.targeted }),
      ...(window === null ? {} : { window }),
    },
  };
}

async function ballFlights(run: StageRun): Promise<StageResult | null> {
  const { db, doc, plan } = run;
  const window = scheduleWindow(doc);
  const tracks = (await loadSessionTracks(db, doc)).map((t) =>
    window === null ? t : sliceTrack(t, window.startMs, window.endMs),
  );
  const balls = tracks.filter((t) => isBall(t.entityId) && t.atMs.length > 0).sort(byEntity);
  const players = new Map(playerTracks(tracks).map((t) => [t.entityId, t]));
  const positions = new Map(
    players.size === 0
      ? []
      : (
          await db
            .selectFrom('players')
            .select(['player_id', 'position'])
            .where('player_id', 'in', [...players.keys()])
            .execute()
        ).map((p) => [p.player_id, p.position]),
  );
  // A run from its start replaces every ball's flights (a ball no longer tracked has none).
  if (plan.done.length === 0)
    await db.deleteFrom('ball_flights').where('session_id', '=', doc._id).execute();
  const finished = await entityByEntity(run, balls, (ball) => {
    const flights = detectBallFlights(ball, { players, positions });
    return async (trx) => {
      const row = {
        flights: JSON.stringify(flights),
        count: flights.length,
        updated_ms: run.now(),
      };
      await trx
        .insertInto('ball_flights')
        .values({ session_id: doc._id, entity_id: ball.entityId, ...row })
        .onConflict((oc) => oc.columns(['session_id', 'entity_id']).doUpdateSet(row))
        .execute();
    };
  });
  if (!finished) return null;
  return { data: { balls: balls.length, flights: await flightCount(db, doc._id) } };
}

/** How many ball flights a dataset's balls have. */
export async function flightCount(db: Db, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('ball_flights')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('n'))
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function terminate(run: StageRun): Promise<StageResult> {
  const { db, doc } = run;
  const entities = await datasetEntities(db, doc._id);
  const counts = countEntities(entities);
  const kept = await db
    .selectFrom('session_metrics')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('session_id', '=', doc._id)
    .executeTakeFirstOrThrow();
  // The processing status record's fields (03 §3).
  const summary = {
    procEndTime: run.now(),
    procTrackCnt: Number(kept.n),
    totTrackCnt: entities.length,
    totalBallFlights: await flightCount(db, doc._id),
    totalEntities: entities.length,
    totalPlayers: counts.players,
    totalBalls: counts.balls,
  };
  return { data: summary, extra: { processing: summary } };
}

/** Runs one stage; null when the worker stopped before it completed. */
export function runStage(stage: Stage, run: StageRun): Promise<StageResult | null> {
  switch (stage) {
    case 'launch':
      return launch(run);
    case 'retrack':
      return retrack(run);
    case 'ballflight':
      return ballFlights(run);
    case 'terminate':
      return terminate(run);
  }
}
