/**
 * Migration 0012: removed plays of games (03 §2 Game Manage, §5, §7): the list a user saved
 * for a game (play id and NFL id pairs, replaced on save), and the game's reprocess that
 * applies it, with its progress, so the screen can poll it and a restart resumes a cut-off one.
 */
import type { Kysely, Migration } from 'kysely';

/** Creates removed_plays and game_reprocess. */
export const removedPlays: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('removed_plays')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('plays', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('game_reprocess')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('again', 'integer', (c) => c.notNull())
      .addColumn('plays', 'text', (c) => c.notNull())
      .addColumn('players', 'integer', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('requested_ms', 'bigint', (c) => c.notNull())
      .addColumn('requested_by', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .execute();
  },
};
