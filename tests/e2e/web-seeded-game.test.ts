/**
 * A game of the demo season as data ops open it (issue 36 item 2): a past game of the demo
 * team, played play by play (120 to 180 of them), shows its score in the header, and Game
 * Manager offers the game's plays to pick (its tracked players once the game is filled); once
 * filled, By quarter lists the side's dressed players in each quarter and By play the side's
 * eleven on the field in the chosen play. Their numbers are checked against the plays in
 * tests/integration/seeded-games.test.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, type SessionDoc } from '../../dataaccess';
import { gamePlays } from '../../dataaccess/src/live/removed-plays';
import { paths } from '../../domain';
import { type Product } from '../../scripts/product';
import { fillSession } from '../../scripts/demo/history';
import { seedDemoSchedule } from '../../scripts/demo/seed';
import type { SeededPlayPeriod } from '../../scripts/demo/seeded-games';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, screenshot, startE2e } from './browser';

const TEAM = '3700';
/** A filled game's first By quarter and By play reads run the engine over every position. */
const WAIT = { timeout: 60_000 };
const DATA_OPS = 'dataops@dev.test';

describe.skipIf(!chromiumAvailable())('a seeded game in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let game: SessionDoc;
  /** The game's positions and numbers, stored once for the tests that read them. */
  let filled: Promise<number> | undefined;

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

  it.each([1440, 800])(
    'reads a filled game by quarter and by play at %i px',
    async (width) => {
      filled ??= fillSession(product.store.db, game);
      await filled;
      // The first grouped reads of a filled game run the engine over every position (seconds,
      // more on a busy machine than the gateway waits); the page is checked for what it shows.
      for (const groupBy of ['quarter', 'play']) {
        const res = await product.dataaccess.app.inject({
          method: 'GET',
          url: `/dataaccess/fullpractice/${game._id}?groupBy=${groupBy}`,
          headers: { 'x-service-token': product.serviceToken },
        });
        expect(res.statusCode).toBe(200);
      }
      const page = await openSignedIn(
        { product, browser },
        DATA_OPS,
        width,
        `${paths.gamePerformance(game._id, TEAM)}?gv=quarters&grp=2`,
      );
      const quarter = page.getByLabel('Quarter', { exact: true });
      await expect
        .poll(() => quarter.locator('option').allTextContents(), WAIT)
        .toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
      const names = () => gridCells(page, 'All metrics', 'name');
      if (width > 900)
        await expect.poll(async () => (await names()).length, WAIT).toBeGreaterThan(20);
      await screenshot(page, `seeded-game-quarters-${width}`);

      // The home side's first pass: its eleven on the field, nobody else.
      const drills = game.drills as SeededPlayPeriod[];
      const index = drills.findIndex((p) => p.playType === 'Pass' && p.offenseTeamId === TEAM);
      const drill = drills[index];
      if (drill === undefined) throw new Error('no pass of the home side');
      const byPlay = `${paths.gamePerformance(game._id, TEAM)}?gv=plays&grp=${index}`;
      await page.goto(new URL(byPlay, page.url()).href);
      const play = page.getByLabel('Play', { exact: true });
      await expect.poll(() => play.locator('option').count(), WAIT).toBe(gamePlays(game).length);
      await expect.poll(() => play.inputValue(), WAIT).toBe(String(index));
      // The play is named with what happened in it, in the folded filters too.
      const label = `${drill.drillType} · ${drill.description}`;
      expect(await play.locator(`option[value="${index}"]`).textContent()).toBe(label);
      if (width <= 900) {
        await expect
          .poll(() => page.locator('.session-filters-fold > summary').textContent())
          .toContain(label);
        // Cards lead with a number the players have, not the speed target none of them has.
        await expect
          .poll(() => page.locator('.card-lead').allTextContents(), WAIT)
          .toHaveLength(11);
        const leads = await page.locator('.card-lead').allTextContents();
        expect(leads.every((t) => !t.startsWith('- '))).toBe(true);
      }
      if (width > 900) await expect.poll(async () => (await names()).length, WAIT).toBe(11);
      await screenshot(page, `seeded-game-play-${width}`);
      await page.context().close();
    },
    180_000,
  );
});
