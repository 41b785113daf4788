import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE_CODES, type StreamPosition } from '../domain';
import { backoffDelayMs, isRetryableClose } from './connectionRules';
import { CONNECTION_DEFAULTS, connectionMachine, type StreamMessage } from './connectionMachine';
import { startActor } from './testActor';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A connection whose socket side effects are recorded instead of performed. */
function connection(
  input: { maxFailures?: number; positions?: Record<string, StreamPosition> } = {},
) {
  const log: string[] = [];
  const applied: StreamMessage[] = [];
  const machine = connectionMachine.provide({
    actions: {
      openSocket: () => log.push('open'),
      closeSocket: () => log.push('close'),
      sendHello: (_, p) => {
        const at = Object.entries(p.positions).map(([t, q]) => `${t}@${q.epoch}:${q.seq}`);
        log.push(`hello ${at.length > 0 ? at.join(',') : '-'}`);
      },
      applySnapshot: (_, m) => applied.push(m),
      applyDelta: (_, m) => applied.push(m),
      requestSnapshot: (_, p) => log.push(`resync ${p.topic}`),
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
  it('does not retry unauthorized, protocol errors or throttling; retries slow consumers', () => {
    expect(isRetryableClose(LIVE_CLOSE_CODES.unauthorized)).toBe(false);
    expect(isRetryableClose(LIVE_CLOSE_CODES.protocolError)).toBe(false);
    expect(isRetryableClose(LIVE_CLOSE_CODES.policyViolation)).toBe(false);
    expect(isRetryableClose(LIVE_CLOSE_CODES.slowConsumer)).toBe(true);
    expect(isRetryableClose(LIVE_CLOSE_CODES.abnormal)).toBe(true);
  });
});

describe('connectionMachine', () => {
  it('backs off from a socket refused as one too many of its user, and ends offline', async () => {
    // The gateway opens the socket, then closes it at once: the failures are never reset.
    expect(LIVE_CLOSE_CODES.tooManySockets).toBe(4029);
    expect(isRetryableClose(LIVE_CLOSE_CODES.tooManySockets)).toBe(true);
    const { actor, log } = connection();
    const opens = () => log.filter((entry) => entry === 'open').length;
    const tries = CONNECTION_DEFAULTS.maxFailures;
    for (let refusal = 1; refusal <= tries; refusal++) {
      actor.send({ type: 'socket.opened' });
      actor.send({ type: 'socket.closed', code: LIVE_CLOSE_CODES.tooManySockets });
      if (refusal === tries) break;
      const waitMs = backoffDelayMs(refusal, () => 0.5);
      await vi.advanceTimersByTimeAsync(waitMs - 1);
      expect(opens()).toBe(refusal);
      await vi.advanceTimersByTimeAsync(1);
      expect(opens()).toBe(refusal + 1);
    }
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(opens()).toBe(tries);
  });

  it('connects, takes a snapshot, applies contiguous deltas and resyncs on a gap', () => {
    const { actor, log, applied } = connection();
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'delta.received', topic: 'a', epoch: 1, seq: 4 });
    expect(actor.getSnapshot().matches({ online: { open: 'syncing' } })).toBe(true);
    actor.send({ type: 'snapshot.received', topic: 'a', epoch: 1, seq: 4 });
    actor.send({ type: 'delta.received', topic: 'a', epoch: 1, seq: 5 });
    actor.send({ type: 'delta.received', topic: 'a', epoch: 1, seq: 7 });
    expect(log).toEqual(['open', 'hello -', 'resync a']);
    expect(applied.map((m) => m.seq)).toEqual([4, 5]);
    expect(actor.getSnapshot().matches({ online: { open: 'syncing' } })).toBe(true);
    actor.send({ type: 'delta.received', topic: 'a', epoch: 1, seq: 6 });
    expect(actor.getSnapshot().matches({ online: { open: 'live' } })).toBe(true);
    expect(actor.getSnapshot().context.positions).toEqual({ a: { epoch: 1, seq: 6 } });
  });

  it('keeps one position per topic, so interleaved topics do not look like gaps', () => {
    const { actor, log, applied } = connection();
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'snapshot.received', topic: 'a', epoch: 1, seq: 3 });
    actor.send({ type: 'snapshot.received', topic: 'b', epoch: 7, seq: 40 });
    actor.send({ type: 'delta.received', topic: 'a', epoch: 1, seq: 4 });
    actor.send({ type: 'delta.received', topic: 'b', epoch: 7, seq: 41 });
    actor.send({ type: 'delta.received', topic: 'b', epoch: 7, seq: 43 });
    expect(applied.map((m) => `${m.topic}${m.seq}`)).toEqual(['a3', 'b40', 'a4', 'b41']);
    expect(log).toEqual(['open', 'hello -', 'resync b']);
    expect(actor.getSnapshot().context.positions).toEqual({
      a: { epoch: 1, seq: 4 },
      b: { epoch: 7, seq: 41 },
    });
  });

  it('ignores a snapshot it has already passed, and takes one of a new epoch', () => {
    const { actor, applied } = connection();
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'snapshot.received', topic: 'a', epoch: 1, seq: 5 });
    actor.send({ type: 'delta.received', topic: 'a', epoch: 1, seq: 6 });
    actor.send({ type: 'snapshot.received', topic: 'a', epoch: 1, seq: 6 });
    actor.send({ type: 'snapshot.received', topic: 'a', epoch: 1, seq: 4 });
    expect(actor.getSnapshot().context.positions).toEqual({ a: { epoch: 1, seq: 6 } });
    actor.send({ type: 'snapshot.received', topic: 'a', epoch: 2, seq: 0 });
    expect(applied.map((m) => `${m.epoch}:${m.seq}`)).toEqual(['1:5', '1:6', '2:0']);
    expect(actor.getSnapshot().context.positions).toEqual({ a: { epoch: 2, seq: 0 } });
  });

  it('forgets a released topic, so subscribing again takes whatever snapshot comes', () => {
    const { actor, log, applied } = connection({ positions: { a: { epoch: 1, seq: 9 } } });
    actor.send({ type: 'topic.released', topic: 'a' });
    expect(actor.getSnapshot().context.positions).toEqual({});
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'snapshot.received', topic: 'a', epoch: 1, seq: 3 });
    expect(log).toEqual(['open', 'hello -']);
    expect(applied.map((m) => m.seq)).toEqual([3]);
  });

  it('flags live data stale after silence and recovers on the next message', async () => {
    const { actor } = connection();
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'snapshot.received', topic: 'a', epoch: 1, seq: 1 });
    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'delta.received', topic: 'a', epoch: 1, seq: 2 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().matches({ online: { open: 'live' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(actor.getSnapshot().matches({ online: { open: 'stale' } })).toBe(true);
    actor.send({ type: 'snapshot.received', topic: 'a', epoch: 2, seq: 0 });
    expect(actor.getSnapshot().matches({ online: { open: 'live' } })).toBe(true);
  });

  it('stays live on heartbeats while no topic changes, and recovers from stale on one', async () => {
    const { actor } = connection();
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'snapshot.received', topic: 'a', epoch: 1, seq: 1 });
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(30_000);
      actor.send({ type: 'heartbeat.received' });
    }
    expect(actor.getSnapshot().matches({ online: { open: 'live' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(actor.getSnapshot().matches({ online: { open: 'stale' } })).toBe(true);
    actor.send({ type: 'heartbeat.received' });
    expect(actor.getSnapshot().matches({ online: { open: 'live' } })).toBe(true);
  });

  it('reconnects after a backoff delay and resumes from (epoch, seq)', async () => {
    const { actor, log } = connection({ positions: { a: { epoch: 1, seq: 9 } } });
    actor.send({ type: 'socket.closed', code: LIVE_CLOSE_CODES.abnormal });
    expect(actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(374);
    expect(actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'socket.opened' });
    expect(log).toEqual(['open', 'open', 'hello a@1:9']);
    actor.send({ type: 'delta.received', topic: 'a', epoch: 1, seq: 10 });
    expect(actor.getSnapshot().matches({ online: { open: 'live' } })).toBe(true);
  });

  it('goes offline after N failures in a row, and back on browser.online or retry', () => {
    const { actor } = connection({ maxFailures: 2 });
    actor.send({ type: 'socket.closed', code: LIVE_CLOSE_CODES.abnormal });
    actor.send({ type: 'browser.online' });
    actor.send({ type: 'socket.closed', code: LIVE_CLOSE_CODES.serverError });
    expect(actor.getSnapshot()).toMatchObject({ value: 'offline', context: { failures: 2 } });
    actor.send({ type: 'browser.online' });
    expect(actor.getSnapshot()).toMatchObject({
      value: { online: 'connecting' },
      context: { failures: 0 },
    });
    actor.send({ type: 'socket.closed', code: LIVE_CLOSE_CODES.abnormal });
    actor.send({ type: 'socket.closed', code: LIVE_CLOSE_CODES.abnormal });
    expect(actor.getSnapshot().value).toBe('retrying');
  });

  it('goes offline at once on the browser offline event, from online or while waiting', () => {
    const { actor, log } = connection();
    actor.send({ type: 'browser.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
    expect(log).toContain('close');
    actor.send({ type: 'connection.retry' });
    actor.send({ type: 'socket.closed', code: LIVE_CLOSE_CODES.goingAway });
    actor.send({ type: 'browser.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
  });

  it('stops on a do-not-retry close code until asked to retry', async () => {
    const { actor } = connection();
    actor.send({ type: 'socket.closed', code: LIVE_CLOSE_CODES.unauthorized });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'stopped', context: { closeCode: 4001 } });
    actor.send({ type: 'connection.retry' });
    expect(actor.getSnapshot().matches({ online: 'connecting' })).toBe(true);
  });
});
