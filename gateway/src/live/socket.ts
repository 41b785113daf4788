/**
 * One viewer's WebSocket: decodes its frames, authorizes each subscription with the same
 * rules as the REST routes, and wires it to the topic channels. A malformed frame closes
 * this socket with the protocol-error code; the server carries on. Every signed-in user can
 * open one, so each socket is bounded: topics held at once, frames a second, refused topics
 * answered from memory instead of asking dataaccess again, and every frame it is sent (hub
 * frames, replies and errors alike) counted against one send queue. The socket lives as long
 * as its session: it ends when the session does, and follows its user's grants as they change
 * (decision 0026).
 */
import type { Writable } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import { live, parseTopic, type Topic } from '../../../proto';
import { LIVE_CLOSE_CODES } from '../../../domain';
import { USER_TTL_MS } from '../auth/users';
import { ExpiringSet } from './expiring-set';
import type { Subscriber } from './hub';
import { TokenBucket } from './token-bucket';
import { TOPIC_COSTS, type TopicBudget } from './topic-budget';
import { namesKnownTeam, type LiveTopics } from './topics';

/** What the hub needs of a viewer's WebSocket. */
export type ViewerSocket = Pick<
  WebSocket,
  'send' | 'close' | 'on' | 'readyState' | 'OPEN' | 'bufferedAmount'
>;

/** Why a socket that stopped reading is closed (with the slow-consumer code). */
const SLOW_CONSUMER_REASON = 'send queue full: reconnect and resume';

/** Bytes a viewer may have queued before it counts as a slow consumer. */
export const SEND_QUEUE_CAP_BYTES = 4 * 1024 * 1024;

/**
 * The longest topic name a socket may send. The longest real one ("practice/{id}/tracks") is
 * well under it; a longer one is refused unread, and no reply ever repeats more than this of
 * what the client sent.
 */
export const TOPIC_NAME_MAX_CHARS = 200;

/** The WebSocket frame of each hub frame, built once and written to every viewer. */
const framed = new WeakMap<Uint8Array, Buffer>();

/**
 * The RFC 6455 frame a server sends for a binary message (final, unmasked). The hub hands the
 * same bytes to every viewer, so the frame is built once and each viewer costs one write.
 */
export function binaryFrame(payload: Uint8Array): Buffer {
  const cached = framed.get(payload);
  if (cached) return cached;
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x82;
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.set(payload, header);
  framed.set(payload, frame);
  return frame;
}

/** Decides whether the socket's user may receive a topic. */
export type TopicAuthorizer = (topic: Topic) => Promise<boolean>;

/**
 * The sign-in session a socket belongs to, as the gateway knows it now: REST judges each
 * request by the same session, so the socket ends when REST would start answering 401.
 */
export interface SocketSession {
  /** When the session ends unless renewed meanwhile, ms on the socket's clock. */
  endsAtMs(): number;
  /**
   * The session's user as of now, as an authorizer; null when the session is over (expired,
   * signed out, the user gone). Rejects when that cannot be told now (asked again later).
   */
  recheck(): Promise<TopicAuthorizer | null>;
}

/** What one viewer's socket may ask of the gateway. */
export interface SocketLimits {
  /** Topics a socket may hold at once; a page of the web app holds a handful. */
  readonly maxTopics: number;
  /** Client frames a second a socket may keep up. */
  readonly framesPerSecond: number;
  /** Client frames a socket may send at once: more than maxTopics, as a reconnect resubscribes all. */
  readonly burstFrames: number;
  /** How long a refused topic is refused again without asking the authorizer, ms. */
  readonly refusalTtlMs: number;
  /** Refused topics a socket remembers at most. */
  readonly maxRefusals: number;
  /** Bytes queued for the socket beyond which it is closed as a slow consumer. */
  readonly sendQueueCapBytes: number;
  /**
   * Refused subscriptions (bad names, unknown, forbidden or over a cap) a socket may keep up a
   * second. The web app asks only for topics its pages offer, so a socket refused this often is
   * probing or broken: past the burst it is closed with 1008, however slowly it sends.
   */
  readonly refusalsPerSecond: number;
  /** Refused subscriptions a socket may have at once before the rate applies. */
  readonly burstRefusals: number;
}

/** The limits of every viewer's socket. */
export const SOCKET_LIMITS: SocketLimits = {
  maxTopics: 32,
  framesPerSecond: 20,
  burstFrames: 40,
  refusalTtlMs: 30_000,
  maxRefusals: 256,
  sendQueueCapBytes: SEND_QUEUE_CAP_BYTES,
  refusalsPerSecond: 0.5,
  burstRefusals: 30,
};

