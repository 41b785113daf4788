// Data Ops processing actions (01 §8, 03 §7): launch, retrack, targeted and ball flight
// retrack, finalize (the server's "terminate"), save schedule, with their toasts.
import { assign, fromPromise, setup } from 'xstate';
import {
  ACTION_MESSAGES,
  MSG_SELECT_ENTITIES_FOR_RETRACK,
  msgActionStarted,
  type ProcessingAction,
} from '../domain';
import { PROCESSING_ACTION_SERVER_NAMES, type DataOpsAction } from './dataOpsActions';

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
    runProcessingAction: fromPromise<
      string,
      ProcessingActionRequest & { serverName: DataOpsAction }
    >(() => Promise.reject(new Error('runProcessingAction not provided'))),
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
