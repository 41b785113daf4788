/**
 * npm run bench:finished-reads: what reading finished sessions' live numbers one after another
 * costs dataaccess (issue 34 item 1; decision 0027). It fills a SQLite store with N completed
 * practices of a pro team's squad (simulated positions, the processing numbers kept, as the
 * session-page bench and the integration suites store them), then, in a fresh dataaccess
 * process per side, reads every one of them once, in order, and prints each side's per-read
 * p50 and max latency, the process's RSS growth over the reads (after a full GC on both
 * ends) and the bytes the live accumulators hold at the end, then baseline ÷ after as ratios
 * (null where the after side did not grow).
 *
 * - after: `GET livepractice/{id}` through dataaccess (app.inject): the kept numbers.
 * - baseline: what that route did before decision 0027, its body as it was: the session, the
 *   live accumulators rebuilt from every stored position (a `LiveMetrics` without a bound, as
 *   the old map was), the roster, the players' values serialized.
 *
 *   npm run bench:finished-reads [-- --sessions 40] [--players 30] [--minutes 20]
 *
 * On two shared cores the times measure the machine as much as the code: compare the two
 * sides of one run, and note the load (`uptime`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildDataaccess, getSession, openStore, type Db } from '../dataaccess';
import { LiveMetrics } from '../dataaccess/src/live/live-metrics';
import { storePastSession } from '../tests/support/past-sessions';
import { seededRoster, seedReferenceData } from './demo/seed';

/** A pro team whose seeded roster is its full squad. */
const TEAM_ID = '3700';
const START_MS = Date.UTC(2025, 8, 1, 15);
const TOKEN = 'bench-finished-reads';

type Side = 'baseline' | 'after';

/** What one side's process measured. */
interface SideResult {
  readonly side: Side;
  readonly readsMs: number[];
  readonly rssBeforeMb: number;
  readonly rssAfterMb: number;
  /** Bytes the live accumulators hold after the reads, as their bound counts them. */
  readonly accumulatorsMb: number;
  /** Players answered over all reads (both sides must see every player). */
  readonly players: number;
}

const mb = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The value below which `share` of the sorted `values` lie. */
const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
};

/** RSS after a full collection (the child runs with --expose-gc). */
const settledRss = (): number => {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().rss;
};

/** The livepractice route's body before decision 0027: every read rebuilt the accumulators. */
async function rebuiltRead(db: Db, live: LiveMetrics, id: string): Promise<string> {
  const session = await getSession(db, id);
  const values = await live.values(id);
  const roster = await db
    .selectFrom('players')
    .select(['player_id', 'name', 'jersey', 'position', 'team_id'])
    .where('team_id', '=', session.teamId)
    .execute();
  const players = roster
    .filter((p) => values.has(p.player_id))
    .map((p) => ({ id: p.player_id, name: p.name, metrics: values.get(p.player_id) }));
  return JSON.stringify({ code: 200, results: [{ header: session, players }] });
}

