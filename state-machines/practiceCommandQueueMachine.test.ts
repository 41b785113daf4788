import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { PracticeCommand } from './practiceCommands';
import { practiceCommandQueueMachine } from './practiceCommandQueueMachine';
import { startActor } from './testActor';

/** A call held open until the test answers it. */
interface Held {
  readonly command: PracticeCommand;
  answer(): void;
  fail(message: string): void;
}

/** A queue whose calls the test answers, and what it saw. */
function start() {
  const calls: Held[] = [];
  let answered = 0;
  const machine = practiceCommandQueueMachine.provide({
    actors: {
      sendCommand: fromPromise<unknown, { command: PracticeCommand }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push({
              command: input.command,
              answer: () => {
                resolve(null);
              },
              fail: (message) => {
                reject(new Error(message));
              },
            });
          }),
      ),
    },
    actions: {
      commandAnswered: () => {
        answered += 1;
      },
    },
  });
  const actor = startActor(machine);
  return { actor, calls, answeredCount: () => answered };
}

const end: PracticeCommand = { type: 'period.end' };
const startPeriod: PracticeCommand = { type: 'period.start' };
const skip: PracticeCommand = { type: 'period.skip' };

describe('practiceCommandQueueMachine', () => {
  it('sends commands one at a time, in the order applied', async () => {
    const { actor, calls, answeredCount } = start();
    actor.send({ type: 'command.applied', command: end });
    actor.send({ type: 'command.applied', command: startPeriod });
    actor.send({ type: 'command.applied', command: skip });
    // Start Period waits while End Period is on its way.
    await waitFor(actor, () => calls.length === 1);
    expect(calls.map((c) => c.command)).toEqual([end]);
    expect(actor.getSnapshot().context.waiting).toEqual([end, startPeriod, skip]);
    calls[0]?.answer();
    await waitFor(actor, () => calls.length === 2);
    expect(calls[1]?.command).toEqual(startPeriod);
    expect(answeredCount()).toBe(1);
    calls[1]?.answer();
    await waitFor(actor, () => calls.length === 3);
    calls[2]?.answer();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.map((c) => c.command)).toEqual([end, startPeriod, skip]);
    expect(answeredCount()).toBe(3);
    expect(actor.getSnapshot().context.waiting).toEqual([]);
  });

  it('a refused command shows why, and the next ones still go in order', async () => {
    const { actor, calls, answeredCount } = start();
    actor.send({ type: 'command.applied', command: end });
    actor.send({ type: 'command.applied', command: startPeriod });
    await waitFor(actor, () => calls.length === 1);
    calls[0]?.fail('Period already ended');
    await waitFor(actor, () => calls.length === 2);
    expect(actor.getSnapshot().context.error).toBe('Period already ended');
    expect(answeredCount()).toBe(1);
    calls[1]?.answer();
    await waitFor(actor, (s) => s.matches('idle'));
    // A command applied after the failure clears it.
    actor.send({ type: 'command.applied', command: skip });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
