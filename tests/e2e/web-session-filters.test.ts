/**
 * The session page's filters and exports in the browser (issue 19, 02 §2–§5, §9), against
 * past sessions whose numbers the engine computed from simulated positions: the comparison
 * and the percentage of it, players excluded from the averages (saved 5 s after the last
 * click, on a controlled clock), the periods filter, time since max, the time slider, a
 * game by quarter and by play, and the page's and the pop-up's CSV exports.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, DEBOUNCE_MS, defaultSeasonYear, formatMetric } from '../../domain';
import { type Product } from '../../scripts/product';
import { storePastSession } from '../support/past-sessions';
import { chromiumAvailable } from '../support/services';
import {
  gridCells,
  openSignedIn,
  readDownloadedCsv,
  screenshot,
  startE2e,
  waitForColumn,
} from './browser';

const TEAM = '3700';
const OTHER = '1200';
const COACH = 'nfl.coach@dev.test';
const now = Date.now();
const season = defaultSeasonYear(new Date(now), 'games');
/** Three days ago, or just after the season's start when the season is younger. */
const firstMs = Math.max(Date.UTC(season, 2, 1, 15), now - 3 * DAY_MS);
const MIN = 60_000;

interface Player {
  player_id: string;
  name: string;
  jersey: string;
  position: string;
}

/** The numbers of a session as fullpractice answers them. */
interface Full {
  highlights: Record<string, number>;
  players: { id: string; name: string; metrics: Record<string, number> }[];
  byPeriod: {
    index: number;
    name: string;
    players: { id: string; metrics: Record<string, number> }[];
  }[];
}

/** A dataaccess call through the gateway, from the signed-in page. */
async function call<T>(page: Page, path: string): Promise<T[]> {
  const body = await page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'same-origin' });
    return (await res.json()) as { results: unknown[] };
  }, `/api/da/${path}`);
  return body.results as T[];
}

/**
 * Clicks a table's checkbox until it shows `on`: the grid draws the new state a moment after
 * the click on a busy machine, which Playwright's check() would call a failure.
 */
async function setBox(page: Page, name: string, on: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name });
  if ((await box.isChecked()) !== on) await box.click();
  await expect.poll(() => box.isChecked()).toBe(on);
}

