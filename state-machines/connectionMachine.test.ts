import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_CODES, backoffDelayMs, isRetryableClose } from './connectionRules';
import { connectionMachine, type StreamMessage } from './connectionMachine';
import type { StreamPosition } from './connectionRules';
import { startActor } from './testActor';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A connection whose socket side effects are recorded instead of performed. */
function connection(input: { maxFailures?: number; position?: StreamPosition | null } = {}) {
  const log: string[] = [];
  const applied: StreamMessage[] = [];
  const machine = connectionMachine.provide({
    actions: {
      openSocket: () => log.push('open'),
      closeSocket: () => log.push('close'),
      sendHello: (_, p) =>
        log.push(`hello ${p.position ? `${p.position.epoch}:${p.position.seq}` : '-'}`),
      applySnapshot: (_, m) => applied.push(m),
      applyDelta: (_, m) => applied.push(m),
      requestSnapshot: () => log.push('resync'),
    },
  });
  const actor = startActor(machine, {
    input: { random: () => 0.5, staleAfterMs: 45_000, ...input },
  });
  return { actor, log, applied };
}

describe('backoff (connectionRules)', () => {
  it('grows exponentially, is capped, and jitters by the injected random', () => {
    const delays = [1, 2, 3, 4, 10].map((n) => backoffDelayMs(n, () => 0));
    expect(delays).toEqual([250, 500, 1000, 2000, 15_000]);
    expect(backoffDelayMs(1, () => 0.999_999)).toBe(500);
    expect(backoffDelayMs(60, () => 0.5)).toBe(22_500);
  });
  it('does not retry unauthorized, forbidden or bad requests', () => {
    expect(isRetryableClose(CLOSE_CODES.unauthorized)).toBe(false);
    expect(isRetryableClose(CLOSE_CODES.forbidden)).toBe(false);
    expect(isRetryableClose(CLOSE_CODES.abnormal)).toBe(true);
  });
});

describe('connectionMachine', () => {
  it('connects, takes a snapshot, applies contiguous deltas and resyncs on a gap', () => {
    const { actor, log, applied } = connection();
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'delta.received', epoch: 'e1', seq: 4 });
    expect(actor.getSnapshot().matches({ online: { open: 'syncing' } })).toBe(true);
    actor.send({ type: 'snapshot.received', epoch: 'e1', seq: 4 });
    actor.send({ type: 'delta.received', epoch: 'e1', seq: 5 });
    actor.send({ type: 'delta.received', epoch: 'e1', seq: 7 });
    expect(log).toEqual(['open', 'hello -', 'resync']);
    expect(applied.map((m) => m.seq)).toEqual([4, 5]);
    expect(actor.getSnapshot().matches({ online: { open: 'syncing' } })).toBe(true);
    actor.send({ type: 'delta.received', epoch: 'e1', seq: 6 });
    expect(actor.getSnapshot().matches({ online: { open: 'live' } })).toBe(true);
    expect(actor.getSnapshot().context.position).toEqual({ epoch: 'e1', seq: 6 });
  });

  it('flags live data stale after silence and recovers on the next message', async () => {
    const { actor } = connection();
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'snapshot.received', epoch: 'e1', seq: 1 });
    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'delta.received', epoch: 'e1', seq: 2 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().matches({ online: { open: 'live' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(actor.getSnapshot().matches({ online: { open: 'stale' } })).toBe(true);
    actor.send({ type: 'snapshot.received', epoch: 'e2', seq: 0 });
    expect(actor.getSnapshot().matches({ online: { open: 'live' } })).toBe(true);
  });

  it('reconnects after a backoff delay and resumes from (epoch, seq)', async () => {
    const { actor, log } = connection({ position: { epoch: 'e1', seq: 9 } });
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    expect(actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(374);
    expect(actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'socket.opened' });
    expect(log).toEqual(['open', 'open', 'hello e1:9']);
    actor.send({ type: 'delta.received', epoch: 'e1', seq: 10 });
    expect(actor.getSnapshot().matches({ online: { open: 'live' } })).toBe(true);
  });

  it('goes offline after N failures in a row, and back on browser.online or retry', () => {
    const { actor } = connection({ maxFailures: 2 });
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    actor.send({ type: 'browser.online' });
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.serverError });
    expect(actor.getSnapshot()).toMatchObject({ value: 'offline', context: { failures: 2 } });
    actor.send({ type: 'browser.online' });
    expect(actor.getSnapshot()).toMatchObject({
      value: { online: 'connecting' },
      context: { failures: 0 },
    });
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.abnormal });
    expect(actor.getSnapshot().value).toBe('retrying');
  });

  it('goes offline at once on the browser offline event, from online or while waiting', () => {
    const { actor, log } = connection();
    actor.send({ type: 'browser.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
    expect(log).toContain('close');
    actor.send({ type: 'connection.retry' });
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.goingAway });
    actor.send({ type: 'browser.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
  });

  it('stops on a do-not-retry close code until asked to retry', async () => {
    const { actor } = connection();
    actor.send({ type: 'socket.closed', code: CLOSE_CODES.unauthorized });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'stopped', context: { closeCode: 4401 } });
    actor.send({ type: 'connection.retry' });
    expect(actor.getSnapshot().matches({ online: 'connecting' })).toBe(true);
  });
});
