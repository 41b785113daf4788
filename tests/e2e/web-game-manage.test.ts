/**
 * Game Manage in the browser (issue 20, 03 §2 "Game Manage (Removed Plays)", §4, §5, §8): a
 * data-ops user opens a game's Game Manager from its tabs, unlocks editing, sees a failing
 * cell say why while Save stays disabled, removes two plays (each of one player), saves,
 * reprocesses the game, follows it to the end, and sees those players' distances on the
 * game's performance page drop by what fullpractice groupBy=play reported for them in those
 * plays. A game that has not started says 'Game Manager will be available upon completion of
 * game processing.' Screenshots at 1440 and 800 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  formatMetric,
  MSG_CHANGES_SAVED,
  MSG_GAME_MANAGER_UNAVAILABLE,
  MSG_REPROCESS_STARTED,
  paths,
} from '../../domain';
import type { MetricValues } from '../../dataaccess/src/metrics';
import { type Product } from '../../scripts/product';
import { seedSession } from '../support/past-sessions';
import { storePlayedGame } from '../support/played-games';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, screenshot, startE2e } from './browser';

const TEAM = '3700';
const VISITOR = '1200';
const DATA_OPS = 'dataops@dev.test';
const GAME = `e2e-game-manage-${Date.now().toString(36)}`;
const FUTURE = `${GAME}-future`;
const GRID = 'All metrics';

interface Row {
  id: string;
  name: string;
  metrics: MetricValues;
}

interface Full {
  players: Row[];
  byPeriod: { playId?: string; players: Row[] }[];
}

/** One removal: a player (row of the roster) and the play their samples leave. */
interface Removal {
  readonly playerId: string;
  readonly name: string;
  readonly nflId: string;
  readonly playId: string;
}

/** The distance the performance page shows for the player named `name`. */
async function shownDistance(page: Page, name: string): Promise<string> {
  const names = await gridCells(page, GRID, 'name');
  const distances = await gridCells(page, GRID, 'totalDis');
  return distances[names.indexOf(name)] ?? '';
}

