/**
 * Targeted reprocess (02 §4, §5, §6, §7): staff pick players of a completed practice and
 * their numbers are computed again by the metrics engine from the stored positions, with
 * the same inputs as the kept metrics (the team's past week and speed targets), and kept in
 * place of those players' rows; every other player's row stays as it is.
 */
import { CALLS, MAX_REPROCESS_PLAYERS } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import {
  computePlayerMetrics,
  isBall,
  metricsInputs,
  replacePlayerMetrics,
  sessionPlayerMetrics,
} from '../live/stored-metrics';
import { getSession } from '../sessions/sessions';
import { loadTracksOf } from '../tracks/ingest';
import { idText } from './common';

/** Registers partialreprocess/{id}. */
export function reprocessRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.partialReprocess,
      summary: `Computes again, from the stored positions, the metrics of chosen players of a completed practice and keeps them in place of those players' numbers (others are left as they are); fullpractice and the lists read the new numbers at once. Body: {players: [id]}, 1 to ${MAX_REPROCESS_PLAYERS} distinct player ids. Answers [{sessionId, players, reprocessedAt (epoch ms)}]. 404 for an unknown session; 409 for a game or a practice not completed; 400 for a player without stored positions in the session. Nothing changes on an error.`,
      spec: '02 §7 POST partialreprocess/{id}; 02 §4 targeted reprocess; 02 §5, §6',
      params: z.object({ id: idText }),
      tags: ['session data'],
    },
    async ({ params, body }) => {
      const doc = await getSession(db, params.id);
      if (doc.type === 'game' || doc.status !== 'complete')
        throw new ApiError(
          409,
          `session ${params.id} is ${doc.type === 'game' ? 'a game' : `a ${doc.status} practice`}: a targeted reprocess is for completed practices`,
        );
      const balls = body.players.filter((id) => isBall(id));
      if (balls.length > 0)
        throw new ApiError(
          400,
          `players: ${balls.join(', ')} ${balls.length > 1 ? 'are balls' : 'is a ball'}, not players`,
        );
      const tracks = (await loadTracksOf(db, doc._id, body.players)).filter(
        (t) => t.atMs.length > 0,
      );
      const tracked = new Set(tracks.map((t) => t.entityId));
      const missing = body.players.filter((id) => !tracked.has(id));
      if (missing.length > 0)
        throw new ApiError(
          400,
          `players: ${missing.join(', ')} ${missing.length > 1 ? 'have' : 'has'} no stored positions in session ${doc._id}`,
        );
      const fresh = computePlayerMetrics(doc, tracks, await metricsInputs(db, doc));
      const replaced = await db
        .transaction()
        .execute((trx) => replacePlayerMetrics(trx, doc, fresh));
      // Nothing was kept (an ingest dropped it): keep every player's numbers now, as a read would.
      if (!replaced) await sessionPlayerMetrics(db, doc);
      return ok([{ sessionId: doc._id, players: body.players, reprocessedAt: now() }]);
    },
  );
}
