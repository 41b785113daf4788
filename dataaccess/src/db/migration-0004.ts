/**
 * Migration 0004: live alerting (02 §3, §4). A team's alert settings (custom alerts per
 * player, speed targets, chosen headers, custom events) as one document, and the alert hits
 * the gateway's alert engine records, unique per (session, player, metric) so a hit fires once
 * whatever restarts.
 */
import type { Kysely, Migration } from 'kysely';

/** A team's live alerting settings as one JSON document (see api/alerts.ts for its shape). */
export interface AlertSettingsTable {
  team_id: string;
  doc: string;
  updated_ms: number;
  updated_by: string;
}

/** One fired alert: a player of a session crossed the threshold of a metric. */
export interface AlertHitsTable {
  session_id: string;
  player_id: string;
  metric: string;
  team_id: string;
  session_name: string;
  player_name: string;
  value: number;
  threshold: number;
  at_ms: number;
}

/** The tables this migration adds, for `db.withTables<AlertTables>()`. */
export type AlertTables = {
  alert_settings: AlertSettingsTable;
  alert_hits: AlertHitsTable;
};

/** Creates alert_settings and alert_hits. */
export const liveAlerting: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('alert_settings')
      .addColumn('team_id', 'text', (c) => c.primaryKey())
      .addColumn('doc', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('alert_hits')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('session_name', 'text', (c) => c.notNull())
      .addColumn('player_name', 'text', (c) => c.notNull())
      .addColumn('value', 'double precision', (c) => c.notNull())
      .addColumn('threshold', 'double precision', (c) => c.notNull())
      .addColumn('at_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('alert_hits_pk', ['session_id', 'player_id', 'metric'])
      .execute();
    await db.schema
      .createIndex('alert_hits_team_time')
      .on('alert_hits')
      .columns(['team_id', 'at_ms'])
      .execute();
  },
};
