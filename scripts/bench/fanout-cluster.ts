/**
 * The fan-out benchmark's cluster (`npm run bench:fanout -- --nodes N`, N ≥ 2): the topology
 * of npm run start:cluster on this machine's loopback. N gateway node processes
 * (bench/fanout-node.ts) share NATS JetStream (NATS_URL, nats://127.0.0.1:4222 by default),
 * the cookie secret and the service token; Debian's HAProxy runs in front with start:cluster's
 * config (scripts/cluster/haproxy-config.ts: round robin, no stickiness, X-Served-By), all
 * under the supervisor of npm start (scripts/supervisor.ts), which stops them at the end, on
 * a failure or on Ctrl-C.
 *
 * One HAProxy process holds two descriptors per viewer (the viewer's and the node's), and the
 * open-file limit here cannot be raised (no CAP_SYS_RESOURCE), so past a few thousand viewers
 * several HAProxy processes share the public port (SO_REUSEPORT, HAProxy's default): the
 * kernel spreads the connections over them and each spreads its share over the nodes.
 *
 * What it reads of the nodes comes from their /metrics: the polls each made
 * (gateway_live_polls_total), their sockets and topics, their CPU. A poll's time is known from
 * the frames on the bus, which this process follows as one more reader: counts are taken half
 * an interval after a poll, so a poll never falls on a count's edge.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from '@fastify/cookie';
import { SERVICE_TOKEN_HEADER } from '../../domain';
import { NatsBus, type BusFollow } from '../../gateway/src/bus';
import { live } from '../../proto';
import { findHaproxy, haproxyConfig } from '../cluster/haproxy-config';
import { ROOT } from '../local-setup';
import { part } from '../product-parts';
import { StartFailure, supervise, type ChildSpec } from '../supervisor';
import {
  coachClaims,
  freePort,
  sleep,
  startIdentityProvider,
  type CpuFigures,
  type FanoutSetup,
  type FanoutTarget,
  type MemoryFigures,
} from './fanout-target';

/** The most viewers one HAProxy process is given: it holds two descriptors for each. */
function viewersPerBalancer(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? 1024);
  // A margin for listeners, health checks and HAProxy's own reserve.
  return Math.max(100, Math.floor((soft - 1000) / 2.2));
}

/** haproxy (HAPROXY, else the usual places), or an error saying how to install it. */
function haproxyBinary(): string {
  const found = findHaproxy(process.env.HAPROXY);
  if (found !== undefined) return found;
  throw new Error(
    "HAProxy is not installed: 'apt-get install -y haproxy' as root, or set HAPROXY.",
  );
}

/** The sum of a metric's samples (every label set) in Prometheus text. */
function metric(text: string, name: string): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== ' ' && rest[0] !== '{') continue;
    sum += Number(rest.slice(rest.lastIndexOf(' ') + 1));
  }
  return sum;
}

/** CPU a process spent, µs, from /proc (clock ticks of 10 ms). */
function processCpuUs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/** What one node's /metrics says. */
interface NodeReading {
  readonly polls: number;
  readonly sockets: number;
  readonly topics: number;
  readonly userUs: number;
  readonly systemUs: number;
}

