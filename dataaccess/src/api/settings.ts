/**
 * Per-user preferences and per-team admin settings (02 §7 userpreferences and
 * admin/{teamId}/settings; 03 §7 User preferences and Admin settings). Shapes designed.
 */
import { CALLS, positionGroupOf, type TeamPlayerSetting } from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { knownTeam, teamParams } from './common';

type PlayerSetting = TeamPlayerSetting;

/** The acting user whose preferences a call touches; another user's are refused. */
function userOf(actor: string, userId: string | undefined): string {
  const id = (userId ?? actor).toLowerCase();
  if (id !== actor) throw new ApiError(403, 'query.userId: only your own preferences');
  return id;
}

/** Registers userpreferences and admin/{teamId}/settings. */
export function settingsRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.userPreferences,
      summary:
        "The acting user's saved preference object of a type (lc, alerts or cmon) and team of interest; empty (code -1) when none. userId, when sent, must be the acting user (lowercased).",
      spec: '02 §7 userpreferences GET; 03 §7 User preferences',
      tags: ['settings'],
    },
    async ({ query, actor }) => {
      const row = await db
        .selectFrom('user_preferences')
        .select(['doc', 'updated_ms'])
        .where('user_id', '=', userOf(actor, query.userId))
        .where('type', '=', query.type)
        .where('team_of_interest', '=', query.teamOfInterest ?? '')
        .executeTakeFirst();
      return ok(row ? [{ ...(JSON.parse(row.doc) as object), updatedMs: row.updated_ms }] : []);
    },
  );
  table.add(
    {
      ...CALLS.saveUserPreferences,
      summary:
        "Saves the acting user's preference object (the body, at most 64 KB of JSON) for a type and team of interest, replacing the previous one; answers it",
      spec: '02 §7 userpreferences POST; 03 §7 User preferences',
      tags: ['settings'],
    },
    async ({ query, body, actor }) => {
      const user = userOf(actor, query.userId);
      const values = {
        user_id: user,
        type: query.type,
        team_of_interest: query.teamOfInterest ?? '',
        doc: JSON.stringify(body),
        updated_ms: now(),
      };
      await db
        .insertInto('user_preferences')
        .values(values)
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'type', 'team_of_interest'])
            .doUpdateSet({ doc: values.doc, updated_ms: values.updated_ms }),
        )
        .execute();
      return ok([{ ...body, updatedMs: values.updated_ms }]);
    },
  );

  /** The saved map, merged over roster defaults: every player of the team appears. */
  const settingsOf = async (teamId: string) => {
    const roster = await db
      .selectFrom('players')
      .select(['player_id', 'name', 'position'])
      .where('team_id', '=', teamId)
      .orderBy('player_id')
      .execute();
    const row = await db
      .selectFrom('team_settings')
      .select(['doc', 'updated_ms'])
      .where('team_id', '=', teamId)
      .where('kind', '=', 'admin')
      .executeTakeFirst();
    const saved = row
      ? (JSON.parse(row.doc) as { players: Record<string, PlayerSetting> }).players
      : {};
    const players: Record<string, PlayerSetting> = {};
    for (const p of roster) {
      players[p.player_id] = saved[p.player_id] ?? {
        position: p.position,
        positionGroup: positionGroupOf(p.position) ?? '',
        speed: null,
        name: p.name,
      };
    }
    return { settings: { teamId, players, updatedMs: row?.updated_ms ?? null }, saved };
  };

  table.add(
    {
      ...CALLS.teamSettings,
      summary:
        "A team's admin settings: {teamId, players: {playerId: {position, positionGroup, speed (target mph or null), name}}, updatedMs}; every roster player appears, with roster defaults until saved",
      spec: '02 §7 admin/{teamId}/settings GET; 03 §7 Admin settings',
      params: teamParams,
      tags: ['settings'],
    },
    async ({ params }) => {
      knownTeam(params.teamId);
      return ok([(await settingsOf(params.teamId)).settings]);
    },
  );
  table.add(
    {
      ...CALLS.saveTeamSettings,
      summary:
        "Saves settings of some of a team's players (body {teamId, players map}); players not named keep theirs. Every id must be a player of the team, else nothing is saved (400). Answers the whole settings.",
      spec: '02 §7 admin/{teamId}/settings POST; 03 §7 Admin settings',
      params: teamParams,
      tags: ['settings'],
    },
    async ({ params, body }) => {
      knownTeam(params.teamId);
      if (body.teamId !== params.teamId) {
        throw new ApiError(400, `body.teamId: ${body.teamId} is not the team of the path`);
      }
      const current = await settingsOf(params.teamId);
      const stranger = Object.keys(body.players).find((id) => !(id in current.settings.players));
      if (stranger !== undefined) {
        throw new ApiError(400, `body.players.${stranger}: not a player of team ${params.teamId}`);
      }
      const saved = { ...current.saved, ...body.players };
      const values = {
        team_id: params.teamId,
        kind: 'admin',
        doc: JSON.stringify({ teamId: params.teamId, players: saved }),
        updated_ms: now(),
      };
      await db
        .insertInto('team_settings')
        .values(values)
        .onConflict((oc) =>
          oc
            .columns(['team_id', 'kind'])
            .doUpdateSet({ doc: values.doc, updated_ms: values.updated_ms }),
        )
        .execute();
      return ok([(await settingsOf(params.teamId)).settings]);
    },
  );
}
