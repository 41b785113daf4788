/**
 * The manage screen in the browser (issue 20, item 2; 03 §2, §4, §5): a coach runs today's
 * practice from it (start, skip, end and start periods, end the practice with its
 * confirmation), a period started here reaches another viewer's live view with the next live
 * poll, a period's end is corrected within the rules (the 03 §5 message, the millisecond
 * nudge), periods are added, moved and deleted and saved, two editors saving the same
 * practice get the later save refused with a conflict, and a practice is deleted. One walk
 * runs a practice as staff do, with positions fed while it runs: started and ended from this
 * screen, then its processing bar followed to 100 % and the final numbers on All Metrics.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPractice, getSession } from '../../dataaccess';
import type { PracticeDrill } from '../../state-machines';
import { paths } from '../../domain';
import { SPEC_INTERVALS } from '../../gateway';
import { seededRoster, seedOf } from '../../scripts/demo/seed';
import type { Product } from '../../scripts/product';
import { createPracticeSimulation, defaultPracticePlan } from '../../simulator';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, screenshot, startE2e } from './browser';

const COACH = 'nfl.coach@dev.test';
const TEAM = '3700';

/** A practice of the coach's team with three periods, planned to start now (at `siteId`). */
async function newPractice(
  product: Product,
  name: string,
  siteId: string | number = -1,
): Promise<string> {
  const doc = await createPractice(
    product.store.db,
    {
      name,
      description: '',
      drills: [
        { drillType: 'WU', periodType: 'Warmup' },
        { drillType: 'IND', periodType: 'Individual' },
        { drillType: 'TM', periodType: 'Team' },
      ],
      extraData: {},
      intensity: 'Low',
      league: 'nfl',
      profileName: '',
      rooftype: 'Outdoor',
      siteId,
      siteName: '',
      start: Date.now(),
      teamId: TEAM,
      type: 'practice',
    },
    COACH,
    Date.now(),
  );
  return doc._id;
}

