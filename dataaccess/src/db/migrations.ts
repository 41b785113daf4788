/** Versioned schema migrations, run on start; the same steps for SQLite and PostgreSQL. */
import { referenceAndMetrics } from './migration-0002';
import { sessionVisitors } from './migration-0003';
import { liveAlerting } from './migration-0004';
import { revokedSessions } from './migration-0006';
import { idempotentWrites } from './migration-0007';
import { playerMetricsIndex } from './migration-0008';
import { notesAndTables } from './migration-0009';
import { excludedPlayers } from './migration-0010';
import { processingJobs } from './migration-0011';
import { combineEvents } from './migration-0014';
import { ballFlights } from './migration-0015';
import { venueHealth } from './migration-0016';
import { venueKeysAndIngestBatches } from './migration-0017';
import { sessionLoadColumns } from './migration-0018';
import { aboutPage } from './migration-0019';
import { entitiesAndTags } from './migration-0020';
import { teamZones } from './migration-0021';
import { sessionGroups } from './migration-0022';
import { removedPlays } from './migration-0012';
import { practiceEvents } from './migration-0013';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stream_events')
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('at_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('stream_events_pk', ['stream_id', 'version'])
      .execute();
    await db.schema
      .createTable('teams')
      .addColumn('team_id', 'text', (c) => c.primaryKey())
      .addColumn('league', 'text', (c) => c.notNull())
      .addColumn('abbr', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('nick', 'text', (c) => c.notNull())
      .addColumn('conference', 'text')
      .addColumn('division', 'text')
      .execute();
    await db.schema
      .createTable('users')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('given_name', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('insight_role', 'text', (c) => c.notNull())
      .addColumn('team_role', 'text', (c) => c.notNull())
      .addColumn('permissions', 'text', (c) => c.notNull())
      .addColumn('team_id', 'text')
      .addColumn('league', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('players')
      .addColumn('player_id', 'text', (c) => c.primaryKey())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('jersey', 'text', (c) => c.notNull())
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('nfl_id', 'text')
      .addColumn('esb_id', 'text')
      .addColumn('gsis_id', 'text')
      .execute();
    await db.schema.createIndex('players_team').on('players').column('team_id').execute();
    await db.schema
      .createTable('sessions')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('league', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('start_ms', 'bigint', (c) => c.notNull())
      .addColumn('end_ms', 'bigint')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('doc', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_start').on('sessions').column('start_ms').execute();
    await db.schema
      .createIndex('sessions_team')
      .on('sessions')
      .columns(['team_id', 'start_ms'])
      .execute();
    await db.schema
      .createTable('track_windows')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('window_ms', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('last_ms', 'bigint', (c) => c.notNull())
      .addColumn('data', sql`bytea`.$castTo<never>(), (c) => c.notNull())
      .addPrimaryKeyConstraint('track_windows_pk', ['session_id', 'entity_id', 'window_ms'])
      .execute();
    await db.schema
      .createTable('seed_state')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('done_at_ms', 'bigint', (c) => c.notNull())
      .execute();
  },
};

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-reference-and-metrics': referenceAndMetrics,
  '0003-session-visitors': sessionVisitors,
  '0004-live-alerting': liveAlerting,
  '0006-revoked-sessions': revokedSessions,
  '0007-idempotent-writes': idempotentWrites,
  '0008-player-metrics-index': playerMetricsIndex,
  '0009-notes-and-tables': notesAndTables,
  '0010-excluded-players': excludedPlayers,
  '0011-processing-jobs': processingJobs,
  '0014-combine-events': combineEvents,
  '0015-ball-flights': ballFlights,
  '0016-venue-health': venueHealth,
  '0017-venue-keys-and-ingest-batches': venueKeysAndIngestBatches,
  '0018-session-load-columns': sessionLoadColumns,
  '0019-about-page': aboutPage,
  '0020-entities-and-tags': entitiesAndTags,
  '0021-team-zones': teamZones,
  '0022-session-groups': sessionGroups,
  '0012-removed-plays': removedPlays,
  '0013-practice-events': practiceEvents,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** Brings the schema up to the newest version; throws with the failing step's error. */
export async function migrate<T>(db: Kysely<T>): Promise<void> {
  // Migrations are written in parallel by several people; a store that already ran a later
  // one still takes an earlier one that arrives afterwards.
  const { error, results } = await new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
    );
  }
}
