/**
 * What a data-ops job does, read from its dataset's events: the stage a job started and did
 * not complete, whether a launch's chain goes on after it, the targeted window, and which
 * entities it already finished (its progress events), and whether it failed. A worker killed
 * mid-stage resumes from here on restart, and a failed stage's retry from here too (decision
 * 0018). Pure: the events come in, the plan goes out.
 */
import { RETRY_EVENT, STAGE_EVENTS, STAGES, type Stage } from '../../../state-machines';

/** The chosen entities and window of a targeted retrack, epoch ms. */
export interface TargetedWindow {
  readonly entities: readonly string[];
  readonly startMs: number;
  readonly endMs: number;
}

/** The data of a stage's start event. */
export interface StageStartData {
  readonly stage: Stage;
  readonly status: string;
  /** A launch's chain: the next stage starts when this one completes. */
  readonly chain: boolean;
  readonly targeted: TargetedWindow | null;
}

/** The data of a progress event: one more entity of the stage is done. */
export interface StageProgressData {
  readonly stage: Stage;
  readonly entityId: string;
  readonly done: number;
  readonly total: number;
  readonly percent: number;
}

/** A stage to run: from its start event, with the entities already done. */
export interface StagePlan {
  readonly stage: Stage;
  readonly chain: boolean;
  readonly targeted: TargetedWindow | null;
  /** Entities done before (resume), in the order they were done. */
  readonly done: readonly string[];
}

/** A stage its events leave open: the plan to go on with, and why it failed, if it did. */
export interface OpenStage extends StagePlan {
  /** The message of its last failure not retried since, else null. */
  readonly failed: string | null;
}

/** The data of a failed event. */
export interface StageFailedData {
  readonly stage: Stage;
  readonly message: string;
}

/** The event type of a stage's progress. */
export const PROGRESS_EVENT = 'replica.progress';
/** The event type of a stage that failed (the code stays in progress; a retry goes on). */
export const FAILED_EVENT = 'replica.failed';

/** Whole percent of a stage done: 100 for a stage with nothing to do. */
export const stagePercent = (done: number, total: number): number =>
  total <= 0 ? 100 : Math.min(100, Math.floor((done * 100) / total));

const startOf = new Map<string, Stage>(STAGES.map((s) => [STAGE_EVENTS[s].start, s]));
const doneOf = new Map<string, Stage>(STAGES.map((s) => [STAGE_EVENTS[s].done, s]));

/**
 * The stage a dataset's events leave unfinished, or null when every started stage completed.
 * A start event opens a stage (a launch's start at I_I is recorded when the practice starts,
 * with no stage: that opens nothing); its done event closes it; progress events in between
 * name the entities finished. A failed event marks the open stage failed and a retry event
 * of that stage clears the mark: the stage goes on, its finished entities kept.
 */
export function unfinishedStage(
  events: readonly { readonly type: string; readonly data: unknown }[],
): OpenStage | null {
  let open: {
    stage: Stage;
    chain: boolean;
    targeted: TargetedWindow | null;
    done: string[];
    failed: string | null;
  } | null = null;
  for (const e of events) {
    const data = (e.data ?? {}) as Partial<StageStartData & StageProgressData & StageFailedData>;
    if (startOf.has(e.type) && data.stage === startOf.get(e.type)) {
      open = {
        stage: data.stage as Stage,
        chain: data.chain === true,
        targeted: data.targeted ?? null,
        done: [],
        failed: null,
      };
    } else if (open === null) {
      continue;
    } else if (doneOf.get(e.type) === open.stage) {
      open = null;
    } else if (data.stage !== open.stage) {
      continue;
    } else if (e.type === PROGRESS_EVENT) {
      if (typeof data.entityId === 'string') open.done.push(data.entityId);
    } else if (e.type === FAILED_EVENT) {
      open.failed = typeof data.message === 'string' ? data.message : 'failed';
    } else if (e.type === RETRY_EVENT) {
      open.failed = null;
    }
  }
  return open;
}
