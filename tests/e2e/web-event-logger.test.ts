/**
 * The Event Logger in the browser (issue 20, 03 §2 Event Logger and Log Plays panel, 03 §4
 * logging only for live events, 03 §9 the 2000 ms debounce): a coach on today's live practice
 * renames a custom event, logs a Snap, a Throw and the renamed custom event, sees them wait and
 * then saved in one request, sees them in the timeline as a play, reloads and still sees them;
 * a failed send keeps the events and says so, and Retry saves them; on the manage screen's Log
 * Plays panel End Play ends the play and the plays CSV has it; a practice that is not
 * live, and a user who may not run practices, have the buttons disabled. Screenshots at 1440,
 * 800 and 390 px.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_CHANGES_SAVED, MSG_LOGGING_ONLY_LIVE, paths } from '../../domain';
import { type Product } from '../../scripts/product';
import { makePractice } from '../support/practices';
import { chromiumAvailable } from '../support/services';
import { openSignedIn, screenshot, startE2e } from './browser';

const TEAM = '3700';
const COACH = 'nfl.coach@dev.test';
const STAFF = 'nfl.staff@dev.test';
const RUN = Date.now().toString(36);
const CUSTOM = `Blitz ${RUN.slice(-3)}`;

/** A practice of TEAM today: live since a minute ago, or planned in an hour. */
function practiceToday(product: Product, name: string, live: boolean): Promise<string> {
  const now = Date.now();
  return makePractice(product.store.db, {
    id: `e2e-logger-${RUN}-${live ? 'live' : 'planned'}`,
    name,
    teamId: TEAM,
    startMs: live ? now - 60_000 : now + 3_600_000,
    createdMs: now - 120_000,
    actor: COACH,
    steps: live ? [['practice.start', now]] : [],
  });
}

/** A logger's region (the Event Logger, or the manage screen's Log Plays panel), its buttons, its queue line and its timeline. */
function logger(page: Page, title: 'Event Logger' | 'Log Plays' = 'Event Logger') {
  const region = page.getByRole('region', { name: title });
  return {
    region,
    button: (name: string) =>
      region
        .getByRole('group', { name: 'Log an event' })
        .getByRole('button', { name, exact: true }),
    queue: region.getByRole('status').first(),
    timeline: region.getByRole('list', { name: 'Logged plays' }),
  };
}

/** The timeline's events as 'name' or 'name (state)', newest play first. */
async function timelineEvents(
  page: Page,
  title: 'Event Logger' | 'Log Plays' = 'Event Logger',
): Promise<string[]> {
  return logger(page, title)
    .timeline.locator('.logger-event')
    .evaluateAll((items) =>
      items.map((li) => {
        const name = li.querySelector('.logger-event-name')?.textContent ?? '';
        const state = li.querySelector('.logger-event-state')?.textContent;
        return state ? `${name} (${state})` : name;
      }),
    );
}

