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

/** The most players one call answers (01 §9 search batch). */
export const PLAYER_BATCH = 50;

/** playerlist: leagues, a name or number search, teams, and the page. */
export const playerListQuery = z.object({
  league: leaguesQuery,
  search: z
    .string()
    .max(60)
    .regex(/^[\p{L}\p{N} .'-]*$/u, "letters, digits, spaces, . ' or -")
    .optional(),
  teamids: z
    .string()
    .max(500)
    .regex(/^(\*|[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*)$/, 'comma-joined team ids or *')
    .optional()
    .transform((v) => (v === undefined || v === '*' ? undefined : v.split(','))),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(PLAYER_BATCH).default(PLAYER_BATCH),
});
