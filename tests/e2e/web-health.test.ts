/**
 * The Health screen (03 §2 Health, §4 Health; issue 21 item 5) in the browser: a data
 * operations user opens /health, is asked to select a venue, picks the venue whose engine the
 * test feeds through `ingest/{siteId}/health`, and sees the Packet Graph, the Summary and the
 * sensors; one receiver drops out (its age grows and it is flagged) and comes back (its age is
 * small again); a fixed time; no reads while the page is hidden; the Entity tab's filter and
 * count line; the D Packets tab; the Packet Graph's hover readout. The page's clock is
 * Playwright's, held at chosen instants (its timers run on), so every age is exact. A coach
 * gets /404. At 800 px (issue 21 has Health used from such a window) the bar and the graph stay
 * on screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_SELECT_VENUE } from '../../domain';
import { type Product } from '../../scripts/product';
import { createVenueHealth, type HeardTag } from '../../simulator';
import { localClock, utcClock } from '../../web/src/screens/health/healthView';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, screenshot, startE2e } from './browser';

const SITE = '3700-practice';
const HOST_IP = '10.37.9.10';
const S = 1000;
/** The receiver that drops out, when, and when it is back. */
const DROPPED = 'R05';
const SILENT_FROM = 3; // seconds after T0
const BACK_FROM = 20;

