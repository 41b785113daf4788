/**
 * Custom tables (02 §3, §4, §7, §9; issue 19, item 9): the ordered column keys a user chose
 * for a team's session table, one list for the normal table and one for the live table.
 * While a user has none the web shows its default. The gateway lets users reach only
 * their own.
 */
import { z } from 'zod';
import { CALLS, CUSTOM_LIVE_TABLE_COLUMNS, MAX_TABLE_COLUMNS } from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { knownTeam } from './common';
import { findUser } from './users';

/** A user's email in a path, compared lower-cased. */
const emailParam = z
  .email()
  .max(200)
  .transform((v) => v.toLowerCase());

const readParams = z.object({ email: emailParam });
const saveParams = z.object({ email: emailParam, live: z.enum(['live', 'normal']) });

/** The stored kind of a table. */
type Kind = z.infer<typeof saveParams>['live'];

/** A saved custom table as answered. */
function tableRecord(email: string, teamId: string, kind: Kind, columns: readonly string[]) {
  return { email, teamId, live: kind === 'live', columns };
}

/** The user the path names; an unknown user is a 404. */
async function knownUser(db: Db, email: string): Promise<void> {
  if ((await findUser(db, email)) === null) throw notFound(`user ${email}`);
}

/** Registers customtable/{email} (GET) and customtable/{email}/{live} (POST). */
export function customTableRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.customTables,
      summary:
        "A user's custom table of a team (query teamId), the live one with live=yes else the normal one: [{email, teamId, live, columns (keys in order)}]; empty (code -1) when the user has none, and the web shows its default. 404 for an unknown user or team.",
      spec: '02 §7 load calls for the custom table (normal and live); 02 §3 Custom table',
      params: readParams,
      tags: ['settings'],
    },
    async ({ params, query }) => {
      await knownUser(db, params.email);
      knownTeam(query.teamId);
      const kind: Kind = query.live === 'yes' ? 'live' : 'normal';
      const row = await db
        .selectFrom('custom_tables')
        .select('columns')
        .where('email', '=', params.email)
        .where('team_id', '=', query.teamId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return ok(
        row === undefined
          ? []
          : [tableRecord(params.email, query.teamId, kind, JSON.parse(row.columns) as string[])],
      );
    },
  );

  table.add(
    {
      ...CALLS.saveCustomTable,
      summary: `Saves a user's custom table of a team (query teamId), live or normal, replacing the previous one. Body: the column keys in order (letters, digits, _ or %; no key twice; at most ${MAX_TABLE_COLUMNS}, a live table at most ${CUSTOM_LIVE_TABLE_COLUMNS}); blanks may pad the end and are dropped. No keys removes the table (the web's default shows again). Answers the table as saved.`,
      spec: '02 §7 POST set custom table; 02 §9 custom live table at most 11 columns',
      params: saveParams,
      tags: ['settings'],
    },
    async ({ params, query, body }) => {
      await knownUser(db, params.email);
      knownTeam(query.teamId);
      if (params.live === 'live' && body.length > CUSTOM_LIVE_TABLE_COLUMNS) {
        throw new ApiError(
          400,
          `body: a live table has at most ${CUSTOM_LIVE_TABLE_COLUMNS} columns, not ${body.length}`,
        );
      }
      const key = { email: params.email, team_id: query.teamId, kind: params.live };
      if (body.length === 0) {
        await db
          .deleteFrom('custom_tables')
          .where('email', '=', key.email)
          .where('team_id', '=', key.team_id)
          .where('kind', '=', key.kind)
          .execute();
        return ok([]);
      }
      const columns = JSON.stringify(body);
      const updatedMs = now();
      await db
        .insertInto('custom_tables')
        .values({ ...key, columns, updated_ms: updatedMs })
        .onConflict((oc) =>
          oc.columns(['email', 'team_id', 'kind']).doUpdateSet({ columns, updated_ms: updatedMs }),
        )
        .execute();
      return ok([tableRecord(params.email, query.teamId, params.live, body)]);
    },
  );
}
