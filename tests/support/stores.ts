/**
 * The two stores every repository suite runs against: SQLite in memory and a scratch
 * PostgreSQL database of its own per run (skipped with a message when the server is
 * unreachable, a failure under CI).
 */
import { openStore, type Store } from '../../dataaccess';
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from './services';

/** One database kind a suite runs on. */
export interface StoreBackend {
  readonly name: 'sqlite' | 'postgres';
  /** Opens (and migrates) a store; with PostgreSQL every call shares the run's scratch database. */
  open(): Promise<Store>;
  /** Drops what the run created. */
  dispose(): Promise<void>;
}

/** SQLite always; PostgreSQL when it answers (under CI it must). */
export async function storeBackends(): Promise<StoreBackend[]> {
  const backends: StoreBackend[] = [
    { name: 'sqlite', open: () => openStore(':memory:'), dispose: () => Promise.resolve() },
  ];
  const adminUrl = await postgresAvailable();
  if (adminUrl !== null) {
    let scratch: Promise<ScratchDatabase> | undefined;
    backends.push({
      name: 'postgres',
      async open() {
        scratch ??= createScratchDatabase(adminUrl);
        return openStore((await scratch).url);
      },
      async dispose() {
        if (scratch !== undefined) await (await scratch).drop();
      },
    });
  }
  return backends;
}
