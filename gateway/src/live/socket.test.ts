import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { live, topicName, type Topic } from '../../../proto';
import { LIVE_CLOSE_CODES } from '../../../domain';
import { MemoryBroker, MemoryBus } from '../bus';
import { DataaccessClient } from '../upstream/dataaccess-client';
import {
  binaryFrame,
  serveSocket,
  TOPIC_NAME_MAX_CHARS,
  type ServeSocketOptions,
  type SocketLimits,
} from './socket';
import { TopicBudgets } from './topic-budget';
import { LiveTopics } from './topics';

/** Reads the RFC 6455 header of an unmasked frame: final binary, and the payload after it. */
function unframe(frame: Buffer): { final: boolean; opcode: number; payload: Buffer } {
  const first = frame[0] ?? 0;
  const second = frame[1] ?? 0;
  expect(second & 0x80).toBe(0);
  const short = second & 0x7f;
  const [length, offset] =
    short === 126
      ? [frame.readUInt16BE(2), 4]
      : short === 127
        ? [Number(frame.readBigUInt64BE(2)), 10]
        : [short, 2];
  expect(frame.length).toBe(offset + length);
  return { final: (first & 0x80) !== 0, opcode: first & 0x0f, payload: frame.subarray(offset) };
}

describe('binaryFrame', () => {
  it.each([0, 125, 126, 65_535, 65_536, 200_000])(
    'frames %i bytes as one final binary frame with the shortest length encoding',
    (length) => {
      const payload = Buffer.alloc(length, 7);
      const frame = binaryFrame(payload);
      const read = unframe(frame);
      expect(read).toMatchObject({ final: true, opcode: 2 });
      expect(read.payload.equals(payload)).toBe(true);
      expect(frame.length - length).toBe(length < 126 ? 2 : length < 65_536 ? 4 : 10);
    },
  );

  it('builds the frame of the same bytes once', () => {
    const payload = new Uint8Array([1, 2, 3]);
    expect(binaryFrame(payload)).toBe(binaryFrame(payload));
  });
});

/**
 * A real WebSocket server whose connections serveSocket serves, on real LiveTopics with an
 * in-memory bus, and a client socket to it; the clock of the limits is the test's.
 */
class LiveServer {
  clockMs = 1_000_000;
  readonly asked: string[] = [];
  readonly topics = new LiveTopics(
    new DataaccessClient('http://127.0.0.1:9', 'service-token'),
    () => ({ intervalMs: 60_000, path: () => 'scheduledevents', toTables: () => new Map() }),
    new MemoryBus(new MemoryBroker(), 6_000),
    { lingerMs: 60_000 },
  );
  private readonly server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  private readonly listening = once(this.server, 'listening');

  constructor(
    limits: Partial<SocketLimits>,
    allowed: (topic: Topic) => boolean = () => true,
    options: Pick<ServeSocketOptions, 'session' | 'recheckMs' | 'budget'> = {},
  ) {
    this.server.on('connection', (socket, request) => {
      const authorize = (topic: Topic): Promise<boolean> => {
        this.asked.push(topicName(topic));
        return Promise.resolve(allowed(topic));
      };
      serveSocket(socket, request.socket, this.topics, Promise.resolve(authorize), {
        limits,
        nowMs: () => this.clockMs,
        ...options,
      });
    });
  }

  /** The server's side of the only connection. */
  served(): WebSocket {
    const [socket] = this.server.clients;
    if (socket === undefined) throw new Error('no connection');
    return socket;
  }

  async connect(): Promise<Client> {
    await this.listening;
    const { port } = this.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve).once('error', reject);
    });
    return new Client(socket);
  }

  async stop(): Promise<void> {
    this.topics.close(LIVE_CLOSE_CODES.serviceRestart, 'test over');
    for (const socket of this.server.clients) socket.terminate();
    await new Promise((resolve) => {
      this.server.close(resolve);
    });
  }
}

/** The viewer's side: sends client messages and waits for the server's. */
class Client {
  readonly messages: live.ServerMessage[] = [];
  closeCode: number | null = null;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.messages.push(live.ServerMessage.decode(new Uint8Array(data)));
    });
    socket.on('close', (code) => {
      this.closeCode = code;
    });
  }

  send(message: live.ClientMessage.$Properties): void {
    this.socket.send(live.ClientMessage.encode(message).finish());
  }

  /** Resolves once `done` holds (looked at every few ms); fails after `timeoutMs`. */
  async until(done: () => boolean, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the server');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  errorOf(topic: string): live.Error.$Properties | undefined {
    return this.messages.find((m) => m.error?.topic === topic)?.error ?? undefined;
  }

  pongs(): number {
    return this.messages.filter((m) => m.pong).length;
  }
}

