/**
 * Past practices and games with real stored metrics, for suites that read them: the
 * session is written through the session store as complete, the simulator's positions of
 * the given players are stored as the ingest stores them, and the metrics engine computes
 * and keeps each player's numbers (what the season history does for the demo teams).
 */
import { createSession, getSession, storeBatch, type Db } from '../../dataaccess';
import type { NewSessionDoc } from '../../dataaccess/src/sessions/sessions';
import {
  sessionPlayerMetrics,
  type PlayerSessionMetrics,
} from '../../dataaccess/src/live/stored-metrics';
import { createPracticeSimulation, type SimPlayer } from '../../simulator';

/** A completed session to store. */
export interface PastSession {
  readonly id: string;
  readonly kind: 'practice' | 'game';
  /** The practising team, or the home team of a game. */
  readonly teamId: string;
  /** The visiting team of a game. */
  readonly visitorTeamId?: string;
  readonly league?: string;
  readonly startMs: number;
  /** How long the one simulated period runs; 2 minutes unless told. */
  readonly durationMs?: number;
  /** The tracked players (any team's). */
  readonly players: readonly SimPlayer[];
  /** Further fields of the schedule event: name, intensity, score, … */
  readonly fields?: Readonly<Record<string, unknown>>;
  /** False leaves the metrics to be computed later (as for a practice that just ended). */
  readonly computeMetrics?: boolean;
}

/**
 * Writes a session as seeded, without positions: a completed practice of `fields.teamId`
 * unless `fields` say otherwise (type, status, times, a game's teams, …).
 */
export function seedSession(
  db: Db,
  id: string,
  fields: Pick<NewSessionDoc, 'teamId' | 'startTime'> & Partial<NewSessionDoc>,
  nowMs = Date.now(),
) {
  return createSession(
    db,
    {
      _id: id,
      gameId: id,
      type: 'complete',
      status: 'complete',
      homeTeamId: fields.teamId,
      league: 'nfl',
      name: id,
      ...fields,
    },
    [{ type: 'session.seeded', data: {} }],
    'tests',
    nowMs,
  );
}

/** Samples stored per transaction: one minute of every entity. */
const CHUNK_MS = 60_000;

/**
 * Stores `session` with simulated positions and returns the players' metrics the engine
 * kept for it (none when asked not to compute them).
 */
export async function storePastSession(
  db: Db,
  session: PastSession,
  seed = 1,
): Promise<PlayerSessionMetrics[]> {
  const durationMs = session.durationMs ?? 2 * 60_000;
  const endMs = session.startMs + durationMs;
  await createSession(
    db,
    {
      _id: session.id,
      gameId: session.id,
      type: session.kind === 'game' ? 'game' : 'complete',
      status: 'complete',
      teamId: session.teamId,
      homeTeamId: session.teamId,
      league: session.league ?? 'nfl',
      name: session.id,
      startTime: session.startMs,
      endTime: endMs,
      drills: [{ drillType: 'Team', startTs: session.startMs, endTs: endMs }],
      ...(session.visitorTeamId === undefined ? {} : { visitorTeamId: session.visitorTeamId }),
      ...session.fields,
    },
    [{ type: 'session.seeded', data: {} }],
    'tests',
    endMs,
  );
  const sim = createPracticeSimulation({
    seed,
    players: session.players,
    periods: [{ name: 'Team', periodType: '11on11 Pass Specific', durationMs }],
    startMs: session.startMs,
  });
  for (let t = sim.startMs; t < sim.endMs; t += CHUNK_MS) {
    await storeBatch(db, session.id, sim.samplesBetween(t, Math.min(sim.endMs, t + CHUNK_MS)));
  }
  if (session.computeMetrics === false) return [];
  return sessionPlayerMetrics(db, await getSession(db, session.id));
}
