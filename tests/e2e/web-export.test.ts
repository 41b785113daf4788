/**
 * The lists' exports in the browser (02 §2, 02 §7 Reports), at 1440 and 800 px, against two
 * past practices filled with simulated positions: Export on a practices row saves
 * {id}.csv, whose players' numbers average to what the row shows and whose times are the
 * browser's; the Players list's Export menu builds the player's season of practices as a
 * bulk file ('Download In Progress', polled every 5 s, then 'Download Finished') saved as
 * {team}_bulk.csv, one row per practice, averaging to the player's row. The team page's
 * practices tab exports too, and the gateway passes the file and its name through.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPractice, runPracticeCommand } from '../../dataaccess';
import { seedSeasonHistory } from '../../scripts/demo/history';
import { type Product } from '../../scripts/product';
import { chromiumAvailable } from '../support/services';
import { openSignedIn, readDownloadedCsv, screenshot, startE2e } from './browser';
import { DAY_MS, MONTH_NAMES } from '../../domain';

const TEAM = '3700';
const MIN_MS = 60_000;
/**
 * The suite's present, fixed so that the files do not depend on the day it runs (the Players
 * list exports the season its list shows, which from March to August is the previous year's:
 * a practice of last week is not in it then). The browsers' clocks start here: the day after
 * the United States set their clocks back (1 November 2026).
 */
const NOW_MS = Date.UTC(2026, 10, 2, 12);
/**
 * Two practices, the day before yesterday and yesterday, starting on the minute: in Chicago
 * the first ran on daylight time and the second on standard time, so each file's times must
 * follow the zone's offset on its own day, not today's.
 */
const FIRST_START = Math.floor((NOW_MS - 2 * DAY_MS) / MIN_MS) * MIN_MS;
const PRACTICES = [
  { name: 'Export Saturday', startMs: FIRST_START },
  { name: 'Export Sunday', startMs: FIRST_START + DAY_MS },
];
/** Each width runs in another time zone: the files' times follow the browser's. */
const ZONES: Record<number, string> = { 1440: 'America/Chicago', 800: 'Europe/Berlin' };

