/**
 * The processing job (03 §2 processing bar; issue 20 item 7) over HTTP (app.inject), on SQLite
 * and on a real PostgreSQL: a live practice with positions is ended, processing/{id} is polled
 * until done with its percent only going up, and the kept numbers are the engine's; a second
 * end changes nothing; a dataaccess started over a store where a job was cut off finishes it;
 * an unknown session is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  createPractice,
  runPracticeCommand,
  storeBatch,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import type { ProcessingStatus } from '../../dataaccess/src/live/processing-job';
import { playerMetricsOf, sessionPlayerMetrics } from '../../dataaccess/src/live/stored-metrics';
import { getSession } from '../../dataaccess/src/sessions/sessions';
import { loadTracks } from '../../dataaccess/src/tracks/ingest';
import { insertTeams } from '../../scripts/demo/seed';
import { createPracticeSimulation, generateRoster } from '../../simulator';
import { storePastSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'processing';
const TEAM = '3700';
const START_MS = Date.UTC(2025, 9, 8, 15);
const DURATION_MS = 2 * 60_000;

interface Answer<T> {
  results: T[];
  code: number;
}

describe.each(backends)('processing job on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS;
  const players = generateRoster({ seed: 7, teamAbbr: 'PJ', league: 'nfl', size: 6 }).map((p) => ({
    ...p,
    id: `pj-${p.id}`,
  }));

  const get = async (app: Dataaccess, url: string) => {
    const res = await app.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN },
    });
    return { status: res.statusCode, body: res.json<Answer<ProcessingStatus>>() };
  };

  /** Polls processing/{id} until done or failed; answers every status seen. */
  const pollUntilDone = async (app: Dataaccess, id: string): Promise<ProcessingStatus[]> => {
    const seen: ProcessingStatus[] = [];
    for (let i = 0; i < 5000; i += 1) {
      const res = await get(app, `processing/${id}`);
      expect(res.status).toBe(200);
      const status = res.body.results[0];
      if (status === undefined) throw new Error('processing answered no row');
      seen.push(status);
      if (status.state === 'done' || status.state === 'failed') return seen;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    throw new Error(`processing/${id} did not finish`);
  };

  /** What the engine computes for the session from its stored positions (nothing kept). */
  const engineNumbers = async (id: string) => {
    const doc = await getSession(store.db, id);
    const fresh = await playerMetricsOf(store.db, doc, await loadTracks(store.db, id));
    return JSON.parse(JSON.stringify(fresh)) as unknown;
  };

  const keptCount = async (id: string): Promise<number> =>
    (
      await store.db
        .selectFrom('session_metrics')
        .select('entity_id')
        .where('session_id', '=', id)
        .execute()
    ).length;

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  /** A practice started at START_MS with two minutes of positions stored; answers its id. */
  const livePracticeWithPositions = async (name: string, seed: number): Promise<string> => {
    const practice = await createPractice(
      store.db,
      {
        name,
        description: '',
        drills: [{ drillType: 'Team' }],
        extraData: {},
        intensity: 'Low',
        league: 'nfl',
        profileName: '',
        rooftype: 'Outdoor',
        siteId: -1,
        siteName: '',
        start: START_MS,
        teamId: TEAM,
        type: 'practice',
      },
      'tests',
      START_MS - 3600_000,
    );
    await runPracticeCommand(store.db, practice._id, { type: 'practice.start' }, 'tests', START_MS);
    const sim = createPracticeSimulation({
      seed,
      players,
      periods: [{ name: 'Team', periodType: '11on11 Pass Specific', durationMs: DURATION_MS }],
      startMs: START_MS,
    });
    await storeBatch(store.db, practice._id, sim.samplesBetween(sim.startMs, sim.endMs));
    return practice._id;
  };

  const endPractice = (id: string) =>
    da.app.inject({
      method: 'POST',
      url: `/dataaccess/manage/${id}/endpractice`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
    });

  it('computes an ended practice player by player, then keeps the numbers', async () => {
    const id = await livePracticeWithPositions('Processed practice', 3);

    // While live: pending, nothing to show yet.
    const live = await get(da, `processing/${id}`);
    expect(live.body.results[0]).toMatchObject({ sessionId: id, state: 'pending', percent: 0 });

    nowMs = START_MS + DURATION_MS;
    expect((await endPractice(id)).statusCode).toBe(200);

    const seen = await pollUntilDone(da, id);
    const percents = seen.map((s) => s.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(seen.slice(0, -1).every((s) => s.percent < 100)).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      sessionId: id,
      state: 'done',
      percent: 100,
      players: players.length,
      done: players.length,
    });
    expect(await keptCount(id)).toBe(players.length);
    const kept = await sessionPlayerMetrics(store.db, await getSession(store.db, id));
    expect(JSON.parse(JSON.stringify(kept))).toEqual(await engineNumbers(id));

    // A second end is refused by the rule book and starts nothing.
    expect((await endPractice(id)).statusCode).toBe(409);
    expect(da.processing.has(id)).toBe(false);
    expect((await get(da, `processing/${id}`)).body.results[0]?.state).toBe('done');
  });

  it('lets a read right after the end compute as before, the job keeping nothing over it', async () => {
    const id = await livePracticeWithPositions('Read at once', 4);
    nowMs = START_MS + DURATION_MS;
    expect((await endPractice(id)).statusCode).toBe(200);
    const read = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/fullpractice/${id}`,
      headers: { 'x-service-token': TOKEN },
    });
    expect(read.statusCode).toBe(200);
    expect((await pollUntilDone(da, id)).at(-1)).toMatchObject({ state: 'done', percent: 100 });
    expect(await keptCount(id)).toBe(players.length);
    const kept = await sessionPlayerMetrics(store.db, await getSession(store.db, id));
    expect(JSON.parse(JSON.stringify(kept))).toEqual(await engineNumbers(id));
  });

  it('finishes a job a restart cut off', async () => {
    const id = 'pj-cut-off';
    await storePastSession(store.db, {
      id,
      kind: 'practice',
      teamId: TEAM,
      startMs: START_MS - 86_400_000,
      players: players.slice(0, 3),
      computeMetrics: false,
    });
    // What a dataaccess stopped in the middle of the job leaves.
    await store.db
      .insertInto('processing_jobs')
      .values({
        session_id: id,
        state: 'processing',
        players: 3,
        done: 1,
        error: null,
        updated_ms: nowMs,
      })
      .execute();
    expect(await keptCount(id)).toBe(0);

    const restarted = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
    try {
      const seen = await pollUntilDone(restarted, id);
      expect(seen.at(-1)).toMatchObject({ state: 'done', percent: 100, players: 3, done: 3 });
      expect(await keptCount(id)).toBe(3);
      const kept = await sessionPlayerMetrics(store.db, await getSession(store.db, id));
      expect(JSON.parse(JSON.stringify(kept))).toEqual(await engineNumbers(id));
    } finally {
      await restarted.app.close();
    }
  });

  it('answers 404 for an unknown session', async () => {
    const res = await get(da, 'processing/pj-nobody');
    expect(res.status).toBe(404);
    expect(res.body.results).toEqual([]);
  });
});
