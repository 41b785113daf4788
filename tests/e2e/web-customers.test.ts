/**
 * The Customers screen (03 §2 Customers, §5; issue 37 item 3) in the browser, as the platform
 * admin uses it: /customers opens the first team of the list (team names cut at 14), a team's
 * 'Users & Players' shows its users and roster, 'Edit Team Zones' refuses bands that do not
 * rise and saves ones that do (in the store, and on the page), a position group gets zones of
 * its own, 'Add User' makes a user who can then sign in, 'Practice Areas' adds an area with
 * its image and 'Live Alerting' shows the team's alert settings.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAMS, type TeamZonesBody } from '../../domain';
import { type Product } from '../../scripts/product';
import { chromiumAvailable } from '../support/services';
import { makePractice } from '../support/practices';
import { gridCells, openSignedIn, pixelsAround, screenshot, startE2e } from './browser';

const TEAM = '3700';
const ADMIN = 'admin@dev.test';
const NEW_USER = 'jordan.lee@example.test';

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

    // Add User: a real record, which sign-in then honours with its role.
    await page.getByRole('button', { name: 'Add User' }).click();
    const addUser = page.getByRole('dialog', { name: 'Add User' });
    await addUser.getByLabel('Email').fill(NEW_USER);
    await addUser.getByLabel('Name').fill('Jordan Lee');
    await addUser.getByLabel('Role').selectOption('staffRead');
    await addUser.getByRole('button', { name: 'Add', exact: true }).click();
    await addUser.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: `${NEW_USER} added` })
      .waitFor();
    await expect.poll(() => gridCells(page, 'Users', 'email')).toContain(NEW_USER);
    const newcomer = await openSignedIn({ product, browser }, NEW_USER, 1440, '/account/players');
    await newcomer.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    // The account says what the role made them: staff of the team, read only.
    await newcomer.getByText('Team Staff (read only)').waitFor();
    await newcomer.getByText('Jordan Lee').first().waitFor();
    await newcomer.context().close();

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
    const seeded = await gridCells(page, 'Practice areas', 'name');

    // A new area: a name the team has is refused, an image over 4 MB too; a noisy image of
    // more than 1 MiB (the gateway's usual body) goes through, its rectangle dragged out.
    await page.getByRole('button', { name: 'Add New Area' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Area' });
    const create = add.getByRole('button', { name: 'Create', exact: true });
    await add.getByLabel('Name').fill(seeded[0] ?? '');
    await add
      .getByRole('status')
      .filter({ hasText: 'There is already a field with that name.' })
      .waitFor();
    await add.getByLabel('Name').fill('Lower Grass');
    const file = add.getByLabel('Image (PNG, JPEG or WebP, 4 MB at most)');
    await file.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(4 * 1024 * 1024 + 1),
    });
    await add.getByRole('alert').filter({ hasText: 'Images must be smaller than 4mb.' }).waitFor();
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(900, 500);
      const g = canvas.getContext('2d');
      if (g === null) throw new Error('no 2d context');
      const pixels = g.createImageData(900, 500);
      for (let i = 0; i < pixels.data.length; i++)
        pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      g.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    expect(png.length).toBeGreaterThan(1024 * 1024);
    await file.setInputFiles({
      name: 'field.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png),
    });
    await add.getByText('Image 900 × 500 px').waitFor();
    expect(await create.isDisabled()).toBe(true);
    const map = await add.getByRole('img', { name: 'Area map' }).boundingBox();
    if (map === null) throw new Error('no area map');
    await page.mouse.move(map.x + map.width * 0.3, map.y + map.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(map.x + map.width * 0.6, map.y + map.height * 0.7, { steps: 5 });
    await page.mouse.move(map.x + map.width * 0.7, map.y + map.height * 0.8, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => create.isDisabled()).toBe(false);
    await screenshot(page, 'customers-area-add-1440');
    await create.click();
    await add.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: "Practice area 'Lower Grass' created." })
      .waitFor();
    await expect.poll(() => gridCells(page, 'Practice areas', 'name')).toContain('Lower Grass');
    const stored = await product.store.db
      .selectFrom('practice_areas')
      .select('doc')
      .where('team_id', '=', TEAM)
      .execute();
    const doc = stored
      .map((r) => JSON.parse(r.doc) as Record<string, number | string>)
      .find((d) => d.areaName === 'Lower Grass');
    expect(String(doc?.image).length).toBeGreaterThan(1024 * 1024);
    expect(Number(doc?.x1) - Number(doc?.x0)).toBeGreaterThan(200);
    expect(Number(doc?.y1) - Number(doc?.y0)).toBeGreaterThan(150);
    expect(Number(doc?.x1)).toBeLessThanOrEqual(900);

    // Renamed: the name only is sent, the image stays.
    await page.getByRole('button', { name: 'Edit Lower Grass' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lower Grass' });
    await edit.getByText('Image 900 × 500 px').waitFor();
    await edit.getByLabel('Name').fill('Lower Grass East');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    await expect
      .poll(() => gridCells(page, 'Practice areas', 'name'))
      .toContain('Lower Grass East');
    // The practice viewer of the team's practices offers the new area to draw.
    const startMs = Date.now() - 3 * 3600_000;
    const practice = await makePractice(product.store.db, {
      id: `e2e-customers-${startMs}`,
      name: 'Area Walkthrough',
      teamId: TEAM,
      startMs,
      createdMs: startMs - 60_000,
      actor: 'nfl.coach@dev.test',
      steps: [
        ['practice.start', startMs],
        ['practice.stop', startMs + 3600_000],
      ],
    });
    const viewer = await page.context().newPage();
    await viewer.goto(`${product.url}/view/practice/${practice}/map`);
    const areas = viewer.getByRole('combobox', { name: 'Practice area' });
    await expect
      .poll(() => areas.locator('option').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('Lower Grass East')]));
    const label = (await areas.locator('option').allInnerTexts()).find((o) =>
      o.includes('Lower Grass East'),
    );
    await areas.selectOption({ label: label ?? '' });
    // Its image is drawn once loaded: the noise, not the plain grass, in the map's middle.
    const field = await viewer.getByRole('img', { name: 'Field map' }).boundingBox();
    if (field === null) throw new Error('no map on screen');
    await expect
      .poll(async () => {
        const pixels = await pixelsAround(viewer, field.width / 2, field.height / 2);
        return new Set(pixels.map((p) => p.join())).size;
      })
      .toBeGreaterThan(20);
    await screenshot(viewer, 'customers-area-in-viewer-1440');
    await viewer.close();
    await page.getByRole('link', { name: 'Live Alerting' }).click();
    await page.waitForURL(new RegExp(`/customers/${TEAM}/alerting$`));
    await page.getByRole('switch', { name: 'Editing' }).waitFor();
    await screenshot(page, 'customers-alerting-1440');

    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'customers-800');
    await page.context().close();
  });
});
