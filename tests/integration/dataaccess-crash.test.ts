/**
 * Durability: dataaccess runs in a child process on a SQLite file, takes ingest batches
 * and commands, and is SIGKILLed at a random moment. Restarted on the same file, it still
 * has every acknowledged batch and command, and no command is half written.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenueKey, openStore } from '../../dataaccess';
import { seedReferenceData } from '../../scripts/demo/seed';
import { expectSamplesKept, expectSessionWhole } from '../support/after-crash';
import { DataaccessChildren } from '../support/dataaccess-child';

const TOKEN = 'crash-token';
const headers = { 'x-service-token': TOKEN, 'content-type': 'application/json' };
const dir = mkdtempSync(join(tmpdir(), 'da-crash-'));
const file = join(dir, 'store.sqlite');
const children = new DataaccessChildren('crash', TOKEN);
const startChild = () => children.start(file);

beforeAll(() => children.build());

afterAll(() => {
  children.stopAll();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });

describe('crash durability', () => {
  it('keeps every acknowledged batch and command across a SIGKILL', async () => {
    // The venue's engine posts with its own key into its venue's live practice (decision 0028).
    const setup = await openStore(file);
    await seedReferenceData(setup.db);
    const { key } = await createVenueKey(setup.db, '3700-practice', 'engine', Date.now());
    await setup.close();
    const first = await startChild();
    const created = await post(`${first.base}/schedule`, {
      name: 'Crash practice',
      drills: [{ drillType: 'Warmup' }],
      intensity: 'High',
      league: 'nfl',
      rooftype: 'Outdoor',
      siteId: '3700-practice',
      start: Date.now() + 60_000,
      teamId: '3700',
    });
    const createdBody = (await created.json()) as { results: { _id: string }[]; status: string };
    expect(created.status, createdBody.status).toBe(200);
    const id = createdBody.results[0]?._id ?? '';
    expect(id).not.toBe('');
    const started = await post(`${first.base}/manage/${id}/command`, { type: 'practice.start' });
    expect(started.status, await started.clone().text()).toBe(200);

    const ackedSamples = new Map<string, number[]>();
    const ackedVersions = new Map<number, string>();
    let stopped = false;
    const ingestLoop = async (entityId: string) => {
      let t = 1_000_000;
      while (!stopped) {
        const atMs = Array.from({ length: 50 }, (_, i) => t + i * 100);
        t += 5000;
        try {
          const res = await fetch(`${first.base}/ingest/${id}`, {
            method: 'POST',
            headers: { 'x-venue-key': key, 'content-type': 'application/json' },
            body: JSON.stringify({
              tracks: [{ entityId, atMs, xYd: atMs.map(() => 30), yYd: atMs.map(() => 20) }],
            }),
          });
          if (res.status !== 200) throw new Error(`ingest answered ${res.status}`);
          ackedSamples.set(entityId, [...(ackedSamples.get(entityId) ?? []), ...atMs]);
        } catch {
          return;
        }
      }
    };
    const commandLoop = async () => {
      for (let n = 0; !stopped; n++) {
        const command =
          n % 2 === 0
            ? { type: 'period.add', drillType: `Drill ${n}` }
            : { type: 'practice.edit', changes: { name: `Crash practice ${n}` } };
        try {
          const res = await post(`${first.base}/manage/${id}/command`, command);
          if (res.status !== 200) throw new Error(`command answered ${res.status}`);
          const doc = ((await res.json()) as { results: { version: number }[] }).results[0];
          ackedVersions.set(doc?.version ?? -1, command.type);
        } catch {
          return;
        }
      }
    };
    const loops = [ingestLoop('p1'), ingestLoop('p2'), ingestLoop('p3'), commandLoop()];
    while (ackedVersions.size < 3 || ackedSamples.size < 3)
      await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 400));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    stopped = true;
    await Promise.all(loops);

    const second = await startChild();
    const history = await fetch(`${second.base}/session/${id}/history`, { headers });
    expect(history.status).toBe(200);
    second.child.kill('SIGKILL');
    await new Promise((r) => second.child.once('exit', r));

    const store = await openStore(file);
    try {
      await expectSamplesKept(store, id, ackedSamples);
      const { events, doc: stored } = await expectSessionWhole(store, id);
      const byVersion = new Map(events.map((e) => [e.version, e.type]));
      const typeOf = {
        'period.add': 'practice.edited',
        'practice.edit': 'practice.edited',
      } as const;
      for (const [version, command] of ackedVersions) {
        expect(byVersion.get(version)).toBe(typeOf[command as keyof typeof typeOf]);
      }
      // The read model holds the stream's last drills and name.
      const doc = JSON.parse(stored) as { drills: unknown[]; name: string };
      const changes = events.map(
        (e) => (e.data as { changes?: { drills?: unknown[]; name?: string } }).changes ?? {},
      );
      const lastDrills = changes.filter((c) => c.drills !== undefined).at(-1)?.drills;
      const lastName = changes.filter((c) => c.name !== undefined).at(-1)?.name;
      expect(lastDrills?.length).toBe(doc.drills.length);
      if (lastName !== undefined) expect(doc.name).toBe(lastName);
    } finally {
      await store.close();
    }
  });
});
