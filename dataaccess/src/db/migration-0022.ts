/**
 * Migration 0022: a finished game's numbers by quarter and by play, kept once computed
 * (issue 36; dataaccess/src/live/kept-groups.ts): one row per game and grouping, with the key
 * of what it was computed from (the game's version and its samples' fingerprint) and the
 * answer as JSON.
 */
import type { Kysely, Migration } from 'kysely';

/** Creates session_groups. */
export const sessionGroups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('session_groups')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('group_by', 'text', (c) => c.notNull())
      .addColumn('source_key', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('session_groups_pk', ['session_id', 'group_by'])
      .execute();
  },
};
