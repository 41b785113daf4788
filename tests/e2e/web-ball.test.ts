/**
 * The ball metrics page in the browser (issue 35 item 3, 02 §2 Ball metrics page): a past
 * practice of two quarterbacks throwing to their receivers, its ball flights found by the
 * data-ops stage as the product finds them. Reached from the session menu's Ball Metrics
 * (by player); the flat list, 'Group By: Player' expanded and collapsed, 'Speed Zone', and
 * the speed-zone filter, each checked against the stored flights; 1440 and 800 px.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MSG_NO_BALL_FLIGHTS_LIVE, paths, SPEED_ZONES, speedZoneOf } from '../../domain';
import { createPractice, createVenueKey, runPracticeCommand } from '../../dataaccess';
import { SPEC_INTERVALS } from '../../gateway';
import { createPracticeSimulation } from '../../simulator';
import type { BallFlight } from '../../dataaccess/src/metrics';
import { type Product } from '../../scripts/product';
import { storePastSession } from '../support/past-sessions';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, readDownloadedCsv, screenshot, startE2e } from './browser';

const TEAM = '3700';
const COACH = 'nfl.coach@dev.test';
const GRID = 'Ball flights';
const PRACTICE = `e2e-ball-${Date.now().toString(36)}`;
const GAME = `e2e-ball-game-${Date.now().toString(36)}`;
const VISITOR = '1200';
/** The game's four quarters, each 2 minutes, its plays the quarters' first 90 s. */
const QUARTER_MS = 2 * 60_000;

interface Thrown {
  readonly zone: string;
  readonly playerId: string;
  /** A game's quarter, 1 to 4. */
  readonly quarter?: number;
}

/** A column's texts without the group rows' ▸ and ▾. */
const titles = async (page: Page) =>
  (await gridCells(page, GRID, 'title')).map((t) => t.replace(/^[▸▾]\s*/, ''));

/** The page's count line: shown and all. */
async function count(page: Page): Promise<[number, number]> {
  const text = await page.locator('.ball-count').innerText();
  const m = /(\d+) of (\d+) flights/.exec(text);
  return [Number(m?.[1]), Number(m?.[2])];
}

