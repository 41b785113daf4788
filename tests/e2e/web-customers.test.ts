/**
 * The Customers screen (03 §2 Customers, §5; issue 37 item 3) in the browser, as the platform
 * admin uses it: /customers opens the first team of the list (team names cut at 14), a team's
 * 'Users & Players' shows its users and roster, 'Edit Team Zones' refuses bands that do not
 * rise and saves ones that do (in the store, and on the page), a position group gets zones of
 * its own, 'Practice Areas' lists the team's areas and 'Live Alerting' its alert settings.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAMS, type TeamZonesBody } from '../../domain';
import { type Product } from '../../scripts/product';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, screenshot, startE2e } from './browser';

const TEAM = '3700';
const ADMIN = 'admin@dev.test';

describe.skipIf(!chromiumAvailable())('the customers screen in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-customers-'));
  });

  afterAll(async () => {
    await stop();
  });

  const storedZones = async (): Promise<(TeamZonesBody & { by: string }) | undefined> => {
    const row = await product.store.db
      .selectFrom('team_zones')
      .select(['doc', 'updated_by'])
      .where('team_id', '=', TEAM)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : { ...(JSON.parse(row.doc) as TeamZonesBody), by: row.updated_by };
  };
  const teamName = TEAMS.find((t) => t.teamId === TEAM)?.teamFullName ?? '';

  const openTeam = async (page: Page) => {
    await page.getByRole('navigation', { name: 'Customer teams' }).getByTitle(teamName).click();
    await page.waitForURL(new RegExp(`/customers/${TEAM}/profile$`));
    await page.getByRole('heading', { level: 2, name: teamName }).waitFor();
  };

  it("edits a team's zones and shows its users, players, areas and alerts", async () => {
    const page = await openSignedIn({ product, browser }, ADMIN, 1440, '/customers', {
      landing: /\/customers\/[^/]+\/profile$/,
    });
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    const list = page.getByRole('navigation', { name: 'Customer teams' }).getByRole('link');
    const labels = await list.allInnerTexts();
    expect(labels.length).toBeGreaterThan(30);
    expect(labels.every((l) => (l.split('\n')[0] ?? '').length <= 14 + 3)).toBe(true);
    expect(await list.first().getAttribute('aria-current')).toBe('page');

    await openTeam(page);
    await expect
      .poll(() => gridCells(page, 'Users', 'email'))
      .toEqual(expect.arrayContaining(['nfl.coach@dev.test', 'nfl.staff@dev.test']));
    await expect
      .poll(async () => (await gridCells(page, 'Players', 'name')).length)
      .toBeGreaterThan(5);
    await screenshot(page, 'customers-profile-1440');

    // Team zones: bands must rise; one that does is saved and shown.
    await page.getByRole('button', { name: 'Edit Team Zones' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Team Zones' });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await dialog.getByLabel('Team Run ends').fill('9');
    await dialog.getByRole('status').filter({ hasText: "run › max: above run's min" }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Team Run ends').fill('16');
    await dialog.getByLabel('Team Sprint ends').fill('19');
    await screenshot(page, 'customers-team-zones-1440');
    await save.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Team Zones saved.' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Team zones now').innerText())
      .toContain('Run –16 · Sprint –19');
    expect(await storedZones()).toMatchObject({
      teamZones: { run: { min: 10, max: 16 }, sprint: { min: 16, max: 19 } },
      by: ADMIN,
    });

    // A position group with zones of its own.
    await page.getByRole('button', { name: 'Edit Position Group Zones' }).click();
    const groups = page.getByRole('dialog', { name: 'Edit Position Group Zones' });
    await groups.getByRole('checkbox', { name: 'OL' }).check();
    await groups.getByLabel('OL Walk ends').fill('4');
    await groups.getByRole('button', { name: 'Save', exact: true }).click();
    await groups.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await storedZones())?.positionGroupZones.OL?.walk)
      .toEqual({ min: 0, max: 4 });
    expect((await storedZones())?.teamZones.run.max).toBe(16);

    // Practice Areas and Live Alerting.
    await page.getByRole('link', { name: 'Practice Areas' }).click();
    await page.waitForURL(new RegExp(`/customers/${TEAM}/areas$`));
    await expect
      .poll(async () => (await gridCells(page, 'Practice areas', 'name')).length)
      .toBeGreaterThan(0);
    await screenshot(page, 'customers-areas-1440');
    await page.getByRole('link', { name: 'Live Alerting' }).click();
    await page.waitForURL(new RegExp(`/customers/${TEAM}/alerting$`));
    await page.getByRole('switch', { name: 'Editing' }).waitFor();
    await screenshot(page, 'customers-alerting-1440');

    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'customers-800');
    await page.context().close();
  });
});
