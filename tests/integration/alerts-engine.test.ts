/**
 * The alert engine end to end: a coach sets custom alerts and a speed target through the
 * gateway, a live practice is fed positions until a player crosses his threshold, and the
 * coach's WebSocket gets exactly one Alert per (player, metric) while dataaccess holds exactly
 * one hit each. A restarted gateway polls the same practice again and fires nothing new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { live } from '../../proto';
import {
  dataaccessCall,
  startFedPractice,
  startTestProduct,
  Viewer,
  type FedPractice,
} from './live-fixture';
import { GatewayNodes, type GatewayNode } from './live-nodes';

const TEAM = '3700';
const COACH = 'nfl.coach@dev.test';

interface LivePlayer {
  id: string;
  metrics: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function livePlayers(product: Product, practiceId: string): Promise<LivePlayer[]> {
  const [answer] = await dataaccessCall<{ players: LivePlayer[] }>(
    product,
    'GET',
    `livepractice/${practiceId}`,
  );
  return answer?.players ?? [];
}

type Product = Awaited<ReturnType<typeof startTestProduct>>;

/** A call through a node's REST proxy as a signed-in user. */
async function proxied(
  node: GatewayNode,
  email: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${node.url}/api/da/${path}`, {
    method,
    headers: {
      cookie: node.cookie(email),
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin: node.url }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    results: ((await response.json()) as { results: Record<string, unknown>[] }).results,
  };
}

const alertsOf = (viewer: Viewer): live.Alert.$Properties[] =>
  viewer.messages.flatMap((m) => (m.alert ? [m.alert] : []));

describe('alert engine', () => {
  let product: Product;
  let nodes: GatewayNodes;
  let practice: FedPractice;

  beforeAll(async () => {
    product = await startTestProduct();
    nodes = await GatewayNodes.for(product);
    practice = await startFedPractice(product, 12);
  });
  afterAll(async () => {
    await nodes.close();
    await product.stop();
  });

  it('fires each (player, metric) once, records it once, and a restart fires nothing new', async () => {
    const nodeA = await nodes.start();
    await practice.feed(3000);
    const before = await livePlayers(product, practice.id);
    const [runner, sprinter, ...others] = [...before].sort(
      (a, b) => (b.metrics.totalDis ?? 0) - (a.metrics.totalDis ?? 0),
    );
    if (runner === undefined || sprinter === undefined) throw new Error('no players tracked');
    const threshold = Number(((runner.metrics.totalDis ?? 0) + 1).toFixed(1));
    const saved = await proxied(nodeA, COACH, 'POST', `customevents/${TEAM}`, {
      headers: ['totalDis', 'maxSpeedMPH'],
      alerts: {
        [runner.id]: [{ type: 'totalDis', value: String(threshold), active: true }],
        ...Object.fromEntries(
          others.map((p) => [p.id, [{ type: 'totalDis', value: '9999999', active: true }]]),
        ),
      },
      speedAlerts: [
        { stat: 'speedMPH', nid: sprinter.id, type: 'target', target: 0.1, active: true },
      ],
    });
    expect(saved.status).toBe(200);

    const coach = await Viewer.connect(nodeA.url, nodeA.cookie(COACH));
    coach.subscribe(`alerts/${TEAM}`);
    coach.subscribe(`practice/${practice.id}/live`);
    await coach.next((m) => m.snapshot?.topic === `alerts/${TEAM}`);

    // The sprinter is past 0.1 MPH already; the runner crosses once he has run another yard.
    for (let i = 0; i < 15; i++) {
      const now = await livePlayers(product, practice.id);
      if ((now.find((p) => p.id === runner.id)?.metrics.totalDis ?? 0) >= threshold) break;
      await practice.feed(2000);
    }
    await coach.next(() => alertsOf(coach).length >= 2, 10_000);
    // More polls with more movement must not fire again.
    for (let i = 0; i < 3; i++) {
      await practice.feed(1000);
      await sleep(400);
    }
    await nodeA.gateway.alerts.idle();
    const fired = alertsOf(coach);
    expect(fired.map((a) => `${a.playerId} ${a.metric}`).sort()).toEqual(
      [`${runner.id} totalDis`, `${sprinter.id} speedMPH`].sort(),
    );
    const runnerAlert = fired.find((a) => a.metric === 'totalDis');
    expect(runnerAlert).toMatchObject({ teamId: TEAM, sessionId: practice.id, threshold });
    expect(runnerAlert?.value).toBeGreaterThanOrEqual(threshold);
    expect(runnerAlert?.sessionName).toBe('Test Practice');

    const hits = await proxied(nodeA, COACH, 'GET', `alerts/hits?teamId=${TEAM}`);
    expect(hits.results.map((h) => `${String(h.playerId)} ${String(h.metric)}`).sort()).toEqual(
      [`${runner.id} totalDis`, `${sprinter.id} speedMPH`].sort(),
    );
    // The drawer's topic lists the hits too.
    await coach.next(
      () => Object.keys(coach.store(`alerts/${TEAM}`).get().tables.hits?.rows ?? {}).length === 2,
    );
    // Users read only their own team's hits and never record one.
    const otherTeam = await proxied(nodeA, 'ncaa.football@dev.test', 'GET', 'alerts/hits');
    expect(otherTeam.results).toEqual([]);
    const forged = await proxied(nodeA, COACH, 'POST', 'alerts/hits', {
      sessionId: practice.id,
      playerId: runner.id,
      metric: 'jogYds',
      value: 1,
      threshold: 1,
      atMs: Date.now(),
    });
    expect(forged.status).toBe(403);
    await coach.close();

    // A restarted gateway evaluates the same practice from scratch: nothing fires again.
    await nodeA.stop();
    const nodeB = await nodes.start();
    const again = await Viewer.connect(nodeB.url, nodeB.cookie(COACH));
    again.subscribe(`alerts/${TEAM}`);
    again.subscribe(`practice/${practice.id}/live`);
    await again.next((m) => m.snapshot?.topic === `practice/${practice.id}/live`);
    // Fed until the restarted engine has evaluated the practice twice, however long the
    // machine takes for that.
    while (nodeB.gateway.alerts.stats.evaluations < 2) {
      await practice.feed(1000);
      await sleep(400);
    }
    await nodeB.gateway.alerts.idle();
    expect(nodeB.gateway.alerts.stats.failures).toBe(0);
    expect(alertsOf(again)).toEqual([]);
    const after = await dataaccessCall<unknown>(
      product,
      'GET',
      `alerts/hits?sessionId=${practice.id}`,
    );
    expect(after).toHaveLength(2);
    await again.close();
    await nodeB.stop();
  });

  it('judges the live practice for a coach who only holds the team alerts, on any screen', async () => {
    // Nobody has the live view open: only the coach's alerts topic keeps the practice polled.
    const node = await nodes.start();
    const liveTopic = `practice/${practice.id}/live`;
    expect(node.gateway.topics.names()).not.toContain(liveTopic);
    const coach = await Viewer.connect(node.url, node.cookie(COACH));
    coach.subscribe(`alerts/${TEAM}`);
    await coach.next((m) => m.snapshot?.topic === `alerts/${TEAM}`);

    const players = await livePlayers(product, practice.id);
    const recorded = await dataaccessCall<{ playerId: string }>(
      product,
      'GET',
      `alerts/hits?sessionId=${practice.id}`,
    );
    const fresh = players.find((p) => !recorded.some((h) => h.playerId === p.id));
    if (fresh === undefined) throw new Error('every player has a hit already');
    const saved = await proxied(node, COACH, 'POST', `customevents/${TEAM}`, {
      headers: ['maxSpeedMPH'],
      alerts: {},
      speedAlerts: [{ stat: 'speedMPH', nid: fresh.id, type: 'target', target: 0.1, active: true }],
    });
    expect(saved.status).toBe(200);

    const deadline = Date.now() + 15_000;
    while (alertsOf(coach).length === 0 && Date.now() < deadline) {
      await practice.feed(1000);
      await sleep(300);
    }
    expect(alertsOf(coach).map((a) => `${a.playerId} ${a.metric}`)).toEqual([
      `${fresh.id} speedMPH`,
    ]);
    expect(node.gateway.topics.names()).toContain(liveTopic);

    // The coach leaves: the alerts topic retires after its linger and lets go of the practice.
    await coach.close();
    while (node.gateway.topics.names().includes(liveTopic)) await sleep(100);
    await node.stop();
  });
});
