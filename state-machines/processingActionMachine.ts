// Data Ops processing actions (01 §8, 03 §7): launch, retrack, targeted and ball flight
// retrack, finalize (the server's "terminate"), save schedule, with their toasts.
import { assign, fromPromise, setup } from 'xstate';
import {
  ACTION_MESSAGES,
  MSG_SELECT_ENTITIES_FOR_RETRACK,
  msgActionStarted,
  type ProcessingAction,
} from '../domain';

/** The action name the server uses in its path and its reply 'action {name} started'. */
export const PROCESSING_ACTION_SERVER_NAMES: Readonly<Record<ProcessingAction, string>> = {
  launch: 'init',
  retrack: 'retrack',
  targetedRetrack: 'targetedretrack',
  ballFlightRetrack: 'ballflightretrack',
  finalize: 'terminate',
  saveSchedule: 'saveschedule',
};

/** True when the server's reply says the action started. */
export function isActionStartedReply(action: ProcessingAction, reply: string): boolean {
  return reply.trim() === msgActionStarted(PROCESSING_ACTION_SERVER_NAMES[action]);
}

/** One request to run an action on a dataset; entities only for a targeted retrack. */
export interface ProcessingActionRequest {
  action: ProcessingAction;
  datasetId: string;
  entities?: readonly string[];
  /** Targeted retrack window, epoch ms (03 §7). */
  startMs?: number;
  endMs?: number;
}

/** The toast after an action: kind and text. */
export interface ProcessingNotice {
  kind: 'success' | 'error';
  message: string;
}

/** Events of the processing action machine. */
export type ProcessingActionEvent =
  ({ type: 'action.run' } & ProcessingActionRequest) | { type: 'notice.dismiss' };

interface Ctx {
  request: ProcessingActionRequest | null;
  notice: ProcessingNotice | null;
}

const failure = (request: ProcessingActionRequest | null): ProcessingNotice => ({
  kind: 'error',
  message: request ? ACTION_MESSAGES[request.action].failure : '',
});

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
              notice: { kind: 'error', message: MSG_SELECT_ENTITIES_FOR_RETRACK },
            }),
          },
          {
            target: 'running',
            actions: assign({
              request: ({ event }) => ({
                action: event.action,
                datasetId: event.datasetId,
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
              notice: ({ context }) => ({
                kind: 'success' as const,
                message: context.request ? ACTION_MESSAGES[context.request.action].success : '',
              }),
            }),
          },
          {
            target: 'idle.failed',
            actions: assign({ notice: ({ context }) => failure(context.request) }),
          },
        ],
        onError: {
          target: 'idle.failed',
          actions: assign({ notice: ({ context }) => failure(context.request) }),
        },
      },
    },
  },
});