describe.skipIf(!chromiumAvailable())('ball metrics page in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  /** The QB flights the stage stored, as the page should count them. */
  let thrown: Thrown[];
  let qbNames: Map<string, string>;
  /** The game's QB flights, with their quarters. */
  let gameThrown: Thrown[];

  beforeAll(async () => {
    // The live topic polled each second, so the live test waits for one poll, not five.
    ({ product, browser, stop } = await startE2e('e2e-ball-', {
      intervals: { ...SPEC_INTERVALS, liveMs: 1000 },
    }));
    const db = product.store.db;
    const roster = await db
      .selectFrom('players')
      .select(['player_id', 'name', 'jersey', 'position'])
      .where('team_id', '=', TEAM)
      .where('status', '=', 'ACT')
      .orderBy('name')
      .execute();
    const of = (position: string, n: number) =>
      roster
        .filter((p) => p.position === position)
        .slice(0, n)
        .map((p) => ({ id: p.player_id, jersey: p.jersey, position: p.position, name: p.name }));
    const qbs = of('QB', 2);
    qbNames = new Map(qbs.map((q) => [q.id, q.name]));
    await storePastSession(db, {
      id: PRACTICE,
      kind: 'practice',
      teamId: TEAM,
      startMs: Date.now() - DAY_MS,
      durationMs: 5 * 60_000,
      players: [...qbs, ...of('WR', 4), ...of('TE', 2), ...of('CB', 3), ...of('SS', 1)],
      fields: { name: 'Ball Practice' },
      computeMetrics: false,
    });
    // The product's own pipeline finds and keeps the flights (03 §4 ball flight retrack).
    for (const action of ['init', 'ballflightretrack'] as const) {
      await product.dataaccess.dataops.command(
        { action, datasetId: PRACTICE, teamId: TEAM },
        'e2e',
      );
      await product.dataaccess.dataops.idle();
    }
    const stored = await db
      .selectFrom('ball_flights')
      .select('flights')
      .where('session_id', '=', PRACTICE)
      .execute();
    thrown = stored
      .flatMap((r) => JSON.parse(r.flights) as BallFlight[])
      .filter((f) => qbNames.has(f.launcherKey ?? ''))
      .map((f) => ({ zone: speedZoneOf(f.initialAirSpeedMPH), playerId: f.launcherKey ?? '' }));
    if (thrown.length < 3) throw new Error(`too few stored QB flights: ${thrown.length}`);

    // A game of four quarters, each a play then a stoppage, its flights found the same way.
    const gameStart = Date.now() - 2 * DAY_MS;
    await storePastSession(db, {
      id: GAME,
      kind: 'game',
      teamId: TEAM,
      visitorTeamId: VISITOR,
      startMs: gameStart,
      durationMs: 4 * QUARTER_MS,
      players: [...qbs, ...of('WR', 4), ...of('TE', 2), ...of('CB', 3), ...of('SS', 1)],
      fields: {
        name: 'Ball Game',
        drills: [1, 2, 3, 4].flatMap((q) => {
          const at = gameStart + (q - 1) * QUARTER_MS;
          return [
            {
              drillType: `Q${q} Play`,
              periodType: 'Play',
              playId: `p${q}`,
              quarter: q,
              startTs: at,
              endTs: at + 90_000,
            },
            {
              drillType: `Q${q} Stoppage`,
              periodType: 'Stoppage',
              quarter: q,
              startTs: at + 90_000,
              endTs: at + QUARTER_MS,
            },
          ];
        }),
      },
      computeMetrics: false,
    });
    for (const action of ['init', 'ballflightretrack'] as const) {
      await product.dataaccess.dataops.command({ action, datasetId: GAME, teamId: TEAM }, 'e2e');
      await product.dataaccess.dataops.idle();
    }
    const gameStored = await db
      .selectFrom('ball_flights')
      .select('flights')
      .where('session_id', '=', GAME)
      .execute();
    gameThrown = gameStored
      .flatMap((r) => JSON.parse(r.flights) as BallFlight[])
      .filter((f) => qbNames.has(f.launcherKey ?? ''))
      .sort((a, b) => a.startTimeMS - b.startTimeMS)
      .map((f) => ({
        zone: speedZoneOf(f.initialAirSpeedMPH),
        playerId: f.launcherKey ?? '',
        quarter: Math.floor((f.startTimeMS - gameStart) / QUARTER_MS) + 1,
      }));
    if (new Set(gameThrown.map((t) => t.quarter)).size < 2)
      throw new Error(`the game's flights are not in two quarters: ${gameThrown.length}`);
  }, 300_000);

  afterAll(() => stop());

  it('shows the flights flat, by player (expandable) and by speed zone, and filters by zone', async () => {
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      paths.practicePerformance(PRACTICE, 'expanded'),
    );
    const menu = page.getByRole('navigation', { name: 'Current view' });
    await menu.getByRole('link', { name: 'Ball Metrics' }).click();
    await page.waitForURL(/\/ball\/flights\/page\?view=byPlayer$/);
    expect(await menu.getByRole('link', { name: 'Reporting' }).getAttribute('href')).toBe(
      paths.practiceReport(PRACTICE),
    );
    const grid = page.getByRole('region', { name: GRID });
    await grid.locator('.ag-row').first().waitFor();
    await expect.poll(() => count(page)).toEqual([thrown.length, thrown.length]);

    // Group By: Player: one row per quarterback who threw, with his number of flights.
    const throwers = [...new Set(thrown.map((t) => t.playerId))];
    const perPlayer = throwers
      .map((id) => [qbNames.get(id) ?? '', String(thrown.filter((t) => t.playerId === id).length)])
      .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
    await expect.poll(() => titles(page)).toEqual(perPlayer.map(([n]) => n));
    expect(await gridCells(page, GRID, 'total')).toEqual(perPlayer.map(([, n]) => n));
    // Expanded, the first player's flights follow his row; collapsed, they go.
    const [firstName, firstCount] = perPlayer[0] ?? ['', '0'];
    await grid.getByRole('button', { name: firstName }).click();
    await expect
      .poll(async () => (await titles(page)).length)
      .toBe(perPlayer.length + Number(firstCount));
    expect((await gridCells(page, GRID, 'flightType')).slice(1, 1 + Number(firstCount))).toEqual(
      Array.from({ length: Number(firstCount) }, () => 'Pass'),
    );
    await screenshot(page, 'ball-by-player-1440');
    await grid.getByRole('button', { name: firstName }).click();
    await expect.poll(async () => (await titles(page)).length).toBe(perPlayer.length);

    // Speed Zone: one row per zone that has flights, in zone order, each with its count.
    await page.getByRole('radio', { name: 'Speed Zone' }).click();
    await page.waitForURL(/view=speedZone/);
    const zones = SPEED_ZONES.filter((z) => thrown.some((t) => t.zone === z));
    await expect.poll(() => titles(page)).toEqual([...zones]);
    expect(await gridCells(page, GRID, 'total')).toEqual(
      zones.map((z) => String(thrown.filter((t) => t.zone === z).length)),
    );
    await screenshot(page, 'ball-speed-zone-1440');

    // The flat list: every flight, by release time; then only the first zone's.
    await page.getByRole('radio', { name: 'All Flights' }).click();
    await expect
      .poll(async () => (await gridCells(page, GRID, 'speedZone')).length)
      .toBe(thrown.length);
    const zone = zones[0] ?? 'Speed Zone 1';
    await page.getByRole('button', { name: /^Speed zones:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Speed zones' });
    await dialog.getByRole('checkbox', { name: 'All', exact: true }).uncheck();
    await dialog.getByRole('checkbox', { name: zone, exact: true }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/zone=/);
    const inZone = thrown.filter((t) => t.zone === zone).length;
    await expect.poll(() => count(page)).toEqual([inZone, thrown.length]);
    await expect
      .poll(() => gridCells(page, GRID, 'speedZone'))
      .toEqual(Array.from({ length: inZone }, () => zone));
    await screenshot(page, 'ball-list-1440');
    // A thrower's name opens his pop-up on its Ball Metrics tab, over this page (02 §2: the
    // page path plus /modal/{playerId}); closing it comes back to this list, filter kept.
    const listUrl = page.url();
    const name = (await titles(page))[0] ?? '';
    await grid.getByRole('link', { name }).first().click();
    await page.waitForURL(/\/ball\/flights\/modal\/[^/]+\/ball\?.*zone=/);
    const popup = page.getByRole('dialog', { name });
    await popup.getByRole('img', { name: /^Initial air speed of \d+ flights$/ }).waitFor();
    await screenshot(page, 'ball-popup-over-list-1440');
    await popup.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(listUrl);
    await popup.waitFor({ state: 'detached' });
    await expect.poll(() => count(page)).toEqual([inZone, thrown.length]);
    await expect
      .poll(() => gridCells(page, GRID, 'speedZone'))
      .toEqual(Array.from({ length: inZone }, () => zone));
    await page.context().close();
  });

  it('exports the flights and the totals it shows, with the numbers it shows (02 §7)', async () => {
    // Filtered to the zone with the most flights, as a coach narrows the list before exporting.
    const zone =
      SPEED_ZONES.map((z) => [z, thrown.filter((t) => t.zone === z).length] as const).sort(
        (a, b) => b[1] - a[1],
      )[0]?.[0] ?? 'Speed Zone 1';
    const inZone = thrown.filter((t) => t.zone === zone).length;
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      `${paths.practiceBall(PRACTICE)}?zone=${encodeURIComponent(zone)}`,
      { landing: /\/ball\/flights\/page/ },
    );
    // The count reads 0 of 0 until the flights arrive: wait for the grid's first row.
    await page.getByRole('region', { name: GRID }).locator('.ag-row').first().waitFor();
    await expect.poll(() => count(page)).toEqual([inZone, thrown.length]);
    const shown = async (cols: readonly string[]) => {
      const columns = await Promise.all(cols.map((c) => gridCells(page, GRID, c)));
      return (columns[0] ?? []).map((_, i) => columns.map((c) => c[i] ?? '').join('|')).sort();
    };
    const pageFlights = await shown([
      'title',
      'initialAirSpeedMPH',
      'groundDistanceYds',
      'speedZone',
    ]);
    expect(pageFlights).toHaveLength(inZone);

    const exported = async (choice: string, key = 'Player') => {
      await page.getByRole('button', { name: 'Export ball flights' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: choice }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${PRACTICE}.csv`);
      return readDownloadedCsv(download, key);
    };
    const flights = await exported('Export Flights');
    expect(
      flights
        .map((r) =>
          [
            r.Player,
            r['Initial Air Speed (MPH)'],
            r['Ground Distance (yards)'],
            r['Speed Zone'],
          ].join('|'),
        )
        .sort(),
    ).toEqual(pageFlights);

    // The totals: one row per thrower, as the page's Group By: Player rows count and average.
    await page.getByRole('radio', { name: 'Group By: Player' }).click();
    await page.waitForURL(/view=byPlayer/);
    const throwers = new Set(thrown.filter((t) => t.zone === zone).map((t) => t.playerId)).size;
    await expect.poll(async () => (await gridCells(page, GRID, 'total')).length).toBe(throwers);
    const groups = await shown(['title', 'total', 'initialAirSpeedMPH']);
    const totals = await exported('Export Totals');
    expect(
      totals.map((r) => `${r.Player}|${r.Flights}|${r['Avg Initial Air Speed (MPH)']}`).sort(),
    ).toEqual(groups.map((g) => g.replace(/^[▸▾]\s*/, '')));

    // Export Filtered Data: the grid's rows as they stand, in order, the open group's flights
    // under it (02 §9 Export menu).
    const grid = page.getByRole('region', { name: GRID });
    const firstGroup = (await titles(page))[0] ?? '';
    await grid.getByRole('button', { name: firstGroup }).click();
    await expect.poll(async () => (await titles(page)).length).toBeGreaterThan(throwers);
    const gridRows = async () => {
      const cols = await Promise.all(
        ['title', 'jersey', 'total', 'flightType', 'speedZone', 'initialAirSpeedMPH'].map((c) =>
          gridCells(page, GRID, c),
        ),
      );
      return (cols[0] ?? []).map((_, i) =>
        cols.map((c) => (c[i] ?? '').replace(/^[▸▾]\s*/, '')).join('|'),
      );
    };
    const seen = await gridRows();
    const filtered = await exported('Export Filtered Data', 'Group');
    expect(
      filtered.map((r) =>
        [
          r.Group,
          r.Number,
          r.Flights,
          r['Flight Type'],
          r['Speed Zone'],
          r['Initial Air Speed (MPH)'],
        ].join('|'),
      ),
    ).toEqual(seen);
    expect(filtered.filter((r) => r['Flight Type'] === 'Pass').length).toBeGreaterThan(0);
    await screenshot(page, 'ball-filtered-expanded-1440');
    // The flat list: its flights as it orders them.
    await page.getByRole('radio', { name: 'All Flights' }).click();
    await expect.poll(async () => (await titles(page)).length).toBe(inZone);
    const flat = await exported('Export Filtered Data');
    expect(flat.map((r) => `${r.Player}|${r['Initial Air Speed (MPH)']}`)).toEqual(
      (
        await Promise.all(['title', 'initialAirSpeedMPH'].map((c) => gridCells(page, GRID, c)))
      ).reduce<string[]>(
        (acc, col, ci) => col.map((v, i) => (ci === 0 ? v : `${acc[i] ?? ''}|${v}`)),
        [],
      ),
    );
    await page.context().close();
  });

  it('exports the flat list in the order the user sorted it by a header click (02 §9), kept in the address', async () => {
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      paths.practiceBall(PRACTICE),
      { landing: /\/ball\/flights\/page/ },
    );
    const grid = page.getByRole('region', { name: GRID });
    await grid.locator('.ag-row').first().waitFor();
    await expect.poll(() => count(page)).toEqual([thrown.length, thrown.length]);
    const cols = ['title', 'initialAirSpeedMPH', 'groundDistanceYds'] as const;
    const gridRows = async () => {
      const cells = await Promise.all(cols.map((c) => gridCells(page, GRID, c)));
      return (cells[0] ?? []).map((_, i) => cells.map((c) => c[i] ?? '').join('|'));
    };
    const sortBy = async (colId: string, clicks: number, order: 'ascending' | 'descending') => {
      const header = grid.locator(`.ag-header-cell[col-id="${colId}"]`);
      for (let i = 0; i < clicks; i += 1) await header.locator('.ag-header-cell-label').click();
      await expect.poll(() => header.getAttribute('aria-sort')).toBe(order);
    };
    const exported = async () => {
      await page.getByRole('button', { name: 'Export ball flights' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Export Filtered Data' }).click(),
      ]);
      return (await readDownloadedCsv(download)).map((r) =>
        [r.Player, r['Initial Air Speed (MPH)'], r['Ground Distance (yards)']].join('|'),
      );
    };
    // Fastest first (two clicks): the grid runs down in speed and the file is in its order.
    await sortBy('initialAirSpeedMPH', 2, 'descending');
    const fastest = await gridRows();
    const speeds = fastest.map((r) => Number(r.split('|')[1]));
    expect(speeds).toEqual([...speeds].sort((a, b) => b - a));
    expect(new Set(speeds).size, 'the flights differ in speed').toBeGreaterThan(1);
    expect(await exported()).toEqual(fastest);
    await screenshot(page, 'ball-sorted-speed-1440');
    // The sort is in the address: a reload (or the link shared) opens the list sorted so.
    await page.waitForURL(/[?&]sort=initialAirSpeedMPH%3Adesc/);
    await page.reload();
    await grid.locator('.ag-row').first().waitFor();
    await expect
      .poll(() =>
        grid.locator('.ag-header-cell[col-id="initialAirSpeedMPH"]').getAttribute('aria-sort'),
      )
      .toBe('descending');
    await expect.poll(gridRows).toEqual(fastest);
    // By thrower: the two QBs' flights together, each QB's in the grid's order of ties.
    await sortBy('title', 1, 'ascending');
    const byName = await gridRows();
    expect(byName).not.toEqual(fastest);
    expect(byName.map((r) => r.split('|')[0])).toEqual(
      byName.map((r) => r.split('|')[0] ?? '').sort((a, b) => a.localeCompare(b)),
    );
    expect(await exported()).toEqual(byName);
    await page.context().close();
  });

  it("shows a quarterback's flights in his pop-up's Ball Metrics tab, as a chart and as data", async () => {
    const [qb, n] = [...new Set(thrown.map((t) => t.playerId))].map(
      (id) => [id, thrown.filter((t) => t.playerId === id).length] as const,
    )[0] ?? ['', 0];
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      `${paths.practicePlayer(PRACTICE, qb)}/ball`,
    );
    const dialog = page.getByRole('dialog', { name: qbNames.get(qb) ?? '' });
    await dialog.getByRole('img', { name: `Initial air speed of ${n} flights` }).waitFor();
    expect(await dialog.locator('svg rect').count()).toBe(n);
    await screenshot(page, 'ball-popup-chart-1440');
    await dialog.getByRole('radio', { name: 'Data' }).click();
    const table = dialog.getByRole('table', { name: 'Player ball flights' });
    await table.waitFor();
    // The averages' row, then one row per flight.
    expect(await table.locator('tbody tr').count()).toBe(n + 1);
    await screenshot(page, 'ball-popup-data-1440');
    await page.context().close();
  });

  it("follows a live practice: the QB's throws show within a live poll, no reload", async () => {
    const db = product.store.db;
    const venue = 'e2e-ball-field';
    await db
      .insertInto('venues')
      .values({
        site_id: venue,
        site_name: 'Ball Field',
        type: 'practice',
        team_id: TEAM,
        league: 'nfl',
      })
      .execute();
    const startMs = Date.now() - 130_000;
    const practice = await createPractice(
      db,
      {
        name: 'Live Ball Practice',
        description: '',
        drills: [{ drillType: 'Individual' }],
        extraData: {},
        intensity: 'High',
        league: 'nfl',
        profileName: '',
        rooftype: 'Outdoor',
        siteId: venue,
        siteName: 'Ball Field',
        start: startMs,
        teamId: TEAM,
        type: 'practice',
      },
      'e2e',
      startMs - 3600_000,
    );
    await runPracticeCommand(db, practice._id, { type: 'practice.start' }, 'e2e', startMs);
    const roster = await db
      .selectFrom('players')
      .select(['player_id', 'jersey', 'position', 'name'])
      .where('team_id', '=', TEAM)
      .where('position', 'in', ['QB', 'WR', 'TE'])
      .where('status', '=', 'ACT')
      .orderBy('name')
      .execute();
    const players = roster.map((p) => ({
      id: p.player_id,
      jersey: p.jersey,
      position: p.position,
    }));
    const sim = createPracticeSimulation({
      seed: 3,
      players,
      periods: [{ name: 'Individual', periodType: 'Individual', durationMs: 120_000 }],
      startMs,
    });
    const { key } = await createVenueKey(db, venue, 'engine', startMs);
    let sequence = 0;
    const ingest = async (fromMs: number, toMs: number) => {
      sequence += 1;
      const res = await product.dataaccess.app.inject({
        method: 'POST',
        url: `/dataaccess/ingest/${practice._id}`,
        headers: { 'x-venue-key': key },
        payload: {
          sequence,
          tracks: sim.samplesBetween(fromMs, toMs).map((t) => ({
            entityId: t.entityId,
            atMs: [...t.atMs],
            xYd: [...t.xYd],
            yYd: [...t.yYd],
            ...(t.zYd === undefined ? {} : { zYd: [...t.zYd] }),
          })),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Before any throw: the live empty text.
    const firstThrow = Math.min(
      ...sim.flightsBetween(sim.startMs, sim.endMs).map((f) => f.startMs),
    );
    await ingest(sim.startMs, firstThrow - 500);
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      paths.practicePerformance(practice._id, 'condensed'),
    );
    await page
      .getByRole('navigation', { name: 'Current view' })
      .getByRole('link', { name: 'Ball Metrics' })
      .click();
    await page.waitForURL(/\/ball\/flights\/page\?view=speedZone$/);
    await page.getByText(MSG_NO_BALL_FLIGHTS_LIVE).waitFor();
    // The rest of the practice arrives; the page shows its passes by the next poll or two.
    await ingest(firstThrow - 500, sim.endMs);
    const passes = sim
      .flightsBetween(sim.startMs, sim.endMs)
      .filter(
        (f) =>
          f.kind === 'Pass' &&
          f.ballId !== undefined &&
          f.startMs + f.durationMs < sim.endMs - 1000,
      );
    expect(passes.length).toBeGreaterThan(1);
    await expect
      .poll(async () => (await page.locator('.ball-count').count()) > 0 && (await count(page))[1], {
        timeout: 15_000,
        interval: 250,
      })
      .toBeGreaterThanOrEqual(passes.length);
    const zones = await titles(page);
    expect(zones.length).toBeGreaterThan(0);
    for (const z of zones) expect(SPEED_ZONES).toContain(z);
    await screenshot(page, 'ball-live-speed-zone-1440');
    await page.context().close();
  });

  it("shows a game's flights by quarter, filters by quarter and exports what it shows", async () => {
    const page = await openSignedIn({ product, browser }, COACH, 1440, paths.gameBall(GAME, TEAM), {
      landing: /\/ball\/flights\/page/,
    });
    const grid = page.getByRole('region', { name: GRID });
    await grid.locator('.ag-row').first().waitFor();
    await expect.poll(() => count(page)).toEqual([gameThrown.length, gameThrown.length]);
    // The flat list's When column is the quarter of each flight, in release order.
    expect(
      await grid.getByRole('columnheader', { name: 'Quarter' }).count(),
      'a game shows quarters, not periods',
    ).toBe(1);
    await expect
      .poll(() => gridCells(page, GRID, 'period'))
      .toEqual(gameThrown.map((t) => `Q${t.quarter}`));
    await screenshot(page, 'ball-game-list-1440');

    // The quarter filter: the quarter with the most flights.
    const [quarter = 1, inQuarter = 0] =
      [1, 2, 3, 4]
        .map((q) => [q, gameThrown.filter((t) => t.quarter === q).length] as const)
        .sort((a, b) => b[1] - a[1])[0] ?? [];
    await page.getByRole('button', { name: /^Quarters:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Quarters' });
    await dialog.getByRole('checkbox', { name: 'All', exact: true }).uncheck();
    await dialog.getByRole('checkbox', { name: `Q${quarter}`, exact: true }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(new RegExp(`quarter=${quarter}`));
    await expect.poll(() => count(page)).toEqual([inQuarter, gameThrown.length]);
    const pageRows = async () => {
      const cols = await Promise.all(
        ['title', 'period', 'inPlay', 'initialAirSpeedMPH'].map((c) => gridCells(page, GRID, c)),
      );
      return (cols[0] ?? []).map((_, i) => cols.map((c) => c[i] ?? '').join('|'));
    };
    await expect
      .poll(async () => (await pageRows()).map((r) => r.split('|')[1]))
      .toEqual(Array.from({ length: inQuarter }, () => `Q${quarter}`));
    const shown = await pageRows();
    await screenshot(page, 'ball-game-quarter-1440');

    // Export Flights: the same flights, in the same order, with the same numbers.
    await page.getByRole('button', { name: 'Export ball flights' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export Flights' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${GAME}.csv`);
    const file = await readDownloadedCsv(download);
    expect(
      file.map((r) => [r.Player, r.Quarter, r['In Play'], r['Initial Air Speed (MPH)']].join('|')),
    ).toEqual(shown);
    await page.context().close();

    // The same at 800 px: the filtered list still reads.
    const narrow = await openSignedIn(
      { product, browser },
      COACH,
      800,
      `${paths.gameBall(GAME, TEAM)}?quarter=${quarter}`,
      { landing: /\/ball\/flights\/page/ },
    );
    await narrow.getByRole('region', { name: GRID }).locator('.ag-row').first().waitFor();
    await expect.poll(() => count(narrow)).toEqual([inQuarter, gameThrown.length]);
    await screenshot(narrow, 'ball-game-quarter-800');
    await narrow.context().close();
  });

  it("exports a game's quarters (Full Game Export) and plays (Export Plays) from the session's Export menu, as the API writes them", async () => {
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      paths.gamePerformance(GAME, TEAM),
      { landing: /\/performance\// },
    );
    const menuButton = page.getByRole('button', { name: 'Export Ball Game', exact: true });
    await expect.poll(() => menuButton.isEnabled()).toBe(true);
    /** The file a menu choice saves, the query it sent, and the API's answer to that call. */
    const exported = async (choice: string) => {
      await menuButton.click();
      const asked = page.waitForRequest((r) => r.url().includes(`/reports/csv/${GAME}`));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: choice, exact: true }).click(),
      ]);
      const request = await asked;
      expect(download.suggestedFilename()).toBe(`${GAME}.csv`);
      const api = await page.request.get(request.url(), { headers: await request.allHeaders() });
      expect(api.status()).toBe(200);
      return {
        query: new URL(request.url()).searchParams,
        text: readFileSync(await download.path(), 'utf8'),
        api: await api.text(),
        rows: await readDownloadedCsv(download),
      };
    };
    // The numbers by quarter and by play as the session page reads them (its numbers API).
    const numbers = async (groupBy: string) => {
      const answer = await page.request.get(
        `${product.url}/api/da/fullpractice/${GAME}?groupBy=${groupBy}`,
      );
      const body = (await answer.json()) as {
        results: {
          byPeriod: { name: string; players: { id: string; metrics: Record<string, number> }[] }[];
        }[];
      };
      return body.results[0]?.byPeriod ?? [];
    };
    const names = new Map(
      (
        await product.store.db
          .selectFrom('players')
          .select(['player_id', 'name'])
          .where('team_id', '=', TEAM)
          .execute()
      ).map((p) => [p.name, p.player_id]),
    );
    for (const [choice, gameView, column, groupBy] of [
      ['Full Game Export', 'quarters', 'Quarter', 'quarter'],
      ['Export Plays', 'plays', 'Play', 'play'],
    ] as const) {
      const file = await exported(choice);
      expect(file.query.get('gameView')).toBe(gameView);
      expect(file.text).toBe(file.api);
      const groups = await numbers(groupBy);
      expect(groups).toHaveLength(4);
      const players = [...new Set(file.rows.map((r) => r.Player ?? ''))];
      expect(players.length).toBeGreaterThan(5);
      for (const player of players) {
        const mine = file.rows.filter((r) => r.Player === player);
        // A Total row, then a row per quarter or play, as the numbers group them.
        expect(mine.map((r) => r[column])).toEqual(['Total', ...groups.map((g) => g.name)]);
        groups.forEach((g, i) => {
          const text = mine[i + 1]?.['Total Distance (yd)'] ?? '';
          const value = g.players.find((p) => p.id === names.get(player))?.metrics.totalDis;
          const decimals = text.split('.')[1]?.length ?? 0;
          expect(
            Math.abs(Number(text) - (value ?? NaN)),
            `${choice} ${player} ${g.name}: ${text} for ${value}`,
          ).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
        });
      }
    }
    await page.context().close();
  });

  it('fits a narrow screen', async () => {
    const page = await openSignedIn(
      { product, browser },
      COACH,
      800,
      paths.practiceBall(PRACTICE, 'byPlayer'),
    );
    await page.getByRole('region', { name: GRID }).locator('.ag-row').first().waitFor();
    await expect.poll(() => count(page)).toEqual([thrown.length, thrown.length]);
    await screenshot(page, 'ball-by-player-800');
    await page.context().close();
  });
});
