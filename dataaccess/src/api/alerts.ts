/**
 * Live alerting (02 §3, §4, §7): a team's alert settings (`customevents/:teamId`: custom
 * alerts per player, speed targets, the chosen headers and the three custom events) and the
 * alert hits (`alerts/hits`) the gateway's alert engine records and the alerts drawer lists.
 * A hit is unique per (session, player, metric): recording it again changes nothing, so an
 * alert fires once per session whatever restarts or how many gateway nodes.
 */
import type { z } from 'zod';
import {
  CALLS,
  isActiveAlertValue,
  type alertSettingsBody,
  type customAlert,
  type customEvent,
  type speedAlert,
} from '../../../domain';
import type { AlertTables } from '../db/migration-0004';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { getSession } from '../sessions/sessions';
import { knownTeam, teamParams } from './common';

/** A team's live alerting settings as stored and answered. */
export interface AlertSettings {
  readonly teamId: string;
  readonly headers: string[];
  readonly alerts: Record<string, z.infer<typeof customAlert>[]>;
  readonly speedAlerts: z.infer<typeof speedAlert>[];
  readonly events: z.infer<typeof customEvent>[];
  readonly updatedMs: number;
}

type HitRow = AlertTables['alert_hits'];

/** A hit as the alerts drawer reads it, with the spec's hit-alert fields (02 §3). */
function hitRecord(r: HitRow) {
  return {
    id: `${r.session_id}:${r.player_id}:${r.metric}`,
    teamId: r.team_id,
    sessionId: r.session_id,
    sessionName: r.session_name,
    playerId: r.player_id,
    playerName: r.player_name,
    metric: r.metric,
    value: r.value,
    threshold: r.threshold,
    atMs: r.at_ms,
    key: r.player_id,
    time: r.at_ms,
    name: r.player_name,
    metricValue: r.value,
  };
}

async function readSettings(db: AlertDb, teamId: string): Promise<AlertSettings> {
  const row = await db
    .selectFrom('alert_settings')
    .select(['doc', 'updated_ms'])
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  const stored = row ? (JSON.parse(row.doc) as Partial<AlertSettings>) : {};
  return {
    teamId,
    headers: stored.headers ?? [],
    alerts: stored.alerts ?? {},
    speedAlerts: stored.speedAlerts ?? [],
    events: stored.events ?? [],
    updatedMs: row?.updated_ms ?? 0,
  };
}

/**
 * The settings with a change applied (02 §4): sections sent replace the stored ones; an
 * alert whose value is empty or zero is forced inactive; with headers sent, alerts of metrics
 * no longer among them are deleted for every player.
 */
function applyChange(
  current: AlertSettings,
  change: z.infer<typeof alertSettingsBody>,
  teamId: string,
  nowMs: number,
): AlertSettings {
  const headers = change.headers ?? current.headers;
  const kept = (type: string): boolean => change.headers === undefined || headers.includes(type);
  const alerts = Object.fromEntries(
    Object.entries(change.alerts ?? current.alerts).map(([playerId, list]) => [
      playerId,
      list
        .filter((a) => kept(a.type))
        .map((a) => ({ ...a, active: a.active && isActiveAlertValue(a.value) })),
    ]),
  );
  const speedAlerts = (change.speedAlerts ?? current.speedAlerts).map((s) => {
    if (s.teamId !== undefined && s.teamId !== teamId)
      throw new ApiError(400, `body.speedAlerts: a speed alert of team ${s.teamId}`);
    return { ...s, teamId, active: s.active && s.target > 0 };
  });
  return {
    teamId,
    headers,
    alerts,
    speedAlerts,
    events: change.events ?? current.events,
    updatedMs: nowMs,
  };
}

type AlertDb = Kysely<Database & AlertTables>;

/** Registers `customevents/:teamId` and `alerts/hits`. */
export function alertRoutes(table: RouteTable, database: Db, now: () => number): void {
  const db: AlertDb = database.withTables<AlertTables>();

  table.add(
    {
      ...CALLS.alertRules,
      summary:
        "A team's live alerting settings: headers, custom alerts per player, speed targets and the three custom events",
      spec: '02 §7 GET customevents/{teamId}; 02 §3 custom events, custom alerts, speed alert',
      params: teamParams,
      tags: ['alerts'],
    },
    async ({ params }) => {
      knownTeam(params.teamId);
      return ok([await readSettings(db, params.teamId)]);
    },
  );

  table.add(
    {
      ...CALLS.saveAlertRules,
      summary:
        "Saves a team's live alerting settings; sections sent replace the stored ones. Answers the settings as saved.",
      spec: '02 §7 POST customevents/{teamId}, set custom alerts, speed alerts; 02 §4 live alerting',
      params: teamParams,
      tags: ['alerts'],
    },
    async ({ params, body, actor }) => {
      knownTeam(params.teamId);
      const nowMs = now();
      const next = applyChange(await readSettings(db, params.teamId), body, params.teamId, nowMs);
      const doc = JSON.stringify(next);
      await db
        .insertInto('alert_settings')
        .values({ team_id: params.teamId, doc, updated_ms: nowMs, updated_by: actor })
        .onConflict((oc) =>
          oc.column('team_id').doUpdateSet({ doc, updated_ms: nowMs, updated_by: actor }),
        )
        .execute();
      return ok([next]);
    },
  );

  table.add(
    {
      ...CALLS.alertHits,
      summary:
        'Recorded alert hits, oldest first, of a team (teamId or teamids), a session, since a time',
      spec: 'designed (02 §2 alerts drawer, 02 §4 alert deduplication)',
      tags: ['alerts'],
    },
    async ({ query }) => {
      let q = db.selectFrom('alert_hits').selectAll();
      if (query.sinceMs !== undefined) q = q.where('at_ms', '>=', query.sinceMs);
      if (query.teamId !== undefined) q = q.where('team_id', '=', query.teamId);
      if (query.teamids !== undefined) q = q.where('team_id', 'in', query.teamids);
      if (query.sessionId !== undefined) q = q.where('session_id', '=', query.sessionId);
      const rows = await q
        .orderBy('at_ms')
        .orderBy('session_id')
        .orderBy('player_id')
        .orderBy('metric')
        .limit(5000)
        .execute();
      return ok(rows.map(hitRecord));
    },
  );

  table.add(
    {
      ...CALLS.recordAlertHits,
      summary:
        'Records an alert hit once per (session, player, metric); `created` is false when it was already recorded (then nothing changes)',
      spec: 'designed (02 §4: each player-and-metric alert fires once per session; the hit is recorded)',
      tags: ['alerts'],
    },
    async ({ body }) => {
      const session = await getSession(database, body.sessionId);
      const player = await db
        .selectFrom('players')
        .select('name')
        .where('player_id', '=', body.playerId)
        .executeTakeFirst();
      const inserted = await db
        .insertInto('alert_hits')
        .values({
          session_id: body.sessionId,
          player_id: body.playerId,
          metric: body.metric,
          team_id: session.teamId,
          session_name: session.name,
          player_name: player?.name ?? body.playerId,
          value: body.value,
          threshold: body.threshold,
          at_ms: body.atMs,
        })
        .onConflict((oc) => oc.columns(['session_id', 'player_id', 'metric']).doNothing())
        .executeTakeFirst();
      const row = await db
        .selectFrom('alert_hits')
        .selectAll()
        .where('session_id', '=', body.sessionId)
        .where('player_id', '=', body.playerId)
        .where('metric', '=', body.metric)
        .executeTakeFirstOrThrow();
      const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      return ok([{ ...hitRecord(row), created }]);
    },
  );
}