/** A manage-screen call of the signed-in page, as the screen makes it. */
function command(page: Page, id: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([path, payload]) =>
      (
        await fetch(`/api/da/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        })
      ).status,
    [`manage/${id}/command`, body] as const,
  );
}

/** The stored periods of a practice. */
const drillsOf = async (product: Product, id: string): Promise<PracticeDrill[]> =>
  ((await getSession(product.store.db, id)).drills ?? []) as PracticeDrill[];

const periodRows = (page: Page) =>
  page.getByRole('region', { name: 'Practice Periods' }).locator('tbody tr');
const progressOf = (page: Page) =>
  periodRows(page).evaluateAll((rows) =>
    rows.map((row) => row.querySelector('.period-progress')?.textContent ?? ''),
  );

describe.skipIf(!chromiumAvailable())('the manage screen in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-manage-', {
      intervals: { ...SPEC_INTERVALS, liveMs: 1000, scheduleMs: 1000 },
    }));
  }, 240_000);

  afterAll(() => stop());

  it("runs today's practice: start, skip, end and start periods, end the practice", async () => {
    const id = await newPractice(product, 'Run From Manage');
    const page = await openSignedIn({ product, browser }, COACH, 1440, paths.practiceManage(id));
    const tabs = page.getByRole('navigation', { name: 'Current view' });
    expect(
      await tabs.getByRole('link', { name: 'Practice Manager' }).getAttribute('aria-current'),
    ).toBe('page');
    await expect
      .poll(() => progressOf(page))
      .toEqual(['Not started', 'Not started', 'Not started']);
    await screenshot(page, 'manage-planned-1440');

    await page.getByRole('button', { name: 'Start Practice' }).click();
    await page.locator('.live-badge').waitFor();
    await expect
      .poll(() => progressOf(page))
      .toEqual(['In progress', 'Not started', 'Not started']);
    expect(await periodRows(page).nth(0).getAttribute('class')).toContain('in-progress');

    // Skip: the first period ends and the second starts at once.
    await page.getByRole('button', { name: 'Skip to period 2' }).click();
    await expect.poll(() => progressOf(page)).toEqual(['Complete', 'In progress', 'Not started']);
    // End Period's request held on its way: the Start Period clicked after it must still
    // reach the server after it (commands go one at a time, in order).
    let held = false;
    await page.route('**/command', async (route) => {
      if (!held) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'End Period' }).click();
    await expect.poll(() => progressOf(page)).toEqual(['Complete', 'Complete', 'Not started']);
    await page.getByRole('button', { name: 'Start Period' }).click();
    await expect.poll(() => progressOf(page)).toEqual(['Complete', 'Complete', 'In progress']);
    // The screen shows a command at once; the server has it once the held one went through.
    await expect
      .poll(async () => (await drillsOf(product, id)).map((d) => d.state))
      .toEqual(['FINISH', 'FINISH', 'START']);
    // Still so after the answers came back and the record was read again.
    await expect.poll(() => progressOf(page)).toEqual(['Complete', 'Complete', 'In progress']);
    await page.unroute('**/command');
    await screenshot(page, 'manage-live-1440');
    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'manage-live-800');
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('region', { name: 'Practice Periods' })
      .locator('details')
      .first()
      .waitFor();
    await screenshot(page, 'manage-live-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // End Practice asks first; Cancel keeps it running.
    await page.getByRole('button', { name: 'End Practice' }).click();
    const ask = page.getByRole('alertdialog', {
      name: 'Are you sure you want to end this practice?',
    });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect((await getSession(product.store.db, id)).stepIndex).toBe(1);
    await page.getByRole('button', { name: 'End Practice' }).click();
    await ask.getByRole('button', { name: 'Yes, End Practice' }).click();
    await page.getByText(/PRACTICE COMPLETE/).waitFor();
    await expect.poll(() => progressOf(page)).toEqual(['Complete', 'Complete', 'Complete']);
    expect((await getSession(product.store.db, id)).stepIndex).toBe(2);
    await page.context().close();
  });

  it('a whole practice: started here, positions fed, ended here, processed to 100 %, its numbers shown', async () => {
    // At the team's practice venue, whose location engine posts with its own key.
    const venue = `${TEAM}-practice`;
    const id = await newPractice(product, 'Whole Walk', venue);
    const page = await openSignedIn({ product, browser }, COACH, 1440, paths.practiceManage(id));
    await page.getByRole('button', { name: 'Start Practice' }).click();
    await page.locator('.live-badge').waitFor();

    // Eleven players of the team move for a minute, as the location engine would send them.
    const startMs = (await drillsOf(product, id))[0]?.startTs ?? Date.now();
    const players = seededRoster(TEAM, 'nfl').slice(0, 11);
    const sim = createPracticeSimulation({
      seed: seedOf(id),
      players,
      periods: defaultPracticePlan('nfl', seedOf(id)),
      startMs,
    });
    const tracks = sim.samplesBetween(startMs, startMs + 60_000);
    const ingest = await fetch(`${product.dataaccessUrl}/dataaccess/ingest/${id}`, {
      method: 'POST',
      headers: { 'x-venue-key': await product.venueKey(venue), 'content-type': 'application/json' },
      body: JSON.stringify({
        tracks: tracks
          .filter((t) => t.atMs.length > 0)
          .map((t) => ({
            entityId: t.entityId,
            atMs: Array.from(t.atMs),
            xYd: Array.from(t.xYd, (v) => Math.round(v * 1000) / 1000),
            yYd: Array.from(t.yYd, (v) => Math.round(v * 1000) / 1000),
          })),
      }),
    });
    expect(ingest.status).toBe(200);

    // The manage screen, then the performance page, follow the processing job: every answer
    // the bar got, in order.
    const seen: { state: string; percent: number }[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith(`/processing/${id}`)) return;
      void response
        .json()
        .then((body: { results: { state: string; percent: number }[] }) => {
          const [status] = body.results;
          if (status !== undefined) seen.push(status);
        })
        .catch(() => undefined);
    });
    await page.getByRole('button', { name: 'End Practice' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to end this practice?' })
      .getByRole('button', { name: 'Yes, End Practice' })
      .click();
    await page.getByText(/PRACTICE COMPLETE/).waitFor();
    // The periods that never started are skipped, not 'Complete 00:00:00', here and stored.
    await expect.poll(() => progressOf(page)).toEqual(['Complete', 'Skipped', 'Skipped']);
    expect(await periodRows(page).nth(1).locator('td').allTextContents()).toContain('-');
    const stored = await drillsOf(product, id);
    expect(stored.map((d) => d.state)).toEqual(['FINISH', 'SKIPPED', 'SKIPPED']);
    expect(stored.slice(1).map((d) => [d.startTs, d.endTs])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);

    // The manage screen shows the processing where the practice was ended: the bar while
    // it runs, then that the numbers are ready, with the way to them.
    const processing = page.getByRole('region', { name: 'Practice data processing' });
    await processing.waitFor();
    await processing.getByText('Practice data is ready.').waitFor({ timeout: 30_000 });
    expect(seen.length).toBeGreaterThan(0);
    await screenshot(page, 'manage-processed-1440');
    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'manage-processed-800');
    await page.setViewportSize({ width: 1440, height: 900 });
    await processing.getByRole('link', { name: "See the practice's numbers" }).click();
    const names = players.map((p) => p.name).sort();
    await expect
      .poll(async () => (await gridCells(page, 'All metrics', 'name')).sort(), { timeout: 30_000 })
      .toEqual(names);
    await expect.poll(() => seen.at(-1)).toMatchObject({ state: 'done', percent: 100 });
    console.log(
      `processing answers the page saw: ${seen.map((s) => `${s.state} ${s.percent}%`).join(', ')}`,
    );
    // The bar only ever went forward, and it is gone once the numbers are kept.
    const percents = seen.map((s) => s.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(await page.getByRole('progressbar').count()).toBe(0);
    const distances = (await gridCells(page, 'All metrics', 'totalDis')).map((d) =>
      Number(d.replace(/,/g, '')),
    );
    expect(distances.every((d) => Number.isFinite(d) && d > 0)).toBe(true);
    const kept = await product.store.db
      .selectFrom('session_metrics')
      .select('entity_id')
      .where('session_id', '=', id)
      .execute();
    expect(kept.map((k) => k.entity_id).sort()).toEqual(players.map((p) => p.id).sort());
    await screenshot(page, 'manage-walk-processed-1440');
    await page.context().close();
  });

  it("a period started here shows in another viewer's live view with the next live poll", async () => {
    const id = await newPractice(product, 'Two Viewers');
    const manager = await openSignedIn({ product, browser }, COACH, 1440, paths.practiceManage(id));
    await manager.getByRole('button', { name: 'Start Practice' }).click();
    await manager.getByRole('button', { name: 'End Period' }).waitFor();
    const viewer = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      paths.practicePerformance(id, 'condensed'),
    );
    const timer = viewer.getByTestId('period-timer');
    await expect.poll(() => timer.textContent(), { timeout: 15_000 }).toMatch(/^WU /);

    const poller = () => product.gateway.topics.poller(`practice/${id}/live`);
    await manager.getByRole('button', { name: 'Skip to period 2' }).click();
    await expect
      .poll(async () => (await getSession(product.store.db, id)).currentDrillIndex)
      .toBe(1);
    // The next poll that completes after the change carries it to every viewer.
    const clickedAt = Date.now();
    await new Promise<void>((resolve) => {
      const p = poller();
      if (p === undefined) throw new Error('the gateway does not poll the practice');
      p.onPolled = () => {
        p.onPolled = null;
        resolve();
      };
    });
    const polledAt = Date.now();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).toMatch(/^IND /);
    console.log(
      `period change seen by the viewer ${Date.now() - clickedAt} ms after it was stored (the poll completed after ${polledAt - clickedAt} ms; live interval 1000 ms)`,
    );
    await viewer.context().close();
    await manager.context().close();
  });

  it("corrects a period's end within the rules: the message of 03 §5, then the nudge", async () => {
    const id = await newPractice(product, 'Corrected Times');
    const page = await openSignedIn({ product, browser }, COACH, 1440, paths.practiceManage(id));
    // Two periods ran: the first ended, the second runs.
    expect(await command(page, id, { type: 'practice.start' })).toBe(200);
    expect(await command(page, id, { type: 'period.skip' })).toBe(200);
    const nextStart = (await drillsOf(product, id))[1]?.startTs ?? 0;
    await page.reload();
    await expect.poll(() => progressOf(page)).toEqual(['Complete', 'In progress', 'Not started']);

    await page.getByRole('switch', { name: 'Editing' }).click();
    const end = page.getByRole('textbox', { name: 'Period 1 end time' });
    const clock = (ms: number) => {
      const d = new Date(ms);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
    };
    // Two seconds past the next period's start: refused, Save greyed out.
    await end.fill(clock(nextStart + 2000));
    await page
      .getByText('Period end time cannot be greater than the next period start time.')
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    // On the next start's second: moved a millisecond before it, and saved.
    await end.fill(clock(Math.ceil(nextStart / 1000) * 1000));
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Practice Successfully Saved').waitFor();
    expect((await drillsOf(product, id))[0]?.endTs).toBe(nextStart - 1);
    await page.context().close();
  });

  it('adds, moves and deletes periods while editing, and saves them', async () => {
    const id = await newPractice(product, 'Edited Periods');
    const page = await openSignedIn({ product, browser }, COACH, 800, paths.practiceManage(id));
    await page.getByRole('switch', { name: 'Editing' }).click();
    const name = page.getByRole('textbox', { name: 'New period name' });
    await name.fill('sp team');
    expect(await name.inputValue()).toBe('SP ');
    await name.fill('kos');
    await page.getByRole('combobox', { name: 'New period type' }).selectOption('Special Teams');
    await page.getByRole('button', { name: '+ Add Period' }).click();
    await page.getByRole('button', { name: 'Move period 4 up' }).click();
    await page.getByRole('button', { name: 'Delete period 1' }).click();
    await page.getByRole('textbox', { name: 'Practice Name', exact: false }).fill('Edited Again');
    await screenshot(page, 'manage-editing-800');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Practice Successfully Saved').waitFor();
    const saved = await getSession(product.store.db, id);
    expect(saved.name).toBe('Edited Again');
    expect((await drillsOf(product, id)).map((d) => d.drillType)).toEqual(['IND', 'KOS', 'TM']);
    // Locking with nothing unsaved asks nothing.
    await page.getByRole('switch', { name: 'Editing' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.context().close();
  });

  it("follows another viewer's change through the schedule topic, reading the practice only once it changed", async () => {
    const id = await newPractice(product, 'Followed Practice');
    const page = await openSignedIn({ product, browser }, COACH, 1440, paths.practiceManage(id));
    const name = page.getByRole('textbox', { name: 'Practice Name' });
    await expect.poll(() => name.inputValue()).toBe('Followed Practice');
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === `/api/da/manage/${id}`)
        reads.push(url.search);
    });
    // Renamed elsewhere: a call outside this page's cache, as another viewer's would be.
    const renamed = await page.evaluate(
      async (path) =>
        (
          await fetch(path, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Renamed Elsewhere' }),
          })
        ).status,
      `/api/da/manage/${id}?teamId=${TEAM}&league=nfl`,
    );
    expect(renamed).toBe(200);
    // The topic (read every second here) shows the new version well before the REST pace of
    // 15 s that the screen used to poll at; the record is then read once.
    await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe('Renamed Elsewhere');
    expect(reads).toHaveLength(1);
    await page.context().close();
  });

  it('two editors: the later save is refused with a conflict, the earlier one kept', async () => {
    const id = await newPractice(product, 'Shared Practice');
    const first = await openSignedIn({ product, browser }, COACH, 1440, paths.practiceManage(id));
    const second = await openSignedIn({ product, browser }, COACH, 1440, paths.practiceManage(id));
    for (const page of [first, second]) {
      await page.getByRole('switch', { name: 'Editing' }).click();
    }
    await first.getByRole('textbox', { name: 'Practice Name' }).fill('First Save Wins');
    await second.getByRole('textbox', { name: 'Practice Description' }).fill('from the second');
    await first.getByRole('button', { name: 'Save' }).click();
    await first.getByText('Practice Successfully Saved').waitFor();
    await second.getByRole('button', { name: 'Save' }).click();
    await second
      .getByText(/Someone else changed this practice while you were editing it/)
      .waitFor();
    // The second editor now sees the first one's practice, locked, with nothing of theirs.
    await expect
      .poll(() => second.getByRole('textbox', { name: 'Practice Name' }).inputValue())
      .toBe('First Save Wins');
    expect(await second.getByRole('textbox', { name: 'Practice Description' }).inputValue()).toBe(
      '',
    );
    expect(await second.getByRole('switch', { name: 'Editing' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await screenshot(second, 'manage-conflict-1440');
    const kept = await getSession(product.store.db, id);
    expect([kept.name, kept.description]).toEqual(['First Save Wins', '']);
    await first.context().close();
    await second.context().close();
  });

  it('deletes a practice after its confirmation and goes to the schedule', async () => {
    const id = await newPractice(product, 'To Be Deleted');
    const page = await openSignedIn({ product, browser }, COACH, 1440, paths.practiceManage(id));
    await page.getByRole('button', { name: 'Delete Practice' }).click();
    const ask = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this practice?',
    });
    await ask.getByRole('button', { name: 'Yes, Delete Practice' }).click();
    await page.waitForURL((url) => !url.pathname.includes('/manage'));
    expect((await getSession(product.store.db, id)).deleted).toBe(true);
    await page.context().close();
  });
});
