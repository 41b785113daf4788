/**
 * A PostgreSQL connection lost while the store holds it (a transaction between two queries,
 * the server restarting or the network cut) fails that transaction and nothing else: the
 * process lives on, and the next query opens a new connection. Before, pg's client emitted
 * an 'error' nobody listened to once the pool had lent it out, and dataaccess exited.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../dataaccess';
import {
  createScratchDatabase,
  postgresAvailable,
  type ScratchDatabase,
} from '../support/services';
import { until } from '../support/processes';

const adminUrl = await postgresAvailable();

describe.skipIf(adminUrl === null)('a lost PostgreSQL connection', () => {
  let scratch: ScratchDatabase;
  let store: Store;
  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl ?? '');
    store = await openStore(scratch.url);
  });
  afterAll(async () => {
    await store.close();
    await scratch.drop();
  });

  it('fails the transaction that held it, and the store serves the next query', async () => {
    const killer = new pg.Client({ connectionString: scratch.url });
    await killer.connect();
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const outcome = await store.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          const pid = rows[0]?.pid;
          // The server ends this transaction's connection while no query of it runs.
          await killer.query('select pg_terminate_backend($1)', [pid]);
          await until(
            async () =>
              (await killer.query('select 1 from pg_stat_activity where pid = $1', [pid]))
                .rowCount === 0,
            'the connection to end',
          );
          await new Promise((resolve) => setTimeout(resolve, 100));
          await sql`select 1`.execute(trx);
          return 'committed';
        })
        .catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(Error);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(store.db);
      expect(rows).toEqual([{ one: 1 }]);
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await killer.end();
    }
  });
});
