/**
 * Which actions a Data Ops row offers now, and why not (03 §2, §4): nothing while the session
 * has no dataset or one of its jobs runs, no processing while it is live (its positions are
 * still coming; its schedule may be saved), only the retry of a stage that failed (its own
 * action, where the replica order takes a retry), else what the replica order allows. Pure.
 */
import type { ProcessingAction } from '../../../../domain';
import {
  actionBlockedReason,
  nextReplicaStatus,
  PROCESSING_ACTION_LABELS,
  type ReplicaStatus,
} from '../../../../state-machines';
import { replicaStatusOf } from './dataopsFilters';
import type { DataOpsRow } from './useDataOpsRows';

/** What the row actions read of a row. */
export type ActionRow = Pick<
  DataOpsRow,
  'datasetId' | 'live' | 'stage' | 'stagePercent' | 'replicaStatus' | 'failed'
>;

/** The stage of each in-progress code, in a sentence, and the action that retries it. */
const RETRY_OF: Readonly<
  Partial<Record<ReplicaStatus, { readonly stage: string; readonly action: ProcessingAction }>>
> = {
  I_I: { stage: 'launch', action: 'launch' },
  R_I: { stage: 'retrack', action: 'retrack' },
  B_I: { stage: 'ball flight retrack', action: 'ballFlightRetrack' },
  F_I: { stage: 'termination', action: 'finalize' },
};

/**
 * The failed stage of a row and the action that retries it, or null when its last stage did
 * not fail (or the order takes no retry at its code).
 */
export function failedStage(
  row: Pick<ActionRow, 'replicaStatus' | 'failed'>,
): { stage: string; action: ProcessingAction; why: string } | null {
  const status = replicaStatusOf(row);
  const retry = RETRY_OF[status];
  if (row.failed === null || retry === undefined) return null;
  if (nextReplicaStatus(status, 'replica.retry') !== status) return null;
  return { ...retry, why: row.failed };
}

/** Why an action cannot run on a row now (the button's title), or null when it can. */
export function blockedReason(row: ActionRow, action: ProcessingAction): string | null {
  if (row.datasetId === null) return 'This session has no dataset yet.';
  const failed = failedStage(row);
  if (failed !== null) {
    // No job runs: the failed stage waits for its retry, with the window it started with.
    if (action === failed.action) return null;
    return `The ${failed.stage} failed (${failed.why}): only ${PROCESSING_ACTION_LABELS[failed.action]} can start, to retry it.`;
  }
  if (row.stage !== '') {
    return `A ${row.stage} job is running (${row.stagePercent ?? 0} %): wait for it to complete.`;
  }
  if (row.live && action !== 'saveSchedule') {
    return 'The session is live: its processing starts once it has ended.';
  }
  return actionBlockedReason(action, replicaStatusOf(row));
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
