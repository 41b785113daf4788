/**
 * The Combine Logger in the browser (issue 20, 03 §2, §4, §5): on today's live practice (the
 * demo feed sends its positions every second) a coach times a drill in each panel at once,
 * the jerseys typed on the keypads (one digit gets its leading 0, WR shows as WO), ends both
 * and sees each drill's times and the player's time, distance and top speed over it, the
 * same numbers fullpractice gives for that window. Then a time edit the rules refuse shows
 * its 03 §5 message, review colours the row, and delete asks first. Screenshots at 1440 px;
 * at 800 px the screen says it needs a wider one.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG_CONFIRM_DELETE_EVENT,
  MSG_CONFIRM_DELETE_EVENT_YES,
  MSG_EVENT_END_BEFORE_START,
  MSG_EVENT_END_IN_FUTURE,
  formatDecimals,
  paths,
} from '../../domain';
import { type Product } from '../../scripts/product';
import { seededRoster } from '../../scripts/demo/seed';
import { DEMO_TEAM_ID } from '../../scripts/dev/dev-users';
import { chromiumAvailable } from '../support/services';
import { openSignedIn, screenshot, startE2e } from './browser';

const COACH = 'nfl.coach@dev.test';
const TABLE = 'Combine drills';

/** Two players the demo feed tracks: a quarterback with a one-digit jersey and a receiver. */
const playing = seededRoster(DEMO_TEAM_ID, 'nfl').filter(
  (p) => p.status === 'ACT' || p.status === 'DEV',
);
const QB = playing.find((p) => p.position === 'QB' && p.jersey.length === 1);
const WR = playing.find((p) => p.position === 'WR' && p.jersey.length === 2);

interface Drill {
  event_id: string;
  entity_id: string | null;
  jerseyNumber: string;
  stTime: number;
  endTime?: number;
  numbers: { timeSec: number; distanceYd: number; topSpeedMph: number | null } | null;
  numbersFinal: boolean;
}

/** Types a jersey on a panel's keypad, key by key. */
async function typeJersey(panel: Locator, digits: string): Promise<void> {
  const keypad = panel.getByRole('group', { name: /jersey keypad/ });
  for (const digit of digits)
    await keypad.getByRole('button', { name: digit, exact: true }).click();
}

/** The cells' texts of the table's body rows, in order. */
function tableTexts(page: Page): Promise<string[][]> {
  return page
    .getByRole('table', { name: TABLE })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.innerText.trim())),
    );
}

