/**
 * The lists' filters in the browser (02 §2, 02 §5), at 1440 and 800 px: the date-range
 * dropdown (the past 28 days by default, presets, Apply and Cancel, a click on a selected
 * day deselects it, two clicks within 200 ms select the days between, Apply disabled with
 * no dates), the team page's period/intensity filter on practices and its Player
 * Performance tab with the position filter, and the account page's players.
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, dayKey, positionGroupOf } from '../../domain';
import { seededRoster } from '../../scripts/demo/seed';
import { type Product } from '../../scripts/product';
import { seedSession, storePastSession } from '../support/past-sessions';

import { chromiumAvailable } from '../support/services';
import { gridCells, screenshot, openSignedIn, startE2e } from './browser';

const TEAM = '3700';
const now = Date.now();
/** Noon of the day `n` days ago, local time, so a practice never straddles midnight. */
const daysAgo = (n: number): number => {
  const d = new Date(now - n * DAY_MS);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate(), 12).getTime();
};

/** Two seeded players of the team in different position groups, tracked in practices. */
interface Tracked {
  readonly id: string;
  readonly name: string;
  readonly group: string;
}

/**
 * A practice `daysBack` days ago whose positions are stored but whose numbers are not
 * computed yet: the date selector has them computed and says so until they are. Each visit
 * seeds its own, so that whatever month an earlier test showed (a month's page shows days
 * of its neighbours), this one is still waiting when the test looks.
 */
async function seedPending(product: Product, id: string, daysBack: number): Promise<void> {
  await storePastSession(product.store.db, {
    id,
    kind: 'practice',
    teamId: TEAM,
    startMs: daysAgo(daysBack),
    players: seededRoster(TEAM, 'nfl').slice(0, 2),
    computeMetrics: false,
  });
}

async function seed(product: Product): Promise<[Tracked, Tracked]> {
  const practice = (id: string, day: number, intensity: string, periodType = 'Stretch') =>
    seedSession(
      product.store.db,
      id,
      {
        teamId: TEAM,
        intensity,
        drills: [{ drillType: periodType, periodType }],
        startTime: daysAgo(day),
        endTime: daysAgo(day) + 2 * 3600_000,
      },
      now,
    );
  await practice('Filter Monday', 1, 'Low');
  await practice('Filter Sunday', 2, 'High', '7on7');
  await practice('Filter Tenth', 10, 'Padded');
  const roster = await product.store.db
    .selectFrom('players')
    .select(['player_id', 'name', 'position'])
    .where('team_id', '=', TEAM)
    .orderBy('name')
    .execute();
  const wr = roster.find((p) => positionGroupOf(p.position) === 'WR');
  const db = roster.find((p) => positionGroupOf(p.position) === 'DB');
  if (wr === undefined || db === undefined) throw new Error('the roster lacks a WR or a DB');
  const metric = (session: string, player: string, speed: number, dist: number) => ({
    session_id: session,
    entity_id: player,
    team_id: TEAM,
    max_speed_mph: speed,
    max_sustained_mph: speed - 2,
    total_dist_yd: dist,
    accels: 10,
    decels: 12,
    doc: '{}',
  });
  await product.store.db
    .insertInto('session_metrics')
    .values([
      metric('Filter Monday', wr.player_id, 20, 3000),
      metric('Filter Sunday', wr.player_id, 22, 3400),
      metric('Filter Tenth', wr.player_id, 30, 9000),
      metric('Filter Monday', db.player_id, 18.5, 2500),
    ])
    .execute();
  return [
    { id: wr.player_id, name: wr.name, group: 'WR' },
    { id: db.player_id, name: db.name, group: 'DB' },
  ];
}

