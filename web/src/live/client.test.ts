/**
 * The live client against a real WebSocket server that speaks the protocol: frames built with
 * proto's codec, sockets from `ws` (Node has no browser WebSocket; `ws` has every part of it
 * the client uses). Each test waits for what it expects to happen, never for a time.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeSocket, WebSocketServer } from 'ws';
import { backoffDelayMs, LIVE_CLOSE_CODES } from '../../../domain';
import { live, PRACTICE_LIVE, topicName } from '../../../proto';
import { LiveClient, type ConnectionStatus } from './client';
import { readTopic } from './liveTopic';
import { TestStream, tableOf } from './testFrames';

type Listen = (listener: () => void) => () => void;

/** Resolves with `check()` once it is truthy, checking again whenever a source changes. */
function until<T>(check: () => T | null | undefined | false, ...sources: Listen[]): Promise<T> {
  return new Promise((resolve) => {
    const removals: (() => void)[] = [];
    const test = () => {
      const value = check();
      if (value === null || value === undefined || value === false) return false;
      for (const remove of removals) remove();
      resolve(value);
      return true;
    };
    if (!test()) for (const source of sources) removals.push(source(test));
  });
}

/** A gateway as the client meets it: it records what clients send and sends what a test says. */
class TestGateway {
  readonly sockets: NodeSocket[] = [];
  /** Client messages, each with the number of the connection it came on (1 for the first). */
  readonly received: { connection: number; message: live.ClientMessage }[] = [];
  private readonly listeners = new Set<() => void>();

  private constructor(private readonly server: WebSocketServer) {
    server.on('connection', (socket: NodeSocket) => {
      this.sockets.push(socket);
      const connection = this.sockets.length;
      socket.on('message', (data: Buffer) => {
        this.received.push({ connection, message: live.ClientMessage.decode(data) });
        this.changed();
      });
      socket.on('close', () => {
        this.changed();
      });
      this.changed();
    });
  }

