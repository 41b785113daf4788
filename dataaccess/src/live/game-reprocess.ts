/**
 * A game's reprocess (03 §2 Game Manage, §4 Reprocess status codes): the game's numbers are
 * computed again from its stored positions with the saved removed plays left out
 * (removed-plays.ts), player by player by the same engine as the kept metrics, and kept in
 * place of every player's row in one transaction, together with the `game.reprocessed` event
 * that puts the applied list on the game's document (so every later computation of its numbers
 * leaves the same samples out). Progress is kept in `game_reprocess` (migration 0012).
 *
 * Decisions:
 * - One reprocess of a game runs at a time. Asked again while one runs, the game is queued
 *   behind it (status 100) and runs once more when it ends, with the list saved by then; asked
 *   again while one is already queued, nothing more is queued. Different games run side by side.
 * - The saved list is read when a run starts, so a save made while a run is queued is applied.
 * - A restart resumes the runs that were queued or running, from their first player.
 * - Numbers are held in memory until the end: what is kept is always a whole game.
 */
import type { Transaction } from 'kysely';
import {
  REPROCESS_CODE,
  removedPlayMappings,
  reprocessMessage,
  type RemovedPlay,
  type GameReprocessAnswer,
  type GameReprocessStatus,
  type ReprocessCode,
  type ReprocessState,
} from '../../../domain';
import type { Database, Db } from '../db/schema';
import { getSession, runSessionCommand, type SessionDoc } from '../sessions/sessions';
import { loadTracks } from '../tracks/ingest';
import {
  appliedRemovedPlays,
  cutRemovedPlays,
  resolveRemovedPlays,
  type AppliedRemovedPlay,
} from './removed-plays';
import { computePlayerByPlayer } from './processing-job';
import { keepSessionMetrics, metricsInputs, playerTracks } from './stored-metrics';

/** What `reprocessgame/{gameId}` answers: the manifest's row. */
export type ReprocessAnswer = GameReprocessAnswer;

/** What `reprocessgame/{gameId}/status` answers: the manifest's row. */
export type ReprocessStatus = GameReprocessStatus;

/** The saved removed plays of a game (none before a save). */
export async function savedRemovedPlays(db: Db, sessionId: string): Promise<RemovedPlay[]> {
  const row = await db
    .selectFrom('removed_plays')
    .select('plays')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row === undefined ? [] : (JSON.parse(row.plays) as RemovedPlay[]);
}

/**
 * A game's reprocess status: its row, else 'none', with what the game's numbers leave out.
 * The row is read before the game (a run that is done committed both together), so a done
 * state always comes with its applied list. An unknown session is a not-found.
 */
export async function reprocessStatus(db: Db, sessionId: string): Promise<ReprocessStatus> {
  const row = await db
    .selectFrom('game_reprocess')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  const doc = await getSession(db, sessionId);
  const applied = removedPlayMappings(appliedRemovedPlays(doc));
  if (row === undefined) {
    return {
      gameId: doc._id,
      state: 'none',
      queued: false,
      percent: 0,
      players: 0,
      done: 0,
      plays: [],
      applied,
      error: null,
      requestedMs: null,
      requestedBy: null,
      updatedMs: null,
    };
  }
  const state = row.state as ReprocessState;
  const share = row.players > 0 ? Math.floor((row.done * 100) / row.players) : 0;
  return {
    gameId: doc._id,
    state,
    queued: row.again === 1,
    percent: state === 'done' ? 100 : Math.min(99, share),
    players: row.players,
    done: row.done,
    plays: removedPlayMappings(JSON.parse(row.plays) as RemovedPlay[]),
    applied,
    error: row.error,
    requestedMs: row.requested_ms,
    requestedBy: row.requested_by,
    updatedMs: row.updated_ms,
  };
}

/** Why a session cannot be reprocessed as a game, or null when it can. */
async function refusal(db: Db, doc: SessionDoc): Promise<string | null> {
  if (doc.type !== 'game') return `session ${doc._id} is a practice: reprocess is for games`;
  if (doc.status !== 'complete')
    return `game ${doc._id} has not ended: its numbers are processed when it ends`;
  const tracked = await db
    .selectFrom('track_windows')
    .select('entity_id')
    .where('session_id', '=', doc._id)
    .executeTakeFirst();
  return tracked === undefined ? `game ${doc._id} has no stored positions to reprocess` : null;
}

/** Runs the reprocesses of one dataaccess; stopped on close. */
export class GameReprocessJobs {
  /** Games whose run is going on in this process. */
  private readonly running = new Map<string, Promise<void>>();
  /** Games asked for again while running. */
  private readonly again = new Set<string>();
  private closed = false;

