/**
 * The live table of a 110-player practice in the browser (issue 19): on a warm server the
 * first rows are on screen within 1.5 s of opening the page, and a delta redraws only the
 * cells whose values it changes: no row element is re-created, however the sort moves rows,
 * and rows the delta leaves alone are not touched.
 *
 * The practice is the college team's (its seeded roster is 110 players), fed by the test
 * with simulated positions, so each delta follows a feed the test made. The test reads the
 * page's own WebSocket frames into the web client's store, so it knows each delta's changes
 * and every value the table must show.
 */

import type { Browser, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMetric, isMetricKey } from '../../domain';
import { SPEC_INTERVALS } from '../../gateway';
import { live, type CellValue } from '../../proto';
import { startSquadPractice, type SquadPractice } from '../../scripts/bench-page-memory';
import { type Product } from '../../scripts/product';
import { TopicStore } from '../../web/src/live/store';
import { seededRoster } from '../../scripts/demo/seed';
import { storePastSession } from '../support/past-sessions';
import { chromiumAvailable } from '../support/services';
import { openSignedIn, screenshot, startE2e } from './browser';

/** What the grid's DOM did between two reads (see {@link watchGrid}). */
interface GridChanges {
  /** `rowId|colId` of the cells whose content was redrawn. */
  readonly cells: string[];
  /** Row elements put into or taken out of the grid. */
  readonly rowsAdded: number;
  readonly rowsRemoved: number;
  /** Rows now drawn by another element than when the watch began (or not drawn at all). */
  readonly recreated: string[];
  /** Rows whose element moved to another place in the order (a re-sort). */
  readonly moved: string[];
  /** Changes in the header row (a column definition made anew refreshes every header). */
  readonly header: number;
}

/**
 * Watches the live grid: a MutationObserver over the grid notes every cell whose content
 * changes, every row element added or removed, every row moved and any change of the
 * header; and the row elements drawn when the watch begins are kept, to tell whether a row
 * is ever drawn by another. {@link gridChanges} reads and clears what was noted.
 */
async function watchGrid(page: Page): Promise<void> {
  await page.evaluate(() => {
    const grid = document.querySelector('[aria-label="Live metrics"] .ag-root');
    if (grid === null) throw new Error('no live grid');
    const rowsOf = () => [...grid.querySelectorAll('.ag-row[row-id]')];
    const idOf = (row: Element | null | undefined) => row?.getAttribute('row-id') ?? '?';
    const first = new Map(rowsOf().map((row) => [idOf(row), row]));
    const noted = {
      cells: new Set<string>(),
      moved: new Set<string>(),
      added: 0,
      removed: 0,
      header: 0,
    };
    const rowsIn = (node: Node) =>
      node instanceof Element
        ? (node.matches('.ag-row') ? 1 : 0) + node.querySelectorAll('.ag-row').length
        : 0;
    new MutationObserver((records) => {
      for (const record of records) {
        const target =
          record.target instanceof Element ? record.target : record.target.parentElement;
        if (record.type === 'childList') {
          for (const node of record.addedNodes) noted.added += rowsIn(node);
          for (const node of record.removedNodes) noted.removed += rowsIn(node);
        }
        if (target === null) continue;
        if (target.closest('.ag-header') !== null) noted.header += 1;
        const cell = target.closest('.ag-cell');
        if (cell !== null && record.type !== 'attributes') {
          noted.cells.add(`${idOf(cell.closest('.ag-row'))}|${cell.getAttribute('col-id') ?? '?'}`);
        } else if (
          target.matches('.ag-row') &&
          record.attributeName === 'row-index' &&
          target.getAttribute('row-index') !== record.oldValue
        ) {
          noted.moved.add(idOf(target));
        }
      }
    }).observe(grid, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeOldValue: true,
    });
    (window as unknown as { gridChanges: () => GridChanges }).gridChanges = () => {
      const now = new Map(rowsOf().map((row) => [idOf(row), row]));
      const read: GridChanges = {
        cells: [...noted.cells],
        rowsAdded: noted.added,
        rowsRemoved: noted.removed,
        recreated: [...first.keys()].filter((id) => now.get(id) !== first.get(id)),
        moved: [...noted.moved],
        header: noted.header,
      };
      noted.cells.clear();
      noted.moved.clear();
      noted.added = 0;
      noted.removed = 0;
      noted.header = 0;
      return read;
    };
  });
}

