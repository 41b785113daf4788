/**
 * Migration 0003: a game belongs to two teams. The sessions read model gains the visiting
 * team, so a team's schedule, its games list and its scores find away games too.
 */
import { sql, type Kysely, type Migration } from 'kysely';

/** Adds sessions.visitor_team_id (null for practices) with an index, filled from the documents. */
export const sessionVisitors: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('visitor_team_id', 'text').execute();
    await db.schema
      .createIndex('sessions_visitor')
      .on('sessions')
      .columns(['visitor_team_id', 'start_ms'])
      .execute();
    const rows = await sql<{
      session_id: string;
      doc: string;
    }>`select session_id, doc from sessions where kind = 'game'`.execute(db);
    for (const row of rows.rows) {
      const doc = JSON.parse(row.doc) as { visitorTeamId?: unknown; awayTeamId?: unknown };
      const visitor = doc.visitorTeamId ?? doc.awayTeamId;
      if (typeof visitor !== 'string') continue;
      await sql`update sessions set visitor_team_id = ${visitor} where session_id = ${row.session_id}`.execute(
        db,
      );
    }
  },
};
