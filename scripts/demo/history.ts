/**
 * Season history for the demo teams: every past practice of the seeded schedule gets the
 * positions a simulation of its own periods produces (each period at the times the
 * practice ran it), stored as 10-second windows through the ingest's store, and its
 * metrics computed by the engine and kept — so past-practice, team, player and playback
 * pages have data. Oldest first, so each practice's percent-of-history variants see the
 * week before it. Idempotent: a practice that already has stored windows is left alone.
 */
import type { Db } from '../../dataaccess/src/db/schema';
import { periodsOf, sessionPlayerMetrics } from '../../dataaccess/src/live/stored-metrics';
import { getSession } from '../../dataaccess/src/sessions/sessions';
import { storeBatch } from '../../dataaccess/src/tracks/ingest';
import type { League } from '../../domain';
import { createPracticeSimulation } from '../../simulator';
import { seededRoster, seedOf } from './seed';

/** Samples stored per transaction: one minute of every entity. */
const CHUNK_MS = 60_000;

/** Options of {@link seedSeasonHistory}. */
export interface HistoryOptions {
  /** Only practices that ended before this (epoch ms); default now. */
  readonly nowMs?: number;
  /** At most this many practices in this run (oldest first); default all. */
  readonly maxSessions?: number;
  readonly log?: (line: string) => void;
  /** Asked between chunks: true ends the run early (the product is stopping). */
  readonly shouldStop?: () => boolean;
}

const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The completed practices without stored positions, oldest first. */
async function practicesToFill(db: Db, nowMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('session_id')
    .where('kind', '=', 'practice')
    .where('status', '=', 'complete')
    .where('start_ms', '<', nowMs)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('track_windows')
            .select('track_windows.session_id')
            .whereRef('track_windows.session_id', '=', 'sessions.session_id'),
        ),
      ),
    )
    .orderBy('start_ms')
    .execute();
  return rows.map((r) => r.session_id);
}

/** Simulates, stores and computes one past practice; returns the samples stored. */
async function fillPractice(db: Db, sessionId: string, options: HistoryOptions): Promise<number> {
  const doc = await getSession(db, sessionId);
  const roster = seededRoster(doc.teamId, doc.league as League).filter(
    (p) => p.status === 'ACT' || p.status === 'DEV',
  );
  const seed = (doc.extraData as { simSeed?: number } | undefined)?.simSeed ?? seedOf(sessionId);
  const drills = (Array.isArray(doc.drills) ? doc.drills : []) as { periodType?: string }[];
  let stored = 0;
  for (const period of periodsOf(doc)) {
    if (!Number.isFinite(period.endMs)) continue;
    const sim = createPracticeSimulation({
      seed: seed + period.index,
      players: roster,
      periods: [
        {
          name: period.name,
          periodType: drills[period.index]?.periodType ?? period.name,
          durationMs: period.endMs - period.startMs,
        },
      ],
      startMs: period.startMs,
    });
    for (let t = sim.startMs; t < sim.endMs; t += CHUNK_MS) {
      if (options.shouldStop?.() === true) return stored;
      const tracks = sim.samplesBetween(t, Math.min(sim.endMs, t + CHUNK_MS));
      stored += await storeBatch(db, sessionId, tracks);
      await pause();
    }
  }
  await sessionPlayerMetrics(db, await getSession(db, sessionId));
  return stored;
}

/**
 * Fills the past practices that have no positions yet (see the file comment); returns how
 * many it filled.
 */
export async function seedSeasonHistory(db: Db, options: HistoryOptions = {}): Promise<number> {
  const log = options.log ?? (() => undefined);
  const ids = await practicesToFill(db, options.nowMs ?? Date.now());
  const todo = ids.slice(0, options.maxSessions ?? ids.length);
  let filled = 0;
  for (const id of todo) {
    const started = Date.now();
    const samples = await fillPractice(db, id, options);
    if (options.shouldStop?.() === true) break;
    filled++;
    log(
      `history: practice ${id} (${filled}/${todo.length}), ${samples} samples in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return filled;
}

/**
 * Starts {@link seedSeasonHistory} in the background, a few seconds after start so the
 * product answers first; errors (a store closed by a stop) end it with one log line. Under
 * the test runner it runs only with PRACTICE_HISTORY=on, elsewhere unless it is 'off'.
 */
export function startSeasonHistory(db: Db, log: (line: string) => void = () => undefined): void {
  const setting = process.env.PRACTICE_HISTORY;
  if (setting === 'off' || (process.env.VITEST !== undefined && setting !== 'on')) return;
  const timer = setTimeout(() => {
    seedSeasonHistory(db, { log }).then(
      (filled) => {
        if (filled > 0) log(`history: ${filled} past practices filled`);
      },
      (error: unknown) => {
        log(`history: stopped (${error instanceof Error ? error.message : String(error)})`);
      },
    );
  }, 3000);
  timer.unref();
}
