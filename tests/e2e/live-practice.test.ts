/**
 * The path from sensor to screen, as a user meets it: sign in through the development
 * identity provider, land on this week's schedule, open today's live practice and watch a
 * player's numbers change; a user of another team opening that practice is told, in one
 * message, that they may not see it.
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Product } from '../../scripts/product';
import { SPEC_INTERVALS } from '../../gateway';

import { chromiumAvailable } from '../support/services';
import { MSG_CHANGES_SAVED } from '../../domain';
import { openSignedIn, screenshot, signIn, startE2e, waitForScheduleToday } from './browser';

describe.skipIf(!chromiumAvailable())('live practice in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-', {
      // As npm start runs it: the season's games and practices, and the live demo feed.
      demo: true,
      demoSeason: true,
      intervals: { ...SPEC_INTERVALS, liveMs: 2000, scheduleMs: 1000 },
      log: (line) => {
        console.log(line);
      },
    }));
  });

  afterAll(() => stop());

  for (const width of [1440, 800]) {
    it(`signs in, opens the live practice and sees a value change (${width} px)`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${product.url}/schedule`);
      await page.waitForURL(/\/login/);
      await page.getByText('Welcome to Practice Tracking').waitFor();
      await screenshot(page, `login-${width}`);
      const since = new Date();
      await signIn(page, 'nfl.coach@dev.test');
      await waitForScheduleToday(page, 'week', since);

      const card = page.locator('.event-card.live').first();
      await card.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
        await screenshot(page, `schedule-week-${width}-failed`);
        throw error;
      });
      await screenshot(page, `schedule-week-${width}`);
      await card.click();
      await page.waitForURL(/\/view\/practice\/[^/]+\/performance\/condensed\/page$/);

      // Wide screens show the table; 900 px or less the sideline tiles (issue 36).
      const firstDistance =
        width > 900
          ? page.locator('.ag-row[row-index="0"] [col-id="totalDis"]').first()
          : page.locator('.sideline-tile .tile-totalDis strong').first();
      await firstDistance.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
        await screenshot(page, `live-condensed-${width}-failed`);
        throw error;
      });
      const before = await firstDistance.innerText();
      await expect
        .poll(() => firstDistance.innerText(), { timeout: 30_000, interval: 500 })
        .not.toBe(before);
      await screenshot(page, `live-condensed-${width}`);
      await context.close();
    });
  }

  for (const [email, width] of [
    ['customer@dev.test', 1440],
    ['ncaa.football@dev.test', 800],
  ] as const) {
    it(`another team's live practice: the one message that says the user may not see it (${email}, ${width} px)`, async () => {
      // The demo practice is the Philadelphia Eagles'; the customer is tied to the Cleveland
      // Browns and the college coach to a college team: the socket refuses them its topic.
      const live = await product.demo?.started;
      if (live === undefined) throw new Error('the demo feed does not run');
      const path = `/view/practice/${live.id}/performance/condensed/page`;
      const page = await openSignedIn({ product, browser }, email, width, path);
      const notice = page.getByRole('region', { name: 'Not permitted' });
      await notice.waitFor({ timeout: 15_000 });
      expect((await notice.innerText()).replace(/\s+/g, ' ')).toBe(
        "Not permitted This practice belongs to another team, and your account is not permitted to see that team's practices. Back to the schedule",
      );
      expect(await page.getByText(/you may not see/).count()).toBe(0);
      expect(await page.locator('.ag-root').count()).toBe(0);
      await screenshot(page, `live-not-permitted-${width}`);
      await notice.getByRole('link', { name: 'Back to the schedule' }).click();
      await page.waitForURL(/\/schedule\//);
      await page.context().close();
    });
  }

  it('shows the coach a 5-second toast on every open page when a player crosses a speed target', async () => {
    // The live view is open on one device (it keeps the practice polled); the coach is on
    // another screen elsewhere, narrow.
    const live = await openSignedIn({ product, browser }, 'nfl.coach@dev.test', 1440, '/schedule', {
      landing: /\/schedule\/week\//,
    });
    await live.locator('.event-card.live').first().click();
    await live.waitForURL(/\/view\/practice\/[^/]+\/performance\/condensed\/page$/);
    await live.locator('.ag-row[row-index="2"] [col-id="maxSpeedMPH"]').first().waitFor();
    // Three players who have already run faster than 5 mph (a max speed only grows), so
    // each fires at the next poll whatever the practice's minute.
    const rows = await live.evaluate(() => {
      const byRow = new Map<string, { name: string; speed: number }>();
      for (const cell of document.querySelectorAll(
        '.ag-row [col-id="name"], .ag-row [col-id="maxSpeedMPH"]',
      )) {
        const index = cell.closest('.ag-row')?.getAttribute('row-index') ?? '';
        const row = byRow.get(index) ?? { name: '', speed: 0 };
        if (cell.getAttribute('col-id') === 'name') row.name = cell.textContent;
        else row.speed = Number(cell.textContent);
        byRow.set(index, row);
      }
      return [...byRow.values()];
    });
    const names = rows
      .filter((r) => r.name !== '' && r.speed > 5)
      .map((r) => r.name)
      .sort((a, b) => a.localeCompare(b))
      .slice(0, 3);
    expect(names).toHaveLength(3);
    const elsewhere = await openSignedIn(
      { product, browser },
      'nfl.coach@dev.test',
      800,
      '/players',
    );
    // Tall, so that the alerting table draws every player of the roster.
    const settings = await openSignedIn(
      { product, browser },
      'nfl.coach@dev.test',
      1440,
      '/account/alerting',
      { context: { viewport: { width: 1440, height: 3000 } } },
    );
    // Each page notes every toast it shows: toasts come and go, so each is seen when it comes.
    const pages = [live, elsewhere, settings];
    for (const page of pages) {
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { toasts: string[] }).toasts = seen;
        new MutationObserver(() => {
          for (const toast of document.querySelectorAll('.alert-toast')) {
            const text = toast.textContent;
            if (!seen.includes(text)) seen.push(text);
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
    }
    const toastsOf = (page: Page) =>
      page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);

    // Account → Live Alerting → Unlock → a 5 mph speed target on three players → Save.
    const lock = settings.getByRole('switch');
    await lock.waitFor({ timeout: 20_000 });
    await lock.click();
    for (const name of names) {
      await settings.getByLabel(`Speed Target (mph) alert value for ${name}`).fill('5');
      await settings.getByLabel(`Speed Target (mph) alert active for ${name}`).check();
    }
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByRole('status').getByText(MSG_CHANGES_SAVED).waitFor({ timeout: 15_000 });

    // Every open page of the coach shows each player's toast once, the settings page included.
    const titles = names.map((name) => `${name}: Speed Target (mph)`);
    for (const [page, shot] of [
      [live, 'alert-toasts-live-1440'],
      [elsewhere, 'alert-toasts-players-800'],
      [settings, null],
    ] as const) {
      await expect
        .poll(
          async () => {
            const seen = await toastsOf(page);
            return titles.filter((t) => !seen.some((text) => text.includes(t)));
          },
          { timeout: 60_000, interval: 100 },
        )
        .toEqual([]);
      if (shot !== null) await screenshot(page, shot);
      const seen = await toastsOf(page);
      expect(seen).toHaveLength(3);
      for (const text of seen) expect(text).toMatch(/alert at 5\.0 · /);
    }
    // Each goes after its five seconds.
    await expect.poll(() => elsewhere.getByRole('alert').count(), { timeout: 15_000 }).toBe(0);

    // On the sideline tablet the three are past a target, first in their position groups,
    // and a tap opens the player.
    const tablet = await openSignedIn(
      { product, browser },
      'nfl.coach@dev.test',
      800,
      new URL(live.url()).pathname,
      {
        context: { hasTouch: true, isMobile: true },
      },
    );
    for (const name of names) {
      const tile = tablet.getByRole('button', {
        name: new RegExp(`^${name}, #.*, past a target$`),
      });
      await tile.waitFor({ timeout: 20_000 });
      expect(await tile.innerText()).toMatch(/Past target: Speed Target/);
    }
    const firsts = await tablet
      .locator('.sideline-group')
      .evaluateAll((groups) =>
        groups.map((g) => g.querySelector('.sideline-tile')?.classList.contains('past') ?? false),
      );
    const pastGroups = await tablet
      .locator('.sideline-group')
      .evaluateAll((groups) => groups.map((g) => g.querySelector('.sideline-tile.past') !== null));
    expect(firsts).toEqual(pastGroups);
    expect(await tablet.getByRole('status').first().innerText()).toBe(
      '3 players are past a target: shown first in each group.',
    );
    await screenshot(tablet, 'sideline-tablet-800');
    await tablet.setViewportSize({ width: 390, height: 844 });
    await screenshot(tablet, 'sideline-tablet-390');
    await tablet.getByRole('button', { name: new RegExp(`^${names[0] ?? ''}, #`) }).tap();
    await tablet.waitForURL(/\/modal\//);
    pages.push(tablet);
    for (const page of pages) await page.context().close();
  });

  it('ends the live page of a session signed out on another device, and says so', async () => {
    // One session on two devices: signed in on the first, its cookie copied to the second.
    const first = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await first.newPage();
    await page.goto(`${product.url}/schedule`);
    await signIn(page, 'nfl.coach@dev.test');
    await page.locator('.event-card.live').first().click();
    await page.waitForURL(/\/view\/practice\/[^/]+\/performance\/condensed\/page$/);
    const second = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await second.addCookies((await first.cookies()).filter((c) => c.name === 'pt_session'));
    const copy = await second.newPage();
    await copy.goto(page.url());
    await copy.locator('.ag-row[row-index="0"] [col-id="totalDis"]').first().waitFor();

    // Signed out on the first device, as its shell does it.
    const signOut = await first.request.post(`${product.url}/logout`, {
      headers: { origin: product.url },
      data: {},
    });
    expect(signOut.status()).toBe(200);
    const notice = copy.getByRole('status');
    await notice.getByText(/Your session ended/).waitFor({ timeout: 10_000 });
    expect(await notice.innerText()).toBe('Your session ended. Sign in again to keep watching.');
    const again = notice.getByRole('link', { name: 'Sign in again' });
    expect(await again.getAttribute('href')).toBe(
      `/login/start?returnTo=${encodeURIComponent(new URL(copy.url()).pathname)}`,
    );
    await screenshot(copy, 'live-signed-out-1440');
    await first.close();
    await second.close();
  });

  it('survives a gateway restart and a minute offline, then shows what a fresh page shows', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const watched = await context.newPage();
    await watched.goto(`${product.url}/schedule`);
    await signIn(watched, 'nfl.coach@dev.test');
    await watched.locator('.event-card.live').first().click();
    await watched.waitForURL(/\/view\/practice\/[^/]+\/performance\/condensed\/page$/);
    // The table's rows in the order shown (the grid keeps rows in the document in the order
    // it made them, which differs between a page that saw re-sorts and a fresh one).
    const grid = (page: Page) =>
      page
        .locator('.ag-root')
        .first()
        .evaluate((root) => {
          const rows = new Map<number, string[]>();
          for (const row of root.querySelectorAll<HTMLElement>('.ag-row')) {
            const index = Number(row.getAttribute('row-index'));
            rows.set(index, [...(rows.get(index) ?? []), row.innerText]);
          }
          return [...rows]
            .sort(([a], [b]) => a - b)
            .map(([, parts]) => parts.join(' | '))
            .join('\n');
        });
    const distance = (page: Page) =>
      page.locator('.ag-row[row-index="0"] [col-id="totalDis"]').first().innerText();
    await watched.locator('.ag-row[row-index="0"] [col-id="totalDis"]').first().waitFor();

    // The gateway restarts: every socket drops, the topic starts a new epoch.
    await product.restartGateway();
    const afterRestart = await distance(watched);
    await expect
      .poll(() => distance(watched), { timeout: 30_000, interval: 500 })
      .not.toBe(afterRestart);

    // The network drops for a minute: the user is told, and the numbers stop.
    await context.setOffline(true);
    await watched
      .getByRole('status')
      .getByText(/Offline/)
      .waitFor({ timeout: 10_000 });
    await screenshot(watched, 'live-offline-1440');
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    await context.setOffline(false);
    await expect
      .poll(() => watched.getByRole('status').count(), { timeout: 30_000, interval: 500 })
      .toBe(0);

    // A freshly opened page and the page that lived through it all show the same thing.
    const fresh = await context.newPage();
    await fresh.goto(watched.url());
    await fresh.locator('.ag-row[row-index="0"] [col-id="totalDis"]').first().waitFor();
    await expect
      .poll(async () => (await grid(watched)) === (await grid(fresh)), {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(true);
    await screenshot(watched, 'live-after-outage-1440');
    await context.close();
  }, 240_000);
});
