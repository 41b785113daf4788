/**
 * What fits the window (issue 18, item 3), at 1440 and 800 px: the live practice's table
 * shows every column whole at 1440 px (its last, Yds/Min, was off the screen and 'Max
 * Sust. Speed' cut) and says it scrolls sideways at 800 px; the schedule's team picker
 * shows a college team's whole name (it cut 'Northfield University Huskies (Lacrosse)').
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_INTERVALS } from '../../gateway';
import { type Product } from '../../scripts/product';

import { chromiumAvailable } from '../support/services';
import { openSignedIn, screenshot, startE2e } from './browser';
import { gridFitFaults, sideScrollSigns } from './grid-fit';

describe.skipIf(!chromiumAvailable())('tables and pickers that fit the window', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let livePath = '';

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-fit-', {
      demo: true,
      intervals: { ...SPEC_INTERVALS, liveMs: 2000 },
    }));
    const live = await product.demo?.started;
    livePath = `/view/practice/${live?.id ?? ''}/performance/condensed/page`;
  });

  afterAll(() => stop());

  for (const width of [1440, 800]) {
    it(`live view: every column whole at 1440 px; at 800 px a tile per player, nothing off-screen (${width} px)`, async () => {
      const page = await openSignedIn({ product, browser }, 'nfl.coach@dev.test', width, livePath);
      const grid = 'Live metrics';
      if (width === 1440) {
        await page
          .getByRole('region', { name: grid })
          .locator('.ag-row[row-index="1"] [col-id="ypm"]')
          .waitFor({ timeout: 30_000 });
        await expect.poll(() => gridFitFaults(page, grid)).toEqual([]);
        expect((await sideScrollSigns(page, grid)).hint).toBe(false);
      } else {
        // 900 px or less: the sideline tiles (issue 36), which fit the width.
        await page.locator('.sideline-tile').nth(1).waitFor({ timeout: 30_000 });
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
      }
      await screenshot(page, `fit-live-${width}`);
      await page.context().close();
    });

    it(`schedule: the college team picker shows the team's whole name (${width} px)`, async () => {
      const page: Page = await openSignedIn(
        { product, browser },
        'ncaa.lacrosse@dev.test',
        width,
        '/schedule',
        { landing: /\/schedule\/week\// },
      );
      const picker = page.getByRole('combobox', { name: 'Team' });
      await picker.waitFor();
      const name = 'Northfield University Huskies (Lacrosse)';
      expect(await picker.locator('option:checked').innerText()).toBe(name);
      expect(await picker.getAttribute('title')).toBe(name);
      // As wide as the same picker with nothing to hold it in: the browser's own width for
      // its longest name, so no name is cut.
      const [shown, natural] = await picker.evaluate((select) => {
        const free = select.cloneNode(true) as HTMLSelectElement;
        free.style.maxWidth = 'none';
        free.style.position = 'absolute';
        select.parentElement?.append(free);
        const widths = [select.getBoundingClientRect().width, free.getBoundingClientRect().width];
        free.remove();
        return widths;
      });
      expect(shown).toBeGreaterThanOrEqual((natural ?? 0) - 1);
      await screenshot(page, `fit-college-schedule-${width}`);
      await page.context().close();
    });
  }
});
