/**
 * Practice Tracking in the browser (issue 20 item 6, 03 §2): a past practice whose
 * positions hold three of the team's active players and a tag on no roster. The three
 * counters over the players shown, the up and down arrows with their words, the status
 * filter (ACT and DEV by default, 01 §3.2) and the position filter, the way back, and the
 * table whole at 1440 and 800 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, paths, positionGroupOf } from '../../domain';
import { type Product } from '../../scripts/product';
import { storePastSession } from '../support/past-sessions';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, screenshot, startE2e } from './browser';
import { gridFitFaults } from './grid-fit';

const TEAM = '3700';
const COACH = 'nfl.coach@dev.test';
const GRID = 'Practice tracking';
const VISITOR = '1200';
const PRACTICE = `e2e-tracking-${Date.now().toString(36)}`;
const GAME = `${PRACTICE}-game`;
const TAG = `e2e-tag-${Date.now().toString(36)}`;
const NFL_ID = '52431';

interface Player {
  player_id: string;
  name: string;
  jersey: string;
  position: string;
  status: string;
}

/** The counter named `label`, as a number. */
async function counter(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole('group', { name: 'Tracking counters' })
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .innerText();
  return Number(text);
}

/** The three counters. */
async function counters(page: Page) {
  return {
    players: await counter(page, 'Players'),
    tracked: await counter(page, 'Tracked'),
    notTracked: await counter(page, 'Not tracked'),
  };
}

