/**
 * Starting and stopping practices (01 §7 datasets, dataset/{id}/checkreplica and
 * stoppractice) and the manage page's calls (03 §7 "get practice, update practice, start and
 * end period, start and end practice", paths not shown, and Delete practice). Every change
 * is one command of the practice rule book, appended in one transaction.
 */
import { CALLS, MSG_PRACTICE_NOT_DELETED, msgReplicaCheckFailed, teamById } from '../../../domain';
import type { PracticeCommand } from '../../../state-machines';
import type { Db } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { getActiveSession } from '../sessions/sessions';
import { editOf, practiceOf, startPractice } from './practice-lifecycle';
import { idParams, runPracticeCommand, versionHeader } from './practices';

/**
 * Registers datasets, checkreplica, stoppractice and the manage calls; `ended` hears each
 * practice a call ended (its processing job starts).
 */
export function manageRoutes(
  table: RouteTable,
  db: Db,
  now: () => number,
  ended: (sessionId: string) => void,
): void {
  /** One rule-book command; `ifMatch` is the If-Match header (the version the caller read). */
  const command = async (
    id: string,
    cmd: PracticeCommand,
    actor: string,
    ifMatch: string | string[] | undefined,
  ) => {
    const doc = await runPracticeCommand(db, id, cmd, actor, now(), versionHeader(ifMatch));
    if (cmd.type === 'practice.stop') ended(id);
    return doc;
  };

  for (const call of [CALLS.startDataset, CALLS.mobileStartPractice]) {
    const { path } = call;
    table.add(
      {
        ...call,
        summary:
          path === 'datasets'
            ? "Starts a practice (01 §4): body is the schedule item (its _id and teamId are used). The first period starts now and the practice's dataset opens; the answer is the live item with dataset_id (the practice id, which dataset/{id} calls take) and dataset_ref_id. A practice that is not planned gets 409 with the rule's message."
            : 'The mobile variant of POST datasets (same body and answer)',
        spec:
          path === 'datasets'
            ? '01 §7 POST datasets (start practice); 03 §7 Start practice'
            : 'designed (01 §7 "mobile startpractice variant", path not shown)',
        tags: ['practices'],
      },
      async ({ query, body, actor, request }) => {
        await practiceOf(db, body._id, [body.teamId]);
        if (query.teamids && !query.teamids.includes(body.teamId)) {
          throw new ApiError(400, `body.teamId: ${body.teamId} is not among query teamids`);
        }
        return ok([
          await startPractice(
            db,
            body._id,
            actor,
            now(),
            versionHeader(request.headers['if-match']),
          ),
        ]);
      },
    );
  }
  table.add(
    {
      ...CALLS.checkReplica,
      summary:
        "Whether the started practice's dataset has its replica: [{datasetId, dataset_ref_id, replicaOk, replicaStatus, message}]; message is the alert text of 01 §8 when not ok",
      spec: '01 §7 GET dataset/{id}/checkreplica',
      params: idParams,
      tags: ['practices'],
    },
    async ({ params }) => {
      const doc = await getActiveSession(db, params.id);
      const extra = (doc.extraData ?? {}) as { replicaStatus?: unknown };
      const datasetId = typeof doc.dataset_id === 'string' ? doc.dataset_id : null;
      const status = typeof extra.replicaStatus === 'string' ? extra.replicaStatus : null;
      const replicaOk = datasetId !== null && status !== null;
      const team = teamById(doc.teamId)?.teamFullName ?? doc.teamId;
      return ok([
        {
          datasetId,
          dataset_ref_id: typeof doc.dataset_ref_id === 'string' ? doc.dataset_ref_id : null,
          replicaOk,
          replicaStatus: replicaOk ? status : null,
          message: replicaOk ? 'ok' : msgReplicaCheckFailed(doc.name, team),
        },
      ]);
    },
  );
  table.add(
    {
      ...CALLS.stopPractice,
      summary:
        'Stops a live practice (01 §4): every period finished (missing start or end set to now), end set, step index 2, type complete. A practice that is not live gets 409.',
      spec: '01 §7 dataset/{id}/stoppractice (method not shown: POST, it changes state)',
      params: idParams,
      tags: ['practices'],
    },
    async ({ params, actor, request }) => {
      const doc = await practiceOf(db, params.id);
      if (doc.dataset_id === undefined) throw notFound(`dataset of practice ${params.id}`);
      return ok([
        await command(params.id, { type: 'practice.stop' }, actor, request.headers['if-match']),
      ]);
    },
  );

  table.add(
    {
      ...CALLS.managedPractice,
      summary:
        'The practice as the manage page edits it (the schedule item with its periods and version)',
      spec: 'designed (03 §7 Other: get practice, path not shown)',
      params: idParams,
      tags: ['manage'],
    },
    async ({ params, query }) =>
      ok([await practiceOf(db, params.id, query.teamId ? [query.teamId] : undefined)]),
  );
  table.add(
    {
      ...CALLS.editManagedPractice,
      summary:
        'Updates a practice (the debounced save of the manage page): any of name, description, intensity, rooftype, profileName, start, drills; other fields are ignored. Header If-Match: the version read.',
      spec: 'designed (03 §7 Other: update practice, path not shown)',
      params: idParams,
      tags: ['manage'],
    },
    async ({ params, query, body, actor, request }) => {
      await practiceOf(db, params.id, query.teamId ? [query.teamId] : undefined);
      const changes = editOf(body);
      return ok([
        await command(
          params.id,
          { type: 'practice.edit', changes },
          actor,
          request.headers['if-match'],
        ),
      ]);
    },
  );
  const steps: {
    call: typeof CALLS.startPeriod | typeof CALLS.endPeriod | typeof CALLS.endPractice;
    path: string;
    summary: string;
    cmd: (q: { chained?: string | undefined }) => PracticeCommand;
  }[] = [
    {
      call: CALLS.startPeriod,
      path: 'startperiod',
      summary:
        'Starts the next period now, or 100 ms after the previous end with chained=true (01 §4)',
      cmd: (q) => ({ type: 'period.start', chained: q.chained === 'true' }),
    },
    {
      call: CALLS.endPeriod,
      path: 'endperiod',
      summary: 'Ends the period in progress now (01 §4)',
      cmd: () => ({ type: 'period.end' }),
    },
    {
      call: CALLS.endPractice,
      path: 'endpractice',
      summary: 'Ends the practice: the same as dataset/{id}/stoppractice',
      cmd: () => ({ type: 'practice.stop' }),
    },
  ];
  for (const step of steps) {
    table.add(
      {
        ...step.call,
        summary: `${step.summary}. Refusals by the practice rule book are 409 with the rule's message.`,
        spec: `designed (03 §7 Other: ${step.path}, path not shown)`,
        params: idParams,
        tags: ['manage'],
      },
      async ({ params, query, actor, request }) => {
        await practiceOf(db, params.id);
        return ok([await command(params.id, step.cmd(query), actor, request.headers['if-match'])]);
      },
    );
  }
  table.add(
    {
      ...CALLS.startPractice,
      summary: 'Starts the practice: the same as POST datasets for this practice',
      spec: 'designed (03 §7 Other: start practice, path not shown)',
      params: idParams,
      tags: ['manage'],
    },
    async ({ params, actor, request }) => {
      await practiceOf(db, params.id);
      return ok([
        await startPractice(
          db,
          params.id,
          actor,
          now(),
          versionHeader(request.headers['if-match']),
        ),
      ]);
    },
  );
  table.add(
    {
      ...CALLS.deleteManagedPractice,
      summary:
        'Deletes a practice (teamId and league as 03 §7 sends them); its history stays readable',
      spec: '03 §7 Delete practice',
      params: idParams,
      tags: ['manage'],
    },
    async ({ params, query, actor, request }) => {
      await practiceOf(db, params.id, query.teamId ? [query.teamId] : undefined);
      return ok([
        await command(params.id, { type: 'practice.delete' }, actor, request.headers['if-match']),
      ]);
    },
  );
  table.add(
    {
      ...CALLS.deleteManagedWithoutId,
      summary: `Delete without a practice id: always refused, 400 '${MSG_PRACTICE_NOT_DELETED}: no practice id'`,
      spec: '03 §7 Delete practice (refusal without an id)',
      tags: ['manage'],
    },
    () => Promise.reject(new ApiError(400, `${MSG_PRACTICE_NOT_DELETED}: no practice id`)),
  );
}
