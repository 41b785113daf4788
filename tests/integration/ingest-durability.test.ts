/**
 * Ingest never loses an accepted batch (issue 34 item 4, decision 0028).
 *
 * A store held by another writer past the busy timeout is not an internal error: ingest
 * answers 503 with Retry-After, logs the cause and stores nothing, and the engine client's
 * retry gets the batch in once the store is free.
 *
 * Under the real load: the season history fill runs in its own process on the SQLite file
 * while the engine client feeds a live practice to a dataaccess child; dataaccess is
 * SIGKILLed mid-feed and restarted on the same port. Every sample sent is stored, once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDataaccess,
  createSession,
  createVenueKey,
  loadTracks,
  openStore,
  type Db,
} from '../../dataaccess';
import { startSeasonHistory } from '../../scripts/demo/history';
import { seedReferenceData } from '../../scripts/demo/seed';
import { IngestFeed, type FeedBatch } from '../../simulator';
import { DataaccessChildren } from '../support/dataaccess-child';
import { makePractice } from '../support/practices';

const TOKEN = 'ingest-durability';
const SITE = '3700-practice';
const COACH = 'coach@durability.test';
const MIN_MS = 60_000;
const DAY_MS = 86_400_000;
const dir = mkdtempSync(join(tmpdir(), 'ingest-durability-'));
const children = new DataaccessChildren('ingest-durability', TOKEN);

beforeAll(() => children.build());

afterAll(() => {
  children.stopAll();
  rmSync(dir, { recursive: true, force: true });
});

/** One second of positions of `players` players from `atMs`, numbered `sequence`. */
function batchAt(sessionId: string, sequence: number, atMs: number, players: number): FeedBatch {
  return {
    sessionId,
    sequence,
    tracks: Array.from({ length: players }, (_, p) => ({
      entityId: `p${p}`,
      atMs: Array.from({ length: 10 }, (_, i) => atMs + i * 100),
      xYd: Array.from({ length: 10 }, (_, i) => 10 + p + ((sequence + i / 10) % 50)),
      yYd: Array.from({ length: 10 }, () => 5 + p),
    })),
  };
}

/** Every stored sample time of a session, by entity. */
async function storedSamples(db: Db, sessionId: string): Promise<Map<string, number[]>> {
  return new Map((await loadTracks(db, sessionId)).map((t) => [t.entityId, Array.from(t.atMs)]));
}

/** Past practices for the fill to simulate and store while the feed runs. */
async function pastPractices(db: Db, count: number): Promise<void> {
  const first = Math.floor(Date.now() / DAY_MS) * DAY_MS - 5 * DAY_MS + 15 * 3600_000;
  for (let k = 0; k < count; k++) {
    const startMs = first + k * DAY_MS;
    await createSession(
      db,
      {
        _id: `durability-past-${k}`,
        gameId: `durability-past-${k}`,
        type: 'complete',
        status: 'complete',
        teamId: '3700',
        homeTeamId: '3700',
        league: 'nfl',
        name: 'Past Practice',
        startTime: startMs,
        endTime: startMs + 12 * MIN_MS,
        drills: [
          {
            drillType: 'Stretch',
            periodType: 'Stretch',
            startTs: startMs,
            endTs: startMs + 4 * MIN_MS,
          },
          {
            drillType: 'Team',
            periodType: '11on11 Pass Specific',
            startTs: startMs + 4 * MIN_MS,
            endTs: startMs + 12 * MIN_MS,
          },
        ],
        extraData: { simSeed: 11 + k },
      },
      [{ type: 'session.seeded', data: {} }],
      'tests',
      startMs + 12 * MIN_MS,
    );
  }
}

