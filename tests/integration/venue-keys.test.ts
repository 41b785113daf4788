/**
 * Credentials by purpose (issue 34 item 3, decision 0028), over HTTP (app.inject) on SQLite
 * and on a real PostgreSQL: a venue's key posts positions only into its own venue's live
 * sessions and nothing else; the gateway's credential, the only one a user identity is taken
 * from, posts no positions; a refused batch changes nothing. And ingest is idempotent by
 * sequence: a batch sent again after its answer was lost is not stored twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  runPracticeCommand,
  createVenueKey,
  loadTracks,
  revokeVenueKey,
  rotateVenueKey,
  type Dataaccess,
  type Store,
} from '../../dataaccess';
import { makePractice } from '../support/practices';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'venue-keys';
const T0 = Date.UTC(2026, 10, 26, 15, 0, 0);
const COACH = 'coach@venue-keys.test';

interface Answer {
  status: number;
  body: { results: { accepted?: number; duplicate?: boolean }[]; status: string };
}

describe.each(backends)('venue keys on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  /** dataaccess's clock: T0 until the purge test moves it. */
  let clock = T0;
  const run = randomUUID().slice(0, 8);
  const home = `vk-${run}-home`;
  const away = `vk-${run}-away`;
  let homeKey = '';
  let awayKey = '';
  const live = `vk-${run}-live`;
  const awayLive = `vk-${run}-away-live`;
  const ended = `vk-${run}-ended`;
  const planned = `vk-${run}-planned`;

  const post = async (
    url: string,
    headers: Record<string, string>,
    payload: object = {},
  ): Promise<Answer> => {
    const res = await da.app.inject({
      method: 'POST',
      url: `/dataaccess/${url}`,
      headers,
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  /** One second of one player's samples from `atMs`, as the engine sends them. */
  const batch = (atMs: number, sequence?: number, x = 30) => ({
    ...(sequence === undefined ? {} : { sequence }),
    tracks: [
      {
        entityId: 'p1',
        atMs: Array.from({ length: 10 }, (_, i) => atMs + i * 100),
        xYd: Array.from({ length: 10 }, (_, i) => x + i / 10),
        yYd: Array.from({ length: 10 }, () => 20),
      },
    ],
  });
  const stored = async (sessionId: string) =>
    (await loadTracks(store.db, sessionId)).reduce((n, t) => n + t.atMs.length, 0);

  beforeAll(async () => {
    store = await backend.open();
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => clock });
    await store.db
      .insertInto('venues')
      .values(
        [home, away].map((site_id) => ({
          site_id,
          site_name: site_id,
          type: 'practice',
          team_id: '3700',
          league: 'nfl',
        })),
      )
      .execute();
    homeKey = (await createVenueKey(store.db, home, 'engine', T0)).key;
    awayKey = (await createVenueKey(store.db, away, 'engine', T0)).key;
    const make = (
      id: string,
      siteId: string,
      steps: ['practice.start' | 'practice.stop', number][],
    ) =>
      makePractice(store.db, {
        id,
        name: id,
        teamId: '3700',
        startMs: T0 - 3600_000,
        createdMs: T0 - 7200_000,
        actor: COACH,
        siteId,
        steps,
      });
    await make(live, home, [['practice.start', T0 - 3600_000]]);
    await make(awayLive, away, [['practice.start', T0 - 3600_000]]);
    await make(ended, home, [
      ['practice.start', T0 - 3600_000],
      ['practice.stop', T0 - 1800_000],
    ]);
    await make(planned, home, []);
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it("takes a venue key's batch into its own venue's live session", async () => {
    const answer = await post(`ingest/${live}`, { 'x-venue-key': homeKey }, batch(T0, 1));
    expect(answer.status, answer.body.status).toBe(200);
    expect(answer.body.results[0]).toEqual({ accepted: 10, duplicate: false, unresolved: [] });
    expect(await stored(live)).toBe(10);
  });

  it("refuses another venue's session (403) and a session not live (409), changing nothing", async () => {
    const other = await post(`ingest/${awayLive}`, { 'x-venue-key': homeKey }, batch(T0, 1));
    expect(other.status).toBe(403);
    expect(other.body.status).toMatch(/not at this key's venue/);
    const finished = await post(`ingest/${ended}`, { 'x-venue-key': homeKey }, batch(T0, 1));
    expect(finished.status).toBe(409);
    expect(finished.body.status).toMatch(/complete, not live/);
    const notStarted = await post(`ingest/${planned}`, { 'x-venue-key': homeKey }, batch(T0, 1));
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.status).toMatch(/not started, not live/);
    const missing = await post(`ingest/vk-${run}-nothing`, { 'x-venue-key': homeKey }, batch(T0));
    expect(missing.status).toBe(404);
    for (const id of [awayLive, ended, planned]) expect(await stored(id)).toBe(0);
    // The sequences of refused batches were not taken: the right venue's batch 1 goes in.
    const own = await post(`ingest/${awayLive}`, { 'x-venue-key': awayKey }, batch(T0, 1));
    expect(own.status).toBe(200);
  });

  it('takes no user identity with a venue key and lets it make no other call', async () => {
    const asUser = await post(
      `ingest/${live}`,
      { 'x-venue-key': homeKey, 'x-user-email': COACH },
      batch(T0 + 60_000, 99),
    );
    expect(asUser.status).toBe(403);
    expect(asUser.body.status).toMatch(/acts for no user/);
    const note = await da.app.inject({
      method: 'POST',
      url: `/dataaccess/schedule`,
      headers: { 'x-venue-key': homeKey },
      payload: { name: 'x' },
    });
    expect(note.statusCode).toBe(403);
    const read = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/livepractice/${live}`,
      headers: { 'x-venue-key': homeKey },
    });
    expect(read.statusCode).toBe(403);
    const health = await post(`ingest/${away}/health`, { 'x-venue-key': homeKey }, { sensors: [] });
    expect(health.status).toBe(403);
    expect(await stored(live)).toBe(10);
  });

  it("refuses ingest with the gateway's credential, whatever user it names", async () => {
    const tries: Record<string, string>[] = [
      { 'x-service-token': TOKEN },
      { 'x-service-token': TOKEN, 'x-user-email': 'ghost@nowhere.example' },
      { 'x-service-token': TOKEN, 'x-venue-key': homeKey },
    ];
    for (const headers of tries) {
      const answer = await post(`ingest/${live}`, headers, batch(T0 + 60_000, 98));
      expect(answer.status).toBe(403);
      expect(answer.body.status).toMatch(/venue's key/);
      const health = await post(`ingest/${home}/health`, headers, { sensors: [] });
      expect(health.status).toBe(403);
    }
    expect(await stored(live)).toBe(10);
  });

  it('answers a resent batch as a duplicate and stores it once; refuses a reused sequence', async () => {
    const first = await post(`ingest/${live}`, { 'x-venue-key': homeKey }, batch(T0 + 1000, 2));
    expect(first.body.results[0]).toEqual({ accepted: 10, duplicate: false, unresolved: [] });
    const again = await post(`ingest/${live}`, { 'x-venue-key': homeKey }, batch(T0 + 1000, 2));
    expect(again.status).toBe(200);
    expect(again.body.results[0]).toEqual({ accepted: 10, duplicate: true, unresolved: [] });
    expect(await stored(live)).toBe(20);
    const reused = await post(`ingest/${live}`, { 'x-venue-key': homeKey }, batch(T0 + 2000, 2));
    expect(reused.status).toBe(409);
    expect(reused.body.status).toMatch(/sequence 2 .* other samples/);
    // Without a sequence a resend is refused as before, and stores nothing twice either.
    const unnumbered = await post(`ingest/${live}`, { 'x-venue-key': homeKey }, batch(T0 + 1000));
    expect(unnumbered.status).toBe(409);
    expect(unnumbered.body.status).toMatch(/not after the stored sample/);
    expect(await stored(live)).toBe(20);
  });

  it('refuses a revoked key at once and takes its rotated successor', async () => {
    const made = await createVenueKey(store.db, home, 'spare', T0);
    const rotated = await rotateVenueKey(store.db, made.keyId, T0);
    const old = await post(`ingest/${live}`, { 'x-venue-key': made.key }, batch(T0 + 3000, 3));
    expect(old.status).toBe(401);
    const fresh = await post(`ingest/${live}`, { 'x-venue-key': rotated.key }, batch(T0 + 3000, 3));
    expect(fresh.status).toBe(200);
    await revokeVenueKey(store.db, rotated.keyId, T0);
    const revoked = await post(
      `ingest/${live}`,
      { 'x-venue-key': rotated.key },
      batch(T0 + 4000, 4),
    );
    expect(revoked.status).toBe(401);
    const guessed = await post(
      `ingest/${live}`,
      { 'x-venue-key': `${homeKey.slice(0, -1)}x` },
      batch(T0 + 4000, 4),
    );
    expect(guessed.status).toBe(401);
    expect(await stored(live)).toBe(30);
    await expect(createVenueKey(store.db, `vk-${run}-nowhere`, 'x', T0)).rejects.toThrow(
      /no venue/,
    );
  });

  it('answers identical resends racing each other once stored and the rest as duplicates', async () => {
    // A feeder whose answer timed out resends while the first is still in its transaction:
    // both pass the "stored before?" look, so only an atomic claim of the sequence keeps the
    // second from meeting the primary key (a 500) or storing the samples twice.
    const before = await stored(live);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(`ingest/${live}`, { 'x-venue-key': homeKey }, batch(T0 + 10_000, 10)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 6 }, () => 200));
    const results = answers.map((a) => a.body.results[0]);
    expect(results.filter((r) => r?.duplicate === false)).toEqual([
      { accepted: 10, duplicate: false, unresolved: [] },
    ]);
    expect(results.filter((r) => r?.duplicate === true)).toHaveLength(5);
    for (const r of results) expect(r?.accepted).toBe(10);
    expect(await stored(live)).toBe(before + 10);
  });

  it('answers different batches racing each other 200 or 409 with the reason, never 500, and stores exactly the accepted ones', async () => {
    // Eight engines' batches of one player in one 10-second window, all at once: each is
    // stored whole or refused whole, in an order the store decides; a batch whose times are
    // before what another just stored is a conflict (409), never a key violation (500) nor
    // an overwrite of the other's samples.
    const fromMs = T0 + 40_000;
    const samplesOf = async (entityId: string) =>
      (await loadTracks(store.db, live, fromMs, fromMs + 10_000))
        .filter((t) => t.entityId === entityId)
        .flatMap((t) => Array.from(t.atMs));
    const racing = Array.from({ length: 8 }, (_, k) => batch(fromMs + k * 1000, 100 + k));
    const answers = await Promise.all(
      racing.map((b) => post(`ingest/${live}`, { 'x-venue-key': homeKey }, b)),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(','),
    ).toBe(true);
    expect(statuses).toContain(200);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.status).toMatch(/p1\): sample at \d+ ms is not after the stored sample/);
    const accepted = racing.filter((_, k) => answers[k]?.status === 200);
    expect(await samplesOf('p1')).toEqual(
      accepted.flatMap((b) => b.tracks[0]?.atMs ?? []).sort((a, b) => a - b),
    );

    // Batches of different players racing in the same window do not overlap: all are stored.
    const players = Array.from({ length: 6 }, (_, k) => {
      const b = batch(fromMs + 500, 200 + k);
      return { ...b, tracks: b.tracks.map((t) => ({ ...t, entityId: `q${k}` })) };
    });
    const all = await Promise.all(
      players.map((b) => post(`ingest/${live}`, { 'x-venue-key': homeKey }, b)),
    );
    expect(all.map((a) => a.status)).toEqual(players.map(() => 200));
    for (let k = 0; k < players.length; k++)
      expect(await samplesOf(`q${k}`)).toEqual(players[k]?.tracks[0]?.atMs);
  });

  it("purges an ended session's batch markers after the resend grace and keeps a live one's", async () => {
    const markers = async (sessionId: string) =>
      (
        await store.db
          .withTables<{ ingest_batches: { session_id: string; sequence: number } }>()
          .selectFrom('ingest_batches')
          .select('sequence')
          .where('session_id', '=', sessionId)
          .execute()
      ).length;
    const stillLive = `vk-${run}-purge-live`;
    const ending = `vk-${run}-purge-ending`;
    for (const id of [stillLive, ending]) {
      await makePractice(store.db, {
        id,
        name: id,
        teamId: '3700',
        startMs: T0 - 3600_000,
        createdMs: T0 - 7200_000,
        actor: COACH,
        siteId: home,
        steps: [['practice.start', T0 - 3600_000]],
      });
      for (const sequence of [1, 2]) {
        const answer = await post(
          `ingest/${id}`,
          { 'x-venue-key': homeKey },
          batch(T0 + sequence * 1000, sequence),
        );
        expect(answer.status, answer.body.status).toBe(200);
      }
    }
    const endMs = T0 + 60_000;
    await runPracticeCommand(store.db, ending, { type: 'practice.stop' }, COACH, endMs);
    try {
      // Within the grace a late resend into the ended session is still recognised.
      clock = endMs + 10 * 60_000;
      expect(await da.purgeBatches()).toBe(0);
      const late = await post(`ingest/${ending}`, { 'x-venue-key': homeKey }, batch(T0 + 2000, 2));
      expect(late.body.results[0]).toEqual({ accepted: 10, duplicate: true, unresolved: [] });

      // Past it the ended session's markers go; a live session keeps its own, however old.
      clock = endMs + 31 * 60_000;
      expect(await da.purgeBatches()).toBe(2);
      expect(await markers(ending)).toBe(0);
      expect(await markers(stillLive)).toBe(2);
      const resend = await post(
        `ingest/${stillLive}`,
        { 'x-venue-key': homeKey },
        batch(T0 + 1000, 1),
      );
      expect(resend.body.results[0]).toEqual({ accepted: 10, duplicate: true, unresolved: [] });
      const tooLate = await post(
        `ingest/${ending}`,
        { 'x-venue-key': homeKey },
        batch(T0 + 2000, 2),
      );
      expect(tooLate.status).toBe(409);
      expect(await stored(ending)).toBe(20);
      expect(await da.purgeBatches()).toBe(0);
    } finally {
      clock = T0;
    }
  });
});
