/**
 * Practice profiles (03 §7 profile calls; 03 §3 Practice profile; 03 §5 Profiles): the
 * templates a new practice starts from (name, periods, intensity, site and field type),
 * which the create-practice dialog offers (01 §2.5) and the Profiles screen edits.
 */
import { CALLS } from '../../../domain';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ProfilePeriod, Team } from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { idText, knownTeam } from './common';
import { type ProfileBody, validateProfileFor } from './profile-rules';

const idParams = z.object({ id: idText });

/**
 * A profile's stored document: what {@link docOf} writes; profiles seeded before the
 * Profiles screen lack the description, the stamps and may lack the field type.
 */
type StoredProfile = Record<string, unknown> & {
  profileName: string;
  description?: string;
  intensity?: string;
  siteId?: string;
  siteName?: string;
  rooftype?: string;
  drills?: ProfilePeriod[];
  last_modified?: number;
};

/** A stored row as answered. */
function profileOf(r: { profile_id: string; team_id: string; league: string; doc: string }) {
  const doc = JSON.parse(r.doc) as StoredProfile;
  return {
    description: '',
    drills: [],
    intensity: '',
    ...doc,
    id: r.profile_id,
    teamId: r.team_id,
    league: r.league,
    type: 'practice',
  };
}

/** The stored row of a profile of one of the named teams; otherwise a 404. */
async function storedProfile(db: Db, id: string, teamIds: readonly string[]) {
  const row = await db
    .selectFrom('profiles')
    .select(['profile_id', 'team_id', 'league', 'name', 'doc'])
    .where('profile_id', '=', id)
    .executeTakeFirst();
  if (row === undefined || !teamIds.includes(row.team_id))
    throw notFound(`profile ${id} of team ${teamIds.join(',')}`);
  return row;
}

/** Refuses a name another profile of the team already has (compared without case). */
async function refuseDuplicateName(db: Db, team: Team, name: string, exceptId?: string) {
  const others = await db
    .selectFrom('profiles')
    .select(['profile_id', 'name'])
    .where('team_id', '=', team.teamId)
    .execute();
  const clash = others.find(
    (o) => o.profile_id !== exceptId && o.name.toLowerCase() === name.toLowerCase(),
  );
  if (clash !== undefined)
    throw new ApiError(
      409,
      `body.profileName: team ${team.teamId} already has a profile named '${clash.name}'`,
    );
}

/** The site a profile names: a venue of its team; its name is taken from the venue. */
async function siteOf(db: Db, team: Team, siteId: string): Promise<string> {
  const venue = await db
    .selectFrom('venues')
    .select('site_name')
    .where('site_id', '=', siteId)
    .where('team_id', '=', team.teamId)
    .executeTakeFirst();
  if (venue === undefined)
    throw new ApiError(400, `body.siteId: site ${siteId} is not a venue of team ${team.teamId}`);
  return venue.site_name;
}

/** The team a write acts for: named in the body and among the query's teams. */
function teamOfWrite(body: ProfileBody, teamIds: readonly string[], league?: readonly string[]) {
  if (!teamIds.includes(body.teamId))
    throw new ApiError(400, `body.teamId: team ${body.teamId} is not among query.teamids`);
  const team = knownTeam(body.teamId);
  if (league !== undefined && !league.includes(team.league))
    throw new ApiError(400, `query.league: team ${team.teamId} plays in ${team.league}`);
  validateProfileFor(team, body);
  return team;
}

/** The document stored for a profile. */
function docOf(
  body: ProfileBody,
  team: Team,
  siteName: string,
  stamps: { created_by: string; created_ms: number; modified_by: string; last_modified: number },
): string {
  return JSON.stringify({
    profileName: body.profileName,
    description: body.description,
    intensity: body.intensity,
    siteId: body.siteId,
    siteName,
    ...(body.rooftype !== undefined ? { rooftype: body.rooftype } : {}),
    drills: body.drills,
    teamId: team.teamId,
    league: team.league,
    type: 'practice',
    ...stamps,
  });
}

