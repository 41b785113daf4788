/**
 * The Customers screen's user table (03 §2 Customers, 'Users & Players'): the users whose
 * record names the team, each with the kind of user their record and grants make them (01 §6)
 * and whether a grant of theirs writes for the team. The gateway lets only the page's users
 * (the platform admin) through.
 */
import {
  CALLS,
  CUSTOMER_USER_ROLES,
  deriveSbRole,
  hasWriteGrant,
  userKindOf,
  type CustomerUser,
  type League,
} from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { knownTeam, teamParams } from './common';

/** The users of a team (or the one with `email`), by name. */
export async function teamUsers(db: Db, teamId: string, email?: string): Promise<CustomerUser[]> {
  let query = db
    .selectFrom('users')
    .select(['email', 'name', 'insight_role', 'team_role', 'permissions', 'team_id', 'league'])
    .where('team_id', '=', teamId);
  if (email !== undefined) query = query.where('email', '=', email);
  const rows = await query.orderBy('name').orderBy('email').execute();
  return rows.map((r) => {
    const permissions = JSON.parse(r.permissions) as string[];
    const user = {
      insightRole: r.insight_role,
      teamRole: r.team_role,
      permissions,
      sbRole: deriveSbRole(permissions).sbRole,
      teamId: r.team_id,
      league: r.league as League,
    };
    return {
      email: r.email,
      name: r.name,
      kind: userKindOf(user),
      teamRole: r.team_role,
      writes: hasWriteGrant(user, teamId),
      permissions,
    };
  });
}

/** Registers GET and POST customers/{teamId}/users. */
export function customerRoutes(table: RouteTable, db: Db): void {
  table.add(
    {
      ...CALLS.customerUsers,
      summary:
        'The users whose record names the team, by name: {email, name, kind (what their record and grants make them: customer, pro-staff-write, pro-staff, college-football, …), teamRole, writes (a grant of theirs for the team has the write letter), permissions}. An unknown team is a 404; a team without users answers [].',
      spec: '03 §2 Customers (designed: 03 §7 says the users calls are not shown)',
      params: teamParams,
      tags: ['settings'],
    },
    async ({ params }) => {
      knownTeam(params.teamId);
      return ok(await teamUsers(db, params.teamId));
    },
  );
  table.add(
    {
      ...CALLS.addCustomerUser,
      summary:
        'Adds a user to the team: {email, name, role} with role staff (team staff with the write letter), staffRead (team staff who read) or customer (reads); the record gets the team role and the one grant for the team (league.{league}.teamId.{teamId}.{w|r}) that sign-in then reads. Answers the user as the list does. An email already known is a 409, an unknown team a 404; nothing changes on a refusal.',
      spec: '03 §2 Customers Add User (designed: 03 §7 says the users calls are not shown); 01 §6 grants',
      params: teamParams,
      tags: ['settings'],
    },
    async ({ params, body }) => {
      const team = knownTeam(params.teamId);
      const role = CUSTOMER_USER_ROLES[body.role];
      const known = await db
        .selectFrom('users')
        .select('email')
        .where('email', '=', body.email)
        .executeTakeFirst();
      if (known !== undefined) throw new ApiError(409, `${body.email} is already a user`);
      const [given = body.name] = body.name.split(/\s+/);
      await db
        .insertInto('users')
        .values({
          email: body.email,
          given_name: given,
          name: body.name,
          insight_role: 'user',
          team_role: role.teamRole,
          permissions: JSON.stringify([
            `league.${team.league}.teamId.${team.teamId}.${role.letter}`,
          ]),
          team_id: team.teamId,
          league: team.league,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      return ok(await teamUsers(db, team.teamId, body.email));
    },
  );
}
