/**
 * Season history for the demo teams: every past practice of the seeded schedule gets the
 * positions a simulation of its own periods produces (each period at the times the
 * practice ran it), stored as 10-second windows through the ingest's store, and its
 * metrics computed by the engine and kept — so past-practice, team, player and playback
 * pages have data; and the past games of the same teams: both game-day squads through a game's
 * warm-up, quarters and halftime; a game played play by play runs each play in its shape with
 * the players on the field, the rest on their sideline (simulator/game-motion.ts). Oldest
 * first, games among practices, so each session's
 * percent-of-history variants see the week before it. Idempotent: a session that already
 * has stored windows is left alone. `npm start` runs it in a process of its own at the
 * lowest priority (fill-history.ts), with threads filling sessions side by side.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../dataaccess/src/db/schema';
import {
  HISTORY_MS,
  keepSessionMetrics,
  metricsInputs,
  periodsOf,
  sidesOf,
} from '../../dataaccess/src/live/stored-metrics';
import { gamePlays, type GamePlay } from '../../dataaccess/src/live/removed-plays';
import { getSession, type SessionDoc } from '../../dataaccess/src/sessions/sessions';
import { insertWindows } from '../../dataaccess/src/tracks/ingest';
import type { League } from '../../domain';
import {
  defaultGamePlan,
  gameDayRoster,
  type SimGameScript,
  type SimPlayer,
  type SimScriptedPlay,
} from '../../simulator';
import {
  FillPool,
  fillJob,
  unpackRows,
  type Block,
  type FillResult,
  type SimulationJob,
} from './history-work';
import { seededRoster, seedOf } from './seed';
import type { SeededPlayPeriod } from './seeded-games';
import { PRACTICE_TEAMS } from './seed-schedule';
import { tsxChild } from '../supervisor';

/** Options of {@link seedSeasonHistory}. */
export interface HistoryOptions {
  /** Only practices that ended before this (epoch ms); default now. */
  readonly nowMs?: number;
  /** At most this many practices in this run (oldest first); default all. */
  readonly maxSessions?: number;
  readonly log?: (line: string) => void;
  /** Asked between sessions: true ends the run early (the product is stopping). */
  readonly shouldStop?: () => boolean;
  /**
   * Threads that fill sessions side by side while this thread stores what they give back;
   * 0 (the default) fills each in turn on this thread.
   */
  readonly workers?: number;
}

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

/** The players of a team who practise: active and development squad. */
const practiceSquad = (teamId: string, league: League) =>
  seededRoster(teamId, league).filter((p) => p.status === 'ACT' || p.status === 'DEV');

/** The players a team dresses for a game (see {@link gameDayRoster}). */
const gameSquad = (teamId: string, league: League) =>
  gameDayRoster(seededRoster(teamId, league), league);

/**
 * What to simulate of a session: each recorded period at the times it ran (its period
 * type, else `fallbackType`, else its name); a game without recorded periods plays the
 * league's game plan from its start.
 */
function blocksOf(doc: SessionDoc, fallbackType?: string): Block[] {
  const plays = doc.type === 'game' ? gamePlays(doc) : [];
  if (plays.some((p) => p.quarter !== null)) return playedGameBlocks(doc, plays);
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
 * A game played play by play (seeded-games.ts): the warm-up from its start to the first
 * snap, each quarter from its first snap to the next quarter's (the second and the last to
 * their last whistle), halftime between, with the period types of the league's game plan.
 */
