/**
 * The players of teams (02 §7 GET playerlist?league): what the Players list and the shell's
 * player search box (01 §2.3) read, in pages of at most 50, each player with the averages
 * of their stored session metrics.
 */
import { CALLS, TEAMS, teamById } from '../../../domain';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';

export { PLAYER_BATCH } from '../../../domain';

const round = (v: unknown, digits: number): number | null =>
  v === null || v === undefined ? null : Number(Number(v).toFixed(digits));

/** Registers playerlist. */
export function playerRoutes(table: RouteTable, db: Db): void {
  table.add(
    {
      ...CALLS.playerList,
      summary:
        "Players sorted by name, then team: [{id, name, jersey, position, status, teamId, teamAbbr, league, avgMaxSpeed, avgMaxSustainedSpeed (mph), avgTotalDistance (yd), avgAccels, avgDecels}], the averages over the player's stored sessions (null before any). Query: league (comma-joined or *), search (name contains, any case), teamids (comma-joined or *; the gateway forces a team user's own), skip and limit (at most 50) for loading in batches. No match: code -1.",
      spec: '02 §7 GET playerlist?league; 01 §2.3 player search box',
      tags: ['players'],
    },
    async ({ query }) => {
      let select = db
        .selectFrom('players')
        .leftJoin('session_metrics', 'session_metrics.entity_id', 'players.player_id')
        .select((eb) => [
          'players.player_id',
          'players.name',
          'players.jersey',
          'players.position',
          'players.status',
          'players.team_id',
          eb.fn.avg<number>('session_metrics.max_speed_mph').as('speed'),
          eb.fn.avg<number>('session_metrics.max_sustained_mph').as('sustained'),
          eb.fn.avg<number>('session_metrics.total_dist_yd').as('dist'),
          eb.fn.avg<number>('session_metrics.accels').as('accels'),
          eb.fn.avg<number>('session_metrics.decels').as('decels'),
        ])
        .groupBy([
          'players.player_id',
          'players.name',
          'players.jersey',
          'players.position',
          'players.status',
          'players.team_id',
        ]);
      if (query.teamids !== undefined)
        select = select.where('players.team_id', 'in', query.teamids);
      if (query.league !== undefined) {
        const leagues = query.league;
        const teamIds = TEAMS.filter((t) => leagues.includes(t.league)).map((t) => t.teamId);
        select = select.where('players.team_id', 'in', teamIds);
      }
      if (query.search !== undefined && query.search.trim() !== '') {
        const needle = `%${query.search.trim().toLowerCase()}%`;
        select = select.where((eb) => eb(eb.fn('lower', ['players.name']), 'like', needle));
      }
      const rows = await select
        .orderBy('players.name')
        .orderBy('players.team_id')
        .orderBy('players.player_id')
        .offset(query.skip)
        .limit(query.limit)
        .execute();
      return ok(
        rows.map((r) => {
          const team = teamById(r.team_id);
          return {
            id: r.player_id,
            name: r.name,
            jersey: r.jersey,
            position: r.position,
            status: r.status,
            teamId: r.team_id,
            teamAbbr: team?.teamAbbrName ?? null,
            league: team?.league ?? null,
            avgMaxSpeed: round(r.speed, 2),
            avgMaxSustainedSpeed: round(r.sustained, 2),
            avgTotalDistance: round(r.dist, 1),
            avgAccels: round(r.accels, 0),
            avgDecels: round(r.decels, 0),
          };
        }),
      );
    },
  );
}
