/**
 * One dataaccess process, set up from its environment:
 *
 *   DATABASE_URL     sqlite:PATH or postgres://… (required in production; var/practice.db
 *                    under the working folder otherwise)
 *   DATAACCESS_PORT  the port (8081); HOST the address to listen on (127.0.0.1)
 *   SERVICE_TOKEN    the gateway's credential (a location engine posts with its venue's key
 *                    instead, made by scripts/venue-key.ts: decision 0028); it also opens
 *                    /metrics to a scraper on another machine
 *   LOG_LEVEL        pino's level (info): JSON lines on stdout with every 5xx and its cause,
 *                    background job failures, start and stop; production adds every request
 *   SHUTDOWN_GRACE_MS  how long a shutdown waits for requests in flight (10000)
 *
 * It prints `listening http://HOST:PORT` once it answers. SIGTERM or SIGINT shuts it down:
 * /readyz answers 503, no new connection is taken, the requests in flight are answered, the
 * store closes last; past the grace it exits anyway (code 1). /livez, /readyz and /metrics
 * are decision 0033's. A setting it cannot use ends it at once with one line saying which.
 */
import { join } from 'node:path';
import { settingsFrom, startFailure } from '../../domain';
import { buildDataaccess } from './app';
import { openStore } from './db/connect';

async function main(): Promise<void> {
  const settings = settingsFrom(process.env);
  const databaseUrl = settings.production
    ? settings.text('DATABASE_URL')
    : settings.text('DATABASE_URL', `sqlite:${join(process.cwd(), 'var', 'practice.db')}`);
  const port = settings.port('DATAACCESS_PORT', 8081);
  const host = settings.text('HOST', '127.0.0.1');
  const serviceToken = settings.text('SERVICE_TOKEN');
  const level = settings.text('LOG_LEVEL', 'info');
  const graceMs = settings.millis('SHUTDOWN_GRACE_MS', 100) ?? 10_000;

  const store = await openStore(databaseUrl);
  const dataaccess = buildDataaccess({
    store,
    serviceToken,
    checkAnswers: !settings.production,
    // Always on: every 5xx with its cause, failed jobs, start and stop (decision 0033).
    logger: { level },
    logRequests: settings.production,
  });
  await dataaccess.app.listen({
    port,
    host,
    listenTextResolver: (address) => `dataaccess started on ${address} (${store.dialect})`,
  });
  process.stdout.write(`listening http://${host}:${port}\n`);

  let closing = false;
  const close = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    dataaccess.app.log.info({ signal }, 'dataaccess shutting down');
    dataaccess.meters.draining();
    setTimeout(() => {
      dataaccess.app.log.error({ graceMs }, 'requests still in flight past the grace: exiting');
      process.exit(1);
    }, graceMs).unref();
    void dataaccess.app
      .close()
      .then(() => store.close())
      .then(() => {
        dataaccess.app.log.info('dataaccess stopped');
        process.exit(0);
      });
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailure('dataaccess', error)}\n`);
  process.exit(1);
});