function playedGameBlocks(doc: SessionDoc, plays: readonly GamePlay[]): Block[] {
  const plan = defaultGamePlan(doc.league as League);
  const typeOf = (name: string) => plan.find((p) => p.name === name)?.periodType ?? name;
  const span = (name: string, periodType: string, startMs: number, endMs: number): Block[] =>
    endMs > startMs
      ? [{ startMs, periods: [{ name, periodType, durationMs: endMs - startMs }] }]
      : [];
  const quarters = [1, 2, 3, 4].flatMap((q) => {
    const own = plays.filter((p) => p.quarter === q);
    const first = own[0];
    const last = own.at(-1);
    return first === undefined || last === undefined
      ? []
      : [{ q, startMs: first.startMs, endMs: last.endMs }];
  });
  const blocks = span(
    'Warm-up',
    typeOf('Warm-up'),
    doc.startTime,
    quarters[0]?.startMs ?? doc.startTime,
  );
  quarters.forEach(({ q, startMs, endMs }, i) => {
    const next = quarters[i + 1];
    const end = next === undefined || q === 2 ? endMs : next.startMs;
    blocks.push(...span(`Q${q}`, typeOf(`Q${q}`), startMs, end));
    if (q === 2 && next !== undefined)
      blocks.push(...span('Halftime', 'Break', endMs, next.startMs));
  });
  return blocks;
}

/** What to simulate of a past session: a practice with its team, a game with both. */
function jobOf(doc: SessionDoc): SimulationJob {
  const game = doc.type === 'game';
  const visitor = game && typeof doc.visitorTeamId === 'string' ? doc.visitorTeamId : null;
  const league = doc.league as League;
  const players = game
    ? [...gameSquad(doc.teamId, league), ...(visitor === null ? [] : gameSquad(visitor, league))]
    : practiceSquad(doc.teamId, league);
  const seed = (doc.extraData as { simSeed?: number } | undefined)?.simSeed ?? seedOf(doc._id);
  const fallback = game ? (doc.league === 'nfl' ? '11on11 Mixed' : 'Team') : undefined;
  const script = game ? gameScript(doc, gameSquad(doc.teamId, league)) : null;
  return { blocks: blocksOf(doc, fallback), players, seed, ...(script ? { game: script } : {}) };
}

/**
 * A game played play by play (seeded-games.ts) as the simulation runs it: each play's type,
 * yards and the players on the field of either side; null for a game without such plays.
 */
function gameScript(doc: SessionDoc, homeSquad: readonly SimPlayer[]): SimGameScript | null {
  const drills = (Array.isArray(doc.drills) ? doc.drills : []) as Partial<SeededPlayPeriod>[];
  const home = new Set(homeSquad.map((p) => p.id));
  const plays = drills.flatMap((d): SimScriptedPlay[] => {
    const ids = d.playerIds;
    if (d.playType === undefined || ids === undefined) return [];
    if (typeof d.startTs !== 'number' || typeof d.endTs !== 'number') return [];
    const homeBall = d.offenseTeamId === doc.teamId;
    const ours = (id: string) => home.has(id) === homeBall;
    return [
      {
        startMs: d.startTs,
        endMs: d.endTs,
        type: d.playType,
        yards: d.yards ?? 0,
        offense: ids.filter(ours),
        defense: ids.filter((id) => !ours(id)),
      },
    ];
  });
  return plays.length > 0 ? { plays, homeIds: [...home] } : null;
}

/**
 * Stores a filled session, its windows and metrics in one short transaction, so that a
 * reader sees it either empty or whole; returns the samples stored.
 */
async function storeSession(db: Db, doc: SessionDoc, result: FillResult): Promise<number> {
  await db.transaction().execute(async (trx) => {
    // The fill takes sessions without positions; one stored meanwhile fails the insert.
    await insertWindows(trx, unpackRows(result.windows));
    if (result.metrics.length > 0) await keepSessionMetrics(trx, doc, result.metrics);
  });
  return result.windows.count.reduce((sum, n) => sum + n, 0);
}

/**
 * Simulates one past session and stores its positions and metrics (on `pool`'s threads, or
 * on this one); returns the samples stored.
 */
export async function fillSession(
  db: Db,
  doc: SessionDoc,
  pool: FillPool | null = null,
): Promise<number> {
  const job = { doc, simulation: jobOf(doc), inputs: await metricsInputs(db, doc) };
  return storeSession(db, doc, pool === null ? fillJob(job) : await pool.run(job));
}

/**
 * For each session (oldest first), the earlier ones its metrics compare with: those of a
 * team in common within the week before it. It is computed only once they are stored.
 */
