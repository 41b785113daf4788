/**
 * npm run bench:load: what load over time (issue 36) costs to answer for a player with a
 * season of sessions, and for a whole squad, against the Player page's own list of the same
 * player's season (the read the page made before, over the same kept rows) as the baseline.
 *
 * One practice of the squad is simulated and its numbers kept (as the integration suites
 * store them); its kept rows are then written again under one practice a day for a season
 * (rest days every seventh), each row the real one with its distances scaled by a repeatable
 * factor, so every read parses documents of the real size. Reads go through dataaccess
 * (app.inject) in the caller's zone.
 *
 *   npm run bench:load [-- --days 180] [--runs 20]
 *
 * Target (issue 36): the load of a player with a season of sessions draws in under 500 ms;
 * the read is the part that grows with the season (the chart draws 28-84 points).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDataaccess, openStore } from '../dataaccess';
import { loadColumns } from '../dataaccess/src/db/load-columns';
import { seedSession, storePastSession } from '../tests/support/past-sessions';
import { seededRoster, seedReferenceData } from './demo/seed';

const TEAM_ID = '3700';
const TOKEN = 'bench-load';
const DAY_MS = 86_400_000;

const { values } = parseArgs({
  options: { days: { type: 'string', default: '180' }, runs: { type: 'string', default: '20' } },
});
const days = Number(values.days);
const runs = Number(values.runs);

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
const store = await openStore(`sqlite:${join(dir, 'bench.db')}`);
await seedReferenceData(store.db);
const endMs = Date.UTC(2026, 10, 20, 18);
const firstMs = endMs - days * DAY_MS;
const squad = seededRoster(TEAM_ID, 'nfl').map((p) => ({
  id: p.id,
  jersey: p.jersey,
  position: p.position,
}));
await storePastSession(store.db, {
  id: 'bench-load-0',
  kind: 'practice',
  teamId: TEAM_ID,
  startMs: firstMs,
  durationMs: 5 * 60_000,
  players: squad,
});
const kept = await store.db
  .selectFrom('session_metrics')
  .selectAll()
  .where('session_id', '=', 'bench-load-0')
  .execute();
let sessions = 1;
for (let d = 1; d < days; d++) {
  if (d % 7 === 0) continue;
  const id = `bench-load-${d}`;
  const startMs = firstMs + d * DAY_MS;
  await seedSession(store.db, id, {
    teamId: TEAM_ID,
    startTime: startMs,
    endTime: startMs + 7_200_000,
  });
  const factor = 0.6 + ((d * 37) % 80) / 100;
  await store.db
    .insertInto('session_metrics')
    .values(
      kept.map((row) => {
        const doc = JSON.parse(row.doc) as { metrics: Record<string, unknown>; byPeriod: unknown };
        for (const key of ['totalDis', 'hardEffortDist', 'zLoad']) {
          const v = doc.metrics[key];
          if (typeof v === 'number') doc.metrics[key] = v * factor;
        }
        return {
          ...row,
          session_id: id,
          total_dist_yd: row.total_dist_yd * factor,
          ...loadColumns(doc.metrics),
          doc: JSON.stringify(doc),
        };
      }),
    )
    .execute();
  sessions += 1;
}
const da = buildDataaccess({ store, serviceToken: TOKEN, now: () => endMs });
const player = squad[0]?.id ?? '';
const get = async (url: string): Promise<number> => {
  const t0 = performance.now();
  const res = await da.app.inject({
    method: 'GET',
    url: `/dataaccess/${url}`,
    headers: {
      'x-service-token': TOKEN,
      'x-user-email': 'coach@club.example',
      'x-time-zone': 'America/Chicago',
    },
  });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200)
    throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return ms;
};
const time = async (url: string): Promise<number> => {
  await get(url);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) ms.push(await get(url));
  return median(ms);
};
const season = `startTime=${firstMs - DAY_MS}&endTime=${endMs + DAY_MS}`;
const results = {
  sessions,
  squad: squad.length,
  docBytes: kept[0]?.doc.length ?? 0,
  loadavg: loadavg()[0]?.toFixed(2),
  baselinePlayerSeasonListMs: await time(`player/${player}/practices?${season}`),
  playerLoad28Ms: await time(`playerload/${player}?days=28`),
  playerLoad84Ms: await time(`playerload/${player}?days=84`),
  playerLoadSeasonMs: await time(`playerload/${player}?days=${Math.min(days, 366)}`),
  teamLoad28Ms: await time(`teamload/${TEAM_ID}?days=28`),
};
const base = results.baselinePlayerSeasonListMs;
console.log(JSON.stringify(results, null, 2));
console.log(
  `ratios to the baseline (the player's season list, ${base.toFixed(1)} ms): load 28 d ${(results.playerLoad28Ms / base).toFixed(2)}×, 84 d ${(results.playerLoad84Ms / base).toFixed(2)}×, season ${(results.playerLoadSeasonMs / base).toFixed(2)}×, team 28 d ${(results.teamLoad28Ms / base).toFixed(2)}×`,
);
await da.app.close();
await store.close();
rmSync(dir, { recursive: true, force: true });
