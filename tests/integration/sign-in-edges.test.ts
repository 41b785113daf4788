/**
 * Sign-in at its edges (issue 17): a return path that would leave the site, a return cookie
 * that a browser kept from before, and dataaccess down while someone signs in. Each test
 * walks the whole sign-in as a browser does, through the real gateway, dataaccess and the
 * development identity provider: it follows every redirect, resolving each Location the way
 * a browser does (WHATWG URL), keeps cookies like a browser (by host, not port), and stops
 * where the browser would land on the product, or as soon as it would leave it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../../scripts/product';
import { freePort } from '../support/ports';
import { BrowserLike } from '../support/browser-like';

describe('sign-in at its edges', () => {
  let product: Product;
  let varDir: string;
  let idpPort: number;
  /** A browser that has not been to the product yet. */
  const newBrowser = () =>
    new BrowserLike(new URL(product.url).origin, `http://localhost:${idpPort}`);

  beforeAll(async () => {
    varDir = mkdtempSync(join(tmpdir(), 'sign-in-edges-'));
    idpPort = await freePort();
    product = await startProduct({
      port: await freePort(),
      dataaccessPort: await freePort(),
      idpPort,
      varDir,
      lingerMs: 0,
    });
  });

  // The gateway allows an address 30 sign-in requests a minute, and this suite signs in
  // from one address more often than that: each test gets a gateway with a fresh count.
  beforeEach(async () => {
    await product.restartGateway();
  });

  afterAll(async () => {
    await product.stop();
    rmSync(varDir, { recursive: true, force: true });
  });

  /** Signs in with `returnTo` written into the query as is (already percent-encoded). */
  async function signInReturningTo(rawReturnTo: string) {
    const browser = newBrowser();
    const landing = await browser.signIn(`${product.url}/login/start?returnTo=${rawReturnTo}`);
    return {
      origin: landing.url.origin,
      path: `${landing.url.pathname}${landing.url.search}${landing.url.hash}`,
      status: landing.status,
      signedIn: await browser.signedIn(),
      returnCookie: browser.cookie('pt_return'),
    };
  }

  // Each is written as it stands in the query; the comment says what the gateway reads.
  const offSite = [
    '//evil.example/x', // scheme-relative
    '/%5Cevil.example/x', // /\evil: browsers read \ as /
    '%5C%5Cevil.example/x', // \\evil
    '/%09/evil.example/x', // tab, which browsers drop
    '/%0D/evil.example/x', // CR, dropped too
    '/%0A/evil.example/x', // LF, dropped too
    '%20//evil.example/x', // a leading space, which browsers trim
    '/%00/evil.example/x', // a NUL
    '%2F%2Fevil.example/x', // //evil, encoded
    '%2F%5Cevil.example/x', // /\evil, encoded
    'https://evil.example/x',
    'https:%2F%2Fevil.example/x',
    'javascript:alert(1)',
    '/.//evil.example/x', // dot segments that resolve to //evil
    '/%252E//evil.example/x', // /%2E//evil, the same once resolved
    '/login/callback', // never back into sign-in
  ];

  it.each(offSite)('returnTo=%s lands on the schedule, signed in', async (raw) => {
    expect(await signInReturningTo(raw)).toEqual({
      origin: new URL(product.url).origin,
      path: '/schedule',
      status: 302,
      signedIn: true,
      returnCookie: undefined,
    });
  });

  it.each([
    ['%2Fplayers%3Fteam%3DPHI%23x', '/players?team=PHI#x'],
    ['/team/NFC/3700/playerPerformance/games?x=1', '/team/NFC/3700/playerPerformance/games?x=1'],
    ['/players/%252F%252Fnot-a-host', '/players/%2F%2Fnot-a-host'], // an encoded slash stays a path
    ['/players/./x/../', '/players/'], // dot segments, resolved as the browser would
  ])('returnTo=%s lands on %s, signed in', async (raw, path) => {
    expect(await signInReturningTo(raw)).toEqual({
      origin: new URL(product.url).origin,
      path,
      status: 302,
      signedIn: true,
      returnCookie: undefined,
    });
  });

  it.each([
    ['a newline', '%2F%0A%2Fx'],
    ['another site', '%2F%2Fevil.example'],
    ['a tab', '%2F%09%2Fevil.example'],
  ])(
    'a return cookie holding %s from before does not stop sign-in, and goes',
    async (_what, poisoned) => {
      const browser = newBrowser();
      browser.setCookie('pt_return', poisoned);
      const landing = await browser.signIn(`${product.url}/login/start`);
      expect({
        origin: landing.url.origin,
        path: landing.url.pathname,
        status: landing.status,
      }).toEqual({ origin: new URL(product.url).origin, path: '/schedule', status: 302 });
      expect(await browser.signedIn()).toBe(true);
      expect(browser.cookie('pt_return')).toBeUndefined();
    },
  );

  // Last: it stops dataaccess for good.
  it('with dataaccess down, sign-in ends on the sign-in page saying the service is unavailable', async () => {
    await product.dataaccess.app.close();
    const browser = newBrowser();
    const landing = await browser.signIn(`${product.url}/login/start?returnTo=%2Fplayers`);
    expect({
      origin: landing.url.origin,
      path: `${landing.url.pathname}${landing.url.search}`,
      status: landing.status,
    }).toEqual({
      origin: new URL(product.url).origin,
      path: '/login?error=unavailable&returnTo=%2Fplayers',
      status: 302,
    });
    expect(await browser.signedIn()).toBe(false);
  });
});