/** Options of {@link serveSocket}. */
export interface ServeSocketOptions {
  readonly limits?: Partial<SocketLimits>;
  /** The clock of the frame budget, the refusal memory and the session, ms; tests pass their own. */
  readonly nowMs?: () => number;
  /** The session the socket lives by; without one it lives until it closes. */
  readonly session?: SocketSession;
  /**
   * How often the session's user is asked again, ms: the time the user directory keeps a
   * user, so each check can see a change made since the last one.
   */
  readonly recheckMs?: number;
  /**
   * The user's budget across all their sockets: each topic subscribed takes its kind's cost
   * (TOPIC_COSTS) while held; one over it is refused with Error 429. Without one, unbounded.
   */
  readonly budget?: TopicBudget;
  /** Hears that the socket is closed as a slow consumer (4008; the node's metrics). */
  readonly onSlowConsumer?: () => void;
}

/** Text of a reply that quotes what a client sent: never more than the topic name bound. */
const bounded = (text: string): string =>
  text.length <= TOPIC_NAME_MAX_CHARS ? text : `${text.slice(0, TOPIC_NAME_MAX_CHARS)}…`;

const errorFrame = (topic: string, code: number, message: string): Uint8Array =>
  live.ServerMessage.encode({
    error: { topic: topic.slice(0, TOPIC_NAME_MAX_CHARS), code, message: bounded(message) },
  }).finish();

/**
 * Serves one connected viewer until it goes away. `authorizer` resolves once the user is
 * known (null: not signed in, closed with 4001); frames that arrive before are held, not lost.
 * Hub frames are written pre-framed to `transport`, the connection under the WebSocket (the
 * server sends uncompressed, so its own frames and ours never interleave mid-frame).
 * A socket that sends frames faster than its budget is closed with 1008 (policy violation);
 * one that does not read what it is sent, with 4008 (slow consumer). With a `session`, the
 * socket closes with 4001 when the session ends, and is checked every `recheckMs`: a topic
 * its user may no longer see is dropped with a 403 error.
 */
