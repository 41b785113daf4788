/**
 * Teams (01 §3.5): the 32 pro teams with their 4-digit NFL team codes, conference and
 * division; the college squads; the special teams (all-star pairs, the practice team and
 * the officiating groups abbreviated ZEBRA); and the Command Center pseudo team, which
 * lives in its own namespace so that its id 2510 never shadows the Los Angeles Rams
 * (see docs/decisions/0003-domain-choices.md).
 */
import type { Conference, Division, League } from './options';

/** What a team record stands for. */
export type TeamKind = 'pro' | 'college' | 'allStar' | 'practice' | 'group' | 'commandCenter';

/** One team of the catalogue. College teams use the same shape (teamFullName is teamName). */
export interface Team {
  /** NFL team code for pro teams ('3800'), the product's id for the others. */
  readonly teamId: string;
  readonly teamAbbrName: string;
  readonly teamNick: string;
  /** Location part of the full name, e.g. 'Arizona' or 'New York'. */
  readonly teamCityState: string;
  readonly teamFullName: string;
  readonly league: League;
  readonly kind: TeamKind;
  /** Pro teams only. */
  readonly conference?: Conference;
  /** Pro teams only. */
  readonly division?: Division;
}

type ProRow = readonly [id: string, abbr: string, cityState: string, nick: string];

/** Pro teams by conference and division, each row [teamId, abbr, city/state, nick]. */
const PRO_ROWS: Readonly<Record<Conference, Readonly<Record<Division, readonly ProRow[]>>>> = {
  AFC: {
    East: [
      ['0610', 'BUF', 'Buffalo', 'Bills'],
      ['2700', 'MIA', 'Miami', 'Dolphins'],
      ['3200', 'NE', 'New England', 'Patriots'],
      ['3430', 'NYJ', 'New York', 'Jets'],
    ],
    North: [
      ['0325', 'BAL', 'Baltimore', 'Ravens'],
      ['0920', 'CIN', 'Cincinnati', 'Bengals'],
      ['1050', 'CLE', 'Cleveland', 'Browns'],
      ['3900', 'PIT', 'Pittsburgh', 'Steelers'],
    ],
    South: [
      ['2120', 'HOU', 'Houston', 'Texans'],
      ['2200', 'IND', 'Indianapolis', 'Colts'],
      ['2250', 'JAX', 'Jacksonville', 'Jaguars'],
      ['2100', 'TEN', 'Tennessee', 'Titans'],
    ],
    West: [
      ['1400', 'DEN', 'Denver', 'Broncos'],
      ['2310', 'KC', 'Kansas City', 'Chiefs'],
      ['2520', 'LV', 'Las Vegas', 'Raiders'],
      ['4400', 'LAC', 'Los Angeles', 'Chargers'],
    ],
  },
  NFC: {
    East: [
      ['1200', 'DAL', 'Dallas', 'Cowboys'],
      ['3410', 'NYG', 'New York', 'Giants'],
      ['3700', 'PHI', 'Philadelphia', 'Eagles'],
      ['5110', 'WAS', 'Washington', 'Commanders'],
    ],
    North: [
      ['0810', 'CHI', 'Chicago', 'Bears'],
      ['1540', 'DET', 'Detroit', 'Lions'],
      ['1800', 'GB', 'Green Bay', 'Packers'],
      ['3000', 'MIN', 'Minnesota', 'Vikings'],
    ],
    South: [
      ['0200', 'ATL', 'Atlanta', 'Falcons'],
      ['0750', 'CAR', 'Carolina', 'Panthers'],
      ['3300', 'NO', 'New Orleans', 'Saints'],
      ['4900', 'TB', 'Tampa Bay', 'Buccaneers'],
    ],
    West: [
      ['3800', 'ARI', 'Arizona', 'Cardinals'],
      ['2510', 'LA', 'Los Angeles', 'Rams'],
      ['4500', 'SF', 'San Francisco', '49ers'],
      ['4600', 'SEA', 'Seattle', 'Seahawks'],
    ],
  },
};

