/**
 * Idempotent writes (issue 17, item 6): a write whose answer was lost (the gateway gave up
 * after 10 s and said 504, outcome unknown) can be retried with the same Idempotency-Key and
 * is applied once. Over HTTP (app.inject) on SQLite and on a real PostgreSQL, and once through
 * the real gateway, which must pass the key on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { insertTeams } from '../../scripts/demo/seed';
import { startProduct, type Product } from '../../scripts/product';
import { freePort } from '../support/ports';
import { sessionCookie } from '../support/sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'idempotent-writes';
/** 6 October 2026, 15:00 UTC; every time of the suite is counted from it, never the clock. */
const START_MS = Date.UTC(2026, 9, 6, 15);
const COACH = 'coach@club.example';
const REPLAYED = 'idempotent-replayed';

interface Answer {
  readonly status: number;
  readonly text: string;
  readonly replayed: string | undefined;
  readonly body: { results: Record<string, unknown>[]; code: number; status: string };
}

/** A creation payload of 01 §3.6 for team 3700. */
const practice = (name: string, start: number) => ({
  name,
  description: '',
  drills: [{ drillType: 'Stretch' }],
  extraData: {},
  intensity: 'Low',
  league: 'nfl',
  profileName: '',
  rooftype: 'Outdoor',
  siteId: -1,
  siteName: '',
  start,
  teamId: '3700',
});

describe.each(backends)('idempotent writes on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS - DAY_MS;
  const suffix = Math.random().toString(36).slice(2, 7);
  /** Requests sent with x-hold wait here after their key was claimed, until released. */
  let held: { reached: () => void; release: Promise<void> } | null = null;

  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { payload?: object; key?: string; actor?: string; hold?: boolean } = {},
  ): Promise<Answer> => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: {
        'x-service-token': TOKEN,
        'x-user-email': options.actor ?? COACH,
        ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
        ...(options.hold ? { 'x-hold': 'yes' } : {}),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
    const replayed = res.headers[REPLAYED];
    return {
      status: res.statusCode,
      text: res.body,
      replayed: typeof replayed === 'string' ? replayed : undefined,
      body: res.json<Answer['body']>(),
    };
  };

  /** The ids of the practices named `name` on team 3700's schedule. */
  const practicesNamed = async (name: string): Promise<string[]> => {
    const listed = await call(
      'GET',
      `schedule/list?teamids=3700&startTime=${START_MS - 2 * DAY_MS}&endTime=${START_MS + 4 * DAY_MS}`,
    );
    return listed.body.results.filter((r) => r.name === name).map((r) => String(r._id));
  };

  const create = (name: string, options: { key?: string; actor?: string; hold?: boolean } = {}) =>
    call('POST', 'schedule', { payload: practice(name, START_MS), ...options });

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
    // Runs after dataaccess's own preHandler hooks (the key is claimed by then), before the
    // handler: a held request is "still running" for exactly as long as the test says.
    da.app.addHook('preHandler', async (request) => {
      if (request.headers['x-hold'] === undefined || held === null) return;
      held.reached();
      await held.release;
    });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('applies a create retried with the same key once, and answers the retry as the first', async () => {
    const name = `Once ${suffix}`;
    const key = `create-${suffix}`;
    const first = await create(name, { key });
    expect(first.status).toBe(200);
    expect(first.replayed).toBeUndefined();

    const retry = await create(name, { key });
    expect(retry.status).toBe(200);
    expect(retry.replayed).toBe('true');
    expect(retry.text).toBe(first.text);
    expect(await practicesNamed(name)).toEqual([first.body.results[0]?._id]);
  });

  it('refuses the same key with a different request (422) and applies nothing', async () => {
    const name = `Other body ${suffix}`;
    const key = `reused-${suffix}`;
    expect((await create(name, { key })).status).toBe(200);
    const reused = await create(`${name} changed`, { key });
    expect(reused.status).toBe(422);
    expect(reused.body.status).toContain('different request');
    expect(await practicesNamed(`${name} changed`)).toEqual([]);
    expect(await practicesNamed(name)).toHaveLength(1);
  });

  it('applies writes without a key every time, as before', async () => {
    const name = `Twice ${suffix}`;
    expect((await create(name)).status).toBe(200);
    const second = await create(name);
    expect(second.status).toBe(200);
    expect(second.replayed).toBeUndefined();
    expect(await practicesNamed(name)).toHaveLength(2);
  });

  it('keeps keys apart per user, and refuses a malformed key (400) before running', async () => {
    const name = `Per user ${suffix}`;
    const key = `shared-${suffix}`;
    expect((await create(name, { key })).status).toBe(200);
    const other = await create(name, { key, actor: 'admin@club.example' });
    expect(other.status).toBe(200);
    expect(other.replayed).toBeUndefined();
    expect(await practicesNamed(name)).toHaveLength(2);

    for (const bad of ['has space', 'x'.repeat(129), 'a,b']) {
      const refused = await create(`Bad key ${suffix}`, { key: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.status).toContain('idempotency-key');
    }
    expect(await practicesNamed(`Bad key ${suffix}`)).toEqual([]);
  });

  it('answers a repeat that arrives while the first is still running 409, then replays the answer', async () => {
    const name = `In flight ${suffix}`;
    const key = `flight-${suffix}`;
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    held = { reached, release: new Promise<void>((resolve) => (release = resolve)) };

    const first = create(name, { key, hold: true });
    await arrived;
    const early = await create(name, { key });
    expect(early.status).toBe(409);
    expect(early.body.status).toContain('still in progress');
    expect(await practicesNamed(name)).toEqual([]);

    release();
    held = null;
    const done = await first;
    expect(done.status).toBe(200);
    const late = await create(name, { key });
    expect(late.replayed).toBe('true');
    expect(late.text).toBe(done.text);
    expect(await practicesNamed(name)).toHaveLength(1);
  });

  it('replays a delete instead of failing it the second time', async () => {
    const name = `Deleted ${suffix}`;
    const id = String((await create(name)).body.results[0]?._id);
    const key = `delete-${suffix}`;
    const url = `manage/${id}?teamId=3700&league=nfl`;
    const first = await call('DELETE', url, { key });
    expect(first.status).toBe(200);
    const retry = await call('DELETE', url, { key });
    expect(retry.status).toBe(200);
    expect(retry.replayed).toBe('true');
    expect(retry.text).toBe(first.text);
  });

  it('forgets a key after 24 hours, so the same key then makes a new write', async () => {
    const name = `Day old ${suffix}`;
    const key = `old-${suffix}`;
    expect((await create(name, { key })).status).toBe(200);
    nowMs += DAY_MS - 1;
    expect((await create(name, { key })).replayed).toBe('true');
    nowMs += 1;
    const later = await create(name, { key });
    expect(later.status).toBe(200);
    expect(later.replayed).toBeUndefined();
    expect(await practicesNamed(name)).toHaveLength(2);
  });
});

