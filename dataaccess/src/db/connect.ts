/**
 * Opens the system of record: an embedded SQLite file by default, PostgreSQL when the
 * URL says so. Both get the same migrations and the same query layer.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { migrate } from './migrations';
import type { Database, Db } from './schema';

/** An open store and how to close it. */
export interface Store {
  readonly db: Db;
  readonly dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT as text; our epoch milliseconds fit a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

/**
 * SQLite transactions that take the write lock when they begin. A deferred `begin` that
 * reads and then writes, while another process (an importer beside a running product)
 * committed meanwhile, fails at once with SQLITE_BUSY: its snapshot is stale and waiting
 * cannot help. Taking the lock first makes it wait (busy_timeout) like any writer.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class StoreSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}

/**
 * Opens and migrates the store at `url`: `postgres://…` for PostgreSQL, `sqlite:PATH` or
 * a plain path for SQLite (`:memory:` for a scratch database).
 */
export async function openStore(url: string): Promise<Store> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server or the network dropped (a restart, a failover) is an
    // 'error' event of the pool, which would end the process unheard. pg-pool discards that
    // connection and the next query opens another; the requests that fail meanwhile answer
    // 503 (http/unavailable.ts).
    pool.on('error', () => undefined);
    // A connection lost while lent out (a transaction between two queries) is an 'error' event
    // of its client, which the pool stops hearing once it lends it: the process would exit.
    // The transaction's next query fails instead, and the pool drops the client when it is
    // given back (no longer queryable).
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrate(db as Kysely<unknown>);
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const path = url.replace(/^sqlite:/, '');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the caller hears of it, so an acknowledged batch survives a crash.
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new StoreSqliteDialect({ database }) });
  await migrate(db as Kysely<unknown>);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
