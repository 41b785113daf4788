/**
 * npm run bench:page-memory: the memory of one open live page over a long practice. It
 * starts the product with a live practice of the college team's full squad (110 players)
 * fed in real time, opens the practice's live table in Debian's headless chromium at
 * 1440 px as its coach, and every minute collects the page's garbage and samples its JS heap
 * and its DOM (CDP), printing each sample; the last line is JSON: minutes, samples,
 * heapStartMB, heapEndMB, growthMBPerHour, domNodesStart, domNodesEnd, deltasApplied.
 *
 *   npm run bench:page-memory [-- --minutes 30] [--interval-ms 1000] [--no-build]
 *
 * The first five minutes are warm-up: the heap grows for three or four (compiled code, the
 * grid's caches) and drops when V8 flushes code it no longer runs. The start values and the
 * growth (a least-squares line through the samples) count from minute 5, and only a run of
 * ten minutes or more is judged; a shorter one counts from minute 1 and says it is mostly
 * warm-up. The gateway polls every `--interval-ms`
 * (1 s by default, fifteen times the spec's live interval, so a leak per delta shows fifteen
 * times sooner); the feed sends a second of positions every second. Target: the heap stays
 * flat, under 5 MB an hour of growth, and the DOM keeps its size. `--no-build` serves the
 * web app already in web/dist instead of building it first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { newSessionClaims, SPEC_INTERVALS } from '../gateway';
import { live } from '../proto';
import { createPracticeSimulation, defaultPracticePlan } from '../simulator';
import { launchChromium } from './chromium';
import { seededRoster, seedOf } from './demo/seed';
import { freePort } from './local-setup';
import { startProduct, type Product } from './product';

/** The college football team, whose seeded squad is 110 players, and its coach. */
const SQUAD_TEAM_ID = '194';
const SQUAD_COACH = 'ncaa.football@dev.test';

/** A live practice of the college team's full squad, fed with simulated positions on demand. */
export interface SquadPractice {
  readonly id: string;
  /** The gateway's topic of the practice's live data. */
  readonly topic: string;
  /** The coach who may see it. */
  readonly coach: string;
  readonly players: readonly string[];
  /** Sends the next `ms` of positions, of every player or only of those in `only`. */
  feed(ms: number, only?: ReadonlySet<string>): Promise<void>;
}

/**
 * Creates and starts a practice of the college team's 110 players on `product`; the
 * simulation is seeded by `name`, so every run feeds the same positions.
 */
