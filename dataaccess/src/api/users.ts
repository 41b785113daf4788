/** Sign-in support: the user record of a verified identity, logout, and signed-out sessions. */
import { CALLS } from '../../../domain';
import { z } from 'zod';
import type { RevokedSessionTables } from '../db/migration-0006';
import type { Db } from '../db/schema';
import { notFound, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';

/** The user record of 01 §3.6 as login returns it. */
export interface UserRecord {
  isLogged: boolean;
  id: string;
  email: string;
  givenName: string;
  name: string;
  insightRole: string;
  teamRole: string;
  permissions: string[];
  league: string;
  teamId: string | null;
  teamName: string;
  teamShort: string;
}

/** The user with this email, with its team's name, or null. */
export async function findUser(db: Db, email: string): Promise<UserRecord | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('teams', 'teams.team_id', 'users.team_id')
    .select([
      'users.email',
      'users.given_name',
      'users.name',
      'users.insight_role',
      'users.team_role',
      'users.permissions',
      'users.team_id',
      'users.league',
      'teams.name as team_name',
      'teams.abbr as team_abbr',
    ])
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    isLogged: true,
    id: row.email,
    email: row.email,
    givenName: row.given_name,
    name: row.name,
    insightRole: row.insight_role,
    teamRole: row.team_role,
    permissions: JSON.parse(row.permissions) as string[],
    league: row.league,
    teamId: row.team_id,
    teamName: row.team_name ?? '',
    teamShort: row.team_abbr ?? '',
  };
}

/** Registers login, logout and the list of signed-out sessions. */
export function userRoutes(table: RouteTable, db: Db, now: () => number): void {
  const revoked = db.withTables<RevokedSessionTables>();
  table.add(
    {
      ...CALLS.login,
      summary:
        'The user record of the identity the gateway verified (header x-user-email); empty when unknown',
      spec: '01 §7 GET login',
      tags: ['sign-in'],
    },
    async ({ actor }) => {
      const user = await findUser(db, actor);
      return ok(user ? [user] : []);
    },
  );
  table.add(
    {
      ...CALLS.logout,
      summary: 'Ends the session (no server state to clear)',
      spec: '01 §7 GET logout',
      tags: ['sign-in'],
    },
    () => Promise.resolve({ results: [], code: 0, status: 'ok' }),
  );
  table.add(
    {
      ...CALLS.user,
      summary:
        'One user record (designed: lets the gateway re-validate a stored session); 404 when unknown',
      spec: 'designed (01 §2.2 session validation)',
      params: z.object({ email: z.email().max(200) }),
      tags: ['sign-in'],
    },
    async ({ params }) => {
      const user = await findUser(db, params.email);
      if (user === null) throw notFound(`user ${params.email}`);
      return ok([user]);
    },
  );
  table.add(
    {
      ...CALLS.revokeSession,
      summary:
        'Remembers a signed-out session until it would have expired, so that no gateway node accepts its cookie again',
      spec: 'designed (01 §2.2 sign-out; issue 17: sign-out ends the session on the server)',
      tags: ['sign-in'],
    },
    async ({ body }) => {
      const at = now();
      await revoked.transaction().execute(async (trx) => {
        // Sessions past their expiry are refused by their cookie alone: forget them.
        await trx.deleteFrom('revoked_sessions').where('expires_at_ms', '<=', at).execute();
        if (body.expiresAtMs > at) {
          await trx
            .insertInto('revoked_sessions')
            .values({
              sid: body.sid,
              email: body.email.toLowerCase(),
              expires_at_ms: body.expiresAtMs,
              revoked_at_ms: at,
            })
            .onConflict((c) => c.column('sid').doNothing())
            .execute();
        }
      });
      return ok([]);
    },
  );
  table.add(
    {
      ...CALLS.revokedSessions,
      summary:
        'The signed-out sessions that have not yet expired: what every gateway node refuses (polled with If-None-Match)',
      spec: 'designed (01 §2.2 sign-out; issue 17: a revocation list shared by every gateway node)',
      tags: ['sign-in'],
    },
    async () => {
      const rows = await revoked
        .selectFrom('revoked_sessions')
        .select(['sid', 'expires_at_ms'])
        .where('expires_at_ms', '>', now())
        .orderBy('sid')
        .execute();
      return ok(rows.map((r) => ({ sid: r.sid, expiresAtMs: r.expires_at_ms })));
    },
  );
}
