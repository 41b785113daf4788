/**
 * Free TCP ports on loopback for tests that start real servers.
 *
 * A port the kernel picks (listen on 0, close, listen again later) can be taken in between
 * by any outgoing connection of the machine, since those draw from the same ephemeral range
 * (32768 and up on Linux); with thousands of connections per run that happens. So tests
 * take ports below that range. Test processes running side by side (Vitest's workers of
 * every project, a server a test starts as a child, another clone's run) must never pick the
 * same one either: a port is reserved by creating a lock file named after it, which only
 * one process can create; a lock whose process has ended is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FIRST_PORT = 20_000;
const PORTS = 12_000;
/** Where the locks are: one folder for every test process of the machine. */
export const PORT_LOCKS = join(tmpdir(), 'practice-tracking-test-ports');
const LOCKS = PORT_LOCKS;

/** The ports this process reserved; their locks go when it exits. */
const reserved = new Set<number>();
process.once('exit', () => {
  for (const port of reserved) rmSync(join(LOCKS, String(port)), { force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates the port's lock for this process; false when it is held already (by this process,
 * or another that still runs).
 */
export function reservePort(port: number): boolean {
  mkdirSync(LOCKS, { recursive: true });
  const file = join(LOCKS, String(port));
  const take = (): boolean => {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      reserved.add(port);
      return true;
    } catch {
      return false;
    }
  };
  if (take()) return true;
  let holder: number;
  try {
    holder = Number(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
  // An empty lock is being written by its creator right now.
  if (!Number.isInteger(holder) || holder <= 0 || holder === process.pid || alive(holder)) {
    return false;
  }
  rmSync(file, { force: true });
  return take();
}

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

/** A port reserved for this process that nothing listens on right now. */
export async function freePort(): Promise<number> {
  // Start anywhere in the range, so processes rarely try the same ports at once.
  const start = Math.floor(Math.random() * PORTS);
  for (let i = 0; i < PORTS; i += 1) {
    const port = FIRST_PORT + ((start + i) % PORTS);
    if (reservePort(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port in ${FIRST_PORT}-${FIRST_PORT + PORTS - 1}`);
}