describe.skipIf(!chromiumAvailable())('the lists’ filters in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let wr: Tracked;
  let db: Tracked;

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-filters-'));
    [wr, db] = await seed(product);
  });

  afterAll(() => stop());

  const signedIn = (width: number, path: string): Promise<Page> =>
    openSignedIn({ product, browser }, 'nfl.coach@dev.test', width, path, {
      landing: (url) => url.pathname === path.split('?')[0],
    });
  const names = (page: Page) => gridCells(page, 'Practices', 'name');
  const dayButton = (page: Page, daysBack: number) =>
    page.locator(`.calendar-day[data-day="${dayKey(daysAgo(daysBack))}"]`);
  /** Shows the calendar month of a day `daysBack` ago. */
  async function showMonthOf(page: Page, daysBack: number): Promise<void> {
    for (let i = 0; i < 3 && (await dayButton(page, daysBack).count()) === 0; i += 1) {
      await page.getByRole('button', { name: 'Previous month' }).click();
    }
  }

  for (const width of [1440, 800]) {
    it(`practices: the date range, its presets, Cancel, picked days and quick ranges (${width} px)`, async () => {
      const page = await signedIn(width, '/practices');
      const button = page.getByRole('button', { name: /^Date range:/ });
      expect(await button.innerText()).toContain('Past 28 days');
      await expect
        .poll(() => names(page), { timeout: 15_000 })
        .toEqual(['Filter Monday', 'Filter Sunday', 'Filter Tenth']);

      // A preset applies on Apply and stays in the address.
      await button.click();
      const panel = page.getByRole('dialog', { name: 'Date range' });
      await panel.getByLabel('Past 7 days').check();
      await screenshot(page, `date-range-open-${width}`);
      await panel.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/range=7/);
      await expect
        .poll(() => names(page), { timeout: 15_000 })
        .toEqual(['Filter Monday', 'Filter Sunday']);

      // Cancel reverts what was chosen.
      await button.click();
      await panel.getByLabel('Past 14 days').check();
      await panel.getByRole('button', { name: 'Cancel' }).click();
      expect(await button.innerText()).toContain('Past 7 days');
      expect(page.url()).toMatch(/range=7/);

      // A picked day; a second click on it deselects it and Apply is disabled.
      await button.click();
      await showMonthOf(page, 10);
      await dayButton(page, 10).click();
      expect(await dayButton(page, 10).getAttribute('aria-pressed')).toBe('true');
      await page.waitForTimeout(300);
      await dayButton(page, 10).click();
      expect(await dayButton(page, 10).getAttribute('aria-pressed')).toBe('false');
      expect(await panel.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
      await dayButton(page, 10).click();
      await panel.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/range=custom&dates=\d{8}-\d{8}/);
      await expect.poll(() => names(page), { timeout: 15_000 }).toEqual(['Filter Tenth']);

      // Two clicks within 200 ms select every day between them: real mouse clicks at the
      // centres of two days of one calendar month, back to back.
      const sameMonth = (a: number, b: number) =>
        new Date(daysAgo(a)).getMonth() === new Date(daysAgo(b)).getMonth();
      const [early, late, expected] = sameMonth(2, 1)
        ? [2, 1, ['Filter Monday', 'Filter Sunday']]
        : [10, 2, ['Filter Sunday', 'Filter Tenth']];
      await button.click();
      // Another choice, then 'Pick days' again, starts the picking afresh.
      await panel.getByLabel('Past 7 days').check();
      await panel.getByLabel('Pick days').check();
      expect(await panel.locator('.calendar-day[aria-pressed="true"]').count()).toBe(0);
      await showMonthOf(page, early);
      const from = await dayButton(page, early).boundingBox();
      const to = await dayButton(page, late).boundingBox();
      if (from === null || to === null) throw new Error('calendar days not shown');
      await page.mouse.click(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.click(to.x + to.width / 2, to.y + to.height / 2);
      for (let d = early; d >= late; d -= 1) {
        expect(await dayButton(page, d).getAttribute('aria-pressed')).toBe('true');
      }
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => names(page), { timeout: 15_000 }).toEqual(expected);
      await screenshot(page, `practices-range-${width}`);
      await page.context().close();
    });

    it(`date selector: marks the team's practice days, computing numbers until done (${width} px)`, async () => {
      // Forty days back at 1440 px, forty-one at 800: one pending practice a day.
      const pendingDay = width === 1440 ? 40 : 41;
      const pendingId = `Filter Pending ${width}`;
      await seedPending(product, pendingId, pendingDay);
      const page = await signedIn(width, '/practices');
      await page.getByRole('button', { name: /^Date range:/ }).click();
      const panel = page.getByRole('dialog', { name: 'Date range' });
      // Yesterday is in last month's page on the 1st.
      await showMonthOf(page, 1);
      await expect
        .poll(() => dayButton(page, 1).getAttribute('aria-label'), { timeout: 15_000 })
        .toMatch(/, 1 practice$/);
      expect(await dayButton(page, 1).getAttribute('class')).toContain('has-sessions');
      await showMonthOf(page, pendingDay);
      // The month's days arrive after it is shown. The day is marked from the first answer,
      // while its numbers are still being computed (the status says so).
      await expect
        .poll(() => dayButton(page, pendingDay).getAttribute('aria-label'), { timeout: 15_000 })
        .toMatch(/, 1 practice$/);
      await panel.getByRole('status').waitFor({ timeout: 15_000 });
      expect(await panel.getByRole('status').innerText()).toContain('Computing the numbers');
      await screenshot(page, `date-selector-loading-${width}`);
      // Polled every 5 s until done.
      await panel.getByRole('status').waitFor({ state: 'detached', timeout: 20_000 });
      expect(await dayButton(page, pendingDay).getAttribute('aria-label')).toMatch(/, 1 practice$/);
      const kept = await product.store.db
        .selectFrom('session_metrics')
        .select('entity_id')
        .where('session_id', '=', pendingId)
        .execute();
      expect(kept).toHaveLength(2);
      await page.context().close();
    });

    it(`team page: intensity filter on practices, players with the position filter (${width} px)`, async () => {
      const page = await signedIn(width, '/team/NFC/3700/teamPerformance/practices');
      await expect
        .poll(() => names(page), { timeout: 15_000 })
        .toEqual(['Filter Monday', 'Filter Sunday', 'Filter Tenth']);
      const intensity = page.getByRole('button', { name: /^Intensities:/ });
      await intensity.click();
      const panel = page.getByRole('dialog', { name: 'Intensities' });
      await panel.getByLabel('All').uncheck();
      expect(await panel.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
      await panel.getByLabel('Low', { exact: true }).check();
      await panel.getByLabel('High', { exact: true }).check();
      await screenshot(page, `team-intensity-${width}`);
      await panel.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/intensity=Low%2CHigh|intensity=Low,High/);
      await expect
        .poll(() => names(page), { timeout: 15_000 })
        .toEqual(['Filter Monday', 'Filter Sunday']);
      // The period filter narrows to practices with a period of a chosen type.
      await page.getByRole('button', { name: /^Periods:/ }).click();
      const periods = page.getByRole('dialog', { name: 'Periods' });
      await periods.getByLabel('All').uncheck();
      await periods.getByLabel('7on7', { exact: true }).check();
      await periods.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/periodType=7on7/);
      await expect.poll(() => names(page), { timeout: 15_000 }).toEqual(['Filter Sunday']);
      expect(await page.getByRole('button', { name: /^Periods:/ }).innerText()).toContain('7on7');

      // Player Performance: each tracked player's averages over the range's practices.
      await page.getByRole('tab', { name: 'Player Performance' }).click();
      await page.waitForURL(/\/playerPerformance\/practices/);
      const players = (col: string) => gridCells(page, 'Players', col);
      const expected = [wr, db].sort((a, b) => a.name.localeCompare(b.name));
      await expect
        .poll(() => players('name'), { timeout: 15_000 })
        .toEqual(expected.map((p) => p.name));
      const speeds = Object.fromEntries((await players('name')).map((n, i) => [n, i] as const));
      const speedCells = await players('avgMaxSpeed');
      expect(speedCells[speeds[wr.name] ?? -1]).toBe('24.00');
      expect(speedCells[speeds[db.name] ?? -1]).toBe('18.50');
      // Past 7 days leaves the tenth day's practice out of the averages.
      await page.getByRole('button', { name: /^Date range:/ }).click();
      await page.getByRole('dialog', { name: 'Date range' }).getByLabel('Past 7 days').check();
      await page
        .getByRole('dialog', { name: 'Date range' })
        .getByRole('button', { name: 'Apply' })
        .click();
      await expect
        .poll(async () => (await players('avgMaxSpeed'))[speeds[wr.name] ?? -1], {
          timeout: 15_000,
        })
        .toBe('21.00');

      const positions = page.getByRole('button', { name: /^Positions:/ });
      await positions.click();
      const posPanel = page.getByRole('dialog', { name: 'Positions' });
      await posPanel.getByLabel('All').uncheck();
      await posPanel.getByLabel('WR', { exact: true }).check();
      await posPanel.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/positions=WR/);
      await expect.poll(() => players('name'), { timeout: 15_000 }).toEqual([wr.name]);
      await screenshot(page, `team-players-${width}`);
      await page
        .getByRole('region', { name: 'Players' })
        .getByRole('link', { name: 'View Profile' })
        .click();
      await page.waitForURL(new RegExp(`/player/${wr.id}`));
      await page.context().close();
    });

    it(`account: the user's account and the team's players (${width} px)`, async () => {
      const page = await signedIn(width, '/account/players');
      await page.getByRole('heading', { name: 'Players' }).waitFor();
      await expect
        .poll(async () => (await gridCells(page, 'Players', 'name')).length, { timeout: 15_000 })
        .toBeGreaterThan(10);
      await screenshot(page, `account-players-${width}`);
      await page.context().close();
    });
  }
});
