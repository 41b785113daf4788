/**
 * Which real services a suite needs. On a developer machine without them a suite says so
 * and skips; with CI=true a missing service fails the run instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

import { CHROMIUM_PATH } from '../../scripts/chromium';

/** True when running under CI, where nothing may be skipped. */
export const IN_CI = process.env.CI === 'true' || process.env.CI === '1';

/** Whether the browser suites can run; throws under CI when chromium is missing. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const message = `chromium is missing at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium'`;
  if (IN_CI) throw new Error(message);
  console.warn(`${message}; skipping browser tests (set CI=true to make this fail)`);
  return false;
}

/** Where the suites find PostgreSQL: trust auth on loopback (ARCHITECTURE.md). */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The admin URL when PostgreSQL answers, else null (a message says why the suite skips);
 * under CI an unreachable server fails the run instead.
 */
export async function postgresAvailable(): Promise<string | null> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return POSTGRES_ADMIN_URL;
  } catch (error) {
    const message = `PostgreSQL is unreachable at ${POSTGRES_ADMIN_URL} (${(error as Error).message})`;
    if (IN_CI) throw new Error(message);
    console.warn(`${message}; skipping PostgreSQL tests (set CI=true to make this fail)`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A scratch database of its own for one run; `drop` removes it. */
export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** Creates `da_<random>` on the server of `adminUrl`. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const { default: pg } = await import('pg');
  const name = `da_${Math.random().toString(36).slice(2, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // Closed pools may still be hanging up: wait for them rather than cut them off.
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/** The NATS server of dev and CI machines. */
export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** Whether NATS answers at {@link NATS_URL}; throws under CI when it does not. */
export async function natsAvailable(): Promise<boolean> {
  const { hostname, port } = new URL(NATS_URL);
  const open = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 4222) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
  if (open) return true;
  const message = `NATS does not answer at ${NATS_URL}: start nats-server -js`;
  if (IN_CI) throw new Error(message);
  console.warn(`${message}; skipping the NATS suites (set CI=true to make this fail)`);
  return false;
}

/** Whether HAProxy is installed (HAPROXY, haproxy on the PATH or Debian's /usr/sbin/haproxy,
 * as npm run start:cluster looks for it); throws under CI when it is not. */
export function haproxyAvailable(): boolean {
  const given = process.env.HAPROXY;
  const candidates = given === undefined ? ['haproxy', '/usr/sbin/haproxy'] : [given];
  for (const command of candidates) {
    const found = spawnSync(command, ['-v'], { encoding: 'utf8' });
    if (found.error === undefined && found.status === 0) return true;
  }
  const message = `HAProxy is missing (${candidates.join(', ')}): install it with 'apt-get install -y haproxy'`;
  if (IN_CI) throw new Error(message);
  console.warn(`${message}; skipping the cluster suites (set CI=true to make this fail)`);
  return false;
}
