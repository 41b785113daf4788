/**
 * The About page (03 §2 About, §7 about, §8; issue 37 item 4) in the browser: a visitor who is
 * not signed in sees the product and a way to sign in; a coach reads the seeded announcement
 * and the documents in columns of 5 and the rest, downloads the user guide PDF (its text read
 * back), sees the error flag for 2.5 s when the download fails, has no edit controls and is
 * refused a write; the admin edits the page, and a javascript: link is refused with the
 * server's reason, leaving the store as it was.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, MSG_USER_GUIDE_FAILED, TOAST_MS, USER_GUIDE_FILE } from '../../domain';
import { type Product } from '../../scripts/product';
import { chromiumAvailable } from '../support/services';
import { openSignedIn, startE2e } from './browser';

const SHOTS = '/tmp/shots-about';

describe.skipIf(!chromiumAvailable())('the about page in the browser', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-about-'));
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await stop();
  });

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

  /** /about for a user signed in (the page itself sends nobody to sign in). */
  const aboutSignedIn = async (email: string) => {
    const page = await openSignedIn({ product, browser }, email, 1440, '/practices', {
      landing: /\/practices$/,
      context: { acceptDownloads: true },
    });
    await page.goto(`${product.url}/about`);
    return page;
  };

  /** The stored page: the announcement and the documents in order. */
  const stored = async () => ({
    announcement: await product.store.db
      .selectFrom('about_announcements')
      .selectAll()
      .executeTakeFirstOrThrow(),
    documents: await product.store.db
      .selectFrom('about_documents')
      .selectAll()
      .orderBy('position')
      .execute(),
  });

  it('shows a visitor the product and a way to sign in, nothing more', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${product.url}/about`);
    await page.getByRole('heading', { name: 'About Practice Tracking' }).waitFor();
    await page
      .getByRole('link', { name: 'Sign in to read the announcements and documents' })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Announcements' }).count()).toBe(0);
    await page.getByRole('link', { name: 'support@practicetracking.app' }).waitFor();
    await shot(page, 'about-signed-out-800');
    await context.close();
  });

  it('gives a coach the announcements, documents in columns and the user guide', async () => {
    const page = await aboutSignedIn('nfl.coach@dev.test');
    await page.context().clock.install();
    await page.getByRole('heading', { name: 'Welcome to Practice Tracking' }).waitFor();
    const link = page.getByRole('link', { name: 'support', exact: true });
    expect(await link.getAttribute('href')).toBe('mailto:support@practicetracking.app');
    // Seven seeded documents: a column of 5, then the rest.
    const columns = page.locator('.about-document-column');
    expect(await columns.count()).toBe(2);
    expect(await columns.nth(0).locator('li').count()).toBe(5);
    expect(await columns.nth(1).locator('li').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await shot(page, 'about-coach-1440');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the User Guide (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(USER_GUIDE_FILE);
    const file = await download.path();
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Practice Tracking User Guide');
    expect(text).toContain('The operations console');
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    // A failed download: the spinner stops and the flag shows for 2.5 s (03 §8), on the
    // page's clock, held still so the flag's time is counted exactly.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.route('**/api/da/about/userguide/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"down"}' }),
    );
    await page.getByRole('button', { name: 'Download the User Guide (PDF)' }).click();
    const flag = page.getByRole('alert').filter({ hasText: MSG_USER_GUIDE_FAILED });
    await flag.waitFor();
    expect(await page.getByRole('progressbar', { name: 'Downloading' }).count()).toBe(0);
    await shot(page, 'about-guide-failed-1440');
    await page.clock.runFor(TOAST_MS.userGuideError - 200);
    expect(await flag.isVisible()).toBe(true);
    await page.clock.runFor(400);
    await flag.waitFor({ state: 'hidden' });

    // A write by the coach is refused by the gateway, and nothing changes.
    const before = await stored();
    const status = await page.evaluate(
      async ([name, value]) => {
        const res = await fetch('/api/da/about', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', [name]: value },
          body: JSON.stringify({ announcements: 'taken over', documents: [] }),
        });
        return res.status;
      },
      [APP_REQUEST_HEADER.name, APP_REQUEST_HEADER.value] as const,
    );
    expect(status).toBe(403);
    expect(await stored()).toEqual(before);

    await page.setViewportSize({ width: 800, height: 900 });
    await shot(page, 'about-coach-800');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'about-coach-390');
    await page.context().close();
  });

  it('lets the admin edit the page, and refuses a javascript: link changing nothing', async () => {
    const page = await aboutSignedIn('admin@dev.test');
    await page.getByRole('heading', { name: 'Welcome to Practice Tracking' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit the About page' });
    const text = form.getByLabel('Announcements (Markdown)');
    await shot(page, 'about-admin-edit-1440');

    const before = await stored();
    await text.fill('Read [this](javascript:alert(1))');
    await form.getByRole('button', { name: 'Save' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'links may open only http(s) or mailto addresses' })
      .waitFor();
    expect(await stored()).toEqual(before);

    await text.fill('## Camp week\n\nPads on **Tuesday**.\n\n- Weigh-in at 7\n- Film at 9');
    await form.getByRole('button', { name: 'Add Document' }).click();
    await form.getByLabel('Document 8 name').fill('Camp schedule');
    await form.getByLabel('Document 8 address').fill('https://practicetracking.app/camp');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Camp week' }).waitFor();
    expect(await page.locator('.about-announcements strong').innerText()).toBe('Tuesday');
    expect(await page.locator('.about-announcements li').allInnerTexts()).toEqual([
      'Weigh-in at 7',
      'Film at 9',
    ]);
    const columns = page.locator('.about-document-column');
    expect(await columns.nth(1).locator('li').count()).toBe(3);
    await page.getByRole('link', { name: 'Camp schedule' }).waitFor();
    const after = await stored();
    expect(after.announcement.updated_by).toBe('admin@dev.test');
    expect(after.documents.map((d) => d.display_name).at(-1)).toBe('Camp schedule');
    await shot(page, 'about-admin-saved-1440');
    await page.context().close();
  });
});
