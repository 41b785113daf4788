/**
 * The reliability suite (issue 38), a gateway node's faults, on one cluster of
 * `npm run start:cluster` (two gateways on NATS behind HAProxy, the built web app, the demo's
 * live practice) watched by a coach's browser and 500 scripted viewers:
 *
 * - the node serving the browser is killed with SIGKILL and later restarted by the
 *   supervisor: every scripted viewer reconnects through the balancer, resumes and ends equal
 *   to a fresh snapshot, and the browser's page carries on without a reload (same document,
 *   its socket on the other node, the numbers moving again);
 * - slow consumers on one node (sockets that stop reading) do not move the other viewers'
 *   p99 from poll to delivery, and no delta is lost to them.
 *
 * Skipped without HAProxy, PostgreSQL, NATS or chromium; fails under CI.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/chromium';
import { screenshot, signIn } from '../e2e/browser';
import { viewerServedBy } from '../support/live-socket';
import { until } from '../support/processes';
import {
  chromiumAvailable,
  haproxyAvailable,
  natsAvailable,
  postgresAvailable,
} from '../support/services';
import { Cluster } from './cluster';
import {
  expectEveryViewerCurrent,
  reconnect,
  resumeOn,
  TopicViewer,
  type ReceivedDelta,
} from './viewers';

const ready =
  chromiumAvailable() &&
  haproxyAvailable() &&
  (await postgresAvailable()) !== null &&
  (await natsAvailable());

const VIEWERS = 500;
/** Scripted viewers per signed-in user: within the 16 sockets and topic budget a user has. */
const PER_USER = 16;
/** Sockets that stop reading, all on one node. */
const SLOW = 100;
const LIVE_POLL_MS = 1000;

/** The 99th percentile of `values` (nearest rank). */
function p99(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
}