describe.skipIf(!chromiumAvailable())('the health screen in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let venueName = '';
  // A whole ten seconds a little ahead of now: reports must lie within the server's kept day
  // and at most a minute ahead of its clock.
  const T0 = Math.ceil((Date.now() + 5 * S) / (10 * S)) * 10 * S;
  const venue = createVenueHealth({
    seed: 2111,
    sensorCount: 12,
    dropout: { everyMs: 24 * 3600 * S, forMs: 0 },
  });
  const onField = (atMs: number): HeardTag[] => [
    ...Array.from({ length: 22 }, (_, k) => ({
      entityId: `P-${String(k + 1).padStart(2, '0')}`,
      kind: 'player' as const,
      lastSeenMs: atMs,
    })),
    { entityId: 'ball-01', kind: 'ball', lastSeenMs: atMs },
    { entityId: 'ball-02', kind: 'ball', lastSeenMs: atMs },
  ];

  let venueKey: Promise<string> | undefined;
  /** Feeds seconds [from, to) after T0, without the dropped receiver while it is silent. */
  const feed = async (from: number, to: number) => {
    const reports = venue.reportsBetween(T0 + from * S, T0 + to * S, onField(T0 + (to - 1) * S));
    const sensors = reports.sensors.filter(
      (r) =>
        r.sensorId !== DROPPED || r.atMs < T0 + SILENT_FROM * S || r.atMs >= T0 + BACK_FROM * S,
    );
    const response = await fetch(`${product.dataaccessUrl}/dataaccess/ingest/${SITE}/health`, {
      method: 'POST',
      // The venue's engine reports with its own key (decision 0028).
      headers: {
        'x-venue-key': await (venueKey ??= product.venueKey(SITE)),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ hostIp: HOST_IP, ...reports, sensors }),
    });
    expect(response.status, await response.text()).toBe(200);
  };

  const ages = async (page: Page) => {
    const ids = await gridCells(page, 'Sensors table', 'id');
    const values = await gridCells(page, 'Sensors table', 'age');
    return Object.fromEntries(ids.map((id, k) => [id, Number(values[k])]));
  };
  const staleCells = (page: Page) =>
    page.getByRole('region', { name: 'Sensors table' }).locator('.ag-cell.sensor-stale').count();

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-health-'));
    const row = await product.store.db
      .selectFrom('venues')
      .select('site_name')
      .where('site_id', '=', SITE)
      .executeTakeFirstOrThrow();
    venueName = row.site_name;
    // Two minutes of history, the receiver going silent three seconds after T0.
    await feed(-120, 11);
  });

  afterAll(async () => {
    await stop();
  });

  it('shows a venue, a receiver dropping out and coming back, its tags and D packets', async () => {
    // The page's clock is Playwright's: held at chosen instants (its timers run on).
    const page = await openSignedIn({ product, browser }, 'dataops@dev.test', 1440, '/health', {
      clockFrom: T0 - 60 * S,
      landing: /\/health\/health$/,
    });
    await page.clock.setFixedTime(T0 + 4 * S);
    await page.getByRole('heading', { name: 'Health' }).waitFor();
    await page.getByText(MSG_SELECT_VENUE).waitFor();
    await page.getByRole('combobox', { name: 'Venue' }).selectOption({ label: venueName });
    await page.waitForURL(/\/health\/health\?venue=3700-practice$/);

    await page.getByRole('img', { name: 'Packet Graph' }).locator('canvas').first().waitFor();
    await expect.poll(() => page.getByLabel('UTC clock').innerText()).toBe(utcClock(T0 + 4 * S));
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect
      .poll(() => summary.locator('tbody th').allInnerTexts())
      .toEqual(['T', 'D', 'P', 'N', 'Total']);
    await expect.poll(() => summary.locator('tr.total td').last().innerText()).toBe('100.00%');
    const percents = await summary.locator('tbody tr td:last-child').allInnerTexts();
    for (const p of percents) expect(p).toMatch(/^\d+\.\d{2}%$/);
    await expect.poll(() => page.getByLabel('Sensor count').innerText()).toBe('12 Result(s)');
    // At T0 + 4 s the receiver has been silent 2 s: not yet flagged.
    await expect.poll(async () => (await ages(page))[DROPPED]).toBe(2);
    expect(await staleCells(page)).toBe(0);

    // Silent for 8 s: its age grows and it is flagged, the others report on.
    await page.clock.setFixedTime(T0 + 10 * S);
    await expect.poll(async () => (await ages(page))[DROPPED]).toBe(8);
    await expect.poll(() => staleCells(page)).toBe(1);
    await expect
      .poll(() => page.getByRole('status', { name: 'Silent sensors' }).innerText())
      .toBe(`Silent: ${DROPPED} (8 s)`);
    const now = await ages(page);
    expect(Object.entries(now).filter(([id, age]) => id !== DROPPED && age !== 0)).toEqual([]);
    await screenshot(page, 'health-dropped-1440');
    // Hovering the graph reads out both lines at that second.
    const graph = page.getByRole('img', { name: 'Packet Graph' });
    const box = await graph.boundingBox();
    if (box === null) throw new Error('the Packet Graph has no box');
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6);
    const readout = page.locator('.ag-charts-tooltip').filter({ hasText: 'T packets' });
    await readout.first().waitFor();
    expect(await readout.first().innerText()).toContain('N packets');
    await screenshot(page, 'health-readout-1440');

    // It comes back: fresh again, nothing flagged.
    await feed(11, 31);
    await page.clock.setFixedTime(T0 + 24 * S);
    await expect.poll(async () => (await ages(page))[DROPPED]).toBe(0);
    await expect.poll(() => staleCells(page)).toBe(0);
    expect(await page.getByRole('status', { name: 'Silent sensors' }).count()).toBe(0);
    await screenshot(page, 'health-health-1440');

    // A fixed time in the drop: the clock stops and the receiver shows silent at that instant.
    const fixed = new Date(T0 + 12 * S);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByLabel('Local time')
      .fill(
        `${fixed.getFullYear()}-${pad(fixed.getMonth() + 1)}-${pad(fixed.getDate())}T${pad(fixed.getHours())}:${pad(fixed.getMinutes())}:${pad(fixed.getSeconds())}`,
      );
    await expect.poll(() => page.getByLabel('UTC clock').innerText()).toBe(utcClock(T0 + 12 * S));
    await expect.poll(async () => (await ages(page))[DROPPED]).toBe(10);
    expect(await page.locator('.live-badge').count()).toBe(0);
    await page.getByRole('button', { name: 'Live' }).click();
    await expect.poll(async () => (await ages(page))[DROPPED]).toBe(0);

    // Hidden, the clocks tick on but the venue is not read; shown again, it is read at once.
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((v) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => v });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    let readsWhileHidden = 0;
    const countReads = (request: { url: () => string }) => {
      if (request.url().includes('/api/da/venue_proxy')) readsWhileHidden++;
    };
    await setVisibility('hidden');
    page.on('request', countReads);
    await page.clock.setFixedTime(T0 + 40 * S);
    await expect.poll(() => page.getByLabel('UTC clock').innerText()).toBe(utcClock(T0 + 40 * S));
    await page.clock.setFixedTime(T0 + 42 * S);
    await expect.poll(() => page.getByLabel('UTC clock').innerText()).toBe(utcClock(T0 + 42 * S));
    page.off('request', countReads);
    expect(readsWhileHidden).toBe(0);
    expect((await ages(page))[DROPPED]).toBe(0);
    await page.clock.setFixedTime(T0 + 40 * S);
    await setVisibility('visible');
    // Every receiver's last report is at T0 + 30 s.
    await expect.poll(async () => (await ages(page))[DROPPED]).toBe(10);
    await expect.poll(() => staleCells(page)).toBe(12);
    await page.clock.setFixedTime(T0 + 24 * S);
    await expect.poll(() => staleCells(page)).toBe(0);

    // Entity: every tag heard, the regex filter and the count line.
    const tabs = page.getByRole('navigation', { name: 'Health' });
    await tabs.getByRole('link', { name: 'Entity' }).click();
    await page.waitForURL(/\/health\/entity\?venue=3700-practice$/);
    const counts = page.getByLabel('Entity counts');
    await expect.poll(() => counts.innerText()).toBe('Players:22 | Balls:2 | Unknown:2');
    await page.getByLabel('Filter entities').fill('^p-0[1-3]$|BALL');
    await expect.poll(() => counts.innerText()).toBe('Players:3 | Balls:2 | Unknown:0');
    await expect
      .poll(() => gridCells(page, 'Entities table', 'entity_id'))
      .toEqual(['P-01', 'P-02', 'P-03', 'ball-01', 'ball-02']);
    await page.getByLabel('Filter entities').fill('');
    await page.getByLabel('Entity type').selectOption('unknown');
    await expect.poll(() => counts.innerText()).toBe('Players:0 | Balls:0 | Unknown:2');
    await screenshot(page, 'health-entity-1440');

    // D Packets: the diagnostic packets of the window, newest first.
    await tabs.getByRole('link', { name: 'D Packets' }).click();
    await page.waitForURL(/\/health\/packets\?venue=3700-practice$/);
    const fed = venue
      .reportsBetween(T0 - 120 * S, T0 + 24 * S, onField(T0))
      .dpackets.filter((p) => p.atMs >= T0 + 24 * S - 5 * 60 * S);
    await expect
      .poll(() => page.getByLabel('Packet count').innerText())
      .toBe(`${fed.length} Result(s)`);
    const newest = Math.max(...fed.map((p) => p.atMs));
    expect((await gridCells(page, 'D Packets table', 'time'))[0]).toBe(localClock(newest));
    const shownIds = await gridCells(page, 'D Packets table', 'id');
    const fedIds = new Set(fed.map((p) => p.id));
    expect(shownIds.length).toBeGreaterThan(5);
    expect(shownIds.filter((id) => !fedIds.has(id))).toEqual([]);
    await screenshot(page, 'health-packets-1440');

    // An 800 px window keeps the bar and the graph on screen.
    await tabs.getByRole('link', { name: 'Health' }).click();
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('img', { name: 'Packet Graph' }).waitFor();
    const bar = await page.getByRole('group', { name: 'Venue' }).boundingBox();
    expect(bar !== null && bar.x >= 0 && bar.x + bar.width <= 800).toBe(true);
    await screenshot(page, 'health-health-800');
    await page.context().close();
  });

  it('is refused to a coach', async () => {
    const page = await openSignedIn({ product, browser }, 'nfl.coach@dev.test', 1440, '/health', {
      landing: /\/404$/,
    });
    await page.context().close();
  });
});
