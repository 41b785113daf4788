/**
 * The Entities screen's calls over HTTP (app.inject; 03 §2 Entities, §5 Entities), on SQLite
 * and on a real PostgreSQL: adding entities under the rules, the duplicate-tag alerts the
 * server computes, editing a row, refusals that name the field and change nothing, an entity
 * of another team refused, and the roster conflict CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, createSession, type Dataaccess, type Store } from '../../dataaccess';
import { PLAYING_TEAMS, seedReferenceData } from '../../scripts/demo/seed';
import type { EntityRecord, SiteEntities, TeamEntities } from '../../domain';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'entities-test';
const NOW_MS = Date.UTC(2026, 10, 2, 9);
const TEAM = PLAYING_TEAMS.find((t) => t.league === 'nfl')?.teamId ?? '';
const OTHER = PLAYING_TEAMS.find((t) => t.league === 'nfl' && t.teamId !== TEAM)?.teamId ?? '';

interface Answer<T> {
  results: T[];
  code: number;
  status: string;
}

const tag = (id: string, name: string) => ({
  id,
  name,
  group: 'Pad Set 1',
  offset: name.endsWith('Left') ? [0.5, 0, 0] : [-0.5, 0, 0],
});
const player = (first: string, jersey: string, tags: ReturnType<typeof tag>[]) => ({
  type: 'player',
  name: `${first} Test`,
  namespacedId: '',
  group: 'Pad Set 1',
  firstName: first,
  lastName: 'Test',
  position: 'WR',
  status: 'Active',
  nflId: '4001',
  jersey,
  tags,
});

describe.each(backends)('entities on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'admin@dev.test' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (team = TEAM): Promise<TeamEntities> => {
    const res = await request('GET', `entitiesbyteam/list?teamId=${team}`);
    expect(res.statusCode).toBe(200);
    const [row] = res.json<Answer<TeamEntities>>().results;
    if (row === undefined) throw new Error('no row');
    return row;
  };
  const add = async (body: unknown, team = TEAM) =>
    request('POST', `entities?teamId=${team}`, body);

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('adds entities, creates blank ids, and computes duplicate-tag alerts and counters', async () => {
    const before = await list();
    const a = await add(player('Ann', '#12.', [tag('a1', 'PS1 Left'), tag('A2', 'PS1 Right')]));
    expect(a.statusCode).toBe(200);
    const [ann] = a.json<Answer<EntityRecord>>().results;
    expect(ann?.id).toMatch(/^\d+$/);
    expect(ann?.jersey).toBe('12');
    expect(ann?.positionGroup).toBe('WR');
    expect((await add(player('Bob', '13', [tag('A1', 'PS1 Left')]))).statusCode).toBe(200);
    let data = await list();
    expect(data.alerts.map((x) => x.message)).toEqual([
      'Tag A1 is used by both Ann Test and Bob Test',
    ]);
    expect(data.counts.totalPlayers).toBe(before.counts.totalPlayers + 2);
    expect(data.counts.totalTags).toBe(before.counts.totalTags + 3);
    expect((await add(player('Cy', '14', [tag('A1', 'PS1 Left')]))).statusCode).toBe(200);
    data = await list();
    const alert = data.alerts.find((x) => x.tagId === 'A1');
    expect(alert?.message).toBe('Tag A1 was repeated multiple times');
    expect(alert?.detail).toBe('Tag is being used more than 2 times');
    const ts = await add({
      ...player('', '', []),
      type: 'tagSet',
      name: 'Set',
      namespacedId: 'ts-1',
      status: 'Inactive',
    });
    expect(ts.statusCode).toBe(200);
    expect(ts.json<Answer<EntityRecord>>().results[0]?.status).toBe('Active');
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await list();
    const cases: [unknown, string][] = [
      [player('Dee', '1', [tag('B1', 'PS1 Left'), tag('b1', 'PS1 Right')]), 'TAG ID REPEATED'],
      [player('Dee', '1', [tag('XYZ', 'PS1 Left')]), 'tags'],
      [{ ...player('Dee', '1', []), lastName: '' }, 'lastName'],
      [{ ...player('Dee', '1', []), nflId: '12a' }, 'nflId'],
      [{ ...player('Dee', '1', []), id: 'x1' }, 'id'],
    ];
    for (const [body, field] of cases) {
      const res = await add(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json<Answer<never>>().status).toContain(field);
    }
    expect(await list()).toEqual(before);
  });

  it('edits a row (nflId, jersey, status, position; group derived), not type; refuses another team', async () => {
    const [bob] = (await list()).entities.filter((e) => e.firstName === 'Bob');
    if (bob === undefined) throw new Error('no Bob');
    const res = await request('PUT', `entities/${bob.id}?teamId=${TEAM}`, {
      nflId: '777',
      jersey: '88',
      status: 'Inactive',
      position: 'QB',
    });
    expect(res.statusCode).toBe(200);
    const after = (await list()).entities.find((e) => e.id === bob.id);
    expect(after).toMatchObject({
      nflId: '777',
      jersey: '88',
      status: 'Inactive',
      position: 'QB',
      positionGroup: 'QB',
    });
    const before = await list();
    expect(
      (await request('PUT', `entities/${bob.id}?teamId=${TEAM}`, { type: 'ball' })).statusCode,
    ).toBe(400);
    expect(
      (await request('PUT', `entities/${bob.id}?teamId=${OTHER}`, { jersey: '1' })).statusCode,
    ).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('answers the roster conflict CSV', async () => {
    const res = await request('GET', `entitiesbyteam/conflicts?teamId=${TEAM}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('duplicate tag,A1');
    expect(res.body.split('\r\n')[0]).toBe(
      'conflict,tagId,entityId,name,jersey,position,status,message',
    );
  });

  it("lists a venue's entities with a game's visitors, and the tags the two teams share", async () => {
    const site = `${TEAM}-entities-site`;
    await store.db
      .insertInto('venues')
      .values({
        site_id: site,
        site_name: 'Site Field',
        type: 'game',
        team_id: TEAM,
        league: 'nfl',
      })
      .execute();
    const bySite = async (teamId = TEAM, siteId = site) =>
      request('GET', `entitiesbysite/list?teamId=${teamId}&siteId=${siteId}`);
    const visitor = await add(player('Vic', '81', [tag('C1', 'PS1 Left')]), OTHER);
    expect(visitor.statusCode).toBe(200);
    const home = await add(player('Hal', '82', [tag('c1', 'PS1 Left')]));
    expect(home.statusCode).toBe(200);

    // No session there yet: the venue's own team only.
    const alone = (await bySite()).json<Answer<SiteEntities>>().results[0];
    expect(alone?.teamIds).toEqual([TEAM]);
    expect(alone?.entities.every((e) => e.teamId === TEAM)).toBe(true);
    expect(alone?.alerts.find((a) => a.tagId === 'C1')).toBeUndefined();

    // A game there this afternoon brings the visitors, and their shared tag is an alert.
    await createSession(
      store.db,
      {
        _id: `site-game-${backend.name}`,
        gameId: `site-game-${backend.name}`,
        type: 'game',
        status: 'future',
        teamId: TEAM,
        homeTeamId: TEAM,
        visitorTeamId: OTHER,
        league: 'nfl',
        name: 'Site Game',
        siteId: site,
        startTime: NOW_MS + 4 * 3600_000,
      },
      [{ type: 'game.scheduled', data: {} }],
      'tests',
      NOW_MS,
    );
    const res = await bySite();
    expect(res.statusCode).toBe(200);
    const [row] = res.json<Answer<SiteEntities>>().results;
    expect(row?.siteId).toBe(site);
    expect(row?.teamIds).toEqual([TEAM, OTHER].sort());
    expect(row?.entities.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Vic Test', 'Hal Test']),
    );
    expect(row?.alerts.find((a) => a.tagId === 'C1')?.entityNames.sort()).toEqual([
      'Hal Test',
      'Vic Test',
    ]);
    expect(row?.counts.totalPlayers).toBe(row?.entities.filter((e) => e.type === 'player').length);

    // The venue is the home team's: asked as another team's, or unknown, it is not found.
    expect((await bySite(OTHER)).statusCode).toBe(404);
    expect((await bySite(TEAM, 'no-such-site')).statusCode).toBe(404);
  });
});
