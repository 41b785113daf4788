import { describe, expect, it } from 'vitest';
import type { RoleUser } from './roles';
import {
  canSeeSession,
  canSeeTeamData,
  offersPracticesOnTeamPage,
  teamFilterFor,
  teamOfUser,
} from './team-access';

const base: RoleUser = {
  insightRole: 'user',
  teamRole: '',
  sbRole: 'write',
  league: 'nfl',
  teamId: '1050',
  permissions: ['league.*.teamId.*.w'],
};

describe('canSeeTeamData (01 §6, 02 §6)', () => {
  it('shows team staff their own practices and other teams only in games', () => {
    expect(canSeeTeamData(base, '1050', 'practice')).toBe(true);
    expect(canSeeTeamData(base, '3800', 'practice')).toBe(false);
    expect(canSeeTeamData(base, '3800', 'game')).toBe(true);
    expect(canSeeTeamData(base, '194', 'game')).toBe(false);
    expect(canSeeTeamData(base, '9999', 'game')).toBe(false);
  });

  it('shows college users only college teams', () => {
    const college: RoleUser = { ...base, sbRole: 'college', league: 'ncaa-fbs', teamId: '194' };
    expect(canSeeTeamData(college, '194', 'practice')).toBe(true);
    expect(canSeeTeamData(college, '201', 'game')).toBe(true);
    expect(canSeeTeamData(college, '201', 'practice')).toBe(false);
    expect(canSeeTeamData(college, '1050', 'game')).toBe(false);
  });

  it('shows a customer only its team', () => {
    const customer: RoleUser = { ...base, sbRole: 'default', teamRole: 'Customer', teamId: '3800' };
    expect(canSeeTeamData(customer, '3800', 'practice')).toBe(true);
    expect(canSeeTeamData(customer, '1050', 'game')).toBe(false);
  });

  it("shows a customer its team's games, home and away, and none of other teams", () => {
    const customer: RoleUser = { ...base, sbRole: 'default', teamRole: 'Customer', teamId: '3800' };
    const game = (home: string, visitor: string) => ({
      teamId: home,
      type: 'game',
      visitorTeamId: visitor,
    });
    expect(canSeeSession(customer, game('3800', '1050'))).toBe(true);
    expect(canSeeSession(customer, game('1050', '3800'))).toBe(true);
    expect(canSeeSession(customer, game('1050', '2200'))).toBe(false);
    expect(canSeeSession(customer, { teamId: '3800', type: 'complete' })).toBe(true);
    expect(canSeeSession(customer, { teamId: '1050', type: 'live' })).toBe(false);
    // A practice is its team's alone, whatever else it names.
    expect(canSeeSession(base, { teamId: '3800', type: 'live', visitorTeamId: '1050' })).toBe(
      false,
    );
  });

  it('shows admin and command center everything', () => {
    for (const user of [
      { ...base, insightRole: 'admin', teamId: null },
      { ...base, sbRole: 'command-center' as const },
    ]) {
      expect(canSeeTeamData(user, '3800', 'practice')).toBe(true);
      expect(canSeeTeamData(user, '19410', 'practice')).toBe(true);
    }
  });

  it('offers the practices radio only for own team or to the admin', () => {
    expect(offersPracticesOnTeamPage(base, '1050')).toBe(true);
    expect(offersPracticesOnTeamPage(base, '3800')).toBe(false);
    expect(offersPracticesOnTeamPage({ ...base, insightRole: 'admin' }, '3800')).toBe(true);
  });
});

describe('team filters and the shown team', () => {
  it('lists pro regions for pro staff and the flat college list for college users', () => {
    expect(teamFilterFor(base).nfl).toHaveLength(8);
    expect(teamFilterFor(base).ncaa).toEqual([]);
    const college = teamFilterFor({ ...base, sbRole: 'college', league: 'ncaa-mlax' });
    expect(college.nfl).toEqual([]);
    expect(college.ncaa.every((t) => t.kind === 'college')).toBe(true);
  });

  it('adds the all-star teams for the command center', () => {
    const regions = teamFilterFor({ ...base, sbRole: 'command-center' }).nfl;
    expect(regions.at(-1)?.teams.map((t) => t.teamId)).toEqual(['8600', '8700', '8800', '8900']);
  });

  it('labels command-center users Command Center and others by their team', () => {
    expect(teamOfUser({ ...base, sbRole: 'command-center', teamId: '2510' })?.teamAbbrName).toBe(
      'CC',
    );
    expect(teamOfUser({ ...base, teamId: '2510' })?.teamFullName).toBe('Los Angeles Rams');
  });
});
