import { describe, expect, it } from 'vitest';
import {
  MSG_EVENT_END_BEFORE_START,
  MSG_EVENT_END_IN_FUTURE,
  MSG_EVENT_START_AFTER_END,
  MSG_EVENT_START_IN_FUTURE,
} from '../domain';
import { decideCombineChange, startCombineEvent, type CombineEvent } from './combineDrill';

const NOW = 10_000;
const open = {
  ...startCombineEvent(2, { type: 'WO', drill: 'Gauntlet', jerseyNumber: 'WO11' }, 100),
  event_id: 'e1',
};
const logged: CombineEvent = { ...open, id: 'drillTwoend', endTime: 900 };

describe('decideCombineChange (03 §4, §5)', () => {
  it('ends an open drill: end id of its panel, end time checked', () => {
    expect(decideCombineChange(open, { id: 'drillTwoend', endTime: 800 }, NOW)).toEqual({
      ok: true,
      event: { ...open, id: 'drillTwoend', endTime: 800 },
      changes: ['ended'],
    });
    expect(decideCombineChange(open, { id: 'drillTwoend', endTime: 50 }, NOW)).toMatchObject({
      ok: false,
      kind: 'invalid',
      message: MSG_EVENT_END_BEFORE_START,
    });
    expect(decideCombineChange(open, { id: 'drillTwoend', endTime: NOW + 1 }, NOW)).toMatchObject({
      kind: 'invalid',
      message: MSG_EVENT_END_IN_FUTURE,
    });
    expect(decideCombineChange(open, { id: 'drillTwoend' }, NOW)).toMatchObject({
      kind: 'invalid',
      code: 'noEndTime',
    });
    // Another panel's end id, a review, an edit or a delete of a running drill are refused.
    for (const change of [
      { id: 'drillOneend', endTime: 800 },
      { review: true },
      { stTime: 50 },
      { endTime: 800 },
      { deleted: true },
    ]) {
      expect(decideCombineChange(open, change, NOW)).toMatchObject({
        kind: 'refused',
        code: 'endFirst',
      });
    }
    // The event as it is changes nothing.
    expect(decideCombineChange(open, { ...open }, NOW)).toEqual({
      ok: true,
      event: open,
      changes: [],
    });
  });

  it('toggles review and edits times of an ended drill, marking edits modified', () => {
    expect(decideCombineChange(logged, { review: true }, NOW)).toEqual({
      ok: true,
      event: { ...logged, review: true },
      changes: ['reviewed'],
    });
    expect(decideCombineChange(logged, { review: false }, NOW)).toMatchObject({ changes: [] });
    expect(decideCombineChange(logged, { stTime: 200, endTime: 1200, review: true }, NOW)).toEqual({
      ok: true,
      event: { ...logged, stTime: 200, endTime: 1200, review: true, modified: true },
      changes: ['reviewed', 'edited'],
    });
    // Each check of 03 §5, against the other time as changed.
    expect(decideCombineChange(logged, { stTime: 950 }, NOW)).toMatchObject({
      message: MSG_EVENT_START_AFTER_END,
    });
    expect(decideCombineChange(logged, { stTime: 950, endTime: 1000 }, NOW)).toMatchObject({
      changes: ['edited'],
    });
    expect(
      decideCombineChange({ ...logged, endTime: undefined }, { stTime: NOW + 5 }, NOW),
    ).toMatchObject({
      message: MSG_EVENT_START_IN_FUTURE,
    });
    expect(decideCombineChange(logged, { endTime: 99 }, NOW)).toMatchObject({
      kind: 'invalid',
      message: MSG_EVENT_END_BEFORE_START,
    });
    expect(decideCombineChange(logged, { endTime: NOW + 5 }, NOW)).toMatchObject({
      message: MSG_EVENT_END_IN_FUTURE,
    });
    expect(decideCombineChange(logged, { id: 'drillTwost' }, NOW)).toMatchObject({
      kind: 'refused',
      code: 'alreadyEnded',
    });
  });

  it('deletes an ended drill; a deleted one changes no more', () => {
    const deleted = decideCombineChange(logged, { deleted: true, review: true }, NOW);
    expect(deleted).toEqual({
      ok: true,
      event: { ...logged, deleted: true },
      changes: ['deleted'],
    });
    if (!deleted.ok) throw new Error('refused');
    expect(decideCombineChange(deleted.event, { deleted: true }, NOW)).toMatchObject({
      changes: [],
    });
    expect(decideCombineChange(deleted.event, { review: true }, NOW)).toMatchObject({
      kind: 'refused',
      code: 'deleted',
    });
    expect(decideCombineChange(deleted.event, { deleted: false }, NOW)).toMatchObject({
      code: 'deleted',
    });
  });
});