const team = (
  teamId: string,
  teamAbbrName: string,
  teamCityState: string,
  teamNick: string,
  league: League,
  kind: TeamKind,
  teamFullName = `${teamCityState} ${teamNick}`,
): Team => ({ teamId, teamAbbrName, teamNick, teamCityState, teamFullName, league, kind });

/** The 32 pro teams, AFC then NFC, divisions East, North, South, West. */
export const PRO_TEAMS: readonly Team[] = (['AFC', 'NFC'] as const).flatMap((conference) =>
  (['East', 'North', 'South', 'West'] as const).flatMap((division) =>
    PRO_ROWS[conference][division].map(([id, abbr, cityState, nick]) => ({
      ...team(id, abbr, cityState, nick, 'nfl', 'pro'),
      conference,
      division,
    })),
  ),
);

/** College football squad id (02 §9: simplified single-team header). */
export const COLLEGE_FOOTBALL_TEAM_ID = '194';
/** College lacrosse squad id (the school id followed by 10). */
export const COLLEGE_LACROSSE_TEAM_ID = '19410';

/** College teams: the product's two squads first, then other schools for filters. */
export const COLLEGE_TEAMS: readonly Team[] = [
  team('194', 'NFU', 'Northfield University', 'Huskies', 'ncaa-fbs', 'college'),
  team('19410', 'NFU', 'Northfield University', 'Huskies', 'ncaa-mlax', 'college'),
  team('201', 'LKS', 'Lakeshore State', 'Mariners', 'ncaa-fbs', 'college'),
  team('20110', 'LKS', 'Lakeshore State', 'Mariners', 'ncaa-mlax', 'college'),
  team('215', 'CTU', 'Cascade Tech', 'Timberwolves', 'ncaa-fbs', 'college'),
  team('227', 'GCU', 'Gulf Coast University', 'Pelicans', 'ncaa-fbs', 'college'),
  team('22710', 'GCU', 'Gulf Coast University', 'Pelicans', 'ncaa-mlax', 'college'),
  team('233', 'PAM', 'Prairie A&M', 'Bison', 'ncaa-fbs', 'college'),
];

/** All-star games, two pairs of squads (ids are ours). */
export const ALL_STAR_TEAMS: readonly Team[] = [
  team('8600', 'AFC', 'AFC', 'All-Stars', 'nfl', 'allStar', 'AFC Pro Bowl'),
  team('8700', 'NFC', 'NFC', 'All-Stars', 'nfl', 'allStar', 'NFC Pro Bowl'),
  team('8800', 'AMER', 'American', 'All-Stars', 'nfl', 'allStar', 'American Senior Bowl'),
  team('8900', 'NATL', 'National', 'All-Stars', 'nfl', 'allStar', 'National Senior Bowl'),
];

/** The practice team id. */
export const PRACTICE_TEAM_ID = '9500';
/** Abbreviation shared by the officiating groups. */
export const ZEBRA_ABBR = 'ZEBRA';
/** Id of the filter entry that stands for every officiating group. */
export const ALL_GROUPS_TEAM_ID = '1020';

/** Officiating groups 1 to 12 (ids 1000 to 1011). */
export const GROUP_TEAMS: readonly Team[] = Array.from({ length: 12 }, (_, index) =>
  team(String(1000 + index), ZEBRA_ABBR, 'Group', String(index + 1), 'nfl', 'group'),
);

/** Special teams: all-star pairs, the practice team, the groups, then the all-groups entry. */
export const SPECIAL_TEAMS: readonly Team[] = [
  ...ALL_STAR_TEAMS,
  team(PRACTICE_TEAM_ID, 'PRAC', 'Practice', 'Team', 'nfl', 'practice'),
  ...GROUP_TEAMS,
  team(ALL_GROUPS_TEAM_ID, ZEBRA_ABBR, 'All', 'Groups', 'nfl', 'group'),
];

/**
 * The Command Center pseudo team. Its id 2510 is kept only in its own namespace: the
 * catalogue lookups never return it, because 2510 is the Rams' real NFL team code.
 */
