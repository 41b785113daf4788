/**
 * The Monitor in the browser (issue 21, items 1 and 6; 03 §2, §4): the command-center user
 * opens a day's Monitor and watches the live practice tick, signs off a finished one (the
 * given name, for good; the box disabled before the end), sees the 3-hour warning, and moves
 * between days; at 800 px too. The wall at 1920 px, its clock started half a minute before
 * midnight, rolls to the next day by itself, says its data is stale while the gateway
 * restarts and shows the restarted data without a touch. A coach gets /404.
 *
 * The browser runs in Chicago's time zone on fixed days of November 2026 (UTC-6), and the
 * data is seeded around those instants, so nothing depends on the day the suite runs: the
 * Monitor's local day is not the UTC day (its evening is the next UTC day). Dataaccess, which
 * judges the review (started and ended by its now), runs on a clock started at the same
 * present as the browser's.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPractice, getSession, runPracticeCommand } from '../../dataaccess';
import { FAILED_EVENT } from '../../dataaccess/src/ops/job-plan';
import { storeHealthBatch } from '../../dataaccess/src/health/venue-health';
import { recordReplica } from '../../dataaccess/src/ops/record';
import { REFRESH_MS } from '../../domain';
import type { Product } from '../../scripts/product';
import { seedSession } from '../support/past-sessions';
import { chromiumAvailable } from '../support/services';
import { openSignedIn, screenshot, signIn, startE2e } from './browser';

const ZONE = 'America/Chicago';
/** An instant in Chicago on a day of November 2026 (standard time, UTC-6). */
const chicago = (day: number, h: number, m = 0, s = 0): number =>
  Date.UTC(2026, 10, day, h + 6, m, s);
/** The Monitor's present: Tuesday 10 November 2026, 3 pm in Chicago. */
const NOW = chicago(10, 15);
// The Monitor's sign-off is a change: the command center with the write letter makes it.
const COMMAND_CENTER = 'commandcenter.lead@dev.test';
const ACTOR = 'nfl.coach@dev.test';
const FAILED_WHY = 'Retrack failed: unknown track window format 99';
/** The live practice's venue, whose receivers report. */
const WALL_VENUE = '3700-practice';

/** A practice to seed: its start, and whether it was started and stopped. */
interface Seed {
  readonly id: string;
  readonly name: string;
  readonly teamId: string;
  readonly siteName: string;
  readonly startMs: number;
  readonly startedMs?: number;
  readonly stoppedMs?: number;
  /** Its venue (none: -1). */
  readonly siteId?: string;
}

/** Makes a practice as a coach does, through the practice rule book. */
async function seed(product: Product, s: Seed): Promise<void> {
  await createPractice(
    product.store.db,
    {
      name: s.name,
      description: '',
      drills: [{ drillType: 'Team' }, { drillType: '7on7' }],
      extraData: {},
      intensity: 'High',
      league: 'nfl',
      profileName: '',
      rooftype: 'Outdoor',
      siteId: s.siteId ?? -1,
      siteName: s.siteName,
      start: s.startMs,
      teamId: s.teamId,
      type: 'practice',
    },
    ACTOR,
    s.startMs - 6 * 3_600_000,
    s.id,
  );
  if (s.startedMs !== undefined)
    await runPracticeCommand(
      product.store.db,
      s.id,
      { type: 'practice.start' },
      ACTOR,
      s.startedMs,
    );
  if (s.stoppedMs !== undefined)
    await runPracticeCommand(product.store.db, s.id, { type: 'practice.stop' }, ACTOR, s.stoppedMs);
}

