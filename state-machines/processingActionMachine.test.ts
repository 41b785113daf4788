import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ACTION_MESSAGES, MSG_SELECT_ENTITIES_FOR_RETRACK } from '../domain';
import { isActionStartedReply, processingActionMachine } from './processingActionMachine';
import { startActor } from './testActor';

const withServer = (reply: (input: { serverName: string }) => Promise<string>) =>
  startActor(
    processingActionMachine.provide({
      actors: { runProcessingAction: fromPromise(({ input }) => reply(input)) },
    }),
  );

describe('processingActionMachine (01 §8)', () => {
  it("shows the success toast with the server's message when the action started", async () => {
    const actor = withServer(({ serverName }) => Promise.resolve(`action ${serverName} started`));
    actor.send({ type: 'action.run', action: 'launch', datasetId: 'd1' });
    await waitFor(actor, (s) => s.matches({ idle: 'succeeded' }));
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'success',
      title: 'Instance Launching initiated successfully.',
      message: 'action init started',
    });
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().matches({ idle: 'ready' })).toBe(true);
  });

  it('shows the error toast with what the server said on an odd reply or a refusal', async () => {
    const odd = withServer(() => Promise.resolve('nope'));
    odd.send({ type: 'action.run', action: 'retrack', datasetId: 'd1' });
    await waitFor(odd, (s) => s.matches({ idle: 'failed' }));
    expect(odd.getSnapshot().context.notice).toEqual({
      kind: 'error',
      title: ACTION_MESSAGES.retrack.failure,
      message: 'nope',
    });
    const why = "Retrack can't start: DS-1 is at I_I (launching); wait for the launch to complete";
    const refused = withServer(() => Promise.reject(new Error(why)));
    refused.send({ type: 'action.run', action: 'retrack', datasetId: 'd1' });
    await waitFor(refused, (s) => s.matches({ idle: 'failed' }));
    expect(refused.getSnapshot().context.notice?.message).toBe(why);
  });

  it("falls back to the product's failure text when the server said nothing", async () => {
    const down = withServer(() => Promise.reject(new Error('')));
    down.send({ type: 'action.run', action: 'finalize', datasetId: 'd1' });
    await waitFor(down, (s) => s.matches({ idle: 'failed' }));
    expect(down.getSnapshot().context.notice?.message).toMatch(/Please try again\.$/);
  });

  it('refuses a targeted retrack with no entities selected', () => {
    const actor = withServer(() => Promise.resolve(''));
    actor.send({ type: 'action.run', action: 'targetedRetrack', datasetId: 'd1', entities: [] });
    expect(actor.getSnapshot().matches({ idle: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context.notice?.message).toBe(MSG_SELECT_ENTITIES_FOR_RETRACK);
  });

  it('passes the selection and the server name of a targeted retrack', async () => {
    const seen: unknown[] = [];
    const actor = withServer((input) => {
      seen.push(input);
      return Promise.resolve('action targetedretrack started');
    });
    actor.send({
      type: 'action.run',
      action: 'targetedRetrack',
      datasetId: 'd1',
      entities: ['e1'],
    });
    await waitFor(actor, (s) => s.matches({ idle: 'succeeded' }));
    expect(seen[0]).toMatchObject({ serverName: 'targetedretrack', entities: ['e1'] });
    expect(actor.getSnapshot().context.notice).toMatchObject({
      title: ACTION_MESSAGES.targetedRetrack.success,
      message: 'action targetedretrack started',
    });
  });

  it('knows the server names of every action', () => {
    expect(isActionStartedReply('saveSchedule', 'action saveschedule started')).toBe(true);
    expect(isActionStartedReply('ballFlightRetrack', 'action ballflightretrack started\n')).toBe(
      true,
    );
    expect(isActionStartedReply('finalize', 'action finalize started')).toBe(false);
  });
});