describe('serveSocket limits', () => {
  let server: LiveServer;
  afterEach(async () => {
    await server.stop();
  });

  it('refuses a subscribe beyond the cap with 429 and keeps the socket open', async () => {
    server = new LiveServer({ maxTopics: 3 });
    const client = await server.connect();
    const names = ['schedule/3700', 'schedule/1050', 'schedule/0610', 'schedule/1200'];
    for (const topic of names) client.send({ subscribe: { topic } });
    await client.until(() => client.errorOf('schedule/1200') !== undefined);
    expect(client.errorOf('schedule/1200')?.code).toBe(429);
    await client.until(() => names.slice(0, 3).every((n) => server.topics.channel(n)));
    expect(server.topics.names().sort()).toEqual(names.slice(0, 3).sort());

    client.send({ ping: { nonce: 1 } });
    await client.until(() => client.pongs() === 1);
    expect(client.closeCode).toBeNull();

    // Letting one go frees its place.
    client.send({ unsubscribe: { topic: 'schedule/3700' } });
    client.send({ subscribe: { topic: 'schedule/1200' } });
    await client.until(() => server.topics.channel('schedule/1200')?.subscribers.size === 1);
    expect(client.messages.filter((m) => m.error)).toHaveLength(1);
  });

  it('closes a socket that keeps sending faster than its budget with 1008', async () => {
    server = new LiveServer({ framesPerSecond: 2, burstFrames: 4 });
    const client = await server.connect();
    for (let nonce = 1; nonce <= 4; nonce++) client.send({ ping: { nonce } });
    await client.until(() => client.pongs() === 4);
    // Half a second earns one more frame at 2 a second; the second one is over the budget.
    server.clockMs += 500;
    client.send({ ping: { nonce: 5 } });
    client.send({ ping: { nonce: 6 } });
    await client.until(() => client.closeCode !== null);
    expect(client.closeCode).toBe(LIVE_CLOSE_CODES.policyViolation);
    expect(client.pongs()).toBe(5);
  });

  it('closes a socket refused too often with 1008, even one sending under its frame budget', async () => {
    server = new LiveServer({ refusalsPerSecond: 0.5, burstRefusals: 3 }, () => false);
    const client = await server.connect();
    // Every kind of refusal counts: a name too long, an unknown topic, a forbidden one.
    const refusedNames = ['x'.repeat(TOPIC_NAME_MAX_CHARS + 1), 'schedule/9999', 'practice/a/live'];
    for (const topic of refusedNames) {
      client.send({ subscribe: { topic } });
      await client.until(
        () => client.messages.filter((m) => m.error).length === refusedNames.indexOf(topic) + 1,
      );
    }
    // Two seconds earn one more refusal at half a second; the one after it closes the socket.
    server.clockMs += 2_000;
    client.send({ subscribe: { topic: 'practice/b/live' } });
    await client.until(() => client.errorOf('practice/b/live') !== undefined);
    expect(client.closeCode).toBeNull();
    client.send({ subscribe: { topic: 'practice/c/live' } });
    await client.until(() => client.closeCode !== null);
    expect(client.closeCode).toBe(LIVE_CLOSE_CODES.policyViolation);
    expect(client.errorOf('practice/c/live')).toBeUndefined();
  });

  it('counts only refusals: a socket subscribing to what it may see is never closed for it', async () => {
    server = new LiveServer({ refusalsPerSecond: 0.5, burstRefusals: 1 }, () => true);
    const client = await server.connect();
    const names = ['practice/a/live', 'practice/b/live', 'schedule/3700', 'practice/c/live'];
    for (const topic of names) client.send({ subscribe: { topic } });
    await client.until(() => names.every((n) => server.topics.channel(n)?.subscribers.size === 1));
    for (const topic of names) client.send({ unsubscribe: { topic } });
    for (const topic of names) client.send({ subscribe: { topic } });
    client.send({ ping: { nonce: 1 } });
    await client.until(() => client.pongs() === 1);
    expect(client.closeCode).toBeNull();
    expect(client.messages.filter((m) => m.error)).toHaveLength(0);
  });

  it('answers a refused topic from memory until the refusal expires', async () => {
    server = new LiveServer({ refusalTtlMs: 30_000 }, () => false);
    const client = await server.connect();
    const topic = 'practice/made-up/live';
    for (let i = 1; i <= 3; i++) {
      client.send({ subscribe: { topic } });
      await client.until(() => client.messages.filter((m) => m.error).length === i);
    }
    expect(server.asked).toEqual([topic]);
    expect(client.messages.every((m) => m.error?.code === 403)).toBe(true);

    server.clockMs += 30_000;
    client.send({ subscribe: { topic } });
    await client.until(() => client.messages.length === 4);
    expect(server.asked).toEqual([topic, topic]);
    expect(server.topics.names()).toEqual([]);
  });

  it('refuses a made-up team before asking anyone, and starts nothing for it', async () => {
    server = new LiveServer({});
    const client = await server.connect();
    for (const topic of ['schedule/9999', 'alerts/made-up', 'processing/0000']) {
      client.send({ subscribe: { topic } });
      await client.until(() => client.errorOf(topic) !== undefined);
      expect(client.errorOf(topic)?.code).toBe(404);
    }
    expect(server.asked).toEqual([]);
    expect(server.topics.names()).toEqual([]);
  });
});

