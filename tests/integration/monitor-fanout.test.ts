/**
 * Issue 21's fan-out target with real sockets: 50 Monitor walls of one day and 20 Data Ops
 * viewers on one gateway over a real dataaccess cost one upstream poll per topic per interval.
 * Every request the gateway sends upstream passes a counting proxy, which stamps it; the test
 * advances by waiting for those polls, never by sleeping.
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicName } from '../../proto';
import { monitorDayWindow, topicSources } from '../../gateway/src/live/sources';
import { makePractice } from '../support/practices';
import { FAST_INTERVALS, startTestProduct, Viewer } from './live-fixture';
import { GatewayNodes, type GatewayNode } from './live-nodes';

const DAY = '2026-11-10';
const MONITOR = topicName({ kind: 'monitor', day: DAY });
const WALLS = 50;
const DATAOPS_VIEWERS = 20;
/** Long enough that 70 subscriptions land well inside one interval on a busy machine. */
const INTERVALS = { ...FAST_INTERVALS, monitorMs: 1500, dataopsMs: 1000 };

/** A proxy in front of dataaccess that stamps each request with its arrival time. */
class CountingProxy {
  readonly requests: { url: string; atMs: number }[] = [];
  private readonly server: Server;
  private readonly polled: (() => void)[] = [];

