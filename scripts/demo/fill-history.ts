/**
 * The season history fill (history.ts) as a process of its own, apart from the processes
 * that serve users, at the lowest scheduling priority: whenever dataaccess, the gateway or
 * the live demo want a processor, they get it first. Threads of the same priority fill
 * sessions side by side while the main thread writes what they give back. Started by
 * `startSeasonHistory` (npm start's demo, the tests' product); set up from its environment:
 *
 *   DATABASE_URL      the store to fill (required)
 *   HISTORY_WORKERS   fill threads; the machine's processors less one, at least 1
 *
 * It prints a line per session, then `history: complete, …` and ends. SIGTERM ends it at
 * once: each session is stored in one transaction, so a stop leaves it empty or whole.
 */
import { readdirSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { openStore } from '../../dataaccess';
import { settingsFrom, startFailure } from '../../domain';
import { seedSeasonHistory } from './history';

/** The nice value of a background job: the kernel's lowest priority. */
const LOWEST_PRIORITY = 19;

/**
 * Lowers this process to the lowest priority. Linux keeps a priority per thread, and the
 * threads node started before this code ran (the garbage collector's helpers among them)
 * would keep the normal one and take processors from users' requests at every collection:
 * each is lowered by its id too.
 */
function lowerPriority(): void {
  setPriority(LOWEST_PRIORITY);
  if (process.platform !== 'linux') return;
  for (const thread of readdirSync('/proc/self/task')) setPriority(Number(thread), LOWEST_PRIORITY);
}

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

async function main(): Promise<void> {
  const settings = settingsFrom(process.env);
  const databaseUrl = settings.text('DATABASE_URL');
  const workers = settings.count('HISTORY_WORKERS', Math.max(1, availableParallelism() - 1), 0);
  // Before the fill's threads start: threads take the priority of the thread that starts them.
  try {
    lowerPriority();
  } catch {
    log('history: could not lower its priority; filling at normal priority');
  }
  const started = Date.now();
  const store = await openStore(databaseUrl);
  process.once('SIGTERM', () => process.exit(0));
  const filled = await seedSeasonHistory(store.db, { log, workers });
  await store.close();
  log(
    `history: complete, ${filled} past practices and games filled in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailure('history', error)}\n`);
  process.exit(1);
});
