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

async function main(): Promise<void> {
  const settings = settingsFrom(process.env);
  const publicUrl = settings.url('PUBLIC_URL', 'http://localhost:8080');
  const keyFile = settings.optional('IDP_KEY_FILE');
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
