/**
 * A browser's cookie jar and redirect-following through sign-in, for tests that walk the
 * whole sign-in as a browser does, through a real gateway (or the load balancer in front of
 * several) and the development identity provider.
 */
interface StoredCookie {
  readonly name: string;
  readonly path: string;
  readonly value: string;
}

/** Where a walk through sign-in ended. */
export interface Landing {
  /** The address the browser was sent to last, or where a non-redirect answer came from. */
  readonly url: URL;
  /** The status of the last answer the walk read (none when it left the product). */
  readonly status: number | null;
}

/** A browser's cookie jar and redirect-following, for the product's hosts only. */
export class BrowserLike {
  readonly #cookies = new Map<string, StoredCookie>();

  /** `gateway` and `identityProvider` are origins: the product's addresses. */
  /**
   * `forwardedFor`, behind a load balancer the gateway trusts, is the address the user's
   * requests to the gateway come from (sent as X-Forwarded-For, which the balancer extends):
   * many users of one test, each from a tablet of their own.
   */
  constructor(
    private readonly gateway: string,
    private readonly identityProvider: string,
    private readonly forwardedFor?: string,
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
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: this.#cookieHeader(url),
          ...(this.forwardedFor !== undefined && url.origin === this.gateway
            ? { 'x-forwarded-for': this.forwardedFor }
            : {}),
        },
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