const BODY_DOC =
  'Body: {profileName (required, unique in its team without case), description, intensity (comma list of known intensities), siteId (a venue of the team, required), rooftype (a field type), teamId (required, among query.teamids), drills: [{drillType (required), periodType (comma list of the league’s period types), durationMin (1 to 600)}] (1 to 60)}.';

/** Registers GET profile/list, POST profile, PUT and DELETE profile/{id}. */
export function profileRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.profiles,
      summary:
        'Practice profiles of the given teams and leagues (default all), by team then name: [{id, profileName, description, drills: [{drillType, periodType?, durationMin?}], intensity (comma list), siteId, siteName, rooftype, teamId, type: practice, league, created_by, last_modified}]. Query: teamids (comma-joined or *), league (comma-joined or *), type (practice, the only kind). None: code -1.',
      spec: '03 §7 GET profile/list; 03 §3 Practice profile',
      tags: ['reference'],
    },
    async ({ query }) => {
      let select = db.selectFrom('profiles').select(['profile_id', 'team_id', 'league', 'doc']);
      if (query.teamids) select = select.where('team_id', 'in', query.teamids);
      if (query.league) select = select.where('league', 'in', query.league);
      const rows = await select.orderBy('team_id').orderBy('name').execute();
      return ok(rows.map(profileOf));
    },
  );

  table.add(
    {
      ...CALLS.createProfile,
      summary: `Creates a practice profile of a team and answers it with its id. ${BODY_DOC} 400 for a missing or bad field, 409 for a name the team already has; nothing is stored then.`,
      spec: '03 §7 POST profile; 03 §5 Profiles',
      tags: ['reference'],
    },
    async ({ query, body, actor }) => {
      const team = teamOfWrite(body, query.teamids, query.league);
      const siteName = await siteOf(db, team, body.siteId);
      await refuseDuplicateName(db, team, body.profileName);
      const at = now();
      const row = {
        profile_id: randomUUID(),
        team_id: team.teamId,
        league: team.league,
        name: body.profileName,
        doc: docOf(body, team, siteName, {
          created_by: actor,
          created_ms: at,
          modified_by: actor,
          last_modified: at,
        }),
      };
      await db.insertInto('profiles').values(row).execute();
      return ok([profileOf(row)]);
    },
  );

  table.add(
    {
      ...CALLS.editProfile,
      summary: `Replaces a practice profile of one of query.teamids (it keeps its team and creator) and answers it. ${BODY_DOC} 404 for a profile not of those teams, 400 for a bad field or another team, 409 for a name another profile of the team has.`,
      spec: '03 §7 PUT profile/{id}; 03 §5 Profiles',
      params: idParams,
      tags: ['reference'],
    },
    async ({ params, query, body, actor }) => {
      const stored = await storedProfile(db, params.id, query.teamids);
      if (body.teamId !== stored.team_id)
        throw new ApiError(
          400,
          `body.teamId: profile ${params.id} belongs to team ${stored.team_id}; it cannot move`,
        );
      const team = teamOfWrite(body, query.teamids, query.league);
      const siteName = await siteOf(db, team, body.siteId);
      await refuseDuplicateName(db, team, body.profileName, params.id);
      const before = JSON.parse(stored.doc) as { created_by?: string; created_ms?: number };
      const at = now();
      const row = {
        ...stored,
        name: body.profileName,
        doc: docOf(body, team, siteName, {
          created_by: before.created_by ?? 'system',
          created_ms: before.created_ms ?? at,
          modified_by: actor,
          last_modified: at,
        }),
      };
      await db
        .updateTable('profiles')
        .set({ name: row.name, doc: row.doc })
        .where('profile_id', '=', params.id)
        .execute();
      return ok([profileOf(row)]);
    },
  );

  table.add(
    {
      ...CALLS.deleteProfile,
      summary:
        'Deletes a practice profile of one of query.teamids and answers [{id}]. Practices made from it keep their periods. 404 for a profile not of those teams.',
      spec: '03 §7 DELETE profile/{id}; 03 §4 Profiles (delete after confirmation)',
      params: idParams,
      tags: ['reference'],
    },
    async ({ params, query }) => {
      await storedProfile(db, params.id, query.teamids);
      await db.deleteFrom('profiles').where('profile_id', '=', params.id).execute();
      return ok([{ id: params.id }]);
    },
  );
}
