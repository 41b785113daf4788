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

interface StoredCookie {
  readonly name: string;
  readonly path: string;
  readonly value: string;
}

/** Where a walk through sign-in ended. */
interface Landing {
  /** The address the browser was sent to last, or where a non-redirect answer came from. */
  readonly url: URL;
  /** The status of the last answer the walk read (none when it left the product). */
  readonly status: number | null;
}

/** A browser's cookie jar and redirect-following, for the product's hosts only. */
class BrowserLike {
  readonly #cookies = new Map<string, StoredCookie>();

  /** `gateway` and `identityProvider` are origins: the product's addresses. */
  constructor(
    private readonly gateway: string,
    private readonly identityProvider: string,
  ) {}

  /** Stores a cookie as if a server had set it with `Path=/`. */
  setCookie(name: string, value: string): void {
    this.#cookies.set(`${name};/`, { name, path: '/', value });
  }

  /** The value of the cookie `name` at path /, if the jar holds one. */
  cookie(name: string): string | undefined {
    return this.#cookies.get(`${name};/`)?.value;
  }

  #cookieHeader(url: URL): string {
    return [...this.#cookies.values()]
      .filter(
        (c) => url.pathname === c.path || url.pathname.startsWith(c.path.replace(/\/?$/, '/')),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  #store(url: URL, headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (/^path$/i.test(key) && val.startsWith('/')) path = val;
        if (/^max-age$/i.test(key) && Number(val) <= 0) expired = true;
        if (/^expires$/i.test(key) && Date.parse(val) <= Date.now()) expired = true;
      }
      if (expired) this.#cookies.delete(`${name};${path}`);
      else this.#cookies.set(`${name};${path}`, { name, path, value });
    }
  }

  /**
   * Opens `start` and follows redirects, submitting the identity provider's sign-in form as
   * `email` when it shows it. Ends on the first address of the gateway outside /login/ (the
   * app's pages and /login itself), on any answer that is not a redirect, or on the first
   * address off the product, which it never fetches.
   */
  async signIn(start: string, email = 'nfl.coach@dev.test'): Promise<Landing> {
    let url = new URL(start);
    let init: RequestInit = {};
    for (let hop = 0; hop < 20; hop += 1) {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: this.#cookieHeader(url) },
      });
      this.#store(url, response.headers);
      init = {};
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel();
        const next = new URL(location, url);
        if (next.origin !== this.gateway && next.origin !== this.identityProvider)
          return { url: next, status: null };
        if (next.origin === this.gateway && !next.pathname.startsWith('/login/'))
          return { url: next, status: response.status };
        url = next;
        continue;
      }
      const body = await response.text();
      const form = /<form method="post" action="([^"]+)"/.exec(body)?.[1];
      if (response.status !== 200 || form === undefined || url.origin !== this.identityProvider)
        return { url, status: response.status };
      url = new URL(form, url);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password: 'dev' }).toString(),
      };
    }
    throw new Error(`sign-in did not end within 20 redirects (last at ${url.href})`);
  }

  /** Whether the jar's session cookie is accepted by the gateway. */
  async signedIn(): Promise<boolean> {
    const url = new URL('/api/session', this.gateway);
    const response = await fetch(url, { headers: { cookie: this.#cookieHeader(url) } });
    await response.body?.cancel();
    return response.status === 200;
  }
}

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
