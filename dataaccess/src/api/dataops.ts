/**
 * The Data Ops and Processing Status calls (03 §2, §4, §7): the processing actions on a
 * dataset (the worker of ops/ runs them), the entities of a dataset for a targeted retrack,
 * and the processing status of the recent days' practices and games.
 */
import { z } from 'zod';
import { addDays, startOfDay } from 'date-fns';
import { CALLS, datasetOf, inZone } from '../../../domain';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import {
  countEntities,
  datasetEntities,
  trackedEntityIds,
  type EntityCounts,
} from '../ops/entities';
import { assignEntities } from '../ops/entity-assignment';
import { sortStatusRows, statusRow, type ProcessingStatusRow } from '../ops/processing-status';
import { extraOf } from '../ops/record';
import { replicaStatusOf } from '../../../state-machines';
import { datasetSession, type DataOpsWorker } from '../ops/worker';
import { isBall } from '../live/stored-metrics';
import { listSessions } from '../sessions/sessions';
import { idText, knownTeam } from './common';
import { callerZone } from './time-zone';

/** Days of sessions Processing Status lists, today included. */
export const STATUS_DAYS = 14;

/** The venue a session ran at (its schedule event's siteId), '' when it names none. */
const siteOf = (doc: Readonly<Record<string, unknown>>): string =>
  typeof doc.siteId === 'string' || typeof doc.siteId === 'number' ? String(doc.siteId) : '';

