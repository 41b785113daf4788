/**
 * Runs dataaccess alone on a store: `DATABASE_URL` (a SQLite path by default),
 * `DATAACCESS_PORT` and `SERVICE_TOKEN`. Prints `listening <port>` once it answers; the
 * crash test starts it as a child process and kills it.
 */
import { buildDataaccess, openStore } from '../../dataaccess';

const url = process.env.DATABASE_URL ?? 'var/dataaccess.sqlite';
const port = Number(process.env.DATAACCESS_PORT ?? 8081);
const serviceToken = process.env.SERVICE_TOKEN ?? 'dev-service-token';

const store = await openStore(url);
const dataaccess = buildDataaccess({ store, serviceToken });
await dataaccess.app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`listening ${port}\n`);

const stop = (): void => {
  void dataaccess.app
    .close()
    .then(() => store.close())
    .then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
