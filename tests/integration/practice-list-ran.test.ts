/**
 * The practices list of a practice that ran at other times than planned (issue 36): it shows
 * when the practice really started (its first period's start) and how long it ran (to its
 * stop), not the planned start and no duration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { seedReferenceData } from '../../scripts/demo/seed';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'ran';
const TEAM = '3700';
const PLANNED_MS = Date.UTC(2026, 8, 2, 18);
const MIN_MS = 60_000;

describe.each(backends)('the practices list of a practice that ran on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = PLANNED_MS - 4 * 3600_000;

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json<{ results: Record<string, unknown>[] }>() };
  };

  const practice = async (name: string) => {
    const created = await call('POST', 'schedule', {
      name,
      description: '',
      drills: [
        { drillType: 'Stretch', periodType: 'Stretch' },
        { drillType: 'Team', periodType: '11on11 Pass Specific' },
      ],
      extraData: {},
      intensity: 'Medium',
      league: 'nfl',
      profileName: '',
      rooftype: 'Outdoor',
      siteId: -1,
      siteName: '',
      start: PLANNED_MS,
      teamId: TEAM,
    });
    expect(created.status).toBe(200);
    return String(created.body.results[0]?._id);
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('lists a practice run hours before its planned start with its real start and duration', async () => {
    const id = await practice('Early Practice');
    nowMs = PLANNED_MS - 3 * 3600_000;
    const startedMs = nowMs;
    expect((await call('POST', 'datasets', { _id: id, teamId: TEAM })).status).toBe(200);
    nowMs += 20 * MIN_MS;
    await call('POST', `manage/${id}/endperiod`);
    nowMs += MIN_MS;
    await call('POST', `manage/${id}/startperiod?chained=false`);
    nowMs += 30 * MIN_MS;
    const stopped = await call('POST', `dataset/${id}/stoppractice`);
    expect(stopped.body.results[0]).toMatchObject({ status: 'complete' });

    const list = await call('GET', `practices/${TEAM}?season=2026`);
    expect(list.status).toBe(200);
    const row = list.body.results.find((r) => r._id === id);
    expect(row).toMatchObject({
      startTime: PLANNED_MS,
      startedMs,
      durationMs: 51 * MIN_MS,
    });
  });

  it('a planned practice has no real start nor duration', async () => {
    const id = await practice('Later Practice');
    const list = await call('GET', `practices/${TEAM}?season=2026`);
    const row = list.body.results.find((r) => r._id === id);
    expect(row).toMatchObject({ startTime: PLANNED_MS, startedMs: null, durationMs: null });
  });
});
