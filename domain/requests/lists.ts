/**
 * The queries of the list reads (01 §7, 02 §7): the schedule over a window, venues, session
 * days, season weeks and standings, the players list. dataaccess checks them before a handler
 * runs; the web's client types its queries by them.
 */
import { z } from 'zod';
import { LEAGUES } from '../options';
import {
  epochMsQuery,
  idText,
  leaguesQuery,
  refineRange,
  seasonQuery,
  teamIdsParam,
} from './common';

/** scheduledevents (and its mobile form): leagues, teams and the [startTime, endTime) window. */
export const scheduleRangeQuery = z
  .object({
    league: leaguesQuery,
    teamids: teamIdsParam,
    startTime: epochMsQuery,
    endTime: epochMsQuery,
    isSync: z.enum(['true', 'false']).optional(),
    /**
     * yes: each live session at a venue adds `silentReceivers`, the venue's receivers heard
     * during it that have been silent a while (the Monitor's wall shows them).
     */
    receivers: z.enum(['yes', 'no']).optional(),
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

/** A comma list filter in a query; empty or * is none. */
const listFilter = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => (v === undefined || v === '' || v === '*' ? undefined : v.split(',')));

/** The filters a team's lists share: a season or startTime..endTime, statuses, the most rows. */
const rangeFilters = {
  season: seasonQuery.optional(),
  startTime: epochMsQuery.optional(),
  endTime: epochMsQuery.optional(),
  status: z
    .string()
    .max(40)
    .regex(/^(\*|(future|live|complete)(,(future|live|complete))*)$/, 'future, live, complete or *')
    .optional()
    .transform((v) => (v === undefined || v === '*' ? undefined : v.split(','))),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
};

/** practices/:teamId: the range filters, intensities, period types and a name. */
export const teamPracticesQuery = z
  .object({
    ...rangeFilters,
    intensity: listFilter(300),
    periodType: listFilter(500),
    name: z.string().max(100).optional(),
  })
  .superRefine(refineRange);

/** games/:teamId: the range filters, the season type and an opponent. */
export const teamGamesQuery = z
  .object({
    ...rangeFilters,
    seasonType: z.enum(['PRE', 'REG', 'POST']).optional(),
    opponent: idText.optional(),
  })
  .superRefine(refineRange);

/** Windows of time, 'fromMs-toMs' joined by commas (the picked days of a date range). */
const windowsQuery = z
  .string()
  .max(2000)
  .regex(/^\d{1,15}-\d{1,15}(,\d{1,15}-\d{1,15})*$/, "'fromMs-toMs' joined by commas")
  .transform((v) =>
    v.split(',').map((w) => {
      const [fromMs = 0, toMs = 0] = w.split('-').map(Number);
      return { fromMs, toMs };
    }),
  )
  .refine((ws) => ws.length <= 60, 'at most 60 windows')
  .refine((ws) => ws.every((w) => w.toMs > w.fromMs), 'each window must end after it starts');

/** teamplayers/:teamId/:event: the range filters, or the picked days' windows. */
export const teamPlayersQuery = z
  .object({ ...rangeFilters, windows: windowsQuery.optional() })
  .superRefine(refineRange);

/** player/:playerId/:event: a season (default the current one) or startTime..endTime. */
export const playerSessionsQuery = z
  .object({
    season: seasonQuery.optional(),
    startTime: epochMsQuery.optional(),
    endTime: epochMsQuery.optional(),
  })
  .superRefine(refineRange);
