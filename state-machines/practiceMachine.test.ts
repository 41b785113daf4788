import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  MSG_ADJUST_TIMESTAMPS,
  MSG_CONFIRM_DELETE_PRACTICE,
  MSG_CONFIRM_END_PRACTICE,
  MSG_CONFIRM_SAVE_CHANGES,
  MSG_PRACTICE_NOT_DELETED,
  MSG_PRACTICE_NOT_SAVED,
  MSG_PRACTICE_NOT_STARTED_ERROR,
  MSG_PRACTICE_SAVED,
  MSG_UNSAVED_CHANGES_LOST,
  msgReplicaCheckFailed,
  TOAST_MS,
} from '../domain';
import { practiceMachine } from './practiceMachine';
import type { PracticeMachineEmitted } from './practiceMachineTypes';
import type { PracticeRecord } from './practiceTypes';
import { startActor } from './testActor';

const T0 = 1_700_000_000_000;
const planned = (): PracticeRecord => ({
  name: 'Tuesday',
  start: T0 - 1000,
  drills: [{ drillType: 'Stretch' }, { drillType: 'Team' }],
});
const live = (): PracticeRecord => ({
  ...planned(),
  stepIndex: 1,
  currentDrillIndex: 0,
  drills: [
    { drillType: 'Stretch', startTs: T0, state: 'START', session_id: 1 },
    { drillType: 'Team' },
  ],
});
const complete = (): PracticeRecord => ({ ...planned(), end: T0 + 5000, stepIndex: 2 });

type Actors = NonNullable<Parameters<typeof practiceMachine.provide>[0]['actors']>;
const resolved = <T, I>(value: NoInfer<T>) => fromPromise<T, I>(() => Promise.resolve(value));
const rejected = <T, I>() => fromPromise<T, I>(() => Promise.reject(new Error('down')));

function start(practice: PracticeRecord, actors: Actors = {}) {
  const machine = practiceMachine.provide({ actors });
  return startActor(machine, { input: { practice, teamName: 'Dallas' } });
}