const SEEDS: readonly Seed[] = [
  // The evening before, in Chicago (the 10th in UTC): not on the 10th's Monitor.
  {
    id: 'mon-monday',
    name: 'Monday Late Film',
    teamId: '1200',
    siteName: 'Dallas HQ',
    startMs: chicago(9, 23),
  },
  {
    id: 'mon-morning',
    name: 'Morning Practice',
    teamId: '0810',
    siteName: 'Halas Hall',
    startMs: chicago(10, 8),
    startedMs: chicago(10, 8),
    stoppedMs: chicago(10, 10),
  },
  // Finished, but its retrack failed: it waits for a person.
  {
    id: 'mon-failed',
    name: 'Early Install',
    teamId: '1200',
    siteName: 'Dallas HQ',
    startMs: chicago(10, 6),
    startedMs: chicago(10, 6),
    stoppedMs: chicago(10, 7),
  },
  {
    id: 'mon-long',
    name: 'Install Marathon',
    teamId: '3800',
    siteName: 'Tempe Field',
    startMs: chicago(10, 11, 30),
    startedMs: chicago(10, 11, 30),
  },
  {
    id: 'mon-live',
    name: 'Walkthrough',
    teamId: '3700',
    siteName: 'NovaCare',
    siteId: WALL_VENUE,
    startMs: chicago(10, 14, 40),
    startedMs: chicago(10, 14, 40),
  },
  {
    id: 'mon-evening',
    name: 'Evening Meeting',
    teamId: '3700',
    siteName: 'NovaCare',
    startMs: chicago(10, 19),
  },
  // 9 pm in Chicago is the 11th in UTC: still the 10th's.
  {
    id: 'mon-night',
    name: 'Night Film',
    teamId: '0200',
    siteName: 'Flowery Branch',
    startMs: chicago(10, 21),
  },
  {
    id: 'mon-wednesday',
    name: 'Wednesday Walkthrough',
    teamId: '3700',
    siteName: 'NovaCare',
    startMs: chicago(11, 9),
  },
];

const rowOf = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Monitor' }).locator('tbody tr', { hasText: name });
const cell = (page: Page, name: string, col: string) =>
  rowOf(page, name).locator(`[data-col="${col}"]`);
const names = (page: Page) =>
  page.getByRole('region', { name: 'Monitor' }).locator('[data-col="name"] a').allInnerTexts();

