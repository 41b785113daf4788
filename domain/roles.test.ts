import { describe, expect, it } from 'vitest';
import {
  canCreatePractice,
  canManagePractice,
  createPracticeLeagues,
  deriveSbRole,
  canEditZoneSpeed,
  canManageGame,
  hasAllTeams,
  hasWriteGrant,
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
  permissions: ['league.*.teamId.*.w'],
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

describe('the write letter (issue 33)', () => {
  const grants = (...permissions: string[]) => ({ permissions });

  it("writes a team's data only with a grant of that team, or of every team, carrying w", () => {
    const coach = user({ sbRole: 'write', teamId: '3700', ...grants('league.nfl.teamId.3700.w') });
    expect(hasWriteGrant(coach, '3700')).toBe(true);
    expect(hasWriteGrant(coach, '1200')).toBe(false);
    expect(hasWriteGrant(coach)).toBe(true);
    const reader = user({ teamId: '3700', ...grants('league.nfl.teamId.3700.r') });
    expect(hasWriteGrant(reader, '3700')).toBe(false);
    expect(hasWriteGrant(reader)).toBe(false);
    const everyTeam = user({ sbRole: 'command-center', ...grants('league.*.teamId.*.w') });
    expect(hasWriteGrant(everyTeam, '1200')).toBe(true);
    // A write grant of one team and a read grant of all: writes only its own.
    const mixed = user({
      sbRole: 'command-center',
      ...grants('league.*.teamId.*.r', 'league.nfl.teamId.3700.w'),
    });
    expect(hasWriteGrant(mixed, '3700')).toBe(true);
    expect(hasWriteGrant(mixed, '1200')).toBe(false);
    expect(hasWriteGrant(user({ ...grants('garbage', 'league.nfl.teamId.3700.wr') }))).toBe(false);
  });

  it('lets the platform admin write whatever its grants say', () => {
    expect(hasWriteGrant(user({ insightRole: 'admin', ...grants() }), '1200')).toBe(true);
  });

  it('keeps a read-only command center, college staff or data operations from changing anything', () => {
    const readOnly = grants('league.*.teamId.*.r');
    expect(canManagePractice(user({ sbRole: 'command-center', ...readOnly }))).toBe(false);
    expect(canCreatePractice(user({ sbRole: 'command-center', ...readOnly }))).toBe(false);
    const college = user({
      sbRole: 'college',
      league: 'ncaa-fbs',
      teamId: '194',
      ...grants('league.ncaa-fbs.teamId.194.r'),
    });
    expect(canManagePractice(college)).toBe(false);
    expect(canManageGame(user({ insightRole: 'dataops', ...readOnly }))).toBe(false);
    expect(canManageGame(user({ insightRole: 'dataops', ...grants('league.*.teamId.*.w') }))).toBe(
      true,
    );
  });

  it('keeps read-only staff and customers from creating practices and saving speed targets', () => {
    const staff = user({ teamId: '3700', ...grants('league.nfl.teamId.3700.r') });
    expect(canCreatePractice(staff)).toBe(false);
    expect(canEditZoneSpeed(staff)).toBe(false);
    const customer = user({
      teamRole: 'Customer',
      teamId: '1050',
      ...grants('league.nfl.teamId.1050.r'),
    });
    expect(canEditZoneSpeed(customer)).toBe(false);
    expect(canEditZoneSpeed({ ...customer, permissions: ['league.nfl.teamId.1050.w'] })).toBe(true);
  });
});
