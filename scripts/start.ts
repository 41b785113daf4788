/**
 * npm start: the whole product on its embedded defaults, each part a process of its own under
 * one supervisor (scripts/supervisor.ts), so one part can fail alone and come back while the
 * others serve. It builds the web app, then starts, each once the one before is ready:
 *
 *   dataaccess         dataaccess/src/server.ts on the SQLite file under the var folder
 *                      (created and migrated on the first run, reused after)
 *   demo               scripts/demo/start-demo.ts: seeds the season, fills past sessions in
 *                      the background and plays today's live practice for the demo team
 *   idp                the development identity provider (scripts/dev/identity-provider-server.ts)
 *   gateway            gateway/src/server.ts, signing in through that provider
 *
 * and prints the address. A part that ends unexpectedly is restarted; Ctrl-C stops them all.
 *
 *   PORT, DATAACCESS_PORT, IDP_PORT   the ports (8080, 8081, 8090); a busy one is one line
 *   HOST, PUBLIC_URL   where the gateway listens (127.0.0.1) and users reach it
 *   VAR_DIR            the store and the persisted secrets (var/ beside the sources)
 *   DATABASE_URL       another store (sqlite:PATH or postgres://…)
 *   SERVICE_TOKEN      the gateway's credential toward dataaccess (a fresh one per start by
 *                      default); the demo feed posts positions with a venue key it makes
 *   WEB_BUILD=off      serve the web app as last built (tests) instead of building it
 *
 * Others (LIVE_POLL_MS, NATS_URL, WEB_ROOT, PRACTICE_HISTORY) reach the parts that read them.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { settingsFrom } from '../domain';
import { DEV_CLIENT_ID, devIssuer } from './dev/sign-in';
import { buildWebInChild, ensureFree, persistentSecret, ROOT } from './local-setup';
import { StartFailure, supervise } from './supervisor';
import { backendParts, part } from './product-parts';

function fail(message: string): never {
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const settings = settingsFrom(process.env);
  if (settings.production) {
    fail(
      'npm start runs the development setup; production runs the gateway with a real identity provider.',
    );
  }
  const port = settings.port('PORT', 8080);
  const dataaccessPort = settings.port('DATAACCESS_PORT', 8081);
  const idpPort = settings.port('IDP_PORT', 8090);
  const publicUrl = settings.url('PUBLIC_URL', `http://localhost:${port}`);
  const varDir = resolve(settings.text('VAR_DIR', join(ROOT, 'var')));
  await ensureFree(port, 'PORT, the gateway', fail);
  await ensureFree(dataaccessPort, 'DATAACCESS_PORT, dataaccess', fail);
  await ensureFree(idpPort, 'IDP_PORT, the development identity provider', fail);

  mkdirSync(varDir, { recursive: true });
  if (settings.optional('WEB_BUILD') !== 'off') {
    console.log('Building the web app…');
    await buildWebInChild(fail);
  }

  const databaseUrl = settings.text('DATABASE_URL', `sqlite:${join(varDir, 'practice.db')}`);
  const dataaccessUrl = `http://127.0.0.1:${dataaccessPort}`;
  const serviceToken = settings.optional('SERVICE_TOKEN') ?? randomBytes(24).toString('hex');
  const clientSecret = persistentSecret(varDir, 'oidc-client-secret');
  const supervisor = supervise([
    ...backendParts({
      databaseUrl,
      dataaccessPort,
      serviceToken,
      idpPort,
      clientSecret,
      publicUrl,
      varDir,
    }),
    part('gateway', 'gateway/src/server.ts', {
      PORT: String(port),
      HOST: settings.text('HOST', '127.0.0.1'),
      PUBLIC_URL: publicUrl,
      DATAACCESS_URL: dataaccessUrl,
      SERVICE_TOKEN: serviceToken,
      COOKIE_SECRET: persistentSecret(varDir, 'cookie-secret'),
      OIDC_ISSUER: devIssuer('127.0.0.1', idpPort),
      OIDC_CLIENT_ID: DEV_CLIENT_ID,
      OIDC_CLIENT_SECRET: clientSecret,
    }),
  ]);

  // In an object, so that lint sees it change while start() awaits.
  const run = { stopping: false };
  const stop = (): void => {
    if (run.stopping) return;
    run.stopping = true;
    console.log('\nStopping…');
    void supervisor.stop().then(() => {
      console.log('Stopped.');
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);

  try {
    await supervisor.start();
  } catch (error) {
    if (error instanceof StartFailure) fail(error.message);
    throw error;
  }
  if (run.stopping) return;
  console.log('');
  console.log(`Practice Tracking is running: ${publicUrl}`);
  console.log(
    'Sign in as nfl.coach@dev.test (password: dev) to watch the live practice. Ctrl-C stops.',
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