export async function startSquadPractice(product: Product, name: string): Promise<SquadPractice> {
  // Positions go with the team's practice venue's key, the coach's calls with the gateway's.
  const venue = `${SQUAD_TEAM_ID}-practice`;
  const venueKey = await product.venueKey(venue);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T[]> => {
    const response = await fetch(`${product.dataaccessUrl}/dataaccess/${path}`, {
      method,
      headers: {
        ...(path.startsWith('ingest/')
          ? { 'x-venue-key': venueKey }
          : { 'x-service-token': product.serviceToken, 'x-user-email': SQUAD_COACH }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as { results: T[]; status: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${envelope.status}`);
    return envelope.results;
  };
  const startMs = Date.now();
  const seed = seedOf(name);
  const plan = defaultPracticePlan('ncaa-fbs', seed);
  const [created] = await call<{ _id: string }>('POST', 'schedule', {
    name: 'Full Squad Practice',
    description: 'every player of the squad',
    drills: plan.map((p) => ({ drillType: p.name, periodType: p.periodType })),
    intensity: 'Medium',
    league: 'ncaa-fbs',
    profileName: 'Regular Season Week',
    rooftype: 'Outdoor',
    siteId: venue,
    siteName: 'Practice Field',
    start: startMs,
    teamId: SQUAD_TEAM_ID,
  });
  if (created === undefined) throw new Error('the practice was not created');
  const id = created._id;
  await call('POST', `manage/${id}/command`, { type: 'practice.start' });
  const roster = seededRoster(SQUAD_TEAM_ID, 'ncaa-fbs');
  const sim = createPracticeSimulation({ seed, players: roster, periods: plan, startMs });
  let sentUntilMs = startMs;
  return {
    id,
    topic: `practice/${id}/live`,
    coach: SQUAD_COACH,
    players: roster.map((p) => p.id),
    async feed(ms, only) {
      const tracks = sim
        .samplesBetween(sentUntilMs, sentUntilMs + ms)
        .filter((t) => t.atMs.length > 0 && (only === undefined || only.has(t.entityId)));
      sentUntilMs += ms;
      if (tracks.length === 0) return;
      await call('POST', `ingest/${id}`, {
        tracks: tracks.map((t) => ({
          entityId: t.entityId,
          atMs: Array.from(t.atMs),
          xYd: Array.from(t.xYd, (v) => Math.round(v * 1000) / 1000),
          yYd: Array.from(t.yYd, (v) => Math.round(v * 1000) / 1000),
        })),
      });
    },
  };
}

/** One sample of the page. */
interface Sample {
  readonly minute: number;
  /** JS heap in use after a full garbage collection. */
  readonly heapMB: number;
  /** DOM nodes alive in the page (detached ones too), after the collection. */
  readonly domNodes: number;
  /** Elements in the document. */
  readonly elements: number;
  readonly listeners: number;
  /** Deltas of the practice's topic the page had received so far. */
  readonly deltas: number;
}

/** The slope of a least-squares line through (x, y) points; 0 with fewer than two. */
function slope(points: readonly (readonly [number, number])[]): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((s, [x]) => s + x, 0) / points.length;
  const meanY = points.reduce((s, [, y]) => s + y, 0) / points.length;
  const sxy = points.reduce((s, [x, y]) => s + (x - meanX) * (y - meanY), 0);
  const sxx = points.reduce((s, [x]) => s + (x - meanX) ** 2, 0);
  return sxy / sxx;
}

const round = (value: number, places: number) => Number(value.toFixed(places));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Minutes of warm-up before the samples that count (one in a run too short to judge). */
const WARM_UP_MINUTES = 5;
/** Growth of the heap an hour, in MB, under which the page counts as flat. */
const FLAT_MB_PER_HOUR = 5;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '30' },
      'interval-ms': { type: 'string', default: '1000' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const minutes = Number(values.minutes);
  const intervalMs = Number(values['interval-ms']);
  if (!Number.isInteger(minutes) || minutes < 2) throw new Error('--minutes must be 2 or more');
  if (!Number.isInteger(intervalMs) || intervalMs < 200)
    throw new Error('--interval-ms must be 200 or more');

  const varDir = mkdtempSync(join(tmpdir(), 'bench-page-memory-'));
  const product = await startProduct({
    port: await freePort(),
    dataaccessPort: await freePort(),
    idpPort: await freePort(),
    varDir,
    buildWeb: !values['no-build'],
    intervals: { ...SPEC_INTERVALS, liveMs: intervalMs },
  });
  const browser = await launchChromium();
  let feeding = true;
  let feeder: Promise<void> = Promise.resolve();
  try {
    const practice = await startSquadPractice(product, 'bench-page-memory');
    // Half a minute first, so every player has numbers; then a second of positions a second.
    await practice.feed(30_000);
    const feedOn = async (): Promise<void> => {
      while (feeding) {
        const next = Date.now() + 1000;
        await practice.feed(1000).catch((error: unknown) => {
          console.error(`feed: ${error instanceof Error ? error.message : String(error)}`);
        });
        await sleep(Math.max(0, next - Date.now()));
      }
    };
    feeder = feedOn();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // Signed in as the coach, as the gateway's sign-in would leave the browser, for the run.
    const claims = newSessionClaims(practice.coach, Date.now(), (minutes + 10) * 60_000);
    await context.addCookies([
      {
        name: 'pt_session',
        value: encodeURIComponent(product.gateway.app.signCookie(JSON.stringify(claims))),
        url: product.url,
      },
    ]);
    const page = await context.newPage();
    let sockets = 0;
    let deltas = 0;
    page.on('websocket', (socket) => {
      sockets += 1;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string') return;
        if (live.ServerMessage.decode(payload).delta?.topic === practice.topic) deltas += 1;
      });
    });
    await page.goto(`${product.url}/view/practice/${practice.id}/performance/condensed/page`);
    const rows = page.locator('[aria-label="Live metrics"] .ag-row[row-id]');
    const shownBy = Date.now() + 60_000;
    while ((await rows.count()) === 0) {
      if (Date.now() > shownBy) throw new Error('the live table shows no rows');
      await page.waitForTimeout(100);
    }

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const sample = async (minute: number): Promise<Sample> => {
      // Twice: objects freed by the first collection's finalizers go in the second.
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
      return {
        minute,
        heapMB: round(heap.usedSize / 2 ** 20, 2),
        domNodes: metric('Nodes'),
        elements: Number(await page.evaluate('document.getElementsByTagName("*").length')),
        listeners: metric('JSEventListeners'),
        deltas,
      };
    };

    console.log(
      `live table of ${practice.players.length} players, a delta every ${intervalMs} ms, ${minutes} minutes`,
    );
    const samples: Sample[] = [];
    const startedAt = Date.now();
    for (let minute = 0; minute <= minutes; minute++) {
      await sleep(Math.max(0, startedAt + minute * 60_000 - Date.now()));
      const s = await sample(minute);
      samples.push(s);
      console.log(
        `minute ${String(s.minute).padStart(2)}: heap ${s.heapMB.toFixed(2)} MB, DOM nodes ${s.domNodes} (${s.elements} elements), listeners ${s.listeners}, deltas ${s.deltas}`,
      );
    }

    const judged = minutes >= 2 * WARM_UP_MINUTES;
    const measured = samples.slice(judged ? WARM_UP_MINUTES : 1);
    const start = measured[0];
    const end = measured.at(-1);
    if (start === undefined || end === undefined) throw new Error('no samples');
    const growthMBPerHour = round(slope(measured.map((s) => [s.minute, s.heapMB])) * 60, 2);
    const result = {
      minutes,
      samples: samples.map((s) => ({ minute: s.minute, heapMB: s.heapMB, domNodes: s.domNodes })),
      warmUpMinutes: start.minute,
      heapStartMB: start.heapMB,
      heapEndMB: end.heapMB,
      growthMBPerHour,
      domNodesStart: start.domNodes,
      domNodesEnd: end.domNodes,
      deltasApplied: end.deltas,
    };
    const flat = growthMBPerHour < FLAT_MB_PER_HOUR && end.domNodes <= start.domNodes * 1.05;
    if (sockets !== 1) console.log(`the page opened ${sockets} sockets (it reconnected)`);
    console.log(
      judged
        ? `target (from minute ${start.minute}: heap growth under ${FLAT_MB_PER_HOUR} MB an hour, DOM nodes within 5 %): ${flat ? 'met' : 'NOT met'}`
        : `not judged: a run under ${2 * WARM_UP_MINUTES} minutes is mostly warm-up`,
    );
    console.log(JSON.stringify(result));
    process.exitCode = (flat || !judged) && end.deltas > 0 ? 0 : 1;
  } finally {
    feeding = false;
    await feeder;
    await browser.close();
    await product.stop();
    rmSync(varDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('bench-page-memory.ts')) await main();
