/**
 * Migration 0006: signed-out sessions (issue 17). A session cookie is signed, not stored, so
 * signing out must be remembered by the server: every gateway node reads this list and
 * refuses a revoked session's cookie, copied or not, until the session would have expired.
 */
import type { Kysely, Migration } from 'kysely';

/** One signed-out session: its id (from the cookie) and when it would have expired anyway. */
export interface RevokedSessionsTable {
  sid: string;
  email: string;
  expires_at_ms: number;
  revoked_at_ms: number;
}

/** The tables this migration adds, for `db.withTables<RevokedSessionTables>()`. */
export type RevokedSessionTables = { revoked_sessions: RevokedSessionsTable };

/** Creates revoked_sessions. */
export const revokedSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('revoked_sessions')
      .addColumn('sid', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('revoked_sessions_expiry')
      .on('revoked_sessions')
      .column('expires_at_ms')
      .execute();
  },
};
