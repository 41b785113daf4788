/**
 * The team, season and date range of a list, kept in the address (?team=, ?season=,
 * ?range=7|14|28|season|custom with ?dates=yyyyMMdd-yyyyMMdd,…) so a list can be shared
 * and comes back as it was: the team defaults to the user's own (else the first of their
 * team filter), the season to the games default of 01 §9, the range to the list's own.
 */
import { useSearchParams } from 'react-router-dom';
import {
  defaultSeasonYear,
  exportYears,
  formatDayRuns,
  isPresetDays,
  parseDayRuns,
  type DateRangeChoice,
  type TeamFilter,
} from '../../../../domain';
import type { User } from '../../data/session';

/** The list's team, season and range, and their setters. */
export interface ListQuery {
  readonly teamId: string | null;
  readonly season: number;
  readonly range: DateRangeChoice;
  readonly setTeam: (teamId: string) => void;
  readonly setSeason: (season: number) => void;
  readonly setRange: (range: DateRangeChoice) => void;
  /** A comma-joined list of the address (e.g. ?positions=QB,WR); empty when none. */
  readonly list: (key: string) => string[];
  readonly setList: (key: string, values: readonly string[]) => void;
}

/** The default range of the practices and players scopes: the past 28 days (02 §9). */
export const LAST_MONTH = (): DateRangeChoice => ({ kind: 'days', days: 28 });

/** A team's or player's sessions: practices the past 28 days; games, weekly, their season. */
export const eventRange =
  (event: string) =>
  (season: number): DateRangeChoice =>
    event === 'games' ? { kind: 'season', season } : LAST_MONTH();

/** The first team of a team filter. */
const firstTeam = (teams: TeamFilter): string | undefined =>
  teams.nfl[0]?.teams[0]?.teamId ?? teams.ncaa[0]?.teamId;

/** The range the address asks for; undefined when it asks for none or for one unreadable. */
function askedRange(search: URLSearchParams, season: number): DateRangeChoice | undefined {
  const range = search.get('range');
  if (range === 'season') return { kind: 'season', season };
  if (range === 'custom') {
    const days = parseDayRuns(search.get('dates') ?? '');
    return days && days.length > 0 ? { kind: 'custom', days } : undefined;
  }
  const n = Number(range);
  return range !== null && isPresetDays(n) ? { kind: 'days', days: n } : undefined;
}

/**
 * Reads and writes the list's query; `teams` are the choices offered (null: own team only);
 * `defaultRange` is the range with none in the address (default: the season).
 */
export function useListQuery(
  user: User,
  teams: TeamFilter | null,
  defaultRange?: (season: number) => DateRangeChoice,
): ListQuery {
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
  const range: DateRangeChoice = askedRange(search, season) ??
    defaultRange?.(season) ?? { kind: 'season', season };
  const update = (values: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(values)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };
  return {
    teamId,
    season,
    range,
    setTeam: (id) => {
      update({ team: id });
    },
    setSeason: (year) => {
      update({ season: String(year) });
    },
    list: (key) => (search.get(key) ?? '').split(',').filter((v) => v !== ''),
    setList: (key, values) => {
      update({ [key]: values.length === 0 ? null : values.join(',') });
    },
    setRange: (choice) => {
      switch (choice.kind) {
        case 'days':
          update({ range: String(choice.days), dates: null });
          break;
        case 'season':
          update({ range: 'season', season: String(choice.season), dates: null });
          break;
        case 'custom':
          update({ range: 'custom', dates: formatDayRuns(choice.days) });
          break;
      }
    },
  };
}
