/**
 * `npm start`'s entry (scripts/start.ts) on ports, a var folder and a stub web app of its
 * own, without the web build: each part comes up as a process of its own; with dataaccess killed, the
 * gateway keeps answering its own routes and answers an API call at once with a server error;
 * the supervisor brings dataaccess back; SIGINT stops every process it started.
 *
 * It runs under `node --import tsx`, not the tsx command: that wrapper SIGKILLs its child when
 * the child does not acknowledge a relayed signal within 30 ms, which a loaded machine misses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LineLog, alive, until } from '../support/processes';
import { freePort } from '../support/ports';
import { signedSessionCookie } from '../support/sessions';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PARTS = ['dataaccess', 'demo', 'idp', 'gateway'];

describe('npm start as supervised processes', () => {
  const varDir = mkdtempSync(join(tmpdir(), 'start-'));
  const log = new LineLog();
  const pids = new Map<string, number>();
  let start: ChildProcess;
  let port: number;
  let url: string;
  let issuer: string;
  /** A signed-in session of the demo team's coach, made with the secret npm start persisted. */
  let coach: string;

  const api = (path: string): Promise<Response> =>
    fetch(`${url}${path}`, { headers: { cookie: coach }, signal: AbortSignal.timeout(20_000) });

  beforeAll(async () => {
    port = await freePort();
    const [dataaccessPort, idpPort] = [await freePort(), await freePort()];
    issuer = `http://localhost:${idpPort}`;
    // A web app of its own: web/dist may be half rebuilt by another suite's setup right now.
    const webRoot = join(varDir, 'web');
    mkdirSync(webRoot);
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    // A process group of its own, so that what it leaves behind is found, and cleaned up.
    start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        DATAACCESS_PORT: String(dataaccessPort),
        IDP_PORT: String(idpPort),
        VAR_DIR: varDir,
        WEB_BUILD: 'off',
        WEB_ROOT: webRoot,
        PRACTICE_HISTORY: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    log.follow(start.stdout as NodeJS.ReadableStream);
    log.follow(start.stderr as NodeJS.ReadableStream);
    const failed = new Promise<never>((_, reject) =>
      start.once('exit', (code) => {
        reject(new Error(`npm start exited with ${String(code)}:\n${log.lines.join('\n')}`));
      }),
    );
    // The sign-in hint is the last line npm start prints when it is up.
    await Promise.race([log.next(/^Sign in as /, 50_000), failed]);
    url = log.seen(/^Practice Tracking is running: (\S+)$/)[1] ?? '';
    for (const part of PARTS) {
      pids.set(
        part,
        Number(log.seen(new RegExp(`^supervisor +\\| ${part} is up \\(pid (\\d+)\\)$`))[1]),
      );
    }
    const secret = readFileSync(join(varDir, 'cookie-secret'), 'utf8').trim();
    coach = signedSessionCookie(secret, 'nfl.coach@dev.test');
  }, 60_000);

  afterAll(() => {
    if (start.pid !== undefined && alive(-start.pid)) process.kill(-start.pid, 'SIGKILL');
    rmSync(varDir, { recursive: true, force: true });
  });

  it('starts each part as a process of its own and prints how to sign in', async () => {
    expect(url).toBe(`http://localhost:${port}`);
    expect(log.lines).toContain(
      'Sign in as nfl.coach@dev.test (password: dev) to watch the live practice. Ctrl-C stops.',
    );
    expect(new Set(pids.values()).size).toBe(PARTS.length);
    for (const pid of pids.values()) expect(alive(pid)).toBe(true);
    const signIn = await fetch(`${url}/login/start`, { redirect: 'manual' });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toMatch(new RegExp(`^${issuer}/`));
    expect(await (await fetch(`${url}/schedule`)).text()).toContain('<title>app</title>');
    expect((await api('/api/da/health')).status).toBe(200);
  });

  it('keeps the gateway serving while dataaccess is down, and brings dataaccess back', async () => {
    const killed = pids.get('dataaccess') ?? 0;
    // The supervisor is paused so that dataaccess stays down while the gateway is looked at,
    // however fast the machine: the restart comes once it resumes.
    const supervisor = start.pid ?? 0;
    process.kill(supervisor, 'SIGSTOP');
    try {
      process.kill(killed, 'SIGKILL');
      await until(async () => (await api('/api/da/health')).status !== 200, 'dataaccess to go');
      const down = await api('/api/da/health');
      expect(down.status).toBeGreaterThanOrEqual(500);
      expect(down.status).toBeLessThan(600);
      const session = await fetch(`${url}/api/session`);
      expect(session.status).toBe(401);
      expect((await fetch(`${url}/login/start`, { redirect: 'manual' })).status).toBe(302);
    } finally {
      process.kill(supervisor, 'SIGCONT');
    }
    const back = await log.next(/^supervisor +\| dataaccess is up again \(pid (\d+)\)$/);
    expect(log.lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^supervisor +\\| dataaccess \\(pid ${killed}\\) ended unexpectedly \\(killed by SIGKILL\\); restarting it in `,
        ),
      ),
    );
    pids.set('dataaccess', Number(back[1]));
    expect((await api('/api/da/health')).status).toBe(200);
    // The other parts ran on, untouched.
    for (const part of ['demo', 'idp', 'gateway']) expect(alive(pids.get(part) ?? 0)).toBe(true);
    expect(log.lines.filter((line) => / ended unexpectedly /.test(line))).toHaveLength(1);
  });

  it('stops every process it started on SIGINT', async () => {
    const exited = new Promise<number | null>((done) => start.once('exit', done));
    start.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(log.lines).toContain('Stopped.');
    for (const pid of pids.values()) expect(alive(pid)).toBe(false);
    const group = -(start.pid ?? 0);
    await until(() => !alive(group), 'every process of npm start to end');
  });
});
