/**
 * Migration 0014: combine events (03 §3 "Combine event", §4 "Combine drill"): the read model of
 * a practice's combine drills, one row per drill with its 03 §3 fields as JSON, and the
 * numbers its player ran over the drill (time, distance, top speed) once it ended.
 */
import type { Kysely, Migration } from 'kysely';

/** Creates combine_events. */
export const combineEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('combine_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('st_ms', 'bigint', (c) => c.notNull())
      .addColumn('doc', 'text', (c) => c.notNull())
      .addColumn('numbers', 'text')
      .addColumn('numbers_final', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('combine_events_session')
      .on('combine_events')
      .columns(['session_id', 'st_ms'])
      .execute();
  },
};
