/**
 * The Player page (02 §2) in the browser, at 1440 and 800 px, against seeded rosters with
 * past sessions whose metrics the engine computed from simulated positions: the coach
 * opens a player of their own team on practices (rows to the session view with the
 * player's pop-up), switches to games and comes back to the list they came from; a player
 * of another team opens on games with no practices choice, and the gateway refuses that
 * player's practices; a customer on another team's player, whose games the gateway refuses
 * too, sees only the player's head and the one message that says so; an unknown player
 * leads to /players unless it is the player last shown on this device.
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, defaultSeasonYear } from '../../domain';
import { type Product } from '../../scripts/product';
import { storePastSession } from '../support/past-sessions';
import { chromiumAvailable } from '../support/services';
import { checkRadio, gridCells, screenshot, openSignedIn, startE2e } from './browser';

const TEAM = '3700';
const OTHER = '1200';
const now = Date.now();
const season = defaultSeasonYear(new Date(now), 'games');
/** Two days ago, or just after the season's start when the season is younger. */
const startMs = Math.max(Date.UTC(season, 2, 1, 15), now - 2 * DAY_MS);

interface Player {
  player_id: string;
  name: string;
  jersey: string;
  position: string;
}

describe.skipIf(!chromiumAvailable())('the player page in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let own: Player[];
  let other: Player;

  const rosterOf = (teamId: string) =>
    product.store.db
      .selectFrom('players')
      .select(['player_id', 'name', 'jersey', 'position'])
      .where('team_id', '=', teamId)
      .orderBy('name')
      .orderBy('player_id')
      .execute();

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-player-'));
    own = (await rosterOf(TEAM)).slice(0, 3);
    const visitor = (await rosterOf(OTHER))[0];
    if (own.length < 3 || visitor === undefined) throw new Error('rosters are not seeded');
    other = visitor;
    const sim = (p: Player) => ({ id: p.player_id, jersey: p.jersey, position: p.position });
    const db = product.store.db;
    await storePastSession(db, {
      id: 'e2e-walkthrough',
      kind: 'practice',
      teamId: TEAM,
      startMs,
      players: own.map(sim),
      fields: { name: 'Walkthrough', intensity: 'Low,Walk-Through' },
    });
    await storePastSession(
      db,
      {
        id: 'e2e-padded',
        kind: 'practice',
        teamId: TEAM,
        startMs: startMs + 3 * 3600_000,
        players: own.slice(0, 2).map(sim),
        fields: { name: 'Padded Practice', intensity: 'High,Padded' },
      },
      2,
    );
    await storePastSession(
      db,
      {
        id: 'e2e-game',
        kind: 'game',
        teamId: TEAM,
        visitorTeamId: OTHER,
        startMs: startMs + 6 * 3600_000,
        players: [...own, other].map(sim),
        fields: {
          name: 'DAL @ PHI',
          seasonType: 'REG',
          score: { homeTeamScore: { pointTotal: 24 }, visitorTeamScore: { pointTotal: 17 } },
        },
      },
      3,
    );
  }, 240_000);

  afterAll(() => stop());

  /**
   * The grid's empty text as drawn. The grid also writes its last overlay text into a hidden
   * live region for screen readers, a moment later: a page-wide search for the text finds
   * two elements from then on.
   */
  const emptyText = (page: Page) =>
    page.locator('.ag-overlay-no-rows-center', {
      hasText: 'No data matches your specified criteria',
    });

  /** Signs in as `email` at `path` and waits until the address matches `landing`. */
  const signedIn = (email: string, width: number, path: string, landing: RegExp): Promise<Page> =>
    openSignedIn({ product, browser }, email, width, path, { landing });

  for (const width of [1440, 800]) {
    it(`own team's player: practices by default, rows to the pop-up, games, back (${width} px)`, async () => {
      const [player] = own;
      if (player === undefined) throw new Error('no player');
      const id = player.player_id;
      const page = await signedIn(
        'nfl.coach@dev.test',
        width,
        `/player/${id}`,
        new RegExp(`/player/${id}/practices$`),
      );
      await page.getByRole('heading', { name: player.name }).waitFor();
      await page
        .getByText(`#${player.jersey} · ${player.position} · Philadelphia Eagles`)
        .waitFor();
      await page.getByRole('main').getByRole('img', { name: 'PHI logo' }).waitFor();
      expect(await page.getByRole('radio', { name: 'Practices' }).isChecked()).toBe(true);
      await expect
        .poll(() => gridCells(page, 'Practices', 'name'), { timeout: 15_000 })
        .toEqual(['Padded Practice', 'Walkthrough']);
      expect(await gridCells(page, 'Practices', 'name', 'href')).toEqual([
        `/view/practice/e2e-padded/performance/expanded/modal/${id}`,
        `/view/practice/e2e-walkthrough/performance/expanded/modal/${id}`,
      ]);
      for (const speed of await gridCells(page, 'Practices', 'maxSpeed'))
        expect(speed).toMatch(/^\d+\.\d\d$/);
      for (const distance of await gridCells(page, 'Practices', 'totalDistance'))
        expect(distance).toMatch(/^\d+\.\d$/);
      expect(await gridCells(page, 'Practices', 'intensity')).toEqual(['High +1', 'Low +1']);
      await screenshot(page, `player-practices-${width}`);

      await checkRadio(page.getByRole('radio', { name: 'Games' }));
      await page.waitForURL(new RegExp(`/player/${id}/games$`));
      await expect
        .poll(() => gridCells(page, 'Games', 'opponent'), { timeout: 15_000 })
        .toEqual(['vs Dallas Cowboys']);
      expect(await gridCells(page, 'Games', 'result')).toEqual(['W 24-17']);
      expect(await gridCells(page, 'Games', 'opponent', 'href')).toEqual([
        `/view/game/e2e-game/${TEAM}/performance/expanded/modal/${id}`,
      ]);
      await screenshot(page, `player-games-${width}`);

      // A season without sessions: the spec's empty text.
      await page.getByRole('button', { name: /^Date range:/ }).click();
      const range = page.getByRole('dialog', { name: 'Date range' });
      await range.getByLabel('Season year').selectOption(String(season - 3));
      await range.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(new RegExp(`range=season&season=${season - 3}`));
      await emptyText(page).waitFor();

      // No list came before: back leads to /players.
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL(/\/players$/);
      await page.context().close();
    });

    it(`another team's player: games only, practices refused by the gateway (${width} px)`, async () => {
      const id = other.player_id;
      const page = await signedIn(
        'nfl.coach@dev.test',
        width,
        `/player/${id}`,
        new RegExp(`/player/${id}/games$`),
      );
      await page.getByRole('heading', { name: other.name }).waitFor();
      await page.getByText('Showing Game Performance Only').waitFor();
      expect(await page.getByRole('radio').count()).toBe(0);
      await expect
        .poll(() => gridCells(page, 'Games', 'opponent'), { timeout: 15_000 })
        .toEqual(['@ Philadelphia Eagles']);
      expect(await gridCells(page, 'Games', 'result')).toEqual(['L 17-24']);
      expect(await gridCells(page, 'Games', 'opponent', 'href')).toEqual([
        `/view/game/e2e-game/${OTHER}/performance/expanded/modal/${id}`,
      ]);
      await screenshot(page, `player-other-team-${width}`);

      const refused = await page.request.get(`${product.url}/api/da/player/${id}/practices`);
      expect(refused.status()).toBe(403);
      expect(refused.headers()['x-refused-by']).toBe('gateway');
      // Asking for practices in the address leads to games.
      await page.goto(`${product.url}/player/${id}/practices`);
      await page.waitForURL(new RegExp(`/player/${id}/games$`));
      await page.context().close();
    });

    it(`a player whose games the user may not see: the one message that says so (customer, ${width} px)`, async () => {
      // The customer is tied to the Cleveland Browns: another team's player is theirs to
      // name (the head is open) but not to see the games of; the gateway refuses the list.
      const id = other.player_id;
      const page = await signedIn(
        'customer@dev.test',
        width,
        `/player/${id}`,
        new RegExp(`/player/${id}/games$`),
      );
      await page.getByRole('heading', { name: other.name }).waitFor();
      const notice = page.getByRole('region', { name: 'Not permitted' });
      await notice.waitFor({ timeout: 15_000 });
      expect((await notice.innerText()).replace(/\s+/g, ' ')).toBe(
        "Not permitted This player belongs to another team, and your account is not permitted to see that team's games.",
      );
      // None of the three texts the page used to stack up, and no filters or empty table.
      expect(await page.getByText('Showing Game Performance Only').count()).toBe(0);
      expect(await page.getByText(/you may not see/).count()).toBe(0);
      expect(await page.getByText('No data matches your specified criteria').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Games' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Date range:/ }).count()).toBe(0);
      await screenshot(page, `player-not-permitted-${width}`);

      // The message stands for the gateway's answer, not a guess of the browser's.
      const refused = await page.request.get(`${product.url}/api/da/player/${id}/games`);
      expect(refused.status()).toBe(403);
      expect(refused.headers()['x-refused-by']).toBe('gateway');
      await page.context().close();
    });
  }

  it("from the Players list and back to it, its query kept (the admin's team pick, 1440 px)", async () => {
    const [player] = own;
    if (player === undefined) throw new Error('no player');
    const page = await signedIn(
      'admin@dev.test',
      1440,
      `/players?team=${TEAM}`,
      /\/players\?team=/,
    );
    const grid = page.getByRole('region', { name: 'Players' });
    const first = grid
      .locator('.ag-row[row-index="0"]')
      .getByRole('link', { name: 'View Profile' });
    await first.waitFor({ timeout: 15_000 });
    await first.click();
    // The admin sees every team: the player opens on practices, with the choice of games.
    await page.waitForURL(new RegExp(`/player/${player.player_id}/practices$`));
    await page.getByRole('heading', { name: player.name }).waitFor();
    await page.getByRole('radio', { name: 'Games' }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(new RegExp(`/players\\?team=${TEAM}$`));
    await page.context().close();
  });

  it('unknown player: to /players, unless it is the player last shown here (1440 px)', async () => {
    const page = await signedIn('nfl.coach@dev.test', 1440, '/player/nobody-at-all', /\/players$/);
    await page.getByRole('heading', { name: 'Players' }).waitFor();

    // A player shown once, then gone from the roster, still shows from local storage.
    const gone = {
      player_id: `${TEAM}-e2e-gone`,
      team_id: TEAM,
      name: 'Gone Player',
      jersey: '99',
      position: 'WR',
      status: 'CUT',
      nfl_id: null,
      esb_id: null,
      gsis_id: null,
    };
    await product.store.db.insertInto('players').values(gone).execute();
    await page.goto(`${product.url}/player/${gone.player_id}`);
    await page.waitForURL(new RegExp(`/player/${gone.player_id}/practices$`));
    await page.getByRole('heading', { name: 'Gone Player' }).waitFor();
    await product.store.db.deleteFrom('players').where('player_id', '=', gone.player_id).execute();
    await page.reload();
    await page.getByRole('heading', { name: 'Gone Player' }).waitFor();
    await page.getByText('Not on a roster now').waitFor();
    await emptyText(page).waitFor();
    await screenshot(page, 'player-stored-1440');

    // Another unknown id is not the stored player.
    await page.goto(`${product.url}/player/nobody-else`);
    await page.waitForURL(/\/players$/);
    await page.context().close();
  });
});
