/**
 * GET teamplayers/{teamId}/{event} over HTTP (app.inject), on SQLite and on a real
 * PostgreSQL: a team's players with the averages of their practices or games in a range,
 * one range or several windows (picked days with gaps), sorted by name; bad ranges and
 * events are refused by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain';
import { buildDataaccess, createSession, type Dataaccess, type Store } from '../../dataaccess';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'team-players';
const TEAM = '3700';

interface Row {
  id: string;
  name: string;
  jersey: string;
  position: string;
  sessions: number;
  avgMaxSpeed: number | null;
  avgMaxSustainedSpeed: number | null;
  avgTotalDistance: number | null;
  avgAccels: number | null;
  avgDecels: number | null;
}

describe.each(backends)('teamplayers on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const tag = `Tp${Math.random().toString(36).slice(2, 7)}`;
  const day0 = Date.UTC(2026, 9, 1, 15);
  const at = (day: number) => day0 + day * DAY_MS;

  const get = async (path: string) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${path}`,
      headers: { 'x-service-token': TOKEN },
    });
    return { status: res.statusCode, body: res.json<{ results: Row[]; code: number }>() };
  };
  const mine = (rows: Row[]) => rows.filter((r) => r.id.startsWith(tag));

  beforeAll(async () => {
    store = await backend.open();
    const player = (id: string, name: string, position: string, jersey: string) => ({
      player_id: `${tag}-${id}`,
      team_id: TEAM,
      name: `${tag} ${name}`,
      jersey,
      position,
      status: 'ACT',
      nfl_id: null,
      esb_id: null,
      gsis_id: null,
    });
    await store.db
      .insertInto('players')
      .values([player('wr', 'Bravo', 'WR', '11'), player('cb', 'Alpha', 'CB', '24')])
      .execute();
    // Three practices on days 0, 1 and 5 and a game on day 3.
    const sessions: [string, 'complete' | 'game', number, Record<string, unknown>][] = [
      [
        'p0',
        'complete',
        0,
        { intensity: 'Low', drills: [{ drillType: 'Stretch', periodType: 'Stretch' }] },
      ],
      [
        'p1',
        'complete',
        1,
        {
          intensity: 'High,Padded',
          drills: [{ drillType: 'Warm up' }, { drillType: 'Skelly', periodType: '7on7,Team Pass' }],
        },
      ],
      ['p5', 'complete', 5, {}],
      ['g3', 'game', 3, {}],
    ];
    for (const [id, type, day, fields] of sessions) {
      await createSession(
        store.db,
        {
          _id: `${tag}-${id}`,
          gameId: `${tag}-${id}`,
          type,
          status: 'complete',
          teamId: TEAM,
          homeTeamId: TEAM,
          league: 'nfl',
          name: id,
          startTime: at(day),
          endTime: at(day) + 7_200_000,
          ...(type === 'game' ? { visitorTeamId: '1200', seasonType: 'REG' } : {}),
          ...fields,
        },
        [{ type: 'session.seeded', data: {} }],
        'test',
        Date.now(),
      );
    }
    const metric = (session: string, who: string, speed: number, dist: number, n: number) => ({
      session_id: `${tag}-${session}`,
      entity_id: `${tag}-${who}`,
      team_id: TEAM,
      max_speed_mph: speed,
      max_sustained_mph: speed - 2,
      total_dist_yd: dist,
      accels: n,
      decels: n + 1,
      doc: '{}',
    });
    await store.db
      .insertInto('session_metrics')
      .values([
        metric('p0', 'wr', 20, 3000, 10),
        metric('p1', 'wr', 22, 3500, 14),
        metric('p5', 'wr', 18, 2000, 6),
        metric('p0', 'cb', 19, 2800, 8),
        metric('g3', 'wr', 21.111, 1234.56, 7),
      ])
      .execute();
    da = buildDataaccess({ store, serviceToken: TOKEN });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it("averages each player's practices in the range, sorted by name", async () => {
    const { status, body } = await get(
      `teamplayers/${TEAM}/practices?startTime=${at(0) - 1000}&endTime=${at(2)}`,
    );
    expect(status).toBe(200);
    expect(mine(body.results)).toEqual([
      {
        id: `${tag}-cb`,
        name: `${tag} Alpha`,
        jersey: '24',
        position: 'CB',
        sessions: 1,
        avgMaxSpeed: 19,
        avgMaxSustainedSpeed: 17,
        avgTotalDistance: 2800,
        avgAccels: 8,
        avgDecels: 9,
      },
      {
        id: `${tag}-wr`,
        name: `${tag} Bravo`,
        jersey: '11',
        position: 'WR',
        sessions: 2,
        avgMaxSpeed: 21,
        avgMaxSustainedSpeed: 19,
        avgTotalDistance: 3250,
        avgAccels: 12,
        avgDecels: 13,
      },
    ]);
  });

  it('counts only the windows given (picked days with gaps) and only the event asked', async () => {
    const windows = `${at(0) - 1000}-${at(0) + 1000},${at(5) - 1000}-${at(5) + 1000}`;
    const practices = await get(`teamplayers/${TEAM}/practices?windows=${windows}`);
    const wr = mine(practices.body.results).find((r) => r.id === `${tag}-wr`);
    expect(wr).toMatchObject({ sessions: 2, avgMaxSpeed: 19, avgTotalDistance: 2500 });
    const games = await get(`teamplayers/${TEAM}/games?season=2026`);
    expect(mine(games.body.results)).toEqual([
      expect.objectContaining({
        id: `${tag}-wr`,
        sessions: 1,
        avgMaxSpeed: 21.11,
        avgTotalDistance: 1234.6,
      }),
    ]);
  });

  it("filters the team's practices by intensity and by period type, any of each", async () => {
    const range = `startTime=${at(0) - 1000}&endTime=${at(6)}`;
    const names = async (filter: string) =>
      (await get(`practices/${TEAM}?${range}&${filter}`)).body.results
        .map((r) => r.name)
        .filter((n) => n.startsWith('p'));
    expect(await names('intensity=Padded')).toEqual(['p1']);
    expect(await names('intensity=Low,Padded')).toEqual(['p1', 'p0']);
    expect(await names('periodType=7on7')).toEqual(['p1']);
    expect(await names('periodType=Stretch,Team%20Pass')).toEqual(['p1', 'p0']);
    expect(await names('periodType=Kickoff')).toEqual([]);
    expect(await names('periodType=*')).toEqual(['p5', 'p1', 'p0']);
  });

  it('answers -1 with no tracked player, and refuses bad events, windows and teams', async () => {
    const empty = await get(`teamplayers/${TEAM}/practices?startTime=1000&endTime=2000`);
    expect(empty.body.code).toBe(-1);
    const event = await get(`teamplayers/${TEAM}/drills`);
    expect(event.status).toBe(400);
    expect(JSON.stringify(event.body)).toContain('practices or games');
    const backwards = await get(`teamplayers/${TEAM}/practices?windows=2000-1000`);
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('each window must end after it starts');
    const garbage = await get(`teamplayers/${TEAM}/practices?windows=yesterday`);
    expect(garbage.status).toBe(400);
    const team = await get('teamplayers/9999999/practices');
    expect(team.status).toBe(404);
  });
});
