/**
 * Assigning a dataset's entities to roster players (03 §2 Data Ops edit-entities modal, §9
 * Entities): when a tag was worn by the wrong player, or a raw tag's positions belong to a
 * player, the stored positions of that entity become the player's. All or nothing, in one
 * transaction with its event on the dataset's stream; then a targeted retrack of the players
 * who received positions recomputes their numbers.
 */
import { formatDate, type TimeZone, type TrackColumns } from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { isBall } from '../live/stored-metrics';
import { dropKeptGroups } from '../live/kept-groups';
import { runSessionCommand, type SessionDoc } from '../sessions/sessions';
import { insertWindows, loadEntityTrack, rowOf, windowsOf } from '../tracks/ingest';
import { concatTracks, sliceTrack } from '../tracks/window-codec';
import { datasetEntities } from './entities';
import { extraOf } from './record';
import {
  decideAction,
  replicaStatusOf,
  STAGES,
  STAGE_TITLE,
  type Stage,
} from '../../../state-machines';
import { datasetRefOf, datasetSession, type DataOpsWorker } from './worker';

/** The event that records an assignment on the dataset's stream. */
export const ENTITIES_ASSIGNED_EVENT = 'dataset.entities.assigned';

/** One entity's positions to become a player's. */
export interface EntityAssignment {
  readonly entityId: string;
  readonly playerId: string;
}

/** What `PUT datasets/{datasetId}/entities` asks for. */
export interface AssignmentRequest {
  readonly datasetId: string;
  readonly assignments: readonly EntityAssignment[];
  /** Start a targeted retrack of the receiving players once the positions moved. */
  readonly retrack: boolean;
  /** The viewer's zone, for the times of a refusal. */
  readonly zone: TimeZone;
}

/** A roster player who may receive positions. */
interface RosterPlayer {
  readonly playerId: string;
  readonly name: string;
}

/** hh:mm:ss of an epoch ms in the viewer's time zone (24-hour). */
const clockOf = (atMs: number, zone: TimeZone): string => formatDate(atMs, 'HH:mm:ss', zone);

const isStage = (value: unknown): value is Stage => (STAGES as readonly unknown[]).includes(value);

/** Why nothing may change the dataset's positions now, or null. */
function refusalNow(doc: SessionDoc, running: Stage | null, retrack: boolean): string | null {
  const ref = datasetRefOf(doc);
  const cannot = `Entities of ${ref} can't be assigned`;
  const status = replicaStatusOf(extraOf(doc).replicaStatus);
  if (doc.status === 'live') return `${cannot}: it is live; its positions are still coming`;
  const { replicaStage, replicaFailed } = extraOf(doc);
  if (running === null && typeof replicaFailed === 'string' && replicaFailed !== '')
    return `${cannot}: ${replicaFailed}; retry it first`;
  // A job of the dataset runs here, or in a process that left its stage to resume.
  const stage = running ?? (isStage(replicaStage) ? replicaStage : null);
  if (stage !== null)
    return `${cannot}: its ${STAGE_TITLE[stage]} is running (${status}); wait for it to complete`;
  if (!retrack) return null;
  const decision = decideAction({
    action: 'targetedretrack',
    status,
    datasetRef: ref,
    live: false,
    running: null,
    failed: null,
  });
  return decision.ok ? null : `${cannot}: ${decision.message}`;
}

/** The request's shape rules: something to assign, each entity and each player once. */
function checkShape(assignments: readonly EntityAssignment[]): void {
  const twice = (ids: readonly string[]) => ids.find((id, i) => ids.indexOf(id) !== i);
  const entity = twice(assignments.map((a) => a.entityId));
  if (entity !== undefined) throw new ApiError(400, `Entity ${entity} is assigned twice`);
  const player = twice(assignments.map((a) => a.playerId));
  if (player !== undefined)
    throw new ApiError(400, `Player ${player} receives the positions of two entities`);
  const same = assignments.find((a) => a.entityId === a.playerId);
  if (same !== undefined)
    throw new ApiError(400, `Entity ${same.entityId} is already player ${same.playerId}`);
  const ball = assignments.find((a) => isBall(a.playerId));
  if (ball !== undefined)
    throw new ApiError(400, `${ball.playerId} is a ball; positions go to a roster player`);
}

