/**
 * Migration 0010: excluded players (02 §4 "Excluded players are per session and persist
 * across reloads"): the players a user left out of a session's views, one list per user and
 * session, replaced on save.
 */
import type { Kysely, Migration } from 'kysely';

/** Creates excluded_players. */
export const excludedPlayers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('excluded_players')
      .addColumn('user_email', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('player_ids', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('excluded_players_pk', ['user_email', 'session_id'])
      .execute();
  },
};
