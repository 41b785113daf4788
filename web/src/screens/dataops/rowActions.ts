/**
 * Which actions a Data Ops row offers now, and why not (03 §2, §4): nothing while the session
 * has no dataset; otherwise the one refusal rule the worker answers with (state-machines'
 * `refusalOf`: not while a job runs, only the retry of a failed stage, no processing while
 * live, else what the replica order allows), so a button's title is the server's own words.
 */
import { datasetRefOf, type ProcessingAction } from '../../../../domain';
import {
  nextReplicaStatus,
  PROCESSING_ACTION_LABELS,
  PROCESSING_ACTION_OF,
  PROCESSING_ACTION_SERVER_NAMES,
  refusalOf,
  RETRY_ACTION,
  RETRY_EVENT,
  STAGES,
  STAGE_TITLE,
  stageOfCode,
  type Stage,
} from '../../../../state-machines';
import { replicaStatusOf } from './dataopsFilters';
import type { DataOpsRow } from './useDataOpsRows';

/** What the row actions read of a row. */
export type ActionRow = Pick<
  DataOpsRow,
  'datasetId' | 'datasetRef' | 'live' | 'stage' | 'replicaStatus' | 'failed'
>;

const isStage = (value: string): value is Stage => (STAGES as readonly string[]).includes(value);

/**
 * The failed stage of a row (in a sentence) and the action that retries it, or null when its
 * last stage did not fail (or the order takes no retry at its code).
 */
export function failedStage(
  row: Pick<ActionRow, 'replicaStatus' | 'failed'>,
): { stage: string; action: ProcessingAction; why: string } | null {
  const status = replicaStatusOf(row);
  const stage = status.endsWith('_I') ? stageOfCode(status) : null;
  if (row.failed === null || stage === null) return null;
  if (nextReplicaStatus(status, RETRY_EVENT) !== status) return null;
  return {
    stage: STAGE_TITLE[stage],
    action: PROCESSING_ACTION_OF[RETRY_ACTION[stage]],
    why: row.failed,
  };
}

/** Why an action cannot run on a row now (the button's title), or null when it can. */
export function blockedReason(row: ActionRow, action: ProcessingAction): string | null {
  if (row.datasetId === null) return 'This session has no dataset yet.';
  // A failed stage keeps its stage name while it waits for its retry: no job runs then.
  const running = row.failed === null && isStage(row.stage) ? row.stage : null;
  return refusalOf({
    action: PROCESSING_ACTION_SERVER_NAMES[action],
    status: replicaStatusOf(row),
    datasetRef: row.datasetRef ?? datasetRefOf(row.datasetId),
    live: row.live,
    running,
    failed: row.failed,
  });
}

/** The title of an action's button: why it is disabled, what a retry does, or its name. */
export function actionTitle(row: ActionRow, action: ProcessingAction): string {
  const why = blockedReason(row, action);
  if (why !== null) return why;
  const failed = failedStage(row);
  return failed !== null && action === failed.action
    ? `Retry the failed ${failed.stage} (${failed.why}) from where it stopped`
    : PROCESSING_ACTION_LABELS[action];
}
