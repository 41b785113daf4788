/**
 * The Player page's calls (02 §2 Player page; paths not shown in the spec, so designed):
 * the player's head, and the practices or games the player has stored metrics for, with
 * the player's own numbers of each session (from `session_metrics`).
 */
import { z } from 'zod';
import { CALLS, teamById } from '../../../domain';
import type { Db } from '../db/schema';
import { notFound, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { DELETED_STATUS, type SessionDoc } from '../sessions/sessions';
import { idText } from './common';
import { gameSide, roundTo, windowOf } from './team-sessions';

const playerParams = z.object({ playerId: idText });

/** The two lists of the page, by their route segment, and the session kind each reads. */
const EVENT_KINDS = { practices: 'practice', games: 'game' } as const;

const sessionsParams = z.object({
  playerId: idText,
  event: z.enum(['practices', 'games']),
});

/** The stored player row, or a 404 naming the id. */
async function knownPlayer(db: Db, playerId: string) {
  const row = await db
    .selectFrom('players')
    .select(['player_id', 'name', 'jersey', 'position', 'status', 'team_id', 'nfl_id'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (row === undefined) throw notFound(`player ${playerId}`);
  return row;
}

/**
 * The team the player played for in a game: their current team when it played there, else
 * the home team (a player since traded keeps the game's row under the side that stored it).
 */
const sideOf = (doc: SessionDoc, playerTeamId: string): string =>
  doc.homeTeamId === playerTeamId || doc.visitorTeamId === playerTeamId
    ? playerTeamId
    : doc.homeTeamId;

/** Registers player/{playerId} and player/{playerId}/{event}. */
export function playerPageRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.player,
      summary:
        "One player's head for the Player page: one item {id, name, jersey, position, status, teamId, teamAbbr, league, nflId (null when none)}. Unknown player: 404 'player {id} was not found'.",
      spec: 'designed (02 §2 Player page; 02 §3 Player summary: path not shown)',
      params: playerParams,
      tags: ['players'],
    },
    async ({ params }) => {
      const row = await knownPlayer(db, params.playerId);
      const team = teamById(row.team_id);
      return ok([
        {
          id: row.player_id,
          name: row.name,
          jersey: row.jersey,
          position: row.position,
          status: row.status,
          teamId: row.team_id,
          teamAbbr: team?.teamAbbrName ?? null,
          league: team?.league ?? null,
          nflId: row.nfl_id,
        },
      ]);
    },
  );
  table.add(
    {
      ...CALLS.playerSessions,
      summary:
        "The practices or games (event: practices | games) a player has stored metrics for, newest first, each {gameId, teamId (the player's side), name, startTime, endTime, status, intensity, maxSpeed, maxSustainedSpeed (mph, 2 decimals), totalDistance (yd, 1 decimal), accels, decels (whole)}; games add league, opponentTeamId, isHome, ownPoints, opponentPoints and result (W/L/T once complete). Query: season (default current) or startTime..endTime. Unknown player: 404; none in the range: code -1.",
      spec: 'designed (02 §2 Player page; 02 §3 Player practice row, Player game row: path not shown)',
      params: sessionsParams,
      tags: ['players'],
    },
    async ({ params, query }) => {
      const player = await knownPlayer(db, params.playerId);
      const { fromMs, toMs } = windowOf(query, now());
      const rows = await db
        .selectFrom('session_metrics')
        .innerJoin('sessions', 'sessions.session_id', 'session_metrics.session_id')
        .select([
          'sessions.doc',
          'session_metrics.max_speed_mph',
          'session_metrics.max_sustained_mph',
          'session_metrics.total_dist_yd',
          'session_metrics.accels',
          'session_metrics.decels',
        ])
        .where('session_metrics.entity_id', '=', params.playerId)
        .where('sessions.kind', '=', EVENT_KINDS[params.event])
        .where('sessions.start_ms', '>=', fromMs)
        .where('sessions.start_ms', '<', toMs)
        .where('sessions.status', '!=', DELETED_STATUS)
        .orderBy('sessions.start_ms', 'desc')
        .orderBy('sessions.session_id')
        .execute();
      return ok(
        rows.map((r) => {
          const doc = JSON.parse(r.doc) as SessionDoc;
          const teamId = params.event === 'games' ? sideOf(doc, player.team_id) : doc.teamId;
          return {
            gameId: doc._id,
            teamId,
            name: doc.name,
            startTime: doc.startTime,
            endTime: doc.endTime ?? null,
            status: doc.status,
            intensity: typeof doc.intensity === 'string' ? doc.intensity : null,
            ...(params.event === 'games' ? { league: doc.league, ...gameSide(doc, teamId) } : {}),
            maxSpeed: roundTo(r.max_speed_mph, 2),
            maxSustainedSpeed: roundTo(r.max_sustained_mph, 2),
            totalDistance: roundTo(r.total_dist_yd, 1),
            accels: roundTo(r.accels, 0),
            decels: roundTo(r.decels, 0),
          };
        }),
      );
    },
  );
}