/** A practice of two one-minute periods with a minute between, run by the commands. */
async function runPractice(product: Product, name: string, startMs: number): Promise<string> {
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

/**
 * A start as the bulk file's Date and Time columns write it (MM/dd/yyyy hh:mmAM), in `zone`,
 * by the browser engine's own calendar (Intl), not the code under test.
 */
function localStart(atMs: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(atMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')}${part('dayPeriod')}`;
}

const mean = (values: readonly string[]): number =>
  values.reduce((s, v) => s + Number(v), 0) / values.length;

describe.skipIf(!chromiumAvailable())('exports of the lists in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  const ids: string[] = [];

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-export-'));
    for (const p of PRACTICES) ids.push(await runPractice(product, p.name, p.startMs));
    expect(await seedSeasonHistory(product.store.db, { nowMs: NOW_MS })).toBe(2);
  });

  afterAll(() => stop());

  const signedIn = (email: string, width: number, path: string): Promise<Page> =>
    openSignedIn({ product, browser }, email, width, path, {
      context: { timezoneId: ZONES[width] ?? 'UTC', acceptDownloads: true },
      clockFrom: NOW_MS,
    });

  /** The text of one cell of a grid row (pinned or not). */
  const cell = (page: Page, grid: string, row: number, col: string) =>
    page
      .getByRole('region', { name: grid })
      .locator(`.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`)
      .first()
      .innerText();

  /** The row index of the row whose `col` reads `text`. */
  async function rowOf(page: Page, grid: string, col: string, text: string): Promise<number> {
    const region = page.getByRole('region', { name: grid });
    const target = region.locator(`.ag-row .ag-cell[col-id="${col}"]`, { hasText: text }).first();
    await target.waitFor({ timeout: 15_000 });
    return Number(await target.evaluate((el) => el.closest('.ag-row')?.getAttribute('row-index')));
  }

  /** Clicks and answers the download the click starts. */
  async function downloadOf(page: Page, click: () => Promise<void>, timeoutMs = 15_000) {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: timeoutMs }),
      click(),
    ]);
    return download;
  }

  for (const width of [1440, 800]) {
    it(`practices: Export saves {id}.csv with the row's averages, in the browser's time (${width} px)`, async () => {
      const page = await signedIn('nfl.coach@dev.test', width, '/practices');
      const [practice] = PRACTICES;
      const row = await rowOf(page, 'Practices', 'name', practice?.name ?? '?');
      await expect
        .poll(() => cell(page, 'Practices', row, 'avgMaxSpeed'), { timeout: 15_000 })
        .toMatch(/^\d+\.\d\d$/);
      const shown = {
        speed: Number(await cell(page, 'Practices', row, 'avgMaxSpeed')),
        distance: Number(await cell(page, 'Practices', row, 'avgTotalDistance')),
        accels: await cell(page, 'Practices', row, 'avgAccels'),
        when: await cell(page, 'Practices', row, 'startTime'),
      };
      const button = page
        .getByRole('region', { name: 'Practices' })
        .getByRole('button', { name: `Export ${practice?.name}`, exact: true });
      // Pinned to the right edge: in view without scrolling the grid, even at 800 px.
      expect(await button.isVisible()).toBe(true);
      const box = await button.boundingBox();
      expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width);

      const download = await downloadOf(page, () => button.click());
      expect(download.suggestedFilename()).toBe(`${ids[0]}.csv`);
      const rows = await readDownloadedCsv(download);
      const totals = rows.filter((r) => r.Period === 'Total');
      expect(totals.length).toBeGreaterThan(20);
      expect(rows.filter((r) => r.Period === 'Stretch')).toHaveLength(totals.length);
      expect(rows.filter((r) => r.Period === 'Team')).toHaveLength(totals.length);
      // The players' numbers average to what the row shows: each cell and the row are rounded
      // (speeds to 0.01, distances to 0.1), so they agree within two roundings.
      expect(
        Math.abs(mean(totals.map((r) => r['Max Speed (mph)'] ?? '')) - shown.speed),
      ).toBeLessThan(0.0101);
      expect(
        Math.abs(mean(totals.map((r) => r['Total Distance (yd)'] ?? '')) - shown.distance),
      ).toBeLessThan(0.101);
      expect(mean(totals.map((r) => r['Acceleration Count'] ?? '')).toFixed(0)).toBe(shown.accels);
      // The practice's start, in the browser's zone, as the row's Date/Time shows it.
      const [, month = '', day = '', year = '', hour = '', minute = '', half = ''] =
        /^(\w+) (\d+), (\d{4}), (\d+):(\d\d)(AM|PM)$/.exec(shown.when) ?? [];
      const pad = (n: string | number) => String(n).padStart(2, '0');
      expect(totals[0]?.Start).toBe(
        `${pad((MONTH_NAMES as readonly string[]).indexOf(month) + 1)}/${pad(day)}/${year} ${pad(hour)}:${minute}${half}`,
      );
      const finished = page.getByRole('status').filter({ hasText: 'Download Finished' });
      await finished.waitFor();
      expect(await finished.innerText()).toContain(
        `Your file ${ids[0]}.csv has been downloaded successfully.`,
      );
      await screenshot(page, `export-practices-${width}`);
      await page.context().close();
    });

    it(`players: the Export menu builds the player's season of practices as {team}_bulk.csv (${width} px)`, async () => {
      const page = await signedIn('nfl.coach@dev.test', width, '/players');
      // The first player by name with numbers: tracked in both practices.
      const grid = page.getByRole('region', { name: 'Players' });
      await grid.locator('.ag-row[row-index="0"]').first().waitFor({ timeout: 15_000 });
      let row = 0;
      while (!/^\d/.test(await cell(page, 'Players', row, 'avgMaxSpeed'))) row++;
      const name = await cell(page, 'Players', row, 'name');
      const shown = {
        speed: Number(await cell(page, 'Players', row, 'avgMaxSpeed')),
        distance: Number(await cell(page, 'Players', row, 'avgTotalDistance')),
        accels: await cell(page, 'Players', row, 'avgAccels'),
      };
      const menuButton = grid.getByRole('button', { name: `Export ${name}`, exact: true });
      const box = await menuButton.boundingBox();
      expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await menuButton.click();
      const menu = page.getByRole('menu', { name: `Export ${name}` });
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Practices', 'Games']);
      await screenshot(page, `export-players-menu-${width}`);

      const download = await downloadOf(
        page,
        async () => {
          // The poll asks for the job's percent (progress=percent), which the notice shows.
          const poll = page.waitForRequest(
            (r) =>
              /\/reports\/bulk\//.test(r.url()) &&
              new URL(r.url()).searchParams.get('materialize') === 'no',
          );
          await menu.getByRole('menuitem', { name: 'Practices' }).click();
          expect(new URL((await poll).url()).searchParams.get('progress')).toBe('percent');
          const progress = page.getByRole('status').filter({ hasText: 'Download In Progress' });
          await progress.waitFor();
          expect(await progress.innerText()).toContain(
            'Your file PHI_bulk.csv is being processed.',
          );
          // The first answer of a new job is its start (0 %); the bar and the figure agree.
          const bar = progress.getByRole('progressbar', { name: 'Done so far' });
          await bar.waitFor();
          const done = Number(await bar.getAttribute('value'));
          expect(done).toBeGreaterThanOrEqual(0);
          expect(done).toBeLessThan(100);
          expect(await progress.innerText()).toContain(`${done}%`);
          expect(await menu.isVisible()).toBe(false);
          // One export at a time: the menus wait until this one is done.
          expect(await menuButton.isDisabled()).toBe(true);
          await screenshot(page, `export-players-progress-${width}`);
        },
        30_000,
      );
      expect(download.suggestedFilename()).toBe('PHI_bulk.csv');
      const rows = await readDownloadedCsv(download);
      expect(rows.map((r) => [r.Player, r.Session])).toEqual(PRACTICES.map((p) => [name, p.name]));
      // Each practice at its own local start, on daylight time and on standard time: the
      // browser's zone reaches dataaccess through the gateway (x-time-zone), not today's offset.
      expect(rows.map((r) => `${r.Date} ${r.Time}`)).toEqual(
        PRACTICES.map((p) => localStart(p.startMs, ZONES[width] ?? 'UTC')),
      );
      expect(
        Math.abs(mean(rows.map((r) => r['Max Speed (mph)'] ?? '')) - shown.speed),
      ).toBeLessThan(0.0101);
      expect(
        Math.abs(mean(rows.map((r) => r['Total Distance (yd)'] ?? '')) - shown.distance),
      ).toBeLessThan(0.551);
      expect(mean(rows.map((r) => r['Acceleration Count'] ?? '')).toFixed(0)).toBe(shown.accels);
      await page.getByRole('status').filter({ hasText: 'Download Finished' }).waitFor();
      expect(await menuButton.isDisabled()).toBe(false);
      await screenshot(page, `export-players-finished-${width}`);

      if (width === 1440) {
        // No games were tracked this season: the games file has the header alone.
        await menuButton.click();
        const games = await downloadOf(
          page,
          () => menu.getByRole('menuitem', { name: 'Games' }).click(),
          30_000,
        );
        expect(games.suggestedFilename()).toBe('PHI_bulk.csv');
        expect(await readDownloadedCsv(games)).toEqual([]);
      }
      await page.context().close();
    });
  }

  it("team page: the practices tab's rows export too; the gateway passes the file through (1440 px)", async () => {
    const path = '/team/NFC/3700/teamPerformance/practices';
    const page = await signedIn('nfl.coach@dev.test', 1440, path);
    const button = page
      .getByRole('region', { name: 'Practices' })
      .getByRole('button', { name: `Export ${PRACTICES[1]?.name}`, exact: true });
    await button.waitFor({ timeout: 15_000 });
    const download = await downloadOf(page, () => button.click());
    expect(download.suggestedFilename()).toBe(`${ids[1]}.csv`);
    expect((await readDownloadedCsv(download)).length).toBeGreaterThan(20);

    const direct = await page.request.get(
      `${product.url}/api/da/reports/csv/${ids[1]}?tzOffset=0&totalsOnly=yes`,
    );
    expect(direct.status()).toBe(200);
    expect(direct.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(direct.headers()['content-disposition']).toBe(`attachment; filename="${ids[1]}.csv"`);
    const foreign = await page.request.get(
      `${product.url}/api/da/reports/bulk/1050/practices/20260301-20270228?tzOffset=0`,
    );
    expect(foreign.status()).toBe(403);
    await page.context().close();
  });
});
