/**
 * Migration 0016: venue health (03 §2 Health, §7 venue_proxy). What a venue's location engine
 * reports beside positions: each receiver's packet counts per second, the diagnostic (D)
 * packets it decoded and the tags it hears; and the venue's primary host ip, which the health
 * calls name the venue by. Rows are kept for a bounded time (see `HEALTH_RETENTION_MS`).
 */
import type { Kysely, Migration } from 'kysely';

/** Creates sensor_reports, venue_sensors, venue_dpackets, venue_tags and venues.host_ip. */
export const venueHealth: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('venues').addColumn('host_ip', 'text').execute();
    await db.schema
      .createTable('sensor_reports')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('sensor_id', 'text', (c) => c.notNull())
      .addColumn('at_ms', 'bigint', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('t', 'integer', (c) => c.notNull())
      .addColumn('d', 'integer', (c) => c.notNull())
      .addColumn('p', 'integer', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sensor_reports_pk', ['site_id', 'sensor_id', 'at_ms'])
      .execute();
    // Windows of a venue (summary, plot) walk its reports by time, whatever the sensor.
    await db.schema
      .createIndex('sensor_reports_time')
      .on('sensor_reports')
      .columns(['site_id', 'at_ms'])
      .execute();
    // A venue's receivers with their newest report: the sensors table starts from these
    // (a handful per venue) and seeks each one's last report before the time asked.
    await db.schema
      .createTable('venue_sensors')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('sensor_id', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('last_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('venue_sensors_pk', ['site_id', 'sensor_id'])
      .execute();
    await db.schema
      .createTable('venue_dpackets')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('packet_id', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('at_ms', 'bigint', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('venue_dpackets_pk', ['site_id', 'packet_id'])
      .execute();
    await db.schema
      .createIndex('venue_dpackets_time')
      .on('venue_dpackets')
      .columns(['site_id', 'at_ms'])
      .execute();
    await db.schema
      .createTable('venue_tags')
      .addColumn('site_id', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('last_seen_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('venue_tags_pk', ['site_id', 'entity_id'])
      .execute();
  },
};
