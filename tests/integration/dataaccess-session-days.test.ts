/**
 * GET sessiondays/{teamId}/{event} over HTTP (app.inject), on SQLite and on a real
 * PostgreSQL: the date selector's days, 'loading' while the metrics of a practice that has
 * positions but no kept numbers are computed in the background, then 'loaded' with every
 * practice ready (the numbers kept, as the lists then show them); games and practices apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  createSession,
  getSession,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { sessionPlayerMetrics } from '../../dataaccess/src/live/stored-metrics';
import { insertTeams, seededRoster } from '../../scripts/demo/seed';
import { storePastSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'session-days';
const TEAM = '3700';
const at = (day: number) => Date.UTC(2026, 9, day, 15);

interface Days {
  status: 'loading' | 'loaded' | 'failed';
  sessions: { id: string; startTime: number; status: string; metrics: string }[];
  failures: { id: string; message: string }[];
}

describe.each(backends)('sessiondays on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const tag = `sd${Math.random().toString(36).slice(2, 7)}`;
  const players = seededRoster(TEAM, 'nfl').slice(0, 3);

  const days = async (event: string, from = at(1), to = at(31)) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/sessiondays/${TEAM}/${event}?startTime=${from}&endTime=${to}`,
      headers: { 'x-service-token': TOKEN },
    });
    return { status: res.statusCode, body: res.json<{ results: Days[]; code: number }>() };
  };

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    // Day 2: numbers kept; day 5: positions stored, numbers not computed yet.
    await storePastSession(store.db, {
      id: `${tag}-ready`,
      kind: 'practice',
      teamId: TEAM,
      startMs: at(2),
      players,
    });
    await storePastSession(store.db, {
      id: `${tag}-pending`,
      kind: 'practice',
      teamId: TEAM,
      startMs: at(5),
      players,
      computeMetrics: false,
    });
    // Day 9: a future practice (nothing to compute); day 7: a game.
    await createSession(
      store.db,
      {
        _id: `${tag}-future`,
        gameId: `${tag}-future`,
        type: 'practice',
        status: 'future',
        teamId: TEAM,
        homeTeamId: TEAM,
        league: 'nfl',
        name: 'future',
        startTime: at(9),
      },
      [{ type: 'session.seeded', data: {} }],
      'tests',
      at(1),
    );
    await storePastSession(store.db, {
      id: `${tag}-game`,
      kind: 'game',
      teamId: TEAM,
      visitorTeamId: '1200',
      startMs: at(7),
      players,
    });
    da = buildDataaccess({ store, serviceToken: TOKEN });
  }, 120_000);

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('says loading while a practice is computed in the background, then loaded', async () => {
    const first = await days('practices');
    expect(first.status).toBe(200);
    const [answer] = first.body.results;
    expect(answer?.status).toBe('loading');
    const byId = Object.fromEntries((answer?.sessions ?? []).map((s) => [s.id, s]));
    expect(byId[`${tag}-ready`]).toMatchObject({ metrics: 'ready', startTime: at(2) });
    expect(byId[`${tag}-pending`]).toMatchObject({ metrics: 'computing', status: 'complete' });
    expect(byId[`${tag}-future`]).toMatchObject({ metrics: 'none', status: 'future' });
    expect(byId[`${tag}-game`]).toBeUndefined();

    // The client polls (every 5 s in the browser) until the status is done.
    let last = answer;
    for (let i = 0; i < 100 && last?.status === 'loading'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = (await days('practices')).body.results[0];
    }
    expect(last?.status).toBe('loaded');
    expect(last?.failures).toEqual([]);
    expect(last?.sessions.find((s) => s.id === `${tag}-pending`)?.metrics).toBe('ready');
    const kept = await store.db
      .selectFrom('session_metrics')
      .select('entity_id')
      .where('session_id', '=', `${tag}-pending`)
      .execute();
    expect(kept.map((r) => r.entity_id).sort()).toEqual(players.map((p) => p.id).sort());
  });

  it('keeps one set of numbers when two computations of a session race', async () => {
    await storePastSession(store.db, {
      id: `${tag}-raced`,
      kind: 'practice',
      teamId: TEAM,
      startMs: at(12),
      players,
      computeMetrics: false,
    });
    const doc = await getSession(store.db, `${tag}-raced`);
    const [a, b] = await Promise.all([
      sessionPlayerMetrics(store.db, doc),
      sessionPlayerMetrics(store.db, doc),
    ]);
    expect(a).toEqual(b);
    const kept = await store.db
      .selectFrom('session_metrics')
      .select('entity_id')
      .where('session_id', '=', `${tag}-raced`)
      .execute();
    expect(kept).toHaveLength(players.length);
  });

  it('answers games apart, and refuses a bad event, range or team', async () => {
    const games = await days('games');
    expect(games.body.results[0]).toMatchObject({
      status: 'loaded',
      sessions: [expect.objectContaining({ id: `${tag}-game`, metrics: 'ready' })],
    });
    expect((await days('drills')).status).toBe(400);
    const backwards = await days('practices', at(5), at(1));
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('endTime must be after startTime');
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/sessiondays/9999999/practices?startTime=${at(1)}&endTime=${at(2)}`,
      headers: { 'x-service-token': TOKEN },
    });
    expect(res.statusCode).toBe(404);
  });
});
