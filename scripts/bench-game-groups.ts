/**
 * npm run bench:game-groups: how long the first By play and By quarter reads of a filled
 * demo game take (issue 36). It seeds the demo schedule into a fresh SQLite store, fills the
 * first past football game as the demo history does (scripts/demo/history.ts `fillSession`:
 * about 96 players and 120 to 180 plays), then asks fullpractice for it with groupBy=play and
 * groupBy=quarter, each the first read of its selection (nothing cached, so it computes and
 * keeps the grouping), then the same reads from a second dataaccess over the same store (what
 * a restart, another node or a read after the memory cache's minute gets: the kept rows), and
 * prints each time.
 *
 *   npm run bench:game-groups
 *
 * On shared cores the times measure the machine as much as the read: note the load printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDataaccess, openStore, type Dataaccess } from '../dataaccess';
import { fillSession } from './demo/history';
import { seedDemoSchedule } from './demo/seed';
import { pastFootballGames } from './demo/seeded-games';

const NOW_MS = Date.UTC(2026, 10, 23, 16);
const TOKEN = 'bench-game-groups';

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-game-groups-'));
  const store = await openStore(`sqlite:${join(dir, 'store.db')}`);
  const da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  const other = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  try {
    await seedDemoSchedule(store.db, NOW_MS);
    const [doc] = await pastFootballGames(store.db);
    if (doc === undefined) throw new Error('the demo schedule has no past football game');
    const fillStart = performance.now();
    await fillSession(store.db, doc);
    const plays = Array.isArray(doc.drills) ? doc.drills.length : 0;
    console.log(
      `filled ${doc._id} (${plays} periods) in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`,
    );
    // A first read computes and keeps (as before the kept groups, plus the write); the same
    // read again is the memory cache's; a dataaccess of its own (a restart, another node,
    // or the cache's minute gone) reads the kept rows.
    const reads: [string, Dataaccess, 'play' | 'quarter'][] = [
      ['first read, computed and kept', da, 'play'],
      ['first read, computed and kept', da, 'quarter'],
      ['again, from memory', da, 'play'],
      ['another dataaccess, kept', other, 'play'],
      ['another dataaccess, kept', other, 'quarter'],
    ];
    for (const [label, app, groupBy] of reads) {
      const start = performance.now();
      const res = await app.app.inject({
        method: 'GET',
        url: `/dataaccess/fullpractice/${doc._id}?groupBy=${groupBy}`,
        headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
      });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
      const item = res.json<{ results: { players: unknown[]; byPeriod: unknown[] }[] }>()
        .results[0];
      console.log(
        `groupBy=${groupBy}, ${label}: ${(ms / 1000).toFixed(2)} s, ` +
          `${(res.body.length / 1e6).toFixed(1)} MB, ${item?.players.length ?? 0} players, ` +
          `${item?.byPeriod.length ?? 0} groups (load ${loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')})`,
      );
    }
  } finally {
    await da.app.close();
    await other.app.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
