/** Season weeks and standings (01 §7 nflweeks and teamtables; shapes designed). */
import { CALLS, defaultSeasonYear } from '../../../domain';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { listSessions } from '../sessions/sessions';
import { seasonStartMs } from './common';
import { conferenceTables, seasonWeeks, type GameScore } from './season-calendar';

const points = (side: unknown): number | undefined => {
  const total = (side as { pointTotal?: unknown } | undefined)?.pointTotal;
  const n = typeof total === 'string' && total.trim() !== '' ? Number(total) : total;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** Registers nflweeks and teamtables. */
export function calendarRoutes(table: RouteTable, db: Db, now: () => number): void {
  const seasonDefault = (season: number | undefined) =>
    season ?? defaultSeasonYear(new Date(now()), 'games');
  table.add(
    {
      ...CALLS.nflWeeks,
      summary:
        'The weeks of a season for a league (default nfl, season default the current one), sorted by ts: {season, league, seasonType PRE|REG|POST, week, weekName, ts, endTs} (epoch ms)',
      spec: '01 §7 GET nflweeks; 03 §7 Weeks',
      tags: ['calendar'],
    },
    ({ query }) =>
      Promise.resolve(
        ok(seasonWeeks(seasonDefault(query.season), query.league).sort((a, b) => a.ts - b.ts)),
      ),
  );
  table.add(
    {
      ...CALLS.teamTables,
      summary:
        'Standings: two conference lists [{confAbbrName AFC|NFC, teams: [{teamId, teamAbbrName, teamNick, teamFullName, divFullName, confAbbrName, totalWins, totalLoss, totalTies}]}] from the finished regular-season pro games of the season, by division, best record first',
      spec: '01 §7 GET teamtables',
      tags: ['calendar'],
    },
    async ({ query }) => {
      const season = seasonDefault(query.season);
      const games = await listSessions(db, {
        fromMs: seasonStartMs(season),
        toMs: seasonStartMs(season + 1),
        kind: 'game',
        leagues: ['nfl'],
        statuses: ['complete'],
      });
      const scores: GameScore[] = games.flatMap((g) => {
        const score = g.score as
          { homeTeamScore?: unknown; visitorTeamScore?: unknown } | undefined;
        const home = points(score?.homeTeamScore);
        const visitor = points(score?.visitorTeamScore);
        if (g.seasonType !== 'REG' || home === undefined || visitor === undefined) return [];
        return [
          {
            homeTeamId: g.homeTeamId,
            visitorTeamId: String(g.visitorTeamId),
            homePoints: home,
            visitorPoints: visitor,
          },
        ];
      });
      return ok(conferenceTables(scores));
    },
  );
}
