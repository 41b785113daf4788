/**
 * Venue ingest keys (decision 0028): the secret a venue's location engine presents to post
 * its positions and health, one or more per venue, separate from the gateway's credential.
 * Only a sha256 hash is stored: a key is 32 random bytes, so its hash can be neither reversed
 * nor guessed, and a stolen database copy holds no usable key. A key is printed once, when it
 * is created (scripts/venue-key.ts), and is then only ever compared.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IngestTables } from '../db/migration-0017';
import type { Db } from '../db/schema';

/** The request header a location engine sends its key in. */
export const VENUE_KEY_HEADER = 'x-venue-key';

/** A key as listed: never the key itself. */
export interface VenueKeyInfo {
  readonly keyId: string;
  readonly siteId: string;
  readonly label: string;
  readonly createdMs: number;
  readonly revokedMs: number | null;
}

/** A key just made: the only time its secret is seen. */
export interface IssuedVenueKey {
  readonly keyId: string;
  readonly siteId: string;
  /** `vk_<keyId>_<secret>`: what the engine sends in {@link VENUE_KEY_HEADER}. */
  readonly key: string;
}

/** A refusal of a key operation (an unknown venue or key): the script prints it. */
export class VenueKeyProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VenueKeyProblem';
  }
}

const hashOf = (key: string): string => createHash('sha256').update(key).digest('base64url');

const keysOf = (db: Db) => db.withTables<IngestTables>();

/** Makes a new key for the venue `siteId` (which must exist), labelled for the listing. */
export async function createVenueKey(
  db: Db,
  siteId: string,
  label: string,
  nowMs: number,
): Promise<IssuedVenueKey> {
  const venue = await db
    .selectFrom('venues')
    .select('site_id')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (venue === undefined) throw new VenueKeyProblem(`no venue ${siteId}`);
  const keyId = randomBytes(6).toString('hex');
  const key = `vk_${keyId}_${randomBytes(32).toString('base64url')}`;
  await keysOf(db)
    .insertInto('venue_keys')
    .values({
      key_id: keyId,
      site_id: siteId,
      key_hash: hashOf(key),
      label,
      created_ms: nowMs,
      revoked_ms: null,
    })
    .execute();
  return { keyId, siteId, key };
}

/** Revokes a key; refuses one that does not exist or was already revoked. */
export async function revokeVenueKey(db: Db, keyId: string, nowMs: number): Promise<void> {
  const result = await keysOf(db)
    .updateTable('venue_keys')
    .set({ revoked_ms: nowMs })
    .where('key_id', '=', keyId)
    .where('revoked_ms', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new VenueKeyProblem(`no valid key ${keyId}`);
}

/**
 * Replaces a key with a new one for the same venue and label: the old one stops working at
 * once, so the engine must be given the new one (run it when a key may have leaked).
 */
export async function rotateVenueKey(
  db: Db,
  keyId: string,
  nowMs: number,
): Promise<IssuedVenueKey> {
  const old = await keysOf(db)
    .selectFrom('venue_keys')
    .select(['site_id', 'label'])
    .where('key_id', '=', keyId)
    .where('revoked_ms', 'is', null)
    .executeTakeFirst();
  if (old === undefined) throw new VenueKeyProblem(`no valid key ${keyId}`);
  await revokeVenueKey(db, keyId, nowMs);
  return createVenueKey(db, old.site_id, old.label, nowMs);
}

/**
 * A fresh key for a feed that starts with the product (the demo's engine): the valid keys of
 * the venue with the same label are revoked, so restarts do not pile keys up.
 */
export async function replaceVenueKeys(
  db: Db,
  siteId: string,
  label: string,
  nowMs: number,
): Promise<IssuedVenueKey> {
  await keysOf(db)
    .updateTable('venue_keys')
    .set({ revoked_ms: nowMs })
    .where('site_id', '=', siteId)
    .where('label', '=', label)
    .where('revoked_ms', 'is', null)
    .execute();
  return createVenueKey(db, siteId, label, nowMs);
}

/** Every key (valid and revoked), by venue then age; never the secrets. */
export async function listVenueKeys(db: Db): Promise<VenueKeyInfo[]> {
  const rows = await keysOf(db)
    .selectFrom('venue_keys')
    .select(['key_id', 'site_id', 'label', 'created_ms', 'revoked_ms'])
    .orderBy('site_id')
    .orderBy('created_ms')
    .orderBy('key_id')
    .execute();
  return rows.map((r) => ({
    keyId: r.key_id,
    siteId: r.site_id,
    label: r.label,
    createdMs: r.created_ms,
    revokedMs: r.revoked_ms,
  }));
}

/** The venue a presented key belongs to, or null for an unknown or revoked key. */
export async function siteOfVenueKey(db: Db, key: string): Promise<string | null> {
  if (!/^vk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/.test(key)) return null;
  const row = await keysOf(db)
    .selectFrom('venue_keys')
    .select(['site_id', 'revoked_ms'])
    .where('key_hash', '=', hashOf(key))
    .executeTakeFirst();
  return row === undefined || row.revoked_ms !== null ? null : row.site_id;
}
