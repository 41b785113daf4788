/**
 * Migration 0008: a player's kept numbers found without reading every session's metrics
 * (issue 18, item 2). The players list averages each player's kept session metrics; with
 * only the (session, entity) key, every call read the whole table, documents included
 * (2 s on a filled demo season). This index leads with the player and carries the
 * averaged columns, so the list reads the index alone.
 */
import type { Kysely, Migration } from 'kysely';

/** Creates session_metrics_entity. */
export const playerMetricsIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('session_metrics_entity')
      .on('session_metrics')
      .columns([
        'entity_id',
        'max_speed_mph',
        'max_sustained_mph',
        'total_dist_yd',
        'accels',
        'decels',
      ])
      .execute();
  },
};
