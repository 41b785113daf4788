/**
 * The Profiles screen (03 §2, §4, §5, §6; issue 20 item 8) in the browser: a pro coach
 * lists the team's profiles, creates one with two periods (Create disabled until name, site
 * and a named period are given), edits it (rename, reorder), and deletes it after
 * confirming; each change is in the store. College staff see no league picker and no team
 * column. On a narrow screen (800 px) the page is not offered (01 §2.3).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Product } from '../../scripts/product';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, screenshot, startE2e } from './browser';

const TEAM = '3700';
const NAME = 'E2E Tuesday Install';
const RENAMED = 'E2E Thursday Install';

describe.skipIf(!chromiumAvailable())('the profiles screen in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-profiles-'));
  });

  afterAll(async () => {
    await stop();
  });

  const stored = async (name: string) => {
    const row = await product.store.db
      .selectFrom('profiles')
      .select(['team_id', 'doc'])
      .where('name', '=', name)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : { teamId: row.team_id, ...(JSON.parse(row.doc) as Record<string, unknown>) };
  };

  const names = (page: Page) => gridCells(page, 'Profiles', 'profileName');

  it('lets a pro coach create, edit and delete a profile', async () => {
    const page = await openSignedIn({ product, browser }, 'nfl.coach@dev.test', 1440, '/profiles');
    await page.getByRole('heading', { name: 'Profiles' }).waitFor();
    await expect.poll(() => names(page)).toContain('Standard Practice');
    expect(await page.getByRole('combobox', { name: 'League' }).inputValue()).toBe('nfl');
    expect(await page.getByRole('combobox', { name: 'Team' }).inputValue()).toBe(TEAM);
    await page.getByRole('columnheader', { name: 'Team' }).waitFor();
    await screenshot(page, 'profiles-list-1440');

    await page.getByRole('button', { name: 'Create New Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Profile' });
    const create = dialog.getByRole('button', { name: 'Create', exact: true });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Profile name').fill(NAME);
    await dialog.getByLabel('Description').fill('Install day, full pads');
    await dialog.getByLabel('High', { exact: true }).check();
    const site = dialog.getByLabel('Site');
    await expect.poll(() => site.locator('option').count()).toBeGreaterThan(1);
    await site.selectOption({ index: 1 });
    // A name and a site, but no periods yet (03 §5).
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Add Period' }).click();
    await dialog.getByRole('button', { name: 'Add Period' }).click();
    // A period without a name keeps Create disabled.
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Period 1 name').fill('Stretch');
    await dialog.getByLabel('Period 1 type').selectOption('Stretch');
    await dialog.getByLabel('Period 1 minutes').fill('10');
    await dialog.getByLabel('Period 2 name').fill('Team');
    await dialog.getByLabel('Period 2 type').selectOption('11on11 Mixed');
    expect(await create.isEnabled()).toBe(true);
    await screenshot(page, 'profiles-create-1440');
    await create.click();
    await page
      .getByRole('status')
      .filter({ hasText: `Profile '${NAME}' created.` })
      .waitFor();
    await expect.poll(() => names(page)).toContain(NAME);
    expect(await stored(NAME)).toMatchObject({
      teamId: TEAM,
      profileName: NAME,
      intensity: 'High',
      created_by: 'nfl.coach@dev.test',
      drills: [
        { drillType: 'Stretch', periodType: 'Stretch', durationMin: 10 },
        { drillType: 'Team', periodType: '11on11 Mixed' },
      ],
    });

    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    expect(await edit.getByLabel('Profile name').inputValue()).toBe(NAME);
    await edit.getByLabel('Profile name').fill(RENAMED);
    await edit.getByRole('button', { name: 'Move period 2 up' }).click();
    expect(await edit.getByLabel('Period 1 name').inputValue()).toBe('Team');
    await screenshot(page, 'profiles-edit-1440');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Profile '${RENAMED}' saved.` })
      .waitFor();
    await expect.poll(() => names(page)).toContain(RENAMED);
    expect(await names(page)).not.toContain(NAME);
    expect(await stored(NAME)).toBeUndefined();
    expect(await stored(RENAMED)).toMatchObject({
      modified_by: 'nfl.coach@dev.test',
      drills: [{ drillType: 'Team' }, { drillType: 'Stretch' }],
    });

    await page.getByRole('button', { name: `Edit ${RENAMED}` }).click();
    const again = page.getByRole('dialog', { name: 'Edit Profile' });
    await again.getByRole('button', { name: 'Delete' }).click();
    const confirm = again.getByRole('alertdialog', { name: 'Confirm delete' });
    await confirm.getByText(`Delete profile ‘${RENAMED}’?`).waitFor();
    // Nothing is deleted until it is confirmed.
    expect(await stored(RENAMED)).toBeDefined();
    await screenshot(page, 'profiles-delete-confirm-1440');
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Profile '${RENAMED}' deleted.` })
      .waitFor();
    await expect.poll(() => names(page)).not.toContain(RENAMED);
    expect(await stored(RENAMED)).toBeUndefined();
    await page.context().close();
  });

  it('shows college staff their team in NCAA-FBS, without the league picker or team column', async () => {
    const page = await openSignedIn(
      { product, browser },
      'ncaa.football@dev.test',
      1440,
      '/profiles',
    );
    await page.getByRole('heading', { name: 'Profiles' }).waitFor();
    await expect.poll(async () => (await names(page)).length).toBeGreaterThan(0);
    expect(await page.getByRole('combobox', { name: 'League' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Team' }).inputValue()).toBe('194');
    expect(await page.getByRole('columnheader', { name: 'Team' }).count()).toBe(0);
    await page.getByRole('columnheader', { name: 'Periods' }).waitFor();
    await screenshot(page, 'profiles-college-1440');
    await page.context().close();
  });

  it('fits the modal in a window just wider than the narrow layout (960 px)', async () => {
    const page = await openSignedIn({ product, browser }, 'nfl.coach@dev.test', 960, '/profiles');
    await page.getByRole('button', { name: 'Create New Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Profile' });
    await dialog.getByRole('button', { name: 'Add Period' }).click();
    const box = await dialog.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 960).toBe(true);
    await screenshot(page, 'profiles-create-960');
    await page.context().close();
  });

  it('says on a narrow screen (800 px) that it needs a wider one, not NOT FOUND', async () => {
    const page = await openSignedIn({ product, browser }, 'nfl.coach@dev.test', 800, '/profiles');
    await page
      .getByRole('status')
      .getByText(/^This page needs a wider screen/)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/profiles');
    expect(await page.locator('.not-found').count()).toBe(0);
    await screenshot(page, 'profiles-800');
    await page.context().close();
  });
});
