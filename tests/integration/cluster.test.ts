/**
 * `npm run start:cluster` (scripts/start-cluster.ts) as a whole, on free ports, a scratch
 * PostgreSQL database, the machine's NATS and Debian's HAProxy: a coach signs in through the
 * load balancer, REST answers through it from every gateway, WebSocket viewers of the demo's
 * live practice are spread over both gateways and all get the same deltas, a gateway killed
 * with SIGKILL loses no viewer (each resumes through the balancer and ends equal to a fresh
 * snapshot, and the supervisor brings the node back), and SIGTERM stops every process it
 * started. Skipped without HAProxy, PostgreSQL or NATS; fails under CI.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { live } from '../../proto';
import { BrowserLike } from '../support/browser-like';
import { viewerServedBy } from '../support/live-socket';
import { freePort } from '../support/ports';
import { LineLog, alive, until } from '../support/processes';
import {
  createScratchDatabase,
  haproxyAvailable,
  natsAvailable,
  postgresAvailable,
  type ScratchDatabase,
} from '../support/services';
import { Viewer } from './live-fixture';

const ROOT = resolve(import.meta.dirname, '..', '..');
const GATEWAYS = ['gateway1', 'gateway2'];
const PARTS = ['dataaccess', 'demo', 'idp', ...GATEWAYS, 'haproxy'];
const VIEWERS = 6;

const ready = haproxyAvailable() && (await postgresAvailable()) !== null && (await natsAvailable());

describe.skipIf(!ready)('npm run start:cluster behind HAProxy', () => {
  const varDir = mkdtempSync(join(tmpdir(), 'cluster-'));
  const log = new LineLog();
  const pids = new Map<string, number>();
  const viewers: Viewer[] = [];
  let database: ScratchDatabase | null = null;
  let cluster: ChildProcess | null = null;
  let url = '';
  let idpOrigin = '';
  let practiceId = '';
  let browser: BrowserLike;
  let cookie = '';

  beforeAll(async () => {
    const admin = await postgresAvailable();
    if (admin === null) throw new Error('PostgreSQL went away');
    database = await createScratchDatabase(admin);
    const port = await freePort();
    const idpPort = await freePort();
    idpOrigin = `http://localhost:${idpPort}`;
    const webRoot = join(varDir, 'web');
    mkdirSync(webRoot);
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    // A process group of its own, so that what it leaves behind is found, and cleaned up.
    cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.ts'], {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        DATAACCESS_PORT: String(await freePort()),
        IDP_PORT: String(idpPort),
        CLUSTER_GATEWAYS: '2',
        GATEWAY_PORTS: `${await freePort()},${await freePort()}`,
        DATABASE_URL: database.url,
        VAR_DIR: join(varDir, 'var'),
        WEB_BUILD: 'off',
        WEB_ROOT: webRoot,
        PRACTICE_HISTORY: 'off',
        LIVE_POLL_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    log.follow(cluster.stdout as NodeJS.ReadableStream);
    log.follow(cluster.stderr as NodeJS.ReadableStream);
    const failed = new Promise<never>((_, reject) =>
      cluster?.once('exit', (code) => {
        reject(new Error(`start:cluster exited with ${String(code)}:\n${log.lines.join('\n')}`));
      }),
    );
    const practice = log.next(/^demo +\| (?:started live|filling) practice (\S+)/, 240_000);
    await Promise.race([log.next(/^Sign in as /, 240_000), failed]);
    practiceId = (await Promise.race([practice, failed]))[1] ?? '';
    url = log.seen(/^Practice Tracking is running on 2 gateways behind HAProxy: (\S+)$/)[1] ?? '';
    for (const part of PARTS) {
      pids.set(
        part,
        Number(log.seen(new RegExp(`^supervisor +\\| ${part} is up \\(pid (\\d+)\\)$`))[1]),
      );
    }
  }, 300_000);

  afterAll(async () => {
    for (const viewer of viewers) await viewer.close();
    const pid = cluster?.pid;
    if (pid !== undefined && alive(-pid)) process.kill(-pid, 'SIGKILL');
    if (pid !== undefined) await until(() => !alive(-pid), 'the cluster to end');
    await database?.drop();
    rmSync(varDir, { recursive: true, force: true });
  }, 60_000);

  it('signs a coach in through the load balancer, and answers REST from both gateways', async () => {
    expect(url).toBe(`http://localhost:${new URL(url).port}`);
    browser = new BrowserLike(new URL(url).origin, idpOrigin);
    const landing = await browser.signIn(`${url}/login/start`);
    expect(landing.url.origin).toBe(new URL(url).origin);
    expect(await browser.signedIn()).toBe(true);
    cookie = `pt_session=${browser.cookie('pt_session') ?? ''}`;
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const session = await fetch(`${url}/api/session`, { headers: { cookie } });
      expect(session.status).toBe(200);
      servedBy.add(session.headers.get('x-served-by') ?? '');
      await session.body?.cancel();
    }
    // Round robin without stickiness: one browser's calls go to every node.
    expect([...servedBy].sort()).toEqual(GATEWAYS);
    const health = await fetch(`${url}/api/da/health`, { headers: { cookie } });
    expect(health.status).toBe(200);
    await health.body?.cancel();
    const page = await fetch(`${url}/schedule`);
    expect(await page.text()).toContain('<title>app</title>');
  }, 60_000);

  it('spreads live viewers over both gateways, and each gets the same deltas', async () => {
    expect(cookie).not.toBe('pt_session=');
    const topic = `practice/${practiceId}/live`;
    for (let i = 0; i < VIEWERS; i++) viewers.push(await Viewer.connect(url, cookie));
    const perNode = new Map<string, number>();
    for (const v of viewers)
      perNode.set(v.servedBy ?? '', (perNode.get(v.servedBy ?? '') ?? 0) + 1);
    expect([...perNode.keys()].sort()).toEqual(GATEWAYS);
    for (const n of perNode.values()) expect(n).toBe(VIEWERS / GATEWAYS.length);

    for (const v of viewers) v.subscribe(topic);
    for (const v of viewers) await v.next((m) => m.snapshot?.topic === topic, 30_000);
    // Each viewer's deltas, by position; a viewer that applied one without its base threw.
    const deltas = (v: Viewer): Map<string, string> =>
      new Map(
        v.messages
          .filter((m) => m.delta?.topic === topic)
          .map((m) => [
            `${m.delta?.position?.epoch}:${m.delta?.position?.seq}`,
            Buffer.from(live.ServerMessage.encode(m).finish()).toString('hex'),
          ]),
      );
    // Three deltas that every viewer got: the practice's positions, polled by the cluster
    // and fanned out to the sockets of both nodes.
    const common = (): string[] => {
      const all = viewers.map(deltas);
      return [...(all[0]?.keys() ?? [])].filter((key) => all.every((d) => d.has(key)));
    };
    await until(() => common().length >= 3, 'three deltas that every viewer got', 60_000);
    const all = viewers.map(deltas);
    for (const key of common()) {
      const bytes = new Set(all.map((d) => d.get(key)));
      expect(bytes.size).toBe(1);
    }
    for (const v of viewers) expect(v.closeCode).toBeNull();
  }, 120_000);

  it('a gateway killed with SIGKILL: its viewers resume through the balancer and end equal to a fresh snapshot', async () => {
    const topic = `practice/${practiceId}/live`;
    const victim = GATEWAYS[0] ?? '';
    const orphans = viewers.filter((v) => v.servedBy === victim);
    expect(orphans.length).toBe(VIEWERS / GATEWAYS.length);
    process.kill(pids.get(victim) ?? 0, 'SIGKILL');
    await until(
      () => orphans.every((v) => v.closeCode !== null),
      "the killed node's sockets to end",
    );

    // Each reconnects through the balancer as the web app does (trying again after a pause
    // while the balancer still sends it to the dead node) and resumes from its store.
    const reconnect = async (): Promise<Viewer> => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await Viewer.connect(url, cookie);
        } catch (error) {
          if (attempt >= 40) throw error;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    };
    /** Each resumed viewer's tables at every position it passes, in a form that ignores order. */
    const seen: Map<string, string>[] = [];
    const canonical = (store: ReturnType<Viewer['store']>): string =>
      JSON.stringify(
        Object.entries(store.get().tables)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, t]) => [
            name,
            t.columns,
            Object.entries(t.rows).sort(([a], [b]) => a.localeCompare(b)),
          ]),
      );
    const resumed: Viewer[] = [];
    for (const old of orphans) {
      const next = await reconnect();
      viewers.push(next);
      const store = old.store(topic);
      const history = new Map<string, string>();
      seen.push(history);
      const record = () => {
        const at = store.position();
        if (at !== null) history.set(`${at.epoch}:${at.seq}`, canonical(store));
      };
      store.subscribe(record);
      next.stores.set(topic, store);
      next.subscribe(topic);
      resumed.push(next);
    }
    // Resumed: a delta (or a snapshot, where the node no longer holds the base) after it.
    for (const v of resumed) {
      await v.next((m) => m.delta?.topic === topic || m.snapshot?.topic === topic, 30_000);
    }

    // A viewer that arrives now gets a snapshot; every resumed viewer passes its position
    // holding exactly what it holds.
    const fresh = await Viewer.connect(url, cookie);
    viewers.push(fresh);
    fresh.subscribe(topic);
    await fresh.next((m) => m.snapshot?.topic === topic, 30_000);
    const at = fresh.store(topic).position();
    expect(at).not.toBeNull();
    const key = `${at?.epoch}:${at?.seq}`;
    await until(
      () => seen.every((history) => history.has(key)),
      `every resumed viewer to reach ${key}`,
      30_000,
    );
    for (const history of seen) expect(history.get(key)).toBe(canonical(fresh.store(topic)));
    for (const v of [...resumed, fresh]) expect(v.closeCode).toBeNull();

    // The supervisor brings the node back, and the balancer sends it viewers again.
    const upAgain = new RegExp(`^supervisor +\\| ${victim} is up again \\(pid (\\d+)\\)$`);
    const restartedPid = (): number | undefined => {
      const found = log.lines.map((l) => upAgain.exec(l)?.[1]).filter((p) => p !== undefined);
      return found.length === 0 ? undefined : Number(found.at(-1));
    };
    await until(() => restartedPid() !== undefined, `${victim} to be restarted`, 30_000);
    // Its new process is the one the last test sees end.
    pids.set(victim, restartedPid() ?? 0);
    viewers.push(await viewerServedBy(victim, () => Viewer.connect(url, cookie).catch(() => null)));
  }, 150_000);

  it('stops every process it started on SIGTERM', async () => {
    const running = cluster;
    if (running === null) throw new Error('no cluster');
    for (const viewer of viewers.splice(0)) await viewer.close();
    const exited = new Promise<number | null>((done) => running.once('exit', done));
    running.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(log.lines).toContain('Stopped.');
    for (const [part, pid] of pids) expect(alive(pid), part).toBe(false);
    await until(() => !alive(-(running.pid ?? 0)), 'every process of the cluster to end');
  }, 60_000);
});
