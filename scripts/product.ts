/**
 * Starts the whole product in this process: store, dataaccess, the development identity
 * provider, the gateway and (optionally) the simulated live practice. `npm start` and the
 * cross-part tests both use it, so what the tests exercise is what users run.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildDataaccess,
  createVenueKey,
  openStore,
  replaceVenueKeys,
  tagsWornBy,
  type Dataaccess,
  type Store,
} from '../dataaccess';
import { buildGateway, type Gateway, type PollIntervals } from '../gateway';
import { startSeasonHistory } from './demo/history';
import {
  DEMO_FEED_KEY_LABEL,
  DEMO_VENUE_ID,
  startLiveDemo,
  type LiveDemo,
} from './demo/live-practice';
import { seedDemoSchedule, seedReferenceData } from './demo/seed';
import { startDevIdentityProvider } from './dev/identity-provider';
import { DEV_CLIENT_ID } from './dev/sign-in';
import { buildWebApp, persistentSecret, ROOT } from './local-setup';

export { buildWebApp, ROOT };

/** How to start the product. */
export interface ProductOptions {
  readonly port: number;
  readonly dataaccessPort: number;
  readonly idpPort: number;
  readonly host?: string;
  /** Defaults to the SQLite file var/practice.db. */
  readonly databaseUrl?: string;
  /** Folder for the store and persistent secrets; defaults to var/. */
  readonly varDir?: string;
  readonly publicUrl?: string;
  readonly intervals?: PollIntervals;
  readonly buildWeb?: boolean;
  readonly demo?: boolean;
  /** Seeds a season of games and past, live and future practices (npm start; idempotent). */
  readonly demoSeason?: boolean;
  readonly lingerMs?: number;
  /**
   * The gateway's credential toward dataaccess (location engines post with their venue's key
   * instead); a fresh random one per start by default.
   */
  readonly serviceToken?: string;
  readonly log?: (line: string) => void;
  /** The built web app the gateway serves; web/dist by default. */
  readonly webRoot?: string;
  /**
   * The clock dataaccess stamps and judges commands by (a test starts it at a fixed instant,
   * as its browser's); the real clock by default.
   */
  readonly dataaccessNow?: () => number;
  /** The gateway's per-user live topic budget (tests lower it to meet a 429); its default otherwise. */
  readonly liveTopicBudget?: number;
}

/** A running product. */
export interface Product {
  readonly url: string;
  readonly dataaccessUrl: string;
  readonly serviceToken: string;
  readonly store: Store;
  readonly dataaccess: Dataaccess;
  readonly gateway: Gateway;
  readonly demo: LiveDemo | null;
  /** A new ingest key of the venue `siteId` (a test's location engine). */
  venueKey(siteId: string): Promise<string>;
  /**
   * Closes the gateway (every socket drops) and starts a new one on the same port; with
   * `whileDown`, the new one starts once it resolves (a test watches the outage meanwhile).
   */
  restartGateway(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** Starts everything; resolves when the gateway listens. */
export async function startProduct(options: ProductOptions): Promise<Product> {
  const log = options.log ?? (() => undefined);
  const varDir = options.varDir ?? join(ROOT, 'var');
  const host = options.host ?? '127.0.0.1';
  mkdirSync(varDir, { recursive: true });
  if (options.buildWeb) await buildWebApp();

  const databaseUrl = options.databaseUrl ?? `sqlite:${join(varDir, 'practice.db')}`;
  const store = await openStore(databaseUrl);
  const seeded = options.demoSeason
    ? await seedDemoSchedule(store.db)
    : await seedReferenceData(store.db);
  if (seeded.length > 0) log(`Seeded ${seeded.join(', ')}.`);
  const history = options.demoSeason ? startSeasonHistory(databaseUrl, log) : null;

  const serviceToken = options.serviceToken ?? randomBytes(24).toString('hex');
  const dataaccess = buildDataaccess({ store, serviceToken, now: options.dataaccessNow });
  await dataaccess.app.listen({ port: options.dataaccessPort, host: '127.0.0.1' });
  const dataaccessUrl = `http://127.0.0.1:${options.dataaccessPort}`;

  const publicUrl = options.publicUrl ?? `http://localhost:${options.port}`;
  const clientId = DEV_CLIENT_ID;
  const clientSecret = persistentSecret(varDir, 'oidc-client-secret');
  const idp = await startDevIdentityProvider({
    port: options.idpPort,
    clientId,
    clientSecret,
    redirectUris: [`${publicUrl}/login/callback`],
    production: process.env.NODE_ENV === 'production',
    // A user the Customers screen added signs in too (issue 37: a real record sign-in honours).
    knownUser: async (email) => {
      const row = await store.db
        .selectFrom('users')
        .select(['name', 'given_name'])
        .where('email', '=', email)
        .executeTakeFirst();
      return row === undefined ? null : { name: row.name, givenName: row.given_name };
    },
  });

  const gatewayOptions = {
    dataaccessUrl,
    serviceToken,
    cookieSecret: persistentSecret(varDir, 'cookie-secret'),
    oidc: { issuer: idp.issuer, clientId, clientSecret, publicUrl },
    webRoot: options.webRoot ?? join(ROOT, 'web', 'dist'),
    ...(options.intervals ? { intervals: options.intervals } : {}),
    ...(options.lingerMs !== undefined ? { lingerMs: options.lingerMs } : {}),
    ...(options.liveTopicBudget !== undefined ? { liveTopicBudget: options.liveTopicBudget } : {}),
  };
  let gateway = await buildGateway(gatewayOptions);
  await gateway.app.listen({ port: options.port, host });

  const demo = options.demo
    ? startLiveDemo(
        {
          url: dataaccessUrl,
          serviceToken,
          venueKey: (
            await replaceVenueKeys(store.db, DEMO_VENUE_ID, DEMO_FEED_KEY_LABEL, Date.now())
          ).key,
        },
        log,
        (team) => tagsWornBy(store.db, team),
      )
    : null;

  return {
    url: publicUrl,
    dataaccessUrl,
    serviceToken,
    store,
    dataaccess,
    get gateway() {
      return gateway;
    },
    demo,
    async venueKey(siteId) {
      return (await createVenueKey(store.db, siteId, 'tests', Date.now())).key;
    },
    async restartGateway(whileDown) {
      await gateway.app.close();
      await whileDown?.();
      gateway = await buildGateway(gatewayOptions);
      await gateway.app.listen({ port: options.port, host });
    },
    async stop() {
      await Promise.all([demo?.stop(), history?.stop()]);
      await gateway.app.close();
      await idp.close();
      await dataaccess.app.close();
      await store.close();
    },
  };
}
