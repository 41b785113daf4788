/**
 * Which actions a Data Ops row offers now, and why not (03 §2, §4): nothing while the session
 * has no dataset or one of its jobs runs, no processing while it is live (its positions are
 * still coming; its schedule may be saved), else what the replica order allows. Pure.
 */
import type { ProcessingAction } from '../../../../domain';
import { actionBlockedReason } from '../../../../state-machines';
import { replicaStatusOf } from './dataopsFilters';
import type { DataOpsRow } from './useDataOpsRows';

/** Why an action cannot run on a row now (the button's title), or null when it can. */
export function blockedReason(
  row: Pick<DataOpsRow, 'datasetId' | 'live' | 'stage' | 'stagePercent' | 'replicaStatus'>,
  action: ProcessingAction,
): string | null {
  if (row.datasetId === null) return 'This session has no dataset yet.';
  if (row.stage !== '') {
    return `A ${row.stage} job is running (${row.stagePercent ?? 0} %): wait for it to complete.`;
  }
  if (row.live && action !== 'saveSchedule') {
    return 'The session is live: its processing starts once it has ended.';
  }
  return actionBlockedReason(action, replicaStatusOf(row));
}
