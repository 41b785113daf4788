/** The schedule reads of 01 §7: events of a date range, by league and team. */
import { CALLS, type scheduleRangeQuery } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { getSession, listSessions } from '../sessions/sessions';
import { readStream } from '../event-store';
import { sessionStream } from '../sessions/sessions';

export { teamIdsParam } from '../../../domain';

/** Registers the schedule reads. */
export function scheduleRoutes(table: RouteTable, db: Db): void {
  const events = async (q: z.infer<typeof scheduleRangeQuery>) =>
    ok(
      await listSessions(db, {
        fromMs: q.startTime,
        toMs: q.endTime,
        ...(q.teamids ? { teamIds: q.teamids } : {}),
        ...(q.league ? { leagues: q.league } : {}),
      }),
    );
  table.add(
    {
      ...CALLS.scheduledEvents,
      summary: 'Practices and games starting in [startTime, endTime), filtered by league and teams',
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
