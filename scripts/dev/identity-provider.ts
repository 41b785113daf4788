/**
 * The development identity provider: a real OpenID Connect server (oidc-provider) with the
 * development users, so sign-in works on a laptop with no internet and in tests. Its
 * sign-in page is a plain form. It refuses to start in production mode.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { DEV_PASSWORD, DEV_USERS } from './dev-users';
import { devIssuer } from './sign-in';

/** A running development identity provider. */
export interface DevIdentityProvider {
  readonly issuer: string;
  close(): Promise<void>;
}

/** How to start it. */
export interface DevIdentityProviderOptions {
  readonly port: number;
  /** The address it listens on (127.0.0.1). */
  readonly host?: string;
  /**
   * The issuer users' browsers and the gateways both reach it at, when that is not the
   * listening address (a container listens on 0.0.0.0 behind a published port).
   */
  readonly issuer?: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUris: readonly string[];
  readonly production?: boolean;
  /**
   * The private key it signs identity tokens with (see {@link newSigningKey}); a fresh one
   * by default. A provider that restarts with the same key keeps the gateway's cached key set
   * valid, so sign-in works again at once.
   */
  readonly signingKey?: JWK;
  /**
   * Users besides the development ones it signs in (with the same password): those the
   * product's store knows, such as one the Customers screen added; null for an unknown email.
   */
  readonly knownUser?: (email: string) => Promise<{ name: string; givenName: string } | null>;
}

/** A new RS256 private key for {@link DevIdentityProviderOptions.signingKey}, as a JWK. */
export async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return exportJWK(privateKey);
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(uid: string, error: string | null, email = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development sign-in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f4f6f8;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px #0002;display:grid;gap:12px;width:320px}
h1{font-size:20px;margin:0 0 8px}label{display:grid;gap:4px;font-size:14px}input{padding:8px;font-size:15px}
button{padding:10px;font-size:15px;background:#0b3d91;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#b00020;font-size:14px}small{color:#555}</style></head>
<body><form method="post" action="/interaction/${escapeHtml(uid)}/login">
<h1>Development sign-in</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label>Email <input type="email" name="email" autocomplete="username" required value="${escapeHtml(email)}"></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
<small>Every development user's password is "dev".</small>
</form></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

/** Starts the provider; resolves when it listens. */
export async function startDevIdentityProvider(
  options: DevIdentityProviderOptions,
): Promise<DevIdentityProvider> {
  if (options.production) {
    throw new Error('the development identity provider never runs in production mode');
  }
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuer ?? devIssuer(host, port);
  const key = options.signingKey ?? (await newSigningKey());
  // A key id of its own per key: a gateway that knew another key sees an unknown key id and
  // fetches the key set again, instead of checking signatures with the old key.
  const jwk = { ...key, kid: await calculateJwkThumbprint(key), alg: 'RS256', use: 'sig' };
  const byEmail = new Map(DEV_USERS.map((u) => [u.email, u]));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [...options.redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // The gateway reads email and names from the identity token itself.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name'],
    },
    features: { devInteractions: { enabled: false } },
    // Lifetimes in seconds, set so the provider need not pick (and announce) its defaults.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: unknown, id: string) => {
      const user = byEmail.get(id) ?? (await options.knownUser?.(id)) ?? undefined;
      if (!user) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: id,
          email_verified: true,
          name: user.name,
          given_name: user.givenName,
        }),
      };
    },
  });
  const oidc = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
      if (!match) {
        oidc(req, res);
        return;
      }
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'consent') {
        // First-party client: consent is implied.
        const accountId = details.session?.accountId ?? '';
        const grant = new provider.Grant({ accountId, clientId: options.clientId });
        const scope = details.params.scope;
        grant.addOIDCScope(typeof scope === 'string' ? scope : 'openid');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      const uid = match[1] ?? '';
      if (req.method === 'POST' && match[2]) {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const known = byEmail.has(email) || (await options.knownUser?.(email)) != null;
        if (!known || form.get('password') !== DEV_PASSWORD) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(page(uid, 'Unknown email or wrong password.', email));
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: email } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(uid, null));
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(`sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
