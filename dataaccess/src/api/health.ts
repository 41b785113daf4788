/**
 * Venue health calls: the location engine's health ingest beside its positions, and the
 * venue_proxy read of the Health screen (03 §2 Health, §7 venue_proxy).
 */
import { CALLS } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { venueSiteOf } from '../http/credentials';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import {
  checkHealthBatch,
  DEFAULT_WINDOW_MS,
  healthDPackets,
  healthPlot,
  healthSensors,
  healthSummary,
  healthTags,
  storeHealthBatch,
  venueOfHost,
  type HealthWindow,
} from '../health/venue-health';
import { idText } from './common';

/** The instant and window a read describes: `time` (now when live), the last 5 min by default. */
export function windowOf(
  q: { time?: number | undefined; start?: number | undefined; stop?: number | undefined },
  now: number,
): HealthWindow {
  const time = q.time ?? now;
  const stop = q.stop ?? (q.start !== undefined ? q.start + DEFAULT_WINDOW_MS : time);
  const start = q.start ?? stop - DEFAULT_WINDOW_MS;
  return { time, start, stop };
}

/** Registers the health ingest and venue_proxy. */
export function healthRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.ingestVenueHealth,
      summary:
        "A venue's health from its location engine: per receiver and second its T (located), D (diagnostic), P (ping) and N (not located) packet counts, the D packets it decoded and the tags it hears; hostIp names the venue in venue_proxy. Refused whole with the reason; rows older than 24 h are dropped.",
      spec: 'designed (issue 21 item 5: the venue health feed; 03 §7 venue_proxy reads it)',
      params: z.object({ siteId: idText }),
      tags: ['tracking'],
    },
    async ({ params, body, request }) => {
      // A venue's key reports its own venue's health only (decision 0028).
      const keySite = venueSiteOf(request);
      if (keySite !== params.siteId) {
        throw new ApiError(
          403,
          `this venue key is for venue ${keySite ?? '(none)'}, not ${params.siteId}`,
        );
      }
      const at = now();
      checkHealthBatch(body, at);
      return ok([await storeHealthBatch(db, params.siteId, body, at)]);
    },
  );
  table.add(
    {
      ...CALLS.venueProxy,
      summary:
        "A venue's health by its engine's host ip: api=summary (tcount..npercent), sensors (id, location, last_time, age, t_total, n_total, stale), taginfo (entity_id, type, last_time, age), dpackets (id, entity, level, time, type) or plot (time s, locate_value, non_locate_value) at `time` (now when live) over [start, stop) (default the 5 min before time)",
      spec: '03 §7 Health: GET venue_proxy?ip&api=summary/sensors/taginfo/dpackets/plot (time, start, stop)',
      tags: ['health'],
    },
    async ({ query }) => {
      const siteId = await venueOfHost(db, query.ip);
      const w = windowOf(query, now());
      switch (query.api) {
        case 'summary':
          return ok([await healthSummary(db, siteId, w)]);
        case 'sensors':
          return ok(await healthSensors(db, siteId, w));
        case 'taginfo':
          return ok(await healthTags(db, siteId, w));
        case 'dpackets':
          return ok(await healthDPackets(db, siteId, w));
        case 'plot':
          return ok(await healthPlot(db, siteId, w));
      }
    },
  );
}
