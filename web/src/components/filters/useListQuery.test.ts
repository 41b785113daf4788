import { describe, expect, it } from 'vitest';
import { teamFilterFor, type RoleUser } from '../../../../domain';
import { teamWithData } from './useListQuery';

/** The development admin (scripts/dev/dev-users.ts): every team, none of their own. */
const admin: RoleUser = {
  insightRole: 'admin',
  teamRole: 'TeamAdmin',
  sbRole: 'command-center',
  league: 'nfl',
  teamId: null,
  permissions: ['league.*.teamId.*.w'],
};

describe('the team a list opens on for a user with no team of their own', () => {
  const teams = teamFilterFor(admin);

  it('is the first team of the filter that practised, not the first of the filter', () => {
    const items = [
      { teamId: '3700', status: 'complete' },
      { teamId: '1050', status: 'live' },
      { teamId: '194', status: 'complete' },
    ];
    // Cleveland (AFC North) comes before Philadelphia (NFC East) in the filter.
    expect(teamWithData(teams, items)).toBe('1050');
  });

  it('counts only started practices, and falls back to the first team of the filter', () => {
    expect(teamWithData(teams, [{ teamId: '3700', status: 'future' }])).toBe('0610');
    expect(teamWithData(teams, [])).toBe('0610');
  });
});
