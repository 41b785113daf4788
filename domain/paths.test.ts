import { describe, expect, it } from 'vitest';
import { paths, ROUTES, routeDate } from './paths';

/** The params of `path` under a route pattern (':name' segments, a trailing '*'), or null. */
function match(pattern: string, path: string): Record<string, string> | null {
  const [pathname = ''] = path.split('?');
  const want = pattern.split('/');
  const have = pathname.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    if (w === '*') return have.length >= i ? params : null;
    const h = have[i];
    const optional = w.endsWith('?');
    if (h === undefined) {
      if (optional) continue;
      return null;
    }
    if (w.startsWith(':') && h !== '')
      params[w.slice(1, optional ? -1 : undefined)] = decodeURIComponent(h);
    else if (w !== h) return null;
  }
  const optionalLast = want.at(-1)?.endsWith('?') === true;
  return have.length === want.length || (optionalLast && have.length === want.length - 1)
    ? params
    : null;
}

describe('paths', () => {
  const day = new Date(2026, 10, 30, 23, 59, 30);

  it('builds each mounted route so that its pattern matches and gives the ids back', () => {
    expect(match(ROUTES.schedule, paths.schedule('week', day))).toEqual({ view: 'week' });
    expect(paths.schedule('month', day, '?teamId=PHI')).toBe(
      '/schedule/month/2026/11/30?teamId=PHI',
    );
    expect(match(ROUTES.player, paths.player('a/b c'))).toEqual({ playerId: 'a/b c' });
    expect(match(ROUTES.account, paths.account('alerting'))).toEqual({ tab: 'alerting' });
    expect(match(ROUTES.team, paths.team('NFC', 'PHI', 'playerPerformance', 'games'))).toEqual({
      conference: 'NFC',
      teamId: 'PHI',
      tab: 'playerPerformance',
      event: 'games',
    });
    expect(match(ROUTES.practiceView, paths.practicePerformance('p/1', 'condensed'))).toEqual({
      id: 'p/1',
      view: 'condensed',
    });
    expect(match(ROUTES.practiceModal, paths.practicePlayer('p', 'x'))).toEqual({
      id: 'p',
      view: 'expanded',
      playerId: 'x',
    });
    expect(match(ROUTES.gameView, paths.gamePerformance('g', '3700'))).toEqual({
      id: 'g',
      teamId: '3700',
      view: 'expanded',
    });
    expect(match(ROUTES.gameModal, `${paths.gamePlayer('g', '3700', 'x')}/ball`)).toEqual({
      id: 'g',
      teamId: '3700',
      view: 'expanded',
      playerId: 'x',
      tab: 'ball',
    });
    expect(match(ROUTES.practiceBallModal, paths.practiceBallPlayer('p', 'x'))).toEqual({
      id: 'p',
      playerId: 'x',
      tab: 'ball',
    });
    expect(match(ROUTES.gameBallModal, paths.gameBallPlayer('g', '3700', 'x'))).toEqual({
      id: 'g',
      teamId: '3700',
      playerId: 'x',
      tab: 'ball',
    });
    expect(
      match(ROUTES.practiceByPeriod, paths.practiceByPeriod('p', 'condensed', 'totalDis')),
    ).toEqual({ id: 'p', subTab: 'condensed', metric: 'totalDis' });
    expect(match(ROUTES.gameByPeriod, paths.gameByPeriod('g', '3700', 'ypm'))).toEqual({
      id: 'g',
      teamId: '3700',
      subTab: 'expanded',
      metric: 'ypm',
    });
    expect(match(ROUTES.practiceTracking, paths.practiceTracking('p/1'))).toEqual({ id: 'p/1' });
    expect(match(ROUTES.gameTracking, paths.gameTracking('g', '3700'))).toEqual({
      id: 'g',
      teamId: '3700',
    });
    expect(match(ROUTES.practiceView, paths.practiceTracking('p'))).toBeNull();
    expect(match(ROUTES.player, paths.account('players'))).toBeNull();
    expect(match(ROUTES.team, paths.player('p'))).toBeNull();
    for (const name of ['practices', 'games', 'teams', 'players', 'about', 'notFound'] as const)
      expect(match(ROUTES[name], paths[name]()), name).toEqual({});
  });

  it('keeps an id with a slash in one segment', () => {
    expect(paths.gamePerformance('g/1', 'T 2')).toBe(
      '/view/game/g%2F1/T%202/performance/expanded/page',
    );
    expect(paths.practicePlayer('p', 'x/y')).toBe(
      '/view/practice/p/performance/expanded/modal/x%2Fy',
    );
  });

  it('carries the return path and the token code as one query value', () => {
    const back = '/players?teamId=PHI&season=2026';
    const login = new URL(paths.login(back), 'http://x');
    expect(login.pathname).toBe(ROUTES.login);
    expect(login.searchParams.get('returnTo')).toBe(back);
    expect(paths.login()).toBe('/login');
    expect(new URL(paths.token('a&b=c'), 'http://x').searchParams.get('code')).toBe('a&b=c');
  });

  it('adds a season only when given', () => {
    expect(paths.games()).toBe('/games');
    expect(paths.teams(2026)).toBe('/teams?season=2026');
  });

  it('writes route dates without leading zeros, in local time', () => {
    expect(routeDate(new Date(2027, 0, 5))).toBe('2027/1/5');
    expect(paths.monitor(day)).toBe('/monitor/2026/11/30');
  });

  it("links the Monitor's wall and a team's entities on Health", () => {
    expect(paths.monitorWall()).toBe('/monitor/wall');
    expect(paths.healthEntity('nfl', 'practice', '3700')).toBe(
      '/health/entity?league=nfl&type=practice&teamId=3700',
    );
  });
});
