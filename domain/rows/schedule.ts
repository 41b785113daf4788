/**
 * The rows of the schedule's calls (01 §7): schedule events, the score lines of a season, the
 * season's weeks and standings, and the venues with their practice areas. Each is the
 * `result` of its call in the manifest (domain/calls.ts).
 */
import { z } from 'zod';

/**
 * A schedule event as stored (01 §3.6 Schedule event): scheduledevents (and its mobile form),
 * schedule/list, schedule/gameid/{id}, schedulegameid, and the practice POST schedule creates.
 * Its other fields (visitorTeamId, score, intensity, drills…) pass through unchecked.
 */
export const scheduleEventRow = z.object({
  _id: z.string(),
  gameId: z.string(),
  /** practice, game, live or complete. */
  type: z.string(),
  /** future, live, complete (deleted practices are left out of lists). */
  status: z.string(),
  teamId: z.string(),
  homeTeamId: z.string(),
  league: z.string(),
  name: z.string(),
  startTime: z.number(),
  /** Absent until the session ends. */
  endTime: z.number().optional(),
  /**
   * With `receivers=yes`, on a live session at a venue: the venue's receivers heard during
   * the session that have gone silent (ids, in order); empty when all report.
   */
  silentReceivers: z.array(z.string()).optional(),
});
export type ScheduleEventRow = z.output<typeof scheduleEventRow>;

/** scheduleteam: a game of the season with its week and score (01 §7). */
export const scoreLineRow = z.object({
  _id: z.string(),
  gameId: z.string(),
  league: z.string(),
  status: z.string(),
  startTime: z.number(),
  homeTeamId: z.string(),
});
export type ScoreLine = z.output<typeof scoreLineRow>;

/** nflweeks: a week of a league's season (01 §7, 03 §7 Weeks). */
export const seasonWeekRow = z.object({
  season: z.number(),
  league: z.string(),
  seasonType: z.enum(['PRE', 'REG', 'POST']),
  week: z.number(),
  weekName: z.string(),
  /** Start of the week (a Tuesday, 00:00 UTC), epoch ms. */
  ts: z.number(),
  /** Start of the next week, epoch ms. */
  endTs: z.number(),
});
export type SeasonWeekRow = z.output<typeof seasonWeekRow>;

/** A team's line of the standings (02 §3 Team standings). */
export const standingRow = z.object({
  teamId: z.string(),
  teamAbbrName: z.string(),
  teamNick: z.string(),
  teamFullName: z.string(),
  divFullName: z.string(),
  confAbbrName: z.string(),
  totalWins: z.number(),
  totalLoss: z.number(),
  totalTies: z.number(),
});
export type Standing = z.output<typeof standingRow>;

/** teamtables: one conference's standings, by division, best record first (01 §7). */
export const conferenceRow = z.object({
  confAbbrName: z.enum(['AFC', 'NFC']),
  teams: z.array(standingRow),
});
export type ConferenceStandings = z.output<typeof conferenceRow>;

/**
 * A practice field of a venue (01 §3.6 Practice field): sizes default to the 569 x 274 ft
 * field; its image and crop (image, x0, y0, x1, y1), where stored, pass through unchecked.
 */
export const practiceAreaRow = z.object({
  _id: z.string(),
  areaName: z.string(),
  widthFt: z.number(),
  heightFt: z.number(),
});
export type PracticeAreaRow = z.output<typeof practiceAreaRow>;

/** venues: a venue with its practice fields (01 §7 GET venues, 01 §3.6 Venue). */
export const venueRow = z.object({
  siteId: z.string(),
  siteName: z.string(),
  /** practice or game. */
  type: z.string(),
  teamId: z.string(),
  league: z.string(),
  /** Its location engine's primary host ip; null until the engine reports. */
  hostIp: z.string().nullable(),
  practiceAreas: z.array(practiceAreaRow),
});
export type VenueRow = z.output<typeof venueRow>;

/**
 * sessiondays/{teamId}/{event}: the date selector's load (02 §5), one row: whether the
 * numbers of the team's practices or games in the window are ready, each session with where
 * its numbers stand, and the computations that failed.
 */
export const sessionDaysRow = z.object({
  /** loading until every computation is done; failed when one failed. */
  status: z.enum(['loading', 'loaded', 'failed']),
  sessions: z.array(
    z.object({
      id: z.string(),
      startTime: z.number(),
      status: z.string(),
      metrics: z.enum(['ready', 'computing', 'failed', 'none']),
    }),
  ),
  failures: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type SessionDaysRow = z.output<typeof sessionDaysRow>;
