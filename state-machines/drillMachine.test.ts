import { describe, expect, it } from 'vitest';
import { drillMachine, drillStatusLabel } from './drillMachine';
import { startActor } from './testActor';

describe('drillMachine (02 §4, 03 §4)', () => {
  it('goes none → START → FINISH, stamping start and end', () => {
    const actor = startActor(drillMachine, { input: { drill: { drillType: '7on7' } } });
    expect(actor.getSnapshot().value).toBe('none');
    actor.send({ type: 'drill.end', nowMs: 5 });
    expect(actor.getSnapshot().value).toBe('none');
    actor.send({ type: 'drill.start', nowMs: 10 });
    actor.send({ type: 'drill.end', nowMs: 40 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.drill).toEqual({
      drillType: '7on7',
      startTs: 10,
      endTs: 40,
      state: 'FINISH',
    });
  });

  it('resumes from a stored state', () => {
    const started = startActor(drillMachine, {
      input: { drill: { drillType: 'a', state: 'START' } },
    });
    expect(started.getSnapshot().value).toBe('started');
    const done = startActor(drillMachine, {
      input: { drill: { drillType: 'a', state: 'FINISH' } },
    });
    expect(done.getSnapshot().value).toBe('finished');
    // A period skipped when the practice ended never starts again.
    const skipped = startActor(drillMachine, {
      input: { drill: { drillType: 'a', state: 'SKIPPED' } },
    });
    expect(skipped.getSnapshot().value).toBe('finished');
  });

  it('labels states as the screens show them', () => {
    expect(
      [undefined, 'START', 'FINISH', 'SKIPPED'].map((s) => drillStatusLabel(s as never)),
    ).toEqual(['Unstarted', 'IN PROGRESS', 'Complete', 'Skipped']);
  });
});
