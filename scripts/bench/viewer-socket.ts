/**
 * A lean WebSocket client (RFC 6455) for load generation. The fan-out benchmark runs ten
 * thousand viewers on the same two cores as the gateway it measures; through the `ws`
 * client each received message cost about 30 µs of CPU (socket stream, receiver stream,
 * events), more than the gateway spends sending it, so the viewers measured their own
 * queueing. This client reads each socket straight into one shared buffer (`onread`, no
 * stream machinery) and parses frames in place: a whole frame is handed over without a copy.
 *
 * It does the real protocol: the opening handshake with the accept-key check, masked client
 * frames, fragmented messages, ping answered with pong, and the closing handshake. It speaks
 * binary messages only, as the live protocol does; a text frame is a protocol error.
 */
import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OP = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa };
/** The most a handshake response may take before the connection is given up. */
const MAX_HANDSHAKE_BYTES = 16 * 1024;

/** One read buffer for every socket: each read is handled before the next one happens. */
const shared = Buffer.allocUnsafe(256 * 1024);

export interface ViewerSocketOptions {
  /** `ws://host:port/path`. */
  readonly url: string;
  /** Extra request headers (a cookie). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Local address to connect from (to spread ports over several loopback addresses). */
  readonly localAddress?: string;
  /** The upgrade succeeded; `headers` are the 101 response's, by lower-case name. */
  readonly onOpen: (headers: ReadonlyMap<string, string>) => void;
  /**
   * A complete binary message. `payload` may be a view into the shared read buffer: it is
   * valid only during the call; copy it to keep it.
   */
  readonly onMessage: (payload: Buffer) => void;
  /** The connection ended: the peer's close code, or 1006 when it closed without one. */
  readonly onClose: (code: number, reason: string) => void;
  readonly onError: (error: Error) => void;
}

export interface ViewerSocket {
  /** Sends one binary message. */
  send(payload: Uint8Array): void;
  /** Starts the closing handshake. */
  close(code?: number): void;
}

/** Encodes a client frame: final, masked, with the given opcode. */
function clientFrame(opcode: number, payload: Uint8Array): Buffer {
  const length = payload.length;
  const extra = length < 126 ? 0 : length < 65_536 ? 2 : 8;
  const frame = Buffer.allocUnsafe(2 + extra + 4 + length);
  frame[0] = 0x80 | opcode;
  if (extra === 0) frame[1] = 0x80 | length;
  else if (extra === 2) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  const maskAt = 2 + extra;
  randomBytes(4).copy(frame, maskAt);
  for (let i = 0; i < length; i++)
    frame[maskAt + 4 + i] = (payload[i] as number) ^ (frame[maskAt + (i & 3)] as number);
  return frame;
}

