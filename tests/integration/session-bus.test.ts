/**
 * Session news over the bus (decision 0026), on the in-process bus and on NATS JetStream
 * alike: a renewal on one node moves the expiry of another node's sockets of the session on
 * (only later, only for the same user and sign-in), and a sign-out closes them at once.
 */
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES } from '../../domain';
import { Revocations } from '../../gateway/src/auth/revocations';
import { newSessionClaims } from '../../gateway/src/auth/session';
import { UserDirectory } from '../../gateway/src/auth/users';
import { MemoryBroker, MemoryBus, NatsBus, type Bus } from '../../gateway/src/bus';
import { SESSIONS_BUS_TOPIC, SessionBus } from '../../gateway/src/live/session-bus';
import { SessionSockets, type SessionSocket } from '../../gateway/src/live/session-sockets';
import { DataaccessClient } from '../../gateway/src/upstream/dataaccess-client';
import { until } from '../support/processes';
import { NATS_URL, natsAvailable } from '../support/services';

const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const MINUTE = 60_000;
const hasNats = await natsAvailable();

/** A socket as SessionSockets holds it (close and its close event): records the code. */
class ClosingSocket extends EventEmitter {
  closed: number | null = null;
  close(code?: number): void {
    this.closed = code ?? 1000;
    this.emit('close');
  }
  /** As SessionSockets takes it; it uses only close and once('close'). */
  held(): SessionSocket {
    return this as unknown as SessionSocket;
  }
}

const buses: { name: string; skip: boolean; make: () => () => Promise<Bus> }[] = [
  {
    name: 'memory',
    skip: false,
    make: () => {
      const broker = new MemoryBroker();
      return () => Promise.resolve(new MemoryBus(broker));
    },
  },
  { name: 'nats', skip: !hasNats, make: () => () => NatsBus.connect({ url: NATS_URL }) },
];

describe.each(buses)('session news on the $name bus', ({ skip, make }) => {
  const opened: Bus[] = [];
  afterEach(async () => {
    for (const bus of opened.splice(0)) await bus.close();
  });

  /** One node: its sockets, its revocations and its side of the shared bus. */
  async function node(connect: () => Promise<Bus>, errors: unknown[] = []) {
    const upstream = new DataaccessClient('http://127.0.0.1:9', 'token');
    const revocations = new Revocations(
      upstream,
      () => undefined,
      () => T0,
    );
    const sockets = new SessionSockets({
      revocations,
      users: new UserDirectory(upstream, { nowMs: () => T0 }),
      authorizerOf: () => () => Promise.resolve(true),
      nowMs: () => T0,
    });
    const bus = await connect();
    opened.push(bus);
    const news = await SessionBus.start(bus, sockets, revocations, (e) => errors.push(e));
    revocations.announceWith((sid, untilMs) => {
      news.revoked(sid, untilMs);
    });
    return { sockets, revocations, news, bus };
  }

  it.skipIf(skip)(
    "moves the expiry of another node's sockets on, only for the same user and sign-in",
    async () => {
      const connect = make();
      const [here, there] = [await node(connect), await node(connect)];
      const claims = newSessionClaims('coach@bus.test', T0, 20 * MINUTE);
      const session = there.sockets.admit(claims, new ClosingSocket().held());
      expect(session?.endsAtMs()).toBe(T0 + 20 * MINUTE);

      // Claims naming the session's id with another user or sign-in time move nothing; the
      // genuine renewal after them shows they were all delivered, in order.
      const far = T0 + 9 * 3600_000;
      here.news.renewed({ ...claims, email: 'other@bus.test', expiresAtMs: far });
      here.news.renewed({ ...claims, issuedAtMs: T0 + 1, expiresAtMs: far });
      here.news.renewed({ ...claims, expiresAtMs: T0 + 30 * MINUTE });
      await until(() => session?.endsAtMs() !== T0 + 20 * MINUTE, 'the renewal to arrive');
      expect(session?.endsAtMs()).toBe(T0 + 30 * MINUTE);
      // An older expiry heard late does not shorten it.
      here.news.renewed({ ...claims, expiresAtMs: T0 + 25 * MINUTE });
      here.news.renewed({ ...claims, expiresAtMs: T0 + 31 * MINUTE });
      await until(() => session?.endsAtMs() === T0 + 31 * MINUTE, 'the last renewal');
    },
  );

  it.skipIf(skip)(
    "closes another node's sockets of a session signed out here, and ignores malformed news",
    async () => {
      const connect = make();
      const errors: unknown[] = [];
      const [here, there] = [await node(connect), await node(connect, errors)];
      const claims = newSessionClaims('coach@bus.test', T0, 20 * MINUTE);
      const socket = new ClosingSocket();
      there.sockets.admit(claims, socket.held());

      await here.bus.publish(SESSIONS_BUS_TOPIC, Buffer.from('{"type":"revoked","sid":5}'));
      await here.bus.publish(SESSIONS_BUS_TOPIC, Buffer.from('not json'));
      await until(() => errors.length === 2, 'the malformed news to be refused');
      expect(socket.closed).toBeNull();

      // Recording it in dataaccess fails here (nothing listens), but the news goes out first
      // and closes the socket on the other node.
      await here.revocations.revoke(claims).catch(() => undefined);
      await until(() => socket.closed !== null, 'the sign-out to arrive');
      expect(socket.closed).toBe(LIVE_CLOSE_CODES.unauthorized);
      expect(there.revocations.has(claims.sid)).toBe(true);
    },
  );
});