/** The engine host ip each venue reported (venues without one are left out). */
async function venueHosts(db: Db, siteIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(siteIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('venues')
    .select(['site_id', 'host_ip'])
    .where('site_id', 'in', ids)
    .execute();
  return new Map(rows.flatMap((v) => (v.host_ip ? [[v.site_id, v.host_ip] as const] : [])));
}

/** Entity counts of sessions, by session id. */
async function countsOf(db: Db, sessionIds: readonly string[]): Promise<Map<string, EntityCounts>> {
  const tracked = await Promise.all(sessionIds.map((id) => trackedEntityIds(db, id)));
  const ids = [...new Set(tracked.flat())];
  const rostered = new Set(
    ids.length === 0
      ? []
      : (
          await db.selectFrom('players').select('player_id').where('player_id', 'in', ids).execute()
        ).map((p) => p.player_id),
  );
  const kindOf = (id: string) =>
    isBall(id) ? ('ball' as const) : rostered.has(id) ? ('player' as const) : ('unknown' as const);
  return new Map(
    sessionIds.map((id, i) => [
      id,
      countEntities((tracked[i] ?? []).map((e) => ({ kind: kindOf(e) }))),
    ]),
  );
}

/** A team id in a path, or * for every team. */
const teamOrAll = z.object({
  teamId: z
    .string()
    .max(64)
    .regex(/^(?:[A-Za-z0-9_-]+|\*)$/, 'a team id (letters, digits, _ or -) or *'),
});

/**
 * Registers dataset/{teamId}/dataops, GET datasets, GET and PUT datasets/{datasetId}/entities
 * and processing/status.
 */
export function dataOpsRoutes(
  table: RouteTable,
  db: Db,
  worker: DataOpsWorker,
  now: () => number,
): void {
  table.add(
    {
      ...CALLS.dataOpsAction,
      summary:
        "Runs a processing action on a dataset (the practice's id): actionType init (launch: the whole chain launch → retrack → ball flight retrack → terminate to F_C), retrack (the players' numbers again from the stored positions), targetedretrack (entities=id1,id2 and start/end epoch ms: only those players, their positions in [start, end)), ballflightretrack (every ball's flights again), terminate, saveschedule (stores start/end as the dataset's window). Answers ['action {actionType} started']; progress is on the dataset's document (extraData.replicaStatus, replicaStage, replicaPercent) and its events. Refusals change nothing: 404 unknown dataset (or of another team), 400 bad input ('Select Entities for targeted retrack' without entities), 409 when the replica order does not allow the action now or a job of the dataset runs, with the reason in words. A stage that failed (extraData.replicaFailed set, its X_I code kept) takes only its own action (init, retrack, ballflightretrack, terminate), which retries it from where it stopped (event replica.retry); every other action is refused with 409 until then.",
      spec: '03 §7 Data ops, Data ops actions; 03 §4 Data Ops replica status; 03 §5 Data ops',
      params: teamOrAll,
      tags: ['data ops'],
    },
    async ({ params, query, actor }) => {
      if (params.teamId !== '*') knownTeam(params.teamId);
      return ok([
        await worker.command(
          {
            action: query.actionType,
            datasetId: query.dataset,
            teamId: params.teamId,
            ...(query.entities === undefined ? {} : { entities: query.entities }),
            ...(query.start === undefined ? {} : { startMs: query.start }),
            ...(query.end === undefined ? {} : { endMs: query.end }),
          },
          actor,
        ),
      ]);
    },
  );
  table.add(
    {
      ...CALLS.datasets,
      summary:
        "The Data Ops list: every practice or game starting in [startTime, endTime) that has a dataset (started at least once), of the teams in teamids (default all), by start. Each is its schedule event with the Data Ops practice fields (03 §3: game_id, home_team_id, ip_replicaInfo, dataset_id, start_time, end_time, update_timestamp, status_replicaInfo) and datasetId, datasetRef, venueIp (the venue's engine host ip, '-' when none reported).",
      spec: '03 §7 Data ops: GET datasets; 03 §3 Data Ops practice',
      tags: ['data ops'],
    },
    async ({ query }) => {
      const docs = (
        await listSessions(db, {
          fromMs: query.startTime,
          toMs: query.endTime,
          ...(query.teamids === undefined ? {} : { teamIds: query.teamids }),
        })
      ).filter((doc) => datasetOf(doc) !== null);
      const hosts = await venueHosts(db, docs.map(siteOf));
      return ok(
        docs.map((doc) => {
          const dataset = datasetOf(doc);
          const extra = extraOf(doc);
          const venueIp = hosts.get(siteOf(doc)) ?? '-';
          return {
            ...doc,
            datasetId: dataset?.datasetId,
            datasetRef: dataset?.datasetRef,
            venueIp,
            game_id: doc.gameId,
            home_team_id: doc.homeTeamId,
            ip_replicaInfo: venueIp,
            dataset_id: dataset?.datasetId,
            start_time: doc.startTime,
            end_time: doc.endTime ?? null,
            update_timestamp: extra.replicaUpdatedMs ?? doc.endTime ?? doc.startTime,
            status_replicaInfo: replicaStatusOf(extra.replicaStatus),
          };
        }),
      );
    },
  );
  table.add(
    {
      ...CALLS.datasetEntities,
      summary:
        "The entities with stored positions in a dataset, joined with the roster: [{entityId, kind: 'player'|'ball'|'unknown', playerId, name, jerseyNumber, position, samples, firstMs, lastMs}] by entity id (the targeted retrack modal's rows and its range). 404 for an unknown dataset.",
      spec: '03 §2 Data Ops edit-entities modal; 03 §7 Entities (dataset-scoped under datasets/{datasetId}/entities)',
      params: z.object({ datasetId: idText }),
      tags: ['data ops'],
    },
    async ({ params }) => {
      const doc = await datasetSession(db, params.datasetId);
      return ok(await datasetEntities(db, doc._id));
    },
  );
  table.add(
    {
      ...CALLS.assignDatasetEntities,
      summary:
        "Assigns entities of a dataset to roster players: body {entities: [{entityId, playerId}]}; the stored positions of each entity become its player's (a tag worn by the wrong player, a raw tag's positions that are a player's), recorded as a dataset.entities.assigned event. retrack=yes then starts a targeted retrack of those players over the dataset's span and answers ['Positions assigned in {ref}: {entity} → {name}; action targetedretrack started']; retrack=no only moves the positions (the numbers are computed again at the next read). The caller's zone (the x-time-zone header's IANA zone, else tzOffset, minutes as Date#getTimezoneOffset, default 0) sets the times of the overlap refusal. Refusals change nothing: 404 unknown dataset or an entity without positions in it; 400 a ball, a player not on the dataset's teams, an entity or a player named twice; 409 when the player already has positions in the moved span ('Player {name} already has positions from hh:mm:ss to hh:mm:ss in this practice'), the dataset is live, a job of it runs, or (retrack=yes) the replica order does not allow a retrack now.",
      spec: '03 §2 Data Ops edit-entities modal (cancel/save); 03 §7 Entities (dataset-scoped under datasets/{datasetId}/entities with retrack=yes); 03 §9 Entities',
      params: z.object({ datasetId: idText }),
      tags: ['data ops'],
    },
    async ({ params, query, body, actor, request }) =>
      ok([
        await assignEntities(
          db,
          worker,
          {
            datasetId: params.datasetId,
            assignments: body.entities,
            retrack: query.retrack === 'yes',
            zone: callerZone(request, query.tzOffset),
          },
          actor,
          now(),
        ),
      ]),
  );
  table.add(
    {
      ...CALLS.processingStatus,
      summary: `Processing Status: the practices and games of a team (or * for all) from ${STATUS_DAYS - 1} days before today to tomorrow in the viewer's time zone (the x-time-zone header's IANA zone, else tzOffset, minutes as Date#getTimezoneOffset, default 0), [{date (yyyy-MM-dd in that zone), teamId, sessionId, datasetRef, name, description, status (LIVE, PROCESSING while a replica stage is in progress, FAILED, SCHEDULED, COMPLETE), warnings, tracking ('53 players · 2 balls')}], newest day first, then by team.`,
      spec: '03 §2 Processing Status; 03 §3 Processing status record; 03 §7 Processing status (path not shown)',
      params: teamOrAll,
      tags: ['data ops'],
    },
    async ({ params, query, request }) => {
      if (params.teamId !== '*') knownTeam(params.teamId);
      const zone = callerZone(request, query.tzOffset);
      // Whole days of the viewer: a day across a daylight-saving change has 23 or 25 hours.
      const inViewers = inZone(zone);
      const today = startOfDay(now(), inViewers);
      const docs = await listSessions(db, {
        fromMs: addDays(today, 1 - STATUS_DAYS, inViewers).getTime(),
        toMs: addDays(today, 2, inViewers).getTime(),
        ...(params.teamId === '*' ? {} : { teamIds: [params.teamId] }),
      });
      const counts = await countsOf(
        db,
        docs.map((d) => d._id),
      );
      const rows: (ProcessingStatusRow & { startTime: number })[] = docs.map((doc) => {
        const failed = extraOf(doc).replicaFailed;
        return {
          ...statusRow(
            doc,
            counts.get(doc._id) ?? { players: 0, balls: 0, unknown: 0 },
            typeof failed === 'string' ? failed : null,
            zone,
          ),
          startTime: doc.startTime,
        };
      });
      return ok(sortStatusRows(rows));
    },
  );
}