describe.skipIf(!chromiumAvailable())('the Monitor and its wall', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let startedMs = 0;

  beforeAll(async () => {
    startedMs = Date.now();
    ({ product, browser, stop } = await startE2e('e2e-monitor-', {
      dataaccessNow: () => NOW + (Date.now() - startedMs),
    }));
    for (const s of SEEDS) await seed(product, s);
    await recordReplica(
      product.store.db,
      'mon-failed',
      {
        events: [{ type: FAILED_EVENT, data: { stage: 'retrack', message: 'bad window' } }],
        patch: { status: 'R_I', stage: '', failed: FAILED_WHY },
      },
      ACTOR,
      chicago(10, 8),
    );
    // A game of the day, finished: it has its own route and is not signed off here.
    await seedSession(
      product.store.db,
      'mon-game',
      {
        teamId: '0810',
        visitorTeamId: '1200',
        type: 'game',
        status: 'complete',
        startTime: chicago(10, 12),
        endTime: chicago(10, 13),
        name: 'Scrimmage Game',
        siteName: 'Halas Hall',
      },
      chicago(10, 9),
    );
  });
  afterAll(() => stop());

  const open = (width: number, path = '/monitor/2026/11/10') =>
    openSignedIn({ product, browser }, COMMAND_CENTER, width, path, {
      clockFrom: NOW,
      context: { timezoneId: ZONE },
    });

  it('shows the day, ticks the live practice, warns at 3 hours and signs off a review', async () => {
    const page = await open(1440);
    await page.getByRole('heading', { level: 1, name: 'Monitor' }).waitFor();
    await expect
      .poll(() => page.locator('.monitor-date').innerText())
      .toBe('Tuesday, November 10, 2026');
    await rowOf(page, 'Night Film').waitFor();
    // The sessions starting on the 10th in Chicago, by start; not the evening before.
    expect((await names(page)).map((n) => n.trim())).toEqual([
      'Early Install',
      'Morning Practice',
      'Install Marathon',
      'Scrimmage Game',
      'Walkthrough',
      'Evening Meeting',
      'Night Film',
    ]);

    // The live practice: its period and both timers tick.
    expect(await cell(page, 'Walkthrough', 'period').innerText()).toMatch(/^Team\s*00:2\d:\d\d$/);
    const elapsed = await cell(page, 'Walkthrough', 'elapsed').innerText();
    expect(elapsed).toMatch(/^00:2\d:\d\d$/);
    await expect.poll(() => cell(page, 'Walkthrough', 'elapsed').innerText()).not.toBe(elapsed);
    const period = await cell(page, 'Walkthrough', 'period').innerText();
    await expect.poll(() => cell(page, 'Walkthrough', 'period').innerText()).not.toBe(period);
    expect(await cell(page, 'Walkthrough', 'processing').innerText()).toContain('In Progress');
    expect(await cell(page, 'Walkthrough', 'start').innerText()).toBe('02:40PM');
    expect(await cell(page, 'Walkthrough', 'end').innerText()).toBe('-');

    // Links: the team's entities on Health, the manage page, the condensed view.
    expect(await cell(page, 'Walkthrough', 'team').locator('a').getAttribute('href')).toBe(
      '/health/entity?league=nfl&type=practice&teamId=3700',
    );
    expect(await cell(page, 'Walkthrough', 'name').locator('a').getAttribute('href')).toBe(
      '/view/practice/mon-live/manage',
    );
    expect(await cell(page, 'Walkthrough', 'period').locator('a').getAttribute('href')).toBe(
      '/view/practice/mon-live/performance/condensed/page',
    );

    // Live for 3.5 hours without ending: the warning; the 20-minute one has none.
    await rowOf(page, 'Install Marathon')
      .getByRole('img', { name: /more than 3 hours/ })
      .waitFor();
    expect(
      await rowOf(page, 'Walkthrough')
        .getByRole('img', { name: /more than 3 hours/ })
        .count(),
    ).toBe(0);

    // Review: disabled before the end, with the reason; the finished one signs off for good.
    const box = (name: string) => rowOf(page, name).getByRole('checkbox');
    expect(await box('Evening Meeting').isDisabled()).toBe(true);
    expect(await box('Evening Meeting').getAttribute('title')).toBe(
      'The practice has not started yet',
    );
    expect(await box('Walkthrough').isDisabled()).toBe(true);
    expect(await box('Walkthrough').getAttribute('title')).toBe(
      'The practice can be reviewed once it has ended',
    );
    expect(await cell(page, 'Morning Practice', 'processing').innerText()).toContain('Complete');
    expect(await cell(page, 'Morning Practice', 'elapsed').innerText()).toBe('02:00:00');
    // A game: its name opens the game's page, and there is no review to offer.
    expect(await cell(page, 'Scrimmage Game', 'name').locator('a').getAttribute('href')).toBe(
      '/view/game/mon-game/0810/performance/expanded/page',
    );
    expect(await box('Scrimmage Game').count()).toBe(0);
    expect(await cell(page, 'Scrimmage Game', 'review').innerText()).toBe('-');
    await screenshot(page, 'monitor-1440');
    await box('Morning Practice').click();
    await page.getByRole('alertdialog').getByText('A review cannot be undone.').waitFor();
    // The review's own call, which only the Monitor's users may make.
    const put = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/da/schedule/mon-morning/review' &&
        r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Yes, Mark Reviewed' }).click();
    const answer = await put;
    expect(`${answer.status()} ${await answer.text()}`).toMatch(/^200 /);
    await expect
      .poll(() => cell(page, 'Morning Practice', 'review').innerText())
      .toContain('Morgan');
    expect(await box('Morning Practice').count()).toBe(0);
    expect((await getSession(product.store.db, 'mon-morning')).reviewedBy).toBe('Morgan');
    await screenshot(page, 'monitor-reviewed-1440');

    // A fresh page shows the same sign-off, from the topic (its next poll, within 15 s).
    await page.reload();
    await expect
      .poll(() => cell(page, 'Morning Practice', 'review').innerText(), { timeout: 40_000 })
      .toContain('Morgan');

    // Another operator signs off the early practice while this one confirms: the server
    // refuses, and the refusal says why.
    await box('Early Install').click();
    await page.getByRole('alertdialog').getByText('A review cannot be undone.').waitFor();
    await runPracticeCommand(
      product.store.db,
      'mon-failed',
      { type: 'practice.review', reviewerName: 'Riley' },
      ACTOR,
      Date.now() - startedMs + NOW,
    );
    await page.getByRole('button', { name: 'Yes, Mark Reviewed' }).click();
    await expect
      .poll(() => cell(page, 'Early Install', 'review').innerText())
      .toBe('Not saved: This practice has already been reviewed.');
    await expect
      .poll(() => cell(page, 'Early Install', 'review').innerText(), { timeout: 40_000 })
      .toContain('Riley');

    // Previous, Today and next.
    await page.getByRole('link', { name: 'Next ›' }).click();
    await page.waitForURL(/\/monitor\/2026\/11\/11$/);
    await rowOf(page, 'Wednesday Walkthrough').waitFor();
    expect((await names(page)).map((n) => n.trim())).toEqual(['Wednesday Walkthrough']);
    await page.getByRole('link', { name: '‹ Previous' }).click();
    await page.waitForURL(/\/monitor\/2026\/11\/10$/);
    await page.getByRole('link', { name: 'Next ›' }).click();
    await page.getByRole('link', { name: 'Today' }).click();
    await page.waitForURL(/\/monitor\/2026\/11\/10$/);
    await rowOf(page, 'Walkthrough').waitFor();
    await page.context().close();
  });

  it('lets a read-only command center watch without signing off (issue 33)', async () => {
    const page = await openSignedIn(
      { product, browser },
      'commandcenter@dev.test',
      1440,
      '/monitor/2026/11/10',
      { clockFrom: NOW, context: { timezoneId: ZONE } },
    );
    const box = rowOf(page, 'Walkthrough').getByRole('checkbox');
    await box.waitFor();
    expect(await box.isDisabled()).toBe(true);
    expect(await box.getAttribute('title')).toBe(
      'Your grant is read-only: you may watch, not sign off',
    );
    await page.context().close();
  });

  it('fits an 800 px window', async () => {
    const page = await open(800);
    await rowOf(page, 'Walkthrough').waitFor();
    await rowOf(page, 'Install Marathon')
      .getByRole('img', { name: /more than 3 hours/ })
      .waitFor();
    // The page itself does not scroll sideways; the table scrolls inside its region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      800,
    );
    await screenshot(page, 'monitor-800');
    await page.context().close();
  });

  it('sends a coach to /404', async () => {
    const page = await openSignedIn({ product, browser }, ACTOR, 1440, '/monitor/2026/11/10', {
      landing: /\/404$/,
    });
    expect(await page.locator('.not-found').innerText()).toBe('NOT FOUND');
    await page.context().close();
  });

  it.each([1440, 800])(
    'the wall at %i px renews its session every few minutes while visible, not while hidden',
    async (width) => {
      const page = await open(width, '/monitor/wall');
      const wall = page.locator('.monitor-wall');
      await wall.locator('.wall-row', { hasText: 'Night Film' }).waitFor();
      // What needs a person: the failed retrack, right after the live ones, with its reason.
      expect((await wall.locator('.wall-practice').allInnerTexts()).slice(0, 3)).toEqual([
        'Install Marathon',
        'Walkthrough',
        'Early Install',
      ]);
      const failed = wall.locator('.wall-row', { hasText: 'Early Install' });
      expect(await failed.getByRole('img', { name: FAILED_WHY }).innerText()).toBe('⚠ FAILED');
      expect(await failed.locator('.wall-why').innerText()).toBe(FAILED_WHY);
      // The column headers (a wide wall's) read across a room: as large as a row's times,
      // light on the dark.
      if (width >= 1440) {
        const header = await wall
          .locator('.wall-columns span')
          .first()
          .evaluate((el) => {
            const style = getComputedStyle(el);
            return { size: parseFloat(style.fontSize), color: style.color };
          });
        expect(header).toEqual({ size: 24, color: 'rgb(213, 225, 238)' });
      }
      const renewals: number[] = [];
      let asked = 0;
      const isSession = (url: string) => new URL(url).pathname === '/api/session';
      page.on('request', (req) => {
        if (isSession(req.url())) asked++;
      });
      page.on('response', (res) => {
        if (isSession(res.url())) renewals.push(res.status());
      });
      // A turn of the renewal: one call to /api/session, answered 200 (the session renewed).
      await page.clock.runFor(REFRESH_MS.wallSessionRenew);
      await expect.poll(() => renewals).toEqual([200]);
      await screenshot(page, `monitor-wall-renewing-${width}`);
      // Hidden (another tab in front): the next turn calls nothing.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.clock.runFor(REFRESH_MS.wallSessionRenew);
      // A call would have been sent by now (the timers ran in the page); none was.
      await page.evaluate(() => 0);
      expect(asked).toBe(1);
      // Shown again after the skipped turn: it renews at once.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', {
          value: 'visible',
          configurable: true,
        });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => renewals).toEqual([200, 200]);
      expect(asked).toBe(2);
      // Ten minutes of the page's clock passed at once, a silence longer than the stale limit:
      // the next heartbeat makes the wall current again, though nothing on it changed.
      await expect.poll(() => wall.getByRole('alert').count(), { timeout: 10_000 }).toBe(0);
      await page.context().close();
    },
    120_000,
  );

  it("the wall names a live practice's receiver that went silent, at 1920 and 800 px", async () => {
    // Dataaccess's present: the suite's clock, started at NOW.
    const daNow = () => NOW + (Date.now() - startedMs);
    const report = (sensorId: string, atMs: number) => ({
      sensorId,
      location: { x: 0, y: -5 },
      atMs: Math.floor(atMs / 1000) * 1000,
      t: 10,
      d: 0,
      p: 0,
      n: 1,
    });
    // R1 and R2 reported through the practice; R2 stopped a minute ago, R1 reports on.
    const sensors = [];
    for (let at = chicago(10, 14, 41); at < NOW - 60_000; at += 10_000)
      sensors.push(report('R1', at), report('R2', at));
    await storeHealthBatch(product.store.db, WALL_VENUE, { sensors }, daNow());
    const reportR1 = () =>
      storeHealthBatch(product.store.db, WALL_VENUE, { sensors: [report('R1', daNow())] }, daNow());
    for (const width of [1920, 800]) {
      const page = await open(width, '/monitor/wall');
      const row = page.locator('.monitor-wall .wall-row', { hasText: 'Walkthrough' });
      await row.waitFor();
      await reportR1();
      await expect
        .poll(async () => {
          await reportR1();
          return (await row.locator('.wall-why').allInnerTexts()).join();
        })
        .toBe('Receiver R2 silent');
      expect(await row.getAttribute('class')).toContain('attention');
      expect(await row.locator('.wall-live').innerText()).toBe('LIVE');
      expect(await row.getByRole('img', { name: 'Receiver R2 silent' }).innerText()).toBe(
        '⚠ RECEIVERS',
      );
      await screenshot(page, `monitor-wall-silent-receiver-${width}`);
      await page.context().close();
    }
    // The venue's receivers leave with this test: R1 falls silent now that nothing reports.
    await product.store.db.deleteFrom('sensor_reports').where('site_id', '=', WALL_VENUE).execute();
  }, 120_000);

  it('the wall rolls over midnight and through a gateway restart without a touch', async () => {
    const context = await browser.newContext({
      viewport: { width: 1920, height: 1080 },
      timezoneId: ZONE,
    });
    const page = await context.newPage();
    await page.goto(`${product.url}/monitor/wall`);
    await page.waitForURL(/\/login/);
    await signIn(page, COMMAND_CENTER);
    await page.waitForURL(/\/monitor\/wall$/);
    // Signed in: the wall is loaded again with its clock half a minute before midnight.
    await context.clock.install({ time: chicago(10, 23, 59, 30) });
    await page.goto(`${product.url}/monitor/wall`);

    const wall = page.locator('.monitor-wall');
    const wallNames = () => wall.locator('.wall-practice').allInnerTexts();
    await expect
      .poll(() => wall.locator('.wall-date').innerText())
      .toBe('Tuesday, November 10, 2026');
    await wall.locator('.wall-row', { hasText: 'Night Film' }).waitFor();
    // Live first, each with its period and ticking timers.
    expect((await wallNames()).slice(0, 2)).toEqual(['Install Marathon', 'Walkthrough']);
    const live = wall.locator('.wall-row', { hasText: 'Walkthrough' }).first();
    expect(await live.locator('.wall-period').innerText()).toMatch(/^Team\s*09:\d\d:\d\d$/);
    expect(
      await wall
        .locator('.wall-row', { hasText: 'Install Marathon' })
        .getByRole('img', { name: /more than 3 hours/ })
        .count(),
    ).toBe(1);
    await screenshot(page, 'monitor-wall-1920');

    // A day's page left open beside it, whose Today link must follow the clock.
    const dayPage = await context.newPage();
    await dayPage.goto(`${product.url}/monitor/2026/11/10`);
    const todayLink = dayPage.getByRole('link', { name: 'Today' });
    expect(await todayLink.getAttribute('href')).toBe('/monitor/2026/11/10');

    // Midnight in Chicago: the next day, by itself; the practices still live stay, first.
    await expect
      .poll(() => wall.locator('.wall-date').innerText(), { timeout: 90_000 })
      .toBe('Wednesday, November 11, 2026');
    await wall.locator('.wall-row', { hasText: 'Wednesday Walkthrough' }).waitFor();
    expect(await wallNames()).toEqual(['Install Marathon', 'Walkthrough', 'Wednesday Walkthrough']);
    expect(await live.locator('.wall-status .wall-live').innerText()).toBe('LIVE');
    expect(await wall.locator('.wall-count').innerText()).toBe('2 live · 3 on the wall');
    expect(await wall.getByRole('alert').count()).toBe(0);
    await expect.poll(() => todayLink.getAttribute('href')).toBe('/monitor/2026/11/11');
    await dayPage.close();
    await screenshot(page, 'monitor-wall-next-day-1920');

    // The gateway restarts: while it is down the wall says its data is stale, and a practice
    // planned meanwhile shows once it is back, with no one touching the page.
    await product.restartGateway(async () => {
      await wall
        .getByRole('alert')
        .getByText(/^Data as of \d\d:\d\d:\d\d — reconnecting…$/)
        .waitFor({ timeout: 30_000 });
      await screenshot(page, 'monitor-wall-stale-1920');
      await seed(product, {
        id: 'mon-added',
        name: 'Added While Down',
        teamId: '3800',
        siteName: 'Tempe Field',
        startMs: chicago(11, 13),
      });
    });
    await wall.locator('.wall-row', { hasText: 'Added While Down' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => wall.getByRole('alert').count(), { timeout: 30_000 }).toBe(0);
    expect(await wallNames()).toEqual([
      'Install Marathon',
      'Walkthrough',
      'Wednesday Walkthrough',
      'Added While Down',
    ]);
    await screenshot(page, 'monitor-wall-restarted-1920');
    await context.close();
  }, 240_000);
});
