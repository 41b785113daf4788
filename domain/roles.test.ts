import { describe, expect, it } from 'vitest';
import {
  canCreatePractice,
  canManagePractice,
  createPracticeLeagues,
  deriveSbRole,
  hasAllTeams,
  parsePermission,
  userKindOf,
  type RoleUser,
  type SbRole,
} from './roles';

describe('deriveSbRole (01 §6)', () => {
  const table: [string[], SbRole, string][] = [
    [['league.nfl.teamId.1050.r'], 'default', 'nfl'],
    [['league.nfl.teamId.1050.w'], 'write', 'nfl'],
    [['league.nfl.teamId.*.r'], 'command-center', 'nfl'],
    [['league.nfl.teamId.*.w'], 'command-center', 'nfl'],
    [['league.ncaa-fbs.teamId.194.r'], 'college', 'ncaa-fbs'],
    [['league.ncaa-mlax.teamId.19410.w'], 'college', 'ncaa-mlax'],
    [['league.ncaa-fbs.teamId.*.w'], 'college', 'ncaa-fbs'],
    [['league.*.teamId.*.r'], 'command-center', 'ncaa-fbs,ncaa-mlax,nfl'],
    [['league.*.teamId.1050.w'], 'write', 'ncaa-fbs,ncaa-mlax,nfl'],
    [['league.nfl.teamId.1050.r', 'league.ncaa-fbs.teamId.194.r'], 'college', 'nfl,ncaa-fbs'],
    [['league.nfl.teamId.1050.r', 'league.nfl.teamId.3800.w'], 'write', 'nfl'],
    [['league.nfl.teamId.1050.role.w'], 'write', 'nfl'],
    [[], 'default', ''],
    [['garbage', 'league.nfl.team.1050.w'], 'default', ''],
  ];
  it.each(table)('%j gives %s with leagues "%s"', (permissions, sbRole, leagues) => {
    expect(deriveSbRole(permissions)).toEqual({ sbRole, leagues });
  });

  it('parses the five-part form and refuses others', () => {
    expect(parsePermission('league.nfl.teamId.1050.w')).toEqual({
      league: 'nfl',
      teamId: '1050',
      role: 'w',
    });
    expect(parsePermission('league..teamId.1050.w')).toBeUndefined();
    expect(parsePermission('nfl.1050.w')).toBeUndefined();
  });
});

const user = (over: Partial<RoleUser>): RoleUser => ({
  insightRole: 'user',
  teamRole: '',
  sbRole: 'default',
  league: 'nfl',
  teamId: '1050',
  ...over,
});

describe('user kinds', () => {
  it('reads each kind from the record', () => {
    expect(userKindOf(user({ insightRole: 'admin', sbRole: 'write' }))).toBe('admin');
    expect(userKindOf(user({ insightRole: 'dataops' }))).toBe('data-ops');
    expect(userKindOf(user({ sbRole: 'command-center' }))).toBe('command-center');
    expect(userKindOf(user({ sbRole: 'college', league: 'ncaa-fbs' }))).toBe('college-football');
    expect(userKindOf(user({ sbRole: 'college', league: 'ncaa-mlax' }))).toBe('college-lacrosse');
    expect(userKindOf(user({ teamRole: 'Customer' }))).toBe('customer');
    expect(userKindOf(user({ sbRole: 'write', teamRole: 'TeamAdmin' }))).toBe('pro-staff-write');
    expect(userKindOf(user({}))).toBe('pro-staff');
  });

  it('gives every team only to admin, data operations and command center', () => {
    expect(hasAllTeams(user({ insightRole: 'admin' }))).toBe(true);
    expect(hasAllTeams(user({ insightRole: 'dataops' }))).toBe(true);
    expect(hasAllTeams(user({ sbRole: 'command-center' }))).toBe(true);
    expect(hasAllTeams(user({ sbRole: 'write' }))).toBe(false);
    expect(hasAllTeams(user({ sbRole: 'college', league: 'ncaa-fbs' }))).toBe(false);
  });

  it('lets write, command-center and college roles manage planned practices', () => {
    expect(canManagePractice(user({ sbRole: 'write' }))).toBe(true);
    expect(canManagePractice(user({ sbRole: 'command-center' }))).toBe(true);
    expect(canManagePractice(user({ sbRole: 'college' }))).toBe(true);
    expect(canManagePractice(user({ sbRole: 'default' }))).toBe(false);
  });

  it('limits the leagues of new practices by kind', () => {
    expect(createPracticeLeagues(user({ insightRole: 'admin' }))).toEqual([
      'nfl',
      'ncaa-fbs',
      'ncaa-mlax',
    ]);
    expect(createPracticeLeagues(user({ sbRole: 'write' }))).toEqual(['nfl']);
    expect(createPracticeLeagues(user({ sbRole: 'college', league: 'ncaa-mlax' }))).toEqual([
      'ncaa-fbs',
      'ncaa-mlax',
    ]);
    expect(canCreatePractice(user({ teamRole: 'Customer' }))).toBe(false);
    expect(createPracticeLeagues(user({ insightRole: 'dataops' }))).toEqual([]);
  });
});
