/**
 * What a user gets from a gateway whose dataaccess is killed or hung, and from requests that
 * probe its edges (issue 17, items 4, 5's body bound, 7, 8 and 9). dataaccess and the gateway
 * each run as a process of their own from their server.ts, as an operator starts them, so
 * dataaccess can be killed (SIGKILL) or hung (SIGSTOP) under a running gateway.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../dataaccess';
import { seedReferenceData } from '../../scripts/demo/seed';
import {
  startDevIdentityProvider,
  type DevIdentityProvider,
} from '../../scripts/dev/identity-provider';
import { LineLog, until } from '../support/processes';
import { freePort } from '../support/ports';
import { signedSessionCookie } from '../support/sessions';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TOKEN = 'faults-test-service-token';
const COOKIE_SECRET = 'a-cookie-secret-of-more-than-32-characters';
/** Short, so that a hung dataaccess is told to the user within the test's patience. */
const UPSTREAM_TIMEOUT_MS = 1500;

interface Envelope {
  readonly results: unknown[];
  readonly code: number;
  readonly status: string;
}

/** A process started from `entry`, with its output followed. */
function startPart(
  entry: string,
  env: Record<string, string>,
): { child: ChildProcess; log: LineLog } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = new LineLog();
  log.follow(child.stdout as NodeJS.ReadableStream);
  log.follow(child.stderr as NodeJS.ReadableStream);
  return { child, log };
}

/** The signed session cookie the gateway's callback writes for `email`. */
const sessionOf = (email: string): string => signedSessionCookie(COOKIE_SECRET, email);

/** A practice of the coach's team, as the create dialog sends it. */
const practice = (name: string) => ({
  name,
  description: '',
  drills: [{ drillType: 'Stretch' }],
  extraData: {},
  intensity: 'High',
  league: 'nfl',
  profileName: 'Standard',
  rooftype: 'Outdoor',
  siteId: -1,
  siteName: '',
  start: Date.UTC(2031, 4, 6, 15),
  teamId: '3700',
  type: 'practice',
});