describe("serveSocket with a user's topic budget", () => {
  let server: LiveServer;
  afterEach(async () => {
    await server.stop();
  });

  it('weighs topics by kind across the sockets of one user and refuses one over budget with 429, the socket staying open', async () => {
    const budgets = new TopicBudgets(10);
    const budget = budgets.of('coach@budget.test');
    server = new LiveServer({}, () => true, { budget });
    const first = await server.connect();
    const second = await server.connect();
    // Two live practices' numbers cost 4 each; the same topic again costs nothing more.
    for (const topic of ['practice/a/live', 'practice/b/live', 'practice/a/live'])
      first.send({ subscribe: { topic } });
    await first.until(() => budget.spent() === 8 && server.topics.names().length === 2);
    second.send({ subscribe: { topic: 'schedule/3700' } });
    await second.until(() => server.topics.channel('schedule/3700')?.subscribers.size === 1);
    expect(budget.spent()).toBe(9);

    // Positions cost 4: over the user's 10 on the other socket, refused and said why.
    second.send({ subscribe: { topic: 'practice/c/tracks' } });
    await second.until(() => second.errorOf('practice/c/tracks') !== undefined);
    const refusal = second.errorOf('practice/c/tracks');
    expect(refusal?.code).toBe(429);
    expect(refusal?.message).toMatch(/over your live budget: 9 of 10 .* costs 4/);
    expect(server.topics.channel('practice/c/tracks')).toBeUndefined();
    expect(budget.spent()).toBe(9);
    second.send({ ping: { nonce: 1 } });
    await second.until(() => second.pongs() === 1);
    expect(second.closeCode).toBeNull();

    // Letting one go on the first socket makes room on the second.
    first.send({ unsubscribe: { topic: 'practice/a/live' } });
    await first.until(() => budget.spent() === 5);
    second.send({ subscribe: { topic: 'practice/c/tracks' } });
    await second.until(() => server.topics.channel('practice/c/tracks')?.subscribers.size === 1);
    expect(budget.spent()).toBe(9);

    // A closed socket gives back all it held.
    first.socket.close();
    await first.until(() => budget.spent() === 5);
    second.socket.close();
    await second.until(() => budget.spent() === 0);
  });
});

