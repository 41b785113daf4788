import { describe, expect, it } from 'vitest';
import { TEAM_COLORS, teamColors, DEFAULT_TEAM_COLORS } from './colors';
import { CONFERENCES, DIVISIONS } from './options';
import {
  COMMAND_CENTER_TEAM,
  GROUP_TEAMS,
  NCAA_TEAM_FILTER,
  NFL_TEAM_FILTER,
  PRO_TEAMS,
  SPECIAL_TEAMS,
  TEAMS,
  proTeamByAbbr,
  teamByAbbr,
  practiceLeagueProblem,
  teamById,
} from './teams';

describe('pro teams (01 §3.5)', () => {
  it('has 32 teams, 16 per conference and 4 per division', () => {
    expect(PRO_TEAMS).toHaveLength(32);
    for (const conference of CONFERENCES) {
      expect(PRO_TEAMS.filter((t) => t.conference === conference)).toHaveLength(16);
      for (const division of DIVISIONS) {
        expect(
          PRO_TEAMS.filter((t) => t.conference === conference && t.division === division),
        ).toHaveLength(4);
      }
    }
  });

  it('uses unique 4-digit NFL team codes and abbreviations', () => {
    expect(PRO_TEAMS.every((t) => /^\d{4}$/.test(t.teamId))).toBe(true);
    expect(new Set(PRO_TEAMS.map((t) => t.teamId)).size).toBe(32);
    expect(new Set(PRO_TEAMS.map((t) => t.teamAbbrName)).size).toBe(32);
  });

  it('knows the codes the spec names', () => {
    expect(teamById('3800')?.teamAbbrName).toBe('ARI');
    expect(teamById('0200')?.teamAbbrName).toBe('ATL');
    expect(teamById('1050')).toMatchObject({
      teamAbbrName: 'CLE',
      conference: 'AFC',
      division: 'North',
    });
    expect(teamById('1050')?.teamFullName).toBe('Cleveland Browns');
  });

  it('finds teams by abbreviation, case-insensitively and by league', () => {
    expect(teamByAbbr('cle')?.teamId).toBe('1050');
    expect(teamByAbbr('NFU', 'ncaa-mlax')?.teamId).toBe('19410');
    expect(teamByAbbr('XYZ')).toBeUndefined();
  });

  it('reads tracking files’ former pro abbreviations as today’s teams', () => {
    expect(proTeamByAbbr('OAK')?.teamAbbrName).toBe('LV');
    expect(proTeamByAbbr('sd')?.teamAbbrName).toBe('LAC');
    expect(proTeamByAbbr('LA')?.teamNick).toBe('Rams');
    expect(proTeamByAbbr('ARI')?.teamId).toBe('3800');
    expect(proTeamByAbbr('NFU')).toBeUndefined();
  });
});

describe('other teams', () => {
  it('has the college squads 194 and 19410', () => {
    expect(teamById('194')).toMatchObject({ kind: 'college', league: 'ncaa-fbs' });
    expect(teamById('19410')).toMatchObject({ kind: 'college', league: 'ncaa-mlax' });
    expect(NCAA_TEAM_FILTER.every((t) => t.kind === 'college')).toBe(true);
  });

  it('has the practice team, groups 1000-1011 and 1020 as ZEBRA, and two all-star pairs', () => {
    expect(teamById('9500')?.kind).toBe('practice');
    expect(GROUP_TEAMS.map((t) => t.teamId)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(1000 + i)),
    );
    expect(teamById('1020')?.teamAbbrName).toBe('ZEBRA');
    expect(SPECIAL_TEAMS.filter((t) => t.kind === 'allStar')).toHaveLength(4);
  });

  it('keeps the Command Center out of lookups so 2510 stays the Rams', () => {
    expect(COMMAND_CENTER_TEAM).toMatchObject({
      teamId: '2510',
      teamAbbrName: 'CC',
      teamFullName: 'Command Center',
    });
    expect(teamById('2510')?.teamNick).toBe('Rams');
    expect(teamByAbbr('CC')).toBeUndefined();
  });

  it('has unique ids across the whole catalogue', () => {
    expect(new Set(TEAMS.map((t) => t.teamId)).size).toBe(TEAMS.length);
  });
});

describe('filters and colours', () => {
  it('groups the pro filter by region, every pro team once', () => {
    expect(NFL_TEAM_FILTER.map((r) => r.name)).toContain('NFC West');
    expect(NFL_TEAM_FILTER.flatMap((r) => r.teams)).toHaveLength(32);
  });

  it('has text and line colours for every team abbreviation', () => {
    for (const team of [...TEAMS, COMMAND_CENTER_TEAM]) {
      expect(TEAM_COLORS[team.teamAbbrName], team.teamAbbrName).toBeDefined();
    }
    expect(teamColors('cle').text).toBe('#ff3c00');
    expect(teamColors('NOPE')).toEqual(DEFAULT_TEAM_COLORS);
  });
});

describe("a practice's league (01 §6)", () => {
  it('is the league its team plays in, for every team', () => {
    for (const team of TEAMS) {
      expect(practiceLeagueProblem(team.teamId, team.league)).toBeUndefined();
    }
  });

  it('names the league when it is another, and the team when there is none', () => {
    expect(practiceLeagueProblem('19410', 'nfl')).toEqual({
      field: 'league',
      message: 'team 19410 (Northfield University Huskies) plays ncaa-mlax, not nfl',
    });
    expect(practiceLeagueProblem('194', 'ncaa-mlax')?.field).toBe('league');
    expect(practiceLeagueProblem('3700', 'ncaa-fbs')?.field).toBe('league');
    expect(practiceLeagueProblem('7777', 'nfl')).toEqual({
      field: 'teamId',
      message: 'team 7777 was not found',
    });
  });
});
