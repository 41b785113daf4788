import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import {
  MSG_CONFIRM_DELETE_EVENT,
  MSG_EVENT_END_BEFORE_START,
  MSG_EVENT_END_IN_FUTURE,
  MSG_EVENT_START_AFTER_END,
  MSG_EVENT_START_IN_FUTURE,
} from '../domain';
import {
  combineRowColour,
  combineTimesError,
  startCombineEvent,
  type CombineEvent,
} from './combineDrill';
import { combineDrillMachine, type CombineDrillEmitted } from './combineDrillMachine';
import { startActor } from './testActor';

const drill = { type: 'WR', drill: '40 Yard Dash', jerseyNumber: 'WO11' };
const logged: CombineEvent = {
  ...drill,
  id: 'drillTwoend',
  stTime: 100,
  endTime: 200,
  event_id: 'e9',
};

type Call<T> = (args: { input: { event: CombineEvent } }) => Promise<T>;

function row(
  event: CombineEvent,
  post: Call<string> = () => Promise.resolve('ev-1'),
  remove: Call<unknown> = () => Promise.resolve(null),
) {
  return startActor(
    combineDrillMachine.provide({
      actors: { postCombineEvent: fromPromise(post), deleteCombineEvent: fromPromise(remove) },
    }),
    { input: { event } },
  );
}

describe('combine drill ids and colours (03 §4)', () => {
  it('starts with an id ending in st, per panel', () => {
    expect(startCombineEvent(1, drill, 5).id).toBe('drillOnest');
    expect(startCombineEvent(2, drill, 5)).toMatchObject({ id: 'drillTwost', stTime: 5 });
  });

  it('colours rows: open drill 1 blue, drill 2 dark blue, review, unmatched, modified', () => {
    expect(combineRowColour(startCombineEvent(1, drill, 0), false)).toBe('blue');
    expect(combineRowColour(startCombineEvent(2, drill, 0), true)).toBe('darkBlue');
    expect(combineRowColour({ ...logged, review: true }, false)).toBe('lightBlue');
    expect(combineRowColour(logged, false)).toBe('yellow');
    expect(combineRowColour({ ...logged, modified: true }, true)).toBe('green');
    expect(combineRowColour(logged, true)).toBe('none');
  });

  it('checks edited times (03 §5)', () => {
    expect(combineTimesError(logged, 'start', 300, 1000)).toBe(MSG_EVENT_START_AFTER_END);
    expect(combineTimesError({ stTime: 1 }, 'start', 2000, 1000)).toBe(MSG_EVENT_START_IN_FUTURE);
    expect(combineTimesError(logged, 'end', 50, 1000)).toBe(MSG_EVENT_END_BEFORE_START);
    expect(combineTimesError(logged, 'end', 2000, 1000)).toBe(MSG_EVENT_END_IN_FUTURE);
    expect(combineTimesError(logged, 'end', 150, 1000)).toBeUndefined();
  });
});

describe('combineDrillMachine', () => {
  it('ending turns the id into an end id, stamps the end and stores the event_id', async () => {
    const posted: unknown[] = [];
    const actor = row(startCombineEvent(1, drill, 100), ({ input }) => {
      posted.push(input);
      return Promise.resolve('ev-1');
    });
    actor.send({ type: 'drill.end', nowMs: 900 });
    await waitFor(actor, (s) => s.matches('logged'));
    expect(actor.getSnapshot().context.event).toMatchObject({
      id: 'drillOneend',
      endTime: 900,
      event_id: 'ev-1',
    });
  });

  it('stays open when the post fails', async () => {
    const actor = row(startCombineEvent(2, drill, 100), () => Promise.reject(new Error('500')));
    actor.send({ type: 'drill.end', nowMs: 900 });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context.event).toMatchObject({
      id: 'drillTwost',
      endTime: undefined,
    });
    expect(actor.getSnapshot().context.error).toMatch(/500/);
  });

  it('toggles review and edits times, announcing each change; bad edits show the error', () => {
    const actor = row(logged);
    const updates: CombineDrillEmitted[] = [];
    actor.on('combine.updated', (e) => updates.push(e));
    actor.send({ type: 'review.toggle' });
    actor.send({ type: 'event.edit', field: 'end', atMs: 50, nowMs: 1000 });
    expect(actor.getSnapshot().context.error).toBe(MSG_EVENT_END_BEFORE_START);
    actor.send({ type: 'event.edit', field: 'start', atMs: 150, nowMs: 1000 });
    expect(updates.map((u) => [u.event.review, u.event.stTime, u.event.modified])).toEqual([
      [true, 100, undefined],
      [true, 150, true],
    ]);
  });

  it('deletes after confirmation; cancel and failure keep the row', async () => {
    const failing = row(logged, undefined, () => Promise.reject(new Error('500')));
    failing.send({ type: 'event.delete' });
    expect(failing.getSnapshot().context.confirmation?.question).toBe(MSG_CONFIRM_DELETE_EVENT);
    failing.send({ type: 'delete.cancel' });
    expect(failing.getSnapshot().matches('logged')).toBe(true);
    failing.send({ type: 'event.delete' });
    failing.send({ type: 'delete.confirm' });
    await waitFor(failing, (s) => s.matches('logged'));
    expect(failing.getSnapshot().context.event.deleted).toBeUndefined();

    const actor = row(logged);
    actor.send({ type: 'event.delete' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.event.deleted).toBe(true);
    expect(row({ ...logged, deleted: true }).getSnapshot().value).toBe('deleted');
  });
});
