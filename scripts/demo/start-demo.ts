/**
 * The demo as a process of its own (npm start runs it under its supervisor), set up from its
 * environment:
 *
 *   DATABASE_URL      the store to seed (npm start's SQLite file under var/ by default)
 *   DATAACCESS_URL    where dataaccess answers (http://127.0.0.1:8081)
 *   SERVICE_TOKEN     the gateway's credential, for the coach's calls (required)
 *   PRACTICE_HISTORY  off: leave past sessions without positions
 *
 * It seeds the season (once per season, see seed.ts), prints `ready`, then starts the fill
 * of the past practices and games with simulated positions (a process of its own at the
 * lowest priority, fill-history.ts) and plays today's live practice through dataaccess's
 * API, as a location engine and a coach would; at start it replaces the demo venue's key
 * (label "demo feed") with a fresh one for its positions (decision 0028). Seeding and history write to the store
 * directly: SQLite in WAL mode with immediate transactions and a busy timeout lets these
 * processes and dataaccess write one file at once (decision 0010). SIGTERM or SIGINT stops
 * it and the fill.
 */
import { openStore, replaceVenueKeys, tagsWornBy } from '../../dataaccess';
import { settingsFrom, startFailure } from '../../domain';
import { startSeasonHistory } from './history';
import { DEMO_FEED_KEY_LABEL, DEMO_VENUE_ID, startLiveDemo } from './live-practice';
import { DEFAULT_STORE, seedDemoSchedule } from './seed';

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

async function main(): Promise<void> {
  const settings = settingsFrom(process.env);
  const url = settings.url('DATAACCESS_URL', 'http://127.0.0.1:8081');
  const serviceToken = settings.text('SERVICE_TOKEN');
  const databaseUrl = settings.text('DATABASE_URL', DEFAULT_STORE);
  const store = await openStore(databaseUrl);
  const seeded = await seedDemoSchedule(store.db);
  if (seeded.length > 0) log(`Seeded ${seeded.join(', ')}.`);
  const { key: venueKey } = await replaceVenueKeys(
    store.db,
    DEMO_VENUE_ID,
    DEMO_FEED_KEY_LABEL,
    Date.now(),
  );
  const target = { url, serviceToken, venueKey };
  const history = startSeasonHistory(databaseUrl, log);
  const feed = startLiveDemo(target, log, (team) => tagsWornBy(store.db, team));
  log('ready');

  let closing = false;
  const close = (): void => {
    if (closing) return;
    closing = true;
    void Promise.all([feed.stop(), history?.stop()])
      .then(() => store.close())
      .then(() => process.exit(0));
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailure('demo', error)}\n`);
  process.exit(1);
});
