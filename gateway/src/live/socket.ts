/**
 * One viewer's WebSocket: decodes its frames, authorizes each subscription with the same
 * rules as the REST routes, and wires it to the topic channels. A malformed frame closes
 * this socket with the protocol-error code; the server carries on.
 */
import type { Writable } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import { live, parseTopic, type Topic } from '../../../proto';
import { LIVE_CLOSE_CODES } from '../../../domain';
import type { Subscriber } from './hub';
import type { LiveTopics } from './topics';

/** What the hub needs of a viewer's WebSocket. */
export type ViewerSocket = Pick<
  WebSocket,
  'send' | 'close' | 'on' | 'readyState' | 'OPEN' | 'bufferedAmount'
>;

/** Bytes a viewer may have queued before it counts as a slow consumer. */
export const SEND_QUEUE_CAP_BYTES = 4 * 1024 * 1024;

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

const errorFrame = (topic: string, code: number, message: string): Uint8Array =>
  live.ServerMessage.encode({ error: { topic, code, message } }).finish();

/**
 * Serves one connected viewer until it goes away. `authorizer` resolves once the user is
 * known (null: not signed in, closed with 4001); frames that arrive before are held, not lost.
 * Hub frames are written pre-framed to `transport`, the connection under the WebSocket (the
 * server sends uncompressed, so its own frames and ours never interleave mid-frame).
 */
export function serveSocket(
  socket: WebSocket,
  transport: Pick<Writable, 'write'>,
  topics: LiveTopics,
  authorizer: Promise<TopicAuthorizer | null>,
): void {
  let authorize: TopicAuthorizer | null = null;
  const early: { data: RawData; isBinary: boolean }[] = [];
  const subscribed = new Set<string>();
  const subscriber: Subscriber = {
    send(bytes) {
      if (socket.readyState !== socket.OPEN) return true;
      if (socket.bufferedAmount > SEND_QUEUE_CAP_BYTES) return false;
      transport.write(binaryFrame(bytes));
      return true;
    },
    close(code, reason) {
      socket.close(code, reason);
    },
  };

  const subscribe = async (request: live.Subscribe.$Properties): Promise<void> => {
    const name = request.topic ?? '';
    const topic = parseTopic(name);
    if (topic === null) {
      socket.send(errorFrame(name, 404, `unknown topic '${name.slice(0, 100)}'`));
      return;
    }
    if (authorize === null || !(await authorize(topic))) {
      socket.send(errorFrame(name, 403, 'you may not see this topic'));
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    const resume = request.resume
      ? { epoch: request.resume.epoch ?? 0, seq: request.resume.seq ?? 0 }
      : undefined;
    try {
      subscribed.add(name);
      await topics.subscribe(name, subscriber, resume);
    } catch (error) {
      subscribed.delete(name);
      socket.send(
        errorFrame(name, 501, error instanceof Error ? error.message : 'topic unavailable'),
      );
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
        socket.send(errorFrame(message.subscribe?.topic ?? '', 503, 'could not subscribe now'));
      });
    } else if (message.unsubscribe) {
      const name = message.unsubscribe.topic ?? '';
      topics.unsubscribe(name, subscriber);
      subscribed.delete(name);
    } else if (message.ping) {
      socket.send(live.ServerMessage.encode({ pong: { nonce: message.ping.nonce ?? 0 } }).finish());
    } else {
      socket.close(LIVE_CLOSE_CODES.protocolError, 'empty frame');
    }
  };

  socket.on('message', (data, isBinary) => {
    if (authorize === null) early.push({ data, isBinary });
    else onFrame(data, isBinary);
  });
  authorizer.then(
    (found) => {
      if (found === null) {
        socket.close(LIVE_CLOSE_CODES.unauthorized, 'sign in again');
        return;
      }
      authorize = found;
      for (const frame of early.splice(0)) onFrame(frame.data, frame.isBinary);
    },
    () => {
      socket.close(LIVE_CLOSE_CODES.serviceRestart, 'user directory unavailable');
    },
  );

  socket.on('close', () => {
    for (const name of subscribed) topics.unsubscribe(name, subscriber);
    subscribed.clear();
  });
}
