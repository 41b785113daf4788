/**
 * The reliability suite's cluster: `npm run start:cluster` (dataaccess on a scratch
 * PostgreSQL database, gateway nodes on NATS, Debian's HAProxy in front, the demo's live
 * practice) started as one process group, with the faults a scenario injects within reach:
 *
 * - a part of the cluster killed by its pid, which the supervisor restarts;
 * - a NATS server of the suite's own (free port, JetStream in a scratch folder) that can be
 *   stopped and started again on the same port and store, leaving the machine's NATS alone;
 * - PostgreSQL behind a TCP relay in this process that can cut every connection and refuse
 *   new ones, and then let them through again.
 *
 * Each wait has a timeout and says what it waited for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_TEAM_ID } from '../../scripts/dev/dev-users';
import { BrowserLike } from '../support/browser-like';
import { freePort } from '../support/ports';
import { LineLog, alive, until } from '../support/processes';
import {
  createScratchDatabase,
  postgresAvailable,
  type ScratchDatabase,
} from '../support/services';

export const ROOT = resolve(import.meta.dirname, '..', '..');
/** Debian's NATS server, the one the machine runs on 4222. */
export const NATS_SERVER = '/usr/sbin/nats-server';

/** Resolves once something accepts connections on 127.0.0.1:`port`. */
export async function listening(port: number, what: string, timeoutMs = 20_000): Promise<void> {
  await until(
    () =>
      new Promise<boolean>((done) => {
        const socket = connect({ host: '127.0.0.1', port });
        socket.once('connect', () => {
          socket.destroy();
          done(true);
        });
        socket.once('error', () => {
          done(false);
        });
      }),
    what,
    timeoutMs,
  );
}

/** A NATS server with JetStream of the suite's own, that a scenario stops and starts again. */
export class OwnNats {
  readonly #dir = mkdtempSync(join(tmpdir(), 'reliability-nats-'));
  #child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnNats> {
    const nats = new OwnNats(await freePort());
    await nats.startAgain();
    return nats;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  /** Starts the server on its port and store (what it kept on disk is there again). */
  async startAgain(): Promise<void> {
    const child = spawn(
      NATS_SERVER,
      ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.#dir],
      { stdio: 'ignore' },
    );
    this.#child = child;
    await listening(this.port, `NATS on ${this.port}`);
  }

  /** Stops the server with `signal` and waits until it has ended. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.#child;
    if (child === null || child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    await ended;
    this.#child = null;
  }

  async close(): Promise<void> {
    await this.stop('SIGKILL');
    rmSync(this.#dir, { recursive: true, force: true });
  }
}

/**
 * A TCP relay to PostgreSQL. `cut()` ends every relayed connection and refuses new ones (the
 * server looks down to dataaccess), `mend()` lets connections through again.
 */
export class PostgresRelay {
  readonly #sockets = new Set<Socket>();
  #server: Server | null = null;
  cuts = 0;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<PostgresRelay> {
    const relay = new PostgresRelay(await freePort(), target);
    await relay.mend();
    return relay;
  }

  /** Lets connections through again. */
  async mend(): Promise<void> {
    if (this.#server !== null) return;
    const server = createServer((client) => {
      const upstream = connect(this.target);
      this.#sockets.add(client);
      this.#sockets.add(upstream);
      const end = () => {
        client.destroy();
        upstream.destroy();
        this.#sockets.delete(client);
        this.#sockets.delete(upstream);
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
      client.pipe(upstream).pipe(client);
    });
    this.#server = server;
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done));
  }

  /** Ends every relayed connection and refuses new ones until {@link mend}. */
  async cut(): Promise<void> {
    const server = this.#server;
    if (server === null) return;
    this.#server = null;
    this.cuts++;
    const closed = new Promise<void>((done) => {
      server.close(() => {
        done();
      });
    });
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    await closed;
  }

