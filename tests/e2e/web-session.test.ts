/**
 * The session performance page (issue 19, 02 §2–§9) in the browser, at 1440, 800 and 390
 * px, against past sessions whose metrics the engine computed from simulated positions: the
 * coach opens a past practice from the practices list (expanded view, highlights, Team Zone),
 * clicks a player for the pop-up (velocity graph, per-period numbers, ball metrics) and
 * closes it with the page's search kept; opens a game from either side and switches team;
 * a game without data sends the user to /games.
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, defaultSeasonYear } from '../../domain';
import { createPractice } from '../../dataaccess';
import { type Product } from '../../scripts/product';
import { seedSession, storePastSession } from '../support/past-sessions';
import { chromiumAvailable } from '../support/services';
import {
  checkRadio,
  gridCells,
  gridColumnIds,
  openSignedIn,
  revealColumn,
  screenshot,
  startE2e,
  waitForColumn,
} from './browser';

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

describe.skipIf(!chromiumAvailable())('the session performance page in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let own: Player[];
  let visitors: Player[];

  const rosterOf = (teamId: string) =>
    product.store.db
      .selectFrom('players')
      .select(['player_id', 'name', 'jersey', 'position'])
      .where('team_id', '=', teamId)
      .orderBy('name')
      .orderBy('player_id')
      .execute();

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-session-'));
    own = (await rosterOf(TEAM)).slice(0, 4);
    visitors = (await rosterOf(OTHER)).slice(0, 2);
    const sim = (p: Player) => ({ id: p.player_id, jersey: p.jersey, position: p.position });
    const db = product.store.db;
    await storePastSession(db, {
      id: 'e2e-session-practice',
      kind: 'practice',
      teamId: TEAM,
      startMs,
      players: own.map(sim),
      fields: { name: 'Team Period Work', intensity: 'High,Padded' },
    });
    await storePastSession(db, {
      id: 'e2e-session-game',
      kind: 'game',
      teamId: TEAM,
      visitorTeamId: OTHER,
      startMs: startMs + 6 * 3600_000,
      players: [...own, ...visitors].map(sim),
      fields: {
        name: 'DAL @ PHI',
        seasonType: 'REG',
        score: { homeTeamScore: { pointTotal: 24 }, visitorTeamScore: { pointTotal: 17 } },
      },
    });
    // A practice whose numbers a test spoils and a targeted reprocess puts right.
    await storePastSession(db, {
      id: 'e2e-session-reprocess',
      kind: 'practice',
      teamId: TEAM,
      startMs: startMs + 2 * 3600_000,
      players: own.slice(0, 2).map(sim),
      fields: { name: 'Reprocess Me', intensity: 'Medium' },
    });
    // A practice still to come, created as the schedule creates one.
    await createPractice(
      db,
      {
        name: 'Walkthrough Ahead',
        description: '',
        drills: [{ drillType: 'Stretch', periodType: 'Stretch' }],
        extraData: {},
        intensity: 'Low',
        league: 'nfl',
        profileName: 'Standard Practice',
        rooftype: 'Outdoor',
        siteId: `${TEAM}-practice`,
        siteName: 'Practice Facility',
        start: now + 3 * DAY_MS,
        teamId: TEAM,
        type: 'practice',
      },
      'tests',
      now,
      'e2e-session-future',
    );
    // A game on the schedule that has no tracking yet.
    await seedSession(db, 'e2e-session-no-data', {
      teamId: TEAM,
      type: 'game',
      visitorTeamId: OTHER,
      startTime: startMs + 3 * DAY_MS,
      name: 'PHI @ DAL',
    });
  }, 240_000);

  afterAll(() => stop());

  /** The players the page shows, sorted: the table's on wide screens, the cards' on narrow. */
  const shownPlayers = async (page: Page, width: number): Promise<string[]> =>
    (width > 900
      ? await gridCells(page, 'All metrics', 'name')
      : await page.getByRole('list', { name: 'Players' }).locator('summary button').allInnerTexts()
    ).sort();

  const signedIn = (width: number, path: string, landing: RegExp): Promise<Page> =>
    openSignedIn({ product, browser }, 'nfl.coach@dev.test', width, path, { landing });

  for (const width of [1440, 800, 390]) {
    it(`a past practice: expanded view, Team Zone, the player pop-up and back (${width} px)`, async () => {
      const page = await signedIn(width, '/practices', /\/practices/);
      await page.getByRole('link', { name: 'Team Period Work' }).first().click();
      await page.waitForURL(/\/view\/practice\/e2e-session-practice\/performance\/expanded\/page$/);
      await page.getByRole('heading', { name: 'Team Period Work' }).waitFor();
      await page.getByText(/^PRACTICE COMPLETE \d\d:\d\d:\d\d$/).waitFor();
      await page.getByRole('link', { name: 'All Metrics', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Live Metrics' }).waitFor();
      await page.getByLabel('Session highlights').getByText('Avg Total Distance').waitFor();
      await expect
        .poll(() => shownPlayers(page, width), { timeout: 15_000 })
        .toEqual(own.map((p) => p.name).sort());
      if (width > 900) {
        for (const speed of await gridCells(page, 'All metrics', 'maxSpeedMPH'))
          expect(speed).toMatch(/^\d+\.\d\d$/);
      }
      await screenshot(page, `session-practice-expanded-${width}`);

      await page
        .getByRole('combobox', { name: 'Current View' })
        .selectOption({ label: 'Team Zone' });
      await page.waitForURL(/\?view=team-zone$/);
      if (width > 900) {
        await page
          .getByRole('region', { name: 'All metrics' })
          .locator('.ag-header-cell[col-id="sprintCount"]')
          .waitFor();
      }
      await screenshot(page, `session-practice-counts-${width}`);

      // The pop-up: a click on a player's name, the velocity graph, the numbers by period.
      const player = own[0];
      if (player === undefined) throw new Error('no player');
      if (width > 900) {
        await page
          .getByRole('region', { name: 'All metrics' })
          .locator('.ag-cell[col-id="name"]', { hasText: player.name })
          .click();
      } else {
        await page.getByRole('button', { name: player.name }).click();
      }
      await page.waitForURL(
        new RegExp(`/performance/expanded/modal/${player.player_id}\\?view=team-zone$`),
      );
      const dialog = page.getByRole('dialog', { name: player.name });
      await dialog.getByRole('img', { name: 'Velocity graph' }).locator('canvas').first().waitFor();
      await dialog.getByRole('link', { name: 'Player page' }).waitFor();
      expect(await dialog.getByRole('link', { name: 'Player page' }).getAttribute('href')).toBe(
        `/player/${player.player_id}`,
      );
      // The periods are numbered on the graph and named under it, none printed over another.
      await dialog.getByRole('list', { name: 'Marks on the graph' }).getByText('1').waitFor();
      await screenshot(page, `session-player-chart-${width}`);
      await checkRadio(dialog.getByRole('radio', { name: 'Data' }));
      const numbers = dialog.getByRole('table', { name: 'Player numbers' });
      await numbers.waitFor();
      expect((await numbers.getByRole('columnheader').allInnerTexts()).slice(0, 2)).toEqual([
        'Metric',
        'Session',
      ]);
      // The numbers are not cut off on the right: every column shows whole inside the
      // pop-up, or the table says it scrolls sideways; the pop-up itself never does.
      const fit = await dialog.evaluate((d) => {
        const box = d.querySelector('.player-data');
        if (box === null) return null;
        const right = Math.min(box.getBoundingClientRect().right, d.getBoundingClientRect().right);
        const headers = [...box.querySelectorAll('thead th')];
        return {
          whole:
            headers.every((h) => h.getBoundingClientRect().right <= right + 0.5) ||
            box.querySelector('.player-data-hint') !== null,
          dialogScrolls: d.scrollWidth > d.clientWidth + 1,
        };
      });
      expect(fit).toEqual({ whole: true, dialogScrolls: false });
      await screenshot(page, `session-player-data-${width}`);
      await dialog.getByRole('link', { name: 'Ball Metrics' }).click();
      await page.waitForURL(/\/modal\/[^/]+\/ball\?view=team-zone$/);
      // Ball metrics are a QB's, K's, P's or LS's: flights, none yet, or not for this position.
      await dialog
        .getByText(/Ball metrics apply to quarterbacks|No ball flights were tracked/)
        .or(dialog.getByRole('img', { name: /^Initial air speed of/ }))
        .waitFor();

      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(/\/performance\/expanded\/page\?view=team-zone$/);
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('combobox', { name: 'Current View' }).inputValue()).toBe(
        'team-zone',
      );
      await page.context().close();
    });
  }

  for (const width of [1440, 800]) {
    it(`a game from either side: the team switch, each side's players (${width} px)`, async () => {
      const page = await signedIn(
        width,
        `/view/game/e2e-session-game/${TEAM}/performance/expanded/page`,
        /\/performance\/expanded\/page$/,
      );
      await page.getByRole('heading', { name: 'DAL @ PHI' }).waitFor();
      const sides = page.getByRole('navigation', { name: 'Team' });
      expect(await sides.getByRole('link').allInnerTexts()).toEqual(['DAL', 'PHI']);
      expect(await sides.getByRole('link', { name: 'PHI' }).getAttribute('aria-current')).toBe(
        'page',
      );
      await expect
        .poll(() => shownPlayers(page, width), { timeout: 15_000 })
        .toEqual(own.map((p) => p.name).sort());
      await screenshot(page, `session-game-home-${width}`);

      await sides.getByRole('link', { name: 'DAL' }).click();
      await page.waitForURL(new RegExp(`/view/game/e2e-session-game/${OTHER}/performance/`));
      await expect
        .poll(() => shownPlayers(page, width), { timeout: 15_000 })
        .toEqual(visitors.map((p) => p.name).sort());
      await screenshot(page, `session-game-visitor-${width}`);

      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL(/\/games/);
      await page.context().close();
    });
  }

  it("the pop-up's note and status: saved by staff, kept over a reload, the counter red at 280, Cancel", async () => {
    const player = own[1];
    if (player === undefined) throw new Error('no player');
    const path = `/view/practice/e2e-session-practice/performance/expanded/modal/${player.player_id}`;
    const page = await signedIn(1440, path, /\/modal\//);
    const dialog = page.getByRole('dialog', { name: player.name });
    const notes = dialog.getByRole('region', { name: 'Note and status' });
    const text = notes.getByRole('textbox');
    await text.waitFor({ timeout: 15_000 });
    expect(await notes.getByLabel('Characters').innerText()).toBe('0/280');
    await text.fill('Tight hamstring: limit the last period.');
    await notes.getByRole('combobox').selectOption('Modified');
    expect(await notes.getByLabel('Characters').innerText()).toBe('39/280');
    await notes.getByRole('button', { name: 'Save' }).click();
    await notes.getByRole('status').getByText('Note saved').waitFor();
    await screenshot(page, 'session-player-note-1440');

    await page.reload();
    await text.waitFor();
    await expect
      .poll(() => text.inputValue(), { timeout: 15_000 })
      .toBe('Tight hamstring: limit the last period.');
    expect(await notes.getByRole('combobox').inputValue()).toBe('Modified');
    await notes.getByLabel('Status Modified').waitFor();
    // The 280th character turns the counter red; Cancel puts back what was saved.
    await text.fill('x'.repeat(300));
    expect(await text.inputValue()).toHaveLength(280);
    expect(await notes.locator('.note-count.full').innerText()).toBe('280/280');
    await notes.getByRole('button', { name: 'Cancel' }).click();
    expect(await text.inputValue()).toBe('Tight hamstring: limit the last period.');
    await page.context().close();
  });

  it("the alerts drawer: this session's recorded hits, and the words of 02 §8 when there are none", async () => {
    const player = own[2];
    if (player === undefined) throw new Error('no player');
    // The hit as the gateway's alert engine records it.
    const recorded = await fetch(`${product.dataaccessUrl}/dataaccess/alerts/hits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-token': product.serviceToken },
      body: JSON.stringify({
        sessionId: 'e2e-session-practice',
        playerId: player.player_id,
        metric: 'speedMPH',
        value: 17.4,
        threshold: 15,
        atMs: startMs + 60_000,
      }),
    });
    expect(recorded.status).toBe(200);
    const page = await signedIn(
      1440,
      '/view/practice/e2e-session-practice/performance/expanded/page',
      /\/page$/,
    );
    await page.getByRole('button', { name: 'Alerts' }).click();
    const drawer = page.getByRole('complementary', { name: 'Alerts' });
    await drawer.getByText(player.name).waitFor({ timeout: 15_000 });
    await drawer.getByText('Speed Target (mph)').waitFor();
    await drawer.getByText('17.4, alert at 15.0').waitFor();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(350);
    await screenshot(page, 'session-alerts-1440');
    await drawer.getByRole('button', { name: 'Close alerts' }).click();
    await drawer.waitFor({ state: 'detached' });

    // The game has none.
    await page.goto(`${product.url}/view/game/e2e-session-game/${TEAM}/performance/expanded/page`);
    await page.getByRole('button', { name: 'Alerts' }).click();
    await page
      .getByRole('complementary', { name: 'Alerts' })
      .getByText('No alerts have been recorded for this session.')
      .waitFor();
    await page.context().close();
  });

  it("the status column shows each player's status from their note", async () => {
    const page = await signedIn(
      1440,
      '/view/practice/e2e-session-practice/performance/expanded/page',
      /\/page$/,
    );
    const player = own[3];
    if (player === undefined) throw new Error('no player');
    await page
      .getByRole('region', { name: 'All metrics' })
      .locator('.ag-cell[col-id="name"]', { hasText: player.name })
      .click();
    const notes = page.getByRole('region', { name: 'Note and status' });
    await notes.getByRole('combobox').selectOption('Doubtful');
    await notes.getByRole('button', { name: 'Save' }).click();
    await notes.getByRole('status').getByText('Note saved').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const statusOf = async (name: string) => {
      const names = await gridCells(page, 'All metrics', 'name');
      const statuses = await gridCells(page, 'All metrics', 'status');
      return statuses[names.indexOf(name)];
    };
    await expect.poll(() => statusOf(player.name), { timeout: 15_000 }).toBe('D');
    await screenshot(page, 'session-status-1440');
    await page.context().close();
  });

  it("by period: a column's 'Open Player Totals by Period', each period and the total, and back", async () => {
    const page = await signedIn(
      1440,
      '/view/practice/e2e-session-practice/performance/expanded/page',
      /\/page$/,
    );
    const table = page.getByRole('region', { name: 'All metrics' });
    const header = table.locator('.ag-header-cell[col-id="totalDis"]');
    // The table draws only the columns in sight: Total Yds is scrolled to first.
    await waitForColumn(table, header);
    await revealColumn(table, header, { whole: true });
    await header.hover();
    await header.getByRole('button', { name: /^Open Player Totals by Period/ }).click();
    await page.waitForURL(/\/performance\/metrics\/byPeriod\/expanded\/totalDis$/);
    await page.getByRole('heading', { name: /Total Distance by period/ }).waitFor();
    const byPeriod = 'Player totals by period';
    await expect
      .poll(async () => (await gridCells(page, byPeriod, 'name')).sort(), { timeout: 15_000 })
      .toEqual(own.map((p) => p.name).sort());
    // One simulated period (storePastSession), whose numbers are the session's.
    expect(await gridCells(page, byPeriod, 'period-0')).toEqual(
      await gridCells(page, byPeriod, 'total'),
    );
    await screenshot(page, 'session-by-period-1440');
    await page.getByRole('link', { name: 'Back to the table' }).click();
    await page.waitForURL(/\/performance\/expanded\/page$/);
    await page.context().close();
  });

  it('search, position and pins: in the address, pinned players on top, the limit of 10 warned', async () => {
    const [first, second] = own;
    if (first === undefined || second === undefined) throw new Error('no players');
    const page = await signedIn(
      1440,
      '/view/practice/e2e-session-practice/performance/expanded/page',
      /\/page$/,
    );
    const grid = 'All metrics';
    await expect.poll(() => gridCells(page, grid, 'name'), { timeout: 15_000 }).toHaveLength(4);
    await page.getByRole('searchbox', { name: 'Search players in this session' }).fill(first.name);
    await page.waitForURL(/[?&]q=/);
    await expect.poll(() => gridCells(page, grid, 'name')).toEqual([first.name]);
    // The search cleared and a position chosen in one task, before the page renders the first
    // change: the second is made from the first, not from the address the page last rendered
    // (which brought the search back, and no one matched both).
    await page.evaluate((position) => {
      const box = document.querySelector<HTMLInputElement>('.player-filters input');
      const select = document.querySelector<HTMLSelectElement>('.player-filters select');
      if (box === null || select === null) throw new Error('no player filters');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, '');
      box.dispatchEvent(new Event('input', { bubbles: true }));
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(
        select,
        position,
      );
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, second.position);
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect
      .poll(() => gridCells(page, grid, 'name'))
      .toEqual(own.filter((p) => p.position === second.position).map((p) => p.name));
    await page.getByRole('combobox', { name: 'Position' }).selectOption('');

    // Pinned players sit above the sorted rows, in the order they were pinned.
    await page.getByRole('button', { name: `Pin ${second.name}` }).click();
    await page.getByRole('button', { name: `Pin ${first.name}` }).click();
    await page.waitForURL(new RegExp(`pin=${second.player_id}%2C${first.player_id}`));
    const pinnedNames = () =>
      page
        .getByRole('region', { name: grid })
        .locator('.ag-row-pinned .ag-cell[col-id="name"]')
        .evaluateAll((cells) =>
          cells
            .map((c) => ({
              row: Number(c.closest('.ag-row')?.getAttribute('row-index')),
              text: (c as HTMLElement).innerText,
            }))
            .sort((a, b) => a.row - b.row)
            .map((c) => c.text),
        );
    await expect.poll(pinnedNames).toEqual([second.name, first.name]);
    await page.getByText('2 pinned of 10').waitFor();
    await screenshot(page, 'session-pinned-1440');
    await page.getByRole('button', { name: `Unpin ${second.name}` }).click();
    await expect.poll(pinnedNames).toEqual([first.name]);

    // Ten already pinned: the eleventh is refused with the spec's warning.
    const ten = Array.from({ length: 10 }, (_, i) => `someone-${i}`).join(',');
    await page.goto(
      `${product.url}/view/practice/e2e-session-practice/performance/expanded/page?pin=${ten}`,
    );
    await page.getByRole('button', { name: `Pin ${first.name}` }).click();
    await page.getByRole('alert').getByText('You can only pin 10 players at a time.').waitFor();
    await page.context().close();
  });

  it('custom tables: built in the editor, kept over a reload, the live one at most 11 columns', async () => {
    const page = await signedIn(
      1440,
      '/view/practice/e2e-session-practice/performance/expanded/page',
      /\/page$/,
    );
    const headerIds = (grid: string) => gridColumnIds(page.getByRole('region', { name: grid }));
    await page.getByRole('button', { name: 'Custom Table' }).click();
    const editor = page.getByRole('dialog', { name: 'Custom table' });
    const metrics = editor.getByRole('region', { name: 'Metrics' });
    await editor.getByText('14 of 60 columns').waitFor();
    await metrics.getByRole('checkbox', { name: 'Walk Yds', exact: true }).uncheck();
    await metrics.getByRole('checkbox', { name: 'Sprints', exact: true }).check();
    await editor.getByRole('button', { name: 'Move Sprints up' }).click();
    await editor.getByText('14 of 60 columns').waitFor();
    await screenshot(page, 'session-table-editor-1440');
    await editor.getByRole('button', { name: 'Apply' }).click();
    await editor.waitFor({ state: 'detached' });
    await page
      .getByRole('combobox', { name: 'Current View' })
      .selectOption({ label: 'Custom View' });
    await page.waitForURL(/view=custom-view/);
    const expected = [
      'totalDis',
      'hardEffortDist',
      'jogYds',
      'runYds',
      'sprintYds',
      'maxSprintYds',
      'dist10Plus',
      'maxSpeedMPH',
      'maxSustainedSpeedMPH',
      'ypm',
      'timeMoving',
      'exIndex',
      'sprintCount',
      'zLoad',
    ];
    const metricIds = async () =>
      (await headerIds('All metrics')).filter(
        (id) => !['pin', 'name', 'jerseyNumber', 'position', 'status', 'exclude'].includes(id),
      );
    await expect.poll(metricIds, { timeout: 15_000 }).toEqual(expected);
    await page.reload();
    await expect.poll(metricIds, { timeout: 15_000 }).toEqual(expected);

    // The live table: the condensed view's nine, two more, and then no more.
    await page.getByRole('link', { name: 'Live Metrics' }).click();
    await page.waitForURL(/\/performance\/condensed\/page/);
    await page.getByRole('button', { name: 'Custom Live Table' }).click();
    const live = page.getByRole('dialog', { name: 'Custom table' });
    await live.getByText('9 of 11 columns').waitFor();
    const liveMetrics = live.getByRole('region', { name: 'Metrics' });
    await liveMetrics.getByRole('checkbox', { name: 'Max Sprints', exact: true }).check();
    await liveMetrics.getByRole('checkbox', { name: 'ExI', exact: true }).check();
    await live.getByText('11 of 11 columns').waitFor();
    expect(
      await liveMetrics.getByRole('checkbox', { name: 'Load', exact: true }).isDisabled(),
    ).toBe(true);
    await live.getByRole('button', { name: 'Apply' }).click();
    await live.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await headerIds('Condensed metrics')).slice(-2), { timeout: 15_000 })
      .toEqual(['maxSprintCount', 'exIndex']);
    await screenshot(page, 'session-custom-live-1440');
    await page.context().close();
  });

  it('a scheduled practice: not started yet, its start changed only to a future time', async () => {
    const page = await signedIn(
      1440,
      '/view/practice/e2e-session-future/performance/condensed/page',
      /\/page$/,
    );
    await page
      .getByText("Practice hasn't started. Start the practice to see live performance data.")
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Change' }).click();
    const start = page.getByRole('group', { name: 'Start' });
    const day = (offsetDays: number) =>
      page.evaluate((offset) => {
        const d = new Date(Date.now() + offset * 86_400_000);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      }, offsetDays);
    await start.getByLabel('Day').fill(await day(-1));
    await start.getByRole('button', { name: 'Save' }).click();
    await start.getByRole('alert').getByText('Please enter a future day.').waitFor();
    const startOf = async () =>
      (
        await product.store.db
          .selectFrom('sessions')
          .select('start_ms')
          .where('session_id', '=', 'e2e-session-future')
          .executeTakeFirstOrThrow()
      ).start_ms;
    expect(await startOf()).toBe(now + 3 * DAY_MS);

    const target = await day(10);
    await start.getByLabel('Day').fill(target);
    await start.getByLabel('Hour').selectOption('2');
    await start.getByLabel('Minute').selectOption('30');
    await start.getByLabel('AM or PM').selectOption('PM');
    await screenshot(page, 'session-scheduled-edit-1440');
    await start.getByRole('button', { name: 'Save' }).click();
    await start.waitFor({ state: 'detached' });
    // 2:30 PM is 14:30 in the browser's time zone.
    const expected = await page.evaluate((d) => {
      const [y = 0, m = 1, dd = 1] = d.split('-').map(Number);
      return new Date(y, m - 1, dd, 14, 30).getTime();
    }, target);
    await expect.poll(startOf).toBe(expected);
    await page.context().close();
  });

  it("targeted reprocess: a player's spoiled numbers computed again from the stored positions", async () => {
    const [player, other] = own;
    if (player === undefined || other === undefined) throw new Error('no players');
    const path = '/view/practice/e2e-session-reprocess/performance/expanded/page';
    const page = await signedIn(1440, path, /\/page$/);
    const grid = 'All metrics';
    const distanceOf = async (name: string) => {
      const names = await gridCells(page, grid, 'name');
      return (await gridCells(page, grid, 'totalDis'))[names.indexOf(name)];
    };
    await expect.poll(() => gridCells(page, grid, 'name'), { timeout: 15_000 }).toHaveLength(2);
    const engine = await distanceOf(player.name);
    const untouched = await distanceOf(other.name);
    expect(Number(engine)).toBeGreaterThan(0);

    // The kept numbers go wrong (as after a bad processing run).
    const db = product.store.db;
    const row = await db
      .selectFrom('session_metrics')
      .select('doc')
      .where('session_id', '=', 'e2e-session-reprocess')
      .where('entity_id', '=', player.player_id)
      .executeTakeFirstOrThrow();
    const doc = JSON.parse(row.doc) as { metrics: Record<string, unknown> };
    await db
      .updateTable('session_metrics')
      .set({
        total_dist_yd: 0,
        doc: JSON.stringify({ ...doc, metrics: { ...doc.metrics, totalDis: 0 } }),
      })
      .where('session_id', '=', 'e2e-session-reprocess')
      .where('entity_id', '=', player.player_id)
      .execute();
    await page.reload();
    await expect.poll(() => distanceOf(player.name), { timeout: 15_000 }).toBe('0.0');

    await page.getByRole('checkbox', { name: 'Targeted Reprocess' }).check();
    const chooser = page.getByRole('group', { name: 'Players to reprocess' });
    const save = chooser.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await chooser.getByRole('checkbox', { name: new RegExp(player.name) }).check();
    await screenshot(page, 'session-reprocess-1440');
    await save.click();
    await page.getByRole('status').getByText('Reprocessed 1 player').waitFor();
    await expect.poll(() => distanceOf(player.name), { timeout: 15_000 }).toBe(engine);
    expect(await distanceOf(other.name)).toBe(untouched);
    await page.context().close();
  });

  it('a game without data sends the user to /games', async () => {
    const page = await signedIn(
      1440,
      `/view/game/e2e-session-no-data/${TEAM}/performance/expanded/page`,
      /\/games/,
    );
    await page.waitForURL(/\/games/);
    await page.context().close();
  });
});
