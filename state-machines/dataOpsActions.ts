/**
 * The one data-ops vocabulary and refusal rule (03 §4, §7): the actions under their server
 * and page names, their labels, which stage each runs, what each replica code means, whether
 * the one order table (replicaStatus.ts, decision 0004) lets an action start, and the refusal
 * a data-ops user reads when it does not. Pure: the dataaccess worker refuses with it and the
 * Data Ops page disables its buttons with the same words, so the two cannot drift.
 */
import { DATAOPS_ACTIONS, type ProcessingAction } from '../domain';
import {
  isReplicaCode,
  nextReplicaStatus,
  REPLICA_ORDER,
  type ReplicaCode,
  type ReplicaEventType,
  type ReplicaStatus,
} from './replicaStatus';

/** The actions of `dataset/{teamId}/dataops?actionType=` (the contract's, domain/requests). */
export { DATAOPS_ACTIONS };

/** One data-ops action. */
export type DataOpsAction = (typeof DATAOPS_ACTIONS)[number];

/** The actions that run a stage (save schedule only stores the dataset's window). */
export type StageAction = Exclude<DataOpsAction, 'saveschedule'>;

/** The four stages in the order of the progress dots. */
export const STAGES = ['launch', 'retrack', 'ballflight', 'terminate'] as const;

/** One processing stage. */
export type Stage = (typeof STAGES)[number];

/** The events that start and complete each stage. */
export const STAGE_EVENTS: Readonly<
  Record<Stage, { readonly start: ReplicaEventType; readonly done: ReplicaEventType }>
> = {
  launch: { start: 'replica.launch', done: 'replica.launched' },
  retrack: { start: 'replica.retrack', done: 'replica.retracked' },
  ballflight: { start: 'replica.ballRetrack', done: 'replica.ballRetracked' },
  terminate: { start: 'replica.finalize', done: 'replica.finalized' },
};

/** The stage each action runs (a targeted retrack is a retrack of chosen entities). */
export const ACTION_STAGE: Readonly<Record<StageAction, Stage>> = {
  init: 'launch',
  retrack: 'retrack',
  targetedretrack: 'retrack',
  ballflightretrack: 'ballflight',
  terminate: 'terminate',
};

/** The action name the server uses in its path and its reply 'action {name} started'. */
export const PROCESSING_ACTION_SERVER_NAMES: Readonly<Record<ProcessingAction, DataOpsAction>> = {
  launch: 'init',
  retrack: 'retrack',
  targetedRetrack: 'targetedretrack',
  ballFlightRetrack: 'ballflightretrack',
  finalize: 'terminate',
  saveSchedule: 'saveschedule',
};

/** The page's name of each server action (the inverse of the names above). */
export const PROCESSING_ACTION_OF: Readonly<Record<DataOpsAction, ProcessingAction>> =
  Object.fromEntries(
    Object.entries(PROCESSING_ACTION_SERVER_NAMES).map(([page, server]) => [server, page]),
  ) as Record<DataOpsAction, ProcessingAction>;

/** The buttons' names of the actions on the Data Ops page (03 §2). */
export const PROCESSING_ACTION_LABELS: Readonly<Record<ProcessingAction, string>> = {
  launch: 'Launch',
  retrack: 'Retrack',
  targetedRetrack: 'Targeted Retrack',
  ballFlightRetrack: 'Ballflight Retrack',
  finalize: 'Terminate',
  saveSchedule: 'Save Schedule',
};

/** The action's name in a sentence. */
export const ACTION_TITLE: Readonly<Record<DataOpsAction, string>> = {
  init: 'Launch',
  retrack: 'Retrack',
  targetedretrack: 'Targeted retrack',
  ballflightretrack: 'Ball flight retrack',
  terminate: 'Terminate',
  saveschedule: 'Save schedule',
};

/** The stage's name in a sentence. */
export const STAGE_TITLE: Readonly<Record<Stage, string>> = {
  launch: 'launch',
  retrack: 'retrack',
  ballflight: 'ball flight retrack',
  terminate: 'termination',
};

/**
 * What each code means, in a data-ops user's words (the refusals, the dots' titles, the status
 * filter). F_C is 'terminated': 03 §4 names the fourth stage terminate (its button Terminate),
 * and 'finished' is a practice's type (01 §3), which a data-ops user would misread here.
 */
export const REPLICA_STATUS_WORDS: Readonly<Record<ReplicaStatus, string>> = {
  none: 'not launched',
  I_I: 'launching',
  I_C: 'launched',
  R_I: 'retracking',
  R_C: 'retracked',
  B_I: 'retracking ball flights',
  B_C: 'ball flights retracked',
  F_I: 'terminating',
  F_C: 'terminated',
};

/** A dataset's code as stored (anything unknown reads as `none`). */
export const replicaStatusOf = (value: unknown): ReplicaStatus =>
  isReplicaCode(value) ? value : 'none';

/** The in-progress and completed codes of each stage. */
export const STAGE_CODES: Readonly<
  Record<Stage, { readonly running: ReplicaCode; readonly completed: ReplicaCode }>
> = {
  launch: { running: 'I_I', completed: 'I_C' },
  retrack: { running: 'R_I', completed: 'R_C' },
  ballflight: { running: 'B_I', completed: 'B_C' },
  terminate: { running: 'F_I', completed: 'F_C' },
};

/** The stage a code belongs to (`none`: no stage). */
export function stageOfCode(code: ReplicaStatus): Stage | null {
  return (
    STAGES.find((s) => STAGE_CODES[s].running === code || STAGE_CODES[s].completed === code) ?? null
  );
}

