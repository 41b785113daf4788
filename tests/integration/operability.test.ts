/**
 * Operability (issue 38 item 3, decision 0032): dataaccess and the gateway run as processes of
 * their own from their server.ts with the development settings `npm start` gives them, and
 * the test reads what an operator reads: their log lines (each process's stdout, the
 * destination pino writes to), /metrics, /livez and /readyz, and what a SIGTERM does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
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
const TOKEN = 'operability-test-service-token';
const COOKIE_SECRET = 'a-cookie-secret-of-more-than-32-characters';
const COACH = 'nfl.coach@dev.test';

/** A process started from `entry` with its output followed line by line. */
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

/** The JSON log lines of a process (the `listening` line is not one). */
function records(log: LineLog): Record<string, unknown>[] {
  return log.lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

/** A sample's value in a Prometheus text exposition (0 when the series is not there yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const present = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => present.includes(`${k}="${v}"`))) {
      return Number(match[3]);
    }
  }
  return 0;
}

/** An address of this machine that is not loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal)?.address;
}

/** Resolves with the exit code once the child has ended. */
async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

describe('logs, metrics, health and shutdown of the processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'operability-'));
  const database = `sqlite:${join(dir, 'practice.db')}`;
  const running: ChildProcess[] = [];
  const coach = signedSessionCookie(COOKIE_SECRET, COACH);
  let idp: DevIdentityProvider;
  let dataaccess: { child: ChildProcess; log: LineLog };
  let gateway: { child: ChildProcess; log: LineLog };
  let dataaccessUrl: string;
  let url: string;
  let port: number;

  beforeAll(async () => {
    const store = await openStore(database);
    await seedReferenceData(store.db);
    await store.close();
    const dataaccessPort = await freePort();
    dataaccessUrl = `http://127.0.0.1:${dataaccessPort}`;
    dataaccess = startPart('dataaccess/src/server.ts', {
      DATABASE_URL: database,
      DATAACCESS_PORT: String(dataaccessPort),
      SERVICE_TOKEN: TOKEN,
    });
    running.push(dataaccess.child);
    port = await freePort();
    url = `http://localhost:${port}`;
    idp = await startDevIdentityProvider({
      port: await freePort(),
      clientId: 'practice-web',
      clientSecret: 'operability-client-secret',
      redirectUris: [`${url}/login/callback`],
    });
    await dataaccess.log.next(/^listening /, 60_000);
    gateway = startPart('gateway/src/server.ts', {
      PORT: String(port),
      // Every address, so that a request can come from outside loopback.
      HOST: '0.0.0.0',
      PUBLIC_URL: url,
      DATAACCESS_URL: dataaccessUrl,
      SERVICE_TOKEN: TOKEN,
      COOKIE_SECRET,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'practice-web',
      OIDC_CLIENT_SECRET: 'operability-client-secret',
      WEB_ROOT: '',
      SHUTDOWN_GRACE_MS: '3000',
    });
    running.push(gateway.child);
    await gateway.log.next(/^listening /, 60_000);
  }, 120_000);

  afterAll(async () => {
    for (const child of running) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await idp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs a 500 in both processes under the request id the reply carries', async () => {
    // A real fault of the store: the table of custom tables is gone for this request.
    const store = await openStore(database);
    await sql`alter table custom_tables rename to custom_tables_away`.execute(store.db);
    let response: Response;
    try {
      response = await fetch(`${url}/api/da/customtable/${COACH}?teamId=3700&live=no`, {
        headers: { cookie: coach, 'x-request-id': 'chosen-by-the-client' },
      });
    } finally {
      await sql`alter table custom_tables_away rename to custom_tables`.execute(store.db);
      await store.close();
    }
    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id') ?? '';
    // No trusted proxy in front: a client does not choose its request's id.
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    await until(
      () => records(dataaccess.log).some((r) => r.reqId === id && r.level === 50 && r.err),
      'dataaccess to log the 500 with its cause under the id',
    );
    await until(
      () => records(gateway.log).some((r) => r.reqId === id && r.statusCode === 500),
      'the gateway to log the 500 under the same id',
    );
    const cause = records(dataaccess.log).find((r) => r.reqId === id && r.level === 50);
    expect(JSON.stringify(cause?.err)).toMatch(/custom_tables/);
    // Start lines, and no line per ordinary request outside production.
    const says = (r: Record<string, unknown>, start: string) => String(r.msg).startsWith(start);
    expect(records(gateway.log).some((r) => says(r, 'gateway started on http'))).toBe(true);
    expect(records(dataaccess.log).some((r) => says(r, 'dataaccess started on http'))).toBe(true);
    expect(records(gateway.log).some((r) => r.msg === 'request completed')).toBe(false);
  });

  it('counts real traffic in /metrics and refuses readers from outside', async () => {
    const metrics = async (base: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}/metrics`, { headers });
      return { status: response.status, text: await response.text() };
    };
    // A proxied read, counted by the gateway and by dataaccess under its call's pattern (the
    // proxy's own route is one wildcard): never under the raw URL with the user's address in it.
    const labels = { method: 'GET', route: '/api/da/customtable/:email', status_code: '200' };
    const count = 'gateway_http_request_duration_seconds_count';
    const before = sample((await metrics(`http://127.0.0.1:${port}`)).text, count, labels);
    const daLabels = { method: 'GET', route: '/dataaccess/customtable/:email', status_code: '200' };
    const daCount = 'dataaccess_http_request_duration_seconds_count';
    const daBefore = sample((await metrics(dataaccessUrl)).text, daCount, daLabels);
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${url}/api/da/customtable/${COACH}?teamId=3700&live=no`, {
        headers: { cookie: coach },
      });
      expect(answer.status).toBe(200);
    }
    const after = await metrics(`http://127.0.0.1:${port}`);
    expect(after.status).toBe(200);
    expect(sample(after.text, count, labels)).toBe(before + 3);
    expect(after.text).toMatch(/^gateway_live_sockets 0$/m);
    expect(after.text).toMatch(/^# TYPE gateway_live_frame_bytes histogram$/m);
    const daAfter = await metrics(dataaccessUrl);
    expect(sample(daAfter.text, daCount, daLabels)).toBe(daBefore + 3);
    expect(daAfter.text).toMatch(/^dataaccess_job_queue_depth\{queue="processing"\} 0$/m);
    expect(daAfter.text).not.toMatch(/nfl\.coach/);

    // Through a proxy (even one on this machine) it is refused; the credential opens it.
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await metrics(`http://127.0.0.1:${port}`, forwarded)).status).toBe(403);
    expect((await metrics(dataaccessUrl, forwarded)).status).toBe(403);
    const withToken = { ...forwarded, 'x-service-token': TOKEN };
    expect((await metrics(`http://127.0.0.1:${port}`, withToken)).status).toBe(200);
    expect((await metrics(`http://127.0.0.1:${port}`, { 'x-service-token': 'wrong' })).status).toBe(
      200,
    );
    const outside = outsideAddress();
    if (outside !== undefined) {
      // A caller from another address of the network: refused without the credential.
      expect((await metrics(`http://${outside}:${port}`)).status).toBe(403);
      expect(
        (await metrics(`http://${outside}:${port}`, { 'x-service-token': TOKEN })).status,
      ).toBe(200);
    }
  });

  it('is live while it runs and ready only while dataaccess is ready', async () => {
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await fetch(`${dataaccessUrl}/livez`)).status).toBe(200);
    expect((await fetch(`${dataaccessUrl}/readyz`)).status).toBe(200);
    // dataaccess stopped (not answering at all): the gateway is live but not ready.
    dataaccess.child.kill('SIGSTOP');
    try {
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
      expect((await fetch(`${url}/livez`)).status).toBe(200);
    } finally {
      dataaccess.child.kill('SIGCONT');
    }
    await until(
      async () => (await fetch(`${url}/readyz`)).status === 200,
      'the gateway to be ready again',
    );
  });

  it('on SIGTERM dataaccess answers the request in flight and takes no new one', async () => {
    const body = JSON.stringify(['maxSpeed']);
    // Told when the server has taken the request in (its 100 Continue comes as it routes it):
    // only then is it in flight, rather than arriving while the process closes (a 503).
    let continued: () => void = () => undefined;
    const taken = new Promise<void>((done) => (continued = done));
    const target = new URL(`${dataaccessUrl}/dataaccess/customtable/${COACH}/normal?teamId=3700`);
    const answered = new Promise<{ status: number; text: string }>((resolveAnswer, reject) => {
      const req = httpRequest(
        target,
        {
          method: 'POST',
          headers: {
            'x-service-token': TOKEN,
            'x-user-email': COACH,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            expect: '100-continue',
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            resolveAnswer({ status: res.statusCode ?? 0, text });
          });
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      req.once('continue', () => {
        // Half the body now: the request is in flight when the signal comes.
        req.write(body.slice(0, 5));
        continued();
      });
      void until(
        () => records(dataaccess.log).some((r) => r.msg === 'dataaccess shutting down'),
        'dataaccess to begin its shutdown',
      ).then(async () => {
        // It takes no new connection once shutting down.
        await until(
          () =>
            new Promise<boolean>((done) => {
              const probe = connect(Number(target.port), '127.0.0.1');
              probe.once('connect', () => {
                probe.destroy();
                done(false);
              });
              probe.once('error', () => {
                done(true);
              });
            }),
          'dataaccess to refuse new connections',
        );
        req.end(body.slice(5));
      }, reject);
    });
    // The request has reached dataaccess's handler before the signal.
    await taken;
    dataaccess.child.kill('SIGTERM');
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ results: [{ columns: ['maxSpeed'] }] });
    expect(await exitOf(dataaccess.child)).toBe(0);
    expect(records(dataaccess.log).some((r) => r.msg === 'dataaccess stopped')).toBe(true);
  });

  it('on SIGTERM the gateway tells each socket to resume elsewhere and ends within its grace', async () => {
    const socket = new WebSocket(`ws://localhost:${port}/live`, {
      headers: { cookie: coach, origin: url },
    });
    await once(socket, 'open');
    const closed = once(socket, 'close') as Promise<[number, Buffer]>;
    gateway.child.kill('SIGTERM');
    const [code, reason] = await closed;
    expect(code).toBe(1012);
    expect(reason.toString()).toMatch(/resume on another node/);
    expect(await exitOf(gateway.child)).toBe(0);
    expect(records(gateway.log).some((r) => r.msg === 'gateway stopped')).toBe(true);
  });
});
