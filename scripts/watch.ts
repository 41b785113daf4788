/**
 * Watch tool: `npm run watch -- --topic T [--topic T2] [--url U] [--cookie C] [--count N]`.
 * Connects to a gateway's /live like a browser (the session cookie from --cookie or
 * PT_COOKIE), subscribes, and prints every server message decoded, one JSON object a line,
 * on stdout; connection notes go to stderr. Like the browser it checks every delta against
 * the state it holds, and after a retryable close (1012 restart, 4008 slow consumer, a
 * dropped connection) it reconnects with backoff and resumes from its positions.
 *
 * Exit codes: 0 after --count messages or on Ctrl-C; 1 bad usage or a topic refused (an
 * Error message); 2 protocol error (close 4000, an undecodable frame, a delta without its
 * base); 3 unauthorized (close 4001: sign in again).
 */
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { backoffDelayMs, LIVE_CLOSE_CODES } from '../domain';
import { live } from '../proto';
import { TopicStore } from '../web/src/live/store';

/** Exit codes of the tool. */
export const WATCH_EXIT = { ok: 0, refused: 1, protocolError: 2, unauthorized: 3 } as const;

const USAGE =
  'usage: npm run watch -- --topic TOPIC [--topic TOPIC…] [--url http://localhost:8080] [--cookie "pt_session=…"] [--count N]';

function parse(): { topics: string[]; url: string; cookie: string; count: number } {
  try {
    const { values } = parseArgs({
      options: {
        topic: { type: 'string', multiple: true },
        url: { type: 'string', default: `http://localhost:${process.env.PORT ?? '8080'}` },
        cookie: { type: 'string', default: process.env.PT_COOKIE ?? '' },
        count: { type: 'string', default: '0' },
      },
    });
    const count = Number(values.count);
    if (!values.topic?.length || !Number.isInteger(count) || count < 0) throw new Error(USAGE);
    return { topics: values.topic, url: values.url, cookie: values.cookie, count };
  } catch (error) {
    console.error(error instanceof Error ? error.message : USAGE);
    if (!(error instanceof Error && error.message === USAGE)) console.error(USAGE);
    process.exit(WATCH_EXIT.refused);
  }
}

const options = parse();
const stores = new Map(options.topics.map((t) => [t, new TopicStore()]));
let printed = 0;
let attempt = 0;

function finish(code: number, note?: string): never {
  if (note) console.error(note);
  process.exit(code);
}

/** One JSON line per message; numbers stay numbers. */
function print(message: live.ServerMessage): void {
  const object = live.ServerMessage.toObject(message, { longs: Number, enums: String });
  process.stdout.write(`${JSON.stringify(object)}\n`);
  printed++;
  if (options.count > 0 && printed >= options.count) finish(WATCH_EXIT.ok);
}

/** Applies a state message to its topic's store; false when a delta has no base here. */
function apply(message: live.ServerMessage): boolean {
  if (message.snapshot) stores.get(message.snapshot.topic ?? '')?.applySnapshot(message.snapshot);
  if (message.delta) {
    const store = stores.get(message.delta.topic ?? '');
    if (store && !store.applyDelta(message.delta)) return false;
  }
  return true;
}

function connect(): void {
  const socket = new WebSocket(`${options.url.replace(/^http/, 'ws')}/live`, {
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  socket.on('open', () => {
    attempt = 0;
    console.error(`connected to ${options.url}/live`);
    for (const [topic, store] of stores) {
      const resume = store.position();
      socket.send(
        live.ClientMessage.encode({ subscribe: { topic, ...(resume ? { resume } : {}) } }).finish(),
      );
    }
  });
  socket.on('message', (data: Buffer, isBinary) => {
    let message: live.ServerMessage;
    try {
      if (!isBinary) throw new Error('text frame');
      message = live.ServerMessage.decode(new Uint8Array(data));
    } catch (error) {
      finish(WATCH_EXIT.protocolError, `protocol error: undecodable frame (${String(error)})`);
    }
    const based = apply(message);
    print(message);
    if (!based)
      finish(
        WATCH_EXIT.protocolError,
        `protocol error: delta ${message.delta?.position?.seq} of ${message.delta?.topic} without its base`,
      );
    if (message.error) finish(WATCH_EXIT.refused, `refused: ${message.error.message}`);
  });
  socket.on('error', (error) => {
    console.error(`connection error: ${error.message}`);
  });
  socket.on('close', (code, reason) => {
    const why = `closed with ${code}${reason.length ? ` (${reason.toString()})` : ''}`;
    if (code === LIVE_CLOSE_CODES.protocolError)
      finish(WATCH_EXIT.protocolError, `protocol error: ${why}`);
    if (code === LIVE_CLOSE_CODES.unauthorized)
      finish(WATCH_EXIT.unauthorized, `unauthorized: ${why}`);
    attempt += 1;
    const delayMs = backoffDelayMs(attempt, Math.random, { baseMs: 500, maxMs: 10_000 });
    console.error(`${why}; reconnecting in ${Math.round(delayMs)} ms`);
    setTimeout(connect, delayMs);
  });
}

process.on('SIGINT', () => finish(WATCH_EXIT.ok));
connect();
