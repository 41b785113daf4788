import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_EVENTS_PER_BATCH } from '../../../../domain';
import { EventQueue, type QueuedEvent } from './eventQueue';

const event = (n: number): QueuedEvent => ({
  id: `e${n}`,
  type: 'snap',
  name: 'Snap',
  atMs: n,
});

/** A send whose calls are recorded and whose answers the test gives. */
function recordingSend() {
  const calls: { ids: string[]; keepalive: boolean; settle: (ok: boolean) => void }[] = [];
  const send = (events: readonly QueuedEvent[], keepalive: boolean) =>
    new Promise<void>((resolve, reject) => {
      calls.push({
        ids: events.map((e) => e.id),
        keepalive,
        settle: (ok) => {
          if (ok) resolve();
          else reject(new Error('Plays can be logged only while the practice is live'));
        },
      });
    });
  return { calls, send };
}

describe('EventQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the clicks together 2000 ms after the last one', async () => {
    const { calls, send } = recordingSend();
    const queue = new EventQueue(send);
    queue.add(event(1));
    await vi.advanceTimersByTimeAsync(1500);
    queue.add(event(2));
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual([]);
    expect(queue.getSnapshot()).toMatchObject({ state: 'waiting', stored: 0 });
    expect(queue.getSnapshot().events.map((e) => e.id)).toEqual(['e1', 'e2']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.ids)).toEqual([['e1', 'e2']]);
    expect(queue.getSnapshot().state).toBe('sending');
    calls[0]?.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot()).toEqual({ events: [], state: 'idle', error: null, stored: 2 });
  });

  it('keeps the events of a failed send and says why; the next click sends them all again', async () => {
    const { calls, send } = recordingSend();
    const queue = new EventQueue(send);
    queue.add(event(1));
    await vi.advanceTimersByTimeAsync(2000);
    calls[0]?.settle(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot()).toMatchObject({
      state: 'failed',
      error: 'Plays can be logged only while the practice is live',
      stored: 0,
    });
    expect(queue.getSnapshot().events.map((e) => e.id)).toEqual(['e1']);
    // Nothing is sent again on its own.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    queue.add(event(2));
    expect(queue.getSnapshot().state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls[1]?.ids).toEqual(['e1', 'e2']);
    calls[1]?.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot()).toEqual({ events: [], state: 'idle', error: null, stored: 2 });
  });

  it('sends at once on a retry or a flush, with keepalive when the page is left', async () => {
    const { calls, send } = recordingSend();
    const queue = new EventQueue(send);
    queue.add(event(1));
    queue.flush(true);
    expect(calls.map(({ ids, keepalive }) => ({ ids, keepalive }))).toEqual([
      { ids: ['e1'], keepalive: true },
    ]);
    calls[0]?.settle(true);
    await vi.advanceTimersByTimeAsync(5000);
    // The pause's timer was stopped: nothing goes twice.
    expect(calls).toHaveLength(1);
    queue.flush();
    expect(calls).toHaveLength(1);
  });

  it('sends one batch at a time: clicks during a send wait for their own pause', async () => {
    const { calls, send } = recordingSend();
    const queue = new EventQueue(send);
    queue.add(event(1));
    await vi.advanceTimersByTimeAsync(2000);
    queue.add(event(2));
    expect(queue.getSnapshot().state).toBe('sending');
    await vi.advanceTimersByTimeAsync(500);
    calls[0]?.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot()).toMatchObject({ state: 'waiting', stored: 1 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls.map((c) => c.ids)).toEqual([['e1'], ['e2']]);
  });

  it('sends right after the running send when the pause ended during it', async () => {
    const { calls, send } = recordingSend();
    const queue = new EventQueue(send);
    queue.add(event(1));
    await vi.advanceTimersByTimeAsync(2000);
    queue.add(event(2));
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
    calls[0]?.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.ids)).toEqual([['e1'], ['e2']]);
  });

  it('splits more than a batch can carry, the rest following at once', async () => {
    const { calls, send } = recordingSend();
    const queue = new EventQueue(send);
    for (let n = 0; n < MAX_EVENTS_PER_BATCH + 3; n++) queue.add(event(n));
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls[0]?.ids).toHaveLength(MAX_EVENTS_PER_BATCH);
    calls[0]?.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]?.ids).toEqual([`e${MAX_EVENTS_PER_BATCH}`, 'e201', 'e202']);
  });

  it('tells subscribers of each change, and stops telling once unsubscribed', async () => {
    const { calls, send } = recordingSend();
    const queue = new EventQueue(send);
    const heard = vi.fn();
    const stop = queue.subscribe(heard);
    queue.add(event(1));
    await vi.advanceTimersByTimeAsync(2000);
    calls[0]?.settle(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    queue.add(event(2));
    expect(heard).toHaveBeenCalledTimes(3);
    queue.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });
});
