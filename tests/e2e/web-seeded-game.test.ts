/**
 * A game of the demo season as a coach opens it (issue 36 item 2): a past game of the demo
 * team, played play by play and filled as the history fills it, shows its score in the
 * header, its four quarters By quarter and every play By play (120 to 180 of them), and Game
 * Manager offers the game's plays and tracked players to pick. Screenshots at 1440 px, and of
 * Game Manager at 800 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, type SessionDoc } from '../../dataaccess';
import { gamePlays } from '../../dataaccess/src/live/removed-plays';
import { paths } from '../../domain';
import { type Product } from '../../scripts/product';
import { fillSession } from '../../scripts/demo/history';
import { seedDemoSchedule } from '../../scripts/demo/seed';
import { chromiumAvailable } from '../support/services';
import { openSignedIn, screenshot, startE2e } from './browser';

const TEAM = '3700';
const DATA_OPS = 'dataops@dev.test';

describe.skipIf(!chromiumAvailable())('a seeded game in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let game: SessionDoc;

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-seeded-game-'));
    const db = product.store.db;
    await seedDemoSchedule(db);
    const row = await db
      .selectFrom('sessions')
      .select('session_id')
      .where('kind', '=', 'game')
      .where('status', '=', 'complete')
      .where('team_id', '=', TEAM)
      .orderBy('start_ms', 'desc')
      .executeTakeFirstOrThrow();
    game = await getSession(db, row.session_id);
    await fillSession(db, game);
  }, 900_000);
  afterAll(async () => {
    await stop();
  });

  it.each([1440, 800])(
    'shows the score, the quarters and every play at %i px',
    async (width) => {
      const plays = gamePlays(game);
      expect(plays.length).toBeGreaterThanOrEqual(120);
      expect(plays.length).toBeLessThanOrEqual(180);
      const score = game.score as {
        homeTeamScore: { pointTotal: number };
        visitorTeamScore: { pointTotal: number };
      };
      const page = await openSignedIn(
        { product, browser },
        'nfl.coach@dev.test',
        width,
        `${paths.gamePerformance(game._id, TEAM)}?gv=quarters`,
      );
      await expect
        .poll(() => page.getByTestId('game-score').textContent())
        .toBe(`${score.visitorTeamScore.pointTotal} – ${score.homeTeamScore.pointTotal}`);
      const quarter = page.getByRole('combobox', { name: 'Quarter' });
      // A game's groups are computed from its positions on the first read: give it time.
      await quarter.locator('option').nth(3).waitFor({ state: 'attached', timeout: 120_000 });
      await expect
        .poll(() => quarter.locator('option').allTextContents())
        .toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
      await page.locator('.ag-row').first().waitFor();
      await screenshot(page, `seeded-game-by-quarter-${width}`);
      await page.getByRole('radio', { name: 'By play' }).click();
      const play = page.getByRole('combobox', { name: 'Play' });
      await play
        .locator('option')
        .nth(plays.length - 1)
        .waitFor({ state: 'attached', timeout: 120_000 });
      await expect.poll(() => play.locator('option').count()).toBe(plays.length);
      expect(await play.locator('option').first().textContent()).toBe(plays[0]?.name);
      await page.locator('.ag-row').first().waitFor();
      await screenshot(page, `seeded-game-by-play-${width}`);
      await page.context().close();
    },
    400_000,
  );

  it.each([1440, 800])("offers the game's plays in Game Manager at %i px", async (width) => {
    const page = await openSignedIn(
      { product, browser },
      DATA_OPS,
      width,
      paths.gameManage(game._id, TEAM),
    );
    await page.getByRole('switch', { name: 'Editing' }).click();
    await page.getByRole('button', { name: '+ Add Play' }).click();
    await expect
      .poll(() => page.locator('#game-plays option').count())
      .toBe(gamePlays(game).length);
    expect(await page.locator('#game-players option').count()).toBeGreaterThan(40);
    await screenshot(page, `seeded-game-manager-${width}`);
    await page.context().close();
  });
});
