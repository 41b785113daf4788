/**
 * Practice profiles, read side (03 §7 GET profile/list; 03 §3 Practice profile): the
 * templates a new practice starts from (name, periods, intensity, site and field type),
 * which the create-practice dialog offers (01 §2.5). The profiles editor writes them.
 */
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { leaguesQuery } from './common';
import { teamIdsParam } from './schedule';

/** Registers GET profile/list. */
export function profileRoutes(table: RouteTable, db: Db): void {
  table.add(
    {
      method: 'GET',
      path: 'profile/list',
      summary:
        'Practice profiles of the given teams and leagues (default all), by team then name: [{id, profileName, description, drills: [{drillType, periodType?, durationMin?}], intensity (comma list), siteId, siteName, rooftype, teamId, type: practice, league}]. Query: teamids (comma-joined or *), league (comma-joined or *), type (practice, the only kind). None: code -1.',
      spec: '03 §7 GET profile/list; 03 §3 Practice profile',
      query: z.object({
        teamids: teamIdsParam,
        league: leaguesQuery,
        type: z.enum(['practice'], { message: 'practice' }).optional(),
      }),
      tags: ['reference'],
    },
    async ({ query }) => {
      let select = db.selectFrom('profiles').select(['profile_id', 'team_id', 'league', 'doc']);
      if (query.teamids) select = select.where('team_id', 'in', query.teamids);
      if (query.league) select = select.where('league', 'in', query.league);
      const rows = await select.orderBy('team_id').orderBy('name').execute();
      return ok(
        rows.map((r) => {
          const doc = JSON.parse(r.doc) as Record<string, unknown>;
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
        }),
      );
    },
  );
}