describe('idempotent writes through the gateway', () => {
  let product: Product;
  let varDir: string;

  beforeAll(async () => {
    varDir = mkdtempSync(join(tmpdir(), 'idempotent-'));
    product = await startProduct({
      port: await freePort(),
      dataaccessPort: await freePort(),
      idpPort: await freePort(),
      varDir,
      lingerMs: 0,
    });
  });
  afterAll(async () => {
    await product.stop();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('passes the key to dataaccess, so a retried create is applied once and says so', async () => {
    const name = `Through gateway ${Math.random().toString(36).slice(2, 7)}`;
    const startMs = Date.now() + DAY_MS;
    const post = () =>
      fetch(`${product.url}/api/da/schedule`, {
        method: 'POST',
        headers: {
          cookie: sessionCookie(product.gateway.app, 'nfl.coach@dev.test'),
          'content-type': 'application/json',
          origin: product.url,
          'idempotency-key': `gateway-${name.replace(/\W/g, '-')}`,
        },
        // The product runs on the real clock and takes only practices in the future.
        body: JSON.stringify(practice(name, startMs)),
      });
    const first = await post();
    const firstText = await first.text();
    expect(first.status, firstText).toBe(200);
    const retry = await post();
    expect(retry.status).toBe(200);
    expect(retry.headers.get(REPLAYED)).toBe('true');
    expect(await retry.text()).toBe(firstText);
    const rows = await product.store.db
      .selectFrom('sessions')
      .select('session_id')
      .where('name', '=', name)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
