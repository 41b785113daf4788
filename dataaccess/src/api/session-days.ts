/**
 * The date selector's load (02 §5: it polls every 5 s until its status is done): the days
 * of a team's practices or games in a window, and whether their numbers are ready. A
 * completed session whose positions are stored but whose metrics are not kept yet (a
 * practice that just ended, or a season history being filled) has them computed in the
 * background; until every such job is done the answer says 'loading', and 'failed' when a
 * job failed (its message is given, and the next call tries that session again).
 */
import { CALLS, type SessionDaysRow } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { sessionPlayerMetrics } from '../live/stored-metrics';
import { listSessions } from '../sessions/sessions';
import { idText, knownTeam } from './common';

/** Where the metrics of a session stand. */
type Job = { state: 'running' } | { state: 'failed'; message: string; atMs: number };

/** A failed computation is tried again on a call this long after it failed. */
const RETRY_AFTER_MS = 60_000;

const params = z.object({
  teamId: idText,
  event: z.enum(['practices', 'games'], { message: 'practices or games' }),
});

/** Registers sessiondays/{teamId}/{event}. */
export function sessionDayRoutes(table: RouteTable, db: Db, now: () => number): void {
  const jobs = new Map<string, Job>();

  /** Computes and keeps one session's metrics; its job is forgotten once they are kept. */
  const compute = (sessionId: string, run: () => Promise<unknown>) => {
    jobs.set(sessionId, { state: 'running' });
    run().then(
      () => {
        jobs.delete(sessionId);
      },
      (error: unknown) => {
        jobs.set(sessionId, {
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
          atMs: now(),
        });
      },
    );
  };

  table.add(
    {
      ...CALLS.sessionDays,
      summary:
        "The date selector's days: one item {status: loading | loaded | failed, sessions: [{id, startTime, status, metrics: ready | computing | failed | none}], failures: [{id, message}]} for the team's practices or games starting in startTime..endTime. Completed sessions with stored positions but no kept metrics are computed in the background (a failed one again a minute later); poll (every 5 s) until the status is loaded or failed.",
      spec: '02 §5 date selector (polls every 5 s until done; status loading, loaded or failed)',
      params,
      tags: ['sessions'],
    },
    async ({ params: p, query }) => {
      knownTeam(p.teamId);
      const docs = await listSessions(db, {
        fromMs: query.startTime,
        toMs: query.endTime,
        teamIds: [p.teamId],
        kind: p.event === 'practices' ? 'practice' : 'game',
      });
      const complete = docs.filter((d) => d.status === 'complete').map((d) => d._id);
      const kept = new Set(
        complete.length === 0
          ? []
          : (
              await db
                .selectFrom('session_metrics')
                .select('session_id')
                .distinct()
                .where('session_id', 'in', complete)
                .execute()
            ).map((r) => r.session_id),
      );
      const waiting = complete.filter((id) => !kept.has(id));
      const tracked = new Set(
        waiting.length === 0
          ? []
          : (
              await db
                .selectFrom('track_windows')
                .select('session_id')
                .distinct()
                .where('session_id', 'in', waiting)
                .execute()
            ).map((r) => r.session_id),
      );
      for (const doc of docs) {
        const job = jobs.get(doc._id);
        const retry = job?.state === 'failed' && now() - job.atMs >= RETRY_AFTER_MS;
        if (tracked.has(doc._id) && (job === undefined || retry)) {
          compute(doc._id, () => sessionPlayerMetrics(db, doc));
        }
      }
      const metricsOf = (id: string): SessionDaysRow['sessions'][number]['metrics'] => {
        if (kept.has(id)) return 'ready';
        const job = jobs.get(id);
        if (job !== undefined) return job.state === 'running' ? 'computing' : 'failed';
        return 'none';
      };
      const sessions = docs.map((d) => ({
        id: d._id,
        startTime: d.startTime,
        status: d.status,
        metrics: metricsOf(d._id),
      }));
      const failures = sessions.flatMap((s) => {
        const job = jobs.get(s.id);
        return job?.state === 'failed' ? [{ id: s.id, message: job.message }] : [];
      });
      const status = sessions.some((s) => s.metrics === 'computing')
        ? 'loading'
        : failures.length > 0
          ? 'failed'
          : 'loaded';
      return ok([{ status, sessions, failures }]);
    },
  );
}
