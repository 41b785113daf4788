/**
 * The everyday lists in the browser (02 §2), at 1440 and 800 px: Practices (the team's
 * practices with the session summary, linking to the practice view), Games (opponent,
 * result with the win rule, a text in place of a score for a pro game not complete, the
 * team filter, the empty text) and Teams (standings, 'AFC on Top', links to practices for
 * the user's own team and to games for other teams).
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain';
import { type Product } from '../../scripts/product';

import { seedSession } from '../support/past-sessions';
import { chromiumAvailable } from '../support/services';
import { checkRadio, gridCells, screenshot, openSignedIn, startE2e } from './browser';
import { gridFitFaults, scrollGridToEnd, sideScrollSigns } from './grid-fit';

const TEAM = '3700';
/**
 * The suite's present, fixed so that what the lists show does not depend on the day it
 * runs (the games list opens on the season of the day, whose weeks are regular-season weeks
 * only from September to early January): half a minute before midnight on the last day of
 * a month in the regular season, so that the browser's clock, started there, crosses
 * midnight and the month's end while the suite runs.
 */
const now = new Date(2026, 10, 30, 23, 59, 30).getTime();

async function seed(product: Product): Promise<void> {
  type Fields = { type: 'complete' | 'game' | 'practice'; startTime: number } & Record<
    string,
    unknown
  >;
  const session = (id: string, fields: Fields) =>
    seedSession(
      product.store.db,
      id,
      { teamId: TEAM, endTime: fields.startTime + 2 * 3600_000, ...fields },
      now,
    );
  await session('Walkthrough Tuesday', {
    type: 'complete',
    startTime: now - 2 * DAY_MS,
    intensity: 'Low,Walk-Through',
    drills: [{ drillType: 'Stretch' }, { drillType: 'Team' }],
  });
  await session('Padded Wednesday', { type: 'complete', startTime: now - DAY_MS });
  // Planned for this evening and never started: it has no numbers, so no practices list
  // shows it, though it falls in their range.
  await session('Unstarted evening', {
    type: 'practice',
    status: 'future',
    startTime: now - 3 * 3600_000,
  });
  const score = (home: number, visitor: number) => ({
    homeTeamScore: { pointTotal: home },
    visitorTeamScore: { pointTotal: visitor },
  });
  await session('won-at-home', {
    type: 'game',
    seasonType: 'REG',
    visitorTeamId: '1200',
    startTime: now - 7 * DAY_MS,
    score: score(24, 17),
  });
  await session('lost-away', {
    type: 'game',
    seasonType: 'REG',
    homeTeamId: '1200',
    visitorTeamId: TEAM,
    teamId: '1200',
    startTime: now - 14 * DAY_MS,
    score: score(31, 10),
  });
  await session('next-week', {
    type: 'game',
    seasonType: 'REG',
    status: 'future',
    visitorTeamId: '0200',
    startTime: now + 5 * DAY_MS,
  });
}

