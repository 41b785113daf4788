/**
 * A team's practices and games with their filters (01 §7, 02 §7 GET practices/{teamId} and
 * games/{teamId}): each session with the summary the lists show (01 §3.7 Session summary),
 * averaged over the team's players from the stored session metrics.
 */
import { z } from 'zod';
import { CALLS, defaultSeasonYear, isWin, ranSpanOf } from '../../../domain';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { listSessions, type SessionDoc } from '../sessions/sessions';
import { idText, knownTeam, seasonStartMs, teamParams } from './common';

/** The range a list call is asked for: a season, or startTime..endTime (epoch ms). */
export type RangeFilters = {
  season?: number | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
};

/** The window a list covers: startTime..endTime, else the season (default the current one). */
export function windowOf(q: RangeFilters, nowMs: number): { fromMs: number; toMs: number } {
  if (q.startTime !== undefined && q.endTime !== undefined) {
    return { fromMs: q.startTime, toMs: q.endTime };
  }
  const season = q.season ?? defaultSeasonYear(new Date(nowMs), 'games');
  return { fromMs: seasonStartMs(season), toMs: seasonStartMs(season + 1) };
}

/**
 * A metric as the lists answer it: `digits` decimals (speeds 2, distances 1, counts 0);
 * null when there is none.
 */
export const roundTo = (v: unknown, digits: number): number | null =>
  v === null || v === undefined ? null : Number(Number(v).toFixed(digits));

interface Averages {
  players: number;
  avgMaxSpeed: number | null;
  avgMaxSustainedSpeed: number | null;
  avgTotalDistance: number | null;
  avgAccels: number | null;
  avgDecels: number | null;
}

/** Per-session averages of one team's players (mph, yards, counts); nulls when untracked. */
async function averagesOf(
  db: Db,
  teamId: string,
  sessionIds: readonly string[],
): Promise<Map<string, Averages>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('session_metrics')
    .select((eb) => [
      'session_id',
      eb.fn.countAll<number | string>().as('players'),
      eb.fn.avg<number>('max_speed_mph').as('speed'),
      eb.fn.avg<number>('max_sustained_mph').as('sustained'),
      eb.fn.avg<number>('total_dist_yd').as('dist'),
      eb.fn.avg<number>('accels').as('accels'),
      eb.fn.avg<number>('decels').as('decels'),
    ])
    .where('team_id', '=', teamId)
    .where('session_id', 'in', sessionIds)
    .groupBy('session_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.session_id,
      {
        players: Number(r.players),
        avgMaxSpeed: roundTo(r.speed, 2),
        avgMaxSustainedSpeed: roundTo(r.sustained, 2),
        avgTotalDistance: roundTo(r.dist, 1),
        avgAccels: roundTo(r.accels, 0),
        avgDecels: roundTo(r.decels, 0),
      },
    ]),
  );
}

const NO_DATA: Averages = {
  players: 0,
  avgMaxSpeed: null,
  avgMaxSustainedSpeed: null,
  avgTotalDistance: null,
  avgAccels: null,
  avgDecels: null,
};

/** A document's text field as the list answers it: null when it holds no text. */
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const durationOf = (doc: SessionDoc): number | null =>
  typeof doc.endTime === 'number' && doc.endTime > doc.startTime
    ? doc.endTime - doc.startTime
    : null;

/**
 * A practice's real start and how long it ran (its periods' times and stop); one without
 * period times (seeded or imported) runs from its start to its end; nulls before it ran.
 */
const ranOf = (doc: SessionDoc): { startedMs: number | null; durationMs: number | null } => {
  const span = ranSpanOf(doc);
  if (span === null) return { startedMs: null, durationMs: durationOf(doc) };
  return {
    startedMs: span.startMs,
    durationMs: span.endMs === null ? null : span.endMs - span.startMs,
  };
};

