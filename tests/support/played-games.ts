/**
 * A completed game as an import of tracking files leaves it (importers/import-games.ts): its
 * periods are plays (periodType 'Play' with a play id and quarter), positions are stored only
 * within the plays (the time between them left out), and the engine keeps every player's
 * numbers. The positions are the simulator's, so a suite can choose the players and plays.
 */
import { createSession, getSession, storeBatch, type Db } from '../../dataaccess';
import { sessionPlayerMetrics } from '../../dataaccess/src/live/stored-metrics';
import { createPracticeSimulation, type SimPeriod, type SimPlayer } from '../../simulator';
import type { TrackColumns } from '../../domain';

/** One play of the game. */
export interface PlayedPlay {
  readonly playId: string;
  readonly quarter: number;
  /** How long the play runs (s). */
  readonly seconds: number;
}

/** A game to store. */
export interface PlayedGame {
  readonly id: string;
  readonly name?: string;
  readonly teamId: string;
  readonly visitorTeamId: string;
  readonly startMs: number;
  readonly players: readonly SimPlayer[];
  readonly plays: readonly PlayedPlay[];
  /** Seconds between two plays, without positions; 20 unless told. */
  readonly gapSeconds?: number;
}

/** A stored play's span: [startMs, endMs), every sample of the play inside it. */
export interface StoredPlay extends PlayedPlay {
  readonly startMs: number;
  readonly endMs: number;
}

/** The samples of a track in [fromMs, toMs). */
function within(track: TrackColumns, fromMs: number, toMs: number): TrackColumns {
  const keep = [...track.atMs.keys()].filter(
    (i) => (track.atMs[i] ?? NaN) >= fromMs && (track.atMs[i] ?? NaN) < toMs,
  );
  return {
    entityId: track.entityId,
    atMs: Float64Array.from(keep, (i) => track.atMs[i] ?? 0),
    xYd: Float32Array.from(keep, (i) => track.xYd[i] ?? 0),
    yYd: Float32Array.from(keep, (i) => track.yYd[i] ?? 0),
  };
}

/** Stores the game with its plays' positions and kept metrics; returns the plays' spans. */
export async function storePlayedGame(db: Db, game: PlayedGame, seed = 5): Promise<StoredPlay[]> {
  const gapMs = (game.gapSeconds ?? 20) * 1000;
  const periods: SimPeriod[] = game.plays.flatMap((p, i) => [
    ...(i === 0 ? [] : [{ name: 'between', periodType: 'Break', durationMs: gapMs }]),
    { name: p.playId, periodType: '11on11 Mixed', durationMs: p.seconds * 1000 },
  ]);
  const sim = createPracticeSimulation({
    seed,
    players: game.players,
    periods,
    startMs: game.startMs,
    ballIds: ['ball'],
  });
  const plays = sim.periods
    .filter((span) => span.name !== 'between')
    .map((span, i): StoredPlay => {
      const play = game.plays[i];
      if (play === undefined) throw new Error(`no play for ${span.name}`);
      return { ...play, startMs: span.startMs, endMs: span.endMs };
    });
  const first = plays[0];
  const last = plays.at(-1);
  if (first === undefined || last === undefined) throw new Error('a game needs plays');
  await createSession(
    db,
    {
      _id: game.id,
      gameId: game.id,
      type: 'game',
      status: 'complete',
      teamId: game.teamId,
      homeTeamId: game.teamId,
      visitorTeamId: game.visitorTeamId,
      league: 'nfl',
      name: game.name ?? game.id,
      startTime: first.startMs,
      endTime: last.endMs,
      drills: plays.map((p) => ({
        drillType: `Q${p.quarter} · Play ${p.playId}`,
        periodType: 'Play',
        playId: p.playId,
        quarter: p.quarter,
        startTs: p.startMs,
        endTs: p.endMs,
      })),
    },
    [{ type: 'game.imported', data: { source: 'tests' } }],
    'tests',
    last.endMs,
  );
  for (const play of plays) {
    const tracks = sim
      .samplesBetween(play.startMs - 1000, play.endMs + 1000)
      .map((t) => within(t, play.startMs, play.endMs))
      .filter((t) => t.atMs.length > 0);
    await storeBatch(db, game.id, tracks);
  }
  await sessionPlayerMetrics(db, await getSession(db, game.id));
  return plays;
}