export const COMMAND_CENTER_TEAM: Team = team(
  '2510',
  'CC',
  'Command',
  'Center',
  'nfl',
  'commandCenter',
  'Command Center',
);

/** Every real team: pro, college and special. The Command Center is not among them. */
export const TEAMS: readonly Team[] = [...PRO_TEAMS, ...COLLEGE_TEAMS, ...SPECIAL_TEAMS];

const byId = new Map(TEAMS.map((entry) => [entry.teamId, entry]));

/** The team with this id, or undefined; never the Command Center pseudo team. */
export function teamById(teamId: string): Team | undefined {
  return byId.get(teamId);
}

/**
 * The first team, in catalogue order, with this abbreviation (case-insensitive) and,
 * when given, this league. College schools share one abbreviation across sports.
 */
export function teamByAbbr(abbr: string, league?: League): Team | undefined {
  const wanted = abbr.trim().toUpperCase();
  return TEAMS.find(
    (entry) => entry.teamAbbrName === wanted && (league === undefined || entry.league === league),
  );
}

/**
 * Abbreviations tracking data and feeds have used for pro teams that now go by another
 * (relocations, and the feeds' own older codes), mapped to today's.
 */
const FORMER_PRO_ABBRS: Readonly<Record<string, string>> = {
  OAK: 'LV',
  SD: 'LAC',
  STL: 'LA',
  LAR: 'LA',
  JAC: 'JAX',
  ARZ: 'ARI',
  BLT: 'BAL',
  CLV: 'CLE',
  HST: 'HOU',
  WSH: 'WAS',
};

/** The pro team a tracking file's abbreviation means, former codes included, or undefined. */
export function proTeamByAbbr(abbr: string): Team | undefined {
  const wanted = abbr.trim().toUpperCase();
  return teamByAbbr(FORMER_PRO_ABBRS[wanted] ?? wanted, 'nfl');
}

/** What is wrong with a practice's team and league: the field to name and why. */
export interface PracticeLeagueProblem {
  readonly field: 'teamId' | 'league';
  readonly message: string;
}

/**
 * Why a practice may not be for this team in this league, or undefined when it may. A
 * practice is in the one league its team plays in: staff create only for their own team
 * and league, and even the admin, who may pick any (01 §6), is offered a league's own
 * teams only (the create dialog), so a lacrosse squad's practice is never an NFL one.
 */
export function practiceLeagueProblem(
  teamId: string,
  league: string,
): PracticeLeagueProblem | undefined {
  const team = teamById(teamId);
  if (team === undefined) return { field: 'teamId', message: `team ${teamId} was not found` };
  if (team.league === league) return undefined;
  return {
    field: 'league',
    message: `team ${teamId} (${team.teamFullName}) plays ${team.league}, not ${league}`,
  };
}

/** Whether the id belongs to a college team. */
export function isCollegeTeam(teamId: string): boolean {
  return teamById(teamId)?.kind === 'college';
}

/** A group of the pro team filter list (01 §3.5). */
export interface TeamRegion {
  readonly name: string;
  readonly teams: readonly Team[];
}

/** Pro team filter list grouped by region (conference and division), e.g. 'AFC East'. */
export const NFL_TEAM_FILTER: readonly TeamRegion[] = (['AFC', 'NFC'] as const).flatMap(
  (conference) =>
    (['East', 'North', 'South', 'West'] as const).map((division) => ({
      name: `${conference} ${division}`,
      teams: PRO_TEAMS.filter(
        (entry) => entry.conference === conference && entry.division === division,
      ),
    })),
);

/** College team filter list, flat, sorted by name then league. */
export const NCAA_TEAM_FILTER: readonly Team[] = [...COLLEGE_TEAMS].sort(
  (a, b) => a.teamFullName.localeCompare(b.teamFullName) || a.league.localeCompare(b.league),
);

/** Pro teams of one conference, by division (standings tables). */
export function proTeamsOf(conference: Conference): readonly Team[] {
  return PRO_TEAMS.filter((entry) => entry.conference === conference);
}