  constructor(target: string) {
    const { hostname, port } = new URL(target);
    this.server = createServer((req, res) => {
      this.requests.push({ url: req.url ?? '', atMs: Date.now() });
      for (const wake of this.polled.splice(0)) wake();
      const upstream = forward(
        { hostname, port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The requests whose URL passes `match`, in order. */
  of(match: (url: string) => boolean): { url: string; atMs: number }[] {
    return this.requests.filter((r) => match(r.url));
  }

  /** Resolves once `count` requests pass `match` (waits for the polls themselves). */
  async waitFor(match: (url: string) => boolean, count: number, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.of(match).length < count) {
      if (Date.now() > deadline) throw new Error(`fewer than ${count} polls came`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.polled.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const { fromMs, toMs } = monitorDayWindow(DAY);
const isMonitorPoll = (url: string): boolean =>
  url.includes('/scheduledevents?') && url.includes(`startTime=${fromMs}&endTime=${toMs}`);
/** The path the Data Ops topic polls, whatever its query (its window follows the clock). */
const DATAOPS_PATH = topicSources(INTERVALS)({ kind: 'dataops' }).path().split('?')[0] ?? '';
const isDataopsPoll = (url: string): boolean =>
  url.split('?')[0]?.endsWith(`/${DATAOPS_PATH}`) === true && !isMonitorPoll(url);

/** The gaps between consecutive requests, ms. */
const gaps = (requests: readonly { atMs: number }[]): number[] =>
  requests.slice(1).map((r, i) => r.atMs - (requests[i]?.atMs ?? 0));

describe('one upstream poll per topic per interval, for 50 walls and 20 data-ops viewers', () => {
  let product: Awaited<ReturnType<typeof startTestProduct>>;
  let proxy: CountingProxy;
  let nodes: GatewayNodes;
  let node: GatewayNode;
  let walls: Viewer[];
  let dataops: Viewer[];

  beforeAll(async () => {
    product = await startTestProduct();
    proxy = new CountingProxy(product.dataaccessUrl);
    const proxyUrl = await proxy.listen();
    nodes = await GatewayNodes.for({ ...product, dataaccessUrl: proxyUrl });
    // The walls stand for fifty screens; here they all sign in as one user.
    node = await nodes.start({
      intervals: INTERVALS,
      lingerMs: 60_000,
      maxSocketsPerUser: WALLS,
      liveTopicBudget: Infinity,
    });
    await makePractice(product.store.db, {
      id: 'fanout-first',
      name: 'First Walkthrough',
      teamId: '3700',
      startMs: Date.parse(`${DAY}T15:00:00Z`),
      createdMs: Date.parse(`${DAY}T08:00:00Z`),
      actor: 'nfl.coach@dev.test',
    });
    const wallCookie = node.cookie('commandcenter@dev.test');
    const opsCookie = node.cookie('dataops@dev.test');
    [walls, dataops] = await Promise.all([
      Promise.all(Array.from({ length: WALLS }, () => Viewer.connect(node.url, wallCookie))),
      Promise.all(
        Array.from({ length: DATAOPS_VIEWERS }, () => Viewer.connect(node.url, opsCookie)),
      ),
    ]);
  });
  afterAll(async () => {
    await Promise.all([...walls, ...dataops].map((v) => v.close()));
    await nodes.close();
    await proxy.close();
    await product.stop();
  });

  it('gives every viewer its snapshot from one shared poller per topic', async () => {
    for (const v of walls) v.subscribe(MONITOR);
    for (const v of dataops) v.subscribe('dataops');
    await Promise.all([
      ...walls.map((v) => v.next((m) => m.snapshot?.topic === MONITOR, 30_000)),
      ...dataops.map((v) => v.next((m) => m.snapshot?.topic === 'dataops', 30_000)),
    ]);
    for (const v of walls) {
      expect(v.store(MONITOR).get().tables.sessions?.rows['fanout-first']).toMatchObject({
        name: 'First Walkthrough',
        status: 'future',
      });
    }
    expect(
      node.gateway.topics.names().filter((n) => n.startsWith('monitor') || n === 'dataops'),
    ).toEqual(expect.arrayContaining([MONITOR, 'dataops']));
    expect(node.gateway.topics.channel(MONITOR)?.subscribers.size).toBe(WALLS);
    expect(node.gateway.topics.channel('dataops')?.subscribers.size).toBe(DATAOPS_VIEWERS);
  });

  it('polls each topic once per interval while all 70 watch', async () => {
    const monitorBefore = proxy.of(isMonitorPoll).length;
    const dataopsBefore = proxy.of(isDataopsPoll).length;
    // Five more polls of each topic, waited for as they come.
    await proxy.waitFor(isMonitorPoll, monitorBefore + 5);
    await proxy.waitFor(isDataopsPoll, dataopsBefore + 5);

    const monitorPolls = proxy.of(isMonitorPoll);
    const dataopsPolls = proxy.of(isDataopsPoll);
    // One request per poll: polls start an interval apart, so two requests never come within
    // half an interval (the rest covers how late a request may arrive). Polling per viewer
    // would put 50 requests in one instant.
    for (const gap of gaps(monitorPolls)) {
      expect(gap).toBeGreaterThanOrEqual(INTERVALS.monitorMs / 2);
    }
    for (const gap of gaps(dataopsPolls)) {
      expect(gap).toBeGreaterThanOrEqual(INTERVALS.dataopsMs / 2);
    }
    // And the gateway counts as many polls as came upstream (one may be on its way now).
    for (const [name, polls] of [
      [MONITOR, monitorPolls],
      ['dataops', dataopsPolls],
    ] as const) {
      const counted = node.gateway.topics.poller(name)?.stats.requests ?? 0;
      expect(counted - polls.length, name).toBeGreaterThanOrEqual(0);
      expect(counted - polls.length, name).toBeLessThanOrEqual(1);
    }
  });

  it('delivers a change to all 50 walls from a single poll', async () => {
    const from = walls.map((v) => v.messages.length);
    await makePractice(product.store.db, {
      id: 'fanout-added',
      name: 'Added Walkthrough',
      teamId: '2510',
      startMs: Date.parse(`${DAY}T18:00:00Z`),
      createdMs: Date.parse(`${DAY}T08:00:00Z`),
      actor: 'nfl.coach@dev.test',
    });
    const deltas = await Promise.all(
      walls.map((v, i) =>
        v.next(
          (m) =>
            m.delta?.topic === MONITOR &&
            (m.delta.tables ?? []).some((t) =>
              (t.rows ?? []).some((r) => r.key === 'fanout-added'),
            ),
          30_000,
          from[i],
        ),
      ),
    );
    // One poll's delta, encoded once: every wall got it at the same stream position.
    const positions = new Set(
      deltas.map((m) => `${m.delta?.position?.epoch}:${m.delta?.position?.seq}`),
    );
    expect(positions.size).toBe(1);
    for (const v of walls) {
      expect(v.store(MONITOR).get().tables.sessions?.rows['fanout-added']).toMatchObject({
        name: 'Added Walkthrough',
      });
    }
  });
});
