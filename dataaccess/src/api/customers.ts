/**
 * The Customers screen's user table (03 §2 Customers, 'Users & Players'): the users whose
 * record names the team, each with the kind of user their record and grants make them (01 §6)
 * and whether a grant of theirs writes for the team. The gateway lets only the page's users
 * (the platform admin) through.
 */
import {
  CALLS,
  deriveSbRole,
  hasWriteGrant,
  userKindOf,
  type CustomerUser,
  type League,
} from '../../../domain';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { knownTeam, teamParams } from './common';

/** The users of a team, by name. */
export async function teamUsers(db: Db, teamId: string): Promise<CustomerUser[]> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'name', 'insight_role', 'team_role', 'permissions', 'team_id', 'league'])
    .where('team_id', '=', teamId)
    .orderBy('name')
    .orderBy('email')
    .execute();
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

/** Registers GET customers/{teamId}/users. */
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
}