describe.skipIf(!chromiumAvailable())('the session page filters in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let own: Player[];

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-filters-'));
    const db = product.store.db;
    own = await db
      .selectFrom('players')
      .select(['player_id', 'name', 'jersey', 'position'])
      .where('team_id', '=', TEAM)
      .orderBy('name')
      .orderBy('player_id')
      .limit(4)
      .execute();
    const visitors = await db
      .selectFrom('players')
      .select(['player_id', 'name', 'jersey', 'position'])
      .where('team_id', '=', OTHER)
      .orderBy('name')
      .limit(2)
      .execute();
    const sim = (p: Player) => ({ id: p.player_id, jersey: p.jersey, position: p.position });
    // Two earlier practices to compare with, then the one the tests open: two periods.
    for (const [i, name] of ['Earlier One', 'Earlier Two'].entries()) {
      await storePastSession(
        db,
        {
          id: `e2e-filters-earlier-${i}`,
          kind: 'practice',
          teamId: TEAM,
          startMs: firstMs + i * DAY_MS,
          players: own.map(sim),
          fields: { name, intensity: i === 0 ? 'High' : 'Low' },
        },
        10 + i,
      );
    }
    const startMs = firstMs + 2 * DAY_MS;
    await storePastSession(
      db,
      {
        id: 'e2e-filters-practice',
        kind: 'practice',
        teamId: TEAM,
        startMs,
        durationMs: 4 * MIN,
        players: own.map(sim),
        fields: {
          name: 'Filtered Practice',
          intensity: 'High',
          drills: [
            { drillType: 'Warm', startTs: startMs, endTs: startMs + 2 * MIN },
            { drillType: 'Team', startTs: startMs + 2 * MIN, endTs: startMs + 4 * MIN },
          ],
        },
      },
      12,
    );
    // A practice whose final numbers nobody has computed yet: the processing job does.
    await storePastSession(
      db,
      {
        id: 'e2e-filters-unprocessed',
        kind: 'practice',
        teamId: TEAM,
        startMs: startMs + 2 * 3600_000,
        players: own.map(sim),
        fields: { name: 'Just Ended' },
        computeMetrics: false,
      },
      14,
    );
    const gameMs = startMs + 5 * 3600_000;
    await storePastSession(
      db,
      {
        id: 'e2e-filters-game',
        kind: 'game',
        teamId: TEAM,
        visitorTeamId: OTHER,
        startMs: gameMs,
        durationMs: 4 * MIN,
        players: [...own, ...visitors].map(sim),
        fields: {
          name: 'DAL @ PHI',
          drills: ['Q1', 'Q2', 'Q3', 'Q4'].map((q, i) => ({
            drillType: q,
            startTs: gameMs + i * MIN,
            endTs: gameMs + (i + 1) * MIN,
          })),
        },
      },
      13,
    );
  }, 240_000);

  afterAll(() => stop());

  const practicePath = '/view/practice/e2e-filters-practice/performance/expanded/page';

  it("the comparison: % of the past days or of chosen practices, each a whole percentage of the player's average", async () => {
    const page = await openSignedIn({ product, browser }, COACH, 1440, practicePath);
    const grid = page.getByRole('region', { name: 'All metrics' });
    await grid.locator('.ag-row').first().waitFor();
    await page.getByRole('radio', { name: '% of comparison' }).click();
    await page.waitForURL(/show=percent/);
    await waitForColumn(grid, grid.getByRole('columnheader', { name: /Total Yds %/ }));
    const [comparison] = await call<{
      players: Record<string, Record<string, number>>;
      count: number;
    }>(page, 'comparison/e2e-filters-practice?days=7');
    expect(comparison?.count).toBe(2);
    const [full] = await call<Full>(page, 'fullpractice/e2e-filters-practice');
    const first = own[0];
    if (first === undefined || full === undefined || comparison === undefined)
      throw new Error('no data');
    const value = full.players.find((p) => p.id === first.player_id)?.metrics.totalDis ?? NaN;
    const base = comparison.players[first.player_id]?.totalDis ?? NaN;
    const expected = `${Math.round((value / base) * 100)}%`;
    await expect
      .poll(async () => {
        const names = await gridCells(page, 'All metrics', 'name');
        const cells = await gridCells(page, 'All metrics', 'totalDis');
        return cells[names.indexOf(first.name)];
      })
      .toBe(expected);
    // Percentages are red only in live mode: none here whatever the threshold.
    await page.getByRole('button', { name: /^Compare with/ }).click();
    const panel = page.getByRole('dialog', { name: 'Comparison' });
    await panel.getByRole('radio', { name: 'Compare to practices' }).click();
    expect(await panel.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await panel.getByRole('checkbox', { name: /Earlier One/ }).click();
    await panel.getByLabel('Threshold').selectOption('70');
    await screenshot(page, 'session-comparison-1440');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/cmp=practices&cmpIds=e2e-filters-earlier-0/);
    await page.getByRole('button', { name: 'Compare with: 1 practice' }).waitFor();
    const [one] = await call<{ players: Record<string, Record<string, number>> }>(
      page,
      'comparison/e2e-filters-practice?practiceIds=e2e-filters-earlier-0',
    );
    const oneBase = one?.players[first.player_id]?.totalDis ?? NaN;
    await expect
      .poll(async () => {
        const names = await gridCells(page, 'All metrics', 'name');
        const cells = await gridCells(page, 'All metrics', 'totalDis');
        return cells[names.indexOf(first.name)];
      })
      .toBe(`${Math.round((value / oneBase) * 100)}%`);
    expect(await grid.locator('.over-threshold').count()).toBe(0);
    await page.context().close();
  });

  it('excluding players: shown at once, saved and the averages read again 5 s after the last click, kept over a reload', async () => {
    const page = await openSignedIn({ product, browser }, COACH, 1440, practicePath, {
      clockFrom: Date.now(),
    });
    const highlights = page.getByLabel('Session highlights');
    await highlights.getByText('Avg Total Distance').waitFor();
    const [full] = await call<Full>(page, 'fullpractice/e2e-filters-practice');
    if (full === undefined) throw new Error('no data');
    const [a, b] = own;
    if (a === undefined || b === undefined) throw new Error('no players');
    const left = full.players.filter((p) => p.id !== a.player_id && p.id !== b.player_id);
    const average = left.reduce((s, p) => s + (p.metrics.totalDis ?? 0), 0) / left.length;
    const avgText = () =>
      highlights.locator('div', { hasText: 'Avg Total Distance' }).locator('dd').innerText();
    const before = await avgText();
    await setBox(page, `Exclude ${a.name} from the averages`, true);
    await setBox(page, `Exclude ${b.name} from the averages`, true);
    // Nothing is saved before 5 s have passed since the last click.
    await page.clock.runFor(DEBOUNCE_MS.excludedPlayers - 1_000);
    expect(await avgText()).toBe(before);
    await page.clock.runFor(1_500);
    await highlights.getByText('Averages leave out 2 excluded players.').waitFor();
    await expect.poll(avgText).toMatch(new RegExp(`^${Math.round(average)}`));
    await page.reload();
    await page
      .getByRole('checkbox', { name: `Exclude ${a.name} from the averages` })
      .and(page.locator(':checked'))
      .waitFor();
    await highlights.getByText('Averages leave out 2 excluded players.').waitFor();
    // Taking them back restores the averages.
    await setBox(page, `Exclude ${a.name} from the averages`, false);
    await setBox(page, `Exclude ${b.name} from the averages`, false);
    await page.clock.runFor(DEBOUNCE_MS.excludedPlayers + 500);
    await expect.poll(avgText).toBe(before);
    await page.context().close();
  });

  it('periods, time since max and the time slider narrow the numbers', async () => {
    const page = await openSignedIn({ product, browser }, COACH, 1440, practicePath, {
      clockFrom: Date.now(),
    });
    const grid = page.getByRole('region', { name: 'All metrics' });
    await grid.locator('.ag-row').first().waitFor();
    const [full] = await call<Full>(page, 'fullpractice/e2e-filters-practice');
    const team = full?.byPeriod.find((p) => p.name === 'Team');
    const first = own[0];
    if (team === undefined || first === undefined) throw new Error('no period');
    const inTeam = team.players.find((p) => p.id === first.player_id)?.metrics.totalDis ?? NaN;

    await page.getByRole('button', { name: /^Periods:/ }).click();
    const periods = page.getByRole('dialog', { name: 'Periods' });
    await periods.getByRole('checkbox', { name: 'Warm' }).uncheck();
    await periods.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(new RegExp(`periods=${team.index}`));
    await expect
      .poll(async () => {
        const names = await gridCells(page, 'All metrics', 'name');
        const cells = await gridCells(page, 'All metrics', 'totalDis');
        return cells[names.indexOf(first.name)];
      })
      .toBe(formatMetric('totalDis', inTeam));

    await page.getByLabel('Time since max').selectOption('70');
    await page.waitForURL(/since=70/);
    await waitForColumn(grid, grid.getByRole('columnheader', { name: 'Since Max' }));
    await expect
      .poll(async () => (await gridCells(page, 'All metrics', 'timeSinceMaxSec')).join(' '))
      .toMatch(/\d\d:\d\d/);

    // The slider's start moved by the keyboard: the address follows 1500 ms later.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('periods='));
    const start = page.getByLabel('Window start');
    await start.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(DEBOUNCE_MS.timeSlider - 500);
    expect(page.url()).not.toContain('from=');
    await page.clock.runFor(1_000);
    await page.waitForURL(/from=\d+/);
    await grid.locator('.ag-row').first().waitFor();
    await screenshot(page, 'session-filters-1440');
    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'session-filters-800');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: 'Players' }).waitFor();
    await screenshot(page, 'session-filters-390');
    await page.context().close();
  });

  for (const width of [1440, 800]) {
    it(`a game by quarter and by play (${width} px)`, async () => {
      const page = await openSignedIn(
        { product, browser },
        COACH,
        width,
        `/view/game/e2e-filters-game/${TEAM}/performance/expanded/page`,
      );
      // Narrow screens fold the filters into one line.
      if (width <= 900) await page.locator('.session-filters-fold > summary').click();
      await page.getByRole('radio', { name: 'By quarter' }).click();
      await page.waitForURL(/gv=quarters/);
      const quarter = page.getByLabel('Quarter', { exact: true });
      await expect
        .poll(() => quarter.locator('option').allInnerTexts())
        .toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
      await quarter.selectOption({ label: 'Q3' });
      await page.waitForURL(/grp=3/);
      if (width > 900) {
        await expect
          .poll(async () => (await gridCells(page, 'All metrics', 'name')).length)
          .toBe(own.length);
      }
      await screenshot(page, `session-game-quarters-${width}`);
      await page.getByRole('radio', { name: 'By play' }).click();
      await page.getByText('This game has no recorded plays.').waitFor();
      await page.context().close();
    });
  }

  it('a practice just ended: the processing job computes its final numbers, then the page shows them', async () => {
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      '/view/practice/e2e-filters-unprocessed/performance/expanded/page',
    );
    await expect
      .poll(async () => (await gridCells(page, 'All metrics', 'name')).sort(), { timeout: 30_000 })
      .toEqual(own.map((p) => p.name).sort());
    const [status] = await call<{ state: string; percent: number }>(
      page,
      'processing/e2e-filters-unprocessed',
    );
    expect(status).toMatchObject({ state: 'done', percent: 100 });
    const kept = await product.store.db
      .selectFrom('session_metrics')
      .select('entity_id')
      .where('session_id', '=', 'e2e-filters-unprocessed')
      .execute();
    expect(kept).toHaveLength(own.length);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await page.context().close();
  });

  it("exports: the pop-up's player CSV as {id}_{playerId}.csv, the page's totals only", async () => {
    const page = await openSignedIn({ product, browser }, COACH, 1440, practicePath);
    const first = own[0];
    if (first === undefined) throw new Error('no players');
    await page.getByRole('region', { name: 'All metrics' }).getByText(first.name).first().click();
    const dialog = page.getByRole('dialog');
    const [single] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: `Export ${first.name}` }).click(),
    ]);
    expect(single.suggestedFilename()).toBe(`e2e-filters-practice_${first.player_id}.csv`);
    const rows = await readDownloadedCsv(single);
    expect(new Set(rows.map((r) => r.Player))).toEqual(new Set([first.name]));
    expect(rows.map((r) => r.Period)).toEqual(['Total', 'Warm', 'Team']);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The page's menu: totals only, one row per player.
    await page.getByRole('button', { name: 'Export Filtered Practice' }).click();
    const [totals] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Totals Only Export' }).click(),
    ]);
    expect(totals.suggestedFilename()).toBe('e2e-filters-practice.csv');
    const all = await readDownloadedCsv(totals);
    expect(all.map((r) => r.Period)).toEqual(own.map(() => 'Total'));
    expect(new Set(all.map((r) => r.Player))).toEqual(new Set(own.map((p) => p.name)));
    await page.context().close();
  });
});