  static async start(): Promise<TestGateway> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    return new TestGateway(server);
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}/live`;
  }

  /** Adds a listener of anything happening here; returns its removal. */
  readonly onChange: Listen = (listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The subscribes of a topic so far, with the connection each came on. */
  subscribes(topic: string) {
    return this.received.flatMap(({ connection, message }) =>
      message.subscribe?.topic === topic ? [{ connection, resume: message.subscribe.resume }] : [],
    );
  }

  /** The socket of the latest connection, once it is open here. */
  get socket(): NodeSocket {
    const socket = this.sockets.at(-1);
    if (socket === undefined) throw new Error('no client connected');
    return socket;
  }

  /** Whether the latest connection is closed. */
  closed(): boolean {
    return this.socket.readyState === NodeSocket.CLOSED;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

const TOPIC = topicName({ kind: 'practiceLive', practiceId: 'p1' });

const players = (speeds: Record<string, number>) =>
  new Map([
    [
      'players',
      tableOf(
        PRACTICE_LIVE,
        'players',
        Object.fromEntries(
          Object.entries(speeds).map(([id, maxSpeedMPH]) => [id, { maxSpeedMPH }]),
        ),
      ),
    ],
  ]);

let gateway: TestGateway;
let network: EventTarget;
let client: LiveClient;
const statuses: ConnectionStatus[] = [];

const statusIs = (status: ConnectionStatus) =>
  until(() => client.status() === status, client.onStatus);
const speedsOf = (c: LiveClient) =>
  Object.fromEntries(
    readTopic(PRACTICE_LIVE, c.storeOf(TOPIC).get())
      .rows('players')
      .map((p) => [p.key, p.maxSpeedMPH]),
  );

/** A timer the test runs by hand. */
interface Timer {
  readonly ms: number;
  readonly task: () => void;
  cancelled: boolean;
}

/**
 * A client of the test gateway; its socket comes from `ws` and its network events from here;
 * with `timers`, its retries of refused topics wait there until the test runs them.
 */
async function connect(timers?: Timer[], staleAfterMs?: number): Promise<void> {
  gateway = await TestGateway.start();
  network = new EventTarget();
  statuses.length = 0;
  client = new LiveClient(gateway.url, {
    connect: (url) => new NodeSocket(url) as unknown as WebSocket,
    network,
    ...(staleAfterMs === undefined ? {} : { staleAfterMs }),
    ...(timers === undefined
      ? {}
      : {
          random: () => 0.5,
          schedule: (task: () => void, ms: number) => {
            const t: Timer = { ms, task, cancelled: false };
            timers.push(t);
            return () => {
              t.cancelled = true;
            };
          },
        }),
  });
  client.onStatus(() => statuses.push(client.status()));
}

/** Retains the topic and waits for its subscribe and a first snapshot at (7, 1). */
async function subscribed(stream: TestStream): Promise<void> {
  client.retain(TOPIC);
  await until(() => gateway.subscribes(TOPIC).length > 0, gateway.onChange);
  gateway.socket.send(stream.snapshot({ epoch: 7, seq: 1 }, players({ a: 10 })));
  await until(() => client.storeOf(TOPIC).position(), client.storeOf(TOPIC).subscribe);
}

afterEach(async () => {
  // Told to sign in again, the client stops for good: no socket, no timer left behind.
  if (!gateway.closed()) gateway.socket.close(LIVE_CLOSE_CODES.unauthorized, 'test over');
  await until(() => ['signedOut', 'offline'].includes(client.status()), client.onStatus);
  await gateway.stop();
});

describe('LiveClient', () => {
  it('subscribes when a screen retains a topic and keeps its store current', async () => {
    await connect();
    const stream = new TestStream(TOPIC);
    await subscribed(stream);
    expect(gateway.subscribes(TOPIC)).toEqual([{ connection: 1, resume: null }]);
    gateway.socket.send(stream.delta({ epoch: 7, seq: 2 }, players({ a: 11, b: 8 })));
    const store = client.storeOf(TOPIC);
    await until(() => store.get().seq === 2, store.subscribe);
    expect(speedsOf(client)).toEqual({ a: 11, b: 8 });
    expect(client.status()).toBe('open');
  });

  it('hands each pushed alert to every alert listener, and none after removal', async () => {
    await connect();
    await subscribed(new TestStream(TOPIC));
    const first: string[] = [];
    const second: string[] = [];
    let changed = (): void => undefined;
    const onSecond: Listen = (listener) => {
      changed = listener;
      return () => (changed = () => undefined);
    };
    const removeFirst = client.onAlert((alert) => first.push(alert.playerId ?? ''));
    // Added second, so called after the first for the same alert.
    client.onAlert((alert) => {
      second.push(alert.playerId ?? '');
      changed();
    });
    const alert = (playerId: string) =>
      live.ServerMessage.encode({
        alert: { teamId: '3700', sessionId: 'p1', playerId, metric: 'speedMPH', value: 9 },
      }).finish();
    gateway.socket.send(alert('a'));
    await until(() => second.length === 1, onSecond);
    removeFirst();
    gateway.socket.send(alert('b'));
    await until(() => second.length === 2, onSecond);
    expect(first).toEqual(['a']);
    expect(second).toEqual(['a', 'b']);
  });

  it('asks for a snapshot when a delta arrives without its base', async () => {
    await connect();
    const stream = new TestStream(TOPIC);
    await subscribed(stream);
    stream.delta({ epoch: 7, seq: 2 }, players({ a: 11 }));
    gateway.socket.send(stream.delta({ epoch: 7, seq: 3 }, players({ a: 12 })));
    await until(() => gateway.subscribes(TOPIC).length === 2, gateway.onChange);
    expect(gateway.subscribes(TOPIC)[1]).toEqual({ connection: 1, resume: null });
    expect(speedsOf(client)).toEqual({ a: 10 });
    gateway.socket.send(stream.snapshot({ epoch: 7, seq: 3 }, players({ a: 12 })));
    await until(() => client.storeOf(TOPIC).get().seq === 3, client.storeOf(TOPIC).subscribe);
    expect(speedsOf(client)).toEqual({ a: 12 });
  });

  it('reconnects after a restart and resumes from its position, fresh again', async () => {
    await connect();
    const stream = new TestStream(TOPIC);
    await subscribed(stream);
    gateway.socket.close(LIVE_CLOSE_CODES.serviceRestart, 'restart');
    const resumed = await until(() => gateway.subscribes(TOPIC)[1], gateway.onChange);
    expect(resumed).toEqual({ connection: 2, resume: { epoch: 7, seq: 1 } });
    expect(statuses).toContain('reconnecting');
    expect(client.storeOf(TOPIC).get().stale).toBe(true);
    gateway.socket.send(stream.delta({ epoch: 7, seq: 2 }, players({ a: 13 })));
    const store = client.storeOf(TOPIC);
    await until(() => store.get().seq === 2, store.subscribe);
    expect(speedsOf(client)).toEqual({ a: 13 });
    expect(store.get().stale).toBe(false);
    expect(client.status()).toBe('open');
  });

  it('is current again when the link speaks after a silence, though nothing in the topic changed', async () => {
    // A silence past the stale limit (a tablet asleep), then a heartbeat on the same socket.
    await connect(undefined, 200);
    const stream = new TestStream(TOPIC);
    await subscribed(stream);
    const store = client.storeOf(TOPIC);
    await statusIs('stale');
    expect(store.get().stale).toBe(true);
    gateway.socket.send(live.ServerMessage.encode({ pong: { nonce: 1 } }).finish());
    await statusIs('open');
    expect(store.get().stale).toBe(false);
    // A source the gateway says is failing stays stale through the same silence.
    gateway.socket.send(
      live.ServerMessage.encode({
        freshness: { topic: TOPIC, stale: true, reason: 'down' },
      }).finish(),
    );
    await until(() => store.get().stale, store.subscribe);
    await statusIs('stale');
    gateway.socket.send(live.ServerMessage.encode({ pong: { nonce: 1 } }).finish());
    await statusIs('open');
    expect(store.get().stale).toBe(true);
  });

  it('unsubscribes when the last screen lets go, and starts afresh when one comes back', async () => {
    await connect();
    const stream = new TestStream(TOPIC);
    await subscribed(stream);
    client.retain(TOPIC);
    client.release(TOPIC);
    client.release(TOPIC);
    await until(
      () => gateway.received.some((r) => r.message.unsubscribe?.topic === TOPIC),
      gateway.onChange,
    );
    // A frame sent before the unsubscribe arrived, then one of a topic still shown.
    gateway.socket.send(stream.snapshot({ epoch: 7, seq: 2 }, players({ a: 11 })));
    const other = topicName({ kind: 'practiceLive', practiceId: 'p2' });
    client.retain(other);
    await until(() => gateway.subscribes(other).length > 0, gateway.onChange);
    gateway.socket.send(new TestStream(other).snapshot({ epoch: 1, seq: 1 }, players({})));
    await until(() => client.storeOf(other).position(), client.storeOf(other).subscribe);
    client.retain(TOPIC);
    const again = await until(() => gateway.subscribes(TOPIC)[1], gateway.onChange);
    expect(again).toEqual({ connection: 1, resume: null });
    gateway.socket.send(stream.snapshot({ epoch: 7, seq: 2 }, players({ a: 11 })));
    await until(() => client.storeOf(TOPIC).position(), client.storeOf(TOPIC).subscribe);
    expect(speedsOf(client)).toEqual({ a: 11 });
  });

  it('goes offline with the browser and resumes when it is back online', async () => {
    await connect();
    const stream = new TestStream(TOPIC);
    await subscribed(stream);
    network.dispatchEvent(new Event('offline'));
    await statusIs('offline');
    await until(() => gateway.closed(), gateway.onChange);
    network.dispatchEvent(new Event('online'));
    const resumed = await until(() => gateway.subscribes(TOPIC)[1], gateway.onChange);
    expect(resumed).toEqual({ connection: 2, resume: { epoch: 7, seq: 1 } });
  });

  it('stays closed after the gateway throttled it, until the user retries', async () => {
    await connect();
    await subscribed(new TestStream(TOPIC));
    gateway.socket.close(LIVE_CLOSE_CODES.policyViolation, 'too many frames');
    await statusIs('offline');
    expect(gateway.sockets).toHaveLength(1);
    client.retry();
    await until(() => gateway.sockets[1], gateway.onChange);
  });

  it('tells the screen when the gateway refuses a topic (403), apart from its other errors', async () => {
    await connect();
    const other = topicName({ kind: 'practiceLive', practiceId: 'p2' });
    client.retain(TOPIC);
    client.retain(other);
    await until(() => gateway.subscribes(other).length > 0, gateway.onChange);
    const error = (topic: string, code: number, message: string) =>
      live.ServerMessage.encode({ error: { topic, code, message } }).finish();
    gateway.socket.send(error(TOPIC, 403, 'you may not see this topic'));
    gateway.socket.send(error(other, 501, 'topic unavailable'));
    const read = (topic: string) => readTopic(PRACTICE_LIVE, client.storeOf(topic).get());
    await until(() => read(other).status === 'error', client.storeOf(other).subscribe);
    expect(read(TOPIC)).toMatchObject({ status: 'error', refused: true });
    expect(read(other)).toMatchObject({ status: 'error', refused: false });
    expect(read(other).error).toBe('topic unavailable');
  });

  it('waits out a 429 (over the live budget) with the one backoff, calmly, until a snapshot comes', async () => {
    const timers: Timer[] = [];
    await connect(timers);
    const stream = new TestStream(TOPIC);
    const refuse = (topic: string) => {
      gateway.socket.send(
        live.ServerMessage.encode({
          error: { topic, code: 429, message: 'over your live budget: 8 of 8 in use' },
        }).finish(),
      );
    };
    const read = (topic: string) => readTopic(PRACTICE_LIVE, client.storeOf(topic).get());
    client.retain(TOPIC);
    await until(() => gateway.subscribes(TOPIC).length === 1, gateway.onChange);

    refuse(TOPIC);
    await until(() => read(TOPIC).retrying, client.storeOf(TOPIC).subscribe);
    // A wait, not an error: no error text, not refused, the shell counts it.
    expect(read(TOPIC)).toMatchObject({ status: 'loading', error: null, refused: false });
    expect(client.throttled()).toBe(1);
    expect(timers.map((t) => t.ms)).toEqual([backoffDelayMs(1, () => 0.5)]);

    timers[0]?.task();
    await until(() => gateway.subscribes(TOPIC).length === 2, gateway.onChange);
    refuse(TOPIC);
    await until(() => timers.length === 2, client.onStatus);
    // The second refusal in a row waits longer: the backoff's next step.
    expect(timers[1]?.ms).toBe(backoffDelayMs(2, () => 0.5));
    expect(timers[1]?.ms).toBeGreaterThan(timers[0]?.ms ?? Infinity);

    timers[1]?.task();
    await until(() => gateway.subscribes(TOPIC).length === 3, gateway.onChange);
    gateway.socket.send(stream.snapshot({ epoch: 7, seq: 1 }, players({ a: 10 })));
    await until(() => read(TOPIC).status === 'ready', client.storeOf(TOPIC).subscribe);
    expect(read(TOPIC).retrying).toBe(false);
    expect(client.throttled()).toBe(0);
    expect(speedsOf(client)).toEqual({ a: 10 });

    // A view that lets go of a refused topic stops its retries.
    const other = topicName({ kind: 'practiceLive', practiceId: 'p2' });
    client.retain(other);
    await until(() => gateway.subscribes(other).length === 1, gateway.onChange);
    refuse(other);
    await until(() => timers.length === 3, client.onStatus);
    expect(client.throttled()).toBe(1);
    client.release(other);
    expect(timers[2]?.cancelled).toBe(true);
    expect(client.throttled()).toBe(0);
    await until(
      () => gateway.received.some((r) => r.message.unsubscribe?.topic === other),
      gateway.onChange,
    );
    expect(gateway.subscribes(other)).toHaveLength(1);
    // Other errors stay errors, without a retry.
    refuse(TOPIC);
    gateway.socket.send(
      live.ServerMessage.encode({ error: { topic: TOPIC, code: 501, message: 'down' } }).finish(),
    );
    await until(() => read(TOPIC).status === 'error', client.storeOf(TOPIC).subscribe);
    expect(read(TOPIC)).toMatchObject({ error: 'down', retrying: false });
  });

  it('stops on unauthorized and tells the user to sign in again', async () => {
    await connect();
    await subscribed(new TestStream(TOPIC));
    gateway.socket.close(LIVE_CLOSE_CODES.unauthorized, 'session gone');
    await statusIs('signedOut');
    expect(gateway.sockets).toHaveLength(1);
  });
});
