// The manage screen's live commands on their way to the server, one at a time.
import { assign, fromPromise, setup } from 'xstate';
import type { PracticeCommand } from './practiceCommands';

/** What the queue holds: the commands applied and not yet answered, and the last failure. */
export interface CommandQueueContext {
  readonly waiting: readonly PracticeCommand[];
  /** Why the last command was refused or failed; cleared by the next one sent. */
  readonly error: string | null;
}

/** A command the practice machine applied, to send. */
export type CommandQueueEvent = { type: 'command.applied'; command: PracticeCommand };

/**
 * The practice's live commands (Start Period, End Period, skip…), sent one at a time in the
 * order applied: a Start Period sent while the End Period before it is still on its way could
 * reach the server first and be refused. Provide the actor `sendCommand` (the call) and the
 * action `commandAnswered` (the screen reads the practice again, whatever the answer).
 */
export const practiceCommandQueueMachine = setup({
  types: {
    context: {} as CommandQueueContext,
    events: {} as CommandQueueEvent,
  },
  actors: {
    sendCommand: fromPromise<unknown, { command: PracticeCommand }>(() =>
      Promise.reject(new Error('sendCommand not provided')),
    ),
  },
  actions: {
    commandAnswered: () => undefined,
    // A new command clears the last one's failure from the screen.
    enqueue: assign({
      waiting: ({ context, event }) => [...context.waiting, event.command],
      error: null,
    }),
    dequeue: assign({ waiting: ({ context }) => context.waiting.slice(1) }),
  },
  guards: {
    hasWaiting: ({ context }) => context.waiting.length > 0,
  },
}).createMachine({
  id: 'practiceCommandQueue',
  context: { waiting: [], error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'command.applied': { target: 'sending', actions: 'enqueue' } },
    },
    sending: {
      on: { 'command.applied': { actions: 'enqueue' } },
      invoke: {
        src: 'sendCommand',
        input: ({ context }) => {
          const [command] = context.waiting;
          if (command === undefined) throw new Error('sending with nothing waiting');
          return { command };
        },
        onDone: { target: 'answered', actions: ['dequeue', 'commandAnswered'] },
        onError: {
          target: 'answered',
          actions: [
            'dequeue',
            assign({
              error: ({ event }) =>
                event.error instanceof Error ? event.error.message : String(event.error),
            }),
            'commandAnswered',
          ],
        },
      },
    },
    answered: {
      always: [{ guard: 'hasWaiting', target: 'sending' }, { target: 'idle' }],
    },
  },
});
