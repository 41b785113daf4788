/**
 * The Entities screen (03 §2 Entities, §4, §5; issue 37 item 1) in the browser, as data
 * operations use it before practice: the team's roster with its tags and counters, a tag
 * moved from one player to another (the duplicate-tag alert appears while both wear it, and
 * clears once the first gives it up), a row edited in place (jersey and position, the
 * position group derived by the server), a ball added, a repeated tag id refused in the
 * modal, and the roster conflict report downloaded. Each change is checked in the store. By
 * venue, a game's visitors at the home field and the tag id both teams use.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../dataaccess';
import { type Product } from '../../scripts/product';
import { insertEntities } from '../../scripts/demo/seed-entities';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, screenshot, startE2e } from './browser';

const TEAM = '3700';
/** Another team with seeded tags, the visitor of a game at TEAM's field. */
const VISITOR = '1050';
const SITE = `${TEAM}-practice`;
const DATA_OPS = 'dataops@dev.test';

describe.skipIf(!chromiumAvailable())('the entities screen in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-entities-'));
    await insertEntities(product.store.db);
  });

  afterAll(async () => {
    await stop();
  });

  /** The team's players as stored, by name, with their tag ids. */
  const storedPlayers = async () => {
    const rows = await product.store.db
      .selectFrom('entities')
      .select(['entity_id', 'name', 'jersey', 'position', 'position_group', 'status'])
      .where('team_id', '=', TEAM)
      .where('type', '=', 'player')
      .orderBy('name')
      .execute();
    const tags = await product.store.db
      .selectFrom('entity_tags')
      .select(['entity_id', 'tag_id'])
      .orderBy('position')
      .execute();
    return rows.map((r) => ({
      ...r,
      tags: tags.filter((t) => t.entity_id === r.entity_id).map((t) => t.tag_id),
    }));
  };

  const filterTo = async (page: Page, text: string) => {
    await page.getByLabel('Filter entities').fill(text);
  };
  const names = (page: Page) => gridCells(page, 'Entities table', 'name');
  const counter = (page: Page, label: string) =>
    page
      .locator('.entity-counters div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .innerText();

  it('moves a tag between players with the duplicate alert, edits a row, adds a ball', async () => {
    const players = await storedPlayers();
    const [from, to] = players;
    if (from === undefined || to === undefined) throw new Error('no seeded players');
    const moved = from.tags[0];
    if (moved === undefined) throw new Error('no tag to move');

    const page = await openSignedIn({ product, browser }, DATA_OPS, 1440, '/entities', {
      landing: /\/entities\/noc$/,
    });
    await page.getByRole('heading', { level: 1, name: 'Entities' }).waitFor();
    await page.getByText('Please select a Team to see the Roster').waitFor();
    await screenshot(page, 'entities-empty-1440');

    await page.getByRole('combobox', { name: 'Team' }).selectOption(TEAM);
    await page.waitForURL(/\/entities\/noc\?teamId=3700$/);
    await expect.poll(() => counter(page, 'Total Players')).toBe(String(players.length));
    expect(await counter(page, 'Game Balls')).toBe('2');
    await expect.poll(async () => (await names(page)).length).toBeGreaterThan(5);
    expect(await page.getByRole('button', { name: 'Add Entity' }).count()).toBe(1);
    await screenshot(page, 'entities-roster-1440');

    // The drawer: nothing shared yet.
    await page.getByRole('button', { name: 'Open Alerts' }).click();
    const drawer = page.getByRole('complementary', { name: 'Duplicate tags' });
    await drawer.getByRole('heading', { name: 'Duplicate Tags, 0 alerts' }).waitFor();

    // The second player puts on the first one's left tag: both wear it, the alert names both.
    await page.getByRole('switch', { name: 'Editing' }).click();
    await filterTo(page, `^${to.name}$`);
    await expect.poll(() => names(page)).toEqual([to.name]);
    await page.getByRole('button', { name: `Details of ${to.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${to.name}` });
    await dialog.getByLabel('Tag 1 id').fill(moved);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await drawer.getByRole('heading', { name: 'Duplicate Tags, 1 alerts' }).waitFor();
    expect(await drawer.locator('li').first().innerText()).toContain(
      `Tag ${moved} is used by both ${from.name} and ${to.name}`,
    );
    expect(await page.locator('.entities-alert-count').innerText()).toBe('1');
    await filterTo(page, moved);
    await expect.poll(() => names(page)).toEqual([from.name, to.name]);
    expect(await page.locator('.entity-tag-id.duplicate').count()).toBe(2);
    await screenshot(page, 'entities-duplicate-1440');

    // The first gives it up: the alert clears.
    await page.getByRole('button', { name: `Details of ${from.name}` }).click();
    const first = page.getByRole('dialog', { name: `Edit ${from.name}` });
    await first.getByRole('button', { name: 'Remove tag 1' }).click();
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await first.waitFor({ state: 'detached' });
    await drawer.getByRole('heading', { name: 'Duplicate Tags, 0 alerts' }).waitFor();
    const after = await storedPlayers();
    expect(after.find((p) => p.name === from.name)?.tags).toEqual(from.tags.slice(1));
    expect(after.find((p) => p.name === to.name)?.tags).toEqual([moved, ...to.tags.slice(1)]);
    await drawer.getByRole('button', { name: 'Close alerts' }).click();

    // Row editing: Edit becomes Save; the jersey loses its punctuation, the group follows.
    await filterTo(page, `^${to.name}$`);
    await page.getByRole('button', { name: `Edit ${to.name}` }).click();
    await page.getByLabel(`${to.name} jersey`).fill('#88.');
    await page.getByLabel(`${to.name} position`).fill('LB');
    await page.getByRole('button', { name: `Save ${to.name}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Saved ${to.name}.` })
      .waitFor();
    await expect
      .poll(async () => (await storedPlayers()).find((p) => p.name === to.name))
      .toMatchObject({ jersey: '88', position: 'LB', position_group: 'LB' });
    await expect.poll(() => gridCells(page, 'Entities table', 'positionGroup')).toEqual(['LB']);

    // A ball: Save waits for its tag, and a tag id repeated in the entity is refused.
    await filterTo(page, '');
    await page.getByRole('button', { name: 'Add Entity' }).click();
    const add = page.getByRole('dialog', { name: 'Add Entity' });
    await add.getByLabel('Type').selectOption('ball');
    await add.getByLabel('Name', { exact: true }).fill('Practice Ball 3');
    await add.getByRole('button', { name: 'Add Tag' }).click();
    await add.getByRole('button', { name: 'Add Tag' }).click();
    await add.getByLabel('Tag 1 id').fill('BA11');
    await add.getByLabel('Tag 2 id').fill('ba11');
    expect(await add.getByLabel('Tag 2 id').getAttribute('title')).toBe('TAG ID REPEATED');
    const save = add.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await add.getByRole('button', { name: 'Remove tag 2' }).click();
    await add.getByLabel('Tag 1 name').fill('Ball');
    await add.getByLabel('Tag 1 group').fill('Balls');
    await add.getByLabel('Tag 1 offset').fill('0,0,0');
    await screenshot(page, 'entities-add-1440');
    await save.click();
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => counter(page, 'Game Balls')).toBe('3');
    const ball = await product.store.db
      .selectFrom('entities')
      .select(['entity_id', 'status', 'updated_by'])
      .where('name', '=', 'Practice Ball 3')
      .executeTakeFirstOrThrow();
    expect(ball).toMatchObject({ status: 'Active', updated_by: DATA_OPS });
    expect(Number(ball.entity_id)).toBeGreaterThan(0);

    // The conflict report: the jersey shared with nobody, no duplicate tag now.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Roster conflict report (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`roster-conflicts-${TEAM}.csv`);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('conflict');
    expect(csv).not.toContain('duplicate tag');

    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'entities-roster-800');
    await page.context().close();
  });

  it("by venue ('By Team' unchecked): a game's visitors at the field, and the tag both teams use", async () => {
    const db = product.store.db;
    // This afternoon the visitors play at the home team's field.
    const startMs = Date.now() + 2 * 3600_000;
    await createSession(
      db,
      {
        _id: 'e2e-entities-game',
        gameId: 'e2e-entities-game',
        type: 'game',
        status: 'future',
        teamId: TEAM,
        homeTeamId: TEAM,
        visitorTeamId: VISITOR,
        league: 'nfl',
        name: 'Site Game',
        siteId: SITE,
        startTime: startMs,
      },
      [{ type: 'game.scheduled', data: {} }],
      'tests',
      Date.now(),
    );
    // A visitor's tag carries an id a home player's tag has: the engine cannot tell them apart.
    const home = await db
      .selectFrom('entity_tags as t')
      .innerJoin('entities as e', 'e.entity_id', 't.entity_id')
      .select(['t.tag_id', 'e.name'])
      .where('e.team_id', '=', TEAM)
      .where('e.type', '=', 'player')
      .orderBy('e.name')
      .executeTakeFirstOrThrow();
    const visitor = await db
      .selectFrom('entity_tags as t')
      .innerJoin('entities as e', 'e.entity_id', 't.entity_id')
      .select(['t.entity_id', 't.position', 'e.name'])
      .where('e.team_id', '=', VISITOR)
      .where('e.type', '=', 'player')
      .orderBy('e.name')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('entity_tags')
      .set({ tag_id: home.tag_id })
      .where('entity_id', '=', visitor.entity_id)
      .where('position', '=', visitor.position)
      .execute();

    const page = await openSignedIn({ product, browser }, DATA_OPS, 1440, '/entities', {
      landing: /\/entities\/noc$/,
    });
    await page.getByRole('checkbox', { name: 'By Team' }).uncheck();
    await page.getByText('Please select a Venue').waitFor();
    await page.getByRole('combobox', { name: 'Venue' }).selectOption(SITE);
    await page.waitForURL(new RegExp(`/entities/noc\\?siteId=${SITE}$`));
    await expect
      .poll(() => page.getByLabel('Teams at the venue').innerText())
      .toMatch(/Cleveland Browns, Philadelphia Eagles/);
    const shared = page.getByRole('list', { name: 'Tags shared at the venue' });
    await expect.poll(() => shared.innerText()).toContain(home.tag_id);
    expect(await shared.innerText()).toContain(home.name);
    expect(await shared.innerText()).toContain(visitor.name);
    // The two users of the tag, one of each team, each with its team.
    await filterTo(page, home.tag_id);
    await expect.poll(() => names(page)).toEqual([home.name, visitor.name].sort());
    expect((await gridCells(page, 'Entities table', 'teamId')).sort()).toEqual(
      [VISITOR, TEAM].sort(),
    );
    await screenshot(page, 'entities-by-venue-1440');
    // The venue stays in the address: a reload opens the same view.
    await page.reload();
    await page.getByLabel('Teams at the venue').waitFor();
    await page.context().close();
  });
});