  async close(): Promise<void> {
    await this.cut();
  }
}

export interface ClusterOptions {
  /** How many gateway nodes (2). */
  readonly gateways?: number;
  /** Serve the built web app (web/dist) instead of a placeholder page. */
  readonly web?: boolean;
  /** The gateways' live poll interval, ms (1000). */
  readonly livePollMs?: number;
  /** Run on a NATS server of the suite's own, which a scenario may restart. */
  readonly ownNats?: boolean;
  /** Reach PostgreSQL through a relay that a scenario may cut. */
  readonly postgresRelay?: boolean;
}

/** A running cluster: its address, its parts' pids, its log and its fault handles. */
export class Cluster {
  readonly log = new LineLog();
  readonly pids = new Map<string, number>();
  readonly gateways: string[];
  url = '';
  idpOrigin = '';
  dataaccessUrl = '';
  practiceId = '';
  nats: OwnNats | null = null;
  relay: PostgresRelay | null = null;
  database: ScratchDatabase | null = null;
  #child: ChildProcess | null = null;
  readonly #varDir = mkdtempSync(join(tmpdir(), 'reliability-cluster-'));

  private constructor(private readonly options: ClusterOptions) {
    this.gateways = Array.from({ length: options.gateways ?? 2 }, (_, i) => `gateway${i + 1}`);
  }