  /** @param onError hears a run's failure (the app logs it); the game's row says failed. */
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly onError: (error: unknown, sessionId: string) => void = () => undefined,
  ) {}

  /** Games whose reprocess runs or waits to run again in this process (the metrics' queue depth). */
  depth(): number {
    return this.running.size + this.again.size;
  }

  /**
   * Asks for a game's reprocess: 0 when it starts, 100 when one of the game is running (this
   * one runs after it), -1 with the reason when the game cannot be reprocessed.
   */
  async request(doc: SessionDoc, actor: string): Promise<ReprocessAnswer> {
    const requestedMs = this.now();
    const plays = removedPlayMappings(await savedRemovedPlays(this.db, doc._id));
    const answer = (code: ReprocessCode, why?: string): ReprocessAnswer => ({
      gameId: doc._id,
      code,
      message: why === undefined ? reprocessMessage(code) : `${reprocessMessage(code)}: ${why}`,
      plays,
      requestedMs,
    });
    const refused = this.closed ? 'dataaccess is stopping' : await refusal(this.db, doc);
    if (refused !== null) return answer(REPROCESS_CODE.error, refused);
    if (this.running.has(doc._id)) {
      this.again.add(doc._id);
      await this.db
        .updateTable('game_reprocess')
        .set({ again: 1, requested_ms: requestedMs, requested_by: actor, updated_ms: requestedMs })
        .where('session_id', '=', doc._id)
        .execute();
      return answer(REPROCESS_CODE.queued);
    }
    // Launched before anything else is awaited: a second request now finds it running.
    const queued = this.record(this.db, doc._id, {
      state: 'queued',
      again: 0,
      players: 0,
      done: 0,
      error: null,
      requested_ms: requestedMs,
      requested_by: actor,
    });
    this.launch(doc._id, queued);
    await queued;
    return answer(REPROCESS_CODE.started);
  }

  /** Runs again what a restart cut off: games whose reprocess was queued or running. */
  async resume(): Promise<void> {
    try {
      const rows = await this.db
        .selectFrom('game_reprocess')
        .select('session_id')
        .where('state', 'in', ['queued', 'running'])
        .orderBy('requested_ms')
        .execute();
      for (const r of rows) if (!this.running.has(r.session_id)) this.launch(r.session_id);
    } catch (error) {
      if (!this.closed) this.onError(error, '*');
    }
  }

  /** Resolves when no reprocess runs in this process (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  /** Stops taking runs; a running one stops after its current player and resumes on restart. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  /** Whether close was called (a method: the flag changes while a run awaits). */
  private stopping(): boolean {
    return this.closed;
  }

  /** Runs the game's reprocess (again while asked again), once `before` is done. */
  private launch(sessionId: string, before: Promise<void> = Promise.resolve()): void {
    const run = (async () => {
      await before;
      do {
        this.again.delete(sessionId);
        await this.runOnce(sessionId);
      } while (this.again.has(sessionId) && !this.stopping());
    })()
      // runOnce records its own failures; this hears only a failed first record.
      .catch((error: unknown) => {
        this.onError(error, sessionId);
      })
      .finally(() => this.running.delete(sessionId));
    this.running.set(sessionId, run);
  }

  private async runOnce(sessionId: string): Promise<void> {
    let players = 0;
    let done = 0;
    try {
      const doc = await getSession(this.db, sessionId);
      const refused = await refusal(this.db, doc);
      if (refused !== null) throw new Error(refused);
      const saved = await savedRemovedPlays(this.db, sessionId);
      const resolved = await resolveRemovedPlays(this.db, doc, saved);
      await this.record(this.db, sessionId, {
        state: 'running',
        again: 0,
        plays: saved,
        players: 0,
        done: 0,
        error: null,
      });
      if (!resolved.ok) throw new Error(resolved.problem);
      const tracks = playerTracks(
        cutRemovedPlays(await loadTracks(this.db, sessionId), resolved.applied),
      );
      const inputs = await metricsInputs(this.db, doc);
      players = tracks.length;
      const computed = await computePlayerByPlayer(
        doc,
        tracks,
        inputs,
        () => this.stopping(),
        async (n) => {
          done = n;
          await this.record(this.db, sessionId, { players, done });
        },
      );
      if (computed === null) return;
      await this.db.transaction().execute(async (trx) => {
        const actor = await this.requester(trx, sessionId);
        const next = await runSessionCommand(
          trx,
          sessionId,
          (current) => ({
            events: [
              {
                type: 'game.reprocessed',
                data: { removedPlays: resolved.applied, players: computed.length },
              },
            ],
            doc: { ...current, removedPlays: resolved.applied satisfies AppliedRemovedPlay[] },
          }),
          actor,
          this.now(),
        );
        await keepSessionMetrics(trx, next, computed);
        await this.record(trx, sessionId, { state: 'done', players, done });
      });
    } catch (error) {
      if (this.stopping()) return;
      this.onError(error, sessionId);
      await this.record(this.db, sessionId, {
        state: 'failed',
        players,
        done,
        error: error instanceof Error ? error.message : 'failed',
      }).catch(() => undefined);
    }
  }

  /** Who asked for the game's reprocess (the event's actor). */
  private async requester(trx: Transaction<Database>, sessionId: string): Promise<string> {
    const row = await trx
      .selectFrom('game_reprocess')
      .select('requested_by')
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    return row?.requested_by ?? 'system';
  }

  /** Writes the game's row: the given fields, the rest kept (a new row starts empty). */
  private async record(
    db: Db | Transaction<Database>,
    sessionId: string,
    fields: {
      state?: ReprocessState;
      again?: number;
      plays?: readonly RemovedPlay[];
      players?: number;
      done?: number;
      error?: string | null;
      requested_ms?: number;
      requested_by?: string;
    },
  ): Promise<void> {
    const updated_ms = this.now();
    const { plays, ...rest } = fields;
    const set = {
      ...rest,
      ...(plays === undefined ? {} : { plays: JSON.stringify(plays) }),
      updated_ms,
    };
    await db
      .insertInto('game_reprocess')
      .values({
        session_id: sessionId,
        state: 'queued',
        again: 0,
        plays: '[]',
        players: 0,
        done: 0,
        error: null,
        requested_ms: updated_ms,
        requested_by: 'system',
        ...set,
      })
      .onConflict((oc) => oc.column('session_id').doUpdateSet(set))
      .execute();
  }
}