const gridChanges = (page: Page): Promise<GridChanges> =>
  page.evaluate(() => (window as unknown as { gridChanges: () => GridChanges }).gridChanges());

/** The players table of a topic store: cells by column name, by player id. */
function playerCells(store: TopicStore): Record<string, Record<string, CellValue>> {
  return store.get().tables.players?.rows ?? {};
}

/** `rowId|colId` of the shown metric cells whose values differ between two states. */
function changedCells(
  before: Record<string, Record<string, CellValue>>,
  after: Record<string, Record<string, CellValue>>,
  shown: readonly string[],
): Set<string> {
  const changed = new Set<string>();
  for (const [key, cells] of Object.entries(after))
    for (const col of shown) if (before[key]?.[col] !== cells[col]) changed.add(`${key}|${col}`);
  return changed;
}

/** Players of the squad who practised yesterday too. */
const COMPARED = 6;

describe.skipIf(!chromiumAvailable())('the live table of a 110-player practice', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let practice: SquadPractice;
  let path: string;
  let warm: Page;

  /** Resolves after `count` more polls of the practice's topic have completed. */
  const polls = (count: number): Promise<void> => {
    const poller = product.gateway.topics.poller(practice.topic);
    if (poller === undefined) throw new Error('the gateway does not poll the practice');
    let left = count;
    return new Promise((resolve) => {
      poller.onPolled = () => {
        left -= 1;
        if (left > 0) return;
        poller.onPolled = null;
        resolve();
      };
    });
  };

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-live-perf-', {
      intervals: { ...SPEC_INTERVALS, liveMs: 250 },
    }));
    practice = await startSquadPractice(product, 'web-live-perf');
    // Yesterday's short practice of six of the squad: the comparison the live percentages use.
    await storePastSession(
      product.store.db,
      {
        id: 'web-live-perf-yesterday',
        kind: 'practice',
        teamId: '194',
        league: 'ncaa-fbs',
        startMs: Date.now() - 24 * 3600_000,
        durationMs: 30_000,
        players: seededRoster('194', 'ncaa-fbs').slice(0, COMPARED),
      },
      7,
    );
    // Half a minute of practice, so every player has numbers.
    await practice.feed(30_000);
    path = `/view/practice/${practice.id}/performance/condensed/page`;
    // The warm server: a coach has the page open (the topic is polled and its state held).
    warm = await openSignedIn({ product, browser }, practice.coach, 1440, path);
    await warm.locator('.ag-row[row-id] .ag-cell').first().waitFor();
  }, 240_000);

  afterAll(() => stop());

  it('shows the first rows of 110 players, and prints how long it took (target 1.5 s)', async () => {
    const session = await warm.context().storageState();
    const timings: { inPageMs: number; wallMs: number }[] = [];
    for (let i = 0; i < 3; i++) {
      // A fresh browser context each time: nothing of the app in the browser's cache.
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        storageState: session,
      });
      // From the navigation's start (performance.now's origin) to the first frame that
      // shows a row's numbers.
      await context.addInitScript(() => {
        const look = () => {
          const cell = document.querySelector('.ag-row[row-id] .ag-cell');
          if (cell !== null && cell.textContent !== '')
            (window as unknown as { firstRowsMs: number }).firstRowsMs = performance.now();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      const page = await context.newPage();
      const startedAt = Date.now();
      await page.goto(`${product.url}${path}`);
      const inPageMs = await page
        .waitForFunction(() => (window as unknown as { firstRowsMs?: number }).firstRowsMs)
        .then((handle) => handle.jsonValue());
      timings.push({ inPageMs: Math.round(Number(inPageMs)), wallMs: Date.now() - startedAt });
      if (i === 0) await screenshot(page, 'live-perf-first-rows-1440');
      await context.close();
    }
    console.log(
      `first rows on screen (ms from navigation start; wall ms from goto): ${timings
        .map((t) => `${t.inPageMs} (${t.wallMs})`)
        .join(', ')}`,
    );
    // A time is printed, not asserted: on two shared cores it measures the machine as much as
    // the page (docs/testing.md). Every opening showed its rows.
    expect(timings.every((t) => t.inPageMs > 0)).toBe(true);
  });

  it('redraws only the cells a delta changes, and re-creates no row', async () => {
    // Tall enough that the grid draws all 110 rows: a row leaving the drawn window on a
    // re-sort would otherwise be removed for a reason of its own.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 6000 },
      storageState: await warm.context().storageState(),
    });
    const page = await context.newPage();
    const store = new TopicStore();
    const { topic } = practice;
    page.on('websocket', (socket: WebSocket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string') return;
        const message = live.ServerMessage.decode(payload);
        if (message.snapshot?.topic === topic) store.applySnapshot(message.snapshot);
        if (message.delta?.topic === topic && !store.applyDelta(message.delta))
          throw new Error(`delta ${message.delta.position?.seq} without its base`);
      });
    });
    await page.goto(`${product.url}${path}`);
    const rows = page.locator('[aria-label="Live metrics"] .ag-row[row-id]');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(practice.players.length);
    const shown = (
      await page
        .locator('[aria-label="Live metrics"] .ag-header-cell[col-id]')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id') ?? ''))
    ).filter(isMetricKey);
    expect(shown.length).toBeGreaterThan(0);

    /** Waits until the gateway has sent the page every delta and the grid shows them all. */
    const settled = async (): Promise<void> => {
      await polls(2);
      const channel = product.gateway.topics.channel(topic);
      await expect.poll(() => store.get().seq, { timeout: 10_000 }).toBe(channel?.seq);
      const expected = Object.fromEntries(
        Object.entries(playerCells(store)).map(([key, cells]) => [
          key,
          Object.fromEntries(shown.map((col) => [col, formatMetric(col, cells[col] ?? null)])),
        ]),
      );
      await page.waitForFunction((want: Record<string, Record<string, string>>) => {
        const rows = document.querySelectorAll('[aria-label="Live metrics"] .ag-row[row-id]');
        if (rows.length !== Object.keys(want).length) return false;
        for (const row of rows) {
          const cells = want[row.getAttribute('row-id') ?? ''];
          if (cells === undefined) return false;
          for (const [col, text] of Object.entries(cells))
            if (row.querySelector(`.ag-cell[col-id="${col}"]`)?.textContent !== text) return false;
        }
        return true;
      }, expected);
    };

    await settled();
    await watchGrid(page);
    /** One feed and its delta: the cells it changed and what the grid's DOM did. */
    const round = async (only?: ReadonlySet<string>) => {
      const before = structuredClone(playerCells(store));
      await practice.feed(1000, only);
      await settled();
      const changed = changedCells(before, playerCells(store), shown);
      const dom = await gridChanges(page);
      const changedRows = new Set([...changed].map((c) => c.split('|')[0]));
      const touchedRows = new Set(dom.cells.map((c) => c.split('|')[0]));
      console.log(
        `delta: ${changedRows.size} rows changed (${changed.size} cells); redrawn ${touchedRows.size} rows (${dom.cells.length} cells); row elements added ${dom.rowsAdded}, removed ${dom.rowsRemoved}, re-created ${dom.recreated.length}; rows moved by the sort ${dom.moved.length}; header changes ${dom.header}`,
      );
      return { changed, changedRows, touchedRows, dom };
    };

    // Every player moves: each row changes, and the sort moves rows about (AG Grid moves
    // their elements, and must not draw them anew).
    let moved = 0;
    for (let i = 0; i < 4; i++) {
      const { changed, dom } = await round();
      expect(changed.size).toBeGreaterThan(0);
      expect([dom.rowsAdded, dom.rowsRemoved, dom.recreated, dom.header]).toEqual([0, 0, [], 0]);
      expect(dom.cells.filter((cell) => !changed.has(cell))).toEqual([]);
      moved += dom.moved.length;
    }
    expect(moved).toBeGreaterThan(0);
    // Ten players move: the other hundred rows are left alone.
    const ten = new Set(practice.players.slice(0, 10));
    for (let i = 0; i < 2; i++) {
      const { changed, changedRows, touchedRows, dom } = await round(ten);
      expect(changedRows.size).toBeGreaterThan(0);
      expect([...changedRows].filter((key) => !ten.has(key ?? ''))).toEqual([]);
      expect(touchedRows.size).toBeLessThanOrEqual(changedRows.size);
      expect([dom.rowsAdded, dom.rowsRemoved, dom.recreated, dom.header]).toEqual([0, 0, [], 0]);
      expect(dom.cells.filter((cell) => !changed.has(cell))).toEqual([]);
    }
    await screenshot(page, 'live-perf-110-players');
    await context.close();
  });
  it('shows live numbers as Relative and as % of the comparison, red at or above the threshold', async () => {
    const page = await openSignedIn(
      { product, browser },
      practice.coach,
      1440,
      `${path}?show=percent&thr=100`,
    );
    const grid = page.getByRole('region', { name: 'Live metrics' });
    await grid.getByRole('columnheader', { name: /Total Dist %/ }).waitFor();
    // Every shown percentage cell: red exactly when it is at or above 100 %.
    const cells = () =>
      grid.locator('.ag-row[row-id] .ag-cell.ag-right-aligned-cell').evaluateAll((els) =>
        els.map((el) => ({
          text: el.textContent,
          red: el.classList.contains('over-threshold'),
        })),
      );
    await expect
      .poll(async () => (await cells()).filter((c) => /^\d+%$/.test(c.text)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const shown = await cells();
    const percents = shown.filter((c) => /^\d+%$/.test(c.text));
    for (const cell of percents) expect(cell.red, cell.text).toBe(parseInt(cell.text, 10) >= 100);
    expect(percents.some((c) => c.red)).toBe(true);
    expect(percents.some((c) => !c.red)).toBe(true);
    // Players who have no comparison show no percentage.
    expect(shown.some((c) => c.text === '-')).toBe(true);
    expect(shown.filter((c) => c.red).every((c) => /^\d+%$/.test(c.text))).toBe(true);
    await screenshot(page, 'live-percent-1440');

    // Relative: the zones' columns show their Relative variants from the live topic.
    await page.getByRole('radio', { name: 'Relative' }).click();
    await page.waitForURL(/show=relative/);
    await expect
      .poll(() =>
        grid.locator('.ag-header-cell[col-id="sprintYds"]').evaluate((el) => el.textContent),
      )
      .toMatch(/Rel/i);
    expect(await grid.locator('.over-threshold').count()).toBe(0);

    // At 800 px the players are the sideline tiles: they show the same percentages.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`${product.url}${path}?show=percent&thr=100`);
    const yards = page.locator('.sideline-tile .tile-totalDis');
    await expect
      .poll(() => yards.locator('strong').allTextContents(), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/^\d+%$/));
    expect(await yards.first().locator('small').innerText()).toBe('yd %');
    // Red exactly at or above the threshold, as in the table.
    const tiles = await yards.evaluateAll((els) =>
      els.map((el) => ({
        text: el.querySelector('strong')?.textContent ?? '',
        red: el.classList.contains('over-threshold'),
      })),
    );
    for (const tile of tiles.filter((t) => /^\d+%$/.test(t.text)))
      expect(tile.red, tile.text).toBe(parseInt(tile.text, 10) >= 100);
    await screenshot(page, 'live-percent-800');
    await page.context().close();
  });
});
