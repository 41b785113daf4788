/**
 * npm run bench:schedule: how smoothly the schedule's month view of a busy month draws while
 * its live timer ticks, in Debian's headless chromium at 1440 px, against a baseline in the
 * same run and the same browser: a blank page's frames, which is what this machine's
 * chromium gives at best. Frame times depend on the machine, so they are measured here,
 * alone on the machine, and not asserted by the end-to-end suite.
 *
 *   npm run bench:schedule [-- --frames N]
 *
 * The product runs as npm start runs it (the demo's live practice), with a busy month of
 * every pro team seeded around today (about 120 events; scripts/demo/busy-month.ts). The
 * last line is JSON. Targets: the median frame within 1.2 times the baseline's, the 95th
 * percentile within 2.4 times (20 and 40 ms against 60 Hz), no long task over 100 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { newSessionClaims, SPEC_INTERVALS } from '../gateway';
import { seedBusyMonth } from './demo/busy-month';
import { DEMO_TEAM_ID } from './dev/dev-users';
import { launchChromium } from './chromium';
import { freePort } from './local-setup';
import { startProduct } from './product';

const { values } = parseArgs({ options: { frames: { type: 'string', default: '240' } } });
const FRAMES = Number(values.frames);
if (!Number.isInteger(FRAMES) || FRAMES < 30) throw new Error('--frames must be 30 or more');

/**
 * Frame intervals and long tasks of `count` animation frames of the page as it is. The page's
 * side is a string: tsx would wrap its inner functions in a helper the page does not have.
 */
function measureFrames(
  page: Page,
  count: number,
): Promise<{ frames: number[]; longTasks: number[] }> {
  return page.evaluate(`(async (n) => {
    const frames = [];
    const longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    await new Promise((resolve) => {
      const step = (t) => {
        frames.push(t - last);
        last = t;
        if (frames.length <= n) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    // The first interval runs from the call, not from a frame.
    return { frames: frames.slice(1), longTasks };
  })(${count})`);
}

function percentiles(frames: readonly number[]) {
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: at(1) };
}

const varDir = mkdtempSync(join(tmpdir(), 'bench-schedule-'));
const product = await startProduct({
  port: await freePort(),
  dataaccessPort: await freePort(),
  idpPort: await freePort(),
  varDir,
  buildWeb: true,
  demo: true,
  intervals: { ...SPEC_INTERVALS, scheduleMs: 1000 },
});
const browser = await launchChromium();
try {
  const live = await product.demo?.started;
  if (live === undefined) throw new Error('the product runs no live demo');
  const day = new Date(live.startMs);
  await seedBusyMonth(product.store.db, DEMO_TEAM_ID, day);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // Signed in as the admin, as the gateway's sign-in would leave the browser.
  const nowMs = Date.now();
  const claims = JSON.stringify(newSessionClaims('admin@dev.test', nowMs, 3600_000));
  await context.addCookies([
    {
      name: 'pt_session',
      value: encodeURIComponent(product.gateway.app.signCookie(claims)),
      url: product.url,
    },
  ]);
  const page = await context.newPage();

  await page.setContent('<!doctype html><title>baseline</title><p>baseline</p>');
  const baseline = await measureFrames(page, FRAMES);

  const route = `${day.getFullYear()}/${day.getMonth() + 1}/${day.getDate()}`;
  await page.goto(`${product.url}/schedule/month/${route}`);
  const cards = page.locator('.month-day .event-card');
  while ((await cards.count()) <= 60) await page.waitForTimeout(100);
  await page.locator('.month-day .event-card.live .event-timer').first().waitFor();
  const month = await measureFrames(page, FRAMES);

  const base = percentiles(baseline.frames);
  const shown = percentiles(month.frames);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `baseline (blank page): median ${ms(base.median)}, p95 ${ms(base.p95)}, max ${ms(base.max)}`,
  );
  console.log(
    `month view (${await cards.count()} events, live timer): median ${ms(shown.median)}, p95 ${ms(shown.p95)}, max ${ms(shown.max)}; long tasks ${month.longTasks.map((d) => d.toFixed(0)).join(', ') || 'none'}`,
  );
  const result = {
    frames: FRAMES,
    medianMs: Number(shown.median.toFixed(1)),
    p95Ms: Number(shown.p95.toFixed(1)),
    baselineMedianMs: Number(base.median.toFixed(1)),
    baselineP95Ms: Number(base.p95.toFixed(1)),
    medianRatio: Number((shown.median / base.median).toFixed(2)),
    p95Ratio: Number((shown.p95 / base.p95).toFixed(2)),
    longTasksOver100Ms: month.longTasks.filter((d) => d > 100).length,
  };
  const met =
    result.medianRatio <= 1.2 && result.p95Ratio <= 2.4 && result.longTasksOver100Ms === 0;
  console.log(
    `targets (median ≤ 1.2×, p95 ≤ 2.4×, no long task over 100 ms): ${met ? 'met' : 'NOT met'}`,
  );
  console.log(JSON.stringify(result));
  process.exitCode = met ? 0 : 1;
} finally {
  await browser.close();
  await product.stop();
  rmSync(varDir, { recursive: true, force: true });
}
