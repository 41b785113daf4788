/**
 * Fan-out benchmark:
 * `npm run bench:fanout -- --viewers N [--updates M] [--interval-ms I] [--nodes K]`.
 * Starts dataaccess with a live practice of 110 players fed every interval in a child process
 * (as in production, the backend is not the gateway's process), the gateway side, opens N real
 * WebSocket viewers in child processes (spread over loopback addresses 127.0.0.x), and prints
 * as its last line one JSON object: viewers, upstream requests per interval for 1 and for N
 * viewers, bytes per live update next to the full JSON poll, latency from poll result to each
 * viewer, deltas sent and lost, memory per connection.
 *
 * The gateway side (bench/fanout-target.ts) is by default (`--nodes 1`) one gateway in this
 * process. With `--nodes K` (K ≥ 2) it is a cluster as npm run start:cluster runs it
 * (bench/fanout-cluster.ts): K gateway processes on NATS JetStream (NATS_URL) behind Debian's
 * HAProxy, the viewers connecting through the load balancer. The result then adds, per node,
 * the viewers HAProxy sent it (X-Served-By), its sockets and topics and the polls it made per
 * interval (its /metrics), and the cluster's polls per topic per interval (one is the target).
 * Latency is measured across nodes from the poll result's own time, the frame's fetchedAtMs
 * stamped by the node that polled, to the viewer's clock: every process shares this machine's
 * clock, so a viewer on another node pays the hop over NATS in its figure.
 *
 * The viewers share the machine's cores with the gateway side, so they use the lean client of
 * bench/viewer-socket.ts (the full protocol, a fraction of the `ws` client's CPU per message),
 * and the CPU each side spent is printed before the result.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDataaccess, createVenueKey, openStore } from '../dataaccess';
import { DEMO_TEAM_ID } from './dev/dev-users';
import { DEMO_VENUE_ID } from './demo/live-practice';
import { seededRoster, seedOf, seedReferenceData } from './demo/seed';
import { createPracticeSimulation, defaultPracticePlan, generateRoster } from '../simulator';
import { live } from '../proto';
import { openViewerSocket } from './bench/viewer-socket';
import { startGatewayCluster } from './bench/fanout-cluster';
import {
  freePort,
  sleep,
  startGatewayHere,
  type FanoutTarget,
  type MemoryFigures,
} from './bench/fanout-target';

const PLAYERS = 110;
const PER_ADDRESS = 250;

const { values: args } = parseArgs({
  options: {
    viewers: { type: 'string', default: '1000' },
    updates: { type: 'string', default: '8' },
    'interval-ms': { type: 'string', default: '1000' },
    nodes: { type: 'string', default: '1' },
    worker: { type: 'boolean', default: false },
    backend: { type: 'boolean', default: false },
  },
});

/** The backend process: dataaccess with a live practice of 110 players, fed every interval. */
async function runBackend(intervalMs: number): Promise<void> {
  const varDir = mkdtempSync(join(tmpdir(), 'bench-fanout-'));
  // However the process ends (the benchmark gone included), its database goes with it.
  process.once('exit', () => {
    rmSync(varDir, { recursive: true, force: true });
  });
  const store = await openStore(`sqlite:${join(varDir, 'practice.db')}`);
  await seedReferenceData(store.db);
  const serviceToken = randomBytes(24).toString('hex');
  const dataaccess = buildDataaccess({ store, serviceToken });
  const port = await freePort();
  await dataaccess.app.listen({ port, host: '127.0.0.1' });
  const dataaccessUrl = `http://127.0.0.1:${port}`;
  // Positions go with the demo venue's key, the coach's calls with the gateway's credential.
  const venueKey = (await createVenueKey(store.db, DEMO_VENUE_ID, 'bench', Date.now())).key;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T[]> => {
    const r = await fetch(`${dataaccessUrl}/dataaccess/${path}`, {
      method,
      headers: {
        ...(path.startsWith('ingest/')
          ? { 'x-venue-key': venueKey }
          : { 'x-service-token': serviceToken, 'x-user-email': 'nfl.coach@dev.test' }),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return ((await r.json()) as { results: T[] }).results;
  };

  // A practice of 110 players: the seeded 90 and 20 more on the same team.
  const extra = generateRoster({ seed: 11, teamAbbr: 'PHI', league: 'nfl' })
    .slice(0, PLAYERS - 90)
    .map((p) => ({ ...p, id: `${DEMO_TEAM_ID}-x-${p.id}` }));
  for (const p of extra) {
    await store.db
      .insertInto('players')
      .values({
        player_id: p.id,
        team_id: DEMO_TEAM_ID,
        name: p.name,
        jersey: p.jersey,
        position: p.position,
        status: p.status,
        nfl_id: null,
        esb_id: null,
        gsis_id: null,
      })
      .execute();
  }
  const roster = [...seededRoster(DEMO_TEAM_ID, 'nfl'), ...extra].slice(0, PLAYERS);
  const start = Date.now();
  const seed = seedOf('bench');
  const plan = defaultPracticePlan('nfl', seed);
  const [created] = await call<{ _id: string }>('POST', 'schedule', {
    name: 'Bench Practice',
    description: 'fan-out benchmark',
    drills: plan.map((p) => ({ drillType: p.name, periodType: p.periodType })),
    intensity: 'Medium,Padded',
    league: 'nfl',
    profileName: 'Regular Season Week',
    rooftype: 'Outdoor',
    siteId: DEMO_VENUE_ID,
    siteName: 'Practice Field',
    start,
    teamId: DEMO_TEAM_ID,
  });
  const id = created?._id ?? '';
  await call('POST', `manage/${id}/command`, { type: 'practice.start' });
  const sim = createPracticeSimulation({ seed, players: roster, periods: plan, startMs: start });
  let sentUntil = start;
  const feed = async (): Promise<void> => {
    const until = sentUntil + intervalMs;
    const tracks = sim.samplesBetween(sentUntil, until).filter((t) => t.atMs.length > 0);
    sentUntil = until;
    await call('POST', `ingest/${id}`, {
      tracks: tracks.map((t) => ({
        entityId: t.entityId,
        atMs: Array.from(t.atMs),
        xYd: Array.from(t.xYd, (v) => Math.round(v * 1000) / 1000),
        yYd: Array.from(t.yYd, (v) => Math.round(v * 1000) / 1000),
      })),
    });
  };
  for (let i = 0; i < 30; i++) await feed();
  let feeder: NodeJS.Timeout | null = setInterval(() => void feed(), intervalMs);
  process.on('message', (m: ToBackend) => {
    if (m.type === 'pause' && feeder !== null) {
      clearInterval(feeder);
      feeder = null;
    } else if (m.type === 'resume' && feeder === null) {
      feeder = setInterval(() => void feed(), intervalMs);
    } else if (m.type === 'stop') {
      if (feeder !== null) clearInterval(feeder);
      void dataaccess.app
        .close()
        .then(() => store.close())
        .finally(() => {
          process.exit(0);
        });
    }
  });
  process.send?.({
    type: 'backend',
    dataaccessUrl,
    serviceToken,
    practiceId: id,
  } satisfies BackendReport);
}

async function main(): Promise<void> {
  const viewers = Number(args.viewers);
  const nodes = Number(args.nodes);
  const intervalMs = Number(args['interval-ms']);
  if (!Number.isInteger(nodes) || nodes < 1) throw new Error('--nodes must be a whole number ≥ 1');
  const backend = fork(import.meta.filename, ['--backend', '--interval-ms', String(intervalMs)], {
    execArgv: ['--import', 'tsx'],
  });
  const practice = await new Promise<BackendReport>((resolve, reject) => {
    backend.once('message', resolve);
    backend.once('exit', (code) => {
      reject(new Error(`the backend exited with ${code}`));
    });
  });
  const setup = {
    dataaccessUrl: practice.dataaccessUrl,
    serviceToken: practice.serviceToken,
    intervalMs,
    // Every viewer signs in as the one test coach: the phase 1 viewer stays beside the N.
    sockets: viewers + 1,
    topic: `practice/${practice.practiceId}/live`,
  };
  const target =
    nodes === 1
      ? await startGatewayHere(setup)
      : await startGatewayCluster({ ...setup, nodes, viewers });
  const workers: ChildProcess[] = [];
  try {
    const result = await measure(target, backend, practice, workers);
    for (const w of workers) w.kill();
    await target.close();
    const backendExited = new Promise((resolve) => backend.once('exit', resolve));
    backend.send({ type: 'stop' } satisfies ToBackend);
    await backendExited;
    console.log(JSON.stringify(result));
  } catch (error) {
    for (const w of workers) w.kill();
    await target.close();
    throw error;
  }
}

/** One run against `target`: one viewer, then N. The viewer processes go into `workers`. */
async function measure(
  target: FanoutTarget,
  backend: ChildProcess,
  { dataaccessUrl, serviceToken, practiceId: id }: BackendReport,
  workers: ChildProcess[],
): Promise<Record<string, unknown>> {
  const viewers = Number(args.viewers);
  const updates = Number(args.updates);
  const intervalMs = Number(args['interval-ms']);
  const topic = `practice/${id}/live`;
  const fullJsonBytes = Buffer.byteLength(
    await (
      await fetch(`${dataaccessUrl}/dataaccess/livepractice/${id}`, {
        headers: { 'x-service-token': serviceToken, 'x-user-email': 'system' },
      })
    ).text(),
  );

  // Phase 1: one viewer.
  const spawnWorker = (count: number, firstAddress: number): ChildProcess => {
    const child = fork(import.meta.filename, ['--worker'], { execArgv: ['--import', 'tsx'] });
    child.send({
      type: 'open',
      url: target.liveUrl,
      cookie: target.cookie,
      topic,
      count,
      firstAddress,
      perAddress: PER_ADDRESS,
    } satisfies ToWorker);
    workers.push(child);
    return child;
  };
  /** The next message of `type` from a viewer process; a process that ends first fails the run. */
  const reply = <K extends WorkerReport['type']>(child: ChildProcess, type: K) =>
    new Promise<Extract<WorkerReport, { type: K }>>((resolve, reject) => {
      const exited = (code: number | null) => {
        reject(new Error(`a viewer process exited with ${code} before it was ${type}`));
      };
      const on = (m: WorkerReport) => {
        if (m.type === type) {
          child.off('message', on);
          child.off('exit', exited);
          resolve(m as Extract<WorkerReport, { type: K }>);
        }
      };
      child.on('message', on);
      child.once('exit', exited);
    });
  const single = spawnWorker(1, 1);
  await reply(single, 'ready');
  const one = (await target.requestsPerInterval(5)).perInterval;

  // Phase 2: N viewers in child processes, opened in two halves while the feed pauses. The
  // memory figure is what one more connection costs: the second half's growth over its count
  // (the first half also pays one-time growth such as the young generation and compiled code).
  backend.send({ type: 'pause' } satisfies ToBackend);
  const growth = (from: MemoryFigures, to: MemoryFigures): number =>
    Math.max(to.rss - from.rss, to.heapUsed + to.external - from.heapUsed - from.external);
  const before = await target.settledMemory();
  let middle = before;
  let marginalViewers = viewers;
  const perWorker = Math.ceil(viewers / 2);
  const many: ChildProcess[] = [];
  const servedBy: Record<string, number> = {};
  for (let opened = 0; opened < viewers;) {
    const count = Math.min(perWorker, viewers - opened);
    const worker = spawnWorker(count, 2 + Math.ceil(opened / PER_ADDRESS));
    many.push(worker);
    const ready = await reply(worker, 'ready');
    for (const [node, n] of Object.entries(ready.servedBy))
      servedBy[node] = (servedBy[node] ?? 0) + n;
    opened += count;
    if (opened < viewers) {
      middle = await target.settledMemory();
      marginalViewers = viewers - opened;
    }
  }
  const after = await target.settledMemory();
  backend.send({ type: 'resume' } satisfies ToBackend);
  const memoryPerConnectionBytes = Math.round(growth(middle, after) / marginalViewers);
  const perViewer = (bytes: number, count: number) => Math.round(bytes / count);
  console.error(
    `memory per connection: ${memoryPerConnectionBytes} B for the last ${marginalViewers} (resident set ${perViewer(after.rss - middle.rss, marginalViewers)} B, JS heap and buffers ${perViewer(after.heapUsed + after.external - middle.heapUsed - middle.external, marginalViewers)} B), ${perViewer(growth(before, after), viewers)} B averaged over all ${viewers}`,
  );

  const seqStart = target.seq();
  for (const c of many) c.send({ type: 'measure', fromSeq: seqStart } satisfies ToWorker);
  const cpuFrom = await target.cpu();
  const manyRequests = await target.requestsPerInterval(updates);
  const cpuTo = await target.cpu();
  backend.send({ type: 'pause' } satisfies ToBackend);
  await sleep(intervalMs * 2);
  const seqEnd = target.seq();
  const reports = await Promise.all(
    many.map((c) => {
      const r = reply(c, 'report');
      c.send({ type: 'report', toSeq: seqEnd } satisfies ToWorker);
      return r;
    }),
  );
  const latencies = reports.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
  // Where the two cores went: the gateway's CPU per update (sending included) and the viewers'
  // per message received, so a slow run shows which side was short of CPU.
  const updatesMeasured = Math.max(1, seqEnd - seqStart);
  const viewerCpuUs = reports.reduce((s, r) => s + r.cpuUs, 0);
  const msPerUpdate = (us: number) => (us / 1000 / updatesMeasured).toFixed(0);
  const user = cpuTo.userUs - cpuFrom.userUs;
  const system = cpuTo.systemUs - cpuFrom.systemUs;
  const balancer =
    cpuTo.balancerUs === undefined
      ? ''
      : `, HAProxy ${msPerUpdate(cpuTo.balancerUs - (cpuFrom.balancerUs ?? 0))} ms per update`;
  console.error(
    `CPU: gateway ${msPerUpdate(user + system)} ms per update ` +
      `(user ${msPerUpdate(user)}, system ${msPerUpdate(system)})${balancer}, ` +
      `viewers ${(viewerCpuUs / Math.max(1, latencies.length)).toFixed(1)} µs per message received`,
  );
  // Per update: the slowest viewer, so a slow update stands out from a slow fan-out.
  const slowest = new Map<number, number>();
  for (const r of reports)
    r.latencySeqs.forEach((seq, i) => {
      slowest.set(seq, Math.max(slowest.get(seq) ?? 0, r.latenciesMs[i] ?? 0));
    });
  console.error(
    `slowest viewer per update (seq: ms): ${[...slowest]
      .sort((a, b) => a[0] - b[0])
      .map(([seq, ms]) => `${seq}: ${ms}`)
      .join(', ')}`,
  );
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const deltaBytes = reports.reduce((s, r) => s + r.deltaBytes, 0);
  const deltasReceived = reports.reduce((s, r) => s + r.deltasReceived, 0);
  return {
    viewers,
    upstreamRequestsPerInterval: { one, many: manyRequests.perInterval },
    bytesPerUpdate: Math.round(deltaBytes / Math.max(1, deltasReceived)),
    fullJsonBytes,
    latencyMs: { p50: pick(0.5), p99: pick(0.99), max: latencies.at(-1) ?? 0 },
    deltasSent: (seqEnd - seqStart) * viewers,
    deltasLost: reports.reduce((s, r) => s + r.deltasLost, 0),
    memoryPerConnectionBytes,
    ...(await target.report(servedBy, manyRequests)),
  };
}

/** Commands from the benchmark to the backend process. */
type ToBackend = { type: 'pause' } | { type: 'resume' } | { type: 'stop' };

/** What the backend process tells the benchmark once its practice is live. */
interface BackendReport {
  readonly type: 'backend';
  readonly dataaccessUrl: string;
  readonly serviceToken: string;
  readonly practiceId: string;
}

/** Commands from the benchmark to a viewer process. */
type ToWorker =
  | {
      type: 'open';
      url: string;
      cookie: string;
      topic: string;
      count: number;
      firstAddress: number;
      perAddress: number;
    }
  | { type: 'measure'; fromSeq: number }
  | { type: 'report'; toSeq: number };

/** What a viewer process answers. */
type WorkerReport =
  | {
      type: 'ready';
      /** Viewers by the node that served them (the load balancer's X-Served-By), if one said. */
      servedBy: Record<string, number>;
    }
  | {
      type: 'report';
      latenciesMs: number[];
      /** The delta seq of each latency, for the per-update breakdown. */
      latencySeqs: number[];
      deltaBytes: number;
      deltasReceived: number;
      deltasLost: number;
      /** CPU (user and system, µs) the viewer process spent while measuring. */
      cpuUs: number;
    };

/** A viewer process: opens its share of sockets and measures what arrives. */
function runViewers(): void {
  const send = (m: WorkerReport): void => {
    process.send?.(m);
  };
  const seen: Set<number>[] = [];
  let fromSeq = Number.POSITIVE_INFINITY;
  let cpuFrom = process.cpuUsage();
  const latenciesMs: number[] = [];
  const latencySeqs: number[] = [];
  let deltaBytes = 0;
  let deltasReceived = 0;
  // Every viewer gets the same bytes: decode each distinct frame once.
  let last: { bytes: Buffer; message: live.ServerMessage } | null = null;
  const decode = (bytes: Buffer): live.ServerMessage => {
    if (last?.bytes.equals(bytes)) return last.message;
    const message = live.ServerMessage.decode(bytes);
    // The viewer socket lends its read buffer: keep a copy.
    last = { bytes: Buffer.from(bytes), message };
    return message;
  };
  process.on('message', (m: ToWorker) => {
    if (m.type === 'open') {
      void (async () => {
        const frame = live.ClientMessage.encode({ subscribe: { topic: m.topic } }).finish();
        let ready = 0;
        const servedBy: Record<string, number> = {};
        const opening: Promise<void>[] = [];
        for (let i = 0; i < m.count; i++) {
          const mine = new Set<number>();
          seen.push(mine);
          const address = `127.0.0.${m.firstAddress + Math.floor(i / m.perAddress)}`;
          opening.push(
            new Promise<void>((resolve, reject) => {
              const socket = openViewerSocket({
                url: m.url,
                headers: { cookie: m.cookie },
                localAddress: address,
                onOpen: (headers) => {
                  const node = headers.get('x-served-by');
                  if (node !== undefined) servedBy[node] = (servedBy[node] ?? 0) + 1;
                  socket.send(frame);
                },
                onError: reject,
                onClose: (code) => {
                  reject(new Error(`viewer closed with ${code}`));
                },
                onMessage: (data) => {
                  const message = decode(data);
                  if (message.snapshot) {
                    ready++;
                    resolve();
                  } else if (message.delta) {
                    const seq = message.delta.position?.seq ?? 0;
                    if (seq <= fromSeq) return;
                    mine.add(seq);
                    deltasReceived++;
                    deltaBytes += data.length;
                    latenciesMs.push(Date.now() - (message.delta.fetchedAtMs ?? 0));
                    latencySeqs.push(seq);
                  }
                },
              });
            }),
          );
          if (opening.length % 200 === 0) await Promise.all(opening.slice(-200));
        }
        await Promise.all(opening);
        if (ready === m.count) send({ type: 'ready', servedBy });
      })().catch((error: unknown) => {
        console.error(error);
        process.exit(2);
      });
    } else if (m.type === 'measure') {
      fromSeq = m.fromSeq;
      cpuFrom = process.cpuUsage();
    } else {
      const cpu = process.cpuUsage(cpuFrom);
      let deltasLost = 0;
      for (const mine of seen)
        for (let s = fromSeq + 1; s <= m.toSeq; s++) if (!mine.has(s)) deltasLost++;
      send({
        type: 'report',
        latenciesMs,
        latencySeqs,
        deltaBytes,
        deltasReceived,
        deltasLost,
        cpuUs: cpu.user + cpu.system,
      });
    }
  });
}

// A child process ends with the benchmark, however the benchmark ends.
if (args.worker || args.backend) process.once('disconnect', () => process.exit(0));
// Ctrl-C reaches the backend too: it ends through `exit`, which removes its database.
if (args.backend)
  process.once('SIGINT', () => {
    process.exit(130);
  });
if (args.worker) runViewers();
else if (args.backend)
  runBackend(Number(args['interval-ms'])).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
else
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
