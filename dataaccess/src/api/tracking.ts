/** Tracking ingest and the live practice read the session views poll. */
import { CALLS } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import type { LiveMetrics } from '../live/live-metrics';
import { getSession } from '../sessions/sessions';
import { storeBatch, validateBatch } from '../tracks/ingest';

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
});

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or -'),
});

/** Registers ingest and the live practice read. */
export function trackingRoutes(table: RouteTable, db: Db, live: LiveMetrics): void {
  table.add(
    {
      ...CALLS.ingest,
      summary:
        'Position samples of a session, per entity in time order (epoch ms, yards). Acknowledged after commit; a bad batch is refused whole with the reason.',
      spec: 'designed (issue: tracking ingest interface)',
      params: idParams,
      body: ingestBody,
      tags: ['tracking'],
    },
    async ({ params, body }) => {
      await getSession(db, params.id);
      const tracks = validateBatch(body.tracks);
      const accepted = await storeBatch(db, params.id, tracks);
      await live.feed(params.id, tracks);
      return ok([{ accepted }]);
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
