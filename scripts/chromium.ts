/**
 * Debian's chromium as the browser suites and the benchmarks drive it: headless, with the
 * flags this machine needs (ARCHITECTURE.md; without the background-networking ones its
 * connections are refused by the closed network, many at a time).
 */
import { chromium, type Browser } from 'playwright-core';

/** Where chromium is: Debian's, unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless chromium. */
export function launchChromium(): Promise<Browser> {
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