export function serveSocket(
  socket: WebSocket,
  transport: Pick<Writable, 'write'>,
  topics: LiveTopics,
  authorizer: Promise<TopicAuthorizer | null>,
  options: ServeSocketOptions = {},
): void {
  const limits = { ...SOCKET_LIMITS, ...options.limits };
  const nowMs = options.nowMs ?? Date.now;
  const budget = new TokenBucket(limits.framesPerSecond, limits.burstFrames, nowMs);
  const refusals = new TokenBucket(limits.refusalsPerSecond, limits.burstRefusals, nowMs);
  const refused = new ExpiringSet(limits.refusalTtlMs, limits.maxRefusals, nowMs);
  let authorize: TopicAuthorizer | null = null;
  let throttled = false;
  const early: { data: RawData; isBinary: boolean }[] = [];
  /**
   * Topics subscribed or being authorized, each with what it took of the user's budget: each
   * holds one of the socket's places and its cost until {@link release}.
   */
  const subscribed = new Map<string, number>();
  const userBudget = options.budget;
  /** Lets go of a topic's place and gives its cost back; false when it held none. */
  const release = (name: string): boolean => {
    const cost = subscribed.get(name);
    if (cost === undefined) return false;
    subscribed.delete(name);
    userBudget?.give(cost);
    return true;
  };
  /** Every frame to the viewer goes through here, so one cap bounds what it holds queued. */
  const send = (bytes: Uint8Array): boolean => {
    if (socket.readyState !== socket.OPEN) return true;
    if (socket.bufferedAmount > limits.sendQueueCapBytes) return false;
    transport.write(binaryFrame(bytes));
    return true;
  };
  /** A frame of this socket's own (reply, error, pong): past the cap, the socket closes. */
  const reply = (bytes: Uint8Array): void => {
    if (send(bytes)) return;
    options.onSlowConsumer?.();
    socket.close(LIVE_CLOSE_CODES.slowConsumer, SLOW_CONSUMER_REASON);
  };
  /** Refuses a subscription; one refused too often closes the socket (1008), as a flood would. */
  const refuse = (name: string, code: number, message: string): void => {
    if (!refusals.take()) {
      throttled = true;
      early.length = 0;
      socket.close(LIVE_CLOSE_CODES.policyViolation, 'too many refused subscriptions');
      return;
    }
    reply(errorFrame(name, code, message));
  };
  const subscriber: Subscriber = {
    send,
    close(code, reason) {
      if (code === LIVE_CLOSE_CODES.slowConsumer) options.onSlowConsumer?.();
      socket.close(code, reason);
    },
  };

  const subscribe = async (request: live.Subscribe.$Properties): Promise<void> => {
    const name = request.topic ?? '';
    if (name.length > TOPIC_NAME_MAX_CHARS) {
      refuse(name, 400, `a topic name has at most ${TOPIC_NAME_MAX_CHARS} characters`);
      return;
    }
    const topic = parseTopic(name);
    // A made-up team is refused here, before any authorization or poller costs anything.
    if (topic === null || !namesKnownTeam(topic)) {
      refuse(name, 404, `unknown topic '${name.slice(0, 100)}'`);
      return;
    }
    if (refused.has(name)) {
      refuse(name, 403, 'you may not see this topic');
      return;
    }
    const fresh = !subscribed.has(name);
    if (fresh && subscribed.size >= limits.maxTopics) {
      refuse(name, 429, `at most ${limits.maxTopics} topics at once; unsubscribe one first`);
      return;
    }
    if (fresh) {
      const cost = TOPIC_COSTS[topic.kind];
      if (userBudget !== undefined && !userBudget.take(cost)) {
        refuse(
          name,
          429,
          `over your live budget: ${userBudget.spent()} of ${userBudget.limit} in use across your connections, this topic costs ${cost}; unsubscribe one first`,
        );
        return;
      }
      // The place and the cost are held while the authorizer answers, so a burst cannot pass
      // the caps together.
      subscribed.set(name, cost);
    }
    let allowed: boolean;
    try {
      allowed = authorize !== null && (await authorize(topic));
    } catch (error) {
      if (fresh) release(name);
      throw error;
    }
    if (!allowed) {
      if (fresh) release(name);
      refused.add(name);
      refuse(name, 403, 'you may not see this topic');
      return;
    }
    // Closed, or let go (unsubscribed) while the authorizer answered.
    if (socket.readyState !== socket.OPEN || !subscribed.has(name)) return;
    const resume = request.resume
      ? { epoch: request.resume.epoch ?? 0, seq: request.resume.seq ?? 0 }
      : undefined;
    try {
      await topics.subscribe(name, subscriber, resume);
    } catch (error) {
      release(name);
      reply(errorFrame(name, 501, error instanceof Error ? error.message : 'topic unavailable'));
    }
  };

  const onFrame = (data: RawData, isBinary: boolean): void => {
    let message: live.ClientMessage;
    try {
      if (!isBinary) throw new Error('text frame');
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      message = live.ClientMessage.decode(bytes);
    } catch {
      socket.close(LIVE_CLOSE_CODES.protocolError, 'malformed frame');
      return;
    }
    if (message.subscribe) {
      void subscribe(message.subscribe).catch(() => {
        reply(errorFrame(message.subscribe?.topic ?? '', 503, 'could not subscribe now'));
      });
    } else if (message.unsubscribe) {
      const name = message.unsubscribe.topic ?? '';
      topics.unsubscribe(name, subscriber);
      release(name);
    } else if (message.ping) {
      reply(live.ServerMessage.encode({ pong: { nonce: message.ping.nonce ?? 0 } }).finish());
    } else {
      socket.close(LIVE_CLOSE_CODES.protocolError, 'empty frame');
    }
  };

  socket.on('message', (data, isBinary) => {
    if (throttled) return;
    // Counted on arrival, held frames too: a flood before sign-in is known costs the same.
    if (!budget.take()) {
      throttled = true;
      early.length = 0;
      socket.close(LIVE_CLOSE_CODES.policyViolation, 'too many frames');
      return;
    }
    if (authorize === null) early.push({ data, isBinary });
    else onFrame(data, isBinary);
  });
  /** Lets go of a topic the user may no longer see, and says so. */
  const revoke = (name: string): void => {
    if (!release(name)) return;
    topics.unsubscribe(name, subscriber);
    refused.add(name);
    reply(errorFrame(name, 403, 'you may no longer see this topic'));
  };

  /**
   * Asks the session again: over, the socket closes; otherwise its user's grants as they are
   * now judge every topic it holds. Topics subscribed meanwhile were judged by the new ones.
   */
  const recheck = async (session: SocketSession): Promise<void> => {
    const next = nowMs() < session.endsAtMs() ? await session.recheck() : null;
    if (socket.readyState !== socket.OPEN) return;
    if (next === null) {
      socket.close(LIVE_CLOSE_CODES.unauthorized, 'session ended: sign in again');
      return;
    }
    authorize = next;
    for (const name of [...subscribed.keys()]) {
      const topic = parseTopic(name);
      if (topic === null || !(await next(topic))) revoke(name);
    }
  };

  let timer: NodeJS.Timeout | null = null;
  /** Checks again at the next interval, or at the session's end when that comes first. */
  const watch = (session: SocketSession): void => {
    const recheckMs = options.recheckMs ?? USER_TTL_MS;
    const waitMs = Math.max(1, Math.min(recheckMs, session.endsAtMs() - nowMs()));
    timer = setTimeout(() => {
      timer = null;
      // A check that cannot be answered now (dataaccess down) is tried at the next interval.
      void recheck(session)
        .catch(() => undefined)
        .finally(() => {
          if (socket.readyState === socket.OPEN) watch(session);
        });
    }, waitMs);
    timer.unref();
  };

  authorizer.then(
    (found) => {
      if (found === null) {
        socket.close(LIVE_CLOSE_CODES.unauthorized, 'sign in again');
        return;
      }
      authorize = found;
      if (options.session && socket.readyState === socket.OPEN) watch(options.session);
      for (const frame of early.splice(0)) onFrame(frame.data, frame.isBinary);
    },
    () => {
      socket.close(LIVE_CLOSE_CODES.serviceRestart, 'user directory unavailable');
    },
  );

  socket.on('close', () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    for (const name of [...subscribed.keys()]) {
      topics.unsubscribe(name, subscriber);
      release(name);
    }
  });
}