describe.skipIf(!chromiumAvailable())('practice tracking in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let roster: Player[];
  let tracked: Player[];

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-tracking-'));
    const db = product.store.db;
    roster = await db
      .selectFrom('players')
      .select(['player_id', 'name', 'jersey', 'position', 'status'])
      .where('team_id', '=', TEAM)
      .orderBy('name')
      .execute();
    // Three active players of different groups had positions; the rest did not.
    const groups = new Set<string>();
    tracked = roster.filter((p) => {
      const group = positionGroupOf(p.position);
      if (p.status !== 'ACT' || group === undefined || groups.has(group) || groups.size === 3)
        return false;
      groups.add(group);
      return true;
    });
    const first = tracked[0];
    if (tracked.length !== 3 || first === undefined) throw new Error('too few active players');
    await db
      .updateTable('players')
      .set({ nfl_id: NFL_ID })
      .where('player_id', '=', first.player_id)
      .execute();
    await storePastSession(db, {
      id: PRACTICE,
      kind: 'practice',
      teamId: TEAM,
      startMs: Date.now() - DAY_MS,
      durationMs: 60_000,
      players: [
        ...tracked.map((p) => ({ id: p.player_id, jersey: p.jersey, position: p.position })),
        { id: TAG, jersey: '99', position: 'WR' },
      ],
      fields: { name: 'Tracked Practice' },
      computeMetrics: false,
    });
    // A game: one player of each side had positions.
    const [visitor] = await db
      .selectFrom('players')
      .select(['player_id', 'jersey', 'position'])
      .where('team_id', '=', VISITOR)
      .where('status', '=', 'ACT')
      .orderBy('name')
      .limit(1)
      .execute();
    if (visitor === undefined) throw new Error('no visiting player');
    await storePastSession(db, {
      id: GAME,
      kind: 'game',
      teamId: TEAM,
      visitorTeamId: VISITOR,
      startMs: Date.now() - 2 * DAY_MS,
      durationMs: 30_000,
      players: [
        { id: first.player_id, jersey: first.jersey, position: first.position },
        { id: visitor.player_id, jersey: visitor.jersey, position: visitor.position },
      ],
      fields: { name: 'Tracked Game' },
      computeMetrics: false,
    });
  }, 240_000);

  afterAll(() => stop());

  const path = paths.practiceTracking(PRACTICE);
  const activeOrDev = () => roster.filter((p) => p.status === 'ACT' || p.status === 'DEV');

  it('counts the active and developmental players, tracked or not, with an arrow each', async () => {
    // Reached from the session page's tabs.
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      paths.practicePerformance(PRACTICE, 'expanded'),
    );
    await page.getByRole('link', { name: 'Practice Tracking' }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { name: 'Tracked Practice' }).waitFor();
    const grid = page.getByRole('region', { name: GRID });
    await grid.locator('.ag-row').first().waitFor();
    const shown = activeOrDev();
    await expect
      .poll(() => counters(page))
      .toEqual({ players: shown.length, tracked: 3, notTracked: shown.length - 3 });
    for (const status of await gridCells(page, GRID, 'status'))
      expect(['ACT', 'DEV']).toContain(status);
    // TRACKING sorts the players not tracked first, then those tracked (the rows on screen
    // are those AG Grid renders, so the sort brings them into view).
    const header = grid.getByRole('columnheader', { name: 'TRACKING' });
    await header.click();
    await expect
      .poll(async () => (await gridCells(page, GRID, 'tracking'))[0])
      .toMatch(/▼\s*Not tracked/);
    const idleName = (await gridCells(page, GRID, 'name'))[0] ?? '';
    expect(tracked.map((p) => p.name)).not.toContain(idleName);
    await header.click();
    await expect
      .poll(async () => (await gridCells(page, GRID, 'tracking')).slice(0, 4))
      .toEqual([
        expect.stringMatching(/▲\s*Tracked: \d+ position samples/),
        expect.stringMatching(/▲/),
        expect.stringMatching(/▲/),
        expect.stringMatching(/▼\s*Not tracked/),
      ]);
    const names = (await gridCells(page, GRID, 'name')).slice(0, 3);
    expect([...names].sort()).toEqual(tracked.map((p) => p.name).sort());
    const first = tracked[0];
    const at = names.indexOf(first?.name ?? '');
    expect((await gridCells(page, GRID, 'nflId'))[at]).toBe(NFL_ID);
    expect((await gridCells(page, GRID, 'positionGroup'))[at]).toBe(
      positionGroupOf(first?.position ?? ''),
    );
    expect(await gridFitFaults(page, GRID)).toEqual([]);
    await screenshot(page, 'tracking-1440');
    // The detail page's tabs lead back to the practice's numbers; this tab is the current one.
    const tabs = page.getByRole('navigation', { name: 'Current view' });
    expect(
      await tabs.getByRole('link', { name: 'All Metrics', exact: true }).getAttribute('href'),
    ).toBe(paths.practicePerformance(PRACTICE, 'expanded'));
    expect(
      await tabs.getByRole('link', { name: 'Practice Tracking' }).getAttribute('aria-current'),
    ).toBe('page');
    await page.context().close();
  });

  it('narrows by position group and widens to every status, the tag on no roster included', async () => {
    const page = await openSignedIn({ product, browser }, COACH, 1440, path);
    const grid = page.getByRole('region', { name: GRID });
    await grid.locator('.ag-row').first().waitFor();
    const first = tracked[0];
    const group = positionGroupOf(first?.position ?? '') ?? '';
    await page.getByRole('button', { name: /^Positions:/ }).click();
    const positions = page.getByRole('dialog', { name: 'Positions' });
    await positions.getByRole('checkbox', { name: 'All', exact: true }).uncheck();
    await positions.getByRole('checkbox', { name: group, exact: true }).check();
    await positions.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(new RegExp(`pos=${group}`));
    const inGroup = activeOrDev().filter((p) => positionGroupOf(p.position) === group);
    await expect
      .poll(() => counters(page))
      .toEqual({ players: inGroup.length, tracked: 1, notTracked: inGroup.length - 1 });
    await expect
      .poll(() => gridCells(page, GRID, 'positionGroup'))
      .toEqual(inGroup.map(() => group));

    // Every status: the whole roster of the group, then every group with the tag too.
    await page.getByRole('button', { name: /^Statuses:/ }).click();
    const statuses = page.getByRole('dialog', { name: 'Statuses' });
    await statuses.getByRole('checkbox', { name: 'All', exact: true }).check();
    await statuses.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/status=all/);
    const wholeGroup = roster.filter((p) => positionGroupOf(p.position) === group);
    await expect.poll(() => counter(page, 'Players')).toBe(wholeGroup.length);
    await page.getByRole('button', { name: /^Positions:/ }).click();
    await positions.getByRole('checkbox', { name: 'All', exact: true }).check();
    await positions.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => counters(page))
      .toEqual({ players: roster.length + 1, tracked: 4, notTracked: roster.length - 3 });
    // Only those on no roster: the tag, tracked, under its entity id.
    await page.getByRole('button', { name: /^Statuses:/ }).click();
    await statuses.getByRole('checkbox', { name: 'All', exact: true }).uncheck();
    await statuses.getByRole('checkbox', { name: 'No status' }).check();
    await statuses.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => counters(page)).toEqual({ players: 1, tracked: 1, notTracked: 0 });
    expect(await gridCells(page, GRID, 'name')).toEqual([TAG]);
    expect(await gridCells(page, GRID, 'status')).toEqual(['-']);
    // The choice is in the address: a reload keeps it.
    await page.reload();
    await expect.poll(() => counter(page, 'Players')).toBe(1);
    await page.context().close();
  });

  it("shows a game from the side the address names, that side's players only", async () => {
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      paths.gameTracking(GAME, VISITOR),
    );
    await page.getByRole('heading', { name: 'Tracked Game' }).waitFor();
    const visitors = await product.store.db
      .selectFrom('players')
      .select('player_id')
      .where('team_id', '=', VISITOR)
      .where('status', 'in', ['ACT', 'DEV'])
      .execute();
    await expect
      .poll(() => counters(page))
      .toEqual({ players: visitors.length, tracked: 1, notTracked: visitors.length - 1 });
    expect(
      await page
        .getByRole('navigation', { name: 'Current view' })
        .getByRole('link', { name: 'All Metrics', exact: true })
        .getAttribute('href'),
    ).toBe(paths.gamePerformance(GAME, VISITOR));
    await page.context().close();
  });

  it('fits an 800 px window whole', async () => {
    const page = await openSignedIn({ product, browser }, COACH, 800, path);
    const grid = page.getByRole('region', { name: GRID });
    await grid.locator('.ag-row').first().waitFor();
    await expect.poll(() => counter(page, 'Tracked')).toBe(3);
    expect(await gridFitFaults(page, GRID)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      800,
    );
    await screenshot(page, 'tracking-800');
    await page.context().close();
  });
});
