/** Tracking ingest and the live practice read the session views poll. */
import { CALLS } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import type { LiveMetrics } from '../live/live-metrics';
import { getSession } from '../sessions/sessions';
import { venueSiteOf } from '../http/credentials';
import { ApiError } from '../http/envelope';
import { ingestBatch, validateBatch } from '../tracks/ingest';

const numbers = z.array(z.number()).max(200_000);

const ingestBody = z.object({
  tracks: z
    .array(
      z.object({
        entityId: z.string().min(1).max(64),
        atMs: numbers,
        xYd: numbers,
        yYd: numbers,
        zYd: numbers.optional(),
      }),
    )
    .min(1)
    .max(1000),
  /**
   * The sender's number for this batch, unique within the session: a batch sent again with
   * its number (its answer was lost) is answered `duplicate: true` and not stored twice.
   */
  sequence: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or -'),
});

/** Registers ingest and the live practice read. */
export function trackingRoutes(
  table: RouteTable,
  db: Db,
  live: LiveMetrics,
  now: () => number,
): void {
  table.add(
    {
      ...CALLS.ingest,
      summary:
        "Position samples of a live session at the calling venue key's site, per entity in time order (epoch ms, yards), with the sender's batch `sequence`. Acknowledged after commit ({accepted, duplicate}: a batch resent with a stored sequence is not stored twice); a bad batch is refused whole with the reason (400), a session not live 409, another venue's 403, a busy or restarting store 503 with Retry-After.",
      spec: 'designed (issue: tracking ingest interface)',
      params: idParams,
      body: ingestBody,
      tags: ['tracking'],
    },
    async ({ params, body, request }) => {
      const siteId = venueSiteOf(request);
      // The credential hook lets only a venue key reach ingest; this is its second lock.
      if (siteId === null) throw new ApiError(403, "ingest takes the venue's key");
      const tracks = validateBatch(body.tracks);
      const outcome = await ingestBatch(db, params.id, tracks, {
        siteId,
        sequence: body.sequence,
        nowMs: now(),
      });
      if (!outcome.duplicate) await live.feed(params.id, tracks);
      return ok([outcome]);
    },
  );
  table.add(
    {
      ...CALLS.livePractice,
      summary:
        'A practice as the live and condensed views show it: header, periods and every tracked player with metrics',
      spec: 'designed (02 §7: path of the live load not shown)',
      params: idParams,
      tags: ['tracking'],
    },
    async ({ params }) => {
      const session = await getSession(db, params.id);
      const values = await live.values(params.id);
      const roster = await db
        .selectFrom('players')
        .select(['player_id', 'name', 'jersey', 'position', 'team_id'])
        .where('team_id', '=', session.teamId)
        .execute();
      const players = roster
        .filter((p) => values.has(p.player_id))
        .map((p) => ({
          id: p.player_id,
          name: p.name,
          jerseyNumber: p.jersey,
          position: p.position,
          teamId: p.team_id,
          metrics: values.get(p.player_id),
        }));
      return ok([{ header: session, players }]);
    },
  );
}
