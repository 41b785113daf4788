/**
 * The development identity provider as a process of its own, set up from its environment:
 *
 *   IDP_PORT            the port (8090)
 *   IDP_HOST            the address it listens on (127.0.0.1)
 *   IDP_ISSUER          the issuer, where browsers and gateways both reach it (http://localhost:
 *                       IDP_PORT); docker-compose.yml sets a name both resolve
 *   OIDC_CLIENT_ID      the gateway's client id (practice-web)
 *   OIDC_CLIENT_SECRET  the gateway's client secret (required)
 *   PUBLIC_URL          where users reach the gateway, whose /login/callback it redirects to
 *                       (http://localhost:8080)
 *   IDP_KEY_FILE        a JSON file keeping its signing key across restarts (created when
 *                       missing); a fresh key per start without it
 *   DATAACCESS_URL, SERVICE_TOKEN  where it asks whether an email that is not a development
 *                       user is one the product knows (one the Customers screen added), so that
 *                       such a user signs in too; only the development users without them
 *
 * It prints `listening ISSUER` once it answers; SIGTERM or SIGINT closes it. It refuses to
 * start in production mode, and a setting it cannot use ends it at once with one line.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { JWK } from 'jose';
import { settingsFrom, startFailure } from '../../domain';
import { newSigningKey, startDevIdentityProvider } from './identity-provider';
import { DEV_CLIENT_ID } from './sign-in';

/** The signing key kept in `file`, made and written there when missing. */
async function signingKeyIn(file: string): Promise<JWK> {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  const key = await newSigningKey();
  writeFileSync(file, JSON.stringify(key), { mode: 0o600 });
  return key;
}

/** The product's record of `email` from dataaccess (GET users/{email}); null when unknown. */
async function userOfDataaccess(
  dataaccessUrl: string,
  serviceToken: string,
  email: string,
): Promise<{ name: string; givenName: string } | null> {
  const response = await fetch(`${dataaccessUrl}/dataaccess/users/${encodeURIComponent(email)}`, {
    headers: { 'x-service-token': serviceToken, 'x-user-email': email },
    signal: AbortSignal.timeout(5000),
  });
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw new Error(`dataaccess answered ${response.status} for a user`);
  const body = (await response.json()) as { results: { name: string; givenName: string }[] };
  const user = body.results[0];
  return user === undefined ? null : { name: user.name, givenName: user.givenName };
}

async function main(): Promise<void> {
  const settings = settingsFrom(process.env);
  const publicUrl = settings.url('PUBLIC_URL', 'http://localhost:8080');
  const keyFile = settings.optional('IDP_KEY_FILE');
  const dataaccessUrl = settings.optional('DATAACCESS_URL');
  const serviceToken = settings.optional('SERVICE_TOKEN');
  const idp = await startDevIdentityProvider({
    port: settings.port('IDP_PORT', 8090),
    host: settings.text('IDP_HOST', '127.0.0.1'),
    ...(settings.optional('IDP_ISSUER') === undefined
      ? {}
      : { issuer: settings.url('IDP_ISSUER') }),
    clientId: settings.text('OIDC_CLIENT_ID', DEV_CLIENT_ID),
    clientSecret: settings.text('OIDC_CLIENT_SECRET'),
    redirectUris: [`${publicUrl}/login/callback`],
    production: settings.production,
    ...(keyFile === undefined ? {} : { signingKey: await signingKeyIn(keyFile) }),
    ...(dataaccessUrl === undefined || serviceToken === undefined
      ? {}
      : { knownUser: (email: string) => userOfDataaccess(dataaccessUrl, serviceToken, email) }),
  });
  process.stdout.write(`listening ${idp.issuer}\n`);

  let closing = false;
  const close = (): void => {
    if (closing) return;
    closing = true;
    void idp.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailure('identity provider', error)}\n`);
  process.exit(1);
});
