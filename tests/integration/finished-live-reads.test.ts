/**
 * Memory bounded by design (issue 34 item 1; decision 0027), over HTTP (app.inject), on SQLite
 * and on a real PostgreSQL: livepractice/{id} of a finished session answers the numbers
 * processing kept and builds no live accumulators (before, it rebuilt the whole session from
 * its positions and kept the accumulators until the session was deleted); one that nothing
 * processed yet answers no players and where the job stands, the job then keeping the numbers;
 * a practice that ends loses its accumulators; and the live accumulators are a cache bounded
 * by bytes, least recently used out first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  createPractice,
  createVenueKey,
  runPracticeCommand,
  storeBatch,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { LiveMetrics } from '../../dataaccess/src/live/live-metrics';
import type { ProcessingStatus } from '../../dataaccess/src/live/processing-job';
import {
  sessionPlayerMetrics,
  type PlayerSessionMetrics,
} from '../../dataaccess/src/live/stored-metrics';
import { getSession } from '../../dataaccess/src/sessions/sessions';
import { seedReferenceData, seededRoster } from '../../scripts/demo/seed';
import { createPracticeSimulation } from '../../simulator';
import { storePastSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'finished-reads';
const TEAM = '3700';
const START_MS = Date.UTC(2025, 9, 20, 15);
const DURATION_MS = 2 * 60_000;
/** The venue the live practice is held at; its engine posts with the venue's key. */
const VENUE = 'fr-practice-field';

interface LiveItem {
  header: { _id: string; status: string };
  players: { id: string; metrics: Record<string, number | null> }[];
  processing?: ProcessingStatus;
}

