import { describe, expect, it } from 'vitest';
import {
  MSG_ADJUST_TIMESTAMPS,
  MSG_END_ALL_EVENTS_FIRST,
  MSG_ENTER_FUTURE_DAY,
  MSG_PERIOD_START_BEFORE_PREVIOUS_END,
  MSG_PERIOD_START_IN_FUTURE,
} from '../domain';
import {
  applyPracticeCommand,
  endPracticeRefusal,
  type PracticeCommand,
  type PracticeCommandResult,
} from './practiceCommands';
import { derivePracticeStatus } from './practiceRules';
import type { PracticeRecord } from './practiceTypes';

const T0 = 1_700_000_000_000;

const planned = (): PracticeRecord & { teamId: string } => ({
  teamId: 'DAL',
  name: 'Tuesday',
  start: T0 - 60_000,
  drills: [{ drillType: 'Stretch' }, { drillType: '7on7' }, { drillType: 'Team' }],
});

function ok<P extends PracticeRecord>(result: PracticeCommandResult<P>) {
  if (!result.ok) throw new Error(`refused: ${result.reason.code}`);
  return result;
}

/** Applies commands in order at the given times, failing on a refusal. */
function run(practice: PracticeRecord, steps: [PracticeCommand, number][]): PracticeRecord {
  return steps.reduce(
    (p, [command, at]) => ok(applyPracticeCommand(p, command, at)).practice,
    practice,
  );
}

describe('derivePracticeStatus (01 §4)', () => {
  it('is complete with end after start, or with step index 2', () => {
    expect(derivePracticeStatus({ start: 1, end: 2 })).toBe('complete');
    expect(derivePracticeStatus({ start: 2, end: 2, stepIndex: 2 })).toBe('complete');
  });
  it('is live when the step index is otherwise set, planned otherwise', () => {
    expect(derivePracticeStatus({ start: 2, end: 1, stepIndex: 1 })).toBe('live');
    expect(derivePracticeStatus({ stepIndex: 0 })).toBe('live');
    expect(derivePracticeStatus({ start: 1, stepIndex: null })).toBe('planned');
    expect(derivePracticeStatus({})).toBe('planned');
  });
});

