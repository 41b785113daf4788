/**
 * Data Ops and Processing Status in the browser (issue 21, 03 §2, §4, §5, §8): a data-ops
 * user opens /dataops/page, filters it (case-insensitive regular expressions, a lone space
 * ignored, numbers only in the dataset search, the ACTIONS status, Show Active Retrack),
 * launches a finished practice's processing and watches its four dots reach F_C, opens the
 * dataset's entities, runs a targeted retrack of two players over part of the practice, and
 * sees exactly those players' numbers change; at 1440 and at 800 px. The list's topic is
 * dropped while the tab is hidden and taken afresh when it shows. /status groups the days'
 * sessions by date and team with LIVE and PROCESSING highlighted, and reads nothing on a
 * narrow screen. A coach gets /404 for both. A retrack that fails shows its dot in red with
 * the reason and offers only its retry, which goes on to F_C. Screenshots at 1440 and 800 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '../../dataaccess';
import type { MetricValues } from '../../dataaccess/src/metrics';
import { DAY_MS, MSG_SELECT_ENTITIES_FOR_RETRACK, msgActionStarted, paths } from '../../domain';
import { live } from '../../proto';
import { type Product } from '../../scripts/product';
import { seedSession, storePastSession } from '../support/past-sessions';
import { chromiumAvailable } from '../support/services';
import { gridCells, openSignedIn, screenshot, startE2e } from './browser';

const TEAM = '3700';
const DATA_OPS = 'dataops@dev.test';
const COACH = 'nfl.coach@dev.test';
const TAG = Date.now().toString(36);
const GRID = 'Data Ops';
/** The Data Ops list's topic, of its date range (dataops/{from}/{to}). */
const isDataOps = (topic: string | null | undefined) => topic?.startsWith('dataops/') === true;

/** The suite's sessions: two finished practices to launch, one retracking, one live. */
const WIDE = { id: `dops-wide-${TAG}`, name: `Dataops Practice Wide ${TAG}`, ref: 'DS-41440001' };
const NARROW = {
  id: `dops-narrow-${TAG}`,
  name: `Dataops Practice Narrow ${TAG}`,
  ref: 'DS-40800002',
};
const RETRACKING = {
  id: `dops-rtrk-${TAG}`,
  name: `Dataops Retracking ${TAG}`,
  ref: 'DS-49990003',
};
const LIVE = { id: `dops-live-${TAG}`, name: `Dataops Live ${TAG}` };
/** A season of this suite's own: one practice every day for 200 days, each with its dataset. */
const SEASON_DAYS = 200;
const seasonId = (i: number) => `practice-${TAG}-${String(i).padStart(3, '0')}`;

interface FullRow {
  id: string;
  name: string;
  metrics: MetricValues;
}

