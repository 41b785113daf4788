/**
 * Migration 0011: processing jobs (03 §2 processing bar): one row per completed session whose
 * final numbers the processing job computes, with its progress (players done of all), so the
 * bar can be polled and a restart finds the jobs it has to resume.
 */
import type { Kysely, Migration } from 'kysely';

/** Creates processing_jobs. */
export const processingJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('processing_jobs')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('players', 'integer', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .execute();
  },
};
