/**
 * The team, season and date range of a list, kept in the address (?team=, ?season=,
 * ?range=7|14|28|season|custom with ?dates=yyyyMMdd-yyyyMMdd,…) so a list can be shared
 * and comes back as it was: the team defaults to the user's own, else (the admin, data
 * operations) to the first team of their filter with practices lately, the season to the
 * games default of 01 §9, the range to the list's own.
 */
import { useAddressSearch } from '../useAddressSearch';
import {
  CALLS,
  choiceWindow,
  defaultSeasonYear,
  exportYears,
  formatDayRuns,
  hasAllTeams,
  isPresetDays,
  parseDayRuns,
  STARTED_STATUSES,
  type DateRangeChoice,
  type ScheduleEventRow,
  type TeamFilter,
} from '../../../../domain';
import type { User } from '../../data/session';
import { useApi } from '../../data/useApi';
import { teamsOf } from './ListFilters';

/** The list's team, season and range, and their setters. */
export interface ListQuery {
  readonly teamId: string | null;
  /** True while the team to open on is looked up (teamId is null until then). */
  readonly choosingTeam: boolean;
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

/** What the team lookup reads of a schedule item. */
type ScheduleItem = Pick<ScheduleEventRow, 'teamId' | 'status'>;

/**
 * The team a list opens on for a user with none of their own: the first team of the
 * filter, in its order, with a started practice among `items` (a team the product
 * tracks), else the filter's first team.
 */
export function teamWithData(
  teams: TeamFilter,
  items: readonly ScheduleItem[],
): string | undefined {
  const ordered = teamsOf(teams);
  const practised = new Set(
    items
      .filter((item) => (STARTED_STATUSES as readonly string[]).includes(item.status))
      .map((item) => item.teamId),
  );
  return (ordered.find((team) => practised.has(team.teamId)) ?? ordered[0])?.teamId;
}

/**
 * The team a list of `teams` opens on when `wanted` (no team asked for, none of the user's
 * own): for users who see every team, {@link teamWithData} over every team's practices of
 * the past 28 days (`choosing` while they load); for others the filter's first team. The
 * filter's first team alone opened the admin's lists on the Buffalo Bills, with nothing
 * in them.
 */
function useTeamWithData(
  user: User,
  teams: TeamFilter | null,
  wanted: boolean,
): { teamId: string | null; choosing: boolean } {
  const { fromMs, toMs } = choiceWindow(LAST_MONTH(), new Date());
  const ask = wanted && teams !== null && hasAllTeams(user);
  const read = useApi(CALLS.scheduleList, ask ? {} : null, {
    type: 'practice',
    startTime: fromMs,
    endTime: toMs,
  });
  if (!wanted || teams === null) return { teamId: null, choosing: false };
  if (ask && read.loading) return { teamId: null, choosing: true };
  return { teamId: teamWithData(teams, read.rows) ?? null, choosing: false };
}

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
  const [search, , setParams] = useAddressSearch();
  const offered = (id: string | null) =>
    id !== null &&
    (teams === null ? id === user.teamId : teamsOf(teams).some((t) => t.teamId === id));
  const asked = search.get('team');
  const own = user.teamId && offered(user.teamId) ? user.teamId : null;
  const chosen = offered(asked) ? asked : own;
  const withData = useTeamWithData(user, teams, chosen === null);
  const teamId = chosen ?? withData.teamId;
  const seasonAsked = Number(search.get('season'));
  const season = exportYears(new Date()).includes(seasonAsked)
    ? seasonAsked
    : defaultSeasonYear(new Date(), 'games');
  const range: DateRangeChoice = askedRange(search, season) ??
    defaultRange?.(season) ?? { kind: 'season', season };
  const update = (values: Record<string, string | null>) => {
    setParams(values, { replace: true });
  };
  return {
    teamId,
    choosingTeam: withData.choosing,
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
