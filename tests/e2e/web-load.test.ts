/**
 * Load over time (issue 36) in the browser, as a coach in Chicago: a player with five short
 * practices and, two days ago, a long one reads the last four weeks of load on a chart, the
 * long day listed outside the usual range, the measure and window kept in the address, and
 * the same figures in the CSV; the team's Load tab puts that player first and leads to the
 * chart. At 1440 and 800 px, screenshots saved.
 */
import { addDays } from 'date-fns';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKey, dayOfKey, formatDate } from '../../domain';
import { type Product } from '../../scripts/product';
import { storePastSession } from '../support/past-sessions';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, readDownloadedCsv, screenshot, startE2e } from './browser';

const TEAM = '3700';
const CHICAGO = 'America/Chicago';
/** Noon in Chicago `daysAgo` days before today there. */
const noonDaysAgo = (daysAgo: number): number => {
  const today = dayOfKey(dayKey(Date.now(), CHICAGO), CHICAGO) as Date;
  return addDays(today, -daysAgo).getTime() + 12 * 3600_000;
};

describe.skipIf(!chromiumAvailable())('load over time in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let heavy: { id: string; name: string };
  const longDayMs = noonDaysAgo(2);

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-load-'));
    const roster = await product.store.db
      .selectFrom('players')
      .select(['player_id', 'name', 'jersey', 'position'])
      .where('team_id', '=', TEAM)
      .orderBy('name')
      .limit(2)
      .execute();
    const [a, b] = roster;
    if (a === undefined || b === undefined) throw new Error('roster is not seeded');
    heavy = { id: a.player_id, name: a.name };
    const sim = (p: typeof a) => ({ id: p.player_id, jersey: p.jersey, position: p.position });
    for (const [i, daysAgo] of [12, 11, 10, 9, 8].entries()) {
      await storePastSession(
        product.store.db,
        {
          id: `e2e-load-${i}`,
          kind: 'practice',
          teamId: TEAM,
          startMs: noonDaysAgo(daysAgo),
          durationMs: 60_000,
          players: [a, b].map(sim),
        },
        10 + i,
      );
    }
    await storePastSession(
      product.store.db,
      {
        id: 'e2e-load-long',
        kind: 'practice',
        teamId: TEAM,
        startMs: longDayMs,
        durationMs: 6 * 60_000,
        players: [sim(a)],
      },
      20,
    );
  }, 240_000);

  afterAll(() => stop());

  for (const width of [1440, 800]) {
    it(`a player's four weeks of load, the long day marked, the CSV alike (${width} px)`, async () => {
      const page = await openSignedIn(
        { product, browser },
        'nfl.coach@dev.test',
        width,
        `/player/${heavy.id}/load`,
        { context: { timezoneId: CHICAGO, acceptDownloads: true } },
      );
      await page.getByRole('heading', { name: heavy.name }).waitFor();
      expect(await page.getByRole('radio', { name: 'Load', exact: true }).isChecked()).toBe(true);
      await page
        .getByRole('img', { name: 'Distance (yd) by day' })
        .locator('canvas')
        .first()
        .waitFor();
      const outside = page.getByRole('region', { name: 'Days outside the usual range' });
      await expect
        .poll(() => outside.getByRole('listitem').allInnerTexts(), { timeout: 15_000 })
        .toEqual([
          expect.stringMatching(
            new RegExp(
              `^${formatDate(longDayMs, 'EEE MMM d', CHICAGO)}: [\\d,.]+ \\(above usual\\)$`,
            ),
          ),
        ]);
      await screenshot(page, `load-player-${width}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`load-${heavy.id}.csv`);
      const rows = await readDownloadedCsv(download, 'Date');
      expect(rows).toHaveLength(28);
      expect(rows.reduce((n, r) => n + Number(r.Sessions), 0)).toBe(6);
      const longRow = rows.find((r) => r.Date === formatDate(longDayMs, 'yyyy-MM-dd', CHICAGO));
      expect(longRow?.['Distance (yd) outside usual range']).toBe('high');

      await page.getByRole('radiogroup', { name: 'Measure' }).getByText('Player load (au)').click();
      await page.getByRole('radiogroup', { name: 'Window' }).getByText('8 weeks').click();
      await page.waitForURL(/measure=playerLoad/);
      await page.waitForURL(/days=56/);
      await page.getByRole('img', { name: 'Player load (au) by day' }).waitFor();
      await page.context().close();
    });

    it(`the team's Load tab puts the player with an unusual day first (${width} px)`, async () => {
      const page = await openSignedIn(
        { product, browser },
        'nfl.coach@dev.test',
        width,
        `/team/NFC/${TEAM}/load/practices`,
        { context: { timezoneId: CHICAGO } },
      );
      await expect
        .poll(async () => (await gridCells(page, 'Player load', 'name'))[0], { timeout: 15_000 })
        .toBe(heavy.name);
      expect((await gridCells(page, 'Player load', 'daysOutside'))[0]).toBe('1');
      await screenshot(page, `load-team-${width}`);
      const href = (await gridCells(page, 'Player load', 'chart', 'href'))[0];
      expect(href).toBe(`/player/${heavy.id}/load?days=28&measure=distance`);
      await page.context().close();
    });
  }
});
