/**
 * Migration 0013: logged practice events (03 §2 Log Plays panel and Event Logger): the plays
 * and custom events a coach logs during a live practice, one row each, kept apart from the
 * practice's versioned record so that logging never conflicts with a save of the manage page.
 * A row is keyed by the practice and the id the browser gave the event, so a batch sent again
 * stores nothing twice.
 */
import type { Kysely, Migration } from 'kysely';

/** One logged event of a practice. */
export interface PracticeEventsTable {
  session_id: string;
  /** The id the logging browser gave the event. */
  event_id: string;
  /** A type of the domain's `PRACTICE_EVENT_TYPES` (snap, endPlay, custom1, ...). */
  type: string;
  /** The name shown: the type's name, or the custom event's name when it was logged. */
  name: string;
  /** When it happened (the click), epoch ms. */
  at_ms: number;
  /** The email of the user who logged it. */
  logged_by: string;
  /** When the server stored it, epoch ms. */
  logged_ms: number;
}

/** The tables this migration adds, for `db.withTables<PracticeEventTables>()`. */
export type PracticeEventTables = { practice_events: PracticeEventsTable };

/** Creates practice_events. */
export const practiceEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('practice_events')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('at_ms', 'bigint', (c) => c.notNull())
      .addColumn('logged_by', 'text', (c) => c.notNull())
      .addColumn('logged_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('practice_events_pk', ['session_id', 'event_id'])
      .execute();
    await db.schema
      .createIndex('practice_events_time')
      .on('practice_events')
      .columns(['session_id', 'at_ms'])
      .execute();
  },
};
