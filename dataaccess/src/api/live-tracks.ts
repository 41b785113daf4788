/** The live map's read: every entity's positions of the last second of a session (10 Hz). */
import { CALLS } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { getSession } from '../sessions/sessions';
import { loadTracks } from '../tracks/ingest';
import { WINDOW_MS } from '../tracks/window-codec';

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or -'),
});

/** Registers `livetracks/:id`. */
export function liveTrackRoutes(table: RouteTable, db: Db): void {
  table.add(
    {
      ...CALLS.liveTracks,
      summary:
        "Positions of the last second (lastMs, default 1000) before the session's newest sample: one row per entity with its sample times and x, y in yards",
      spec: 'designed (02 live map: 1 s refresh of the last second at 10 Hz)',
      params: idParams,
      tags: ['tracking'],
    },
    async ({ params, query: q }) => {
      await getSession(db, params.id);
      const lastMs = q.lastMs ?? 1000;
      const newest = await db
        .selectFrom('track_windows')
        .select((eb) => eb.fn.max('window_ms').as('window_ms'))
        .where('session_id', '=', params.id)
        .executeTakeFirst();
      const newestWindow = newest?.window_ms ?? null;
      if (newestWindow === null) return ok([]);
      const recent = await loadTracks(db, params.id, newestWindow - WINDOW_MS);
      const endMs = Math.max(...recent.map((t) => t.atMs[t.atMs.length - 1] ?? -Infinity));
      return ok(
        recent
          .map((t) => {
            const keep = [...t.atMs.keys()].filter((i) => (t.atMs[i] ?? 0) > endMs - lastMs);
            return {
              entityId: t.entityId,
              atMs: keep.map((i) => t.atMs[i] ?? 0),
              xYd: keep.map((i) => Math.round((t.xYd[i] ?? 0) * 100) / 100),
              yYd: keep.map((i) => Math.round((t.yYd[i] ?? 0) * 100) / 100),
            };
          })
          .filter((t) => t.atMs.length > 0),
      );
    },
  );
}
