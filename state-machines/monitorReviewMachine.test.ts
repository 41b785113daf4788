import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import {
  LONG_LIVE_WARNING_MS,
  isReviewDisabled,
  needsLongLiveWarning,
  type MonitorPractice,
} from './monitorReview';
import { monitorReviewMachine } from './monitorReviewMachine';
import { startActor } from './testActor';

const T0 = 1_700_000_000_000;
const ended = { start: T0, end: T0 + 1000 };

function review(
  practice: MonitorPractice,
  put: (args: {
    input: { practice: MonitorPractice; reviewedBy: string };
  }) => Promise<unknown> = () => Promise.resolve(null),
) {
  return startActor(monitorReviewMachine.provide({ actors: { putReview: fromPromise(put) } }), {
    input: { practice, reviewerName: 'Ann' },
  });
}

describe('monitor review (03 §4)', () => {
  it('is disabled for future or unended practices', () => {
    expect(isReviewDisabled({ start: T0 + 1 }, T0)).toBe(true);
    expect(isReviewDisabled({ start: T0 }, T0 + 5)).toBe(true);
    expect(isReviewDisabled(ended, T0 + 5)).toBe(false);
    const actor = review({ start: T0 });
    actor.send({ type: 'review.agree', nowMs: T0 + 5 });
    expect(actor.getSnapshot().value).toBe('unreviewed');
  });

  it('records the reviewer given name once agreed, for good', async () => {
    const sent: unknown[] = [];
    const actor = review(ended, ({ input }) => {
      sent.push(input);
      return Promise.resolve(null);
    });
    actor.send({ type: 'review.agree', nowMs: T0 + 5000 });
    actor.send({ type: 'practice.synced', practice: ended });
    await waitFor(actor, (s) => s.matches('reviewed'));
    expect(sent[0]).toMatchObject({ reviewedBy: 'Ann' });
    expect(actor.getSnapshot().context.practice.reviewedBy).toBe('Ann');
    actor.send({ type: 'review.agree', nowMs: T0 + 6000 });
    expect(actor.getSnapshot().value).toBe('reviewed');
  });

  it('keeps a review when data read before it arrives without the reviewer', async () => {
    const actor = review(ended);
    actor.send({ type: 'review.agree', nowMs: T0 + 5000 });
    await waitFor(actor, (s) => s.matches('reviewed'));
    actor.send({ type: 'practice.synced', practice: ended });
    expect(actor.getSnapshot().value).toBe('reviewed');
    expect(actor.getSnapshot().context.practice.reviewedBy).toBe('Ann');
    actor.send({ type: 'practice.synced', practice: { ...ended, reviewedBy: 'Bo' } });
    expect(actor.getSnapshot().context.practice.reviewedBy).toBe('Bo');
  });

  it('stays unreviewed when the call fails; follows a review made elsewhere', async () => {
    const actor = review(ended, () => Promise.reject(new Error('The practice was reviewed')));
    actor.send({ type: 'review.agree', nowMs: T0 + 5000 });
    await waitFor(actor, (s) => s.matches('unreviewed'));
    // The server's reason, to show beside "Not saved".
    expect(actor.getSnapshot().context.failed).toBe('The practice was reviewed');
    actor.send({ type: 'practice.synced', practice: { ...ended, reviewedBy: 'Bo' } });
    expect(actor.getSnapshot().value).toBe('reviewed');
  });

  it('warns about a practice live 3 hours or more without ending', () => {
    expect(needsLongLiveWarning({ start: T0 }, T0 + LONG_LIVE_WARNING_MS)).toBe(true);
    expect(needsLongLiveWarning({ start: T0 }, T0 + LONG_LIVE_WARNING_MS - 1)).toBe(false);
    expect(needsLongLiveWarning(ended, T0 + LONG_LIVE_WARNING_MS)).toBe(false);
  });
});
