/**
 * The path from sensor to screen, as a user meets it: sign in through the development
 * identity provider, land on this week's schedule, open today's live practice and watch a
 * player's numbers change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../../scripts/product';
import { SPEC_INTERVALS } from '../../gateway';
import { freePort } from '../support/ports';
import { chromiumAvailable } from '../support/services';
import { launchBrowser, screenshot, signIn } from './browser';

const todayKey = (): string => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

describe.skipIf(!chromiumAvailable())('live practice in the browser', () => {
  let product: Product;
  let browser: Browser;
  let varDir: string;

  beforeAll(async () => {
    varDir = mkdtempSync(join(tmpdir(), 'e2e-'));
    product = await startProduct({
      port: await freePort(),
      dataaccessPort: await freePort(),
      idpPort: await freePort(),
      varDir,
      buildWeb: true,
      demo: true,
      intervals: { ...SPEC_INTERVALS, liveMs: 2000, scheduleMs: 1000 },
      log: (line) => {
        console.log(line);
      },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
    await product.stop();
    rmSync(varDir, { recursive: true, force: true });
  });

  for (const width of [1440, 800]) {
    it(`signs in, opens the live practice and sees a value change (${width} px)`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${product.url}/schedule`);
      await page.waitForURL(/\/login/);
      await page.getByText('Welcome to Practice Tracking').waitFor();
      await screenshot(page, `login-${width}`);
      await signIn(page, 'nfl.coach@dev.test');
      await page.waitForURL(new RegExp(`/schedule/week/${todayKey()}$`));

      const card = page.locator('.event-card.live').first();
      await card.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
        await screenshot(page, `schedule-week-${width}-failed`);
        throw error;
      });
      await screenshot(page, `schedule-week-${width}`);
      await card.click();
      await page.waitForURL(/\/view\/practice\/[^/]+\/performance\/condensed\/page$/);

      const firstDistance = page.locator('.ag-row[row-index="0"] [col-id="totalDis"]').first();
      await firstDistance.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
        await screenshot(page, `live-condensed-${width}-failed`);
        throw error;
      });
      const before = await firstDistance.innerText();
      await expect
        .poll(
          async () =>
            page.locator('.ag-row[row-index="0"] [col-id="totalDis"]').first().innerText(),
          {
            timeout: 30_000,
            interval: 500,
          },
        )
        .not.toBe(before);
      await screenshot(page, `live-condensed-${width}`);
      await context.close();
    });
  }
});
