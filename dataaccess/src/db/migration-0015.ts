/**
 * Migration 0015: ball flights (03 §4 Data Ops, ball flight retrack): the flights the data-ops
 * worker found in each ball's stored positions, one row per ball of a dataset, replaced when
 * the ball flights are retracked.
 */
import type { Kysely, Migration } from 'kysely';

/** Creates ball_flights. */
export const ballFlights: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ball_flights')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('flights', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ball_flights_pk', ['session_id', 'entity_id'])
      .execute();
  },
};
