/**
 * The browser harness: Debian's chromium driven by playwright-core with the flags of
 * ARCHITECTURE.md, and screenshots into tests/e2e/screenshots (ignored by git).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../support/services';

/** Where screenshots go. */
export const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

/** Launches headless chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves a screenshot named `name` (png) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** Signs in through the development identity provider from the app's login page. */
export async function signIn(page: Page, email: string, password = 'dev'): Promise<void> {
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Clicks a radio button and waits until it shows as checked. The screens change filters in
 * a React transition, so on a busy machine the checked state can follow a moment after the
 * click; Playwright's `check()` would call that a failure.
 */
export async function checkRadio(radio: Locator): Promise<void> {
  await radio.click();
  const deadline = Date.now() + 10_000;
  while (!(await radio.isChecked())) {
    if (Date.now() > deadline) throw new Error('the radio button did not become checked');
    await radio.page().waitForTimeout(100);
  }
}
