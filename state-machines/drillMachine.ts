// One period's (drill's) state: none (not started) → START (in progress) → FINISH (02 §4, 03 §4).
import { assign, setup } from 'xstate';
import type { DrillState, PracticeDrill } from './practiceTypes';

/** The label a drill's state shows (02 §4). */
export function drillStatusLabel(state: DrillState | undefined): string {
  if (state === 'START') return 'IN PROGRESS';
  if (state === 'SKIPPED') return 'Skipped';
  return state === 'FINISH' ? 'Complete' : 'Unstarted';
}

/** Events of the drill machine; times are the sender's clock in epoch ms. */
export type DrillMachineEvent =
  { type: 'drill.start'; nowMs: number } | { type: 'drill.end'; nowMs: number };

/** A single drill's lifecycle; start with the stored drill as input. */
export const drillMachine = setup({
  types: {
    context: {} as { drill: PracticeDrill },
    events: {} as DrillMachineEvent,
    input: {} as { drill: PracticeDrill },
  },
  guards: {
    isStarted: ({ context }) => context.drill.state === 'START',
    // A skipped period is over too: it never starts again.
    isFinished: ({ context }) =>
      context.drill.state === 'FINISH' || context.drill.state === 'SKIPPED',
  },
}).createMachine({
  id: 'drill',
  context: ({ input }) => ({ drill: input.drill }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [
        { guard: 'isStarted', target: 'started' },
        { guard: 'isFinished', target: 'finished' },
        { target: 'none' },
      ],
    },
    none: {
      on: {
        'drill.start': {
          target: 'started',
          actions: assign({
            drill: ({ context, event }) => ({
              ...context.drill,
              startTs: event.nowMs,
              state: 'START' as const,
            }),
          }),
        },
      },
    },
    started: {
      on: {
        'drill.end': {
          target: 'finished',
          actions: assign({
            drill: ({ context, event }) => ({
              ...context.drill,
              endTs: Math.max(event.nowMs, context.drill.startTs ?? event.nowMs),
              state: 'FINISH' as const,
            }),
          }),
        },
      },
    },
    finished: { type: 'final' },
  },
});
