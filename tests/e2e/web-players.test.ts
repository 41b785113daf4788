/**
 * The player search box of the top navigation (01 §2.3) and the Players list (02 §2) in
 * the browser, at 1440 and 800 px, against the seeded rosters: a team user finds players
 * of their own team only, 'name (position-team abbreviation)' linking to /player/{nid},
 * more matches load on scroll in batches of 50, the cancel button clears the box; the
 * Players list shows the team's players by name.
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamById } from '../../domain';
import { type Product } from '../../scripts/product';

import { chromiumAvailable } from '../support/services';
import { startE2e, screenshot, openSignedIn } from './browser';

const TEAM = '3700';

describe.skipIf(!chromiumAvailable())('player search and the players list in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  /** The seeded players of the coach's team, sorted as playerlist sorts them. */
  let roster: { player_id: string; name: string; position: string }[];

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-players-'));
    roster = await product.store.db
      .selectFrom('players')
      .select(['player_id', 'name', 'position'])
      .where('team_id', '=', TEAM)
      .orderBy('name')
      .orderBy('player_id')
      .execute();
  });

  afterAll(() => stop());

  const signedIn = (email: string, width: number, path: string): Promise<Page> =>
    openSignedIn({ product, browser }, email, width, path);

  for (const width of [1440, 800]) {
    it(`search: own team's players, more on scroll, link to the player, cancel (${width} px)`, async () => {
      expect(roster.length).toBeGreaterThan(50);
      const abbr = teamById(TEAM)?.teamAbbrName ?? '?';
      const page = await signedIn('nfl.coach@dev.test', width, '/practices');
      const box = page.getByRole('searchbox', { name: 'Search players' });
      expect(await box.getAttribute('placeholder')).toBe('Search players');
      const results = page.getByRole('list', { name: 'Players found' });

      // One player by name: 'name (position-team abbreviation)' linking to /player/{nid}.
      const player = roster[Math.floor(roster.length / 2)] ?? roster[0];
      if (player === undefined) throw new Error('no seeded player');
      await box.fill(player.name);
      const link = results.getByRole('link', {
        name: `${player.name} (${player.position}-${abbr})`,
      });
      await link.waitFor({ timeout: 15_000 });
      expect(await link.getAttribute('href')).toBe(`/player/${player.player_id}`);
      await screenshot(page, `player-search-${width}`);

      // A letter most names hold: 50 at first, more once the list is scrolled to its end,
      // and only players of the coach's team.
      const common = roster.filter((p) => p.name.toLowerCase().includes('a')).length;
      expect(common).toBeGreaterThan(50);
      await box.fill('a');
      const links = results.getByRole('link');
      await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(50);
      await results.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
      });
      await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(Math.min(common, 100));
      const texts = await links.allInnerTexts();
      expect(texts.every((t) => t.endsWith(`-${abbr})`))).toBe(true);

      // No match: the spec's empty text; another team's players are refused.
      await box.fill('zzqxj');
      await results.getByText('No data matches your specified criteria').waitFor();
      const foreign = await page.request.get(`${product.url}/api/da/playerlist?teamids=1050`);
      expect(foreign.status()).toBe(403);

      // The cancel button empties the box and closes the list.
      await page.getByRole('button', { name: 'Cancel search' }).click();
      expect(await box.inputValue()).toBe('');
      expect(await results.count()).toBe(0);

      // A match leads to the player page.
      await box.fill(player.name);
      await link.click();
      await page.waitForURL(new RegExp(`/player/${player.player_id}$`));
      expect(await box.inputValue()).toBe('');
      await page.context().close();
    });

    it(`players list: the team's players by name with their averages (${width} px)`, async () => {
      const page = await signedIn('nfl.coach@dev.test', width, '/players');
      await page.getByRole('heading', { name: 'Players' }).waitFor();
      const grid = page.getByRole('region', { name: 'Players' });
      const firstName = grid.locator('.ag-row[row-index="0"] .ag-cell[col-id="name"]');
      await expect.poll(() => firstName.innerText(), { timeout: 15_000 }).toBe(roster[0]?.name);
      const first = grid.locator('.ag-row[row-index="0"] .ag-cell[col-id="avgMaxSpeed"]');
      expect(await first.innerText()).toMatch(/^(-|\d+\.\d\d)$/);
      await screenshot(page, `players-${width}`);
      // Every batch arrives: the grid counts the whole roster (and its header row).
      await expect
        .poll(() => grid.locator('[aria-rowcount]').first().getAttribute('aria-rowcount'), {
          timeout: 15_000,
        })
        .toBe(String(roster.length + 1));
      await grid.getByRole('link', { name: 'View Profile' }).first().waitFor();
      await page.context().close();
    });
  }

  it('players list: the admin picks the team (1440 px)', async () => {
    const other = await product.store.db
      .selectFrom('players')
      .select('name')
      .where('team_id', '=', '1050')
      .orderBy('name')
      .orderBy('player_id')
      .executeTakeFirstOrThrow();
    const page = await signedIn('admin@dev.test', 1440, '/players');
    await page.locator('select[aria-label="Team"]').selectOption('1050');
    await page.waitForURL(/team=1050/);
    const grid = page.getByRole('region', { name: 'Players' });
    await expect
      .poll(() => grid.locator('.ag-row[row-index="0"] .ag-cell[col-id="name"]').innerText(), {
        timeout: 15_000,
      })
      .toBe(other.name);
    await screenshot(page, 'players-admin-1440');
    await page.context().close();
  });
});