describe('practiceMachine lifecycle', () => {
  it('resolves its starting state from the record', () => {
    expect(
      start(planned())
        .getSnapshot()
        .matches({ lifecycle: { active: 'planned' } }),
    ).toBe(true);
    expect(
      start(live())
        .getSnapshot()
        .matches({ lifecycle: { active: 'live' } }),
    ).toBe(true);
    expect(
      start(complete())
        .getSnapshot()
        .matches({ lifecycle: { active: 'complete' } }),
    ).toBe(true);
  });

  it('starts: applies the start, creates a dataset, checks the replica, goes live', async () => {
    const inputs: unknown[] = [];
    const actor = start(planned(), {
      createDataset: fromPromise(({ input }) => {
        inputs.push(input);
        return Promise.resolve({ datasetId: 'ds-1' });
      }),
      checkReplica: fromPromise(({ input }) => {
        inputs.push(input);
        return Promise.resolve(true);
      }),
    });
    actor.send({ type: 'practice.start', nowMs: T0 });
    expect(actor.getSnapshot().matches({ lifecycle: { active: 'starting' } })).toBe(true);
    actor.send({ type: 'practice.synced', practice: live() });
    await waitFor(actor, (s) => s.matches({ lifecycle: { active: 'live' } }));
    expect(inputs[1]).toEqual({ datasetId: 'ds-1' });
    expect(actor.getSnapshot().context.practice.drills[0]).toMatchObject({
      state: 'START',
      session_id: 1,
    });
  });

  it('refuses to start without periods', () => {
    const actor = start({ ...planned(), drills: [] });
    actor.send({ type: 'practice.start', nowMs: T0 });
    expect(actor.getSnapshot().context.refusal?.code).toBe('noPeriods');
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('a failed dataset creation restores the planned practice with the start alert', async () => {
    const actor = start(planned(), { createDataset: rejected() });
    actor.send({ type: 'practice.start', nowMs: T0 });
    await waitFor(actor, (s) => s.matches({ lifecycle: { active: 'planned' } }));
    expect(actor.getSnapshot().context.alert).toBe(MSG_PRACTICE_NOT_STARTED_ERROR);
    expect(actor.getSnapshot().context.practice).toEqual(planned());
  });

  it('a failed replica check alerts naming practice and team', async () => {
    const failures: Actors['checkReplica'][] = [resolved(false), rejected()];
    for (const checkReplica of failures) {
      const actor = start(planned(), { createDataset: resolved({ datasetId: 'd' }), checkReplica });
      actor.send({ type: 'practice.start', nowMs: T0 });
      await waitFor(actor, (s) => s.matches({ lifecycle: { active: 'planned' } }));
      expect(actor.getSnapshot().context.alert).toBe(msgReplicaCheckFailed('Tuesday', 'Dallas'));
      expect(actor.getSnapshot().context.practice.stepIndex).toBeUndefined();
    }
  });

  it('applies live period commands and emits them for the server', () => {
    const actor = start(live());
    const sent: PracticeMachineEmitted[] = [];
    actor.on('command.applied', (e) => sent.push(e));
    actor.send({ type: 'period.end', nowMs: T0 + 1000 });
    actor.send({ type: 'period.start', nowMs: T0 + 2000 });
    actor.send({ type: 'period.skip', nowMs: T0 + 3000 });
    actor.send({ type: 'period.start', nowMs: T0 + 3000 });
    expect(sent.map((e) => e.command.type)).toEqual(['period.end', 'period.start', 'period.skip']);
    expect(actor.getSnapshot().context.refusal?.code).toBe('noNextPeriod');
    expect(actor.getSnapshot().context.practice.drills[1]).toMatchObject({
      state: 'FINISH',
      endTs: T0 + 3000,
    });
  });

  it('End Practice refuses future timestamps, asks, can be cancelled, then stops', async () => {
    const stopped: PracticeRecord[] = [];
    const actor = start(live(), {
      stopPractice: fromPromise(({ input }) => {
        stopped.push(input.practice);
        return Promise.resolve(null);
      }),
    });
    actor.send({ type: 'practice.end', nowMs: T0 - 1 });
    expect(actor.getSnapshot().context.refusal?.message).toBe(MSG_ADJUST_TIMESTAMPS);
    actor.send({ type: 'practice.end', nowMs: T0 + 10 });
    expect(actor.getSnapshot().context.confirmation).toEqual({
      question: MSG_CONFIRM_END_PRACTICE,
      confirmLabel: 'Yes, End Practice',
    });
    actor.send({ type: 'end.cancel' });
    expect(actor.getSnapshot().matches({ lifecycle: { active: { live: 'running' } } })).toBe(true);
    actor.send({ type: 'practice.end', nowMs: T0 + 10 });
    actor.send({ type: 'end.confirm', nowMs: T0 + 20 });
    await waitFor(actor, (s) => s.matches({ lifecycle: { active: 'complete' } }));
    expect(stopped[0]).toMatchObject({ end: T0 + 20, stepIndex: 2 });
  });

  it('warns that unsaved changes are lost, and keeps running when the stop call fails', async () => {
    const actor = start(live(), { stopPractice: rejected() });
    actor.send({ type: 'editing.unlock' });
    actor.send({ type: 'practice.edit', changes: { name: 'Renamed' } });
    actor.send({ type: 'practice.end', nowMs: T0 + 10 });
    expect(actor.getSnapshot().context.confirmation?.warning).toBe(MSG_UNSAVED_CHANGES_LOST);
    actor.send({ type: 'end.confirm', nowMs: T0 + 20 });
    await waitFor(actor, (s) => s.matches({ lifecycle: { active: { live: 'running' } } }));
    expect(actor.getSnapshot().context.alert).toBe(MSG_PRACTICE_NOT_SAVED);
  });

  it('deletes after confirmation; cancel or failure returns to where it was', async () => {
    const actor = start(live(), { deletePractice: rejected() });
    actor.send({ type: 'practice.delete' });
    expect(actor.getSnapshot().context.confirmation?.question).toBe(MSG_CONFIRM_DELETE_PRACTICE);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches({ lifecycle: { active: 'live' } })).toBe(true);
    actor.send({ type: 'practice.delete' });
    actor.send({ type: 'delete.confirm', nowMs: T0 });
    await waitFor(actor, (s) => s.matches({ lifecycle: { active: 'live' } }));
    expect(actor.getSnapshot().context.alert).toBe(MSG_PRACTICE_NOT_DELETED);

    for (const practice of [planned(), complete()]) {
      const ok = start(practice, { deletePractice: resolved(null) });
      ok.send({ type: 'practice.delete' });
      ok.send({ type: 'delete.confirm', nowMs: T0 });
      await waitFor(ok, (s) => s.matches({ lifecycle: 'deleted' }));
      expect(ok.getSnapshot().context.practice.deleted).toBe(true);
    }
  });

  it('follows the server: a synced record moves the lifecycle', () => {
    const actor = start(planned());
    actor.send({ type: 'practice.synced', practice: complete() });
    expect(actor.getSnapshot().matches({ lifecycle: { active: 'complete' } })).toBe(true);
  });
});

describe('practiceMachine editing lock (03 §4)', () => {
  it('is locked by default; locking with savable changes asks, discard drops them', () => {
    const actor = start(planned());
    expect(actor.getSnapshot().matches({ editing: 'locked' })).toBe(true);
    actor.send({ type: 'editing.unlock' });
    actor.send({ type: 'period.add', drillType: 'Break', nowMs: T0 });
    actor.send({ type: 'period.move', from: 2, to: 0, nowMs: T0 });
    actor.send({ type: 'period.delete', index: 1, nowMs: T0 });
    actor.send({ type: 'period.delete', index: 7, nowMs: T0 });
    expect(actor.getSnapshot().context.refusal?.code).toBe('periodNotFound');
    expect(actor.getSnapshot().context.draft?.drills.map((d) => d.drillType)).toEqual([
      'Break',
      'Team',
    ]);
    actor.send({ type: 'editing.lock', nowMs: T0 });
    expect(actor.getSnapshot().context.confirmation?.question).toBe(MSG_CONFIRM_SAVE_CHANGES);
    actor.send({ type: 'save.discard' });
    expect(actor.getSnapshot().matches({ editing: 'locked' })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('locking with unsavable changes locks and discards without asking', () => {
    const actor = start(planned());
    actor.send({ type: 'editing.unlock' });
    actor.send({ type: 'practice.edit', changes: { name: ' ' } });
    actor.send({ type: 'practice.save', nowMs: T0 });
    expect(actor.getSnapshot().matches({ editing: 'unlocked' })).toBe(true);
    actor.send({ type: 'editing.lock', nowMs: T0 });
    expect(actor.getSnapshot().matches({ editing: 'locked' })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('Save sends the draft and stays unlocked; Yes, Save Changes saves and locks', async () => {
    const saved: PracticeRecord[] = [];
    const actor = start(planned(), {
      savePractice: fromPromise(({ input }) => {
        const { practice } = input;
        saved.push(practice);
        return Promise.resolve(practice);
      }),
    });
    actor.send({ type: 'editing.unlock' });
    actor.send({ type: 'practice.edit', changes: { name: 'Wed' } });
    actor.send({ type: 'practice.save', nowMs: T0 });
    await waitFor(actor, (s) => s.matches({ editing: 'unlocked' }));
    expect(actor.getSnapshot().context).toMatchObject({ alert: MSG_PRACTICE_SAVED, draft: null });
    expect(actor.getSnapshot().context.practice.name).toBe('Wed');
    actor.send({ type: 'practice.edit', changes: { description: 'Pads' } });
    actor.send({ type: 'editing.lock', nowMs: T0 });
    actor.send({ type: 'save.confirm', nowMs: T0 });
    await waitFor(actor, (s) => s.matches({ editing: 'locked' }));
    expect(saved.map((p) => p.description)).toEqual([undefined, 'Pads']);
  });

  it('a save that returns nothing or fails alerts and keeps the draft', async () => {
    const failures: Actors['savePractice'][] = [resolved(null), rejected()];
    for (const savePractice of failures) {
      const actor = start(planned(), { savePractice });
      actor.send({ type: 'editing.unlock' });
      actor.send({ type: 'practice.edit', changes: { name: 'Wed' } });
      actor.send({ type: 'practice.save', nowMs: T0 });
      await waitFor(actor, (s) => s.matches({ editing: 'unlocked' }));
      expect(actor.getSnapshot().context.alert).toBe(MSG_PRACTICE_NOT_SAVED);
      expect(actor.getSnapshot().context.draft?.name).toBe('Wed');
    }
  });

  it('live period commands also apply to an open draft', () => {
    const actor = start(live());
    actor.send({ type: 'editing.unlock' });
    actor.send({ type: 'practice.edit', changes: { name: 'Wed' } });
    actor.send({ type: 'period.end', nowMs: T0 + 100 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ name: 'Wed', currentDrillIndex: 1 });
  });
});

describe('practiceMachine toast', () => {
  it('an alert goes by itself after the toast time, or when dismissed first', async () => {
    const clock = new SimulatedClock();
    const machine = practiceMachine.provide({ actors: { createDataset: rejected() } });
    const actor = startActor(machine, {
      input: { practice: planned(), teamName: 'Dallas' },
      clock,
    });
    actor.send({ type: 'practice.start', nowMs: T0 });
    await waitFor(actor, (s) => s.context.alert !== null);
    expect(actor.getSnapshot().matches({ toast: 'shown' })).toBe(true);
    clock.increment(TOAST_MS.saveSuccess - 1);
    expect(actor.getSnapshot().context.alert).toBe(MSG_PRACTICE_NOT_STARTED_ERROR);
    clock.increment(1);
    expect(actor.getSnapshot().context.alert).toBeNull();
    expect(actor.getSnapshot().matches({ toast: 'hidden' })).toBe(true);

    actor.send({ type: 'practice.start', nowMs: T0 });
    await waitFor(actor, (s) => s.context.alert !== null);
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().matches({ toast: 'hidden' })).toBe(true);
    // The dismissed toast's timer is gone with it: a later alert gets its whole time.
    actor.send({ type: 'practice.start', nowMs: T0 });
    await waitFor(actor, (s) => s.context.alert !== null);
    clock.increment(TOAST_MS.saveSuccess - 1);
    expect(actor.getSnapshot().context.alert).toBe(MSG_PRACTICE_NOT_STARTED_ERROR);
  });
});
