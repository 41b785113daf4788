/**
 * Parameter schemas and lookups the core calls share. The query validators are the
 * contract's (domain/requests/common.ts), re-exported for the routes that still declare
 * their own queries.
 */
import { z } from 'zod';
import { idText, teamById, type Team } from '../../../domain';
import { notFound } from '../http/envelope';

export {
  epochMsQuery,
  idListQuery,
  idText,
  leaguesQuery,
  MAX_RANGE_MS,
  refineRange,
  seasonQuery,
  tzOffsetQuery,
} from '../../../domain';

/** A team id path parameter. */
export const teamParams = z.object({ teamId: idText });

/** The reference team of an id; unknown ids are a 404. */
export function knownTeam(teamId: string): Team {
  const team = teamById(teamId);
  if (team === undefined) throw notFound(`team ${teamId}`);
  return team;
}

/** The longest date range a report or comparison takes: a whole season (02 §7, 02 §9). */
export const MAX_SEASON_DAYS = 366;

/** Midnight UTC of a yyyyMMdd day; undefined when it is not a calendar day. */
export function calendarDayMs(text: string): number | undefined {
  const [y, m, d] = [text.slice(0, 4), text.slice(4, 6), text.slice(6, 8)].map(Number);
  const ms = Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() + 1 === m && back.getUTCDate() === d
    ? ms
    : undefined;
}

/** 1 March of a season year, UTC, in epoch ms (the season year starts in March). */
export const seasonStartMs = (season: number): number => Date.UTC(season, 2, 1);
