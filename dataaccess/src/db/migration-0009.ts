/**
 * Migration 0009: player notes and custom tables (02 §3, §7; issue 19, items 4, 5 and 9).
 * A note is never overwritten: each save adds a version, so who said what and when stays
 * readable. A custom table is one ordered column list per user, team and kind (normal or
 * live), replaced on save.
 */
import type { Kysely, Migration } from 'kysely';

/** Creates player_notes and custom_tables. */
export const notesAndTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('player_notes')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('player_notes_pk', ['session_id', 'player_id', 'version'])
      .execute();
    // The status column's one call: a team's notes in a session.
    await db.schema
      .createIndex('player_notes_team')
      .on('player_notes')
      .columns(['session_id', 'team_id'])
      .execute();
    await db.schema
      .createTable('custom_tables')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('columns', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('custom_tables_pk', ['email', 'team_id', 'kind'])
      .execute();
  },
};
