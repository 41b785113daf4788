/**
 * The data-ops worker survives a kill -9 mid-stage (issue 21; decision 0018): dataaccess runs
 * as a child process on SQLite and on PostgreSQL, a finished practice is launched, and as soon
 * as its retrack has recorded a player's progress the process is SIGKILLed. Restarted on the
 * same store, it resumes the retrack from the next player (never from the first again) and
 * goes on to F_C, every player's numbers the engine's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, openStore, readStream, type Store, type StoredEvent } from '../../dataaccess';
import { msgActionStarted } from '../../domain';
import {
  createScratchDatabase,
  postgresAvailable,
  type ScratchDatabase,
} from '../support/services';
import { DataaccessChildren } from '../support/dataaccess-child';
import {
  keptMetrics,
  OPS_TEAM,
  opsRoster,
  seedFinishedPractice,
  seedRoster,
  tamperMetrics,
} from './dataops-fixture';

const TOKEN = 'dataops-kill';
const PRACTICE = 'kill-practice';
const START_MS = Date.UTC(2026, 10, 3, 15);
const dir = mkdtempSync(join(tmpdir(), 'dataops-kill-'));
const children = new DataaccessChildren('dataops', TOKEN);
const startChild = (databaseUrl: string) => children.start(databaseUrl);
const adminUrl = await postgresAvailable();
let scratch: ScratchDatabase | undefined;

const stores: { name: string; url: () => Promise<string> }[] = [
  { name: 'sqlite', url: () => Promise.resolve(join(dir, 'store.sqlite')) },
  ...(adminUrl === null
    ? []
    : [
        {
          name: 'postgres',
          url: async () => {
            scratch ??= await createScratchDatabase(adminUrl);
            return scratch.url;
          },
        },
      ]),
];

beforeAll(() => children.build());

afterAll(async () => {
  children.stopAll();
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Polls the store until `found` says so (no fixed pause decides anything). */
async function until<T>(look: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const seen = await look();
    if (seen !== undefined) return seen;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const stream = (store: Store) => readStream(store.db, `session-${PRACTICE}`);
const progressOf = (e: StoredEvent) =>
  e.data as { stage: string; entityId: string; done: number; total: number };

describe.each(stores)('a data-ops worker killed mid-stage on $name', ({ url }) => {
  it('resumes the retrack from its last progress event and reaches F_C with the right numbers', async () => {
    const databaseUrl = await url();
    const players = opsRoster('kill', 24, 41);
    let store = await openStore(databaseUrl);
    await seedRoster(store.db, players);
    await seedFinishedPractice(store.db, PRACTICE, players, START_MS, { durationMs: 4 * 60_000 });
    const right = await keptMetrics(store.db, PRACTICE);
    for (const p of players) await tamperMetrics(store.db, PRACTICE, p.id, 0);

    const first = await startChild(databaseUrl);
    const launched = await fetch(
      `${first.base}/dataset/${OPS_TEAM}/dataops?actionType=init&dataset=${PRACTICE}`,
      { headers: { 'x-service-token': TOKEN, 'x-user-email': 'dataops@dev.test' } },
    );
    expect(launched.status).toBe(200);
    expect(((await launched.json()) as { results: string[] }).results).toEqual([
      msgActionStarted('init'),
    ]);
    // The first player of the retrack is recorded: kill -9 at once.
    await until(async () =>
      (await stream(store)).find(
        (e) => e.type === 'replica.progress' && progressOf(e).stage === 'retrack',
      ),
    );
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const cut = await stream(store);
    const last = cut.at(-1);
    expect(last?.type, 'the kill landed mid-retrack').toBe('replica.progress');
    const stoppedAt = progressOf(last as StoredEvent);
    expect(stoppedAt.stage).toBe('retrack');
    expect(stoppedAt.done).toBeLessThan(players.length);
    expect((await getSession(store.db, PRACTICE)).extraData).toMatchObject({
      replicaStatus: 'R_I',
      replicaStage: 'retrack',
    });

    const second = await startChild(databaseUrl);
    await until(async () =>
      ((await getSession(store.db, PRACTICE)).extraData as { replicaStatus?: string })
        .replicaStatus === 'F_C'
        ? true
        : undefined,
    );
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    await store.close();
    store = await openStore(databaseUrl);

    const events = await stream(store);
    const after = events.filter((e) => e.version > (last?.version ?? 0));
    // Resumed from the next player, never from the first: each player is done exactly once.
    const resumed = after.filter(
      (e) => e.type === 'replica.progress' && progressOf(e).stage === 'retrack',
    );
    expect(progressOf(resumed[0] as StoredEvent).done).toBe(stoppedAt.done + 1);
    const retracked = events
      .filter((e) => e.type === 'replica.progress' && progressOf(e).stage === 'retrack')
      .map((e) => progressOf(e));
    expect(retracked.map((p) => p.done)).toEqual(players.map((_, i) => i + 1));
    expect(retracked.map((p) => p.entityId)).toEqual(players.map((p) => p.id).sort());
    expect(after.filter((e) => e.type === 'replica.retrack')).toEqual([]);
    expect(after.filter((e) => e.type !== 'replica.progress').map((e) => e.type)).toEqual([
      'replica.retracked',
      'replica.ballRetrack',
      'replica.ballRetracked',
      'replica.finalize',
      'replica.finalized',
    ]);
    expect(await keptMetrics(store.db, PRACTICE)).toEqual(right);
    await store.close();
  });
});
