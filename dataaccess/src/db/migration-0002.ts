/** Migration 0002: reference and settings tables of the core calls, and stored session metrics. */
import type { Kysely, Migration } from 'kysely';

/** Venues, practice areas, profiles, preferences, team settings, custom events, datasets, metrics. */
export const referenceAndMetrics: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('venues')
      .addColumn('site_id', 'text', (c) => c.primaryKey())
      .addColumn('site_name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('league', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('practice_areas')
      .addColumn('area_id', 'text', (c) => c.primaryKey())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('doc', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('profiles')
      .addColumn('profile_id', 'text', (c) => c.primaryKey())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('league', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('doc', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('user_preferences')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('team_of_interest', 'text', (c) => c.notNull())
      .addColumn('doc', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_preferences_pk', ['user_id', 'type', 'team_of_interest'])
      .execute();
    await db.schema
      .createTable('team_settings')
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('doc', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('team_settings_pk', ['team_id', 'kind'])
      .execute();
    await db.schema
      .createTable('session_metrics')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('max_speed_mph', 'double precision', (c) => c.notNull())
      .addColumn('max_sustained_mph', 'double precision', (c) => c.notNull())
      .addColumn('total_dist_yd', 'double precision', (c) => c.notNull())
      .addColumn('accels', 'integer', (c) => c.notNull())
      .addColumn('decels', 'integer', (c) => c.notNull())
      .addColumn('doc', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('session_metrics_pk', ['session_id', 'entity_id'])
      .execute();
    await db.schema
      .createIndex('session_metrics_team')
      .on('session_metrics')
      .column('team_id')
      .execute();
  },
};
