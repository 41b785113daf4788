/**
 * `npm run import` writes into the SQLite file of a running product: two processes writing
 * one file. While the importer (a child process) stores the real sample files, this process
 * keeps ingesting a live practice's batches, each a transaction that reads before it
 * writes, as the product does. Neither side may fail with "database is locked": every
 * batch is acknowledged and stored, and the importer stores every game.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPractice, loadTracks, openStore, storeBatch, validateBatch } from '../../dataaccess';
import { seedReferenceData } from '../../scripts/demo/seed';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Yards along a 20 yd lane after `tenths` tenths of a second at 0.5 yd/s, there and back. */
function lane(tenths: number): number {
  const travelled = (tenths * 0.05) % 40;
  return travelled <= 20 ? travelled : 40 - travelled;
}
/** The real plays the tests carry (tests/data/tracking/README.md says which covers what). */
const DATA = join(ROOT, 'tests', 'data', 'tracking');
const NGS = join(DATA, 'ngs-highlights');
const files = [
  join(DATA, 'bdb-2021-sample', 'bdb_coords-1.csv'),
  ...readdirSync(NGS)
    .filter((f) => f.endsWith('.tsv'))
    .map((f) => join(NGS, f)),
];

describe('import beside a running product (SQLite)', () => {
  it('lets the importer and the product write one store at once', async () => {
    const url = `sqlite:${join(mkdtempSync(join(tmpdir(), 'import-beside-')), 'practice.db')}`;
    const store = await openStore(url);
    await seedReferenceData(store.db);
    const nowMs = Date.UTC(2026, 10, 24, 15);
    const practice = await createPractice(
      store.db,
      {
        name: 'Live beside the import',
        description: '',
        drills: [{ drillType: 'Team' }],
        extraData: {},
        intensity: 'Medium',
        league: 'nfl',
        profileName: '',
        rooftype: 'Outdoor',
        siteId: -1,
        siteName: '',
        start: nowMs,
        teamId: '3700',
        type: 'practice',
      },
      'coach@test',
      nowMs,
    );

    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(ROOT, 'scripts', 'import.ts'),
        ...files.flatMap((f) => ['--input', f]),
      ],
      { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', done));
    const importer = { running: true };
    void exited.then(() => (importer.running = false));

    // One second of 22 players per batch, as the live feed sends them, until the importer is
    // done, however long that takes on this machine: each player jogs up and down a 20 yd
    // lane, so no number of batches takes anyone off the field.
    let batches = 0;
    let atMs = nowMs;
    while (importer.running || batches < 20) {
      const tracks = Array.from({ length: 22 }, (_, p) => ({
        entityId: `p${p}`,
        atMs: Array.from({ length: 10 }, (_, i) => atMs + i * 100),
        xYd: Array.from({ length: 10 }, (_, i) => 20 + p + lane(batches * 10 + i)),
        yYd: Array.from({ length: 10 }, () => 10 + p),
      }));
      await storeBatch(store.db, practice._id, validateBatch(tracks));
      batches += 1;
      atMs += 1000;
      await new Promise((r) => setTimeout(r, 5));
    }

    expect(await exited, stderr).toBe(0);
    const { games } = JSON.parse(stdout) as { games: { playsImported: string[] }[] };
    // Seven games in the Big Data Bowl sample, one per Next Gen Stats highlight.
    expect(games).toHaveLength(7 + files.length - 1);
    expect(games.every((g) => g.playsImported.length === 1)).toBe(true);
    const live = await loadTracks(store.db, practice._id);
    expect(live).toHaveLength(22);
    expect(live[0]?.atMs.length).toBe(batches * 10);
    const imported = await store.db
      .selectFrom('sessions')
      .select('session_id')
      .where('session_id', 'like', 'nfl-20%')
      .execute();
    expect(imported).toHaveLength(games.length);
    await store.close();
  }, 120_000);
});
