/**
 * Migration 0020: entity records and their tags (03 §2 Entities, §3 Entity record, Tag): who
 * or what a team tracks (player, tag set, official, ball), with the fields the Entities screen
 * edits, and each entity's tags in order (id, name, group, offset, active).
 */
import type { Kysely, Migration } from 'kysely';

/** Creates entities and entity_tags. */
export const entitiesAndTags: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('entities')
      .addColumn('entity_id', 'text', (c) => c.primaryKey())
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('namespaced_id', 'text', (c) => c.notNull())
      .addColumn('group_name', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('position_group', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('nfl_id', 'text', (c) => c.notNull())
      .addColumn('jersey', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('entities_by_team').on('entities').column('team_id').execute();
    await db.schema
      .createTable('entity_tags')
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('tag_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('group_name', 'text', (c) => c.notNull())
      .addColumn('offset_x', 'double precision', (c) => c.notNull())
      .addColumn('offset_y', 'double precision', (c) => c.notNull())
      .addColumn('offset_z', 'double precision', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('entity_tags_pk', ['entity_id', 'position'])
      .execute();
    await db.schema.createIndex('entity_tags_by_tag').on('entity_tags').column('tag_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('entity_tags').execute();
    await db.schema.dropTable('entities').execute();
  },
};