/** The receiving players, each on a roster of the dataset's teams. */
async function rosterPlayers(
  db: Db,
  doc: SessionDoc,
  playerIds: readonly string[],
): Promise<Map<string, RosterPlayer>> {
  const teams = [
    ...new Set(
      [doc.teamId, doc.homeTeamId, doc.visitorTeamId].filter(
        (t): t is string => typeof t === 'string' && t !== '',
      ),
    ),
  ];
  const rows = await db
    .selectFrom('players')
    .select(['player_id', 'name', 'team_id'])
    .where('player_id', 'in', playerIds)
    .execute();
  const onTeams = new Map(
    rows
      .filter((r) => teams.includes(r.team_id))
      .map((r) => [r.player_id, { playerId: r.player_id, name: r.name }]),
  );
  const outside = playerIds.filter((id) => !onTeams.has(id));
  if (outside.length > 0)
    throw new ApiError(
      400,
      `${outside.map((id) => `Player ${id}`).join(', ')} ${outside.length > 1 ? 'are' : 'is'} not on the roster of ${datasetRefOf(doc)}'s ${teams.length > 1 ? 'teams' : 'team'} (${teams.join(', ')})`,
    );
  return onTeams;
}

/** `track` with `moved` put in: refused when `track` has samples inside `moved`'s span. */
function mergedTrack(
  playerId: string,
  own: TrackColumns | null,
  moved: TrackColumns,
  refuse: (fromMs: number, toMs: number) => never,
): TrackColumns {
  const firstMs = moved.atMs[0] ?? 0;
  const lastMs = moved.atMs[moved.atMs.length - 1] ?? firstMs;
  const relabelled = { ...moved, entityId: playerId };
  if (own === null) return relabelled;
  const inside = sliceTrack(own, firstMs, lastMs + 1);
  if (inside.atMs.length > 0)
    refuse(inside.atMs[0] ?? firstMs, inside.atMs[inside.atMs.length - 1] ?? lastMs);
  return concatTracks(playerId, [
    sliceTrack(own, -Infinity, firstMs),
    relabelled,
    sliceTrack(own, lastMs + 1, Infinity),
  ]);
}

/**
 * Moves the positions of each assigned entity of a dataset to its player, and with `retrack`
 * starts a targeted retrack of those players. Refusals (ApiError) change nothing: 404 unknown
 * dataset or an entity without positions in it; 400 a ball, a player not on the dataset's
 * teams, an entity or player named twice; 409 overlapping positions, a live dataset, a job
 * running, or (with `retrack`) a retrack the replica order does not allow now.
 */
