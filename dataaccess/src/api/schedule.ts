/** The schedule reads of 01 §7: events of a date range, by league and team. */
import { CALLS, type scheduleRangeQuery } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { getSession, listSessions, type SessionDoc } from '../sessions/sessions';
import { silentReceivers } from '../health/venue-health';
import { readStream } from '../event-store';
import { sessionStream } from '../sessions/sessions';

export { teamIdsParam } from '../../../domain';

/**
 * Each live session at a venue with the venue's receivers that went silent during it (one
 * read per venue, however many sessions share it); other sessions as they are.
 */
async function withSilentReceivers(
  db: Db,
  sessions: readonly SessionDoc[],
  nowMs: number,
): Promise<SessionDoc[]> {
  const silent = new Map<string, Promise<string[]>>();
  return Promise.all(
    sessions.map(async (doc) => {
      const siteId = typeof doc.siteId === 'string' ? doc.siteId : '';
      if (doc.status !== 'live' || siteId === '') return doc;
      const key = `${siteId}\u0000${doc.startTime}`;
      let ids = silent.get(key);
      if (ids === undefined) {
        ids = silentReceivers(db, siteId, doc.startTime, nowMs);
        silent.set(key, ids);
      }
      return { ...doc, silentReceivers: await ids };
    }),
  );
}

/** Registers the schedule reads. */
export function scheduleRoutes(table: RouteTable, db: Db, now: () => number): void {
  const events = async (q: z.infer<typeof scheduleRangeQuery>) => {
    const sessions = await listSessions(db, {
      fromMs: q.startTime,
      toMs: q.endTime,
      ...(q.teamids ? { teamIds: q.teamids } : {}),
      ...(q.league ? { leagues: q.league } : {}),
    });
    if (q.receivers !== 'yes') return ok(sessions);
    return ok(await withSilentReceivers(db, sessions, now()));
  };
  table.add(
    {
      ...CALLS.scheduledEvents,
      summary:
        "Practices and games starting in [startTime, endTime), filtered by league and teams. With receivers=yes each live session at a venue adds silentReceivers: the ids of its venue's receivers heard during the session and silent for 5 s or more now (the Monitor's wall).",
      spec: '01 §7 GET scheduledevents',
      tags: ['schedule'],
    },
    ({ query }) => events(query),
  );
  table.add(
    {
      ...CALLS.mobileScheduledEvents,
      summary: 'The mobile variant of scheduledevents (same answer)',
      spec: '01 §7 GET scheduledevents (mobile/ prefix)',
      tags: ['schedule'],
    },
    ({ query }) => events(query),
  );
  table.add(
    {
      ...CALLS.scheduleByGameId,
      summary: 'One schedule event by id',
      spec: '01 §7 GET schedule/gameid/{id}',
      params: z.object({ id: z.string().min(1).max(64) }),
      tags: ['schedule'],
    },
    async ({ params }) => ok([await getSession(db, params.id)]),
  );
  table.add(
    {
      ...CALLS.sessionHistory,
      summary: 'Every event of a practice or game in order: the audit trail (who did what, when)',
      spec: 'designed (issue: event history per practice)',
      params: z.object({ id: z.string().min(1).max(64) }),
      tags: ['schedule'],
    },
    async ({ params }) => {
      await getSession(db, params.id);
      return ok(await readStream(db, sessionStream(params.id)));
    },
  );
}