describe.skipIf(!chromiumAvailable())('the lists in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-lists-'));
    await seed(product);
  });

  afterAll(() => stop());

  const signedIn = (email: string, width: number, path: string): Promise<Page> =>
    openSignedIn({ product, browser }, email, width, path, { clockFrom: now });

  for (const width of [1440, 800]) {
    it(`practices: the team's practices, newest first, linking to the view (${width} px)`, async () => {
      const page = await signedIn('nfl.coach@dev.test', width, '/practices');
      await page.getByRole('heading', { name: 'Practices' }).waitFor();
      await expect
        .poll(() => gridCells(page, 'Practices', 'name'), { timeout: 15_000 })
        .toEqual(['Padded Wednesday', 'Walkthrough Tuesday']);
      expect(await page.locator('select[aria-label="Team"]').count()).toBe(0);
      expect(await gridCells(page, 'Practices', 'periods')).toEqual(['0', '2']);
      expect(await gridCells(page, 'Practices', 'durationMs')).toEqual(['02:00:00', '02:00:00']);
      expect(await gridCells(page, 'Practices', 'avgMaxSpeed')).toEqual(['-', '-']);
      await screenshot(page, `practices-${width}`);
      await page.getByRole('link', { name: 'Walkthrough Tuesday' }).click();
      await page.waitForURL(
        /\/view\/practice\/Walkthrough%20Tuesday\/performance\/expanded\/page$/,
      );
      await page.context().close();
    });

    it(`games: results by the win rule, a text for a game not played, team filter (${width} px)`, async () => {
      const page = await signedIn('nfl.coach@dev.test', width, '/games');
      await page.getByRole('heading', { name: 'Games' }).waitFor();
      await expect
        .poll(() => gridCells(page, 'Games', 'result'), { timeout: 15_000 })
        .toEqual(['Scheduled', 'W 24-17', 'L 10-31']);
      expect(await gridCells(page, 'Games', 'opponent')).toEqual([
        'vs Atlanta Falcons',
        'vs Dallas Cowboys',
        '@ Dallas Cowboys',
      ]);
      await screenshot(page, `games-${width}`);
      // One week of the season: the week of the home win.
      const weeks = await product.dataaccess.app.inject({
        method: 'GET',
        url: `/dataaccess/nflweeks?season=${new Date(now).getFullYear()}&league=nfl`,
        headers: { 'x-service-token': product.serviceToken },
      });
      const winWeek = weeks
        .json<{ results: { weekName: string; ts: number; endTs: number }[] }>()
        .results.find((w) => w.ts <= now - 7 * DAY_MS && now - 7 * DAY_MS < w.endTs);
      await page.getByLabel('Week').selectOption({ label: winWeek?.weekName ?? '?' });
      await page.waitForURL(/week=REG-\d+/);
      await expect
        .poll(() => gridCells(page, 'Games', 'result'), { timeout: 15_000 })
        .toEqual(['W 24-17']);
      await page.getByLabel('Week').selectOption({ label: 'All weeks' });
      await page.locator('select[aria-label="Team"]').selectOption('1200');
      await page.waitForURL(/team=1200/);
      await expect
        .poll(() => gridCells(page, 'Games', 'result'), { timeout: 15_000 })
        .toEqual(['L 17-24', 'W 31-10']);
      await page.locator('select[aria-label="Team"]').selectOption('4400');
      await page
        .locator('.ag-overlay-no-rows-center', {
          hasText: 'No data matches your specified criteria',
        })
        .waitFor();
      await page.context().close();
    });
  }

  for (const width of [1440, 800]) {
    it(`practices and games: every column whole at 1440 px; at 800 px the table says it scrolls sideways (${width} px)`, async () => {
      const page = await signedIn('nfl.coach@dev.test', width, '/practices');
      for (const [grid, col, path] of [
        ['Practices', 'name', '/practices'],
        ['Games', 'result', '/games'],
        ['Practices', 'name', '/team/NFC/3700/teamPerformance/practices'],
      ] as const) {
        await page.goto(`${product.url}${path}`);
        await expect
          .poll(async () => (await gridCells(page, grid, col)).length, { timeout: 15_000 })
          .toBeGreaterThan(1);
        if (width === 1440) {
          await expect.poll(() => gridFitFaults(page, grid)).toEqual([]);
          expect((await sideScrollSigns(page, grid)).hint).toBe(false);
          await screenshot(page, `fit-${path.split('/')[1] ?? ''}-${width}`);
        } else {
          await expect
            .poll(() => sideScrollSigns(page, grid), { timeout: 10_000 })
            .toEqual({ hint: true, left: false, right: true });
          await screenshot(page, `fit-${path.split('/')[1] ?? ''}-${width}`);
          // Scrolled again on each look: a grid that lays its columns out once more (rows or
          // header heights arriving) may put its scroll back before the fades are read.
          await expect
            .poll(
              async () => {
                await scrollGridToEnd(page, grid);
                return sideScrollSigns(page, grid);
              },
              { timeout: 10_000 },
            )
            .toEqual({ hint: true, left: true, right: false });
          await screenshot(page, `fit-${path.split('/')[1] ?? ''}-${width}-scrolled`);
        }
      }
      await page.context().close();
    });
  }

  it('teams: standings, AFC on Top, own team to practices, others to games (1440 px; Teams is not a narrow-screen page)', async () => {
    const page = await signedIn('nfl.coach@dev.test', 1440, '/teams');
    await page.getByRole('heading', { name: 'Teams' }).waitFor();
    const headings = () => page.locator('.standings h2').allInnerTexts();
    expect(await headings()).toEqual(['NFC', 'AFC']);
    const nfc = page.getByRole('region', { name: 'NFC standings' });
    await nfc.getByRole('link', { name: 'Philadelphia Eagles' }).waitFor({ timeout: 15_000 });
    expect(await nfc.getByRole('link', { name: 'Philadelphia Eagles' }).getAttribute('href')).toBe(
      '/team/NFC/3700/teamPerformance/practices',
    );
    expect(await nfc.getByRole('link', { name: 'Dallas Cowboys' }).getAttribute('href')).toBe(
      '/team/NFC/1200/teamPerformance/games',
    );
    await screenshot(page, 'teams-1440');
    await page.getByRole('switch', { name: 'AFC on Top' }).check();
    expect(await headings()).toEqual(['AFC', 'NFC']);
    await page.context().close();
  });

  for (const width of [1440, 800]) {
    it(`team page: own team with practices and games, another team's games only (${width} px)`, async () => {
      const page = await signedIn(
        'nfl.coach@dev.test',
        width,
        '/team/NFC/3700/teamPerformance/practices',
      );
      await page.getByRole('heading', { name: 'Philadelphia Eagles' }).waitFor();
      await expect
        .poll(() => gridCells(page, 'Practices', 'name'), { timeout: 15_000 })
        .toEqual(['Padded Wednesday', 'Walkthrough Tuesday']);
      expect(
        await page
          .getByRole('link', { name: 'View Full Practice Data' })
          .first()
          .getAttribute('href'),
      ).toBe('/view/practice/Padded%20Wednesday/performance/condensed/page');
      await screenshot(page, `team-own-${width}`);
      await checkRadio(page.getByRole('radio', { name: 'Games' }));
      await page.waitForURL(/\/team\/NFC\/3700\/teamPerformance\/games$/);
      await expect
        .poll(() => gridCells(page, 'Games', 'result'), { timeout: 15_000 })
        .toEqual(['Scheduled', 'W 24-17', 'L 10-31']);
      await page.getByRole('tab', { name: 'Player Performance' }).click();
      await page.waitForURL(/\/team\/NFC\/3700\/playerPerformance\/practices$/);

      await page.goto(`${product.url}/team/NFC/1200/teamPerformance/practices`);
      await page.waitForURL(/\/team\/NFC\/1200\/teamPerformance\/games$/);
      await page.getByText('Showing Game Performance Only').waitFor();
      expect(await page.getByRole('radio', { name: 'Practices' }).count()).toBe(0);
      await expect
        .poll(() => gridCells(page, 'Games', 'result'), { timeout: 15_000 })
        .toEqual(['L 17-24', 'W 31-10']);
      await screenshot(page, `team-other-${width}`);
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL(width > 900 ? /\/teams\?season=\d+$/ : /\/games\?season=\d+$/);
      await page.context().close();
    });
  }

  for (const width of [1440, 800]) {
    it(`admin: the lists and the account open on a team with practices, and an empty list says why (${width} px)`, async () => {
      // The admin has no team; Philadelphia, the only team that practised, is not the first
      // of the filter (Buffalo is).
      const admin = await signedIn('admin@dev.test', width, '/practices');
      const team = admin.locator('select[aria-label="Team"]');
      await expect
        .poll(() => gridCells(admin, 'Practices', 'name'), { timeout: 15_000 })
        .toEqual(['Padded Wednesday', 'Walkthrough Tuesday']);
      expect(await team.inputValue()).toBe(TEAM);
      await screenshot(admin, `admin-practices-${width}`);
      await team.selectOption('0610');
      // The overlay, not AG Grid's live region that announces the same words for a moment.
      await admin
        .getByRole('region', { name: 'Practices' })
        .locator('.ag-overlay-no-rows-center', {
          hasText:
            'No data matches your specified criteria. Buffalo Bills has no practices in the past 28 days.',
        })
        .waitFor();
      await screenshot(admin, `admin-practices-empty-${width}`);
      for (const [path, grid, col] of [
        ['/games', 'Games', 'result'],
        ['/players', 'Players', 'name'],
        ['/account/players', 'Players', 'name'],
      ] as const) {
        await admin.goto(`${product.url}${path}`);
        await expect
          .poll(async () => (await gridCells(admin, grid, col)).length, { timeout: 15_000 })
          .toBeGreaterThan(1);
        expect(await team.inputValue()).toBe(TEAM);
        await screenshot(admin, `admin-${path.split('/')[1] ?? ''}-${width}`);
      }
      await admin.goto(`${product.url}/games?team=4400`);
      await admin
        .getByText(
          'No data matches your specified criteria. Los Angeles Chargers has no games in the 2026 season.',
        )
        .waitFor();
      await admin.context().close();
    });
  }

  it('admin picks the team of the practices list; college staff pick among college teams', async () => {
    const admin = await signedIn('admin@dev.test', 1440, '/practices');
    await admin.locator('select[aria-label="Team"]').selectOption(TEAM);
    await expect
      .poll(async () => (await gridCells(admin, 'Practices', 'name')).length, { timeout: 15_000 })
      .toBe(2);
    await admin.context().close();
    const college = await signedIn('ncaa.football@dev.test', 1440, '/games');
    await college.getByRole('heading', { name: 'Games' }).waitFor();
    const options = await college.locator('select[aria-label="Team"] option').allInnerTexts();
    expect(options).toContain('Northfield University Huskies (Football)');
    expect(options).not.toContain('Northfield University Huskies (Lacrosse)');
    expect(options).not.toContain('Dallas Cowboys');
    await college.context().close();
  });
});
