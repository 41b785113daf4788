/**
 * A team's speed zones (02 §3 Zones; 03 §3 Customers' 'Edit Team Zones', 'Edit Relative
 * Zones', 'Edit Max Speed Target by Position', 'Edit Position Group Zones'). The metrics engine
 * reads them when it computes a session (processing, a reprocess, a live practice's numbers),
 * so a change counts for what is computed after it (a live practice's numbers are rebuilt
 * under it); kept numbers stay as they were.
 */
import { CALLS } from '../../../domain';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { readTeamZones, writeTeamZones } from '../live/team-zones';
import { knownTeam, teamParams } from './common';

const SHAPE =
  "{teamZones: {walk, jog, run, sprint: {min, max}, maxSprint: {min, max: null}, teamHardEffDist, yardsOfXPlus} (mph), relativeZones: {jog, run, sprint, maxSprint, hardEffort} (% of the player's max), speedTargets: {position: mph}, positionGroupZones: {group: a setup like teamZones}}";

/**
 * Registers GET and PUT customers/{teamId}/zones; `onSaved` hears of each save (the live
 * engine then rebuilds the team's live sessions under the new zones).
 */
export function zonesRoutes(
  table: RouteTable,
  db: Db,
  now: () => number,
  onSaved: (teamId: string) => void = () => undefined,
): void {
  table.add(
    {
      ...CALLS.teamZones,
      summary: `A team's speed zones, one row: ${SHAPE}, with teamId, updatedBy and updatedMs (both null while the team has the defaults: bands 0-5-10-15-18 mph, hard effort 12, Yards 10+ (12+ for team 1050), relative 25/50/70/90 %, hard effort 60 %, no position targets or group setups). An unknown team is a 404.`,
      spec: '02 §3 Zones; 03 §3 Customers (designed: the spec does not show these calls)',
      params: teamParams,
      tags: ['settings'],
    },
    async ({ params }) => {
      knownTeam(params.teamId);
      return ok([await readTeamZones(db, params.teamId)]);
    },
  );
  table.add(
    {
      ...CALLS.saveTeamZones,
      summary: `Replaces a team's speed zones (all four setups; send back what you read with your change) and answers them. Body: ${SHAPE}. Bands touch: walk starts at 0, each band starts where the one below ends, and ends above where it starts; speeds 0 to 30 mph; relative bounds rise, above 0 and at most 100 %; position targets above 0; group names QB, RB, WR, TE, OL, DL, LB, DB, SPEC. A bad field is a 400 naming it, and nothing changes. The engine uses the new zones for sessions it computes afterwards (and a reprocess), and a live practice's numbers are recomputed under them from its stored positions.`,
      spec: '02 §3 Zones, 02 §6 zone speed editing; 03 §3 Customers (designed)',
      params: teamParams,
      tags: ['settings'],
    },
    async ({ params, body, actor }) => {
      knownTeam(params.teamId);
      await writeTeamZones(db, params.teamId, body, actor, now());
      onSaved(params.teamId);
      return ok([await readTeamZones(db, params.teamId)]);
    },
  );
}