const pointsOf = (side: unknown): number | undefined => {
  const v = (side as { pointTotal?: unknown } | undefined)?.pointTotal;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** A game as one of its teams played it: home or away, the opponent, points and result. */
export interface GameSide {
  readonly isHome: boolean;
  readonly opponentTeamId: string;
  readonly ownPoints: number | null;
  readonly opponentPoints: number | null;
  /** W, L or T by the win rule once the game is complete with both scores; else null. */
  readonly result: 'W' | 'L' | 'T' | null;
}

/** A game seen from `teamId`'s side (the visiting side unless it is the home team). */
export function gameSide(doc: SessionDoc, teamId: string): GameSide {
  const isHome = doc.homeTeamId === teamId;
  const score = doc.score as { homeTeamScore?: unknown; visitorTeamScore?: unknown } | null;
  const home = pointsOf(score?.homeTeamScore);
  const visitor = pointsOf(score?.visitorTeamScore);
  const own = isHome ? home : visitor;
  const theirs = isHome ? visitor : home;
  const result =
    doc.status !== 'complete' || own === undefined || theirs === undefined
      ? null
      : isWin(own, theirs)
        ? 'W'
        : isWin(theirs, own)
          ? 'L'
          : 'T';
  return {
    isHome,
    opponentTeamId: String(isHome ? doc.visitorTeamId : doc.homeTeamId),
    ownPoints: own ?? null,
    opponentPoints: theirs ?? null,
    result,
  };
}

const teamPlayersParams = z.object({
  teamId: idText,
  event: z.enum(['practices', 'games'], { message: 'practices or games' }),
});

/** The period types of a practice's periods (each drill's periodType is comma-joined). */
const periodTypesOf = (doc: SessionDoc): string[] =>
  (Array.isArray(doc.drills) ? doc.drills : []).flatMap((drill: unknown) => {
    const type = (drill as { periodType?: unknown } | null)?.periodType;
    return typeof type === 'string' ? type.split(',').map((t) => t.trim()) : [];
  });

/** Registers practices/{teamId}, games/{teamId} and teamplayers/{teamId}/{event}. */
export function teamSessionRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.teamPractices,
      summary:
        "A team's practices, newest first, with the session summary: periods, startedMs (when it really started: its first period's start; null before it ran), durationMs (its first period's start to its stop), intensity and the players' averages (avgMaxSpeed, avgMaxSustainedSpeed mph; avgTotalDistance yd; avgAccels, avgDecels; null before metrics exist). Filters: season (default current) or startTime..endTime, status, intensity (comma-joined, any of), periodType (comma-joined: practices with a period of any of them), name (contains), limit.",
      spec: '01 §7 GET practices/{teamId}; 02 §7 Session data',
      params: teamParams,
      tags: ['sessions'],
    },
    async ({ params, query }) => {
      knownTeam(params.teamId);
      const docs = (
        await listSessions(db, {
          ...windowOf(query, now()),
          teamIds: [params.teamId],
          kind: 'practice',
          ...(query.status ? { statuses: query.status } : {}),
        })
      )
        .filter((d) => {
          const intensities = (typeof d.intensity === 'string' ? d.intensity : '').split(',');
          return (
            query.intensity === undefined || query.intensity.some((i) => intensities.includes(i))
          );
        })
        .filter(
          (d) =>
            query.periodType === undefined ||
            periodTypesOf(d).some((t) => query.periodType?.includes(t) === true),
        )
        .filter(
          (d) =>
            query.name === undefined || d.name.toLowerCase().includes(query.name.toLowerCase()),
        )
        .reverse()
        .slice(0, query.limit);
      const averages = await averagesOf(
        db,
        params.teamId,
        docs.map((d) => d._id),
      );
      return ok(
        docs.map((d) => ({
          _id: d._id,
          name: d.name,
          status: d.status,
          startTime: d.startTime,
          endTime: d.endTime ?? null,
          intensity: textOrNull(d.intensity),
          profileName: textOrNull(d.profileName),
          siteName: textOrNull(d.siteName),
          periods: Array.isArray(d.drills) ? d.drills.length : 0,
          ...ranOf(d),
          ...(averages.get(d._id) ?? NO_DATA),
        })),
      );
    },
  );
  table.add(
    {
      ...CALLS.teamGames,
      summary:
        "A team's games, home and away, newest first: opponent, isHome, own and opponent points, result W/L/T once complete, and the players' averages as for practices. Filters: season (default current) or startTime..endTime, status, seasonType (PRE, REG, POST), opponent (team id), limit.",
      spec: '01 §7 GET games/{teamId}; 02 §7 Session data',
      params: teamParams,
      tags: ['sessions'],
    },
    async ({ params, query }) => {
      knownTeam(params.teamId);
      const docs = (
        await listSessions(db, {
          ...windowOf(query, now()),
          teamIds: [params.teamId],
          kind: 'game',
          ...(query.status ? { statuses: query.status } : {}),
        })
      )
        .filter((d) => query.seasonType === undefined || d.seasonType === query.seasonType)
        .map((d) => ({ d, side: gameSide(d, params.teamId) }))
        .filter((g) => query.opponent === undefined || g.side.opponentTeamId === query.opponent)
        .reverse()
        .slice(0, query.limit);
      const averages = await averagesOf(
        db,
        params.teamId,
        docs.map((g) => g.d._id),
      );
      return ok(
        docs.map(({ d, side }) => ({
          ...d,
          ...side,
          durationMs: durationOf(d),
          ...(averages.get(d._id) ?? NO_DATA),
        })),
      );
    },
  );
  table.add(
    {
      ...CALLS.teamPlayers,
      summary:
        "A team's players with the averages of their practices or games (event) in a range, as the team page's Player Performance tab shows them: [{id, name, jersey, position, sessions, avgMaxSpeed, avgMaxSustainedSpeed (mph), avgTotalDistance (yd), avgAccels, avgDecels}] sorted by name. Range: windows ('fromMs-toMs' joined by commas, for picked days with gaps), else startTime..endTime, else season (default current). A player who was tracked in none of them is left out; none: code -1.",
      spec: '02 §2 Team performance page, player tab (player, no., position, averaged metrics)',
      params: teamPlayersParams,
      tags: ['sessions'],
    },
    async ({ params, query }) => {
      knownTeam(params.teamId);
      const windows = query.windows ?? [windowOf(query, now())];
      const rows = await db
        .selectFrom('session_metrics')
        .innerJoin('sessions', 'sessions.session_id', 'session_metrics.session_id')
        .innerJoin('players', 'players.player_id', 'session_metrics.entity_id')
        .select((eb) => [
          'players.player_id',
          'players.name',
          'players.jersey',
          'players.position',
          eb.fn.countAll<number | string>().as('sessions'),
          eb.fn.avg<number>('session_metrics.max_speed_mph').as('speed'),
          eb.fn.avg<number>('session_metrics.max_sustained_mph').as('sustained'),
          eb.fn.avg<number>('session_metrics.total_dist_yd').as('dist'),
          eb.fn.avg<number>('session_metrics.accels').as('accels'),
          eb.fn.avg<number>('session_metrics.decels').as('decels'),
        ])
        .where('session_metrics.team_id', '=', params.teamId)
        .where('sessions.kind', '=', params.event === 'practices' ? 'practice' : 'game')
        .where('sessions.status', '!=', 'deleted')
        .where((eb) =>
          eb.or(
            windows.map((w) =>
              eb.and([
                eb('sessions.start_ms', '>=', w.fromMs),
                eb('sessions.start_ms', '<', w.toMs),
              ]),
            ),
          ),
        )
        .groupBy(['players.player_id', 'players.name', 'players.jersey', 'players.position'])
        .orderBy('players.name')
        .orderBy('players.player_id')
        .execute();
      return ok(
        rows.map((r) => ({
          id: r.player_id,
          name: r.name,
          jersey: r.jersey,
          position: r.position,
          sessions: Number(r.sessions),
          avgMaxSpeed: roundTo(r.speed, 2),
          avgMaxSustainedSpeed: roundTo(r.sustained, 2),
          avgTotalDistance: roundTo(r.dist, 1),
          avgAccels: roundTo(r.accels, 0),
          avgDecels: roundTo(r.decels, 0),
        })),
      );
    },
  );
}