describe('the gateway when dataaccess fails, and at its edges', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faults-'));
  const database = `sqlite:${join(dir, 'practice.db')}`;
  const running: ChildProcess[] = [];
  let dataaccess: ChildProcess;
  let dataaccessPort: number;
  let idp: DevIdentityProvider;
  let url: string;
  const coach = sessionOf('nfl.coach@dev.test');

  const call = async (
    method: string,
    path: string,
    options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; type: string; body: Envelope }> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        cookie: options.cookie ?? coach,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined
        ? {}
        : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(20_000),
    });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: (await response.json()) as Envelope,
    };
  };

  /** Starts dataaccess on its port and database, and waits until it answers. */
  const startDataaccess = async (): Promise<void> => {
    const part = startPart('dataaccess/src/server.ts', {
      DATABASE_URL: database,
      DATAACCESS_PORT: String(dataaccessPort),
      SERVICE_TOKEN: TOKEN,
    });
    running.push(part.child);
    await part.log.next(/^listening /, 30_000);
    dataaccess = part.child;
  };

  /** Kills dataaccess and waits for it to end. */
  const killDataaccess = async (): Promise<void> => {
    const ended = new Promise((done) => dataaccess.once('exit', done));
    dataaccess.kill('SIGKILL');
    await ended;
  };

  beforeAll(async () => {
    const store = await openStore(database);
    await seedReferenceData(store.db);
    await store.close();
    dataaccessPort = await freePort();
    await startDataaccess();
    const port = await freePort();
    url = `http://localhost:${port}`;
    idp = await startDevIdentityProvider({
      port: await freePort(),
      clientId: 'practice-web',
      clientSecret: 'faults-test-client-secret',
      redirectUris: [`${url}/login/callback`],
    });
    const gateway = startPart('gateway/src/server.ts', {
      PORT: String(port),
      PUBLIC_URL: url,
      DATAACCESS_URL: `http://127.0.0.1:${dataaccessPort}`,
      SERVICE_TOKEN: TOKEN,
      COOKIE_SECRET,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'practice-web',
      OIDC_CLIENT_SECRET: 'faults-test-client-secret',
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      WEB_ROOT: '',
    });
    running.push(gateway.child);
    await gateway.log.next(/^listening /, 30_000);
  }, 90_000);

  afterAll(async () => {
    for (const child of running) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGCONT');
        child.kill('SIGKILL');
      }
    }
    await idp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 in the envelope while dataaccess is down, and serves again once it is back', async () => {
    // The coach is known to the gateway before the outage; the staff user is not.
    expect((await call('GET', '/api/session')).status).toBe(200);
    await killDataaccess();

    const read = await call('GET', '/api/da/practices/3700');
    expect(read.status).toBe(503);
    expect(read.type).toMatch(/^application\/json/);
    expect(read.body).toEqual({
      results: [],
      code: 503,
      status: 'the tracking service is not answering; try again shortly',
    });
    // A call about one practice: whose it is cannot be asked, which is not "not found".
    const practiceRead = await call('GET', '/api/da/manage/some-practice');
    expect(practiceRead.status).toBe(503);
    const write = await call('POST', '/api/da/schedule?league=nfl&type=practice&teamids=3700', {
      body: practice('During the outage'),
    });
    expect(write.status).toBe(503);
    expect(write.body.code).toBe(503);
    const unknownUser = await call('GET', '/api/session', {
      cookie: sessionOf('nfl.staff@dev.test'),
    });
    expect(unknownUser.status).toBe(503);
    expect(unknownUser.body.status).toBe(
      'the tracking service is not answering; try again shortly',
    );
    // A user the gateway knows keeps their session, and sign-in still starts.
    expect((await call('GET', '/api/session')).status).toBe(200);
    const signIn = await fetch(`${url}/login/start`, { redirect: 'manual' });
    expect(signIn.status).toBe(302);

    await startDataaccess();
    expect((await call('GET', '/api/da/practices/3700')).status).toBe(200);
  });

  it('answers 504 while dataaccess hangs, and says a write may or may not have been made', async () => {
    dataaccess.kill('SIGSTOP');
    try {
      const read = await call('GET', '/api/da/practices/3700');
      expect(read.status).toBe(504);
      expect(read.body).toEqual({
        results: [],
        code: 504,
        status: 'the tracking service did not answer in time; try again',
      });
      const write = await call('POST', '/api/da/schedule?league=nfl&type=practice&teamids=3700', {
        body: practice('While it hangs'),
      });
      expect(write.status).toBe(504);
      expect(write.body.status).toBe(
        'the tracking service did not answer in time: the change may or may not have been made, so reload before trying again',
      );
    } finally {
      dataaccess.kill('SIGCONT');
    }
    await until(
      async () => (await call('GET', '/api/da/practices/3700')).status === 200,
      'dataaccess to answer again',
    );
  });

  it('refuses a body nested thousands deep with 400, and writes nothing', async () => {
    const before = await call('GET', '/api/da/practices/3700');
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const refused = await call('POST', '/api/da/schedule?league=nfl&type=practice&teamids=3700', {
      body: `{"name":"Deep","teamId":"3700","extraData":${deep}}`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      results: [],
      code: 400,
      status: 'the request body nests deeper than 64 levels',
    });
    expect((await call('GET', '/api/da/practices/3700')).body).toEqual(before.body);
  });

  it('opens /live only to pages of its own origin (and to clients that send none)', async () => {
    const open = (origin?: string): Promise<number> =>
      new Promise((done, fail) => {
        const socket = new WebSocket(`${url.replace('http', 'ws')}/live`, {
          headers: { cookie: coach },
          ...(origin === undefined ? {} : { origin }),
        });
        socket.once('open', () => {
          socket.close();
          done(101);
        });
        socket.once('unexpected-response', (_request, response) => {
          done(response.statusCode ?? 0);
        });
        socket.once('error', fail);
      });
    expect(await open('http://evil.example')).toBe(403);
    expect(await open('http://live.localhost.evil.example')).toBe(403);
    expect(await open(url)).toBe(101);
    expect(await open()).toBe(101);
  });

  it('counts sign-in starts by the connecting address, whatever X-Forwarded-For says', async () => {
    // 30 a minute from one address; 61 starts hold 31 in one window even if a window of
    // this address (opened by the sign-in start above) ends during them.
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await fetch(`${url}/login/start`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });

  it('counts a signed-in user’s calls against that user, not their address', async () => {
    // A user with no call before, so that its window opens with the first of these.
    const heavy = sessionOf('ncaa.football@dev.test');
    const statuses: number[] = [];
    for (let batch = 0; batch < 1201; batch += 50) {
      const size = Math.min(50, 1201 - batch);
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: size }, () =>
            fetch(`${url}/api/session`, { headers: { cookie: heavy } }).then((r) => r.status),
          ),
        )),
      );
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    // Another user behind the same address is not held back by it.
    expect((await call('GET', '/api/session')).status).toBe(200);
  });
});
