import { describe, expect, it } from 'vitest';
import {
  canAccessPage,
  createPracticeLeagueOptions,
  navLinksFor,
  pageOfPath,
  routeVerdict,
  scheduleHomePath,
  type Page,
} from './access';
import type { RoleUser } from './roles';

const base: RoleUser = {
  insightRole: 'user',
  teamRole: '',
  sbRole: 'default',
  league: 'nfl',
  teamId: '1050',
  permissions: ['league.*.teamId.*.w'],
};
const users = {
  admin: { ...base, insightRole: 'admin', teamId: null },
  dataOps: { ...base, insightRole: 'dataops', teamId: null },
  commandCenter: { ...base, sbRole: 'command-center', teamId: '2510' },
  collegeFootball: { ...base, sbRole: 'college', league: 'ncaa-fbs', teamId: '194' },
  collegeLacrosse: { ...base, sbRole: 'college', league: 'ncaa-mlax', teamId: '19410' },
  customer: { ...base, teamRole: 'Customer', teamId: '3800' },
  proWrite: { ...base, sbRole: 'write', teamRole: 'TeamAdmin' },
  proRead: base,
  proFn: { ...base, teamRole: 'fn' },
} satisfies Record<string, RoleUser>;

const labels = (user: RoleUser, narrow = false) => {
  const nav = navLinksFor(user, new Date(2024, 9, 12), narrow);
  return { main: nav.main.map((l) => l.label), more: nav.more.map((l) => l.label) };
};
const allowed = (user: RoleUser, pages: readonly Page[]): Page[] =>
  pages.filter((p) => canAccessPage(user, p));
const shellPages: Page[] = [
  'practices',
  'games',
  'teams',
  'players',
  'profiles',
  'entities',
  'monitor',
  'health',
  'status',
  'dataops',
  'customers',
];

describe('page access per kind of user (01 §2.1, §2.3)', () => {
  it('lets the admin open everything', () => {
    expect(allowed(users.admin, shellPages)).toEqual(shellPages);
  });

  it('gives data operations the operations pages but not customers', () => {
    expect(allowed(users.dataOps, shellPages)).toEqual([
      'practices',
      'games',
      'teams',
      'players',
      'profiles',
      'entities',
      'monitor',
      'health',
      'status',
      'dataops',
    ]);
  });

  it('keeps admin pages from team staff, customers and college users', () => {
    for (const user of [users.proWrite, users.proRead, users.customer, users.collegeFootball]) {
      expect(
        allowed(user, ['entities', 'monitor', 'health', 'status', 'dataops', 'customers']),
      ).toEqual([]);
    }
  });

  it('gives the command center the Monitor and Processing Status, not the operations tools', () => {
    expect(
      allowed(users.commandCenter, [
        'entities',
        'monitor',
        'health',
        'status',
        'dataops',
        'customers',
      ]),
    ).toEqual(['monitor', 'status']);
    expect(routeVerdict(users.commandCenter, '/monitor/2026/11/30')).toBe('allowed');
    expect(routeVerdict(users.commandCenter, '/monitor/2026/11/30', true)).toBe('allowed');
    expect(routeVerdict(users.proWrite, '/monitor/2026/11/30')).toBe('forbidden');
    expect(labels(users.commandCenter).main).toEqual(
      expect.arrayContaining(['Monitor', 'Processing Status']),
    );
    expect(labels(users.commandCenter).main).not.toContain('Data Ops');
    expect(labels(users.proWrite).main).not.toContain('Monitor');
  });

  it('hides Teams from college users and Games from role fn', () => {
    expect(canAccessPage(users.collegeLacrosse, 'teams')).toBe(false);
    expect(canAccessPage(users.proRead, 'teams')).toBe(true);
    expect(canAccessPage(users.proFn, 'games')).toBe(false);
    expect(canAccessPage(users.proWrite, 'games')).toBe(true);
  });

  it('keeps open routes and outside-shell routes open to everyone', () => {
    for (const user of Object.values(users)) {
      expect(
        allowed(user, [
          'schedule',
          'account',
          'team',
          'player',
          'view',
          'login',
          'about',
          'notFound',
        ]),
      ).toHaveLength(8);
    }
  });
});

