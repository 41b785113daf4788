/**
 * Probe of the live socket bounds (issue 34, item 2; decision 0026):
 * `npx tsx scripts/probe-sockets.ts [--seconds S] [--flooders N]`.
 * Starts the product in a temporary folder (in this process, without the demo feed), then
 *  1. opens 20 sockets as one user and counts how many were let in and how the rest closed;
 *  2. opens N sockets (5 by default) that stop reading and send 18 subscribes a second with
 *     64 KB topic names for S seconds (30), and reports the process's memory before and
 *     after, the most bytes the gateway held queued for one of them, and how many it closed.
 * The flooding clients run in this process too, so the memory figures include theirs.
 * Prints one JSON object as its last line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { newSessionClaims } from '../gateway';
import { live } from '../proto';
import { startProduct } from './product';
import { freePort } from '../tests/support/ports';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    flooders: { type: 'string', default: '5' },
  },
});

const varDir = mkdtempSync(join(tmpdir(), 'probe-sockets-'));
const product = await startProduct({
  port: await freePort(),
  dataaccessPort: await freePort(),
  idpPort: await freePort(),
  varDir,
  databaseUrl: `sqlite:${join(varDir, 'practice.db')}`,
  demo: false,
});
const cookieOf = (email: string): string => {
  const claims = JSON.stringify(newSessionClaims(email, Date.now(), 3600_000));
  return `pt_session=${encodeURIComponent(product.gateway.app.signCookie(claims))}`;
};
const liveUrl = `${product.url.replace(/^http/, 'ws')}/live`;
/** An open socket, and its close code once it closed (listened for from the start). */
interface Opened {
  readonly socket: WebSocket;
  readonly closed: Promise<number>;
}
const open = (cookie: string): Promise<Opened> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl, { headers: { cookie }, perMessageDeflate: false });
    const closed = new Promise<number>((ended) => socket.once('close', ended));
    socket.once('open', () => {
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
/** The close code, or null when the socket is still open after `ms`. */
const closedWithin = (opened: Opened, ms: number): Promise<number | null> =>
  Promise.race([
    opened.closed,
    new Promise<null>((resolve) =>
      setTimeout(() => {
        resolve(null);
      }, ms).unref(),
    ),
  ]);
/** The gateway's side of its open sockets. */
const served = (): Set<WebSocket> =>
  (product.gateway.app as unknown as { websocketServer: { clients: Set<WebSocket> } })
    .websocketServer.clients;

// 1. Sockets of one user.
const staff = cookieOf('nfl.staff@dev.test');
const sockets = await Promise.all(Array.from({ length: 20 }, () => open(staff)));
const codes = await Promise.all(sockets.map((opened) => closedWithin(opened, 2000)));
const perUser = {
  opened: sockets.length,
  letIn: codes.filter((code) => code === null).length,
  refusedWith: [...new Set(codes.filter((code) => code !== null))],
};
for (const { socket } of sockets) socket.terminate();

// 2. Sockets that stop reading and flood subscribes with huge topic names.
const flooders = (
  await Promise.all(
    Array.from({ length: Number(args.flooders) }, () => open(cookieOf('admin@dev.test'))),
  )
).map((opened) => opened.socket);
for (const socket of flooders)
  (socket as unknown as { _socket: { pause(): void } })._socket.pause();
const subscribe = live.ClientMessage.encode({
  subscribe: { topic: `schedule/${'9'.repeat(64 * 1024 - 100)}` },
}).finish();
const before = process.memoryUsage();
let mostQueued = 0;
const deadline = Date.now() + Number(args.seconds) * 1000;
while (Date.now() < deadline) {
  for (const socket of flooders) if (socket.readyState === WebSocket.OPEN) socket.send(subscribe);
  for (const socket of served()) mostQueued = Math.max(mostQueued, socket.bufferedAmount);
  await new Promise((resolve) => setTimeout(resolve, 1000 / 18));
}
const after = process.memoryUsage();
const flood = {
  seconds: Number(args.seconds),
  flooders: flooders.length,
  rssMbBefore: Math.round(before.rss / 2 ** 20),
  rssMbAfter: Math.round(after.rss / 2 ** 20),
  mostQueuedBytes: mostQueued,
  closedByGateway: [...served()].filter((socket) => socket.readyState !== WebSocket.OPEN).length,
};
for (const socket of flooders) socket.terminate();
await product.stop();
rmSync(varDir, { recursive: true, force: true });
console.log(JSON.stringify({ perUser, flood }));
