/**
 * The account page's Live Alerting tab (02 §2, §4, §5, §7) in the browser, at 1440 and
 * 800 px, against the real dataaccess and gateway: locked by default; unlocked, a metric
 * column is added, values typed (an invalid one refused) and saved, and they come back after
 * a reload and through the API; a check toggled while locked is saved after the 3 s pause;
 * removing a column deletes its alerts; a failed save says so and reloads; the admin picks
 * the team.
 */

import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_CHANGES_SAVED } from '../../domain';
import { type Product } from '../../scripts/product';

import { chromiumAvailable } from '../support/services';
import { startE2e, screenshot, openSignedIn } from './browser';

const TEAM = '3700';
const COACH = 'nfl.coach@dev.test';
const TOTAL = 'Total Yds (yd)';
const SPEED = 'Speed Target (mph)';

interface Settings {
  headers: string[];
  alerts: Record<string, { type: string; value: string; active: boolean }[]>;
  speedAlerts: { nid: string; target: number; active: boolean }[];
}

describe.skipIf(!chromiumAvailable())('live alerting settings in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let roster: { player_id: string; name: string }[];

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-alerting-'));
    roster = await product.store.db
      .selectFrom('players')
      .select(['player_id', 'name'])
      .where('team_id', '=', TEAM)
      .orderBy('name')
      .orderBy('player_id')
      .execute();
  });

  afterAll(() => stop());

  const signedIn = (email: string, width: number, path: string): Promise<Page> =>
    openSignedIn({ product, browser }, email, width, path);

  /** The team's settings read back through the gateway as the signed-in user. */
  async function settingsOf(page: Page, team = TEAM): Promise<Settings> {
    const answer = await page.request.get(`${product.url}/api/da/customevents/${team}`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { results: Settings[] };
    const [settings] = body.results;
    if (settings === undefined) throw new Error('no settings answered');
    return settings;
  }

  const player = (i: number) => {
    const p = roster[i];
    if (p === undefined) throw new Error('no seeded player');
    return p;
  };

  it('unlock, add a column, type, save, reload; autosave when locked; remove a column (1440 px)', async () => {
    const first = player(0);
    const second = player(1);
    // The page's clock is Playwright's, so that the autosave's pause can be measured in the
    // page's own time below, whatever the machine's speed.
    const page = await openSignedIn({ product, browser }, COACH, 1440, '/account/alerting', {
      clockFrom: Date.now(),
    });
    const lock = page.getByRole('switch');
    await lock.waitFor({ timeout: 20_000 });
    // Checked while editing is on, as every Editing switch of the product.
    expect(await lock.getAttribute('aria-checked')).toBe('false');
    expect(await lock.innerText()).toContain('Locked');
    const speed = page.getByLabel(`${SPEED} alert value for ${first.name}`);
    await speed.waitFor({ timeout: 15_000 });
    // Locked: values cannot be typed, and there is no Save.
    expect(await speed.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);

    // Unlock and add the Total Distance column.
    await lock.click();
    expect(await lock.innerText()).toContain('Unlocked');
    await page.getByLabel('Metric to add').selectOption('totalDis');
    await page.getByRole('button', { name: 'Add column' }).click();
    await page.locator('.ag-header-cell[col-id="totalDis"]').waitFor();

    // Typed key by key (the cell keeps its focus), at most 7 characters.
    const total = page.getByLabel(`${TOTAL} alert value for ${first.name}`);
    const totalActive = page.getByLabel(`${TOTAL} alert active for ${first.name}`);
    expect(await totalActive.isDisabled()).toBe(true);
    await total.click();
    await total.pressSequentially('12345678');
    expect(await total.inputValue()).toBe('1234567');
    await total.fill('');
    await total.pressSequentially('1200');
    expect(await total.inputValue()).toBe('1200');
    await totalActive.check();
    await speed.fill('19.5');
    await page.getByLabel(`${SPEED} alert active for ${first.name}`).check();

    // An invalid value is shown as invalid and cannot be saved; zero keeps the check off.
    const bad = page.getByLabel(`${TOTAL} alert value for ${second.name}`);
    await bad.fill('-5');
    expect(await bad.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('One value is invalid').waitFor();
    await screenshot(page, 'alerting-invalid-1440');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await bad.fill(' ');
    expect(await bad.getAttribute('aria-invalid')).toBe('true');
    await bad.fill('0');
    expect(await bad.getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByLabel(`${TOTAL} alert active for ${second.name}`).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'alerting-unlocked-1440');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText(MSG_CHANGES_SAVED).waitFor({ timeout: 15_000 });
    const saved = await settingsOf(page);
    expect(saved.headers).toEqual(['totalDis']);
    expect(saved.alerts[first.player_id]).toEqual([
      { type: 'totalDis', value: '1200', active: true },
    ]);
    expect(saved.alerts[second.player_id]).toEqual([
      { type: 'totalDis', value: '0', active: false },
    ]);
    expect(saved.speedAlerts).toMatchObject([{ nid: first.player_id, target: 19.5, active: true }]);

    // Back after a reload, locked again.
    await page.reload();
    await total.waitFor({ timeout: 20_000 });
    expect(await total.inputValue()).toBe('1200');
    expect(await totalActive.isChecked()).toBe(true);
    expect(await speed.inputValue()).toBe('19.5');
    expect(await lock.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'alerting-locked-1440');

    // Locked: a check toggled is saved after the 3 s pause, not before. The page's clock
    // stands still from here and moves only when told.
    const saves: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && request.url().includes('/api/da/customevents/')) {
        saves.push(request.url());
      }
    };
    page.on('request', onRequest);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await totalActive.uncheck();
    await page.clock.runFor(2900);
    expect(saves).toEqual([]);
    expect((await settingsOf(page)).alerts[first.player_id]?.[0]?.active).toBe(true);
    await page.clock.runFor(100);
    await expect
      .poll(async () => (await settingsOf(page)).alerts[first.player_id]?.[0]?.active, {
        timeout: 15_000,
      })
      .toBe(false);
    expect(saves).toHaveLength(1);
    page.off('request', onRequest);
    await page.clock.resume();

    // A failed save says so and the settings are read again as saved.
    await lock.click();
    await total.fill('1500');
    await page.route('**/api/da/customevents/**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ results: [], code: 500, status: 'Internal Server Error' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The alerts could not be saved').waitFor({ timeout: 15_000 });
    await expect.poll(() => total.inputValue(), { timeout: 15_000 }).toBe('1200');
    await page.unroute('**/api/da/customevents/**');
    await screenshot(page, 'alerting-save-failed-1440');

    // Removing a column, once confirmed and saved, deletes its alerts for every player.
    if ((await lock.getAttribute('aria-checked')) === 'false') await lock.click();
    await page.getByRole('button', { name: `Remove the ${TOTAL} column` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove column' });
    await confirm.getByRole('button', { name: 'Keep' }).click();
    expect(await page.locator('.ag-header-cell[col-id="totalDis"]').count()).toBe(1);
    await page.getByRole('button', { name: `Remove the ${TOTAL} column` }).click();
    await confirm.getByRole('button', { name: 'Remove column' }).click();
    await expect.poll(() => page.locator('.ag-header-cell[col-id="totalDis"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText(MSG_CHANGES_SAVED).waitFor({ timeout: 15_000 });
    const removed = await settingsOf(page);
    expect(removed.headers).toEqual([]);
    expect(removed.alerts).toEqual({});
    expect(removed.speedAlerts).toMatchObject([{ nid: first.player_id, target: 19.5 }]);

    // Cancel discards unsaved edits.
    await page.getByLabel('Metric to add').selectOption('maxSpeedMPH');
    await page.getByRole('button', { name: 'Add column' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await lock.getAttribute('aria-checked')).toBe('false');
    expect(await page.locator('.ag-header-cell[col-id="maxSpeedMPH"]').count()).toBe(0);
    expect((await settingsOf(page)).headers).toEqual([]);
    await page.context().close();
  });

  it("shows a read-only grant its team's alerts without a way to change them (issue 33)", async () => {
    const page = await signedIn('nfl.staff@dev.test', 1440, '/account/alerting');
    await page.getByText(/^Read only: your grant for this team/).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    // Every alert check is shown, none can be ticked.
    const checks = page.locator('.ag-center-cols-container input[type="checkbox"]');
    await checks.first().waitFor();
    for (const check of await checks.all()) expect(await check.isDisabled()).toBe(true);
    await screenshot(page, 'alerting-read-only-1440');
    await page.context().close();
  });

  it('fits 800 px: controls wrap, the table scrolls sideways; the admin picks the team', async () => {
    const page = await signedIn('admin@dev.test', 800, '/account/alerting?team=1050');
    const lock = page.getByRole('switch');
    await lock.waitFor({ timeout: 20_000 });
    expect(await page.locator('select[aria-label="Team"]').inputValue()).toBe('1050');
    const other = await product.store.db
      .selectFrom('players')
      .select('name')
      .where('team_id', '=', '1050')
      .orderBy('name')
      .orderBy('player_id')
      .executeTakeFirstOrThrow();
    await page.getByLabel(`${SPEED} alert value for ${other.name}`).waitFor({ timeout: 15_000 });
    await lock.click();
    for (const metric of ['maxSpeedMPH', 'totalDis', 'sprintCount', 'accelCount']) {
      await page.getByLabel('Metric to add').selectOption(metric);
      await page.getByRole('button', { name: 'Add column' }).click();
    }
    await page.locator('.ag-header-cell[col-id="accelCount"]').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText(MSG_CHANGES_SAVED).waitFor({ timeout: 15_000 });
    expect((await settingsOf(page, '1050')).headers).toEqual([
      'maxSpeedMPH',
      'totalDis',
      'sprintCount',
      'accelCount',
    ]);
    // Nothing sticks out of the page; the table scrolls inside itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      800,
    );
    const viewport = page.locator('.ag-body-horizontal-scroll-viewport').first();
    const [scrollWidth, clientWidth] = await viewport.evaluate((el) => [
      el.scrollWidth,
      el.clientWidth,
    ]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await screenshot(page, 'alerting-800');
    await page.context().close();
  });
});
