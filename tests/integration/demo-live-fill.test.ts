/**
 * The demo feed picking up a practice that went live before it started (the seeded "Team
 * Practice" of npm start, started 20 minutes before; or one left by an earlier run): it sends
 * the positions the practice lacks from its start, so its first period has numbers, and goes
 * on after the newest stored one without being refused. As under npm start, the feed reports
 * each player by the tags the seeded entities strap on him, and ingest gives them back to him.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  createVenueKey,
  runPracticeCommand,
  tagsWornBy,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { startLiveDemo, type LiveDemo } from '../../scripts/demo/live-practice';
import { seedReferenceData } from '../../scripts/demo/seed';
import { insertEntities } from '../../scripts/demo/seed-entities';
import { makePractice } from '../support/practices';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'demo-fill';
const SITE = '3700-practice';
const COACH = 'nfl.coach@dev.test';
const MIN_MS = 60_000;

describe.each(backends)('the demo feed on a practice already live, on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let feed: LiveDemo | null = null;

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    await insertEntities(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN });
    await da.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await feed?.stop();
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('fills the positions from the practice start, so its first period has every player', async () => {
    const now = Date.now();
    const startMs = now - 4 * MIN_MS;
    const firstEnd = startMs + 2 * MIN_MS;
    const id = await makePractice(store.db, {
      id: `demo-fill-${backend.name}`,
      name: 'Team Practice',
      teamId: '3700',
      startMs,
      createdMs: startMs - MIN_MS,
      actor: COACH,
      siteId: SITE,
      steps: [['practice.start', startMs]],
    });
    await runPracticeCommand(store.db, id, { type: 'period.end' }, COACH, firstEnd);
    await runPracticeCommand(store.db, id, { type: 'period.start' }, COACH, firstEnd + 1000);
    const { key } = await createVenueKey(store.db, SITE, 'demo feed', now);
    const address = da.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const lines: string[] = [];
    feed = startLiveDemo(
      { url, serviceToken: TOKEN, venueKey: key },
      (l) => lines.push(l),
      (team) => tagsWornBy(store.db, team),
    );
    expect((await feed.started).id).toBe(id);

    // Caught up: the newest stored position is within seconds of now.
    const newest = async () => {
      const row = await store.db
        .selectFrom('track_windows')
        .select((eb) => eb.fn.max('last_ms').as('last'))
        .where('session_id', '=', id)
        .executeTakeFirst();
      // PostgreSQL answers a bigint as text.
      return Number.parseFloat(String(row?.last ?? 0));
    };
    await expect
      .poll(newest, { timeout: 90_000, interval: 500 })
      .toBeGreaterThan(Date.now() - 10_000);

    // Every entity has positions from the first seconds of the practice on.
    const firsts = await store.db
      .selectFrom('track_windows')
      .select(['entity_id', (eb) => eb.fn.min('window_ms').as('first')])
      .where('session_id', '=', id)
      .groupBy('entity_id')
      .execute();
    expect(firsts.length).toBeGreaterThan(40);
    // Sent by tag, stored by player: no tag was left to its raw id.
    expect(firsts.filter((f) => f.entity_id.startsWith('tag-'))).toEqual([]);
    for (const f of firsts)
      expect(Number.parseFloat(String(f.first))).toBeLessThanOrEqual(startMs + 10_000);

    // The first period's numbers: every player has distance there.
    const full = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/fullpractice/${id}?periods=0`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': COACH },
    });
    expect(full.statusCode).toBe(200);
    const [item] = full.json<{
      results: { byPeriod: { index: number; players: { metrics: { totalDis?: number } }[] }[] }[];
    }>().results;
    const first = item?.byPeriod.find((p) => p.index === 0);
    expect(first?.players.length).toBeGreaterThan(40);
    for (const p of first?.players ?? []) expect(p.metrics.totalDis ?? 0).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/not after the stored sample|refused/);
  }, 120_000);
});
