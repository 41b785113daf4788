// The Monitor review sign-off (03 §4): no reviewer until someone agrees, then fixed for good.
import { assign, fromPromise, setup } from 'xstate';
import { isReviewDisabled, type MonitorPractice } from './monitorReview';

/** Events of the review machine; `nowMs` is the sender's clock. */
export type MonitorReviewEvent =
  { type: 'review.agree'; nowMs: number } | { type: 'practice.synced'; practice: MonitorPractice };

interface Ctx {
  practice: MonitorPractice;
  reviewerName: string;
  /** Why the last sign-off was refused, in the server's words; null when none was. */
  failed: string | null;
}

/** One practice's review; input the practice and the signed-in user's given name.
 * Provide the actor `putReview` (PUT with reviewedBy). */
export const monitorReviewMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as MonitorReviewEvent,
    input: {} as { practice: MonitorPractice; reviewerName: string },
  },
  actors: {
    putReview: fromPromise<unknown, { practice: MonitorPractice; reviewedBy: string }>(() =>
      Promise.reject(new Error('putReview not provided')),
    ),
  },
  guards: {
    isReviewed: ({ context }) => Boolean(context.practice.reviewedBy),
    syncedIsReviewed: ({ event }) =>
      event.type === 'practice.synced' && Boolean(event.practice.reviewedBy),
    canReview: ({ context, event }) =>
      event.type === 'review.agree' && !isReviewDisabled(context.practice, event.nowMs),
  },
}).createMachine({
  id: 'monitorReview',
  context: ({ input }) => ({
    practice: input.practice,
    reviewerName: input.reviewerName,
    failed: null,
  }),
  initial: 'resolving',
  on: {
    'practice.synced': {
      target: '.resolving',
      actions: assign({ practice: ({ event }) => event.practice }),
    },
  },
  states: {
    resolving: {
      always: [{ guard: 'isReviewed', target: 'reviewed' }, { target: 'unreviewed' }],
    },
    unreviewed: {
      on: { 'review.agree': { guard: 'canReview', target: 'reviewing' } },
    },
    reviewing: {
      on: { 'practice.synced': {} },
      invoke: {
        src: 'putReview',
        input: ({ context }) => ({ practice: context.practice, reviewedBy: context.reviewerName }),
        onDone: {
          target: 'reviewed',
          actions: assign({
            practice: ({ context }) => ({ ...context.practice, reviewedBy: context.reviewerName }),
            failed: null,
          }),
        },
        onError: {
          target: 'unreviewed',
          actions: assign({
            failed: ({ event }) =>
              event.error instanceof Error && event.error.message !== ''
                ? event.error.message
                : 'the server did not save it',
          }),
        },
      },
    },
    // For good: a sync without a reviewer (data read before the review landed) changes
    // nothing; one naming a reviewer (the record of truth) is followed.
    reviewed: {
      on: {
        'practice.synced': [
          {
            guard: 'syncedIsReviewed',
            actions: assign({ practice: ({ event }) => event.practice }),
          },
          // Taken otherwise, so the machine-wide sync (which resolves afresh) is not.
          {},
        ],
      },
    },
  },
});
