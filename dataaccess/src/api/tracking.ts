/**
 * Tracking ingest and the live practice read the session views poll (and the gateway's
 * `practice/{id}/live` topic). A live session's numbers come from the live accumulators; a
 * finished one's from what processing kept, never rebuilt here (decision 0027).
 */
import type { LiveFlights } from '../live/live-flights';
import { CALLS, rawTagEntityId } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { isFinished, type LiveMetrics } from '../live/live-metrics';
import { processingStatus, type ProcessingJobs } from '../live/processing-job';
import { keptMetrics } from '../live/stored-metrics';
import type { MetricValues } from '../metrics';
import { getSession, type SessionDoc } from '../sessions/sessions';
import { venueSiteOf } from '../http/credentials';
import { ingestBatch, validateBatch, type IngestTrack } from '../tracks/ingest';

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or -'),
});

/**
 * A finished session's numbers as processing kept them, with where processing stands. With
 * nothing kept yet the players are empty and the job is queued if nothing asked for it (as
 * `processing/{id}` does), or if its numbers were dropped since by positions stored after it
 * ran: the numbers are computed by the job only, never by this read.
 */
async function finishedValues(db: Db, jobs: ProcessingJobs, doc: SessionDoc) {
  const kept = await keptMetrics(db, doc._id);
  const status = await processingStatus(db, doc);
  if (kept !== null) {
    const values = new Map<string, MetricValues>(kept.map((p) => [p.entityId, p.metrics]));
    return { values, processing: { ...status, state: 'done' as const, percent: 100 } };
  }
  const dropped = status.state === 'done' && status.players > 0;
  if (status.state === 'pending' || dropped) jobs.start(doc._id);
  return {
    values: new Map<string, MetricValues>(),
    processing: dropped ? { ...status, state: 'pending' as const, percent: 0, done: 0 } : status,
  };
}

/** Registers ingest and the live practice read. */
export function trackingRoutes(
  table: RouteTable,
  db: Db,
  live: LiveMetrics,
  jobs: ProcessingJobs,
  now: () => number,
  flights?: LiveFlights,
  onIngested?: (samples: number, duplicate: boolean) => void,
): void {
  table.add(
    {
      ...CALLS.ingest,
      summary:
        "Position samples of a live session at the calling venue key's site in time order (epoch ms, yards), per entity (`entityId`) or per tag (`tagId`, as a location engine reports them), with the sender's batch `sequence`. A tag's samples count for its wearer as the team's entities assign it when the batch is stored (a player by NFL id or jersey, or a ball); a player's several tags make one track; a tag nobody or two entities wear is kept as the raw tag `tag-{id}` and listed in `unresolved`. Acknowledged after commit ({accepted, duplicate, unresolved}: a batch resent with a stored sequence is not stored twice); a bad batch is refused whole with the reason (400), samples of an entity not after its stored ones (a batch racing this one stored them first, or a resend without a sequence) 409, a session not live 409, another venue's 403, a busy or restarting store 503 with Retry-After.",
      spec: 'designed (issue: tracking ingest interface)',
      params: idParams,
      tags: ['tracking'],
    },
    async ({ params, body, request }) => {
      const siteId = venueSiteOf(request);
      // The credential hook lets only a venue key reach ingest; this is its second lock.
      if (siteId === null) throw new ApiError(403, "ingest takes the venue's key");
      // The body's schema lets each track name exactly one of entityId and tagId.
      const sent = body.tracks.map(({ entityId, tagId, ...samples }): IngestTrack =>
        tagId === undefined ? { ...samples, entityId: entityId ?? '' } : { ...samples, tagId },
      );
      const tracks = validateBatch(sent);
      const tagged = new Set(
        sent.flatMap((t) => (t.tagId === undefined ? [] : [rawTagEntityId(t.tagId)])),
      );
      const outcome = await ingestBatch(db, params.id, tracks, {
        siteId,
        sequence: body.sequence,
        nowMs: now(),
        tagged,
      });
      if (!outcome.duplicate) {
        await live.feed(params.id, outcome.tracks);
        await flights?.feed(params.id, outcome.tracks);
      }
      onIngested?.(outcome.accepted, outcome.duplicate);
      const { accepted, duplicate, unresolved } = outcome;
      return ok([{ accepted, duplicate, unresolved }]);
    },
  );
  table.add(
    {
      ...CALLS.livePractice,
      summary:
        "A practice as the live and condensed views show it: one item {header (the session), players: [{id, name, jerseyNumber, position, teamId, metrics}]}. A live session's metrics are the live engine's, up to the newest batch. A finished (complete) session's are the final numbers processing kept (with Relative and _% variants), and the item adds processing {sessionId, state, percent, players, done, updatedMs} as processing/{id} answers it; until they are kept, players is [] and processing says how far the job is (a session nothing processed yet, or whose kept numbers a later upload dropped, is queued by this call).",
      spec: 'designed (02 §7: path of the live load not shown)',
      params: idParams,
      tags: ['tracking'],
    },
    async ({ params }) => {
      const session = await getSession(db, params.id);
      // However it finished (a practice's end, a game marked complete), its accumulators go.
      if (isFinished(session)) live.drop(params.id);
      const finished = isFinished(session) ? await finishedValues(db, jobs, session) : null;
      const values = finished?.values ?? (await live.values(params.id));
      const roster = await db
        .selectFrom('players')
        .select(['player_id', 'name', 'jersey', 'position', 'team_id'])
        .where('team_id', '=', session.teamId)
        .execute();
      const players = roster.flatMap((p) => {
        const metrics = values.get(p.player_id);
        if (metrics === undefined) return [];
        return [
          {
            id: p.player_id,
            name: p.name,
            jerseyNumber: p.jersey,
            position: p.position,
            teamId: p.team_id,
            metrics,
          },
        ];
      });
      return ok([
        finished === null
          ? { header: session, players }
          : { header: session, players, processing: finished.processing },
      ]);
    },
  );
}
