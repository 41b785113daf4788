/**
 * One dataaccess process, set up from its environment:
 *
 *   DATABASE_URL     sqlite:PATH or postgres://… (required in production; var/practice.db
 *                    under the working folder otherwise)
 *   DATAACCESS_PORT  the port (8081); HOST the address to listen on (127.0.0.1)
 *   SERVICE_TOKEN    the gateway's credential (a location engine posts with its venue's key
 *                    instead, made by scripts/venue-key.ts: decision 0028)
 *
 * It logs every 5xx answer with its cause (JSON lines on stdout). It prints `listening http://HOST:PORT` once it answers; SIGTERM or SIGINT closes it (the
 * store last). A setting it cannot use ends it at once with one line saying which.
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

  const store = await openStore(databaseUrl);
  const dataaccess = buildDataaccess({
    store,
    serviceToken,
    checkAnswers: !settings.production,
    // Warnings and errors always: every 5xx is logged with its cause (decision 0028).
    logger: { level: settings.production ? 'info' : 'warn' },
  });
  await dataaccess.app.listen({ port, host });
  process.stdout.write(`listening http://${host}:${port}\n`);

  let closing = false;
  const close = (): void => {
    if (closing) return;
    closing = true;
    void dataaccess.app
      .close()
      .then(() => store.close())
      .then(() => process.exit(0));
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailure('dataaccess', error)}\n`);
  process.exit(1);
});