  /** Starts the cluster and waits for the demo's live practice and the public address. */
  static async start(options: ClusterOptions = {}): Promise<Cluster> {
    const cluster = new Cluster(options);
    try {
      await cluster.#start();
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  async #start(): Promise<void> {
    const admin = await postgresAvailable();
    if (admin === null) throw new Error('PostgreSQL does not answer');
    this.database = await createScratchDatabase(admin);
    const databaseUrl = new URL(this.database.url);
    if (this.options.postgresRelay === true) {
      this.relay = await PostgresRelay.start({
        host: databaseUrl.hostname,
        port: Number(databaseUrl.port || 5432),
      });
      databaseUrl.port = String(this.relay.port);
    }
    if (this.options.ownNats === true) this.nats = await OwnNats.start();
    const port = await freePort();
    const idpPort = await freePort();
    const dataaccessPort = await freePort();
    this.idpOrigin = `http://localhost:${idpPort}`;
    this.dataaccessUrl = `http://127.0.0.1:${dataaccessPort}`;
    const gatewayPorts: number[] = [];
    while (gatewayPorts.length < this.gateways.length) gatewayPorts.push(await freePort());
    let webRoot = join(ROOT, 'web', 'dist');
    if (this.options.web !== true) {
      webRoot = join(this.#varDir, 'web');
      mkdirSync(webRoot);
      writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    }
    // A process group of its own, so that what it leaves behind is found and ended.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.ts'], {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        DATAACCESS_PORT: String(dataaccessPort),
        IDP_PORT: String(idpPort),
        CLUSTER_GATEWAYS: String(this.gateways.length),
        GATEWAY_PORTS: gatewayPorts.join(','),
        DATABASE_URL: databaseUrl.toString(),
        ...(this.nats === null ? {} : { NATS_URL: this.nats.url }),
        VAR_DIR: join(this.#varDir, 'var'),
        WEB_BUILD: 'off',
        WEB_ROOT: webRoot,
        PRACTICE_HISTORY: 'off',
        LIVE_POLL_MS: String(this.options.livePollMs ?? 1000),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.log.follow(child.stdout as NodeJS.ReadableStream);
    this.log.follow(child.stderr as NodeJS.ReadableStream);
    // RELIABILITY_LOG=file keeps the cluster's output for a look after a failure.
    const keep = process.env.RELIABILITY_LOG;
    if (keep !== undefined) {
      const out = createWriteStream(keep, { flags: 'a' });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    const failed = new Promise<never>((_, reject) =>
      child.once('exit', (code) => {
        reject(
          new Error(`start:cluster exited with ${String(code)}:\n${this.log.lines.join('\n')}`),
        );
      }),
    );
    failed.catch(() => undefined);
    const practice = this.log.next(/^demo +\| (?:started live|filling) practice (\S+)/, 240_000);
    await Promise.race([this.log.next(/^Sign in as /, 240_000), failed]);
    this.practiceId = (await Promise.race([practice, failed]))[1] ?? '';
    this.url =
      this.log.seen(/^Practice Tracking is running on \d+ gateways? behind HAProxy: (\S+)$/)[1] ??
      '';
    for (const part of ['dataaccess', 'demo', 'idp', ...this.gateways, 'haproxy']) {
      this.pids.set(
        part,
        Number(this.log.seen(new RegExp(`^supervisor +\\| ${part} is up \\(pid (\\d+)\\)$`))[1]),
      );
    }
  }

  /** The live topic of the demo's practice. */
  get topic(): string {
    return `practice/${this.practiceId}/live`;
  }

  /**
   * Signs `email` in through the balancer as a browser does, from the address `from` when
   * given (the sign-in pages' rate limit is per address); the cookie header to send.
   */
  async signIn(email = 'nfl.coach@dev.test', from?: string): Promise<string> {
    const browser = new BrowserLike(new URL(this.url).origin, this.idpOrigin, from);
    await browser.signIn(`${this.url}/login/start`, email);
    if (!(await browser.signedIn())) throw new Error(`${email} could not sign in`);
    return `pt_session=${browser.cookie('pt_session') ?? ''}`;
  }

  /**
   * `count` staff users of the demo team added by the platform admin, as the Customers screen
   * adds them, each signed in through the balancer from an address of their own: their
   * cookie headers.
   */
  async staffCookies(count: number): Promise<string[]> {
    const admin = await this.signIn('admin@dev.test');
    const cookies: string[] = [];
    for (let i = 0; i < count; i++) {
      const email = `reliability.staff${i}@example.test`;
      const added = await fetch(`${this.url}/api/da/customers/${DEMO_TEAM_ID}/users`, {
        method: 'POST',
        headers: {
          cookie: admin,
          'content-type': 'application/json',
          origin: new URL(this.url).origin,
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify({ email, name: `Reliability Staff ${i}`, role: 'staffRead' }),
      });
      if (added.status !== 200) throw new Error(`adding ${email}: ${await added.text()}`);
      await added.body?.cancel();
      // Each from a tablet of their own (10.0.x.y).
      cookies.push(await this.signIn(email, `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`));
    }
    return cookies;
  }

  /** Kills a part by its current pid with `signal` and waits until it has ended. */
  async kill(part: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<number> {
    const pid = this.pids.get(part);
    if (pid === undefined) throw new Error(`no part ${part}`);
    const restartsBefore = this.#restarts(part).length;
    process.kill(pid, signal);
    await until(() => !alive(pid), `${part} (pid ${pid}) to end`);
    return restartsBefore;
  }

  #restarts(part: string): number[] {
    const upAgain = new RegExp(`^supervisor +\\| ${part} is up again \\(pid (\\d+)\\)$`);
    return this.log.lines
      .map((line) => upAgain.exec(line)?.[1])
      .filter((pid) => pid !== undefined)
      .map(Number);
  }

  /** Waits until the supervisor has restarted `part` once more than `before` times. */
  async restarted(part: string, before: number, timeoutMs = 60_000): Promise<number> {
    await until(() => this.#restarts(part).length > before, `${part} to be restarted`, timeoutMs);
    const pid = this.#restarts(part).at(-1) ?? 0;
    this.pids.set(part, pid);
    return pid;
  }

  /**
   * Waits until the balancer sends requests to every gateway again (their health checks pass
   * once dataaccess answers them): what users see as the end of an outage.
   */
  async serving(timeoutMs = 60_000): Promise<void> {
    const seen = new Set<string>();
    await until(
      async () => {
        const answer = await fetch(`${this.url}/readyz`).catch(() => null);
        await answer?.body?.cancel();
        if (answer?.status === 200) seen.add(answer.headers.get('x-served-by') ?? '');
        return this.gateways.every((g) => seen.has(g));
      },
      'the balancer to send requests to every gateway',
      timeoutMs,
    );
  }

  /** Ends the cluster's process group, its NATS and relay, and drops its database. */
  async stop(): Promise<void> {
    const pid = this.#child?.pid;
    if (pid !== undefined && alive(-pid)) process.kill(-pid, 'SIGKILL');
    if (pid !== undefined) await until(() => !alive(-pid), 'the cluster to end');
    await this.nats?.close();
    await this.relay?.close();
    await this.database?.drop();
    rmSync(this.#varDir, { recursive: true, force: true });
  }
}
