/**
 * npm run bench:session-page: how soon the session page of a past practice shows its first
 * rows. It starts the product as the browser tests do (scripts/product.ts), stores a
 * completed practice of a pro team's full squad (its stored roster, real metrics computed
 * from simulated positions), and opens its expanded table as the coach in a fresh browser
 * context each time (nothing of the app cached; the session cookie and the stored user a
 * signed-in browser holds), at 1440 px. Each opening is timed from the
 * navigation's start (performance.now's origin) to the first frame that shows a grid row's
 * numbers; it prints every time, then the median and the 90th percentile. Target: a median
 * under 700 ms (issue 33).
 *
 *   npm run bench:session-page [-- --runs 15] [--no-build] [--timeline] [--profile]
 *
 * `--timeline` prints each opening's requests (start, end, size) to see where the time goes.
 * `--profile` samples the page's JavaScript from the navigation to the first rows and prints
 * where the main thread spent it, by script and by function (self time).
 * `--no-build` serves the web app already in web/dist instead of building it first. On two
 * shared cores the times measure the machine as much as the page: compare runs made one
 * after the other, and note the load (`uptime`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { newSessionClaims } from '../gateway';
import { storePastSession } from '../tests/support/past-sessions';
import { launchChromium } from './chromium';
import { freePort } from './local-setup';
import { startProduct } from './product';
import { STORED_USER_KEY } from '../web/src/data/session';

/** A pro team, whose seeded roster is its full squad, and its coach. */
const TEAM_ID = '3700';
const COACH = 'nfl.coach@dev.test';
const PRACTICE_ID = 'bench-session-page';

/**
 * Notes when a frame first shows a grid row with text: from the navigation's start
 * (performance.now's origin), as `window.firstRowsMs`.
 */
const FIRST_ROWS_WATCH = `(() => {
  const look = () => {
    for (const cell of document.querySelectorAll('.ag-row .ag-cell'))
      if (cell.textContent !== '') {
        window.firstRowsMs = performance.now();
        return;
      }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** The value below which `share` of the sorted `values` lie. */
const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
};

/** The part of a CDP CPU profile this script reads. */
interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: {
      functionName: string;
      url: string;
      lineNumber: number;
      columnNumber: number;
    };
  }[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

/** Prints a profile's self time by script and its 15 costliest functions. */
function printProfile(profile: CpuProfile): void {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number): void => {
    map.set(key, (map.get(key) ?? 0) + us);
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 1; i < samples.length; i++) {
    const frame = frames.get(samples[i - 1] ?? -1);
    if (!frame) continue;
    const us = deltas[i] ?? 0;
    const script = frame.url.replace(/^.*\//, '') || `(${frame.functionName})`;
    add(byScript, script, us);
    add(
      byFunction,
      `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}:${frame.columnNumber}`,
      us,
    );
  }
  const top = (map: Map<string, number>, n: number): string =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => `  ${(us / 1000).toFixed(0).padStart(5)} ms  ${key}`)
      .join('\n');
  console.log(`self time by script:\n${top(byScript, 12)}\nby function:\n${top(byFunction, 15)}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '15' },
      'no-build': { type: 'boolean', default: false },
      timeline: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be 1 or more');

  const varDir = mkdtempSync(join(tmpdir(), 'bench-session-page-'));
  const product = await startProduct({
    port: await freePort(),
    dataaccessPort: await freePort(),
    idpPort: await freePort(),
    varDir,
    buildWeb: !values['no-build'],
  });
  const browser = await launchChromium();
  try {
    // The team's roster as stored, so the numbers are its players'.
    const players = (
      await product.store.db
        .selectFrom('players')
        .select(['player_id', 'jersey', 'position'])
        .where('team_id', '=', TEAM_ID)
        .execute()
    ).map((p) => ({ id: p.player_id, jersey: p.jersey, position: p.position }));
    await storePastSession(product.store.db, {
      id: PRACTICE_ID,
      kind: 'practice',
      teamId: TEAM_ID,
      startMs: Date.now() - 24 * 3600_000,
      players,
      fields: { name: 'Full Squad Practice' },
    });
    const path = `/view/practice/${PRACTICE_ID}/performance/expanded/page`;
    const claims = newSessionClaims(COACH, Date.now(), 60 * 60_000);
    const cookie = {
      name: 'pt_session',
      value: encodeURIComponent(product.gateway.app.signCookie(JSON.stringify(claims))),
      url: product.url,
    };
    const open = async (): Promise<number> => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([cookie]);
      // A browser the coach signed in on holds the user beside the cookie (03 §3), as the
      // sign-in stores it: the page may start its reads before the user check answers.
      await context.addInitScript(
        `localStorage.setItem(${JSON.stringify(STORED_USER_KEY)}, ${JSON.stringify(
          JSON.stringify({ isLogged: true, email: COACH, league: 'nfl', givenName: 'Casey' }),
        )});`,
      );
      // A string, not a function: tsx names functions with a helper the page does not have.
      await context.addInitScript(FIRST_ROWS_WATCH);
      const page = await context.newPage();
      const cdp = values.profile ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
        await cdp.send('Profiler.start');
      }
      await page.goto(`${product.url}${path}`);
      const shown = await page
        .waitForFunction(() => (window as unknown as { firstRowsMs?: number }).firstRowsMs, null, {
          timeout: 60_000,
        })
        .then((handle) => handle.jsonValue())
        .catch(async (error: unknown) => {
          // What the page showed instead, so a failed run says why.
          console.error(
            page.url(),
            await page.evaluate(() => ({
              cells: document.querySelectorAll('.ag-row .ag-cell').length,
              texts: [...document.querySelectorAll('.ag-row .ag-cell')]
                .slice(0, 5)
                .map((c) => c.textContent),
              seen: (window as unknown as { firstRowsMs?: number }).firstRowsMs,
            })),
          );
          throw error;
        });
      if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);
      if (values.timeline) {
        // Where the time went in this opening: each request's start, send and end, and its size.
        const entries = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => e as PerformanceResourceTiming)
            .map((e) => ({
              name: e.name.replace(location.origin, ''),
              start: Math.round(e.startTime),
              // Sent: after waiting for a free connection (six per origin over HTTP/1.1).
              sent: Math.round(e.requestStart),
              end: Math.round(e.responseEnd),
              kb: Math.round(e.transferSize / 1024),
            })),
        );
        for (const e of entries)
          console.log(`${e.start}\t${e.sent}\t${e.end}\t${e.kb} KB\t${e.name}`);
      }
      await context.close();
      return Math.round(Number(shown));
    };
    // One opening first, not counted: the server's own first reads (its caches, JIT).
    await open();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await open());
    console.log(`past practice of ${players.length} players, ${runs} fresh openings at 1440 px`);
    console.log(`first rows (ms from navigation start): ${times.join(', ')}`);
    console.log(
      `median ${percentile(times, 0.5)} ms, p90 ${percentile(times, 0.9)} ms (load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
  } finally {
    await browser.close();
    await product.stop();
    rmSync(varDir, { recursive: true, force: true });
  }
}

await main();
