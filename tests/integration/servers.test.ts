/**
 * The production entry points, each started on its own as an operator would start it:
 * dataaccess/src/server.ts and gateway/src/server.ts in child processes, set up from their
 * environment. They answer, close cleanly on SIGTERM, and refuse in one line a setting they
 * cannot use: production never signs in through the development identity provider.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE_CODE, VERSION_TAG } from '../../domain';
import {
  startDevIdentityProvider,
  type DevIdentityProvider,
} from '../../scripts/dev/identity-provider';
import { freePort } from '../support/ports';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const TOKEN = 'servers-test-service-token';
const COOKIE_SECRET = 'a-cookie-secret-of-more-than-32-characters';

interface Running {
  readonly child: ChildProcess;
  readonly url: string;
  stderr(): string;
}

const children: ChildProcess[] = [];

/** Starts `entry` with `env` (on top of PATH alone) and waits for its `listening` line. */
function start(entry: string, env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [TSX, join(ROOT, entry)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((done, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening (\S+)/.exec(out)?.[1];
      if (url) done({ child, url, stderr: () => err });
    });
    child.once('exit', (code) => {
      fail(new Error(`${entry} exited with ${String(code)}: ${err}`));
    });
  });
}

/** Runs `entry` with `env` and resolves with its exit code and what it wrote to stderr. */
function refusal(
  entry: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [TSX, join(ROOT, entry)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => {
    child.once('exit', (code) => {
      done({ code, stderr });
    });
  });
}

/** Sends SIGTERM and resolves with the exit code. */
function stop(running: Running): Promise<number | null> {
  const exited = new Promise<number | null>((done) => running.child.once('exit', done));
  running.child.kill('SIGTERM');
  return exited;
}

describe('the servers as separate processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'servers-'));
  let dataaccess: Running;
  let idp: DevIdentityProvider;
  let gatewayPort: number;

  beforeAll(async () => {
    dataaccess = await start('dataaccess/src/server.ts', {
      DATABASE_URL: `sqlite:${join(dir, 'practice.db')}`,
      DATAACCESS_PORT: String(await freePort()),
      SERVICE_TOKEN: TOKEN,
    });
    gatewayPort = await freePort();
    idp = await startDevIdentityProvider({
      port: await freePort(),
      clientId: 'practice-web',
      clientSecret: 'servers-test-client-secret',
      redirectUris: [`http://localhost:${gatewayPort}/login/callback`],
    });
  }, 60_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await idp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('dataaccess answers its callers and only them', async () => {
    const health = await fetch(`${dataaccess.url}/dataaccess/health`, {
      headers: { 'x-service-token': TOKEN },
    });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ results: [{ ok: true, version: VERSION_TAG }] });
    const stranger = await fetch(`${dataaccess.url}/dataaccess/schedule/3700`);
    expect(stranger.status).toBe(401);
  });

  it('the gateway signs in through the identity provider, serves the app and closes on SIGTERM', async () => {
    const webRoot = join(dir, 'web');
    mkdirSync(webRoot);
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    const gateway = await start('gateway/src/server.ts', {
      PORT: String(gatewayPort),
      DATAACCESS_URL: dataaccess.url,
      SERVICE_TOKEN: TOKEN,
      COOKIE_SECRET,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'practice-web',
      OIDC_CLIENT_SECRET: 'servers-test-client-secret',
      WEB_ROOT: webRoot,
    });
    const session = await fetch(`${gateway.url}/api/session`);
    expect(session.status).toBe(401);
    expect(await session.json()).toMatchObject({ code: ENVELOPE_CODE.signedOut });
    const signIn = await fetch(`${gateway.url}/login/start`, { redirect: 'manual' });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toMatch(new RegExp(`^${idp.issuer}/`));
    const page = await fetch(`${gateway.url}/schedule`);
    expect(await page.text()).toContain('<title>app</title>');
    expect(await stop(gateway)).toBe(0);
  });

  it('the identity provider listens where IDP_HOST says and names itself IDP_ISSUER (docker-compose.yml)', async () => {
    const port = await freePort();
    const issuer = `http://idp.localhost:${port}`;
    const provider = await start('scripts/dev/identity-provider-server.ts', {
      IDP_PORT: String(port),
      IDP_HOST: '0.0.0.0',
      IDP_ISSUER: issuer,
      OIDC_CLIENT_SECRET: 'servers-test-client-secret',
    });
    const discovery = await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    // Its endpoints follow the address asked (the gateway reaches it as the browser does).
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(issuer);
    expect(await stop(provider)).toBe(0);
  });

  it('dataaccess closes on SIGTERM', async () => {
    expect(await stop(dataaccess)).toBe(0);
  });

  it('refuses what it cannot use, in one line naming the setting', async () => {
    const gatewayEnv = {
      PORT: String(await freePort()),
      DATAACCESS_URL: 'http://127.0.0.1:1',
      SERVICE_TOKEN: TOKEN,
      COOKIE_SECRET,
      OIDC_ISSUER: 'https://id.example.org',
      OIDC_CLIENT_ID: 'practice-web',
      OIDC_CLIENT_SECRET: 'secret',
    };
    const cases: [string, Record<string, string>, string][] = [
      [
        'dataaccess/src/server.ts',
        { NODE_ENV: 'production', SERVICE_TOKEN: TOKEN },
        'dataaccess cannot start: DATABASE_URL is required.',
      ],
      [
        'dataaccess/src/server.ts',
        { DATAACCESS_PORT: '70000', SERVICE_TOKEN: TOKEN },
        'dataaccess cannot start: DATAACCESS_PORT=70000 is not a port number (1-65535).',
      ],
      [
        'dataaccess/src/server.ts',
        { DATABASE_URL: `sqlite:${join(dir, 'x.db')}` },
        'dataaccess cannot start: SERVICE_TOKEN is required.',
      ],
      [
        'gateway/src/server.ts',
        { ...gatewayEnv, NODE_ENV: 'production', OIDC_ISSUER: idp.issuer },
        `gateway cannot start: OIDC_ISSUER=${idp.issuer} is not HTTPS: in production the gateway signs in only through a real identity provider (the development one answers on plain HTTP).`,
      ],
      [
        'gateway/src/server.ts',
        { ...gatewayEnv, COOKIE_SECRET: 'short' },
        'gateway cannot start: COOKIE_SECRET must be 32 characters or more.',
      ],
      [
        'gateway/src/server.ts',
        { ...gatewayEnv, DATAACCESS_URL: 'not a url' },
        'gateway cannot start: DATAACCESS_URL=not a url is not a URL.',
      ],
      [
        'gateway/src/server.ts',
        { ...gatewayEnv, WEB_ROOT: dir },
        `gateway cannot start: WEB_ROOT=${dir} holds no index.html: build the web app first.`,
      ],
    ];
    const answers = await Promise.all(cases.map(([entry, env]) => refusal(entry, env)));
    for (const [i, [, , line]] of cases.entries()) {
      expect(answers[i]).toEqual({ code: 1, stderr: `${line}\n` });
    }
  }, 60_000);
});