/** One side, in this (child) process: reads every session once and reports on stdout. */
async function runSide(side: Side, storeUrl: string, ids: readonly string[]): Promise<void> {
  const store = await openStore(storeUrl);
  const da = buildDataaccess({ store, serviceToken: TOKEN });
  await da.app.ready();
  const unbounded = new LiveMetrics(store.db, { maxBytes: Number.MAX_SAFE_INTEGER });
  const read = async (id: string): Promise<string> => {
    if (side === 'baseline') return rebuiltRead(store.db, unbounded, id);
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/livepractice/${id}`,
      headers: { 'x-service-token': TOKEN },
    });
    if (res.statusCode !== 200)
      throw new Error(`livepractice/${id}: ${res.statusCode} ${res.body}`);
    return res.body;
  };
  // One read of another session first, so both sides start with their code paths loaded.
  await read(ids[0] ?? '');
  const rssBefore = settledRss();
  const readsMs: number[] = [];
  let players = 0;
  for (const id of ids.slice(1)) {
    const t0 = performance.now();
    const body = await read(id);
    readsMs.push(performance.now() - t0);
    players +=
      (JSON.parse(body) as { results: { players: unknown[] }[] }).results[0]?.players.length ?? 0;
  }
  const rssAfter = settledRss();
  const result: SideResult = {
    side,
    readsMs,
    rssBeforeMb: mb(rssBefore),
    rssAfterMb: mb(rssAfter),
    accumulatorsMb: mb(side === 'baseline' ? unbounded.heldBytes() : da.live.heldBytes()),
    players,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  await da.app.close();
  await store.close();
}

/** Runs one side in a fresh process, so neither side's memory colours the other's. */
function childSide(side: Side, storeUrl: string, ids: readonly string[]): Promise<SideResult> {
  const args = [
    '--expose-gc',
    '--import',
    import.meta.resolve('tsx'),
    fileURLToPath(import.meta.url),
    '--side',
    side,
    '--store',
    storeUrl,
    '--ids',
    ids.join(','),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || last === '') reject(new Error(`${side} side exited ${code}: ${out}`));
      else resolve(JSON.parse(last) as SideResult);
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sessions: { type: 'string', default: '40' },
      players: { type: 'string', default: '30' },
      minutes: { type: 'string', default: '20' },
      side: { type: 'string' },
      store: { type: 'string' },
      ids: { type: 'string' },
    },
  });
  if (values.side !== undefined) {
    await runSide(values.side as Side, values.store ?? '', (values.ids ?? '').split(','));
    return;
  }
  const sessions = Number(values.sessions);
  const playerCount = Number(values.players);
  const minutes = Number(values.minutes);
  if (![sessions, playerCount, minutes].every((n) => Number.isInteger(n) && n > 0) || sessions < 2)
    throw new Error('--sessions (at least 2), --players and --minutes are positive whole numbers');

  const dir = mkdtempSync(join(tmpdir(), 'bench-finished-reads-'));
  const storeUrl = `sqlite:${join(dir, 'store.db')}`;
  try {
    const fillStarted = performance.now();
    const store = await openStore(storeUrl);
    await seedReferenceData(store.db);
    const players = seededRoster(TEAM_ID, 'nfl').slice(0, playerCount);
    const ids: string[] = [];
    for (let i = 0; i < sessions; i += 1) {
      const id = `bench-finished-${i}`;
      await storePastSession(
        store.db,
        {
          id,
          kind: 'practice',
          teamId: TEAM_ID,
          startMs: START_MS + i * 86_400_000,
          durationMs: minutes * 60_000,
          players,
        },
        i + 1,
      );
      ids.push(id);
    }
    await store.close();
    console.log(
      `stored ${sessions} finished practices × ${players.length} players × ${minutes} min at 10 Hz in ${Math.round((performance.now() - fillStarted) / 1000)} s`,
    );

    const results: SideResult[] = [];
    for (const side of ['baseline', 'after'] as const)
      results.push(await childSide(side, storeUrl, ids));
    const summary = results.map((r) => ({
      side: r.side,
      reads: r.readsMs.length,
      p50Ms: Math.round(percentile(r.readsMs, 0.5) * 10) / 10,
      maxMs: Math.round(Math.max(...r.readsMs) * 10) / 10,
      rssBeforeMb: r.rssBeforeMb,
      rssAfterMb: r.rssAfterMb,
      rssGrowthMb: Math.round((r.rssAfterMb - r.rssBeforeMb) * 10) / 10,
      accumulatorsMb: r.accumulatorsMb,
      players: r.players,
    }));
    console.table(summary);
    const [base, after] = summary;
    if (base === undefined || after === undefined) throw new Error('a side did not report');
    // No ratio where the after side did not grow (RSS may even shrink): null, read the numbers.
    const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10) / 10 : null);
    console.log(
      JSON.stringify({
        sessions,
        players: playerCount,
        minutes,
        load: loadavg().map((l) => Math.round(l * 100) / 100),
        baseline: base,
        after,
        ratio: {
          p50: ratio(base.p50Ms, after.p50Ms),
          max: ratio(base.maxMs, after.maxMs),
          rssGrowth: ratio(base.rssGrowthMb, after.rssGrowthMb),
        },
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