describe('applyPracticeCommand', () => {
  it('starts a practice: first drill START, session 1, step 1, index 0, elapsed 0', () => {
    const result = ok(applyPracticeCommand(planned(), { type: 'practice.start' }, T0));
    expect(result.practice).toMatchObject({
      teamId: 'DAL',
      stepIndex: 1,
      currentDrillIndex: 0,
      totalElapsedTime: 0,
      isStarted: true,
    });
    expect(result.practice.drills[0]).toEqual({
      drillType: 'Stretch',
      startTs: T0,
      state: 'START',
      session_id: 1,
    });
    expect(result.events.map((e) => e.type)).toEqual(['practice.started', 'period.started']);
    expect(derivePracticeStatus(result.practice)).toBe('live');
  });

  it('refuses to start twice or without periods', () => {
    const live = run(planned(), [[{ type: 'practice.start' }, T0]]);
    expect(applyPracticeCommand(live, { type: 'practice.start' }, T0)).toMatchObject({
      ok: false,
      reason: { code: 'notPlanned' },
    });
    const empty = { ...planned(), drills: [] };
    expect(applyPracticeCommand(empty, { type: 'practice.start' }, T0)).toMatchObject({
      ok: false,
      reason: { code: 'noPeriods' },
    });
  });

  it('ends a period (index + 1, elapsed) and starts the next one, now or chained', () => {
    const ended = ok(
      applyPracticeCommand(
        run(planned(), [[{ type: 'practice.start' }, T0]]),
        { type: 'period.end' },
        T0 + 5000,
      ),
    );
    expect(ended.practice).toMatchObject({
      currentDrillIndex: 1,
      totalElapsedTime: 5000,
      isStarted: false,
    });
    expect(ended.events).toEqual([{ type: 'period.ended', atMs: T0 + 5000, index: 0 }]);
    const now = ok(applyPracticeCommand(ended.practice, { type: 'period.start' }, T0 + 9000));
    expect(now.practice.drills[1]).toMatchObject({
      startTs: T0 + 9000,
      state: 'START',
      session_id: 2,
    });
    const chained = ok(
      applyPracticeCommand(ended.practice, { type: 'period.start', chained: true }, T0 + 9000),
    );
    expect(chained.practice.drills[1]?.startTs).toBe(T0 + 5100);
  });

  it('starts a period only when the previous end is not in the future (03 §4)', () => {
    const live = run(planned(), [
      [{ type: 'practice.start' }, T0],
      [{ type: 'period.end' }, T0 + 5000],
    ]);
    expect(applyPracticeCommand(live, { type: 'period.start' }, T0 + 4000)).toMatchObject({
      ok: false,
      reason: { code: 'previousPeriodNotEnded' },
    });
  });

  it('refuses period commands that do not fit', () => {
    const live = run(planned(), [[{ type: 'practice.start' }, T0]]);
    expect(applyPracticeCommand(live, { type: 'period.start' }, T0)).toMatchObject({
      reason: { code: 'periodInProgress' },
    });
    const between = run(live, [[{ type: 'period.end' }, T0 + 1]]);
    expect(applyPracticeCommand(between, { type: 'period.end' }, T0 + 2)).toMatchObject({
      reason: { code: 'noPeriodInProgress' },
    });
    expect(applyPracticeCommand(planned(), { type: 'period.end' }, T0)).toMatchObject({
      reason: { code: 'notLive' },
    });
    const last = run(planned(), [
      [{ type: 'practice.start' }, T0],
      [{ type: 'period.skip' }, T0 + 1],
      [{ type: 'period.skip' }, T0 + 500],
      [{ type: 'period.end' }, T0 + 900],
    ]);
    expect(applyPracticeCommand(last, { type: 'period.start' }, T0 + 1000)).toMatchObject({
      reason: { code: 'noNextPeriod' },
    });
  });

  it('skip ends the current period and starts the next one chained', () => {
    const live = run(planned(), [[{ type: 'practice.start' }, T0]]);
    const skipped = ok(applyPracticeCommand(live, { type: 'period.skip' }, T0 + 1000));
    expect(skipped.events).toEqual([
      { type: 'period.skipped', atMs: T0 + 1000, index: 0 },
      { type: 'period.started', atMs: T0 + 1100, index: 1, sessionId: 2 },
    ]);
    const onLast = run(skipped.practice, [[{ type: 'period.skip' }, T0 + 2000]]);
    const lastSkip = ok(applyPracticeCommand(onLast, { type: 'period.skip' }, T0 + 3000));
    expect(lastSkip.events.map((e) => e.type)).toEqual(['period.skipped']);
    expect(lastSkip.practice.drills[2]).toMatchObject({ state: 'FINISH', endTs: T0 + 3000 });
  });

  it('stops a practice: periods that ran finished, none later than now, those never started skipped, step 2, drill cleared', () => {
    const live = run(planned(), [[{ type: 'practice.start' }, T0]]);
    const withFuture = {
      ...live,
      drills: live.drills.map((d, i) => (i === 2 ? { ...d, endTs: T0 + 99_999 } : d)),
    };
    const stopped = ok(applyPracticeCommand(withFuture, { type: 'practice.stop' }, T0 + 6000));
    expect(stopped.practice).toMatchObject({
      end: T0 + 6000,
      stepIndex: 2,
      currentDrillIndex: undefined,
    });
    expect(stopped.practice.drills).toEqual([
      { drillType: 'Stretch', startTs: T0, endTs: T0 + 6000, state: 'FINISH', session_id: 1 },
      // Never started: they never ran, so they carry no times (not 'Complete 00:00:00').
      { drillType: '7on7', state: 'SKIPPED', session_id: 2 },
      { drillType: 'Team', state: 'SKIPPED', session_id: 3 },
    ]);
    expect(stopped.practice.totalElapsedTime).toBe(6000);
    expect(derivePracticeStatus(stopped.practice)).toBe('complete');
    expect(
      applyPracticeCommand(stopped.practice, { type: 'practice.stop' }, T0 + 7000),
    ).toMatchObject({
      reason: { code: 'notLive' },
    });
  });

  it('refuses to stop while a combine drill is open', () => {
    const live = run({ ...planned(), combineEvents: [{ id: 'drillOnest' }] }, [
      [{ type: 'practice.start' }, T0],
    ]);
    expect(applyPracticeCommand(live, { type: 'practice.stop' }, T0 + 1)).toEqual({
      ok: false,
      reason: { code: 'openCombineDrills', message: MSG_END_ALL_EVENTS_FIRST },
    });
  });

  it('opens and closes combine drills of a live practice, one per panel (03 §4)', () => {
    const live = run(planned(), [[{ type: 'practice.start' }, T0]]);
    const drill = { id: 'drillOnest', event_id: 'e1', drill: '40 Yard Dash', stTime: T0 };
    const opened = ok(applyPracticeCommand(live, { type: 'combine.open', drill }, T0 + 1));
    // The record keeps what the rules read; the event keeps the whole drill.
    expect(opened.practice.combineEvents).toEqual([{ id: 'drillOnest', event_id: 'e1' }]);
    expect(opened.events).toEqual([{ type: 'combine.opened', atMs: T0 + 1, drill }]);
    expect(
      applyPracticeCommand(
        opened.practice,
        { type: 'combine.open', drill: { id: 'drillOnest' } },
        T0,
      ),
    ).toMatchObject({ reason: { code: 'combinePanelBusy' } });
    const both = run(opened.practice, [
      [{ type: 'combine.open', drill: { id: 'drillTwost', event_id: 'e2' } }, T0 + 2],
    ]);
    expect(applyPracticeCommand(both, { type: 'practice.stop' }, T0 + 3)).toMatchObject({
      reason: { message: MSG_END_ALL_EVENTS_FIRST },
    });
    const closed = ok(
      applyPracticeCommand(both, { type: 'combine.close', eventId: 'e1', endTime: T0 + 3 }, T0 + 4),
    );
    expect(closed.events).toEqual([
      { type: 'combine.closed', atMs: T0 + 4, eventId: 'e1', endTime: T0 + 3 },
    ]);
    expect(closed.practice.combineEvents).toEqual([{ id: 'drillTwost', event_id: 'e2' }]);
    expect(
      applyPracticeCommand(
        closed.practice,
        { type: 'combine.close', eventId: 'e1', endTime: 1 },
        T0,
      ),
    ).toMatchObject({ reason: { code: 'combineNotOpen' } });
    const none = run(closed.practice, [
      [{ type: 'combine.close', eventId: 'e2', endTime: T0 + 5 }, T0 + 5],
    ]);
    expect(ok(applyPracticeCommand(none, { type: 'practice.stop' }, T0 + 6)).practice.end).toBe(
      T0 + 6,
    );
    // Only a live practice times drills.
    expect(applyPracticeCommand(planned(), { type: 'combine.open', drill }, T0)).toMatchObject({
      reason: { code: 'notLive' },
    });
  });

  it('deletes periods: never the one in progress; renumbers sessions and shifts the index', () => {
    const live = run(planned(), [
      [{ type: 'practice.start' }, T0],
      [{ type: 'period.skip' }, T0 + 1000],
    ]);
    expect(
      applyPracticeCommand(live, { type: 'period.delete', index: 1 }, T0 + 2000),
    ).toMatchObject({
      reason: { code: 'deletePeriodInProgress' },
    });
    const result = ok(applyPracticeCommand(live, { type: 'period.delete', index: 0 }, T0 + 2000));
    expect(result.practice.currentDrillIndex).toBe(0);
    expect(result.practice.drills.map((d) => [d.drillType, d.session_id])).toEqual([
      ['7on7', 1],
      ['Team', undefined],
    ]);
    expect(result.events[0]).toMatchObject({
      type: 'practice.edited',
      changes: { currentDrillIndex: 0 },
    });
    expect(applyPracticeCommand(live, { type: 'period.delete', index: 9 }, T0)).toMatchObject({
      reason: { code: 'periodNotFound' },
    });
  });

  it('adds and moves periods; only unstarted rows move; not once complete', () => {
    const added = ok(
      applyPracticeCommand(
        planned(),
        { type: 'period.add', drillType: 'Break', periodType: 'Break' },
        T0,
      ),
    );
    expect(added.practice.drills.at(-1)).toEqual({ drillType: 'Break', periodType: 'Break' });
    expect(
      applyPracticeCommand(planned(), { type: 'period.add', drillType: ' ' }, T0),
    ).toMatchObject({
      reason: { code: 'emptyPeriodName' },
    });
    const moved = ok(applyPracticeCommand(planned(), { type: 'period.move', from: 2, to: 0 }, T0));
    expect(moved.practice.drills.map((d) => d.drillType)).toEqual(['Team', 'Stretch', '7on7']);
    const live = run(planned(), [[{ type: 'practice.start' }, T0]]);
    expect(applyPracticeCommand(live, { type: 'period.move', from: 2, to: 0 }, T0)).toMatchObject({
      reason: { code: 'moveStartedPeriod' },
    });
    expect(applyPracticeCommand(live, { type: 'period.move', from: 2, to: 3 }, T0)).toMatchObject({
      reason: { code: 'periodNotFound' },
    });
    const done = run(live, [[{ type: 'practice.stop' }, T0 + 5]]);
    expect(
      applyPracticeCommand(done, { type: 'period.add', drillType: 'X' }, T0 + 6),
    ).toMatchObject({
      reason: { code: 'practiceComplete' },
    });
  });

  it('edits fields and validates names, start day and period times (01 §5, 03 §5)', () => {
    const edited = ok(
      applyPracticeCommand(
        planned(),
        { type: 'practice.edit', changes: { name: 'Wed', start: T0 + 1 } },
        T0,
      ),
    );
    expect(edited.practice.name).toBe('Wed');
    expect(edited.events).toEqual([
      { type: 'practice.edited', atMs: T0, changes: { name: 'Wed', start: T0 + 1 } },
    ]);
    expect(
      applyPracticeCommand(planned(), { type: 'practice.edit', changes: { name: ' ' } }, T0),
    ).toMatchObject({
      reason: { code: 'emptyPracticeName' },
    });
    expect(
      applyPracticeCommand(planned(), { type: 'practice.edit', changes: { start: T0 - 1 } }, T0),
    ).toEqual({
      ok: false,
      reason: { code: 'startInPast', message: MSG_ENTER_FUTURE_DAY },
    });
    const drills = [
      { drillType: 'A', startTs: T0 - 100, endTs: T0 - 50 },
      { drillType: 'B', startTs: T0 - 60 },
    ];
    expect(
      applyPracticeCommand(planned(), { type: 'practice.edit', changes: { drills } }, T0),
    ).toMatchObject({
      reason: { code: 'invalidPeriodTimes', message: MSG_PERIOD_START_BEFORE_PREVIOUS_END },
    });
    const future = [{ drillType: 'A', startTs: T0 + 1 }];
    expect(
      applyPracticeCommand(planned(), { type: 'practice.edit', changes: { drills: future } }, T0),
    ).toMatchObject({
      reason: { message: MSG_PERIOD_START_IN_FUTURE },
    });
    expect(
      applyPracticeCommand(
        planned(),
        { type: 'practice.edit', changes: { drills: [{ drillType: '' }] } },
        T0,
      ),
    ).toMatchObject({ reason: { code: 'emptyPeriodName' } });
  });

  it('reviews once, only started and ended practices; deleted practices refuse everything', () => {
    const done = run(planned(), [
      [{ type: 'practice.start' }, T0],
      [{ type: 'practice.stop' }, T0 + 10],
    ]);
    expect(
      applyPracticeCommand(planned(), { type: 'practice.review', reviewerName: 'Ann' }, T0),
    ).toMatchObject({
      reason: { code: 'reviewUnavailable' },
    });
    const reviewed = ok(
      applyPracticeCommand(done, { type: 'practice.review', reviewerName: 'Ann' }, T0 + 20),
    );
    expect(reviewed.events).toEqual([
      { type: 'practice.reviewed', atMs: T0 + 20, reviewedBy: 'Ann' },
    ]);
    expect(
      applyPracticeCommand(reviewed.practice, { type: 'practice.review', reviewerName: 'Bo' }, T0),
    ).toMatchObject({
      reason: { code: 'alreadyReviewed' },
    });
    const deleted = ok(applyPracticeCommand(done, { type: 'practice.delete' }, T0 + 30));
    expect(deleted.events).toEqual([{ type: 'practice.deleted', atMs: T0 + 30 }]);
    expect(applyPracticeCommand(deleted.practice, { type: 'practice.delete' }, T0)).toMatchObject({
      reason: { code: 'practiceDeleted' },
    });
  });
});