describe.skipIf(!chromiumAvailable())('the Combine Logger in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let practiceId = '';

  /** A dataaccess call as the gateway makes it. */
  const dataaccess = async <T>(path: string): Promise<T[]> => {
    const response = await fetch(`${product.dataaccessUrl}/dataaccess/${path}`, {
      headers: { 'x-service-token': product.serviceToken },
    });
    return ((await response.json()) as { results: T[] }).results;
  };

  beforeAll(async () => {
    if (QB === undefined || WR === undefined) throw new Error('the demo roster changed');
    ({ product, browser, stop } = await startE2e('e2e-combine-', { demo: true }));
    const live = await product.demo?.started;
    if (live === undefined) throw new Error('the demo feed does not run');
    practiceId = live.id;
  }, 240_000);

  afterAll(() => stop());

  it('times a drill for two jerseys at once and shows their times and numbers', async () => {
    if (QB === undefined || WR === undefined) throw new Error('the demo roster changed');
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      paths.practicePerformance(practiceId, 'condensed'),
    );
    // Reached from the practice's tabs.
    await page.getByRole('link', { name: 'Combine Logger' }).click();
    await page.waitForURL((url) => url.pathname === paths.practiceCombine(practiceId));
    const one = page.getByRole('region', { name: 'Drill 1' });
    const two = page.getByRole('region', { name: 'Drill 2' });

    // Drill 1: a quarterback's 40-yard dash; the one-digit jersey is matched with its 0.
    await one.getByRole('combobox', { name: 'Position Group' }).selectOption('QB');
    await one.getByRole('combobox', { name: 'Drill', exact: true }).selectOption('40 Yard Dash');
    await typeJersey(one, QB.jersey);
    await expect
      .poll(() => one.getByRole('status', { name: 'Drill 1 jersey' }).innerText())
      .toBe(`QB0${QB.jersey}`);
    await one.getByText(`${QB.name} (QB)`).waitFor();
    await one.getByRole('checkbox', { name: 'Lock Drills' }).check();
    expect(await one.getByRole('combobox', { name: 'Position Group' }).isDisabled()).toBe(true);

    // Drill 2: a receiver's custom drill; WR is WO. The keypad keeps at most 3 digits.
    await two.getByRole('combobox', { name: 'Position Group' }).selectOption('WO');
    await two.getByRole('radio', { name: 'Custom Drill' }).check();
    await two.getByRole('textbox', { name: 'Custom Drill' }).fill('Slot Release');
    await typeJersey(two, '1234');
    expect(await two.getByRole('status', { name: 'Drill 2 jersey' }).innerText()).toBe('WO123');
    await two.getByRole('button', { name: 'Clear' }).click();
    await typeJersey(two, WR.jersey);
    await two.getByText(`${WR.name} (WR)`).waitFor();

    await one.getByRole('button', { name: 'Start' }).click();
    await one.getByRole('button', { name: 'End' }).waitFor();
    await two.getByRole('button', { name: 'Start' }).click();
    await two.getByRole('button', { name: 'End' }).waitFor();
    // Both run at once: a blue row for drill 1 and a dark blue one for drill 2.
    const table = page.getByRole('table', { name: TABLE });
    await expect.poll(async () => table.locator('tr.row-open-1, tr.row-open-2').count()).toBe(2);
    await screenshot(page, 'combine-running-1440');
    // Let each run a few seconds of the practice's positions.
    await one.getByText(/00:00:0[3-9]\.\d/).waitFor({ timeout: 20_000 });
    await one.getByRole('button', { name: 'End' }).click();
    await two.getByRole('button', { name: 'End' }).click();
    await one.getByRole('button', { name: 'Start' }).waitFor();
    await two.getByRole('button', { name: 'Start' }).waitFor();

    // Each drill's numbers come once its positions have arrived (they are read again).
    await expect
      .poll(async () => table.locator('td.provisional').count(), { timeout: 30_000 })
      .toBe(0);
    const drills = await dataaccess<Drill>(`combine/event/${practiceId}`);
    expect(drills.map((d) => [d.jerseyNumber, d.entity_id, d.numbersFinal])).toEqual([
      [`QB0${QB.jersey}`, QB.id, true],
      [`WO${WR.jersey}`, WR.id, true],
    ]);
    const rows = await tableTexts(page);
    for (const drill of drills) {
      const [full] = await dataaccess<{
        players: { id: string; metrics: Record<string, number> }[];
      }>(`fullpractice/${practiceId}?fromMs=${drill.stTime}&toMs=${drill.endTime ?? 0}`);
      const metrics = full?.players.find((p) => p.id === drill.entity_id)?.metrics;
      expect(drill.numbers).toEqual({
        timeSec: metrics?.timeTrkd,
        distanceYd: metrics?.totalDis,
        topSpeedMph: metrics?.maxSpeedMPH,
        fromMs: drill.stTime,
        toMs: drill.endTime,
      });
      expect(drill.numbers?.timeSec).toBeGreaterThan(2);
      const row = rows.find((cells) => cells[0]?.startsWith(drill.jerseyNumber));
      expect(row?.slice(4, 7)).toEqual([
        formatDecimals(drill.numbers?.timeSec, 1),
        formatDecimals(drill.numbers?.distanceYd, 1),
        formatDecimals(drill.numbers?.topSpeedMph, 1),
      ]);
      // Start and end times to the tenth of a second.
      expect(row?.[2]).toMatch(/^\d\d:\d\d:\d\d\.\d [AP]M/);
      expect(row?.[3]).toMatch(/^\d\d:\d\d:\d\d\.\d [AP]M/);
    }
    const qbRow = rows.find((cells) => cells[0]?.startsWith(`QB0${QB.jersey}`));
    expect(qbRow?.[0]).toContain(QB.name);
    expect(qbRow?.[1]).toBe('40 Yard Dash');
    expect(rows.find((cells) => cells[0]?.startsWith(`WO${WR.jersey}`))?.[1]).toBe('Slot Release');
    // The locked panel keeps its drill for the next athlete; the jersey is cleared.
    expect(await one.getByRole('combobox', { name: 'Drill', exact: true }).inputValue()).toBe(
      '40 Yard Dash',
    );
    expect(await one.getByRole('status', { name: 'Drill 1 jersey' }).innerText()).toBe('--');
    await screenshot(page, 'combine-1440');
    await page.context().close();
  });

  it('refuses an edited time with its 03 §5 message, reviews, and deletes on confirmation', async () => {
    if (WR === undefined) throw new Error('the demo roster changed');
    const page = await openSignedIn(
      { product, browser },
      COACH,
      1440,
      paths.practiceCombine(practiceId),
    );
    const table = page.getByRole('table', { name: TABLE });
    const row = table.locator('tbody tr', { hasText: `WO${WR.jersey}` });
    await row.waitFor();
    // An end a minute before the start: refused in the row with the rule's message (a drill
    // started in the first minute of the day would have it end later today, in the future).
    const drill = (await dataaccess<Drill>(`combine/event/${practiceId}`)).find(
      (d) => d.jerseyNumber === `WO${WR.jersey}`,
    );
    const before = new Date((drill?.stTime ?? 0) - 60_000);
    const hhmm = [before.getHours(), before.getMinutes()]
      .map((n) => String(n).padStart(2, '0'))
      .join(':');
    await row.getByRole('button', { name: 'Edit end time' }).click();
    await row.getByLabel('New end time').fill(hhmm);
    await row.getByRole('button', { name: 'Save' }).click();
    const refusal = await table.getByRole('alert').innerText();
    expect([MSG_EVENT_END_BEFORE_START, MSG_EVENT_END_IN_FUTURE]).toContain(refusal);
    await row.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.getAttribute('class')).toBe('');

    await row.getByRole('checkbox', { name: 'Review' }).check();
    await expect.poll(() => row.getAttribute('class')).toBe('row-review');
    await expect
      .poll(
        async () =>
          (
            await dataaccess<{ event_id: string; review?: boolean; jerseyNumber: string }>(
              `combine/event/${practiceId}`,
            )
          ).find((d) => d.jerseyNumber === `WO${WR.jersey}`)?.review,
      )
      .toBe(true);
    await screenshot(page, 'combine-review-1440');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: MSG_CONFIRM_DELETE_EVENT });
    await confirm.getByRole('button', { name: MSG_CONFIRM_DELETE_EVENT_YES }).click();
    await expect
      .poll(() => table.locator('tbody tr', { hasText: `WO${WR.jersey}` }).count())
      .toBe(0);
    expect(
      (await dataaccess<{ jerseyNumber: string }>(`combine/event/${practiceId}`)).map(
        (d) => d.jerseyNumber,
      ),
    ).not.toContain(`WO${WR.jersey}`);
    await page.context().close();
  });

  it('says at 800 px that the Combine Logger needs a wider screen', async () => {
    const page = await openSignedIn(
      { product, browser },
      COACH,
      800,
      paths.practiceCombine(practiceId),
    );
    await page.getByText('The Combine Logger needs a wider screen').waitFor();
    expect(await page.getByRole('region', { name: 'Drill 1' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      800,
    );
    await screenshot(page, 'combine-800');
    await page.context().close();
  });
});
