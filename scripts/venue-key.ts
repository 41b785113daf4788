/**
 * Venue ingest keys (decision 0028): what a venue's location engine presents (`x-venue-key`)
 * to post positions and health to dataaccess. Works on the store at `DATABASE_URL` (by
 * default the SQLite file `npm start` uses); dataaccess sees a change at once.
 *
 *   npm run venue-key -- create --site SITE_ID [--label TEXT]   prints the new key, once
 *   npm run venue-key -- rotate --key KEY_ID                    revokes it, prints its successor
 *   npm run venue-key -- revoke --key KEY_ID
 *   npm run venue-key -- list                                   ids, venues, labels; no secrets
 *
 * The key itself is printed only by create and rotate, on stdout (nothing else is); only its
 * hash is stored, so a lost key is replaced by rotating it, never read back.
 */
import { parseArgs } from 'node:util';
import {
  createVenueKey,
  listVenueKeys,
  openStore,
  revokeVenueKey,
  rotateVenueKey,
  VenueKeyProblem,
} from '../dataaccess';
import { DEFAULT_STORE } from './demo/seed';

const USAGE =
  'usage: venue-key create --site SITE_ID [--label TEXT] | rotate --key KEY_ID | revoke --key KEY_ID | list';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      site: { type: 'string' },
      key: { type: 'string' },
      label: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [action, ...rest] = positionals;
  if (rest.length > 0) throw new VenueKeyProblem(USAGE);
  const need = (value: string | undefined, flag: string): string => {
    if (value === undefined || value === '')
      throw new VenueKeyProblem(`missing ${flag} (${USAGE})`);
    return value;
  };
  const store = await openStore(process.env.DATABASE_URL ?? DEFAULT_STORE);
  try {
    const now = Date.now();
    switch (action) {
      case 'create': {
        const made = await createVenueKey(
          store.db,
          need(values.site, '--site'),
          values.label ?? 'location engine',
          now,
        );
        process.stderr.write(`key ${made.keyId} for venue ${made.siteId} (shown once):\n`);
        process.stdout.write(`${made.key}\n`);
        return;
      }
      case 'rotate': {
        const old = need(values.key, '--key');
        const made = await rotateVenueKey(store.db, old, now);
        process.stderr.write(
          `key ${old} revoked; key ${made.keyId} for venue ${made.siteId} (shown once):\n`,
        );
        process.stdout.write(`${made.key}\n`);
        return;
      }
      case 'revoke': {
        const keyId = need(values.key, '--key');
        await revokeVenueKey(store.db, keyId, now);
        process.stderr.write(`key ${keyId} revoked\n`);
        return;
      }
      case 'list': {
        for (const k of await listVenueKeys(store.db)) {
          const state =
            k.revokedMs === null ? 'valid' : `revoked ${new Date(k.revokedMs).toISOString()}`;
          process.stdout.write(
            `${k.keyId}  ${k.siteId}  ${new Date(k.createdMs).toISOString()}  ${state}  ${k.label}\n`,
          );
        }
        return;
      }
      default:
        throw new VenueKeyProblem(USAGE);
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`venue-key: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