describe("practice.edit of a live practice's periods (the manage screen's save)", () => {
  const live = () =>
    run(planned(), [
      [{ type: 'practice.start' }, T0],
      [{ type: 'period.end' }, T0 + 60_000],
      [{ type: 'period.start' }, T0 + 61_000],
    ]);

  it('keeps the current index on the period in progress when rows before it go', () => {
    const practice = live();
    expect(practice.currentDrillIndex).toBe(1);
    const drills = practice.drills.filter((_, i) => i !== 0);
    const result = ok(
      applyPracticeCommand(practice, { type: 'practice.edit', changes: { drills } }, T0 + 70_000),
    );
    expect(result.practice.currentDrillIndex).toBe(0);
    expect(result.events).toEqual([
      {
        type: 'practice.edited',
        atMs: T0 + 70_000,
        changes: { drills, currentDrillIndex: 0 },
      },
    ]);
  });

  it('refuses a list without the period in progress, or with two', () => {
    const practice = live();
    const without = practice.drills.filter((d) => d.state !== 'START');
    const twice = practice.drills.map((d) => ({ ...d, state: 'START' as const }));
    for (const drills of [without, twice]) {
      const result = applyPracticeCommand(
        practice,
        { type: 'practice.edit', changes: { drills } },
        T0 + 70_000,
      );
      expect(result.ok ? 'saved' : result.reason.code).toBe('deletePeriodInProgress');
    }
  });
});

describe('endPracticeRefusal (03 §4)', () => {
  const live = () => run(planned(), [[{ type: 'practice.start' }, T0]]);
  it('refuses with open combine drills, then with future timestamps', () => {
    expect(
      endPracticeRefusal({ ...live(), combineEvents: [{ id: 'drillTwost' }] }, T0)?.message,
    ).toBe(MSG_END_ALL_EVENTS_FIRST);
    expect(
      endPracticeRefusal({ ...live(), combineEvents: [{ id: 'drillTwost', deleted: true }] }, T0),
    ).toBeUndefined();
    expect(endPracticeRefusal(live(), T0 - 1)?.message).toBe(MSG_ADJUST_TIMESTAMPS);
    expect(endPracticeRefusal(planned(), T0)?.code).toBe('notLive');
  });
});
