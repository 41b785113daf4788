/**
 * Migration 0021: a team's speed zones as its staff or the platform admin save them (02 §3
 * Zones; 03 §3 Customers): one row per team holding its team zones, relative zones, max speed
 * targets by position and position group zones (JSON of domain/requests/zones.ts). A team
 * without a row uses the engine's defaults (dataaccess/src/metrics/zones.ts), so nothing
 * changes for a team that never edits.
 */
import type { Kysely, Migration } from 'kysely';

/** Creates team_zones. */
export const teamZones: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('team_zones')
      .addColumn('team_id', 'text', (c) => c.primaryKey())
      .addColumn('doc', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .execute();
  },
};
