// Data Ops processing actions (01 §8, 03 §7): launch, retrack, targeted and ball flight
// retrack, finalize (the server's "terminate"), save schedule, with their toasts.
import { assign, fromPromise, setup } from 'xstate';
import {
  ACTION_MESSAGES,
  MSG_SELECT_ENTITIES_FOR_RETRACK,
  msgActionStarted,
  type ProcessingAction,
} from '../domain';
import { nextReplicaStatus, type ReplicaEventType, type ReplicaStatus } from './replicaStatus';

/** The action name the server uses in its path and its reply 'action {name} started'. */
export const PROCESSING_ACTION_SERVER_NAMES: Readonly<Record<ProcessingAction, string>> = {
  launch: 'init',
  retrack: 'retrack',
  targetedRetrack: 'targetedretrack',
  ballFlightRetrack: 'ballflightretrack',
  finalize: 'terminate',
  saveSchedule: 'saveschedule',
};

/** The buttons' names of the actions on the Data Ops page (03 §2). */
export const PROCESSING_ACTION_LABELS: Readonly<Record<ProcessingAction, string>> = {
  launch: 'Launch',
  retrack: 'Retrack',
  targetedRetrack: 'Targeted Retrack',
  ballFlightRetrack: 'Ballflight Retrack',
  finalize: 'Terminate',
  saveSchedule: 'Save Schedule',
};

/** True when the server's reply says the action started. */
export function isActionStartedReply(action: ProcessingAction, reply: string): boolean {
  return reply.trim() === msgActionStarted(PROCESSING_ACTION_SERVER_NAMES[action]);
}

/** One request to run an action on a dataset; entities only for a targeted retrack. */
export interface ProcessingActionRequest {
  action: ProcessingAction;
  datasetId: string;
  /** The dataset's team: the server's path names it (dataset/{teamId}/dataops, 03 §7). */
  teamId?: string;
  entities?: readonly string[];
  /** Targeted retrack window, epoch ms (03 §7). */
  startMs?: number;
  endMs?: number;
}

/**
 * The toast after an action: kind, what happened in the product's words (`title`), and the
 * server's own message (its reply, or why it refused), which the toast shows (03 §8).
 */
export interface ProcessingNotice {
  kind: 'success' | 'error';
  title: string;
  message: string;
}

/** What each replica status is doing, in words a data-ops user reads (titles, the status filter). */
export const REPLICA_STATUS_WORDS: Readonly<Record<ReplicaStatus, string>> = {
  none: 'not launched',
  I_I: 'launching',
  I_C: 'launched',
  R_I: 'retracking',
  R_C: 'retracked',
  B_I: 'retracking ball flights',
  B_C: 'ball flights retracked',
  F_I: 'terminating',
  F_C: 'finished',
};

/** The replica event each action asks for; save schedule moves no stage. */
const ACTION_EVENTS: Readonly<Record<ProcessingAction, ReplicaEventType | null>> = {
  launch: 'replica.launch',
  retrack: 'replica.retrack',
  targetedRetrack: 'replica.retrack',
  ballFlightRetrack: 'replica.ballRetrack',
  finalize: 'replica.finalize',
  saveSchedule: null,
};

/**
 * Why `action` cannot run on a replica at `status`, or null when the replica order
 * (docs/decisions/0004) allows it: the screen disables the button and says this in its title.
 */
export function actionBlockedReason(
  action: ProcessingAction,
  status: ReplicaStatus,
): string | null {
  const event = ACTION_EVENTS[action];
  if (event === null || nextReplicaStatus(status, event) !== undefined) return null;
  const at = status === 'none' ? 'not launched' : `at ${status} (${REPLICA_STATUS_WORDS[status]})`;
  return status.endsWith('_I')
    ? `The replica is ${at}: wait for that stage to complete.`
    : `The replica is ${at}: ${PROCESSING_ACTION_LABELS[action]} does not follow it.`;
}

/** Events of the processing action machine. */
export type ProcessingActionEvent =
  ({ type: 'action.run' } & ProcessingActionRequest) | { type: 'notice.dismiss' };

interface Ctx {
  request: ProcessingActionRequest | null;
  notice: ProcessingNotice | null;
}

/** The error toast: the server's words when it said why, else the product's failure text. */
const failure = (request: ProcessingActionRequest | null, why: unknown): ProcessingNotice => {
  const title = request ? ACTION_MESSAGES[request.action].failure : '';
  const said =
    why instanceof Error ? why.message.trim() : typeof why === 'string' ? why.trim() : '';
  return { kind: 'error', title, message: said === '' ? title : said };
};

/** Runs one processing action at a time; provide the actor `runProcessingAction`. */
export const processingActionMachine = setup({
  types: { context: {} as Ctx, events: {} as ProcessingActionEvent },
  actors: {
    runProcessingAction: fromPromise<string, ProcessingActionRequest & { serverName: string }>(() =>
      Promise.reject(new Error('runProcessingAction not provided')),
    ),
  },
  guards: {
    targetedWithoutSelection: ({ event }) =>
      event.type === 'action.run' &&
      event.action === 'targetedRetrack' &&
      (event.entities ?? []).length === 0,
  },
}).createMachine({
  id: 'processingAction',
  context: { request: null, notice: null },
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      on: {
        'action.run': [
          {
            guard: 'targetedWithoutSelection',
            target: '.refused',
            actions: assign({
              notice: {
                kind: 'error',
                title: MSG_SELECT_ENTITIES_FOR_RETRACK,
                message: MSG_SELECT_ENTITIES_FOR_RETRACK,
              },
            }),
          },
          {
            target: 'running',
            actions: assign({
              request: ({ event }) => ({
                action: event.action,
                datasetId: event.datasetId,
                teamId: event.teamId,
                entities: event.entities,
                startMs: event.startMs,
                endMs: event.endMs,
              }),
              notice: null,
            }),
          },
        ],
        'notice.dismiss': { target: '.ready', actions: assign({ notice: null }) },
      },
      states: { ready: {}, succeeded: {}, failed: {}, refused: {} },
    },
    running: {
      invoke: {
        src: 'runProcessingAction',
        input: ({ context }) => {
          const request = context.request as ProcessingActionRequest;
          return { ...request, serverName: PROCESSING_ACTION_SERVER_NAMES[request.action] };
        },
        onDone: [
          {
            guard: ({ context, event }) =>
              context.request !== null &&
              isActionStartedReply(context.request.action, event.output),
            target: 'idle.succeeded',
            actions: assign({
              notice: ({ context, event }) => ({
                kind: 'success' as const,
                title: context.request ? ACTION_MESSAGES[context.request.action].success : '',
                message: event.output.trim(),
              }),
            }),
          },
          {
            target: 'idle.failed',
            actions: assign({
              notice: ({ context, event }) => failure(context.request, event.output),
            }),
          },
        ],
        onError: {
          target: 'idle.failed',
          actions: assign({
            notice: ({ context, event }) => failure(context.request, event.error),
          }),
        },
      },
    },
  },
});
