/**
 * The demo's past football games as the simulator plays them (simulator/game.ts): each
 * play a period of the game's session with periodType 'Play', as the importers keep a real
 * game's plays, so By quarter, By play and Game Manage read them alike; the score is the
 * plays' points. The history fill then moves the players through the same quarters.
 */
import type { Db } from '../../dataaccess/src/db/schema';
import { getSession, type SessionDoc } from '../../dataaccess/src/sessions/sessions';
import { formatGameClock, playPeriodName, type League } from '../../domain';
import { gameDayRoster, simulateGame, type SimGamePlay } from '../../simulator';
import { seededRoster } from './rosters';
import { PRACTICE_TEAMS } from './seed-schedule';

/** Minutes from a game's scheduled start to its kickoff: the warm-up. */
export const WARM_UP_MS = 10 * 60_000;

/** One simulated play as a period of the game's session. */
export interface SeededPlayPeriod {
  readonly drillType: string;
  readonly periodType: 'Play';
  readonly playId: string;
  readonly description: string;
  readonly quarter: number;
  readonly gameClock: string;
  readonly startTs: number;
  readonly endTs: number;
  readonly drive: number;
  readonly playType: SimGamePlay['type'];
  readonly result: string;
  readonly yards: number;
  readonly offenseTeamId: string;
  readonly homeScore: number;
  readonly visitorScore: number;
  /** The players on the field, the offense's eleven first. */
  readonly playerIds: readonly string[];
}

/** What a seeded game's session carries of its simulated game. */
export interface SeededGame {
  readonly drills: SeededPlayPeriod[];
  readonly score: {
    readonly homeTeamScore: { readonly pointTotal: number };
    readonly visitorTeamScore: { readonly pointTotal: number };
  };
  /** The last whistle, epoch ms. */
  readonly endMs: number;
}

/** A football game between two seeded teams from its start; null for lacrosse. */
export function seededGame(
  seed: number,
  league: League,
  homeTeamId: string,
  visitorTeamId: string,
  startMs: number,
): SeededGame | null {
  if (league === 'ncaa-mlax') return null;
  const side = (teamId: string) => ({
    teamId,
    players: gameDayRoster(seededRoster(teamId, league), league),
  });
  const game = simulateGame({
    seed,
    kickoffMs: startMs + WARM_UP_MS,
    home: side(homeTeamId),
    visitor: side(visitorTeamId),
  });
  const drills = game.plays.map((p): SeededPlayPeriod => {
    const gameClock = formatGameClock(p.clockSec);
    return {
      drillType: playPeriodName({ playId: p.playId, quarter: p.quarter, gameClock }),
      periodType: 'Play',
      playId: p.playId,
      description: `${p.type}: ${p.result}`,
      quarter: p.quarter,
      gameClock,
      startTs: p.startMs,
      endTs: p.endMs,
      drive: p.drive,
      playType: p.type,
      result: p.result,
      yards: p.yards,
      offenseTeamId: p.offenseTeamId,
      homeScore: p.homeScore,
      visitorScore: p.visitorScore,
      playerIds: p.playerIds,
    };
  });
  return {
    drills,
    score: {
      homeTeamScore: { pointTotal: game.homeScore },
      visitorTeamScore: { pointTotal: game.visitorScore },
    },
    endMs: game.endMs,
  };
}

/**
 * The past football games of the history's teams (home or away), oldest first: the games
 * the demo history fills play by play.
 */
export async function pastFootballGames(db: Db): Promise<SessionDoc[]> {
  const teams = PRACTICE_TEAMS.filter((t) => t.league !== 'ncaa-mlax').map((t) => t.teamId);
  const rows = await db
    .selectFrom('sessions')
    .select('session_id')
    .where('kind', '=', 'game')
    .where('status', '=', 'complete')
    .where((eb) => eb.or([eb('team_id', 'in', teams), eb('visitor_team_id', 'in', teams)]))
    .orderBy('start_ms')
    .execute();
  return Promise.all(rows.map((r) => getSession(db, r.session_id)));
}
