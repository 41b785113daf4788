/**
 * The team and season of a list, kept in the address (?team=, ?season=) so a list can be
 * shared and comes back as it was: the team defaults to the user's own (else the first of
 * their team filter), the season to the games default of 01 §9.
 */
import { useSearchParams } from 'react-router-dom';
import { defaultSeasonYear, exportYears, type TeamFilter } from '../../../../domain';
import type { User } from '../../session';

/** The list's team and season, and their setters. */
export interface ListQuery {
  readonly teamId: string | null;
  readonly season: number;
  readonly setTeam: (teamId: string) => void;
  readonly setSeason: (season: number) => void;
}

/** The first team of a team filter. */
const firstTeam = (teams: TeamFilter): string | undefined =>
  teams.nfl[0]?.teams[0]?.teamId ?? teams.ncaa[0]?.teamId;

/** Reads and writes the list's query; `teams` are the choices offered (null: own team only). */
export function useListQuery(user: User, teams: TeamFilter | null): ListQuery {
  const [search, setSearch] = useSearchParams();
  const offered = (id: string | null) =>
    id !== null &&
    (teams === null
      ? id === user.teamId
      : teams.nfl.some((r) => r.teams.some((t) => t.teamId === id)) ||
        teams.ncaa.some((t) => t.teamId === id));
  const asked = search.get('team');
  const own = user.teamId && offered(user.teamId) ? user.teamId : null;
  const teamId = offered(asked) ? asked : (own ?? (teams ? (firstTeam(teams) ?? null) : null));
  const seasonAsked = Number(search.get('season'));
  const season = exportYears(new Date()).includes(seasonAsked)
    ? seasonAsked
    : defaultSeasonYear(new Date(), 'games');
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };
  return {
    teamId,
    season,
    setTeam: (id) => {
      set('team', id);
    },
    setSeason: (year) => {
      set('season', String(year));
    },
  };
}