describe('routes', () => {
  it('maps paths and aliases to pages', () => {
    expect(pageOfPath('/')).toBe('schedule');
    expect(pageOfPath('/live-practices')).toBe('practices');
    expect(pageOfPath('/game')).toBe('games');
    expect(pageOfPath('/team')).toBe('teams');
    expect(pageOfPath('/team/AFC/1050/teamPerformance/practices')).toBe('team');
    expect(pageOfPath('/player/42')).toBe('player');
    expect(pageOfPath('/view/practice/9/performance/condensed/page')).toBe('view');
    expect(pageOfPath('/404')).toBe('notFound');
    expect(pageOfPath('/nowhere')).toBeUndefined();
  });

  it('sends forbidden routes to 404 and unknown ones to NOT FOUND', () => {
    expect(routeVerdict(users.customer, '/dataops/page')).toBe('forbidden');
    expect(routeVerdict(users.admin, '/dataops/page')).toBe('allowed');
    expect(routeVerdict(users.customer, '/bogus')).toBe('unknown');
  });

  it('restricts narrow screens and never loads Processing Status there', () => {
    // A page the user may open but not at this width says it needs a wider screen.
    expect(routeVerdict(users.admin, '/status', true)).toBe('wider');
    expect(routeVerdict(users.admin, '/profiles', true)).toBe('wider');
    expect(routeVerdict(users.customer, '/status', true)).toBe('forbidden');
    expect(routeVerdict(users.admin, '/dataops/entities/d1', true)).toBe('allowed');
    expect(routeVerdict(users.proWrite, '/schedule', true)).toBe('allowed');
  });

  it('opens the schedule on month for the admin group and week for others', () => {
    const today = new Date(2024, 2, 5);
    expect(scheduleHomePath(users.admin, today)).toBe('/schedule/month/2024/3/5');
    expect(scheduleHomePath(users.proWrite, today)).toBe('/schedule/week/2024/3/5');
  });
});

describe('navigation (01 §2.3)', () => {
  const today = new Date(2024, 9, 12);

  it('gives the admin its row and the More dropdown', () => {
    expect(labels(users.admin)).toEqual({
      main: [
        'Schedule',
        'Profiles',
        'Entities',
        'Monitor',
        'Health',
        'Processing Status',
        'Data Ops',
        'Customers',
      ],
      more: ['About', 'Practices', 'Games', 'Teams', 'Players'],
    });
    const monitor = navLinksFor(users.admin, today).main.find((l) => l.page === 'monitor');
    expect(monitor?.path).toBe('/monitor/2024/10/12');
  });

  it('gives team staff the team links and the account link', () => {
    expect(labels(users.proWrite).main).toEqual([
      'Schedule',
      'Profiles',
      'Practices',
      'Games',
      'Teams',
      'Players',
      'About',
      'Account',
    ]);
    expect(labels(users.proWrite).more).toEqual([]);
    expect(navLinksFor(users.proWrite, today).main[0]?.path).toBe('/schedule/week/2024/10/12');
  });

  it('drops Teams for college and Games for role fn', () => {
    expect(labels(users.collegeFootball).main).not.toContain('Teams');
    expect(labels(users.proFn).main).not.toContain('Games');
  });

  it('keeps only narrow pages on narrow screens', () => {
    expect(labels(users.admin, true)).toEqual({
      main: ['Schedule', 'Monitor', 'Health', 'Data Ops'],
      more: ['About', 'Practices', 'Games', 'Players'],
    });
  });

  it('puts the team pages under More for whoever has operations pages, so the row fits', () => {
    expect(labels(users.dataOps)).toEqual({
      main: [
        'Schedule',
        'Profiles',
        'Entities',
        'Monitor',
        'Health',
        'Processing Status',
        'Data Ops',
      ],
      more: ['Practices', 'Games', 'Teams', 'Players', 'About', 'Account'],
    });
    expect(labels(users.dataOps, true)).toEqual({
      main: ['Schedule', 'Monitor', 'Health', 'Data Ops'],
      more: ['Practices', 'Games', 'Players', 'About', 'Account'],
    });
    expect(labels(users.commandCenter, true)).toEqual({
      main: ['Schedule', 'Monitor'],
      more: ['Practices', 'Games', 'Players', 'About', 'Account'],
    });
  });

  it('offers practice leagues for creating practices only', () => {
    expect(createPracticeLeagueOptions(users.admin).map((o) => o.label)).toEqual([
      'NCAA-FBS Practice',
      'NFL Practice',
      'NCAA-MLAX Practice',
    ]);
    expect(createPracticeLeagueOptions(users.collegeFootball).map((o) => o.league)).toEqual([
      'ncaa-fbs',
      'ncaa-mlax',
    ]);
  });
});