describe.each(backends)('finished sessions read from storage on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS;
  const players = seededRoster(TEAM, 'nfl').slice(0, 6);

  const get = async <T>(url: string) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: T[] }>().results;
  };

  const livePractice = async (id: string): Promise<LiveItem> => {
    const [item] = await get<LiveItem>(`livepractice/${id}`);
    if (item === undefined) throw new Error('livepractice answered no item');
    return item;
  };

  /** Players' numbers by player, as JSON carries them. */
  const asJson = (list: readonly PlayerSessionMetrics[]) =>
    JSON.parse(
      JSON.stringify(Object.fromEntries(list.map((p) => [p.entityId, p.metrics]))),
    ) as unknown;

  /** What is kept for a completed session (read, as something is kept). */
  const keptByPlayer = async (id: string) =>
    asJson(await sessionPlayerMetrics(store.db, await getSession(store.db, id)));

  const byPlayer = (item: LiveItem) =>
    Object.fromEntries(item.players.map((p) => [p.id, p.metrics]));

  /** Reads livepractice/{id} until it answers players (the job kept them). */
  const untilKept = async (id: string): Promise<LiveItem> => {
    let item = await livePractice(id);
    for (let i = 0; i < 5000 && item.players.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      item = await livePractice(id);
    }
    return item;
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    await store.db
      .insertInto('venues')
      .values({
        site_id: VENUE,
        site_name: 'Practice Field',
        type: 'practice',
        team_id: TEAM,
        league: 'nfl',
      })
      .execute();
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('answers a processed session with the kept numbers and builds no accumulators', async () => {
    const id = `fr-kept-${backend.name}`;
    const kept = asJson(
      await storePastSession(store.db, {
        id,
        kind: 'practice',
        teamId: TEAM,
        startMs: START_MS,
        players,
      }),
    );
    expect(Object.keys(kept as object)).toHaveLength(players.length);

    const item = await livePractice(id);
    expect(byPlayer(item)).toEqual(kept);
    expect(item.processing).toMatchObject({ sessionId: id, state: 'done', percent: 100 });
    expect(da.live.holds(id)).toBe(false);
    expect(da.live.heldBytes()).toBe(0);

    // The velocity graph asked for live data of a finished session reads the store too.
    const player = players[0]?.id ?? '';
    const stored = await get(`velocitygraph/${id}_${player}`);
    expect(stored.length).toBeGreaterThan(0);
    expect(await get(`velocitygraph/${id}_${player}?isLive=yes`)).toEqual(stored);
    expect(da.live.holds(id)).toBe(false);
  });

  it('answers a session nothing processed yet with no players and the job, never rebuilding', async () => {
    const id = `fr-pending-${backend.name}`;
    await storePastSession(store.db, {
      id,
      kind: 'practice',
      teamId: TEAM,
      startMs: START_MS - 86_400_000,
      players,
      computeMetrics: false,
    });

    const first = await livePractice(id);
    expect(first.players).toEqual([]);
    expect(first.processing?.state).toMatch(/^(pending|processing|done)$/);
    expect(first.processing?.percent).toBeLessThan(100);
    expect(da.live.holds(id)).toBe(false);

    // The read queued the processing job; its numbers are what later reads answer.
    const item = await untilKept(id);
    expect(item.processing).toMatchObject({ state: 'done', percent: 100 });
    expect(byPlayer(item)).toEqual(await keptByPlayer(id));
    expect(da.live.holds(id)).toBe(false);
  });

  it('leaves positions stored into a finished session to processing, feeding nothing', async () => {
    const id = `fr-upload-${backend.name}`;
    const startMs = START_MS - 2 * 86_400_000;
    await storePastSession(store.db, { id, kind: 'practice', teamId: TEAM, startMs, players });
    // What the processing job leaves when done (its row stays done).
    await store.db
      .insertInto('processing_jobs')
      .values({
        session_id: id,
        state: 'done',
        players: players.length,
        done: players.length,
        error: null,
        updated_ms: nowMs,
      })
      .execute();
    expect((await get<ProcessingStatus>(`processing/${id}`))[0]?.state).toBe('done');

    // A late upload: a further minute of the same players.
    const late = createPracticeSimulation({
      seed: 9,
      players,
      periods: [{ name: 'Team', periodType: '11on11 Pass Specific', durationMs: 60_000 }],
      startMs: startMs + DURATION_MS,
    });
    // Stored as an import stores them (ingest refuses a finished session: decision 0028).
    await storeBatch(
      store.db,
      id,
      late.samplesBetween(late.startMs, late.endMs).map((t) => ({
        entityId: t.entityId,
        atMs: t.atMs,
        xYd: t.xYd,
        yYd: t.yYd,
      })),
    );
    expect(da.live.holds(id)).toBe(false);

    // The kept numbers went with the upload: none answered until the job keeps new ones.
    const first = await livePractice(id);
    expect(first.players).toEqual([]);
    expect(first.processing).toMatchObject({ state: 'pending', percent: 0 });
    const item = await untilKept(id);
    expect(item.processing).toMatchObject({ state: 'done', percent: 100 });
    expect(byPlayer(item)).toEqual(await keptByPlayer(id));
    expect(da.live.holds(id)).toBe(false);
  });

  it('keeps a live practice in accumulators and drops them when it ends', async () => {
    const practice = await createPractice(
      store.db,
      {
        name: 'Live then ended',
        description: '',
        drills: [{ drillType: 'Team' }],
        extraData: {},
        intensity: 'Low',
        league: 'nfl',
        profileName: '',
        rooftype: 'Outdoor',
        siteId: VENUE,
        siteName: 'Practice Field',
        start: START_MS,
        teamId: TEAM,
        type: 'practice',
      },
      'tests',
      START_MS - 3600_000,
    );
    const id = practice._id;
    await runPracticeCommand(store.db, id, { type: 'practice.start' }, 'tests', START_MS);
    const sim = createPracticeSimulation({
      seed: 5,
      players,
      periods: [{ name: 'Team', periodType: '11on11 Pass Specific', durationMs: DURATION_MS }],
      startMs: START_MS,
    });
    const { key } = await createVenueKey(store.db, VENUE, 'engine', START_MS);
    const ingest = await da.app.inject({
      method: 'POST',
      url: `/dataaccess/ingest/${id}`,
      headers: { 'x-venue-key': key },
      payload: {
        tracks: sim.samplesBetween(sim.startMs, sim.endMs).map((t) => ({
          entityId: t.entityId,
          atMs: [...t.atMs],
          xYd: [...t.xYd],
          yYd: [...t.yYd],
        })),
      },
    });
    expect(ingest.statusCode, ingest.body).toBe(200);
    expect(da.live.holds(id)).toBe(true);
    const live = await livePractice(id);
    expect(live.players).toHaveLength(players.length);
    expect(live.processing).toBeUndefined();

    nowMs = START_MS + DURATION_MS;
    const end = await da.app.inject({
      method: 'POST',
      url: `/dataaccess/manage/${id}/endpractice`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(da.live.holds(id)).toBe(false);
    const ended = await livePractice(id);
    expect(ended.header.status).toBe('complete');
    expect(da.live.holds(id)).toBe(false);
  });

  it('bounds the live accumulators by bytes, least recently used out first', async () => {
    const sessions = ['fr-lru-a', 'fr-lru-b', 'fr-lru-c'];
    const simOf = (seed: number) =>
      createPracticeSimulation({
        seed,
        players,
        periods: [{ name: 'Team', periodType: '11on11 Pass Specific', durationMs: DURATION_MS }],
        startMs: START_MS,
      });
    // What one session's accumulators hold, measured by an unbounded cache.
    const probe = new LiveMetrics(store.db, { maxBytes: Number.MAX_SAFE_INTEGER });
    const sample = simOf(1);
    await probe.feed('fr-lru-probe', sample.samplesBetween(sample.startMs, sample.endMs));
    const oneSession = probe.heldBytes();
    expect(oneSession).toBeGreaterThan(players.length * 8192 * 12);

    // Room for two sessions, not three.
    const live = new LiveMetrics(store.db, { maxBytes: Math.floor(oneSession * 2.5) });
    const before = new Map<string, unknown>();
    for (const [i, id] of sessions.entries()) {
      const sim = simOf(i + 1);
      const tracks = sim.samplesBetween(sim.startMs, sim.endMs);
      await storeBatch(store.db, id, tracks);
      await live.feed(id, tracks);
      before.set(id, Object.fromEntries(await live.values(id)));
      expect(live.heldBytes()).toBeLessThanOrEqual(Math.floor(oneSession * 2.5));
    }
    expect(sessions.map((id) => live.holds(id))).toEqual([false, true, true]);

    // Read again, the evicted session is rebuilt from its stored positions, the same numbers;
    // the least recently used one (b) makes room.
    expect(Object.fromEntries(await live.values('fr-lru-a'))).toEqual(before.get('fr-lru-a'));
    expect(sessions.map((id) => live.holds(id))).toEqual([true, false, true]);
    expect(live.heldBytes()).toBeLessThanOrEqual(Math.floor(oneSession * 2.5));
  });
});