describe.skipIf(!chromiumAvailable())('game manage in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let removals: Removal[] = [];
  /** Each removed player's distance before, and what the play of theirs held. */
  const expected = new Map<string, { before: number; inPlay: number }>();

  const fullPractice = async (query = ''): Promise<Full> => {
    const res = await product.dataaccess.app.inject({
      method: 'GET',
      url: `/dataaccess/fullpractice/${GAME}${query}`,
      headers: { 'x-service-token': product.serviceToken },
    });
    const item = res.json<{ results: Full[] }>().results[0];
    if (item === undefined) throw new Error('fullpractice is empty');
    return item;
  };

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-game-manage-'));
    const db = product.store.db;
    const pick = (team: string, n: number) =>
      db
        .selectFrom('players')
        .select(['player_id', 'name', 'jersey', 'position'])
        .where('team_id', '=', team)
        .where('status', '=', 'ACT')
        .orderBy('name')
        .limit(n)
        .execute();
    const roster = [...(await pick(TEAM, 4)), ...(await pick(VISITOR, 2))];
    // Every tracked player gets an NFL id of this run.
    const nflIds = new Map(roster.map((p, i) => [p.player_id, String(5_900_000 + i)]));
    for (const [playerId, nflId] of nflIds) {
      await db
        .updateTable('players')
        .set({ nfl_id: nflId })
        .where('player_id', '=', playerId)
        .execute();
    }
    await storePlayedGame(db, {
      id: GAME,
      name: 'Removed Plays Game',
      teamId: TEAM,
      visitorTeamId: VISITOR,
      startMs: Date.now() - 2 * DAY_MS,
      players: roster.map((p) => ({ id: p.player_id, jersey: p.jersey, position: p.position })),
      plays: [
        { playId: '56', quarter: 1, seconds: 14 },
        { playId: '78', quarter: 1, seconds: 12 },
        { playId: '101', quarter: 2, seconds: 15 },
        { playId: '2345', quarter: 3, seconds: 13 },
      ],
    });
    await seedSession(db, FUTURE, {
      teamId: TEAM,
      visitorTeamId: VISITOR,
      type: 'game',
      status: 'future',
      startTime: Date.now() + DAY_MS,
      name: 'Future Game',
    });
    const [a, b] = roster;
    if (a === undefined || b === undefined) throw new Error('too few players');
    removals = [
      { playerId: a.player_id, name: a.name, nflId: nflIds.get(a.player_id) ?? '', playId: '78' },
      { playerId: b.player_id, name: b.name, nflId: nflIds.get(b.player_id) ?? '', playId: '2345' },
    ];
    const before = await fullPractice();
    const byPlay = await fullPractice('?groupBy=play');
    for (const r of removals) {
      const was = before.players.find((p) => p.id === r.playerId)?.metrics.totalDis ?? NaN;
      const play = byPlay.byPeriod.find((e) => e.playId === r.playId);
      const inPlay = play?.players.find((p) => p.id === r.playerId)?.metrics.totalDis ?? NaN;
      expected.set(r.playerId, { before: was, inPlay });
    }
  }, 240_000);

  afterAll(() => stop());

  it('removes two plays, saves, reprocesses, and the numbers drop by those plays', async () => {
    const page = await openSignedIn(
      { product, browser },
      DATA_OPS,
      1440,
      paths.gamePerformance(GAME, TEAM),
    );
    const grid = page.getByRole('region', { name: GRID });
    await grid.locator('.ag-row').first().waitFor();
    for (const r of removals) {
      const { before, inPlay } = expected.get(r.playerId) ?? { before: NaN, inPlay: NaN };
      // Each play held more than a yard of the player's distance: the page must show the drop.
      expect(inPlay).toBeGreaterThan(1);
      await expect.poll(() => shownDistance(page, r.name)).toBe(formatMetric('totalDis', before));
    }

    // Reached from the game's tabs.
    await page.getByRole('link', { name: 'Game Manager' }).click();
    await page.waitForURL((url) => url.pathname === paths.gameManage(GAME, TEAM));
    const table = page.getByRole('table', { name: 'Removed plays' });
    await table.getByText('No play is removed from this game.').waitFor();
    const editing = page.getByRole('switch', { name: 'Editing' });
    expect(await editing.getAttribute('aria-checked')).toBe('false');
    await editing.click();
    await expect.poll(() => editing.getAttribute('aria-checked')).toBe('true');
    const save = page.getByRole('button', { name: 'Save' });

    // A failing cell says why, and Save waits for every row to pass.
    const [first, second] = removals;
    if (first === undefined || second === undefined) throw new Error('two removals');
    await page.getByRole('button', { name: '+ Add Play' }).click();
    await page.getByLabel('Row 1 play ID').fill('7');
    await page.getByLabel('Row 1 NFL ID').fill(first.nflId);
    await page.getByText('The play ID must be longer than 1 character.').waitFor();
    expect(await page.getByLabel('Row 1 play ID').getAttribute('aria-invalid')).toBe('true');
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Row 1 play ID').fill(first.playId);
    await page.getByRole('button', { name: '+ Add Play' }).click();
    await page.getByLabel('Row 2 play ID').fill(second.playId);
    await page.getByLabel('Row 2 NFL ID').fill('4321');
    await page.getByText('The NFL ID must be longer than 4 characters.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'game-manage-editing-800');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByLabel('Row 2 NFL ID').fill(second.nflId);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText(MSG_CHANGES_SAVED).waitFor();
    await expect.poll(() => editing.getAttribute('aria-checked')).toBe('false');
    await table.getByRole('cell', { name: second.playId, exact: true }).waitFor();
    await page.getByText('The saved list is not applied yet').waitFor();

    // Reprocess: the spec's words for 0, then the game's new numbers.
    await page.getByRole('button', { name: 'Reprocess Game' }).click();
    await page.getByText(MSG_REPROCESS_STARTED).waitFor();
    const done = page.getByText("Reprocessed: the game's numbers leave out 2 removed plays.");
    await done.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText('The saved list is not applied yet').count()).toBe(0);
    await screenshot(page, 'game-manage-1440');

    await page.getByRole('link', { name: "See the game's numbers" }).click();
    await page.waitForURL((url) => url.pathname === paths.gamePerformance(GAME, TEAM));
    await page.getByRole('region', { name: GRID }).locator('.ag-row').first().waitFor();
    for (const r of removals) {
      const { before, inPlay } = expected.get(r.playerId) ?? { before: NaN, inPlay: NaN };
      await expect
        .poll(() => shownDistance(page, r.name))
        .toBe(formatMetric('totalDis', before - inPlay));
    }
    await page.context().close();
  });

  it('says the Game Manager waits for a game that has not started', async () => {
    const page = await openSignedIn(
      { product, browser },
      DATA_OPS,
      800,
      paths.gameManage(FUTURE, TEAM),
    );
    await page.getByText(MSG_GAME_MANAGER_UNAVAILABLE).waitFor();
    expect(await page.getByRole('table', { name: 'Removed plays' }).count()).toBe(0);
    await screenshot(page, 'game-manage-unavailable-800');
    await page.context().close();
  });
});