export async function assignEntities(
  db: Db,
  worker: DataOpsWorker,
  request: AssignmentRequest,
  actor: string,
  nowMs: number,
): Promise<string> {
  const { assignments, retrack } = request;
  const doc = await datasetSession(db, request.datasetId);
  checkShape(assignments);
  const ref = datasetRefOf(doc);
  const known = new Map((await datasetEntities(db, doc._id)).map((e) => [e.entityId, e]));
  for (const { entityId } of assignments) {
    const entity = known.get(entityId);
    if (entity === undefined) throw notFound(`entity ${entityId} with positions in ${ref}`);
    if (entity.kind === 'ball')
      throw new ApiError(400, `${entityId} is a ball; only a player's or a tag's positions move`);
  }
  const players = await rosterPlayers(
    db,
    doc,
    assignments.map((a) => a.playerId),
  );
  const early = refusalNow(doc, worker.runningStage(doc._id), retrack);
  if (early !== null) throw new ApiError(409, early);

  const sources = new Set(assignments.map((a) => a.entityId));
  const where = doc.type === 'game' ? 'game' : 'practice';
  const tracks: TrackColumns[] = [];
  // The windows read: the transaction must find and remove exactly these.
  let stored = 0;
  const moves: {
    from: string;
    to: string;
    samples: number;
    windows: number;
    firstMs: number;
    lastMs: number;
  }[] = [];
  for (const { entityId, playerId } of assignments) {
    const moved = await loadEntityTrack(db, doc._id, entityId);
    if (moved === null) throw notFound(`entity ${entityId} with positions in ${ref}`);
    // A player who gives their own positions away in this request keeps none of them.
    const own = sources.has(playerId) ? null : await loadEntityTrack(db, doc._id, playerId);
    const player = players.get(playerId);
    const track = mergedTrack(playerId, own, moved, (fromMs, toMs) => {
      throw new ApiError(
        409,
        `Player ${player?.name ?? playerId} already has positions from ${clockOf(fromMs, request.zone)} to ${clockOf(toMs, request.zone)} in this ${where}`,
      );
    });
    const windows = [...windowsOf(moved)].length;
    tracks.push(track);
    stored += windows + (own === null ? 0 : [...windowsOf(own)].length);
    moves.push({
      from: entityId,
      to: playerId,
      samples: moved.atMs.length,
      windows,
      firstMs: moved.atMs[0] ?? 0,
      lastMs: moved.atMs[moved.atMs.length - 1] ?? 0,
    });
  }

  const targets = assignments.map((a) => a.playerId);
  const rewritten = [...new Set([...sources, ...targets])];
  await db.transaction().execute(async (trx) => {
    const [removed] = await trx
      .deleteFrom('track_windows')
      .where('session_id', '=', doc._id)
      .where('entity_id', 'in', rewritten)
      .execute();
    // Another assignment of these entities committed since they were read.
    if (Number(removed?.numDeletedRows ?? 0) !== stored)
      throw new ApiError(409, `Entities of ${ref} changed meanwhile; reload and try again`);
    await insertWindows(
      trx,
      tracks.flatMap((t) => [...windowsOf(t)].map(([w, part]) => rowOf(doc._id, w, part))),
    );
    // Numbers kept from the old positions: the entities left without positions lose theirs;
    // without a retrack the next read computes every player again (as after an ingest).
    const emptied = [...sources].filter((s) => !targets.includes(s));
    const kept = trx.deleteFrom('session_metrics').where('session_id', '=', doc._id);
    if (!retrack) await kept.execute();
    else if (emptied.length > 0) await kept.where('entity_id', 'in', emptied).execute();
    await dropKeptGroups(trx, doc._id);
    await runSessionCommand(
      trx,
      doc._id,
      (current) => {
        // Decided again on the document this transaction reads, with no await since the check.
        const late = refusalNow(current, worker.runningStage(doc._id), retrack);
        if (late !== null) throw new ApiError(409, late);
        return {
          events: [{ type: ENTITIES_ASSIGNED_EVENT, data: { assignments: moves, retrack } }],
          doc: current,
        };
      },
      actor,
      nowMs,
    );
  });

  const names = assignments
    .map((a) => `${a.entityId} → ${players.get(a.playerId)?.name ?? a.playerId}`)
    .join(', ');
  const assigned = `Positions assigned in ${ref}: ${names}`;
  if (!retrack) return `${assigned}; retrack to recompute the numbers`;
  // The retrack covers the dataset's whole span: the players' numbers from all their positions.
  const span = await datasetEntities(db, doc._id);
  try {
    const started = await worker.command(
      {
        action: 'targetedretrack',
        datasetId: request.datasetId,
        teamId: '*',
        entities: targets,
        startMs: Math.min(...span.map((e) => e.firstMs)),
        endMs: Math.max(...span.map((e) => e.lastMs)) + 1,
      },
      actor,
    );
    return `${assigned}; ${started}`;
  } catch (error) {
    // Only a job started between the assignment and here gets this far.
    const why = error instanceof Error ? error.message : String(error);
    throw new ApiError(
      409,
      `${assigned}, but the targeted retrack did not start (${why}); run it again`,
    );
  }
}
