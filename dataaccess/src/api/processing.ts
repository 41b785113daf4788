/**
 * processing/{id}: how far the processing job of a session's final numbers is (03 §2
 * processing bar), polled by the session page while a practice that ended is processed.
 */
import { CALLS } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { processingStatus, type ProcessingJobs } from '../live/processing-job';
import { getSession } from '../sessions/sessions';
import { idText } from './common';

/** Registers processing/{id}. */
export function processingRoutes(table: RouteTable, db: Db, jobs: ProcessingJobs): void {
  table.add(
    {
      ...CALLS.processing,
      summary:
        "How far the processing of a session's final numbers is: [{sessionId, state, percent, players, done, updatedMs}]; state pending (not complete yet, or queued), processing, done (the numbers are kept; percent 100) or failed; percent is the whole share of players done (0..99 while processing). A completed session that nothing processed yet is queued by this call. An unknown session is a 404.",
      spec: '03 §2 Processing bar; 03 §4 Processing (designed: path not shown)',
      params: z.object({ id: idText }),
      tags: ['tracking'],
    },
    async ({ params }) => {
      const doc = await getSession(db, params.id);
      const status = await processingStatus(db, doc);
      // A session that ended without the job being asked for (an import, a crash before the
      // job was queued) is processed from its first poll.
      if (status.state === 'pending' && doc.status === 'complete') jobs.start(doc._id);
      return ok([status]);
    },
  );
}
