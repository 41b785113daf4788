import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES } from '../../../domain';
import { Revocations } from '../auth/revocations';
import { newSessionClaims } from '../auth/session';
import { UserDirectory } from '../auth/users';
import { MemoryBroker, MemoryBus } from '../bus';
import { DataaccessClient } from '../upstream/dataaccess-client';
import { SESSIONS_BUS_TOPIC, SessionBus } from './session-bus';
import { SessionSockets, type SessionSocket } from './session-sockets';

const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const MINUTE = 60_000;

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

/** One node: its sockets, its revocations and its side of the shared bus. */
async function node(broker: MemoryBroker, errors: unknown[] = []) {
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
  const bus = new MemoryBus(broker);
  const news = await SessionBus.start(bus, sockets, revocations, (e) => errors.push(e));
  revocations.announceWith((sid, untilMs) => {
    news.revoked(sid, untilMs);
  });
  return { sockets, revocations, news, bus };
}

describe('session news over the bus', () => {
  it("moves the expiry of another node's sockets on, only for the same user and sign-in", async () => {
    const broker = new MemoryBroker();
    const [here, there] = [await node(broker), await node(broker)];
    const claims = newSessionClaims('coach@bus.test', T0, 20 * MINUTE);
    const session = there.sockets.admit(claims, new ClosingSocket().held());
    expect(session?.endsAtMs()).toBe(T0 + 20 * MINUTE);

    // Claims naming the same session id with another user or sign-in time move nothing.
    here.news.renewed({ ...claims, email: 'other@bus.test', expiresAtMs: T0 + 9 * 3600_000 });
    here.news.renewed({ ...claims, issuedAtMs: T0 + 1, expiresAtMs: T0 + 9 * 3600_000 });
    expect(session?.endsAtMs()).toBe(T0 + 20 * MINUTE);
    here.news.renewed({ ...claims, expiresAtMs: T0 + 30 * MINUTE });
    expect(session?.endsAtMs()).toBe(T0 + 30 * MINUTE);
    // An older expiry heard late does not shorten it.
    here.news.renewed({ ...claims, expiresAtMs: T0 + 25 * MINUTE });
    expect(session?.endsAtMs()).toBe(T0 + 30 * MINUTE);
  });

  it("closes another node's sockets of a session signed out here, and ignores malformed news", async () => {
    const broker = new MemoryBroker();
    const errors: unknown[] = [];
    const [here, there] = [await node(broker), await node(broker, errors)];
    const claims = newSessionClaims('coach@bus.test', T0, 20 * MINUTE);
    const socket = new ClosingSocket();
    there.sockets.admit(claims, socket.held());

    await here.bus.publish(SESSIONS_BUS_TOPIC, Buffer.from('{"type":"revoked","sid":5}'));
    await here.bus.publish(SESSIONS_BUS_TOPIC, Buffer.from('not json'));
    expect(errors).toHaveLength(2);
    expect(socket.closed).toBeNull();

    // What revoke() records in dataaccess is refused (the client is unreachable); the news
    // goes out before that and closes the socket on the other node at once.
    await here.revocations.revoke(claims).catch(() => undefined);
    expect(there.revocations.has(claims.sid)).toBe(true);
    expect(socket.closed).toBe(LIVE_CLOSE_CODES.unauthorized);
  });
});
