/**
 * The browser harness: Debian's chromium driven by playwright-core with the flags of
 * ARCHITECTURE.md, and screenshots into tests/e2e/screenshots (ignored by git).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { splitDelimitedLine } from '../../dataaccess/src/importers/delimited';
import { startProduct, type Product, type ProductOptions } from '../../scripts/product';
import { freePort } from '../support/ports';
import { launchChromium } from '../../scripts/chromium';

/** Where screenshots go. */
export const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

/** Launches headless chromium (Debian's, with this machine's flags). */
export const launchBrowser = launchChromium;

/** Saves a screenshot named `name` (png) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** Signs in through the development identity provider from the app's login page. */
export async function signIn(page: Page, email: string, password = 'dev'): Promise<void> {
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Where {@link openSignedIn} waits to land: a URL pattern or test, or null for nowhere. */
export type Landing = RegExp | ((url: URL) => boolean) | null;

/**
 * A page of a new browser context `width` px wide (900 high, plus `context` options) that
 * opens `path` on the product, is sent to the login page, signs in as `email`, and waits to
 * land: by default back on `path` itself. With `clockFrom` the page's clock starts at that
 * instant instead of the machine's, for suites whose screens depend on the date.
 */
export async function openSignedIn(
  e2e: Pick<E2e, 'product' | 'browser'>,
  email: string,
  width: number,
  path: string,
  options: { landing?: Landing; context?: BrowserContextOptions; clockFrom?: number } = {},
): Promise<Page> {
  const context = await e2e.browser.newContext({
    viewport: { width, height: 900 },
    ...options.context,
  });
  // The page's clock starts at this instant and runs on from there (Date and timers alike).
  if (options.clockFrom !== undefined) await context.clock.install({ time: options.clockFrom });
  const page = await context.newPage();
  await page.goto(`${e2e.product.url}${path}`);
  await page.waitForURL(/\/login/);
  await signIn(page, email);
  const landing =
    options.landing === undefined
      ? new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      : options.landing;
  if (landing !== null) await page.waitForURL(landing);
  return page;
}

/**
 * Clicks a radio button and waits until it shows as checked. The screens change filters in
 * a React transition, so on a busy machine the checked state can follow a moment after the
 * click; Playwright's `check()` would call that a failure.
 */
export async function checkRadio(radio: Locator): Promise<void> {
  await radio.click();
  const deadline = Date.now() + 10_000;
  while (!(await radio.isChecked())) {
    if (Date.now() > deadline) throw new Error('the radio button did not become checked');
    await radio.page().waitForTimeout(100);
  }
}

/** A day as the schedule's routes write it (yyyy/M/d, 01 §9), in local time as the browser's. */
export const dayRoute = (d: Date): string =>
  `${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}`;

/**
 * Waits until the page shows the schedule's `view` (week or month) on today, today being any
 * day from `since` (taken before the sign-in or click that leads there) to the moment of the
 * check: a run may cross midnight between the click and the landing, and the test must not
 * care when it runs.
 */
export async function waitForScheduleToday(
  page: Page,
  view: 'week' | 'month',
  since: Date,
  timeout?: number,
): Promise<void> {
  const pattern = new RegExp(`/schedule/${view}/(\\d{4})/(\\d{1,2})/(\\d{1,2})$`);
  const firstDay = new Date(since.getFullYear(), since.getMonth(), since.getDate()).getTime();
  await page.waitForURL(
    (url) => {
      const match = pattern.exec(url.pathname);
      if (match === null) return false;
      const [, y, m, d] = match.map(Number);
      const shown = new Date(y ?? 0, (m ?? 0) - 1, d ?? 0).getTime();
      return (
        shown >= firstDay && shown <= Date.now() && dayRoute(new Date(shown)) === `${y}/${m}/${d}`
      );
    },
    timeout === undefined ? {} : { timeout },
  );
}

/** A suite's product (in a scratch folder, on free ports) and browser. */
export interface E2e {
  readonly product: Product;
  readonly browser: Browser;
  /** Closes the browser, stops the product and removes its folder. */
  readonly stop: () => Promise<void>;
}

/**
 * Starts the whole product and a browser for one suite. `prefix` names the scratch folder;
 * `options` are added to the product's (e.g. `demo`, `intervals`); the web app is built once per run by global-setup.ts.
 */
export async function startE2e(
  prefix: string,
  options: Partial<Omit<ProductOptions, 'port' | 'dataaccessPort' | 'idpPort' | 'varDir'>> = {},
): Promise<E2e> {
  const varDir = mkdtempSync(join(tmpdir(), prefix));
  const product = await startProduct({
    port: await freePort(),
    dataaccessPort: await freePort(),
    idpPort: await freePort(),
    varDir,
    ...options,
  });
  const browser = watchGridErrors(await launchBrowser());
  return {
    product,
    browser,
    stop: async () => {
      const gridErrors = browser.gridErrors;
      await browser.close();
      await product.stop();
      rmSync(varDir, { recursive: true, force: true });
      // A table used a grid feature whose module is not registered (components/grid/theme.ts).
      if (gridErrors.length > 0) throw new Error(`AG Grid reported:\n${gridErrors.join('\n')}`);
    },
  };
}

/**
 * The browser, noting every error AG Grid logs in any of its pages (a feature whose module
 * is not registered logs "AG Grid: error #200"): the suite fails on them when it stops.
 */
function watchGridErrors(browser: Browser): Browser & { readonly gridErrors: string[] } {
  const gridErrors: string[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('AG Grid: error')) {
        gridErrors.push(message.text());
      }
    });
    return context;
  };
  return Object.assign(browser, { gridErrors });
}

