/**
 * The processing job (03 §2 processing bar): when a practice ends, its players' final numbers
 * are computed player by player by the same engine the reads use, the progress kept in
 * `processing_jobs` (migration 0011) for `processing/{id}` to answer, and the numbers kept in
 * `session_metrics` in one transaction at the end.
 *
 * Decisions:
 * - Jobs run one at a time, in the order they were asked for: a restart's backlog never takes
 *   more than one player's computation of CPU between two requests.
 * - The numbers are held in memory until the end, so what is kept is always a whole session.
 *   A job cut off (a restart) is done again from its first player: its bar starts at 0 again.
 * - Readers do not wait for the job: `sessionPlayerMetrics` computes and keeps as before when
 *   nothing is kept yet (a read right after the end costs what it always did). The job never
 *   overwrites what is kept when it finishes (a reader's numbers are the same; a targeted
 *   reprocess made meanwhile is newer), it only records that it is done.
 * - A failed job stays failed (its error in the row); a restart does not retry it.
 * - A game's job also computes its numbers by quarter and by play, player by player after the
 *   totals, and keeps them with the totals (kept-groups.ts): the bar reaches 100 % only then.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { ProcessingJobStatus, TrackColumns } from '../../../domain';
import type { Database, Db } from '../db/schema';
import { getSession, type SessionDoc } from '../sessions/sessions';
import {
  computePlayerMetrics,
  keepSessionMetrics,
  metricsInputs,
  playerTracks,
  type MetricsInputs,
  type PlayerSessionMetrics,
} from './stored-metrics';
import { groupedPlayerByPlayer, sessionSourceKey, type FilteredSession } from './filtered-metrics';
import { KEPT_GROUPINGS, keepGroups, type KeptGrouping } from './kept-groups';
import { loadSessionTracks } from './removed-plays';

/** What `processing/{id}` answers for one session: the manifest's row. */
export type ProcessingStatus = ProcessingJobStatus;

/** Where a session's processing stands. */
export type ProcessingState = ProcessingStatus['state'];

const hasKeptMetrics = async (db: Db, sessionId: string): Promise<boolean> =>
  (await db
    .selectFrom('session_metrics')
    .select('session_id')
    .where('session_id', '=', sessionId)
    .executeTakeFirst()) !== undefined;

/**
 * A session's processing status: its job's row, else derived (kept numbers are done, a
 * session not yet complete or not yet processed is pending).
 */
export async function processingStatus(db: Db, doc: SessionDoc): Promise<ProcessingStatus> {
  const row = await db
    .selectFrom('processing_jobs')
    .selectAll()
    .where('session_id', '=', doc._id)
    .executeTakeFirst();
  if (row !== undefined) {
    const state = row.state as ProcessingState;
    const share = row.players > 0 ? Math.floor((row.done * 100) / row.players) : 0;
    return {
      sessionId: doc._id,
      state,
      percent: state === 'done' ? 100 : Math.min(99, share),
      players: row.players,
      done: row.done,
      updatedMs: row.updated_ms,
    };
  }
  const kept =
    doc.status === 'complete'
      ? await db
          .selectFrom('session_metrics')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('session_id', '=', doc._id)
          .executeTakeFirstOrThrow()
      : { n: 0 };
  const players = kept.n;
  return {
    sessionId: doc._id,
    state: players > 0 ? 'done' : 'pending',
    percent: players > 0 ? 100 : 0,
    players,
    done: players,
    updatedMs: doc.endTime ?? doc.startTime,
  };
}

/**
 * Every player's numbers of a session computed one player at a time, requests served between
 * two players; `progress` hears how many are done after each. Null when `stopping` says so
 * between two players (the job stops there).
 */
export async function computePlayerByPlayer(
  doc: SessionDoc,
  tracks: readonly TrackColumns[],
  inputs: MetricsInputs,
  stopping: () => boolean,
  progress: (done: number) => Promise<void>,
): Promise<PlayerSessionMetrics[] | null> {
  const computed: PlayerSessionMetrics[] = [];
  for (const track of tracks) {
    await nextTurn();
    if (stopping()) return null;
    computed.push(...computePlayerMetrics(doc, [track], inputs));
    await progress(computed.length);
  }
  return computed;
}

