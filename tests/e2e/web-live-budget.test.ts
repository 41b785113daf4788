/**
 * A live view over the user's live budget (issue 34; the gateway refuses its topic with 429):
 * the page says calmly that it is waiting and retrying, in the shell's notice on a normal
 * page and in the wall's own text on the full-screen wall, never as an error. The gateway
 * here allows one unit of budget, less than the Monitor's day topic costs (2).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../scripts/product';
import { chromiumAvailable } from '../support/services';
import { openSignedIn, screenshot, startE2e } from './browser';

const COMMAND_CENTER = 'commandcenter.lead@dev.test';

describe.skipIf(!chromiumAvailable())('a live view over the budget', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-live-budget-', { liveTopicBudget: 1 }));
  });
  afterAll(() => stop());

  it.each([1440, 800])(
    'waits and retries calmly at %i px',
    async (width) => {
      const page = await openSignedIn({ product, browser }, COMMAND_CENTER, width, '/monitor');
      const notice = page.locator('.connection-notice.throttled');
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.innerText()).toMatch(/^Too many live views open: retrying…/);
      expect(await notice.getAttribute('role')).toBe('status');
      expect(await page.getByRole('alert').count()).toBe(0);
      await screenshot(page, `live-budget-notice-${width}`);

      await page.goto(`${product.url}/monitor/wall`);
      const waiting = page.locator('.monitor-wall .wall-waiting');
      await waiting.waitFor({ timeout: 30_000 });
      expect(await waiting.innerText()).toBe('Too many live views open: retrying…');
      await screenshot(page, `live-budget-wall-${width}`);
      await page.context().close();
    },
    120_000,
  );
});
