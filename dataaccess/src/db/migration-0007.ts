/**
 * Migration 0007: idempotent writes (issue 17, item 6). A write sent with an Idempotency-Key
 * leaves its answer here, so a retry of a write whose answer was lost (a gateway timeout) is
 * answered from this table instead of being applied twice.
 */
import type { Kysely, Migration } from 'kysely';

/**
 * One keyed write, per acting user: what was asked (a hash) and, once it finished, what was
 * answered. A row without a status is a write still running (or one cut off by a crash).
 */
export interface IdempotentAnswersTable {
  idem_key: string;
  actor: string;
  /** sha256 of method, URL, If-Match and body: a reused key with another request is refused. */
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_ms: number;
}

/** The tables this migration adds, for `db.withTables<IdempotencyTables>()`. */
export type IdempotencyTables = { idempotent_answers: IdempotentAnswersTable };

/** Creates idempotent_answers, with an index for purging old answers. */
export const idempotentWrites: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotent_answers')
      .addColumn('idem_key', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('content_type', 'text')
      .addColumn('body', 'text')
      .addColumn('created_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotent_answers_pk', ['idem_key', 'actor'])
      .execute();
    await db.schema
      .createIndex('idempotent_answers_created')
      .on('idempotent_answers')
      .column('created_ms')
      .execute();
  },
};