describe.skipIf(!chromiumAvailable())('data ops and processing status in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;

  /** The kept total distance of every player of a practice, from fullpractice. */
  const distances = async (practiceId: string): Promise<Map<string, number>> => {
    const res = await product.dataaccess.app.inject({
      method: 'GET',
      url: `/dataaccess/fullpractice/${practiceId}`,
      headers: { 'x-service-token': product.serviceToken },
    });
    const players = res.json<{ results: { players: FullRow[] }[] }>().results[0]?.players ?? [];
    return new Map(players.map((p) => [p.id, p.metrics.totalDis ?? NaN]));
  };

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-dataops-'));
    const db = product.store.db;
    const roster = await db
      .selectFrom('players')
      .select(['player_id', 'jersey', 'position'])
      .where('team_id', '=', TEAM)
      .where('status', '=', 'ACT')
      .orderBy('name')
      .limit(6)
      .execute();
    const players = roster.map((p) => ({
      id: p.player_id,
      jersey: p.jersey,
      position: p.position,
    }));
    // Yesterday: inside the Data Ops topic's days and Processing Status's, whatever the hour.
    const startMs = Date.now() - DAY_MS;
    const finished = (
      s: { id: string; name: string; ref: string },
      status: string,
      seed: number,
      extra: Record<string, unknown> = {},
    ) =>
      storePastSession(
        db,
        {
          id: s.id,
          kind: 'practice',
          teamId: TEAM,
          startMs,
          durationMs: 2 * 60_000,
          players,
          fields: {
            name: s.name,
            dataset_id: s.id,
            dataset_ref_id: s.ref,
            dsid: s.id,
            extraData: { replicaStatus: status, ...extra },
          },
        },
        seed,
      );
    await finished(WIDE, 'I_I', 3);
    await finished(NARROW, 'I_I', 4);
    // Caught mid-retrack: its stage runs at 40 % (no job of this product will move it on).
    await finished(RETRACKING, 'R_I', 5, { replicaStage: 'retrack', replicaPercent: 40 });
    await seedSession(db, LIVE.id, {
      teamId: TEAM,
      name: LIVE.name,
      type: 'live',
      status: 'live',
      startTime: Date.now() - 20 * 60_000,
      dataset_id: LIVE.id,
      dataset_ref_id: 'DS-4711ee04',
      extraData: { replicaStatus: 'I_I' },
    });
    // Ids that all start 'practice': their short references read alike (DS-practice).
    for (let i = 1; i <= SEASON_DAYS; i++) {
      await seedSession(db, seasonId(i), {
        teamId: TEAM,
        name: `Season ${TAG} ${i}`,
        startTime: Date.now() - (i + 3) * DAY_MS,
        endTime: Date.now() - (i + 3) * DAY_MS + 7_200_000,
        dataset_id: seasonId(i),
        extraData: { replicaStatus: 'I_I' },
      });
    }
  }, 240_000);

  afterAll(() => stop());

  const rowOf = (page: Page, id: string) =>
    page
      .locator(`.ag-row[row-id="${id}"]`)
      .filter({ has: page.locator('.ag-cell[col-id="progress"]') });
  const progressOf = (page: Page, id: string) =>
    rowOf(page, id).locator('.dataops-progress').getAttribute('aria-label');
  const shownNames = (page: Page) => gridCells(page, GRID, 'name');
  const mine = (names: string[]) => names.filter((n) => n.includes(TAG)).sort();

  /**
   * The scenario on one practice at one width: launch, F_C, targeted retrack of two
   * players over 20–60 % of the practice, and exactly their numbers change.
   */
  async function launchAndRetrack(
    page: Page,
    s: { id: string; name: string; ref: string },
    width: number,
  ) {
    const row = rowOf(page, s.id);
    await row.waitFor();
    expect(await progressOf(page, s.id)).toMatch(/^I_I/);
    await row.getByRole('button', { name: 'Launch', exact: true }).click();
    const toast = page.locator('.dataops-toast');
    await toast.getByText(msgActionStarted('init')).waitFor();
    expect(await toast.getAttribute('class')).toContain('success');
    await screenshot(page, `dataops-launched-${width}`);
    // Who ran it, when: from the server's record, on the row.
    await expect
      .poll(() => row.locator('.dataops-who').innerText())
      .toMatch(/^Launch by \S+, \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M$/);
    // A success goes by itself.
    await toast.waitFor({ state: 'detached', timeout: 30_000 });
    // The chain runs launch → retrack → ball flights → terminate; the topic shows each step.
    await expect
      .poll(() => progressOf(page, s.id), { timeout: 90_000, interval: 500 })
      .toMatch(/^F_C/);
    await expect.poll(() => row.locator('.dataops-dot.complete').count()).toBe(4);
    await expect
      .poll(() => row.getByRole('button', { name: 'Retrack', exact: true }).isEnabled())
      .toBe(true);
    expect(await row.getByRole('button', { name: 'Terminate', exact: true }).isDisabled()).toBe(
      true,
    );
    expect(
      await row.getByRole('button', { name: 'Terminate', exact: true }).getAttribute('title'),
    ).toBe(
      `Terminate can't start: ${s.ref} is at F_C (terminated); from there only Launch or Retrack or Ball flight retrack can start`,
    );

    const before = await distances(s.id);
    await row.getByRole('link', { name: 'Targeted Retrack' }).click();
    await page.waitForURL((url) => url.pathname === paths.dataopsEntities(s.id));
    const dialog = page.getByRole('dialog', { name: 'Edit Entities' });
    const table = dialog.getByRole('table', { name: 'Entities' });
    await table.locator('tbody tr').nth(5).waitFor();
    // Save with nothing chosen says what to do and sends nothing.
    await dialog.getByLabel('Targeted Retrack').check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast.getByText(MSG_SELECT_ENTITIES_FOR_RETRACK).first().waitFor();
    expect(await toast.getAttribute('class')).toContain('error');

    // A ball is refused by the server, which says why: the error toast carries its words.
    const tick = (entityId: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: entityId, exact: true }) })
        .getByRole('checkbox');
    await tick('ball-1').check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast.getByText(/ball-1 is a ball; a ball flight retrack recomputes balls/).waitFor();
    expect(await toast.getAttribute('class')).toContain('error');
    await tick('ball-1').uncheck();

    const chosenIds = [...before.keys()].sort().slice(0, 2);
    for (const id of chosenIds) await tick(id).check();
    await dialog.getByLabel('Window start').fill('20');
    await dialog.getByLabel('Window end').fill('60');
    // The end handle cannot pass the start: it stops one step after it.
    await dialog.getByLabel('Window end').fill('10');
    expect(await dialog.getByLabel('Window end').inputValue()).toBe('21');
    await dialog.getByLabel('Window end').fill('60');
    await dialog.getByText('20% – 60%').waitFor();
    await screenshot(page, `dataops-entities-${width}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast.getByText(msgActionStarted('targetedretrack')).waitFor();
    // Success closes the modal and leaves the list as it was.
    await page.waitForURL((url) => url.pathname === paths.dataops());
    await expect.poll(() => dialog.count()).toBe(0);

    await expect
      .poll(
        async () => {
          const after = await distances(s.id);
          return chosenIds.every((id) => (after.get(id) ?? NaN) < (before.get(id) ?? NaN) - 1);
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true);
    const after = await distances(s.id);
    for (const [id, was] of before) {
      if (!chosenIds.includes(id)) expect(after.get(id)).toBe(was);
    }
    await expect
      .poll(() => progressOf(page, s.id), { timeout: 30_000, interval: 500 })
      .toMatch(/^R_C/);
  }

  it('filters, launches a practice to F_C and retracks two players at 1440 px', async () => {
    const page = await openSignedIn({ product, browser }, DATA_OPS, 1440, paths.dataops());
    await page.getByRole('heading', { name: 'Data Ops' }).waitFor();
    await rowOf(page, WIDE.id).waitFor();
    await rowOf(page, RETRACKING.id).waitFor();
    await screenshot(page, 'dataops-1440');
    // Each row shows its own dataset id under its reference.
    expect(await rowOf(page, WIDE.id).locator('.dataops-dataset').innerText()).toBe(
      `${WIDE.ref}\n${WIDE.id}`,
    );
    // Where the row is before its action: it stays there after.
    const wideIndex = await rowOf(page, WIDE.id).getAttribute('row-index');

    const name = page.getByPlaceholder('Search names');
    await name.fill(`dataops practice (wide|narrow) ${TAG}`.toUpperCase());
    await expect.poll(async () => mine(await shownNames(page))).toEqual([NARROW.name, WIDE.name]);
    // A lone space filters nothing.
    await name.fill(' ');
    await expect.poll(async () => mine(await shownNames(page)).length).toBe(4);
    await name.fill('');
    const dataset = page.getByPlaceholder('Search datasets');
    await dataset.fill('4x');
    expect(await dataset.inputValue()).toBe('');
    await dataset.fill('40800');
    await expect.poll(async () => mine(await shownNames(page))).toEqual([NARROW.name]);
    await dataset.fill('');
    await page.getByLabel('Show Active Retrack').check();
    await expect.poll(async () => mine(await shownNames(page))).toEqual([RETRACKING.name]);
    await page.getByLabel('Show Active Retrack').uncheck();
    await page.getByLabel('ACTIONS status').selectOption('R_I');
    await expect.poll(async () => mine(await shownNames(page))).toEqual([RETRACKING.name]);
    // A row in a running stage offers nothing, and says why.
    const launch = rowOf(page, RETRACKING.id).getByRole('button', { name: 'Launch', exact: true });
    expect(await launch.isDisabled()).toBe(true);
    expect(await launch.getAttribute('title')).toBe(
      `Launch can't start: ${RETRACKING.ref} is running its retrack (R_I); wait for it to complete`,
    );
    await page.getByLabel('ACTIONS status').selectOption('all');
    // A live session is not processed until it ends; its schedule may be saved.
    const liveLaunch = rowOf(page, LIVE.id).getByRole('button', { name: 'Launch', exact: true });
    expect(await liveLaunch.getAttribute('title')).toBe(
      `Launch can't start: DS-4711ee04 is live; its processing starts once the practice has ended`,
    );
    expect(
      await rowOf(page, LIVE.id)
        .getByRole('button', { name: 'Save Schedule', exact: true })
        .isEnabled(),
    ).toBe(true);
    await name.fill(WIDE.name);
    await expect.poll(async () => mine(await shownNames(page))).toEqual([WIDE.name]);

    await launchAndRetrack(page, WIDE, 1440);
    // The filters are as they were before the modal opened.
    expect(await name.inputValue()).toBe(WIDE.name);
    await name.fill('');
    await expect.poll(() => rowOf(page, WIDE.id).getAttribute('row-index')).toBe(wideIndex);
    await name.fill(WIDE.name);

    // Save Schedule: a window whose start is not before its end waits; a valid one is kept.
    await rowOf(page, WIDE.id).getByRole('button', { name: 'Save Schedule', exact: true }).click();
    const schedule = page.getByRole('dialog', { name: 'Save Schedule' });
    const startField = schedule.getByLabel('START', { exact: true });
    const endField = schedule.getByLabel('END', { exact: true });
    const startValue = await startField.inputValue();
    const endValue = await endField.inputValue();
    await endField.fill(startValue);
    await schedule.getByText('The start must be before the end.').waitFor();
    const saveSchedule = schedule.getByRole('button', { name: 'Save', exact: true });
    expect(await saveSchedule.isDisabled()).toBe(true);
    await endField.fill(endValue);
    await screenshot(page, 'dataops-schedule-1440');
    await saveSchedule.click();
    await page.locator('.dataops-toast').getByText(msgActionStarted('saveschedule')).waitFor();
    await expect.poll(() => schedule.count()).toBe(0);
    const localMs = (value: string) => page.evaluate((v) => new Date(v).getTime(), value);
    const extra = (await getSession(product.store.db, WIDE.id)).extraData as
      { datasetSchedule?: unknown } | undefined;
    const kept = extra?.datasetSchedule;
    expect(kept).toEqual({ startMs: await localMs(startValue), endMs: await localMs(endValue) });
    await page.context().close();
  }, 240_000);

  it('lists a season of 200 datasets by date range, 50 a page, each with its own id', async () => {
    const page = await openSignedIn({ product, browser }, DATA_OPS, 1440, paths.dataops());
    await rowOf(page, WIDE.id).waitFor();
    const count = page.locator('.dataops-count');
    const name = page.getByPlaceholder('Search names');
    await name.fill(`Season ${TAG} `);
    // The last three days hold none of them.
    await expect.poll(() => count.innerText()).toMatch(/^0 of \d+ datasets/);
    const dayOf = (ms: number) =>
      page.evaluate((t) => {
        const d = new Date(t);
        const two = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
      }, ms);
    await page.getByLabel('From day').fill(await dayOf(Date.now() - (SEASON_DAYS + 10) * DAY_MS));
    await expect
      .poll(() => count.innerText(), { timeout: 30_000 })
      .toMatch(new RegExp(`^${SEASON_DAYS} of \\d+ datasets`));
    const pager = page.locator('.ag-paging-row-summary-panel');
    expect(await pager.innerText()).toMatch(new RegExp(`^1\\s+to\\s+50\\s+of\\s+${SEASON_DAYS}$`));
    // Newest first; every row tells its dataset apart, though their references read alike.
    expect(await rowOf(page, seasonId(1)).locator('.dataops-dsid').innerText()).toBe(seasonId(1));
    expect(await rowOf(page, seasonId(2)).locator('.dataops-ref').innerText()).toBe('DS-practice');
    await screenshot(page, 'dataops-season-1440');
    await page.getByRole('button', { name: 'Next Page' }).click();
    expect(await pager.innerText()).toMatch(
      new RegExp(`^51\\s+to\\s+100\\s+of\\s+${SEASON_DAYS}$`),
    );
    await rowOf(page, seasonId(51)).waitFor();
    // A backwards range is refused on the page and the list stays as it was.
    await page.getByLabel('To day').fill(await dayOf(Date.now() - (SEASON_DAYS + 20) * DAY_MS));
    await page.getByRole('alert').getByText('The first day must not be after the last').waitFor();
    expect(await count.innerText()).toMatch(new RegExp(`^${SEASON_DAYS} of`));
    await page.context().close();
  }, 120_000);

  it('drops the topic while the tab is hidden and takes a fresh snapshot when it shows', async () => {
    const page = await openSignedIn({ product, browser }, DATA_OPS, 1440, paths.dataops());
    const sent: live.ClientMessage[] = [];
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (typeof payload !== 'string') sent.push(live.ClientMessage.decode(payload));
      });
    });
    await page.reload();
    await rowOf(page, RETRACKING.id).waitFor();
    await expect.poll(() => sent.filter((m) => isDataOps(m.subscribe?.topic)).length).toBe(1);
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await expect.poll(() => sent.filter((m) => isDataOps(m.unsubscribe?.topic)).length).toBe(1);
    await setHidden(false);
    await expect.poll(() => sent.filter((m) => isDataOps(m.subscribe?.topic)).length).toBe(2);
    const again = sent.filter((m) => isDataOps(m.subscribe?.topic))[1];
    // No position to resume from: the gateway answers with a fresh snapshot.
    expect(again?.subscribe?.resume ?? null).toBeNull();
    await rowOf(page, RETRACKING.id).waitFor();
    await page.context().close();
  }, 120_000);

  it('runs the same at 800 px', async () => {
    const page = await openSignedIn({ product, browser }, DATA_OPS, 800, paths.dataops());
    await rowOf(page, NARROW.id).waitFor();
    await screenshot(page, 'dataops-800');
    await page.getByPlaceholder('Search names').fill(NARROW.name.toLowerCase());
    await expect.poll(async () => mine(await shownNames(page))).toEqual([NARROW.name]);
    await launchAndRetrack(page, NARROW, 800);
    await page.context().close();
  }, 240_000);

  it('shows Processing Status by date and team with LIVE and PROCESSING, on wide screens only', async () => {
    const page = await openSignedIn({ product, browser }, DATA_OPS, 1440, paths.status());
    const table = page.getByRole('table', { name: 'Processing Status' });
    const liveRow = table.locator(`tr[data-session="${LIVE.id}"]`);
    const retracking = table.locator(`tr[data-session="${RETRACKING.id}"]`);
    await liveRow.waitFor();
    await liveRow.locator('.status-badge.live', { hasText: 'LIVE' }).waitFor();
    await retracking.locator('.status-badge.processing', { hasText: 'PROCESSING' }).waitFor();
    // The launched practices are complete: plain text.
    await expect
      .poll(() => table.locator(`tr[data-session="${WIDE.id}"] td`).nth(3).innerText())
      .toBe('COMPLETE');
    expect(await retracking.locator('td').nth(1).innerText()).toBe(RETRACKING.ref);
    // Grouped: each day's group holds a header per team, the rows under their team.
    const day = table
      .locator('tbody.status-day')
      .filter({ has: page.locator(`tr[data-session="${RETRACKING.id}"]`) });
    await day.locator(`tr.status-team-head[data-team="${TEAM}"]`).waitFor();
    const dates = await table
      .locator('tbody.status-day')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await screenshot(page, 'status-1440');

    // Narrow: the page says it needs a wider screen (not NOT FOUND), and reads nothing.
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/processing/status')) reads.push(r.url());
    });
    const wider = page.getByRole('status').getByText(/^This page needs a wider screen/);
    await page.setViewportSize({ width: 800, height: 900 });
    await wider.waitFor();
    await page.goto(`${product.url}${paths.status()}`);
    await wider.waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.status());
    expect(await page.locator('.not-found').count()).toBe(0);
    await screenshot(page, 'status-800');
    expect(reads).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('sends a coach to /404 from both screens', async () => {
    for (const path of [paths.dataops(), paths.status(), paths.dataopsEntities(WIDE.id)]) {
      const page = await openSignedIn({ product, browser }, COACH, 1440, path, {
        landing: (url) => url.pathname === paths.notFound(),
      });
      await page.context().close();
    }
  }, 120_000);

  it("gives a raw tag's positions to a benched player from the entities modal, at 1440 and 800 px", async () => {
    const db = product.store.db;
    // Three rostered players and a raw tag ran; a fourth rostered player did not.
    const roster = await db
      .selectFrom('players')
      .select(['player_id', 'name', 'jersey', 'position'])
      .where('team_id', '=', TEAM)
      .where('status', '=', 'ACT')
      .orderBy('name')
      .offset(6)
      .limit(4)
      .execute();
    const benched = roster[3];
    expect(benched).toBeDefined();
    const tag = `tag-${TAG}`;
    const ran = [
      ...roster
        .slice(0, 3)
        .map((p) => ({ id: p.player_id, jersey: p.jersey, position: p.position })),
      { id: tag, jersey: '99', position: 'WR' },
    ];
    const EDITED = { id: `dops-edit-${TAG}`, name: `Dataops Edit ${TAG}`, ref: 'DS-45210005' };
    await storePastSession(
      db,
      {
        id: EDITED.id,
        kind: 'practice',
        teamId: TEAM,
        startMs: Date.now() - DAY_MS,
        durationMs: 2 * 60_000,
        players: ran,
        fields: {
          name: EDITED.name,
          dataset_id: EDITED.id,
          dataset_ref_id: EDITED.ref,
          dsid: EDITED.id,
          extraData: { replicaStatus: 'F_C' },
        },
      },
      7,
    );
    const before = await distances(EDITED.id);
    expect(before.get(tag) ?? 0).toBeGreaterThan(0);
    expect(before.has(benched?.player_id ?? '')).toBe(false);

    // At 800 px the edit mode fits the narrow dialog; Cancel leaves everything as it was.
    const narrow = await openSignedIn(
      { product, browser },
      DATA_OPS,
      800,
      paths.dataopsEntities(EDITED.id),
    );
    const narrowDialog = narrow.getByRole('dialog', { name: 'Edit Entities' });
    await narrowDialog.getByRole('cell', { name: tag, exact: true }).waitFor();
    await narrowDialog.getByRole('switch', { name: 'Editing' }).click();
    await narrowDialog
      .getByLabel(`Assign ${tag} to`)
      .selectOption({ label: `#${benched?.jersey} ${benched?.name}` });
    await screenshot(narrow, 'dataops-entities-edit-800');
    await narrowDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await narrow.waitForURL((url) => url.pathname === paths.dataops());
    await narrow.context().close();
    expect(await distances(EDITED.id)).toEqual(before);

    const page = await openSignedIn(
      { product, browser },
      DATA_OPS,
      1440,
      paths.dataopsEntities(EDITED.id),
    );
    const dialog = page.getByRole('dialog', { name: 'Edit Entities' });
    const table = dialog.getByRole('table', { name: 'Entities' });
    const rowWith = (entityId: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: entityId, exact: true }) });
    await rowWith(tag).waitFor();
    expect(await rowWith(tag).getByRole('cell').nth(1).innerText()).toBe('Unknown');
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    const editing = dialog.getByRole('switch', { name: 'Editing' });
    await editing.click();
    expect(await editing.getAttribute('aria-checked')).toBe('true');
    // Nothing changed: nothing to save. Balls get no choice.
    expect(await save.isDisabled()).toBe(true);
    expect(await rowWith('ball-1').getByRole('combobox').count()).toBe(0);
    const assign = dialog.getByLabel(`Assign ${tag} to`);
    await assign.selectOption({ label: `#${benched?.jersey} ${benched?.name}` });
    expect(await save.isEnabled()).toBe(true);
    await screenshot(page, 'dataops-entities-edit-1440');
    await save.click();
    const toast = page.locator('.dataops-toast');
    await toast
      .getByText(
        `Positions assigned in ${EDITED.ref}: ${tag} → ${benched?.name}; ${msgActionStarted('targetedretrack')}`,
      )
      .waitFor();
    expect(await toast.getAttribute('class')).toContain('success');
    // The rows are read again: the tag is gone, its positions are the player's.
    await rowWith(benched?.player_id ?? '').waitFor();
    expect(
      await rowWith(benched?.player_id ?? '')
        .getByRole('cell')
        .nth(1)
        .innerText(),
    ).toBe('Player');
    expect(
      await rowWith(benched?.player_id ?? '')
        .getByRole('cell')
        .nth(2)
        .innerText(),
    ).toBe(benched?.name);
    expect(await rowWith(tag).count()).toBe(0);
    await screenshot(page, 'dataops-entities-assigned-1440');
    // The player's numbers are the tag's; the others' did not move.
    await expect
      .poll(async () => (await distances(EDITED.id)).get(benched?.player_id ?? '') ?? NaN, {
        timeout: 60_000,
        interval: 500,
      })
      .toBeCloseTo(before.get(tag) ?? NaN, 6);
    const after = await distances(EDITED.id);
    expect(after.has(tag)).toBe(false);
    for (const p of roster.slice(0, 3))
      expect(after.get(p.player_id)).toBe(before.get(p.player_id));
    await page.context().close();
  }, 180_000);

  it('shows a failed retrack in red with its reason and offers only its retry, which reaches F_C', async () => {
    const db = product.store.db;
    const roster = await db
      .selectFrom('players')
      .select(['player_id', 'jersey', 'position'])
      .where('team_id', '=', TEAM)
      .where('status', '=', 'ACT')
      .orderBy('name')
      .limit(6)
      .execute();
    const FAILING = { id: `dops-fail-${TAG}`, name: `Dataops Failing ${TAG}`, ref: 'DS-46660006' };
    await storePastSession(
      db,
      {
        id: FAILING.id,
        kind: 'practice',
        teamId: TEAM,
        startMs: Date.now() - DAY_MS,
        durationMs: 2 * 60_000,
        players: roster.map((p) => ({ id: p.player_id, jersey: p.jersey, position: p.position })),
        fields: {
          name: FAILING.name,
          dataset_id: FAILING.id,
          dataset_ref_id: FAILING.ref,
          dsid: FAILING.id,
          extraData: { replicaStatus: 'I_I' },
        },
      },
      8,
    );
    // The third player a retrack takes: its second stored window made unreadable.
    const playerIds = (
      await db
        .selectFrom('track_windows')
        .select('entity_id')
        .distinct()
        .where('session_id', '=', FAILING.id)
        .execute()
    )
      .map((r) => r.entity_id)
      .filter((id) => !id.startsWith('ball'))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const victim = playerIds[2] ?? '';
    const windows = await db
      .selectFrom('track_windows')
      .select(['window_ms', 'data'])
      .where('session_id', '=', FAILING.id)
      .where('entity_id', '=', victim)
      .orderBy('window_ms')
      .execute();
    const bad = windows[1];
    if (bad === undefined) throw new Error(`${victim} has fewer than two windows`);
    const bytes = new Uint8Array(bad.data);
    const write = (data: Uint8Array) =>
      db
        .updateTable('track_windows')
        .set({ data })
        .where('session_id', '=', FAILING.id)
        .where('entity_id', '=', victim)
        .where('window_ms', '=', bad.window_ms)
        .execute();
    await write(new Uint8Array([99]));
    const why = 'Retrack failed: unknown track window format 99';

    const page = await openSignedIn({ product, browser }, DATA_OPS, 1440, paths.dataops());
    await page.getByPlaceholder('Search names').fill(FAILING.name);
    const row = rowOf(page, FAILING.id);
    await row.waitFor();
    await row.getByRole('button', { name: 'Launch', exact: true }).click();
    const toast = page.locator('.dataops-toast');
    await toast.getByText(msgActionStarted('init')).waitFor();
    await toast.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect
      .poll(() => progressOf(page, FAILING.id), { timeout: 60_000, interval: 500 })
      .toBe('R_I: retrack failed');
    // The retrack's dot is red with the reason; the percent where it stopped.
    const dot = row.locator('.dataops-dot.failed');
    expect(await dot.count()).toBe(1);
    expect(await dot.getAttribute('title')).toBe(`Retrack: ${why}`);
    const failed = row.locator('.dataops-failed');
    expect(await failed.innerText()).toBe('Failed');
    expect(await failed.getAttribute('title')).toBe(
      `${why} (stopped at ${Math.floor(200 / playerIds.length)} %)`,
    );
    const retrack = row.getByRole('button', { name: 'Retrack', exact: true });
    expect(await retrack.isEnabled()).toBe(true);
    expect(await retrack.getAttribute('title')).toBe(
      `Retry the failed retrack (${why}) from where it stopped`,
    );
    // The titles are the worker's own refusals (state-machines' refusalOf).
    const failedAt = `${FAILING.ref} is at R_I (retracking) and its retrack failed (${why}); only Retrack can start, to retry it`;
    const refusals = [
      ['Launch', `Launch can't start: ${failedAt}`],
      ['Ballflight Retrack', `Ball flight retrack can't start: ${failedAt}`],
      ['Terminate', `Terminate can't start: ${failedAt}`],
      [
        'Save Schedule',
        `Save schedule can't start: ${why} for ${FAILING.ref}; retry it first, then save the schedule`,
      ],
    ] as const;
    for (const [name, refusal] of refusals) {
      const button = row.getByRole('button', { name, exact: true });
      expect(await button.isDisabled(), name).toBe(true);
      expect(await button.getAttribute('title')).toBe(refusal);
    }
    await screenshot(page, 'dataops-failed-1440');

    const narrow = await openSignedIn({ product, browser }, DATA_OPS, 800, paths.dataops());
    await narrow.getByPlaceholder('Search names').fill(FAILING.name);
    const narrowDot = rowOf(narrow, FAILING.id).locator('.dataops-dot.failed');
    await narrowDot.waitFor();
    await narrowDot.scrollIntoViewIfNeeded();
    await screenshot(narrow, 'dataops-failed-800');
    await narrow.context().close();

    // Processing Status says FAILED, with the reason among the warnings.
    const status = await openSignedIn({ product, browser }, DATA_OPS, 1440, paths.status());
    const statusRow = status.locator(`tr[data-session="${FAILING.id}"]`);
    await statusRow.waitFor();
    expect(await statusRow.locator('td').nth(3).innerText()).toBe('FAILED');
    expect(await statusRow.locator('td').nth(4).innerText()).toContain(why);
    await status.context().close();

    // The window written back, the retry goes on to F_C and the red is gone.
    await write(bytes);
    await retrack.click();
    await toast.getByText(msgActionStarted('retrack')).waitFor();
    await expect
      .poll(() => progressOf(page, FAILING.id), { timeout: 90_000, interval: 500 })
      .toMatch(/^F_C/);
    expect(await row.locator('.dataops-dot.failed').count()).toBe(0);
    expect(await row.locator('.dataops-dot.complete').count()).toBe(4);
    expect((await getSession(db, FAILING.id)).extraData).toMatchObject({
      replicaStatus: 'F_C',
      replicaFailed: null,
    });
    await page.context().close();
  }, 240_000);
});
