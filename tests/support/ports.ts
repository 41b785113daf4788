/**
 * Free TCP ports on loopback for tests that start real servers.
 *
 * A port the kernel picks (listen on 0, close, listen again later) can be taken in between
 * by any outgoing connection of the machine, since those draw from the same ephemeral range
 * (32768 and up on Linux); with thousands of connections per run that happens. So tests
 * take ports below that range, each Vitest worker from a block of its own: suites running
 * side by side never pick the same port, and no client socket lands on one.
 */
import { createServer } from 'node:net';

const FIRST_PORT = 20_000;
const BLOCK = 400;
const BLOCKS = 25;

/** Ports handed out so far by this module in this worker. */
let handedOut = 0;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

/** A port of this worker's block that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? process.pid);
  const base = FIRST_PORT + (worker % BLOCKS) * BLOCK;
  for (let tries = 0; tries < BLOCK; tries += 1) {
    const port = base + (handedOut++ % BLOCK);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${base}-${base + BLOCK - 1}`);
}
