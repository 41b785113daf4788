/**
 * Live alerting storage in dataaccess, on SQLite and on the real PostgreSQL: a team's alert
 * settings are validated with the spec's rules and saved as sent (empty or zero values forced
 * inactive), and an alert hit is recorded once per (session, player, metric) however often
 * it is posted.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildDataaccess, createPractice, type Dataaccess, type Store } from '../../dataaccess';
import { TEAMS } from '../../domain';
import { storeBackends } from '../support/stores';

const TOKEN = 'alerts-token';
const NOW_MS = Date.UTC(2026, 8, 1, 14);
const TEAM = '3700';

const backends = await storeBackends();

async function prepare(store: Store): Promise<{ da: Dataaccess; sessionId: string }> {
  const team = TEAMS.find((t) => t.teamId === TEAM);
  if (team === undefined) throw new Error('no team 3700 in the reference data');
  await store.db
    .insertInto('players')
    .values({
      player_id: 'p-1',
      team_id: TEAM,
      name: 'Sam Runner',
      jersey: '12',
      position: 'WR',
      status: 'active',
      nfl_id: null,
      esb_id: null,
      gsis_id: null,
    })
    .execute();
  const practice = await createPractice(
    store.db,
    {
      name: 'Tuesday Practice',
      description: '',
      drills: [{ drillType: 'Warmup' }],
      extraData: {},
      intensity: 'High',
      league: 'nfl',
      profileName: '',
      rooftype: 'Outdoor',
      siteId: -1,
      siteName: '',
      start: NOW_MS,
      teamId: TEAM,
      type: 'practice',
    },
    'coach@club.example',
    NOW_MS,
  );
  const da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  return { da, sessionId: practice._id };
}

async function call(da: Dataaccess, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await da.app.inject({
    method,
    url: `/dataaccess/${url}`,
    headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json<{ results: Record<string, unknown>[]; status: string }>(),
  };
}

describe.each(backends)('alert storage on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let sessionId: string;

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('saves custom alerts and speed targets, forcing empty or zero values inactive', async () => {
    store = await backend.open();
    ({ da, sessionId } = await prepare(store));
    const empty = await call(da, 'GET', `customevents/${TEAM}`);
    expect(empty.status).toBe(200);
    expect(empty.body.results[0]).toMatchObject({ teamId: TEAM, alerts: {}, speedAlerts: [] });

    const saved = await call(da, 'POST', `customevents/${TEAM}`, {
      headers: ['totalDis', 'maxSpeedMPH'],
      alerts: {
        'p-1': [
          { type: 'totalDis', value: '500', active: true },
          { type: 'maxSpeedMPH', value: '0', active: true },
        ],
      },
      speedAlerts: [{ stat: 'speedMPH', nid: 'p-1', type: 'target', target: 0, active: true }],
    });
    expect(saved.status).toBe(200);
    const read = await call(da, 'GET', `customevents/${TEAM}`);
    expect(read.body.results[0]).toMatchObject({
      alerts: {
        'p-1': [
          { type: 'totalDis', value: '500', active: true },
          { type: 'maxSpeedMPH', value: '0', active: false },
        ],
      },
      speedAlerts: [{ nid: 'p-1', target: 0, active: false, teamId: TEAM }],
    });

    // Removing a metric column deletes that alert for every player (02 §4).
    await call(da, 'POST', `customevents/${TEAM}`, { headers: ['maxSpeedMPH'] });
    const after = await call(da, 'GET', `customevents/${TEAM}`);
    expect(after.body.results[0]?.alerts).toEqual({
      'p-1': [{ type: 'maxSpeedMPH', value: '0', active: false }],
    });
  });

  it('refuses alert values the spec does not allow, with a message naming the field', async () => {
    const before = await call(da, 'GET', `customevents/${TEAM}`);
    const cases = [
      { value: '12345678', names: 'value' },
      { value: '-3', names: 'value' },
      { value: ' ', names: 'value' },
    ];
    for (const c of cases) {
      const refused = await call(da, 'POST', `customevents/${TEAM}`, {
        alerts: { 'p-1': [{ type: 'totalDis', value: c.value, active: true }] },
      });
      expect(refused.status, c.value).toBe(400);
      expect(refused.body.status).toContain('non-negative number of at most 7 characters');
    }
    const unknownMetric = await call(da, 'POST', `customevents/${TEAM}`, {
      alerts: { 'p-1': [{ type: 'noSuchMetric', value: '3', active: true }] },
    });
    expect(unknownMetric.status).toBe(400);
    const otherTeam = await call(da, 'POST', `customevents/${TEAM}`, {
      speedAlerts: [{ teamId: '3800', nid: 'p-1', target: 20, active: true }],
    });
    expect(otherTeam.status).toBe(400);
    expect((await call(da, 'GET', `customevents/${TEAM}`)).body).toEqual(before.body);
    expect((await call(da, 'GET', 'customevents/zz-none')).status).toBe(404);
  });

  it('records a hit once per (session, player, metric) and filters the hits', async () => {
    const hit = { sessionId, playerId: 'p-1', metric: 'totalDis', value: 512.5, threshold: 500 };
    const first = await call(da, 'POST', 'alerts/hits', { ...hit, atMs: NOW_MS + 1000 });
    expect(first.status).toBe(200);
    expect(first.body.results[0]).toMatchObject({
      created: true,
      teamId: TEAM,
      sessionName: 'Tuesday Practice',
      playerName: 'Sam Runner',
      key: 'p-1',
      name: 'Sam Runner',
      metric: 'totalDis',
      metricValue: 512.5,
      time: NOW_MS + 1000,
    });
    const again = await call(da, 'POST', 'alerts/hits', {
      ...hit,
      value: 600,
      atMs: NOW_MS + 9000,
    });
    expect(again.body.results[0]).toMatchObject({
      created: false,
      value: 512.5,
      atMs: NOW_MS + 1000,
    });
    await call(da, 'POST', 'alerts/hits', {
      ...hit,
      metric: 'speedMPH',
      value: 21,
      threshold: 20,
      atMs: NOW_MS + 5000,
    });

    const all = await call(da, 'GET', `alerts/hits?teamId=${TEAM}`);
    expect(all.body.results.map((h) => h.metric)).toEqual(['totalDis', 'speedMPH']);
    const since = await call(da, 'GET', `alerts/hits?teamId=${TEAM}&sinceMs=${NOW_MS + 2000}`);
    expect(since.body.results.map((h) => h.metric)).toEqual(['speedMPH']);
    const forced = await call(da, 'GET', `alerts/hits?teamids=3800`);
    expect(forced.body.results).toEqual([]);
    const bySession = await call(da, 'GET', `alerts/hits?sessionId=${sessionId}`);
    expect(bySession.body.results).toHaveLength(2);
    const unknown = await call(da, 'POST', 'alerts/hits', {
      ...hit,
      sessionId: 'nope',
      atMs: NOW_MS,
    });
    expect(unknown.status).toBe(404);
  });
});
