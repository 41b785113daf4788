/**
 * A team's speed zones in the store (02 §3 Zones; 03 §3 Customers; migration 0022) and what
 * the metrics engine takes from them: the team's setup, the relative percentages, the setup
 * of each position group that has its own and the max speed target of each position. A team
 * that never saved any has the engine's defaults (metrics/zones.ts), so its numbers are those
 * it always had.
 */
import {
  positionGroupOf,
  type TeamZones,
  type TeamZonesBody,
  type ZoneSetupBody,
} from '../../../domain';
import type { Db } from '../db/schema';
import {
  DEFAULT_RELATIVE_PERCENTS,
  teamZones as defaultTeamZones,
  type RelativePercents,
  type ZoneSetup,
} from '../metrics';

/** The engine's setup of a saved one (mph; the top band has no end). */
export const setupOfBody = (b: ZoneSetupBody): ZoneSetup => ({
  walk: { minMph: b.walk.min, maxMph: b.walk.max },
  jog: { minMph: b.jog.min, maxMph: b.jog.max },
  run: { minMph: b.run.min, maxMph: b.run.max },
  sprint: { minMph: b.sprint.min, maxMph: b.sprint.max },
  maxSprint: { minMph: b.maxSprint.min, maxMph: Infinity },
  hardEffortMph: b.teamHardEffDist,
  yardsOfXPlusMph: b.yardsOfXPlus,
});

/** A setup as the calls name it (teamZoneSetup of 02 §3 Zones). */
export const bodyOfSetup = (s: ZoneSetup): ZoneSetupBody => ({
  walk: { min: s.walk.minMph, max: s.walk.maxMph },
  jog: { min: s.jog.minMph, max: s.jog.maxMph },
  run: { min: s.run.minMph, max: s.run.maxMph },
  sprint: { min: s.sprint.minMph, max: s.sprint.maxMph },
  maxSprint: { min: s.maxSprint.minMph, max: null },
  teamHardEffDist: s.hardEffortMph,
  yardsOfXPlus: s.yardsOfXPlusMph,
});

/** The zones of a team that never saved any: the engine's defaults. */
export function defaultZonesOf(teamId: string): TeamZonesBody {
  return {
    teamZones: bodyOfSetup(defaultTeamZones(Number(teamId))),
    relativeZones: { ...DEFAULT_RELATIVE_PERCENTS },
    speedTargets: {},
    positionGroupZones: {},
  };
}

/** A team's zones: the saved ones, else the defaults (updatedBy and updatedMs null). */
export async function readTeamZones(db: Db, teamId: string): Promise<TeamZones> {
  const row = await db
    .selectFrom('team_zones')
    .select(['doc', 'updated_by', 'updated_ms'])
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (row === undefined)
    return { teamId, ...defaultZonesOf(teamId), updatedBy: null, updatedMs: null };
  return {
    teamId,
    ...(JSON.parse(row.doc) as TeamZonesBody),
    updatedBy: row.updated_by,
    updatedMs: row.updated_ms,
  };
}

/** Replaces a team's zones (all four setups together). */
export async function writeTeamZones(
  db: Db,
  teamId: string,
  body: TeamZonesBody,
  actor: string,
  atMs: number,
): Promise<void> {
  const values = {
    team_id: teamId,
    doc: JSON.stringify(body),
    updated_by: actor,
    updated_ms: atMs,
  };
  await db
    .insertInto('team_zones')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('team_id')
        .doUpdateSet({ doc: values.doc, updated_by: actor, updated_ms: values.updated_ms }),
    )
    .execute();
}

/** What the engine takes from a team's zones (plain data: it goes to worker threads). */
export interface EngineZones {
  /** The team's setup. */
  readonly zones: ZoneSetup;
  /** Where the relative bands start, in percent of a player's max. */
  readonly relativePercents: RelativePercents;
  /** The setup of each roster player whose position group has its own. */
  readonly playerZones: ReadonlyMap<string, ZoneSetup>;
  /** The max speed target (mph) of each roster player whose position has one. */
  readonly positionTargets: ReadonlyMap<string, number>;
}

/** The engine's zones of a team, its roster's positions mapped to their groups' setups. */
export async function engineZones(db: Db, teamId: string): Promise<EngineZones> {
  const [saved, roster] = await Promise.all([
    readTeamZones(db, teamId),
    db
      .selectFrom('players')
      .select(['player_id', 'position'])
      .where('team_id', '=', teamId)
      .execute(),
  ]);
  const playerZones = new Map<string, ZoneSetup>();
  const positionTargets = new Map<string, number>();
  const targets = new Map(
    Object.entries(saved.speedTargets).map(([pos, mph]) => [pos.toUpperCase(), mph]),
  );
  for (const p of roster) {
    const group = positionGroupOf(p.position);
    const own = group === undefined ? undefined : saved.positionGroupZones[group];
    if (own !== undefined) playerZones.set(p.player_id, setupOfBody(own));
    const target = targets.get(p.position.toUpperCase());
    if (target !== undefined) positionTargets.set(p.player_id, target);
  }
  return {
    zones: setupOfBody(saved.teamZones),
    relativePercents: saved.relativeZones,
    playerZones,
    positionTargets,
  };
}