/** Opens a viewer socket; see the file comment. */
export function openViewerSocket(options: ViewerSocketOptions): ViewerSocket {
  const url = new URL(options.url);
  if (url.protocol !== 'ws:') throw new Error(`only ws:// addresses: ${options.url}`);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1')
    .update(key + ACCEPT_GUID)
    .digest('base64');
  let open = false;
  let ended = false;
  /** Bytes of an incomplete handshake or frame, kept across reads. */
  let pending: Buffer | null = null;
  /** Parts of a fragmented message. */
  let fragments: Buffer[] = [];

  /** Ends the connection once: gracefully after a closing handshake, at once otherwise. */
  const end = (code: number, reason: string, graceful = false): void => {
    if (ended) return;
    ended = true;
    if (graceful) socket.end();
    else socket.destroy();
    options.onClose(code, reason);
  };
  const fail = (error: Error): void => {
    if (ended) return;
    options.onError(error);
    end(1002, error.message);
  };

  /** Handles the handshake response; returns the bytes after it, or null while incomplete. */
  const handshake = (bytes: Buffer): Buffer | null => {
    const head = bytes.indexOf('\r\n\r\n');
    if (head < 0) {
      if (bytes.length > MAX_HANDSHAKE_BYTES) fail(new Error('handshake response too long'));
      return null;
    }
    const [status = '', ...lines] = bytes.subarray(0, head).toString('latin1').split('\r\n');
    if (!/^HTTP\/1\.1 101 /.test(status)) {
      fail(new Error(`the server refused the upgrade: ${status}`));
      return null;
    }
    const headers = new Map(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    if (headers.get('sec-websocket-accept') !== accept) {
      fail(new Error('wrong Sec-WebSocket-Accept'));
      return null;
    }
    open = true;
    options.onOpen(headers);
    return bytes.subarray(head + 4);
  };

  /** Handles one complete frame. */
  const frame = (opcode: number, final: boolean, payload: Buffer): void => {
    if (opcode === OP.binary || opcode === OP.continuation) {
      if (opcode === OP.binary && fragments.length > 0) {
        fail(new Error('a new message inside a fragmented one'));
      } else if (opcode === OP.continuation && fragments.length === 0) {
        fail(new Error('a continuation frame without a message'));
      } else if (final && fragments.length === 0) {
        options.onMessage(payload);
      } else {
        fragments.push(Buffer.from(payload));
        if (final) {
          const whole = Buffer.concat(fragments);
          fragments = [];
          options.onMessage(whole);
        }
      }
    } else if (opcode === OP.ping) {
      socket.write(clientFrame(OP.pong, payload));
    } else if (opcode === OP.close) {
      const code = payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
      const reason = payload.subarray(2).toString('utf8');
      socket.write(clientFrame(OP.close, payload.subarray(0, 2)));
      end(code, reason, true);
    } else if (opcode !== OP.pong) {
      fail(new Error(`unexpected opcode ${opcode}`));
    }
  };

  /** Parses every complete frame in `bytes`; keeps an incomplete tail for the next read. */
  const frames = (bytes: Buffer): void => {
    let at = 0;
    while (!ended && bytes.length - at >= 2) {
      const b0 = bytes[at] as number;
      const b1 = bytes[at + 1] as number;
      if (b1 & 0x80) {
        fail(new Error('the server masked a frame'));
        return;
      }
      let length = b1 & 0x7f;
      let header = 2;
      if (length === 126) {
        if (bytes.length - at < 4) break;
        length = bytes.readUInt16BE(at + 2);
        header = 4;
      } else if (length === 127) {
        if (bytes.length - at < 10) break;
        length = Number(bytes.readBigUInt64BE(at + 2));
        header = 10;
      }
      if (bytes.length - at < header + length) break;
      const payload = bytes.subarray(at + header, at + header + length);
      at += header + length;
      frame(b0 & 0x0f, (b0 & 0x80) !== 0, payload);
    }
    pending = at < bytes.length && !ended ? Buffer.from(bytes.subarray(at)) : null;
  };

  const socket: Socket = connect({
    host: url.hostname,
    port: Number(url.port || 80),
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    onread: {
      buffer: shared,
      callback: (length: number, buffer: Uint8Array): boolean => {
        const read = Buffer.from(buffer.buffer, buffer.byteOffset, length);
        let bytes = pending === null ? read : Buffer.concat([pending, read]);
        pending = null;
        if (!open) {
          const rest = handshake(bytes);
          if (rest === null) {
            if (!ended) pending = Buffer.from(bytes);
            return true;
          }
          bytes = rest;
        }
        frames(bytes);
        return true;
      },
    },
  });
  socket.setNoDelay(true);
  socket.on('connect', () => {
    const headers = Object.entries(options.headers ?? {})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\n` +
        `Connection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n` +
        `${headers}\r\n`,
    );
  });
  socket.on('error', fail);
  socket.on('close', () => {
    end(1006, 'the connection closed without a close frame');
  });

  return {
    send(payload) {
      if (!open || ended) throw new Error('the socket is not open');
      socket.write(clientFrame(OP.binary, payload));
    },
    close(code = 1000) {
      if (ended) return;
      const body = Buffer.allocUnsafe(2);
      body.writeUInt16BE(code, 0);
      socket.write(clientFrame(OP.close, body));
      socket.end();
    },
  };
}
