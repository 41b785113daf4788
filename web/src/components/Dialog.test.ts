/**
 * The shared Dialog, ConfirmDialog and DraftPopup in a real browser (Debian's chromium), alone on a page
 * built from dialogs.harness.tsx: the native modal's Escape, backdrop, lock, inertness and
 * focus return, and the popup's draft that Apply hands over and Cancel, Escape or a click
 * outside throw away.
 */
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** Debian's chromium, headless, as scripts/chromium.ts starts it for the browser suites. */
function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
}

let browser: Browser;
let html = '';
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  // The harness as one script and one style sheet, built as the app is (vite), in memory.
  const built = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'development',
    define: { 'process.env.NODE_ENV': '"development"' },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: join(import.meta.dirname, 'dialogs.harness.tsx'),
        formats: ['iife'],
        name: 'harness',
      },
    },
  })) as Rolldown.RolldownOutput[];
  const files = built.flatMap((b) => b.output);
  const text = (ext: string) => {
    const file = files.find((f) => f.fileName.endsWith(ext));
    const body = file === undefined ? '' : file.type === 'chunk' ? file.code : String(file.source);
    return body.replaceAll('</', '<\\/');
  };
  html = `<!doctype html><html><head><style>${text('.css')}</style></head>
    <body><div id="root"></div><script>${text('.js')}</script></body></html>`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser.close();
});

beforeEach(async () => {
  errors.length = 0;
  page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setContent(html);
  return async () => {
    await page.close();
    expect(errors).toEqual([]);
  };
});

const focusedName = (p: Page) =>
  p.evaluate(() => {
    const at = document.activeElement;
    return at === null ? '' : (at.getAttribute('aria-label') ?? at.textContent).trim();
  });

describe('Dialog', () => {
  const openDialog = async () => {
    await page.getByRole('button', { name: 'Open dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test dialog' });
    await dialog.waitFor();
    return dialog;
  };

  it('opens as a native modal named by its title, the page behind it inert', async () => {
    const dialog = await openDialog();
    expect(await dialog.evaluate((d) => d.matches('dialog:modal'))).toBe(true);
    expect(await dialog.evaluate((d) => d === document.activeElement)).toBe(true);
    // The page behind cannot take the focus while the dialog is open.
    await page.evaluate(() => {
      [...document.querySelectorAll('button')]
        .find((b) => b.textContent === 'Open dialog')
        ?.focus();
    });
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  });

  it('closes on Escape through onClose and gives the focus back to the opening button', async () => {
    const dialog = await openDialog();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Closes').textContent()).toBe('1');
    expect(await focusedName(page)).toBe('Open dialog');
  });

  it('closes from its close button and from the backdrop, not from a click inside', async () => {
    let dialog = await openDialog();
    await dialog.getByLabel('Field').click();
    await dialog.getByRole('heading', { name: 'Test dialog' }).click();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Open dialog');

    dialog = await openDialog();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Closes').textContent()).toBe('2');
  });

  it('stays open while locked, whatever Escape the browser lets through', async () => {
    const dialog = await openDialog();
    await dialog.getByRole('button', { name: 'Lock' }).click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.getByRole('button', { name: 'Close' }).isDisabled()).toBe(true);
    expect(await dialog.evaluate((d) => d.matches('dialog:modal'))).toBe(true);
    expect(await page.getByLabel('Closes').textContent()).toBe('0');
  });
});

describe('ConfirmDialog', () => {
  const ask = async () => {
    await page.getByRole('button', { name: 'Ask' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete it?' });
    await question.waitFor();
    return question;
  };

  it('asks as an alert dialog: its buttons answer, Escape dismisses, the backdrop does not', async () => {
    let question = await ask();
    expect(await question.getByText('It cannot be undone.').isVisible()).toBe(true);
    expect(await question.getByRole('button', { name: 'Close' }).count()).toBe(0);
    expect(await focusedName(page)).toBe('No, Discard');
    await page.mouse.click(5, 5);
    expect(await question.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Answer').textContent()).toBe('dismissed');
    expect(await focusedName(page)).toBe('Ask');

    question = await ask();
    await question.getByRole('button', { name: 'No, Discard' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Answer').textContent()).toBe('no');
    question = await ask();
    await question.getByRole('button', { name: 'Yes, Delete' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Answer').textContent()).toBe('yes');
  });
});

describe('DraftPopup', () => {
  const trigger = () => page.getByRole('button', { name: /^Letter: / });
  const openPopup = async () => {
    await trigger().click();
    const panel = page.getByRole('dialog', { name: 'Letter' });
    await panel.waitFor();
    return panel;
  };

  it('hands the draft over on Apply', async () => {
    const panel = await openPopup();
    expect(await trigger().getAttribute('aria-expanded')).toBe('true');
    await panel.getByLabel('Draft').fill('b');
    expect(await trigger().textContent()).toBe('Letter: a');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await trigger().textContent()).toBe('Letter: b');
    expect(await page.getByLabel('Applied').textContent()).toBe('1');
    expect(await focusedName(page)).toBe('Letter: b');
  });

  it('throws the draft away on Cancel, and opens again on the value', async () => {
    let panel = await openPopup();
    await panel.getByLabel('Draft').fill('c');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await trigger().textContent()).toBe('Letter: a');
    panel = await openPopup();
    expect(await panel.getByLabel('Draft').inputValue()).toBe('a');
    expect(await page.getByLabel('Applied').textContent()).toBe('0');
  });

  it('throws the draft away on Escape and gives the focus back to its button', async () => {
    const panel = await openPopup();
    await panel.getByLabel('Draft').fill('d');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await trigger().textContent()).toBe('Letter: a');
    expect(await focusedName(page)).toBe('Letter: a');
    expect(await trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('throws the draft away on a click outside, and cannot apply an empty draft', async () => {
    let panel = await openPopup();
    await panel.getByLabel('Draft').fill('');
    expect(await panel.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await page.getByText('Outside').click();
    await panel.waitFor({ state: 'detached' });
    panel = await openPopup();
    expect(await panel.getByLabel('Draft').inputValue()).toBe('a');
  });
});
