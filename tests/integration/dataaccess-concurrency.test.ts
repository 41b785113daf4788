/**
 * Two writers on one practice: with the same expected version (If-Match) exactly one wins
 * and the other gets 409; without it, racing commands never append the same version twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, readStream, type Dataaccess, type Store } from '../../dataaccess';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'concurrency-token';
const NOW_MS = Date.UTC(2026, 8, 1, 14);
const headers = { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' };

describe.each(backends)('concurrent commands on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;

  beforeAll(async () => {
    store = await backend.open();
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  async function newPractice(): Promise<string> {
    const res = await da.app.inject({
      method: 'POST',
      url: '/dataaccess/schedule',
      headers,
      payload: {
        name: 'Race day',
        drills: [{ drillType: 'Warmup' }],
        intensity: 'Medium',
        league: 'nfl',
        rooftype: 'Outdoor',
        start: NOW_MS + 3600_000,
        teamId: '3700',
      },
    });
    expect(res.statusCode).toBe(200);
    return (res.json<{ results: { _id: string }[] }>().results[0] ?? { _id: '' })._id;
  }

  const rename = (id: string, name: string, ifMatch?: number) =>
    da.app.inject({
      method: 'POST',
      url: `/dataaccess/manage/${id}/command`,
      headers: ifMatch === undefined ? headers : { ...headers, 'if-match': `"${ifMatch}"` },
      payload: { type: 'practice.edit', changes: { name } },
    });

  it('with the same If-Match exactly one of two commands wins, the other gets 409', async () => {
    const id = await newPractice();
    const answers = await Promise.all([rename(id, 'Winner A', 1), rename(id, 'Winner B', 1)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    const failure = loser?.json<{ code: number; status: string }>();
    expect(failure?.code).toBe(409);
    expect(failure?.status).toMatch(/changed meanwhile/);
    const winner = answers.find((a) => a.statusCode === 200);
    const winnerName = winner?.json<{ results: { name: string }[] }>().results[0]?.name;
    const read = await da.app.inject({ url: `/dataaccess/schedule/gameid/${id}`, headers });
    expect(read.json<{ results: { name: string; version: number }[] }>().results[0]).toMatchObject({
      name: winnerName,
      version: 2,
    });
    expect((await readStream(store.db, `session-${id}`)).map((e) => e.version)).toEqual([1, 2]);
  });

  it('without If-Match racing commands never append the same version', async () => {
    const id = await newPractice();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => rename(id, `Name ${i}`)));
    const won = answers.filter((a) => a.statusCode === 200).length;
    expect(won).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const versions = (await readStream(store.db, `session-${id}`)).map((e) => e.version);
    expect(versions).toEqual(Array.from({ length: won + 1 }, (_, i) => i + 1));
    const read = await da.app.inject({ url: `/dataaccess/schedule/gameid/${id}`, headers });
    expect(read.json<{ results: { version: number }[] }>().results[0]?.version).toBe(won + 1);
  });
});