/** Starts the cluster; see the file comment. */
export async function startGatewayCluster(
  setup: FanoutSetup & { readonly nodes: number; readonly viewers: number },
): Promise<FanoutTarget> {
  const { topic, intervalMs, serviceToken } = setup;
  const haproxy = haproxyBinary();
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const observer = await NatsBus.connect({
    url: natsUrl,
    nodeId: `bench-observer-${randomBytes(4).toString('hex')}`,
  }).catch((error: unknown) => {
    throw new Error(`NATS JetStream at ${natsUrl} (NATS_URL): ${String(error)}`);
  });
  const varDir = mkdtempSync(join(tmpdir(), 'bench-fanout-cluster-'));
  process.once('exit', () => {
    rmSync(varDir, { recursive: true, force: true });
  });
  const lbPort = await freePort();
  const publicUrl = `http://localhost:${lbPort}`;
  const { idp, oidc } = await startIdentityProvider(publicUrl);
  const cookieSecret = randomBytes(32).toString('hex');
  const nodes = await Promise.all(
    Array.from({ length: setup.nodes }, async (_, i) => ({
      name: `gateway${i + 1}`,
      port: await freePort(),
    })),
  );
  const configFile = join(varDir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig({
      bind: `127.0.0.1:${lbPort}`,
      gateways: nodes.map((n) => ({ name: n.name, address: `127.0.0.1:${n.port}` })),
    }),
  );
  const checked = spawnSync(haproxy, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`HAProxy refused ${configFile}: ${checked.stderr}`);
  const balancers = Math.ceil(setup.viewers / viewersPerBalancer());
  const balancerSpecs = Array.from({ length: balancers }, (_, i): ChildSpec => ({
    name: `haproxy${i + 1}`,
    command: 'sh',
    args: ['-c', 'echo "starting haproxy $1"; exec "$0" -db -f "$1"', haproxy, configFile],
    cwd: ROOT,
    env: process.env,
    readyLine: /^starting haproxy /,
  }));
  const write = (line: string): void => {
    process.stderr.write(`${line}\n`);
  };
  // Everything the parts print goes to standard error: the result stays the last line out.
  const supervisor = supervise(
    [
      ...nodes.map((n) =>
        part(n.name, 'scripts/bench/fanout-node.ts', {
          NODE_NAME: n.name,
          PORT: String(n.port),
          PUBLIC_URL: publicUrl,
          DATAACCESS_URL: setup.dataaccessUrl,
          SERVICE_TOKEN: serviceToken,
          COOKIE_SECRET: cookieSecret,
          NATS_URL: natsUrl,
          OIDC_ISSUER: oidc.issuer,
          OIDC_CLIENT_ID: oidc.clientId,
          OIDC_CLIENT_SECRET: oidc.clientSecret,
          LIVE_POLL_MS: String(intervalMs),
          MAX_SOCKETS: String(setup.sockets),
        }),
      ),
      ...balancerSpecs,
    ],
    { out: write, err: write },
  );

  let follow: BusFollow | null = null;
  // Once, whoever asks first: an interrupt and the failure it causes in the run both close.
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      process.off('SIGHUP', interrupted);
      follow?.stop();
      await supervisor.stop();
      await observer.close();
      await idp.close();
      rmSync(varDir, { recursive: true, force: true });
    })());
  // Ctrl-C or a kill stops the nodes and the load balancers before the benchmark ends.
  const interrupted = (): void => {
    write('bench: interrupted, stopping the cluster');
    void close().finally(() => {
      process.exit(130);
    });
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  process.once('SIGHUP', interrupted);

  try {
    await supervisor.start();
    write(
      `bench: ${setup.nodes} gateway nodes behind ${balancers} HAProxy process${balancers === 1 ? '' : 'es'} on ${publicUrl} (at most ${viewersPerBalancer()} viewers each: two descriptors per viewer under an open-file limit this machine cannot raise)`,
    );
    await everyNodeServes(
      `http://127.0.0.1:${lbPort}`,
      nodes.map((n) => n.name),
    );
  } catch (error) {
    await close();
    throw error instanceof StartFailure ? new Error(`the cluster: ${error.message}`) : error;
  }

  // This process follows the topic on the bus as a node would: the seq, and when polls land.
  let seq = 0;
  let onFrame: (() => void) | null = null;
  follow = await observer.follow(topic, (bytes) => {
    const message = live.ServerMessage.decode(bytes);
    const position = message.delta?.position ?? message.snapshot?.position;
    if (position) seq = position.seq ?? seq;
    onFrame?.();
  });
  /** Resolves when a poll's frame next reaches the bus, or after `waitMs` without one. */
  const nextFrame = (waitMs: number): Promise<number> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        onFrame = null;
        resolve(Date.now());
      }, waitMs);
      onFrame = () => {
        clearTimeout(timer);
        onFrame = null;
        resolve(Date.now());
      };
    });

  const read = async (node: { port: number }): Promise<NodeReading> => {
    const r = await fetch(`http://127.0.0.1:${node.port}/metrics`, {
      headers: { [SERVICE_TOKEN_HEADER]: serviceToken },
    });
    if (!r.ok) throw new Error(`/metrics of 127.0.0.1:${node.port} answered ${r.status}`);
    const text = await r.text();
    return {
      polls: metric(text, 'gateway_live_polls_total'),
      sockets: metric(text, 'gateway_live_sockets'),
      topics: metric(text, 'gateway_live_topics'),
      userUs: metric(text, 'process_cpu_user_seconds_total') * 1e6,
      systemUs: metric(text, 'process_cpu_system_seconds_total') * 1e6,
    };
  };
  const readAll = () => Promise.all(nodes.map(read));
  const round2 = (n: number) => Math.round(n * 100) / 100;

  return {
    liveUrl: `ws://127.0.0.1:${lbPort}/live`,
    cookie: `pt_session=${encodeURIComponent(sign(coachClaims(), cookieSecret))}`,
    seq: () => seq,
    async requestsPerInterval(intervals) {
      const start = (await nextFrame(3 * intervalMs)) + intervalMs / 2;
      await sleep(start - Date.now());
      const before = await readAll();
      await sleep(start + intervals * intervalMs - Date.now());
      const after = await readAll();
      const byNode: Record<string, number> = {};
      let polls = 0;
      nodes.forEach((n, i) => {
        const made = (after[i]?.polls ?? 0) - (before[i]?.polls ?? 0);
        byNode[n.name] = round2(made / intervals);
        polls += made;
      });
      return { perInterval: round2(polls / intervals), byNode };
    },
    async settledMemory() {
      await sleep(1000);
      const each = await Promise.all(
        nodes.map(async (n) => {
          const r = await fetch(`http://127.0.0.1:${n.port}/bench/memory`, {
            headers: { [SERVICE_TOKEN_HEADER]: serviceToken },
          });
          return (await r.json()) as MemoryFigures;
        }),
      );
      return {
        rss: each.reduce((s, m) => s + m.rss, 0),
        heapUsed: each.reduce((s, m) => s + m.heapUsed, 0),
        external: each.reduce((s, m) => s + m.external, 0),
      };
    },
    async cpu(): Promise<CpuFigures> {
      const readings = await readAll();
      const pids = supervisor.pids();
      return {
        userUs: readings.reduce((s, r) => s + r.userUs, 0),
        systemUs: readings.reduce((s, r) => s + r.systemUs, 0),
        balancerUs: balancerSpecs.reduce((s, b) => s + processCpuUs(pids.get(b.name) ?? 0), 0),
      };
    },
    async report(servedBy, polls) {
      const readings = await readAll();
      return {
        nodes: nodes.map((n, i) => ({
          name: n.name,
          viewers: servedBy[n.name] ?? 0,
          sockets: readings[i]?.sockets ?? 0,
          topics: readings[i]?.topics ?? 0,
          pollsPerInterval: polls.byNode[n.name] ?? 0,
        })),
        // The viewers watch one topic, and every node's `topics` shows it has no other.
        clusterPollsPerTopicPerInterval: polls.perInterval,
        loadBalancers: balancers,
      };
    },
    close,
  };
}

/** Resolves once the load balancer has sent requests to every node (its health checks passed). */
async function everyNodeServes(balancerUrl: string, names: readonly string[]): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + 30_000;
  while (seen.size < names.length) {
    if (Date.now() > deadline) {
      throw new Error(
        `HAProxy sent nothing to ${names.filter((n) => !seen.has(n)).join(', ')} within 30 s`,
      );
    }
    const served = await fetch(`${balancerUrl}/readyz`).then(
      (r) => (r.ok ? r.headers.get('x-served-by') : null),
      () => null,
    );
    if (served !== null) seen.add(served);
    else await sleep(200);
  }
}
