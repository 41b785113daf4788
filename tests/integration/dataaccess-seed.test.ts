/**
 * The demo seed on SQLite and on a real PostgreSQL: every playing team with a realistic
 * roster, venues with the default field, profiles, the development users, and a season of
 * games and practices (past, live, future) that the core calls serve, the practice teams' tags,
 * every team at home in
 * about half its games; a second run changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PRO_TEAMS, type TeamEntities } from '../../domain';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { PLAYING_TEAMS, seedDemoSchedule, seedReferenceData } from '../../scripts/demo/seed';
import { DEMO_TEAM_ID, DEV_USERS } from '../../scripts/dev/dev-users';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const NOW_MS = Date.UTC(2026, 10, 23, 16);
const TOKEN = 'seed-test';

interface Answer {
  results: Record<string, unknown>[];
  code: number;
}

describe.each(backends)('demo seed on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const get = async (url: string, actor = 'admin@dev.test'): Promise<Answer> => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': actor },
    });
    expect(res.statusCode, url).toBe(200);
    return res.json<Answer>();
  };
  const counts = async () =>
    (
      await sql<{ t: string; n: number | string }>`
        select 'players' as t, count(*) as n from players union all
        select 'sessions', count(*) from sessions union all
        select 'events', count(*) from stream_events union all
        select 'venues', count(*) from venues union all
        select 'areas', count(*) from practice_areas union all
        select 'profiles', count(*) from profiles union all
        select 'entities', count(*) from entities union all
        select 'tags', count(*) from entity_tags union all
        select 'users', count(*) from users`.execute(store.db)
    ).rows.map((r) => `${r.t}=${Number(r.n)}`);

  beforeAll(async () => {
    store = await backend.open();
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('seeds once, and a second run changes nothing', async () => {
    expect(await seedDemoSchedule(store.db, NOW_MS)).toEqual([
      'teams',
      'users',
      'rosters',
      'venues',
      'profiles',
      'entities',
      'schedule 2026',
    ]);
    const before = await counts();
    expect(await seedDemoSchedule(store.db, NOW_MS)).toEqual([]);
    expect(await seedReferenceData(store.db)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('tags every player of the practice teams, each tag once, and gives each two balls', async () => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/entitiesbyteam/list?teamId=${DEMO_TEAM_ID}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'admin@dev.test' },
    });
    expect(res.statusCode).toBe(200);
    const [team] = res.json<{ results: TeamEntities[] }>().results;
    if (team === undefined) throw new Error('no entities row');
    const roster = await store.db
      .selectFrom('players')
      .select(['player_id', 'status'])
      .where('team_id', '=', DEMO_TEAM_ID)
      .execute();
    const active = roster.filter((p) => p.status === 'ACT' || p.status === 'DEV').length;
    expect(team.alerts).toEqual([]);
    expect(team.counts).toEqual({
      totalPlayers: roster.length,
      actPlayers: active,
      taggedActPlayers: active,
      totalTags: roster.length * 2 + 2,
      gameBalls: 2,
    });
    const players = team.entities.filter((e) => e.type === 'player');
    expect(players.every((e) => e.tags.map((t) => t.name).join() === 'PS1 Left,PS1 Right')).toBe(
      true,
    );
    const ids = (await store.db.selectFrom('entity_tags').select('tag_id').execute()).map(
      (r) => r.tag_id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every team a realistic roster and every development user a record', async () => {
    const sizes = await store.db
      .selectFrom('players')
      .select((eb) => ['team_id', eb.fn.countAll<number | string>().as('n')])
      .groupBy('team_id')
      .execute();
    const size = new Map(sizes.map((r) => [r.team_id, Number(r.n)]));
    for (const t of PRO_TEAMS) expect(size.get(t.teamId), t.teamAbbrName).toBe(90);
    expect(size.get('194')).toBe(110);
    expect(size.get('19410')).toBe(45);
    const positions = await store.db
      .selectFrom('players')
      .select('position')
      .distinct()
      .where('team_id', '=', '19410')
      .execute();
    expect(positions.map((p) => p.position).sort()).toEqual([
      'ATTACK',
      'DEFENSE',
      'FO',
      'GOALIE',
      'LSM',
      'MIDFIELD',
    ]);
    for (const u of DEV_USERS) {
      const login = await get('login', u.email);
      expect(login.results[0]?.email).toBe(u.email);
    }
  });

  it('serves venues with practice areas and profiles of the default field', async () => {
    const venues = await get(`venues?teamids=${DEMO_TEAM_ID}`);
    expect(venues.results.map((v) => v.type).sort()).toEqual(['practice', 'stadium']);
    const facility = venues.results.find((v) => v.type === 'practice');
    const areas = facility?.practiceAreas as Record<string, unknown>[];
    expect(areas).toHaveLength(3);
    expect(areas[0]).toMatchObject({ widthFt: 569, heightFt: 274, areaName: 'Main Field' });
    const profiles = await store.db
      .selectFrom('profiles')
      .select('name')
      .where('team_id', '=', '194')
      .execute();
    expect(profiles.length).toBeGreaterThanOrEqual(3);
  });

  it('has a season of games with scores, standings and weeks', async () => {
    for (const t of PRO_TEAMS) {
      const games = await get(`games/${t.teamId}?season=2026`);
      expect(games.results, t.teamAbbrName).toHaveLength(20);
    }
    const games = (await get(`games/${DEMO_TEAM_ID}?season=2026&seasonType=REG`)).results;
    const played = games.filter((g) => g.status === 'complete');
    expect(played.length).toBeGreaterThan(5);
    expect(games.some((g) => g.status === 'future')).toBe(true);
    expect(played.every((g) => ['W', 'L', 'T'].includes(String(g.result)))).toBe(true);
    const tables = (await get('teamtables?season=2026')).results as {
      teams: { totalWins: number; totalLoss: number; totalTies: number }[];
    }[];
    const decided = tables
      .flatMap((c) => c.teams)
      .map((r) => r.totalWins + r.totalLoss + r.totalTies);
    expect(Math.min(...decided)).toBeGreaterThan(5);
    expect((await get('scheduleteam?teamids=194&season=2026')).results.length).toBeGreaterThan(8);
    expect((await get('nflweeks?season=2026')).results).toHaveLength(25);
  });

  it('alternates home and away: every team hosts about half its games, never all', async () => {
    const rows = await store.db
      .selectFrom('sessions')
      .select(['team_id', 'visitor_team_id', 'doc'])
      .where('kind', '=', 'game')
      .execute();
    const games = rows.map((r) => ({ row: r, doc: JSON.parse(r.doc) as Record<string, unknown> }));
    // Each game names its host once: the session's team is the home team, the visitor another.
    for (const { row, doc } of games) {
      expect(doc.teamId, String(doc._id)).toBe(doc.homeTeamId);
      expect(row.team_id, String(doc._id)).toBe(doc.homeTeamId);
      expect(row.visitor_team_id, String(doc._id)).toBe(doc.visitorTeamId);
      expect(doc.visitorTeamId, String(doc._id)).not.toBe(doc.homeTeamId);
      expect(String(doc.name)).toBe(`${String(doc.visitorTeamAbbr)} @ ${String(doc.homeTeamAbbr)}`);
      expect(doc.siteId).toBe(`${String(doc.homeTeamId)}-stadium`);
    }
    for (const team of PLAYING_TEAMS) {
      const own = games.filter(
        ({ doc }) => doc.homeTeamId === team.teamId || doc.visitorTeamId === team.teamId,
      );
      const home = own.filter(({ doc }) => doc.homeTeamId === team.teamId).length;
      expect(own.length, team.teamAbbrName).toBeGreaterThan(5);
      expect(home / own.length, `${team.teamAbbrName}: ${home} of ${own.length} at home`).toSatisfy(
        (share: number) => share >= 0.4 && share <= 0.6,
      );
      // Week by week the sides alternate: never more than three home (or away) games running.
      const sides = own
        .sort((a, b) => Number(a.doc.startTime) - Number(b.doc.startTime))
        .map(({ doc }) => (doc.homeTeamId === team.teamId ? 'H' : 'A'))
        .join('');
      expect(sides, team.teamAbbrName).not.toMatch(/HHHH|AAAA/);
    }
  });

  it('has past, live and future practices, the past ones run from start to stop', async () => {
    const practices = (await get(`practices/${DEMO_TEAM_ID}?season=2026`)).results;
    const byStatus = (s: string) => practices.filter((p) => p.status === s);
    expect(byStatus('complete').length).toBeGreaterThan(3);
    expect(byStatus('live')).toHaveLength(1);
    expect(byStatus('future').length).toBeGreaterThan(3);
    const past = byStatus('complete')[0];
    const history = (await get(`session/${String(past?._id)}/history`)).results.map((e) => e.type);
    expect(history[0]).toBe('practice.created');
    expect(history).toContain('practice.started');
    expect(history.at(-1)).toBe('practice.stopped');
    const monitor = await get('schedule/list?time=1&timeunit=day&type=practice');
    expect(monitor.results.some((r) => r.status === 'live')).toBe(true);
  });
});