describe('serveSocket send queue', () => {
  let server: LiveServer;
  afterEach(async () => {
    await server.stop();
  });

  it('refuses an over-long topic name unread and quotes at most the bound of it', async () => {
    server = new LiveServer({});
    const client = await server.connect();
    const huge = `schedule/${'9'.repeat(60_000)}`;
    client.send({ subscribe: { topic: huge } });
    await client.until(() => client.messages.length === 1);
    const error = client.messages[0]?.error;
    expect(error?.code).toBe(400);
    expect(error?.topic).toBe(huge.slice(0, TOPIC_NAME_MAX_CHARS));
    expect(error?.message?.length).toBeLessThan(TOPIC_NAME_MAX_CHARS);
    expect(server.asked).toEqual([]);
    expect(client.closeCode).toBeNull();
  });

  it('closes a socket that stops reading while its subscribes are answered, its queue bounded', async () => {
    const capBytes = 64 * 1024;
    server = new LiveServer({
      sendQueueCapBytes: capBytes,
      framesPerSecond: 1_000_000,
      burstFrames: 1_000_000,
    });
    const client = await server.connect();
    const served = server.served();
    // The viewer stops reading: what the gateway sends piles up in the kernel, then in its queue.
    (client.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const frame = live.ClientMessage.encode({
      subscribe: { topic: `schedule/${'9'.repeat(TOPIC_NAME_MAX_CHARS)}` },
    }).finish();
    let most = 0;
    for (let sent = 0; served.readyState === served.OPEN; sent++) {
      if (sent > 500_000) throw new Error('the gateway never gave up on the socket');
      client.socket.send(frame);
      most = Math.max(most, served.bufferedAmount);
      // Lets the gateway read and answer every hundred frames.
      if (sent % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(served.readyState).toBe(served.CLOSING);
    // At most the cap and the one reply that went past it, whatever the client sent since.
    expect(most).toBeLessThanOrEqual(capBytes + 1024);
    expect(served.bufferedAmount).toBeLessThanOrEqual(capBytes + 1024);
  });
});

describe('serveSocket session', () => {
  let server: LiveServer;
  afterEach(async () => {
    await server.stop();
  });

  const subscribed = (topic: string) => server.topics.channel(topic)?.subscribers.size ?? 0;

  it('closes with the sign-in code once its session has ended', async () => {
    let endsAtMs = 0;
    const session = {
      endsAtMs: () => endsAtMs,
      recheck: () => Promise.resolve(() => Promise.resolve(true)),
    };
    server = new LiveServer({}, () => true, { session, recheckMs: 20 });
    endsAtMs = server.clockMs + 15 * 60_000;
    const client = await server.connect();
    client.send({ subscribe: { topic: 'schedule/3700' } });
    await client.until(() => subscribed('schedule/3700') === 1);

    server.clockMs = endsAtMs;
    await client.until(() => client.closeCode !== null);
    expect(client.closeCode).toBe(LIVE_CLOSE_CODES.unauthorized);
    expect(subscribed('schedule/3700')).toBe(0);
  });

  it("drops a topic at the first check after its user's grant is gone", async () => {
    const grants = new Set(['3700', '1050']);
    const session = {
      endsAtMs: () => Number.MAX_SAFE_INTEGER,
      recheck: () => {
        const now = new Set(grants);
        return Promise.resolve((topic: Topic) =>
          Promise.resolve(topic.kind === 'schedule' && now.has(topic.teamId)),
        );
      },
    };
    server = new LiveServer({}, () => true, { session, recheckMs: 20 });
    const client = await server.connect();
    for (const topic of ['schedule/3700', 'schedule/1050']) client.send({ subscribe: { topic } });
    await client.until(
      () => subscribed('schedule/3700') === 1 && subscribed('schedule/1050') === 1,
    );

    grants.delete('3700');
    await client.until(() => client.errorOf('schedule/3700') !== undefined);
    expect(client.errorOf('schedule/3700')?.code).toBe(403);
    expect(subscribed('schedule/3700')).toBe(0);
    expect(subscribed('schedule/1050')).toBe(1);
    // Asked again, it stays refused; the socket itself goes on.
    client.send({ subscribe: { topic: 'schedule/3700' } });
    await client.until(() => client.messages.filter((m) => m.error).length === 2);
    expect(subscribed('schedule/3700')).toBe(0);
    expect(client.closeCode).toBeNull();
  });

  it('closes with the sign-in code when the session is over before its end (signed out)', async () => {
    let signedOut = false;
    const session = {
      endsAtMs: () => Number.MAX_SAFE_INTEGER,
      recheck: () => Promise.resolve(signedOut ? null : () => Promise.resolve(true)),
    };
    server = new LiveServer({}, () => true, { session, recheckMs: 20 });
    const client = await server.connect();
    client.send({ ping: { nonce: 1 } });
    await client.until(() => client.pongs() === 1);
    signedOut = true;
    await client.until(() => client.closeCode !== null);
    expect(client.closeCode).toBe(LIVE_CLOSE_CODES.unauthorized);
  });
});