/** Runs the processing jobs of one dataaccess: queued one at a time, stopped on close. */
export class ProcessingJobs {
  /** Sessions queued or running in this process: a second start of one is a no-op. */
  private readonly queued = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  /**
   * @param onError hears a job's failure (the app logs it); the job's row says failed.
   */
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly onError: (error: unknown, sessionId: string) => void = () => undefined,
  ) {}

  /** Queues the job of a session that ended; one already queued or running is left alone. */
  start(sessionId: string): void {
    if (this.closed || this.queued.has(sessionId)) return;
    this.queued.add(sessionId);
    this.chain = this.chain
      .then(() => this.run(sessionId))
      .finally(() => this.queued.delete(sessionId));
  }

  /** Jobs queued or running in this process (the metrics' queue depth). */
  depth(): number {
    return this.queued.size;
  }

  /** Whether the session's job is queued or running in this process. */
  has(sessionId: string): boolean {
    return this.queued.has(sessionId);
  }

  /**
   * Queues what a restart left: jobs cut off while processing, newest first. A completed
   * session with neither kept numbers nor a job is left to its first read (or its first
   * processing poll), so a start never takes on the work of sessions nobody asked about.
   */
  async resume(): Promise<void> {
    try {
      const rows = await this.db
        .selectFrom('sessions')
        .select('session_id')
        .where('status', '=', 'complete')
        .where((eb) =>
          eb(
            'session_id',
            'in',
            eb.selectFrom('processing_jobs').select('session_id').where('state', '=', 'processing'),
          ),
        )
        .orderBy('end_ms', 'desc')
        .execute();
      for (const r of rows) this.start(r.session_id);
    } catch (error) {
      if (!this.closed) this.onError(error, '*');
    }
  }

  /** Stops taking jobs; the running one stops after its current player and stays to resume. */
  async close(): Promise<void> {
    this.closed = true;
    await this.chain;
  }

  /** Whether close was called (a method: the flag changes while a job awaits). */
  private stopping(): boolean {
    return this.closed;
  }

  private async run(sessionId: string): Promise<void> {
    let players = 0;
    let done = 0;
    // A job queued when the app closed is left for the next start.
    if (this.stopping()) return;
    try {
      const doc = await getSession(this.db, sessionId);
      if (doc.status !== 'complete') return;
      const everyTrack = await loadSessionTracks(this.db, doc);
      const tracks = playerTracks(everyTrack);
      const inputs = await metricsInputs(this.db, doc);
      const source = await sessionSourceKey(this.db, doc);
      players = tracks.length;
      await this.record(this.db, sessionId, 'processing', players, 0);
      const computed = await computePlayerByPlayer(
        doc,
        tracks,
        inputs,
        () => this.stopping(),
        async (n) => {
          done = n;
          await this.record(this.db, sessionId, 'processing', players, done);
        },
      );
      if (computed === null) return;
      // A game's numbers by quarter and by play, kept for their first read (kept-groups.ts).
      const grouped: [KeptGrouping, FilteredSession][] = [];
      for (const groupBy of doc.type === 'game' ? KEPT_GROUPINGS : []) {
        const session = await groupedPlayerByPlayer(doc, everyTrack, inputs, groupBy, () =>
          this.stopping(),
        );
        if (session === null) return;
        grouped.push([groupBy, session]);
      }
      await this.db.transaction().execute(async (trx) => {
        if (!(await hasKeptMetrics(trx, sessionId))) await keepSessionMetrics(trx, doc, computed);
        for (const [groupBy, session] of grouped)
          await keepGroups(trx, sessionId, groupBy, source, session);
        await this.record(trx, sessionId, 'done', players, done);
      });
    } catch (error) {
      if (this.stopping()) return;
      this.onError(error, sessionId);
      await this.record(this.db, sessionId, 'failed', players, done, error).catch(() => undefined);
    }
  }

  private async record(
    db: Db | Transaction<Database>,
    sessionId: string,
    state: ProcessingState,
    players: number,
    done: number,
    error?: unknown,
  ): Promise<void> {
    const row = {
      state,
      players,
      done,
      error: error === undefined ? null : error instanceof Error ? error.message : 'failed',
      updated_ms: this.now(),
    };
    await db
      .insertInto('processing_jobs')
      .values({ session_id: sessionId, ...row })
      .onConflict((oc) => oc.column('session_id').doUpdateSet(row))
      .execute();
  }
}