/** The stage after `stage` in a launch's chain, or null after the last. */
export function nextStage(stage: Stage): Stage | null {
  return STAGES[STAGES.indexOf(stage) + 1] ?? null;
}

/** The action that retries each stage when it failed (a failed targeted retrack too). */
export const RETRY_ACTION: Readonly<Record<Stage, StageAction>> = {
  launch: 'init',
  retrack: 'retrack',
  ballflight: 'ballflightretrack',
  terminate: 'terminate',
};

/** The event that takes a failed stage up again; the code stays (decision 0018). */
export const RETRY_EVENT: ReplicaEventType = 'replica.retry';

/** What a dataset is when an action is asked for. */
export interface ActionContext {
  readonly action: StageAction;
  readonly status: ReplicaStatus;
  /** The dataset's reference (DS-…), as the user sees it. */
  readonly datasetRef: string;
  /** The practice or game is live: its positions are still coming. */
  readonly live: boolean;
  /** The stage a job of this dataset is running now, if any. */
  readonly running: Stage | null;
  /** Why the dataset's last stage failed (extraData.replicaFailed), or null. */
  readonly failed: string | null;
}

/** An action the order allows (the start event and the code it leads to) or a refusal. */
export type ActionDecision =
  | {
      readonly ok: true;
      readonly stage: Stage;
      readonly event: ReplicaEventType;
      readonly to: ReplicaCode;
    }
  | { readonly ok: false; readonly message: string };

/** The actions the order allows from a code, in a sentence ("Retrack or Terminate"). */
function allowedActions(status: ReplicaStatus): string {
  const events = Object.keys(REPLICA_ORDER[status]);
  const titles = (Object.keys(ACTION_STAGE) as StageAction[])
    .filter((a) => a !== 'targetedretrack' && events.includes(STAGE_EVENTS[ACTION_STAGE[a]].start))
    .map((a) => ACTION_TITLE[a]);
  return titles.length === 0 ? '' : titles.join(' or ');
}

/**
 * Whether an action may start on a dataset now: not while the practice is live, not while a
 * job of the dataset runs, and only where the order table allows the stage's start event. A
 * stage that failed (its in-progress code kept, its failure recorded) takes only its own
 * action again, as a retry (`replica.retry`, the code unchanged), where the order allows one.
 */
export function decideAction(input: ActionContext): ActionDecision {
  const stage = ACTION_STAGE[input.action];
  const event = STAGE_EVENTS[stage].start;
  const at = `${input.datasetRef} is at ${input.status} (${REPLICA_STATUS_WORDS[input.status]})`;
  const cannot = `${ACTION_TITLE[input.action]} can't start`;
  if (input.live) {
    return {
      ok: false,
      message: `${cannot}: ${input.datasetRef} is live; its processing starts once the practice has ended`,
    };
  }
  if (input.running !== null) {
    return {
      ok: false,
      message: `${cannot}: ${input.datasetRef} is running its ${STAGE_TITLE[input.running]} (${input.status}); wait for it to complete`,
    };
  }
  const failedStage =
    input.failed !== null && input.status.endsWith('_I') ? stageOfCode(input.status) : null;
  if (failedStage !== null && nextReplicaStatus(input.status, RETRY_EVENT) === input.status) {
    const retry = RETRY_ACTION[failedStage];
    if (input.action === retry && input.status !== 'none')
      return { ok: true, stage: failedStage, event: RETRY_EVENT, to: input.status };
    return {
      ok: false,
      message: `${cannot}: ${at} and its ${STAGE_TITLE[failedStage]} failed (${input.failed}); only ${ACTION_TITLE[retry]} can start, to retry it`,
    };
  }
  const to = nextReplicaStatus(input.status, event);
  if (to === undefined || to === 'none') {
    const running = input.status.endsWith('_I') ? stageOfCode(input.status) : null;
    const hint =
      running !== null
        ? `wait for the ${STAGE_TITLE[running]} to complete`
        : allowedActions(input.status) === ''
          ? 'nothing can start from there'
          : `from there only ${allowedActions(input.status)} can start`;
    return { ok: false, message: `${cannot}: ${at}; ${hint}` };
  }
  return { ok: true, stage, event, to };
}

/** What a dataset is when any action, save schedule included, is asked for. */
export type RefusalContext = Omit<ActionContext, 'action'> & { readonly action: DataOpsAction };

/**
 * Why save schedule may not store a dataset's window now, or null. A live session's schedule
 * may be saved; not while a job runs, nor while a failed stage waits for its retry: it goes on
 * with the window it started with, and a new one would mix two.
 */
function saveScheduleRefusal(input: RefusalContext): string | null {
  const cannot = `${ACTION_TITLE.saveschedule} can't start`;
  if (input.running !== null)
    return `${cannot}: ${input.datasetRef} is running its ${STAGE_TITLE[input.running]} (${input.status}); wait for it to complete`;
  if (input.failed !== null)
    return `${cannot}: ${input.failed} for ${input.datasetRef}; retry it first, then save the schedule`;
  return null;
}

/**
 * Why an action may not start on a dataset now, or null when it may: the worker answers 409
 * with it and the Data Ops page shows it as the disabled button's title.
 */
export function refusalOf(input: RefusalContext): string | null {
  if (input.action === 'saveschedule') return saveScheduleRefusal(input);
  const decision = decideAction({ ...input, action: input.action });
  return decision.ok ? null : decision.message;
}
