/**
 * npm run bench:report-pdf: how long the report page's PDF of a 110-player practice takes
 * (issue 35 target: under 5 s). It stores a completed practice of a pro team's squad plus
 * extra players signed to it (110 in all; simulated positions, the processing numbers kept),
 * then asks dataaccess (app.inject) for the report as the page does: the job's poll every
 * 50 ms until it answers ready, then the file. It prints the time from the first poll to the
 * file in hand, the pages and bytes, and writes the PDF where --out says (to look at it).
 *
 *   npm run bench:report-pdf [-- --players 110] [--minutes 20] [--out /tmp/report.pdf]
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildDataaccess, openStore } from '../dataaccess';
import { storePastSession } from '../tests/support/past-sessions';
import { seededRoster, seedReferenceData } from './demo/seed';

const TEAM_ID = '3700';
const START_MS = Date.UTC(2026, 9, 6, 15);
const TOKEN = 'bench-report-pdf';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '110' },
    minutes: { type: 'string', default: '20' },
    out: { type: 'string' },
  },
});
const count = Number(values.players);
const minutes = Number(values.minutes);

const store = await openStore(':memory:');
await seedReferenceData(store.db);
// The squad, then players of another roster signed to the team until there are `count`.
const squad = seededRoster(TEAM_ID, 'nfl');
const extra = seededRoster('1050', 'nfl')
  .slice(0, Math.max(0, count - squad.length))
  .map((p) => ({ ...p, id: `${TEAM_ID}-signed-${p.id}` }));
if (extra.length > 0) {
  await store.db
    .insertInto('players')
    .values(
      extra.map((p) => ({
        player_id: p.id,
        team_id: TEAM_ID,
        name: p.name,
        jersey: p.jersey,
        position: p.position,
        status: p.status,
        nfl_id: null,
        esb_id: null,
        gsis_id: null,
      })),
    )
    .execute();
}
const players = [...squad, ...extra].slice(0, count);
const id = 'bench-report-pdf';
const storing = performance.now();
await storePastSession(store.db, {
  id,
  kind: 'practice',
  teamId: TEAM_ID,
  startMs: START_MS,
  durationMs: minutes * 60_000,
  players,
  fields: { name: 'Tuesday Full Pads' },
});
const storedS = (performance.now() - storing) / 1000;

const da = buildDataaccess({ store, serviceToken: TOKEN, now: () => START_MS + 86_400_000 });
const get = (query: string) =>
  da.app.inject({
    method: 'GET',
    url: `/dataaccess/reports/pdf/${id}?tzOffset=300&${query}`,
    headers: { 'x-service-token': TOKEN, 'x-user-email': 'coach@club.example' },
  });

const started = performance.now();
let polls = 0;
for (;;) {
  polls += 1;
  const res = await get('materialize=no');
  if (res.statusCode !== 200) throw new Error(`poll answered ${res.statusCode}: ${res.body}`);
  const [state] = res.json<{ results: { state: number; percent: number }[] }>().results;
  if (state?.state === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const file = await get('materialize=yes');
const readyS = (performance.now() - started) / 1000;
if (file.statusCode !== 200) throw new Error(`file answered ${file.statusCode}`);
const bytes = file.rawPayload;
const pages = (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
if (values.out !== undefined) writeFileSync(values.out, bytes);
console.log(
  JSON.stringify({
    players: players.length,
    minutes,
    storeAndComputeS: Math.round(storedS * 10) / 10,
    pdfReadyS: Math.round(readyS * 1000) / 1000,
    polls,
    pages,
    kilobytes: Math.round(bytes.length / 1024),
    load1: loadavg()[0],
  }),
);
await da.app.close();
await store.close();