/**
 * Scrolls the table in `region` sideways to `left` px and waits for it to draw there: the
 * scroll event, then two frames (the grid draws the columns come into sight on the first,
 * React's header and cell components on the next).
 */
async function scrollGridTo(region: Locator, left: number): Promise<void> {
  await region.locator('.ag-body-horizontal-scroll-viewport').evaluate(
    (el, to) =>
      new Promise<void>((resolve) => {
        const drawn = () => {
          requestAnimationFrame(() => {
            requestAnimationFrame(() => {
              resolve();
            });
          });
        };
        const before = el.scrollLeft;
        el.scrollLeft = to;
        if (el.scrollLeft === before) drawn();
        else el.addEventListener('scroll', drawn, { once: true });
      }),
    left,
  );
}

/** The sideways scroll of the table in `region`: where it is, how wide it is, what shows. */
const gridScroll = (region: Locator) =>
  region
    .locator('.ag-body-horizontal-scroll-viewport')
    .evaluate((el) => ({ left: el.scrollLeft, width: el.scrollWidth, shown: el.clientWidth }));

/**
 * What `read` finds across the whole width of the table in `region`, each item once by its
 * `key`. A table that draws only the columns in sight (the session's metrics, issue 33) has
 * the others out of the page: this scrolls it from its left edge to its right, half a view
 * at a time, reads at each stop, and scrolls it back to its left edge.
 */
export async function acrossGrid<T>(
  region: Locator,
  read: () => Promise<readonly T[]>,
  key: (item: T) => string,
): Promise<T[]> {
  const found = new Map<string, T>();
  const { width, shown } = await gridScroll(region);
  const step = Math.max(1, Math.floor(shown / 2));
  for (let left = 0; ; left += step) {
    await scrollGridTo(region, left);
    for (const item of await read()) if (!found.has(key(item))) found.set(key(item), item);
    if (left + shown >= width) break;
  }
  await scrollGridTo(region, 0);
  return [...found.values()];
}

/**
 * Scrolls the table in `region` sideways until `header` (a header cell's locator) is drawn,
 * and with `whole` until it is wholly in sight (to point at it); an error if the table has no
 * such column. A column already drawn (every column, in a table that draws them all) is left
 * where it is unless `whole` asks.
 */