function dependencies(docs: readonly SessionDoc[]): number[][] {
  return docs.map((doc, i) =>
    docs
      .slice(0, i)
      .flatMap((earlier, j) =>
        earlier.startTime < doc.startTime &&
        doc.startTime - earlier.startTime <= HISTORY_MS &&
        sidesOf(earlier).some((team) => sidesOf(doc).includes(team))
          ? [j]
          : [],
      ),
  );
}

/**
 * Fills the past practices and games that have no positions yet (see the file comment);
 * returns how many it filled. With `workers`, sessions whose past week is stored are filled
 * side by side on that many threads while this thread stores what they give back.
 */
export async function seedSeasonHistory(db: Db, options: HistoryOptions = {}): Promise<number> {
  const log = options.log ?? (() => undefined);
  const nowMs = options.nowMs ?? Date.now();
  const ids = [
    ...(await sessionsToFill(db, nowMs, 'practice')),
    ...(await sessionsToFill(db, nowMs, 'game')),
  ];
  const docs: SessionDoc[] = [];
  for (const id of ids) docs.push(await getSession(db, id));
  docs.sort((a, b) => a.startTime - b.startTime || a._id.localeCompare(b._id));
  docs.splice(options.maxSessions ?? docs.length);
  const needs = dependencies(docs);
  const workers = options.workers ?? 0;
  const pool = workers > 0 ? new FillPool(workers) : null;
  // One more in flight than threads: one session is stored while the threads compute.
  const capacity = workers > 0 ? workers + 1 : 1;
  const stored = new Set<number>();
  const inFlight = new Map<number, Promise<void>>();

  const fill = async (i: number, doc: SessionDoc): Promise<void> => {
    const began = Date.now();
    const samples = await fillSession(db, doc, pool);
    stored.add(i);
    log(
      `history: ${doc.type === 'game' ? 'game' : 'practice'} ${doc._id} (${stored.size}/${docs.length}), ${samples} samples in ${((Date.now() - began) / 1000).toFixed(1)} s`,
    );
  };

  try {
    while (stored.size < docs.length && options.shouldStop?.() !== true) {
      for (const [i, doc] of docs.entries()) {
        if (inFlight.size >= capacity) break;
        if (stored.has(i) || inFlight.has(i)) continue;
        if (!(needs[i] ?? []).every((j) => stored.has(j))) continue;
        inFlight.set(
          i,
          fill(i, doc).finally(() => inFlight.delete(i)),
        );
      }
      // Nothing can start while nothing runs only if a session waits on itself: never.
      if (inFlight.size === 0) throw new Error('history: no session can be filled');
      await Promise.race(inFlight.values());
    }
    await Promise.all(inFlight.values());
  } finally {
    await pool?.close();
  }
  return stored.size;
}

/** A history fill running in its own process. */
export interface HistoryFill {
  /** Resolves when the process ended (with the history complete, or stopped). */
  readonly ended: Promise<void>;
  /** Ends the fill now (a session being stored is rolled back whole). */
  stop(): Promise<void>;
}

/**
 * Starts the history fill of the store at `databaseUrl` in a process of its own at the
 * lowest priority (fill-history.ts); its lines go to `log`. Under the test runner it runs
 * only with PRACTICE_HISTORY=on, elsewhere unless it is 'off'; null when it does not run.
 */
export function startSeasonHistory(
  databaseUrl: string,
  log: (line: string) => void = () => undefined,
): HistoryFill | null {
  const setting = process.env.PRACTICE_HISTORY;
  if (setting === 'off' || (process.env.VITEST !== undefined && setting !== 'on')) return null;
  const { command, args } = tsxChild(fileURLToPath(new URL('./fill-history.ts', import.meta.url)));
  const child = spawn(command, args, {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    // The IPC channel ends the fill when this process goes, however it goes.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream !== null) createInterface({ input: stream }).on('line', log);
  }
  const ended = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal === null) log(`history: ended with exit code ${String(code)}`);
      resolve();
    });
  });
  return {
    ended,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await ended;
    },
  };
}