describe.skipIf(!ready)('reliability: a gateway node fails under a live practice', () => {
  let cluster: Cluster;
  let cookie = '';
  /** The users the slow consumers sign in as. */
  const slowCookies: string[] = [];
  let viewers: TopicViewer[] = [];
  let browser: Browser;
  let page: Page;
  /** The node of each live socket the page opened, in order (from the upgrade's answer). */
  const pageSockets: string[] = [];

  beforeAll(async () => {
    cluster = await Cluster.start({ web: true, livePollMs: LIVE_POLL_MS });
    // Staff watching from many screens: each user holds at most 16 live sockets, and what
    // their subscriptions cost is bounded per user (decision 0026).
    const staff = await cluster.staffCookies(Math.ceil((VIEWERS + SLOW) / PER_USER) + 1);
    cookie = staff.pop() ?? '';
    for (let i = 0; i < VIEWERS + SLOW; i++) {
      const as = staff[Math.floor(i / PER_USER)] ?? '';
      if (i < VIEWERS) viewers.push(await TopicViewer.open(cluster.url, as, cluster.topic));
      else slowCookies.push(as);
    }
    for (const v of viewers) await v.snapshot();
    const perNode = new Map<string, number>();
    for (const v of viewers)
      perNode.set(v.servedBy ?? '', (perNode.get(v.servedBy ?? '') ?? 0) + 1);
    expect([...perNode.keys()].sort()).toEqual(cluster.gateways);

    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.webSocketHandshakeResponseReceived', (event) => {
      const headers = event.response.headers;
      pageSockets.push(headers['x-served-by'] ?? headers['X-Served-By'] ?? '');
    });
    const path = `/view/practice/${cluster.practiceId}/performance/condensed/page`;
    await page.goto(`${cluster.url}${path}`);
    await page.waitForURL(/\/login/);
    await signIn(page, 'nfl.coach@dev.test');
    await page.waitForURL((url) => url.pathname === path, { timeout: 60_000 });
  }, 300_000);

  afterAll(async () => {
    await browser.close();
    for (const v of viewers) await v.close();
    await cluster.stop();
  }, 60_000);

  it('a node killed with SIGKILL: 500 viewers resume and end current, the browser carries on without a reload', async () => {
    const distance = page.locator('.ag-row[row-index="0"] [col-id="totalDis"]').first();
    await distance.waitFor({ timeout: 60_000 });
    await until(() => pageSockets.length > 0, "the page's live socket");
    const victim = pageSockets.at(-1) ?? '';
    expect(cluster.gateways).toContain(victim);
    // What a reload would lose: a mark on the document, and the navigation count.
    await page.evaluate(() => {
      Object.assign(window, { beforeTheKill: true });
    });
    const navigations = await page.evaluate(
      () => performance.getEntriesByType('navigation').length,
    );
    const socketsBefore = pageSockets.length;

    const orphans = viewers.filter((v) => v.servedBy === victim);
    expect(orphans.length).toBeGreaterThan(VIEWERS / 4);
    const restarts = await cluster.kill(victim);
    await until(
      () => orphans.every((v) => v.closeCode !== null),
      "the killed node's sockets to end",
    );
    const startedAt = Date.now();
    viewers = await resumeOn(cluster, viewers);
    console.log(
      `${orphans.length} viewers of ${victim} reconnected through the balancer in ${Date.now() - startedAt} ms`,
    );
    // Resumed on a node (the survivor, or the killed one once the supervisor restarted it).
    for (const v of viewers) expect(v.closeCode).toBeNull();
    await cluster.serving();
    await expectEveryViewerCurrent(cluster, cookie, viewers);

    // The page opened a new socket through the balancer, and its numbers move again.
    await until(() => pageSockets.length > socketsBefore, 'the page to open a new socket', 60_000);
    expect(cluster.gateways).toContain(pageSockets.at(-1));
    const before = await distance.innerText();
    await expect.poll(() => distance.innerText(), { timeout: 30_000 }).not.toBe(before);
    expect(await page.evaluate(() => 'beforeTheKill' in window)).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      navigations,
    );
    await screenshot(page, 'reliability-after-node-kill-1440');

    // The supervisor brings the node back, and the balancer sends it viewers again.
    await cluster.restarted(victim, restarts);
    viewers.push(await viewerServedBy(victim, () => reconnect(cluster, cookie)));
  }, 240_000);

  it('slow consumers on one node do not move the other viewers’ p99, and lose them no delta', async () => {
    const readers = viewers.filter((v) => v.closeCode === null);
    const mark = () => readers.map((v) => v.deltas.length);
    /** The deltas each reader got since `from`, after `n` more reached every reader. */
    const nextDeltas = async (n: number) => {
      const from = mark();
      await until(
        () => readers.every((v, i) => v.deltas.length >= (from[i] ?? 0) + n),
        `${n} more deltas for every reader`,
        n * LIVE_POLL_MS * 4 + 30_000,
      );
      return readers.map((v, i) => v.deltas.slice(from[i] ?? 0));
    };
    const baseline = await nextDeltas(10);
    expect(readers.some((v) => v.servedBy === cluster.gateways[0])).toBe(true);

    // SLOW sockets on one node subscribe and then stop reading.
    const slowNode = cluster.gateways[0] ?? '';
    const slow: TopicViewer[] = [];
    while (slow.length < SLOW) {
      const v = await reconnect(cluster, slowCookies[slow.length] ?? '');
      if (v.servedBy !== slowNode) {
        await v.close();
        continue;
      }
      await v.snapshot(30_000);
      v.socket.pause();
      slow.push(v);
    }
    const withSlow = await nextDeltas(10);
    for (const v of slow) await v.close();

    const delays = (got: ReceivedDelta[][], on?: string) =>
      got.flatMap((deltas, i) =>
        on === undefined || readers[i]?.servedBy === on ? deltas.map((d) => d.delayMs) : [],
      );
    const otherNode = cluster.gateways.find((g) => g !== slowNode) ?? '';
    const before = p99(delays(baseline));
    const after = p99(delays(withSlow));
    const besideSlow = p99(delays(withSlow, slowNode));
    const elsewhere = p99(delays(withSlow, otherNode));
    console.log(
      `p99 from poll to viewer: ${before} ms before, ${after} ms with ${SLOW} slow consumers on ${slowNode} (${readers.length} readers); meanwhile ${besideSlow} ms for the readers on ${slowNode}, ${elsewhere} ms on ${otherNode}`,
    );
    // Every reader got every delta in both windows: consecutive positions of one epoch.
    for (const got of [...baseline, ...withSlow]) {
      expect(new Set(got.map((d) => d.epoch)).size).toBe(1);
      got.forEach((d, i) => {
        expect(d.seq).toBe((got[0]?.seq ?? 0) + i);
      });
    }
    // Measured in the same window, so that whatever else loads the machine loads both: the
    // slow consumers' node serves its other viewers about as fast as the other node serves its
    // own, and in any case each delta before the next poll. (Both nodes and all 600 sockets
    // share this machine's two cores with the test's one event loop, which reads every
    // delta: on a loaded machine one node's readers were once read 743 ms late against the
    // other's 104, every delta delivered. A node held up by its slow sockets falls behind
    // by intervals, and drops deltas, which the checks above catch.)
    expect(besideSlow).toBeLessThan(Math.max(2 * elsewhere, elsewhere + 250, LIVE_POLL_MS));
    for (const v of readers) expect(v.closeCode).toBeNull();
  }, 240_000);
});