export async function revealColumn(
  region: Locator,
  header: Locator,
  { whole = false }: { whole?: boolean } = {},
): Promise<void> {
  if ((await header.count()) > 0 && !whole) return;
  const { width, shown } = await gridScroll(region);
  const step = Math.max(1, Math.floor(shown / 2));
  if ((await header.count()) === 0) {
    for (let left = 0; ; left += step) {
      await scrollGridTo(region, left);
      if ((await header.count()) > 0) break;
      if (left + shown >= width) throw new Error(`no column ${header.toString()} in the table`);
    }
  }
  if (!whole) return;
  // Wholly in sight: within the scrolled columns' span (the sideways scrollbar's, which
  // leaves out the pinned columns beside it), not under a pinned one.
  const [cell, view] = await Promise.all([
    header.first().evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    region
      .locator('.ag-body-horizontal-scroll-viewport')
      .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
  ]);
  const { left } = await gridScroll(region);
  if (cell.right > view.right) await scrollGridTo(region, left + cell.right - view.right + 1);
  else if (cell.left < view.left) await scrollGridTo(region, left - (view.left - cell.left) - 1);
}

/**
 * Waits up to `timeoutMs` for the table in `region` to have the column of `header`, scrolling
 * it sideways into sight (revealColumn) as the table may draw only the columns in sight.
 */
export async function waitForColumn(
  region: Locator,
  header: Locator,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await revealColumn(region, header);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** The column ids of the table in `region`, left to right, across its whole width. */
export async function gridColumnIds(region: Locator): Promise<string[]> {
  const headers = await acrossGrid(
    region,
    () =>
      region.locator('.ag-header-cell[col-id]').evaluateAll((cells) =>
        cells.map((c) => ({
          id: c.getAttribute('col-id') ?? '',
          at: Number(c.getAttribute('aria-colindex')),
        })),
      ),
    (header) => header.id,
  );
  return headers.sort((a, b) => a.at - b.at).map((header) => header.id);
}

/**
 * The texts (or link targets) of a grid's column, in row order (AG Grid renders rows out of
 * order), scrolled into sight first where the grid draws only the columns in sight.
 */
export async function gridCells(
  page: Page,
  grid: string,
  col: string,
  what: 'text' | 'href' = 'text',
): Promise<string[]> {
  const region = page.getByRole('region', { name: grid });
  await revealColumn(region, region.locator(`.ag-header-cell[col-id="${col}"]`));
  return region.locator(`.ag-row .ag-cell[col-id="${col}"]`).evaluateAll(
    (els, w) =>
      els
        .map((el) => ({
          row: Number(el.closest('.ag-row')?.getAttribute('row-index')),
          value:
            w === 'href'
              ? (el.querySelector('a')?.getAttribute('href') ?? '')
              : (el as HTMLElement).innerText,
        }))
        .sort((a, b) => a.row - b.row)
        .map((c) => c.value),
    what,
  );
}

/** A downloaded CSV's rows, as records by column title (an error if it has no `key` column). */
export async function readDownloadedCsv(
  download: Download,
  key = 'Player',
): Promise<Record<string, string>[]> {
  const [head = '', ...lines] = readFileSync(await download.path(), 'utf8')
    .split('\r\n')
    .filter((l) => l !== '');
  const header = splitDelimitedLine(head, ',');
  if (!header.includes(key)) {
    throw new Error(`${download.suggestedFilename()} has no ${key} column: ${head}`);
  }
  return lines.map((line) => {
    const cells = splitDelimitedLine(line, ',');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

/** The RGB pixels of a square of side 2r+1 around a CSS point of the map, from a screenshot. */
export async function pixelsAround(page: Page, px: number, py: number, r = 4): Promise<number[][]> {
  const box = await page.getByRole('img', { name: 'Field map' }).boundingBox();
  if (box === null) throw new Error('no map on screen');
  const clip = { x: box.x + px - r, y: box.y + py - r, width: 2 * r + 1, height: 2 * r + 1 };
  const png = await page.screenshot({ clip });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const out: number[][] = [];
    for (let i = 0; i < data.length; i += 4)
      out.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
    return out;
  }, png.toString('base64'));
}
