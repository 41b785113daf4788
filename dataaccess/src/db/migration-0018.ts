/**
 * Migration 0018: a team's load over time without parsing every kept document (issue 36).
 * The team load read parsed each kept session_metrics document of its window for every
 * player (1.4 s for 28 days of a full squad); the three loads it needs now sit in narrow
 * columns written with the row (load-columns.ts), filled here for the rows already kept.
 * An index leads with the player and carries them, so the read touches the index alone.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { loadColumns } from './load-columns';

/** Rows filled per read, so a full season is never held in memory at once. */
const PAGE = 500;

/** Adds session_metrics' load columns and their index, filled from the kept documents. */
export const sessionLoadColumns: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['load_distance_yd', 'load_high_speed_yd', 'load_player_au']) {
      await db.schema.alterTable('session_metrics').addColumn(column, 'double precision').execute();
    }
    await db.schema
      .createIndex('session_metrics_load')
      .on('session_metrics')
      .columns([
        'entity_id',
        'session_id',
        'load_distance_yd',
        'load_high_speed_yd',
        'load_player_au',
      ])
      .execute();
    let after = { session: '', entity: '' };
    for (;;) {
      const rows = await sql<{ session_id: string; entity_id: string; doc: string }>`
        select session_id, entity_id, doc from session_metrics
        where session_id > ${after.session}
           or (session_id = ${after.session} and entity_id > ${after.entity})
        order by session_id, entity_id
        limit ${PAGE}`.execute(db);
      for (const row of rows.rows) {
        const doc = JSON.parse(row.doc) as { metrics?: Record<string, unknown> };
        const c = loadColumns(doc.metrics ?? {});
        await sql`update session_metrics
          set load_distance_yd = ${c.load_distance_yd},
              load_high_speed_yd = ${c.load_high_speed_yd},
              load_player_au = ${c.load_player_au}
          where session_id = ${row.session_id} and entity_id = ${row.entity_id}`.execute(db);
      }
      const last = rows.rows.at(-1);
      if (last === undefined || rows.rows.length < PAGE) break;
      after = { session: last.session_id, entity: last.entity_id };
    }
  },
};