describe('durable ingest', () => {
  it('answers 503 with Retry-After while another writer holds the store, logs why, and the retry gets in', async () => {
    const file = join(dir, 'busy.sqlite');
    const store = await openStore(`sqlite:${file}`);
    const lines: string[] = [];
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const da = buildDataaccess({
      store,
      serviceToken: TOKEN,
      logger: { level: 'warn', stream: logs },
    });
    const holder = new SQLite(file);
    try {
      await seedReferenceData(store.db);
      const now = Date.now();
      const id = await makePractice(store.db, {
        id: 'busy-live',
        name: 'Busy',
        teamId: '3700',
        startMs: now - MIN_MS,
        createdMs: now - 2 * MIN_MS,
        actor: COACH,
        siteId: SITE,
        steps: [['practice.start', now - MIN_MS]],
      });
      const { key } = await createVenueKey(store.db, SITE, 'engine', now);
      await da.app.listen({ port: 0, host: '127.0.0.1' });
      const address = da.app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

      // Another process's long write (the history fill) holds the lock past the busy timeout.
      holder.exec('begin immediate');
      const batch = batchAt(id, 1, now, 3);
      const answer = await fetch(`${url}/dataaccess/ingest/${id}`, {
        method: 'POST',
        headers: { 'x-venue-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ sequence: batch.sequence, tracks: batch.tracks }),
      });
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await answer.json()) as { status: string }).status).toMatch(/busy or restarting/);
      expect(lines.join('')).toMatch(/SQLITE_BUSY/);
      expect(await storedSamples(store.db, id)).toEqual(new Map());

      // The client keeps the batch and tries again; once the lock goes, it is stored once.
      const feed = new IngestFeed({ url, venueKey: key, backoff: { baseMs: 50, maxMs: 200 } });
      feed.send(batch);
      await new Promise<void>((resolve) => {
        const poll = setInterval(() => {
          if (feed.done.retries > 0) {
            clearInterval(poll);
            resolve();
          }
        }, 20);
      });
      holder.exec('rollback');
      await feed.flushed();
      expect(feed.done).toMatchObject({ delivered: 1, refused: 0, dropped: 0 });
      const stored = await storedSamples(store.db, id);
      expect([...stored.values()].flat()).toHaveLength(30);
    } finally {
      if (holder.inTransaction) holder.exec('rollback');
      holder.close();
      await da.app.close();
      await store.close();
    }
  }, 60_000);

  it('drops a batch refused for what it is, with the reason, and keeps the rest in order', async () => {
    const store = await openStore(':memory:');
    const da = buildDataaccess({ store, serviceToken: TOKEN });
    try {
      await seedReferenceData(store.db);
      const now = Date.now();
      const session = (id: string, siteId: string, stop: boolean) =>
        makePractice(store.db, {
          id,
          name: id,
          teamId: siteId.split('-')[0] ?? '',
          startMs: now - MIN_MS,
          createdMs: now - 2 * MIN_MS,
          actor: COACH,
          siteId,
          steps: [
            ['practice.start', now - MIN_MS],
            ...(stop ? ([['practice.stop', now - 1000]] as const) : []),
          ],
        });
      const live = await session('order-live', SITE, false);
      const ended = await session('order-ended', SITE, true);
      const elsewhere = await session('order-elsewhere', '1050-practice', false);
      const { key } = await createVenueKey(store.db, SITE, 'engine', now);
      await da.app.listen({ port: 0, host: '127.0.0.1' });
      const address = da.app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const lines: string[] = [];
      const feed = new IngestFeed({ url, venueKey: key, log: (line) => lines.push(line) });
      feed.send(batchAt(live, 1, now, 2));
      feed.send(batchAt(ended, 1, now, 2));
      feed.send(batchAt(elsewhere, 1, now, 2));
      feed.send(batchAt(live, 2, now + 1000, 2));
      await feed.flushed();
      expect(feed.done).toMatchObject({ delivered: 2, refused: 2, retries: 0, samples: 40 });
      expect(lines.join('\n')).toMatch(/order-ended refused: 409 .*not live/);
      expect(lines.join('\n')).toMatch(/order-elsewhere refused: 403 .*not at this key's venue/);
      expect([...(await storedSamples(store.db, live)).values()].flat()).toHaveLength(40);
      expect(await storedSamples(store.db, ended)).toEqual(new Map());
      expect(await storedSamples(store.db, elsewhere)).toEqual(new Map());
    } finally {
      await da.app.close();
      await store.close();
    }
  });

  it('stores every sample sent across a history fill and a SIGKILL of dataaccess', async () => {
    const url = `sqlite:${join(dir, 'store.sqlite')}`;
    const store = await openStore(url);
    const now = Date.now();
    let id = '';
    let key = '';
    try {
      await seedReferenceData(store.db);
      await pastPractices(store.db, 3);
      id = await makePractice(store.db, {
        id: 'durability-live',
        name: 'Live under load',
        teamId: '3700',
        startMs: now - MIN_MS,
        createdMs: now - 2 * MIN_MS,
        actor: COACH,
        siteId: SITE,
        steps: [['practice.start', now - MIN_MS]],
      });
      key = (await createVenueKey(store.db, SITE, 'engine', now)).key;
    } finally {
      await store.close();
    }

    let current = await children.start(url);
    const origin = () => new URL(current.base).origin;
    const port = Number(new URL(current.base).port);

    const fillLines: string[] = [];
    const previous = {
      history: process.env.PRACTICE_HISTORY,
      workers: process.env.HISTORY_WORKERS,
    };
    process.env.PRACTICE_HISTORY = 'on';
    process.env.HISTORY_WORKERS = '1';
    const fill = startSeasonHistory(url, (line) => fillLines.push(line));
    for (const [name, value] of Object.entries({
      PRACTICE_HISTORY: previous.history,
      HISTORY_WORKERS: previous.workers,
    })) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
    if (fill === null) throw new Error('the history fill did not start');
    let fillRunning = true;
    void fill.ended.then(() => {
      fillRunning = false;
    });

    const feed = new IngestFeed({
      url: origin,
      venueKey: key,
      backoff: { baseMs: 50, maxMs: 500 },
      log: () => undefined,
    });
    const BATCHES = 240;
    const PLAYERS = 22;
    const sent = new Map<string, number[]>();
    try {
      // A second's batch every few ms: a feed far faster than real time, in order.
      let killedWhileFilling: boolean | null = null;
      for (let k = 0; k < BATCHES; k++) {
        const batch = batchAt(id, k, now + k * 1000, PLAYERS);
        for (const t of batch.tracks) {
          const key = t.entityId ?? `tag-${t.tagId}`;
          sent.set(key, [...(sent.get(key) ?? []), ...t.atMs]);
        }
        feed.send(batch);
        if (k === BATCHES / 2) {
          // Mid-feed, with batches in flight: kill -9, then the same dataaccess comes back.
          while (feed.done.delivered < BATCHES / 4) await new Promise((r) => setTimeout(r, 10));
          killedWhileFilling = fillRunning;
          current.child.kill('SIGKILL');
          await new Promise((r) => current.child.once('exit', r));
          current = await children.start(url, port);
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      await feed.flushed();
      expect(feed.done).toMatchObject({ delivered: BATCHES, refused: 0, dropped: 0 });
      expect(feed.done.retries).toBeGreaterThan(0);
      process.stdout.write(
        `durability: ${JSON.stringify(feed.done)}; killed while the fill ran: ${String(killedWhileFilling)}\n`,
      );
    } finally {
      await feed.stop();
      await fill.stop();
      if (current.child.exitCode === null && current.child.signalCode === null) {
        current.child.kill('SIGKILL');
        await new Promise((r) => current.child.once('exit', r));
      }
    }

    const after = await openStore(url);
    try {
      const stored = await storedSamples(after.db, id);
      expect([...stored.keys()].sort()).toEqual([...sent.keys()].sort());
      for (const [entityId, samples] of sent) expect(stored.get(entityId)).toEqual(samples);
    } finally {
      await after.close();
    }
  }, 240_000);
});
