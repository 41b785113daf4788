/**
 * Parameter schemas and lookups the core calls share. The query validators are the
 * contract's (domain/requests/common.ts), re-exported for the routes that still declare
 * their own queries.
 */
import { z } from 'zod';
import { idText, teamById, type Team } from '../../../domain';
import { notFound } from '../http/envelope';

export {
  calendarDayMs,
  epochMsQuery,
  idListQuery,
  idText,
  leaguesQuery,
  MAX_RANGE_MS,
  MAX_SEASON_DAYS,
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

/** 1 March of a season year, UTC, in epoch ms (the season year starts in March). */
export const seasonStartMs = (season: number): number => Date.UTC(season, 2, 1);