describe.skipIf(!chromiumAvailable())('the Event Logger in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let live = '';
  let planned = '';

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-event-logger-'));
    live = await practiceToday(product, 'Logged Practice', true);
    planned = await practiceToday(product, 'Later Practice', false);
  }, 240_000);

  afterAll(() => stop());

  it('logs a snap, a throw and a renamed custom event, once each, and keeps them over a reload (390 px)', async () => {
    const page = await openSignedIn({ product, browser }, COACH, 390, paths.practiceEvent(live));
    const { region, button, queue, timeline } = logger(page);
    await region.waitFor();
    await page.getByRole('heading', { name: 'Logged Practice' }).waitFor();
    expect(await region.getByText('Nothing logged yet.').isVisible()).toBe(true);
    await screenshot(page, 'event-logger-empty-390');

    // Rename custom event 1 for the team.
    await region.getByRole('switch', { name: 'Edit' }).click();
    const first = region.getByLabel('Set Custom Event 1');
    await expect.poll(() => first.inputValue()).toBe('Custom Event 1');
    await first.fill(CUSTOM);
    await region.getByRole('button', { name: 'Save', exact: true }).click();
    await region.getByText(MSG_CHANGES_SAVED).waitFor();
    await button(CUSTOM).waitFor();
    expect(await region.getByLabel('Set Custom Event 1').count()).toBe(0);

    // Three clicks within the pause: one request, 2000 ms after the last.
    const posts: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`/practiceevents/${live}`))
        posts.push(Date.now());
    });
    for (const name of ['Snap', 'Throw', CUSTOM]) await button(name).click();
    const lastClick = Date.now();
    await expect.poll(() => queue.innerText()).toBe('3 events waiting to send');
    expect(await timelineEvents(page)).toEqual([
      'Snap (waiting)',
      'Throw (waiting)',
      `${CUSTOM} (waiting)`,
    ]);
    await screenshot(page, 'event-logger-waiting-390');
    await expect.poll(() => queue.innerText(), { timeout: 10_000 }).toBe('All events saved');
    expect(posts).toHaveLength(1);
    expect((posts[0] ?? 0) - lastClick).toBeGreaterThanOrEqual(1900);
    expect(await timelineEvents(page)).toEqual(['Snap', 'Throw', CUSTOM]);
    expect(await timeline.getByText('Play 1').isVisible()).toBe(true);
    expect(await timeline.getByText(/in progress/).isVisible()).toBe(true);
    await screenshot(page, 'event-logger-390');

    // Stored for the practice, in time order, by the coach.
    const stored = await product.store.db
      .withTables<{
        practice_events: { session_id: string; name: string; logged_by: string; at_ms: number };
      }>()
      .selectFrom('practice_events')
      .select(['name', 'logged_by'])
      .where('session_id', '=', live)
      .orderBy('at_ms')
      .execute();
    expect(stored).toEqual(['Snap', 'Throw', CUSTOM].map((name) => ({ name, logged_by: COACH })));

    await page.reload();
    await logger(page).timeline.waitFor();
    expect(await timelineEvents(page)).toEqual(['Snap', 'Throw', CUSTOM]);
    expect(await logger(page).button(CUSTOM).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('keeps the events of a failed send and says so; Retry saves them (800 px)', async () => {
    const page = await openSignedIn({ product, browser }, COACH, 800, paths.practiceEvent(live));
    const { region, button, queue } = logger(page);
    await logger(page).timeline.waitFor();
    await page.route('**/api/da/practiceevents/**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ results: [], code: 503, status: 'dataaccess is unavailable' }),
          })
        : route.continue(),
    );
    await button('Rep').click();
    await expect
      .poll(() => queue.innerText(), { timeout: 10_000 })
      .toMatch(/^1 event not saved: dataaccess is unavailable/);
    expect((await timelineEvents(page)).at(-1)).toBe('Rep (not saved)');
    await screenshot(page, 'event-logger-failed-800');
    await page.unroute('**/api/da/practiceevents/**');
    await region.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => queue.innerText(), { timeout: 10_000 }).toBe('All events saved');
    expect((await timelineEvents(page)).at(-1)).toBe('Rep');
    await screenshot(page, 'event-logger-800');
    await page.context().close();
  });

  it("ends the play on the manage screen's Log Plays panel, and exports the plays (1440 px)", async () => {
    const page = await openSignedIn({ product, browser }, COACH, 1440, paths.practiceManage(live));
    const { region, button, queue } = logger(page, 'Log Plays');
    await region.getByRole('list', { name: 'Logged plays' }).waitFor();
    // The panel has every play event and the team's custom events, named as saved.
    const names = await region
      .getByRole('group', { name: 'Log an event' })
      .getByRole('button')
      .allInnerTexts();
    expect(names).toEqual([
      ...['Handoff', 'Throw', 'Rep', 'Catch', 'Incomplete', 'Kick', 'Tackle', 'Snap', 'End Play'],
      CUSTOM,
      'Custom Event 2',
      'Custom Event 3',
    ]);
    await button('End Play').click();
    await button('Snap').click();
    await expect.poll(() => queue.innerText(), { timeout: 10_000 }).toBe('All events saved');
    // Newest play first: play 2 runs from the new Snap, play 1 ended at its End Play.
    expect(await timelineEvents(page, 'Log Plays')).toEqual([
      'Snap',
      'Snap',
      'Throw',
      CUSTOM,
      'Rep',
      'End Play',
    ]);
    const heads = await region.locator('.logger-play-head').allInnerTexts();
    expect(heads[0]).toMatch(/^Play 2\s.*in progress$/);
    expect(heads[1]).toMatch(/^Play 1\s+\d.* – \d/);
    await screenshot(page, 'log-plays-panel-1440');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      region.getByRole('button', { name: 'Export Plays' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${live}_plays.csv`);
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Play,Start,End,Duration (s),Event Count,Events');
    // Play and Event Count of each row: play 1 with its five events, play 2 with its Snap.
    const counts = lines.slice(1).map((line) => {
      const [play, , , , count] = line.split(',');
      return [play, count];
    });
    expect(counts).toEqual([
      ['1', '5'],
      ['2', '1'],
    ]);
    expect(lines[1]).toMatch(new RegExp(`Snap .*; Throw .*; ${CUSTOM} .*; Rep .*; End Play `));
    await page.context().close();
  });

  it('shows the log wide, and disables the buttons of a practice that is not live (1440 px)', async () => {
    const wide = await openSignedIn({ product, browser }, COACH, 1440, paths.practiceEvent(live));
    await logger(wide).timeline.waitFor();
    expect(await timelineEvents(wide)).toEqual([
      'Snap',
      'Snap',
      'Throw',
      CUSTOM,
      'Rep',
      'End Play',
    ]);
    await screenshot(wide, 'event-logger-1440');
    await wide.goto(`${product.url}${paths.practiceEvent(planned)}`);
    const { region, button } = logger(wide);
    await region.getByText(MSG_LOGGING_ONLY_LIVE).waitFor();
    for (const name of ['Snap', 'Throw', 'Rep', CUSTOM, 'Custom Event 2', 'Custom Event 3'])
      expect(await button(name).isDisabled(), name).toBe(true);
    await screenshot(wide, 'event-logger-not-live-1440');
    await wide.context().close();
  });

  it('disables the buttons for a user who may not run practices', async () => {
    const page = await openSignedIn({ product, browser }, STAFF, 800, paths.practiceEvent(live));
    const { region, button } = logger(page);
    await region.getByText('Your role may not log plays.').waitFor();
    expect(await button('Snap').isDisabled()).toBe(true);
    expect(await timelineEvents(page)).toEqual([
      'Snap',
      'Snap',
      'Throw',
      CUSTOM,
      'Rep',
      'End Play',
    ]);
    await page.context().close();
  });
});
