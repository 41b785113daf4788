/**
 * A game of the demo season as data ops open it (issue 36 item 2): a past game of the demo
 * team, played play by play (120 to 180 of them), shows its score in the header, and Game
 * Manager offers the game's plays to pick (its tracked players once the game is filled). By quarter and By play of a
 * filled game are checked against its plays in tests/integration/seeded-games.test.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, type SessionDoc } from '../../dataaccess';
import { gamePlays } from '../../dataaccess/src/live/removed-plays';
import { paths } from '../../domain';
import { type Product } from '../../scripts/product';
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
  }, 180_000);
  afterAll(async () => {
    await stop();
  });

  it.each([1440, 800])(
    "shows the score and offers the game's plays in Game Manager at %i px",
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
        DATA_OPS,
        width,
        paths.gameManage(game._id, TEAM),
      );
      await expect
        .poll(() => page.getByTestId('game-score').textContent())
        .toBe(`${score.visitorTeamScore.pointTotal} – ${score.homeTeamScore.pointTotal}`);
      await page.getByRole('switch', { name: 'Editing' }).click();
      await page.getByRole('button', { name: '+ Add Play' }).click();
      await expect
        .poll(() => page.locator('#game-plays option').count())
        .toBe(gamePlays(game).length);
      await screenshot(page, `seeded-game-manager-${width}`);
      await page.context().close();
    },
  );
});
