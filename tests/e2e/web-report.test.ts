/**
 * The report page in the browser (02 §2 Report page, 02 §7 PDF, 02 §8), at 1440 and 800 px,
 * against a past practice filled with simulated positions: the coach opens Reporting from
 * the practice, reads 'Create a Report for this practice', clicks Create PDF and gets
 * {id}.pdf through the gateway (the notice shows the job, then 'Download Finished'); the
 * file's text names the practice and its players. A live practice's page says the report
 * comes once it is complete, and offers no Create button.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPractice, runPracticeCommand } from '../../dataaccess';
import { seedSeasonHistory } from '../../scripts/demo/history';
import { type Product } from '../../scripts/product';
import { DAY_MS } from '../../domain';
import { chromiumAvailable } from '../support/services';
import { openSignedIn, screenshot, startE2e } from './browser';

const TEAM = '3700';
const MIN_MS = 60_000;
/** The suite's present, fixed: the practice ran yesterday. */
const NOW_MS = Date.UTC(2026, 10, 2, 12);
const START_MS = Math.floor((NOW_MS - DAY_MS) / MIN_MS) * MIN_MS;

/** A practice of two one-minute periods run by the commands; stopped unless `live`. */
async function runPractice(
  product: Product,
  name: string,
  startMs: number,
  live: boolean,
): Promise<string> {
  const db = product.store.db;
  const doc = await createPractice(
    db,
    {
      name,
      description: '',
      drills: [
        { drillType: 'Stretch', periodType: 'Stretch' },
        { drillType: 'Team', periodType: '11on11 Pass Specific' },
      ],
      extraData: {},
      intensity: 'Medium',
      league: 'nfl',
      profileName: 'Standard Practice',
      rooftype: 'Outdoor',
      siteId: `${TEAM}-practice`,
      siteName: 'Practice Facility',
      start: startMs,
      teamId: TEAM,
      type: 'practice',
    },
    'e2e',
    startMs - 3600_000,
  );
  const run = (type: 'practice.start' | 'period.end' | 'practice.stop', atMs: number) =>
    runPracticeCommand(db, doc._id, { type }, 'e2e', atMs);
  await run('practice.start', startMs);
  if (live) return doc._id;
  await run('period.end', startMs + MIN_MS);
  await runPracticeCommand(
    db,
    doc._id,
    { type: 'period.start', chained: false },
    'e2e',
    startMs + 2 * MIN_MS,
  );
  await run('practice.stop', startMs + 3 * MIN_MS);
  return doc._id;
}

describe.skipIf(!chromiumAvailable())('the report page in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let done = '';
  let live = '';

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-report-'));
    done = await runPractice(product, 'Report Sunday', START_MS, false);
    expect(await seedSeasonHistory(product.store.db, { nowMs: NOW_MS })).toBe(1);
    live = await runPractice(product, 'Report Monday', NOW_MS - 10 * MIN_MS, true);
  });

  afterAll(() => stop());

  const signedIn = (width: number, path: string): Promise<Page> =>
    openSignedIn({ product, browser }, 'nfl.coach@dev.test', width, path, {
      context: { acceptDownloads: true },
      clockFrom: NOW_MS,
    });

  for (const width of [1440, 800]) {
    it(`Create PDF saves {id}.pdf with the practice and its players (${width} px)`, async () => {
      const page = await signedIn(width, `/view/practice/${done}/tracking`);
      await page.getByRole('link', { name: 'Reporting' }).click();
      await page.waitForURL(`**/view/practice/${done}/report`);
      await page
        .getByRole('heading', { name: 'Create a Report for this practice' })
        .waitFor({ timeout: 15_000 });
      await screenshot(page, `report-page-${width}`);

      const create = page.getByRole('button', { name: 'Create PDF' });
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        create.click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${done}.pdf`);
      const path = await download.path();
      expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
      expect(text).toContain('Report Sunday');
      expect(text).toContain('Practice report');
      // Every player of the team tracked in the practice has a row (the tracking tab's count).
      const players = Number(/(\d+) players tracked/.exec(text)?.[1] ?? 0);
      expect(players).toBeGreaterThan(20);

      const finished = page.getByRole('status').filter({ hasText: 'Download Finished' });
      await finished.waitFor();
      expect(await finished.innerText()).toContain(
        `Your file ${done}.pdf has been downloaded successfully.`,
      );
      await screenshot(page, `report-page-done-${width}`);
      await page.context().close();
    });
  }

  it('tells a live practice its report comes once it is complete', async () => {
    const page = await signedIn(1440, `/view/practice/${live}/report`);
    await page.getByText('The report can be made once the practice is complete.').waitFor();
    expect(await page.getByRole('button', { name: 'Create PDF' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Reporting' }).count()).toBe(0);
    await page.context().close();
  });
});
