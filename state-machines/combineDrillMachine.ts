// One combine event row (03 §4): open → ended and posted → review, edit, delete with confirmation.
import { assign, emit, fromPromise, setup } from 'xstate';
import { MSG_CONFIRM_DELETE_EVENT, MSG_CONFIRM_DELETE_EVENT_YES } from '../domain';
import {
  combineEndId,
  combineSlotOf,
  combineTimesError,
  type CombineEvent,
  type CombineTimeField,
} from './combineDrill';

/** Events of a combine event row; `nowMs` is the sender's clock. */
export type CombineDrillEvent =
  | { type: 'drill.end'; nowMs: number }
  | { type: 'review.toggle' }
  | { type: 'event.edit'; field: CombineTimeField; atMs: number; nowMs: number }
  | { type: 'event.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** Emitted when a logged row changed and the caller should PUT it. */
export interface CombineDrillEmitted {
  type: 'combine.updated';
  event: CombineEvent;
}

interface Ctx {
  event: CombineEvent;
  error: string | null;
  confirmation: { question: string; confirmLabel: string } | null;
}

/** A combine row; provide `postCombineEvent` (returns event_id) and `deleteCombineEvent`. */
export const combineDrillMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as CombineDrillEvent,
    input: {} as { event: CombineEvent },
    emitted: {} as CombineDrillEmitted,
  },
  actors: {
    postCombineEvent: fromPromise<string, { event: CombineEvent }>(() =>
      Promise.reject(new Error('postCombineEvent not provided')),
    ),
    deleteCombineEvent: fromPromise<unknown, { event: CombineEvent }>(() =>
      Promise.reject(new Error('deleteCombineEvent not provided')),
    ),
  },
  actions: {
    announce: emit(({ context }) => ({ type: 'combine.updated' as const, event: context.event })),
  },
  guards: {
    isDeleted: ({ context }) => context.event.deleted === true,
    isOpen: ({ context }) => context.event.id.endsWith('st'),
    editInvalid: ({ context, event }) =>
      event.type === 'event.edit' &&
      combineTimesError(context.event, event.field, event.atMs, event.nowMs) !== undefined,
  },
}).createMachine({
  id: 'combineDrill',
  context: ({ input }) => ({ event: input.event, error: null, confirmation: null }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [
        { guard: 'isDeleted', target: 'deleted' },
        { guard: 'isOpen', target: 'open' },
        { target: 'logged' },
      ],
    },
    open: {
      on: {
        'drill.end': {
          target: 'posting',
          actions: assign({
            event: ({ context, event }) => ({
              ...context.event,
              id: combineEndId(combineSlotOf(context.event.id)),
              endTime: Math.max(event.nowMs, context.event.stTime),
            }),
            error: null,
          }),
        },
      },
    },
    posting: {
      invoke: {
        src: 'postCombineEvent',
        input: ({ context }) => ({ event: context.event }),
        onDone: {
          target: 'logged',
          actions: assign({
            event: ({ context, event }) => ({ ...context.event, event_id: event.output }),
          }),
        },
        onError: {
          target: 'open',
          actions: assign({
            event: ({ context }) => ({
              ...context.event,
              id: context.event.id.replace(/end$/, 'st'),
              endTime: undefined,
            }),
            error: ({ event }) => String(event.error),
          }),
        },
      },
    },
    logged: {
      on: {
        'review.toggle': {
          actions: [
            assign({
              event: ({ context }) => ({ ...context.event, review: !context.event.review }),
            }),
            'announce',
          ],
        },
        'event.edit': [
          {
            guard: 'editInvalid',
            actions: assign({
              error: ({ context, event }) =>
                combineTimesError(context.event, event.field, event.atMs, event.nowMs) ?? null,
            }),
          },
          {
            actions: [
              assign({
                event: ({ context, event }) => ({
                  ...context.event,
                  ...(event.field === 'start' ? { stTime: event.atMs } : { endTime: event.atMs }),
                  modified: true,
                }),
                error: null,
              }),
              'announce',
            ],
          },
        ],
        'event.delete': {
          target: 'confirmingDelete',
          actions: assign({
            confirmation: {
              question: MSG_CONFIRM_DELETE_EVENT,
              confirmLabel: MSG_CONFIRM_DELETE_EVENT_YES,
            },
          }),
        },
      },
    },
    confirmingDelete: {
      exit: assign({ confirmation: null }),
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'logged' },
    },
    deleting: {
      invoke: {
        src: 'deleteCombineEvent',
        input: ({ context }) => ({ event: { ...context.event, deleted: true } }),
        onDone: {
          target: 'deleted',
          actions: assign({ event: ({ context }) => ({ ...context.event, deleted: true }) }),
        },
        onError: {
          target: 'logged',
          actions: assign({ error: ({ event }) => String(event.error) }),
        },
      },
    },
    deleted: { type: 'final' },
  },
});
