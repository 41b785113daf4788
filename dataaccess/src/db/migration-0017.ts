/**
 * Migration 0017: credentials by purpose and durable ingest (issue 34, items 3 and 4).
 *
 * `venue_keys`: each venue's ingest keys, as sha256 hashes (a key is 32 random bytes, so a
 * plain hash cannot be reversed or guessed); the key itself is printed once by
 * `scripts/venue-key.ts` and never stored. A key posts positions only to its own site's live
 * sessions and health only for its own site (decision 0028).
 *
 * `ingest_batches`: the sequence numbers of the batches stored per session, written in the
 * batch's own transaction, so a batch sent again after its answer was lost (a timeout, a
 * restart) is recognised and answered without storing it twice.
 */
import type { Kysely, Migration } from 'kysely';

/** One venue ingest key. */
export interface VenueKeysTable {
  key_id: string;
  site_id: string;
  /** sha256 of the key, base64url. */
  key_hash: string;
  label: string;
  created_ms: number;
  /** When it was revoked (or replaced by a rotation); null while it is valid. */
  revoked_ms: number | null;
}

/** One stored ingest batch, by session and the sender's sequence number. */
export interface IngestBatchesTable {
  session_id: string;
  sequence: number;
  /** sha256 of the batch's tracks: the same sequence with other samples is refused. */
  fingerprint: string;
  accepted: number;
  created_ms: number;
}

/** The tables this migration adds, for `db.withTables<IngestTables>()`. */
export type IngestTables = { venue_keys: VenueKeysTable; ingest_batches: IngestBatchesTable };

/** Creates venue_keys and ingest_batches. */
export const venueKeysAndIngestBatches: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('venue_keys')
      .addColumn('key_id', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('created_ms', 'bigint', (c) => c.notNull())
      .addColumn('revoked_ms', 'bigint')
      .execute();
    await db.schema.createIndex('venue_keys_site').on('venue_keys').column('site_id').execute();
    await db.schema
      .createTable('ingest_batches')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('sequence', 'bigint', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('accepted', 'integer', (c) => c.notNull())
      .addColumn('created_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ingest_batches_pk', ['session_id', 'sequence'])
      .execute();
  },
};
