/**
 * Season history for the demo teams: every past practice of the seeded schedule gets the
 * positions a simulation of its own periods produces (each period at the times the
 * practice ran it), stored as 10-second windows through the ingest's store, and its
 * metrics computed by the engine and kept — so past-practice, team, player and playback
 * pages have data. Oldest first, so each practice's percent-of-history variants see the
 * week before it. Then the past games of the same teams: both rosters through a game's
 * warm-up, quarters and halftime. Idempotent: a session that already has stored windows
 * is left alone.
 */
import type { Db } from '../../dataaccess/src/db/schema';
import { periodsOf, sessionPlayerMetrics } from '../../dataaccess/src/live/stored-metrics';
import { getSession, type SessionDoc } from '../../dataaccess/src/sessions/sessions';
import { storeBatch } from '../../dataaccess/src/tracks/ingest';
import type { League } from '../../domain';
import { createPracticeSimulation, defaultGamePlan, type SimPeriod } from '../../simulator';
import { seededRoster, seedOf } from './seed';
import { PRACTICE_TEAMS } from './seed-schedule';

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

/**
 * The completed sessions of a kind without stored positions, oldest first; games only of
 * the history's teams (home or away).
 */
async function sessionsToFill(db: Db, nowMs: number, kind: 'practice' | 'game'): Promise<string[]> {
  let query = db
    .selectFrom('sessions')
    .select('session_id')
    .where('kind', '=', kind)
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
    );
  if (kind === 'game') {
    const teams = PRACTICE_TEAMS.map((t) => t.teamId);
    query = query.where((eb) =>
      eb.or([eb('team_id', 'in', teams), eb('visitor_team_id', 'in', teams)]),
    );
  }
  const rows = await query.orderBy('start_ms').execute();
  return rows.map((r) => r.session_id);
}

/** Simulates `periods` from `startMs` for `players` and stores them; returns the samples. */
async function storeSimulation(
  db: Db,
  sessionId: string,
  simulation: Parameters<typeof createPracticeSimulation>[0],
  options: HistoryOptions,
): Promise<number> {
  const sim = createPracticeSimulation(simulation);
  let stored = 0;
  for (let t = sim.startMs; t < sim.endMs; t += CHUNK_MS) {
    if (options.shouldStop?.() === true) return stored;
    const tracks = sim.samplesBetween(t, Math.min(sim.endMs, t + CHUNK_MS));
    stored += await storeBatch(db, sessionId, tracks);
    await pause();
  }
  return stored;
}

/** The players of a team who take the field: active and development squad. */
const activeRoster = (teamId: string, league: string) =>
  seededRoster(teamId, league as League).filter((p) => p.status === 'ACT' || p.status === 'DEV');

/** A stretch of simulation: periods played back to back from `startMs`. */
interface Block {
  readonly startMs: number;
  readonly periods: SimPeriod[];
}

/**
 * What to simulate of a session: each recorded period at the times it ran (its period
 * type, else `fallbackType`, else its name); a game without recorded periods plays the
 * league's game plan from its start.
 */
function blocksOf(doc: SessionDoc, fallbackType?: string): Block[] {
  const drills = (Array.isArray(doc.drills) ? doc.drills : []) as { periodType?: string }[];
  const recorded = periodsOf(doc)
    .filter((p) => Number.isFinite(p.endMs))
    .map((p) => ({
      startMs: p.startMs,
      periods: [
        {
          name: p.name,
          periodType: drills[p.index]?.periodType ?? fallbackType ?? p.name,
          durationMs: p.endMs - p.startMs,
        },
      ],
    }));
  if (recorded.length > 0 || doc.type !== 'game') return recorded;
  return [{ startMs: doc.startTime, periods: defaultGamePlan(doc.league as League) }];
}

/**
 * Simulates, stores and computes one past session — a practice with its team, a game with
 * both — and returns the samples stored.
 */
async function fillSession(db: Db, sessionId: string, options: HistoryOptions): Promise<number> {
  const doc = await getSession(db, sessionId);
  const game = doc.type === 'game';
  const visitor = game && typeof doc.visitorTeamId === 'string' ? doc.visitorTeamId : null;
  const players = [
    ...activeRoster(doc.teamId, doc.league),
    ...(visitor === null ? [] : activeRoster(visitor, doc.league)),
  ];
  const seed = (doc.extraData as { simSeed?: number } | undefined)?.simSeed ?? seedOf(sessionId);
  const fallback = game ? (doc.league === 'nfl' ? '11on11 Mixed' : 'Team') : undefined;
  let stored = 0;
  for (const [i, block] of blocksOf(doc, fallback).entries()) {
    stored += await storeSimulation(
      db,
      sessionId,
      { seed: seed + i, players, periods: block.periods, startMs: block.startMs },
      options,
    );
    if (options.shouldStop?.() === true) return stored;
  }
  await sessionPlayerMetrics(db, await getSession(db, sessionId));
  return stored;
}

/**
 * Fills the past practices, then the past games, that have no positions yet (see the file
 * comment); returns how many it filled.
 */
export async function seedSeasonHistory(db: Db, options: HistoryOptions = {}): Promise<number> {
  const log = options.log ?? (() => undefined);
  const nowMs = options.nowMs ?? Date.now();
  const todo = [
    ...(await sessionsToFill(db, nowMs, 'practice')).map((id) => ['practice', id] as const),
    ...(await sessionsToFill(db, nowMs, 'game')).map((id) => ['game', id] as const),
  ].slice(0, options.maxSessions);
  let filled = 0;
  for (const [kind, id] of todo) {
    const started = Date.now();
    const samples = await fillSession(db, id, options);
    if (options.shouldStop?.() === true) break;
    filled++;
    log(
      `history: ${kind} ${id} (${filled}/${todo.length}), ${samples} samples in ${((Date.now() - started) / 1000).toFixed(1)} s`,
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
        if (filled > 0) log(`history: ${filled} past practices and games filled`);
      },
      (error: unknown) => {
        log(`history: stopped (${error instanceof Error ? error.message : String(error)})`);
      },
    );
  }, 3000);
  timer.unref();
}
