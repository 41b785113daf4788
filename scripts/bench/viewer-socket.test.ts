/**
 * The benchmark's lean WebSocket client against the `ws` server the gateway runs on: the
 * server checks the client's side of the protocol (masking, handshake), the client checks the
 * server's (accept key, frames, fragments, control frames).
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { openViewerSocket, type ViewerSocketOptions } from './viewer-socket';

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A `ws` server on a free port, handing each connection and its request to `onConnection`. */
async function wsServer(
  onConnection: (socket: WebSocket, cookie: string | undefined) => void,
): Promise<string> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(wss);
  wss.on('connection', (socket, request) => {
    onConnection(socket, request.headers.cookie);
  });
  await new Promise((resolve) => wss.once('listening', resolve));
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/live`;
}

/** Opens a client and records what happens to it. */
function client(url: string, extra: Partial<ViewerSocketOptions> = {}) {
  const messages: Buffer[] = [];
  const errors: string[] = [];
  let opened!: () => void;
  let closed!: (close: { code: number; reason: string }) => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const close = new Promise<{ code: number; reason: string }>((resolve) => (closed = resolve));
  const socket = openViewerSocket({
    url,
    onOpen: () => {
      opened();
    },
    onMessage: (payload) => messages.push(Buffer.from(payload)),
    onClose: (code, reason) => {
      closed({ code, reason });
    },
    onError: (error) => errors.push(error.message),
    ...extra,
  });
  return { socket, messages, errors, open, close };
}

describe('viewer socket', () => {
  it('sends masked binary messages with its headers and receives whole ones, small and large', async () => {
    const large = Buffer.alloc(70_000, 7);
    const url = await wsServer((socket, cookie) => {
      socket.on('message', (data: Buffer) => {
        socket.send(Buffer.concat([Buffer.from(cookie ?? ''), data]));
        socket.send(large);
        socket.close(4000, 'done');
      });
    });
    const c = client(url, { headers: { cookie: 'pt_session=abc' } });
    await c.open;
    c.socket.send(Buffer.from([1, 2, 3]));
    expect(await c.close).toEqual({ code: 4000, reason: 'done' });
    expect(c.messages[0]).toEqual(
      Buffer.concat([Buffer.from('pt_session=abc'), Buffer.from([1, 2, 3])]),
    );
    expect(c.messages[1]?.equals(large)).toBe(true);
    expect(c.errors).toEqual([]);
  });

  it('joins a fragmented message and answers a ping with its payload', async () => {
    let pong: Buffer | null = null;
    const url = await wsServer((socket) => {
      socket.on('pong', (data) => {
        pong = data;
        socket.send(Buffer.from('one'), { fin: false });
        socket.send(Buffer.from('two'), { fin: true });
      });
      socket.ping(Buffer.from('are you there'));
    });
    const c = client(url);
    await c.open;
    await expect.poll(() => c.messages.length).toBe(1);
    expect(c.messages[0]?.toString()).toBe('onetwo');
    expect(pong).toEqual(Buffer.from('are you there'));
    c.socket.close();
    expect((await c.close).code).toBe(1000);
  });

  it('refuses a server whose accept key is wrong, and one that refuses the upgrade', async () => {
    const raw: Server = createServer((socket) => {
      socket.once('data', (request) => {
        const path = /^GET (\S+)/.exec(request.toString())?.[1];
        socket.end(
          path === '/refuse'
            ? 'HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n'
            : 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
                'Sec-WebSocket-Accept: bm90IHRoZSBrZXk=\r\n\r\n',
        );
      });
    });
    servers.push(raw);
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    const port = (raw.address() as AddressInfo).port;
    const wrong = client(`ws://127.0.0.1:${port}/live`);
    expect((await wrong.close).code).toBe(1002);
    expect(wrong.errors).toEqual(['wrong Sec-WebSocket-Accept']);
    const refused = client(`ws://127.0.0.1:${port}/refuse`);
    await refused.close;
    expect(refused.errors).toEqual(['the server refused the upgrade: HTTP/1.1 401 Unauthorized']);
  });

  it('reports a connection that ends without a close frame as 1006', async () => {
    const url = await wsServer((socket) => {
      socket.terminate();
    });
    const c = client(url);
    await c.open;
    expect((await c.close).code).toBe(1006);
  });
});
