/**
 * The queries of the list reads (01 §7, 02 §7): the schedule over a window, venues, session
 * days, season weeks and standings, the players list. dataaccess checks them before a handler
 * runs; the web's client types its queries by them.
 */
import { z } from 'zod';
import { LEAGUES } from '../options';
import { epochMsQuery, leaguesQuery, refineRange, seasonQuery, teamIdsParam } from './common';

/** scheduledevents (and its mobile form): leagues, teams and the [startTime, endTime) window. */
export const scheduleRangeQuery = z
  .object({
    league: leaguesQuery,
    teamids: teamIdsParam,
    startTime: epochMsQuery,
    endTime: epochMsQuery,
    isSync: z.enum(['true', 'false']).optional(),
  })
  .superRefine(refineRange);

/** venues: the teams' and leagues' venues. */
export const venuesQuery = z.object({ teamids: teamIdsParam, league: leaguesQuery });

/** sessiondays: the days with sessions in a window. */
export const sessionDaysQuery = z
  .object({ startTime: epochMsQuery, endTime: epochMsQuery })
  .superRefine(refineRange);

/** nflweeks: a season's weeks of a league (default nfl). */
export const seasonWeeksQuery = z.object({
  season: seasonQuery.optional(),
  league: z.enum(LEAGUES).default('nfl'),
});

/** teamtables: a season's standings. */
export const standingsQuery = z.object({ season: seasonQuery.optional() });
