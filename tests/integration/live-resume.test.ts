/**
 * Resume without loss: during a live practice fed positions all the time, clients are cut
 * off at random moments and come back, with their last (epoch, seq), on the same gateway
 * node or on another one; midway the node that polls the practice restarts. Over the
 * in-process bus and over NATS JetStream, no client is ever sent a delta without its base,
 * and each client's final state equals a freshly opened snapshot, every time.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain';
import { live } from '../../proto';
import { MemoryBroker, MemoryBus, NatsBus, type Bus } from '../../gateway/src/bus';
import { TopicStore } from '../../web/src/live/store';
import { NATS_URL, natsAvailable } from '../support/services';
import { startFedPractice, startTestProduct, type FedPractice } from './live-fixture';
import { GatewayNodes, type GatewayNode } from './live-nodes';

const COACH = 'nfl.coach@dev.test';
const CLIENTS = 6;
/** Disconnects, one at a time at random moments; midway the polling node restarts instead. */
const CHAOS_STEPS = 14;
const LEASE_TTL_MS = 1500;

const hasNats = await natsAvailable();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client that keeps each topic in the browser's store across its connections. */
class ResumingClient {
  readonly stores = new Map<string, TopicStore>();
  /** Deltas that arrived without their base: the protocol's one forbidden thing. */
  readonly violations: string[] = [];
  socket: WebSocket | null = null;
  node: GatewayNode | null = null;
  reconnects = 0;
  /** Resumes answered with the missed deltas, and those answered with a snapshot. */
  resumedByDeltas = 0;
  resumedBySnapshot = 0;
  private resuming = new Set<string>();

  constructor(
    readonly name: string,
    readonly topics: readonly string[],
  ) {
    for (const t of topics) this.stores.set(t, new TopicStore());
  }

  store(topic: string): TopicStore {
    const store = this.stores.get(topic);
    if (store === undefined) throw new Error(`${this.name} does not hold ${topic}`);
    return store;
  }

  connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Connects to a node and subscribes to every topic, resuming where its stores stand. */
  async connect(node: GatewayNode): Promise<void> {
    const socket = new WebSocket(`${node.url.replace(/^http/, 'ws')}/live`, {
      headers: { cookie: node.cookie(COACH) },
      perMessageDeflate: false,
    });
    socket.on('message', (data: Buffer) => {
      const message = live.ServerMessage.decode(new Uint8Array(data));
      const topic = message.snapshot?.topic ?? message.delta?.topic ?? '';
      if (this.resuming.delete(topic)) {
        if (message.snapshot) this.resumedBySnapshot++;
        else this.resumedByDeltas++;
      }
      if (message.snapshot)
        this.store(message.snapshot.topic ?? '').applySnapshot(message.snapshot);
      if (message.delta && !this.store(message.delta.topic ?? '').applyDelta(message.delta)) {
        const held = this.store(message.delta.topic ?? '').position();
        this.violations.push(
          `${this.name}: delta ${message.delta.position?.epoch}/${message.delta.position?.seq} on ${JSON.stringify(held)}`,
        );
      }
      if (message.error) this.violations.push(`${this.name}: error ${message.error.message}`);
    });
    socket.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        resolve();
      });
      socket.once('error', reject);
    });
    this.socket = socket;
    this.node = node;
    this.resuming = new Set(this.topics.filter((t) => this.store(t).position() !== null));
    for (const topic of this.topics) {
      const resume = this.store(topic).position();
      socket.send(
        live.ClientMessage.encode({ subscribe: { topic, ...(resume ? { resume } : {}) } }).finish(),
      );
    }
  }

  /** Cuts the connection abruptly, as a network drop does. */
  async drop(): Promise<void> {
    const socket = this.socket;
    this.socket = null;
    if (socket === null || socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) =>
      socket.once('close', () => {
        resolve();
      }),
    );
    socket.terminate();
    await closed;
  }
}

/** The state a freshly opened page gets: one new client's first snapshot of each topic. */
async function freshStates(node: GatewayNode, topics: readonly string[]) {
  const fresh = new ResumingClient('fresh', topics);
  await fresh.connect(node);
  const deadline = Date.now() + 10_000;
  while (topics.some((t) => fresh.store(t).position() === null)) {
    if (Date.now() > deadline) throw new Error('no fresh snapshot in time');
    await sleep(20);
  }
  await fresh.drop();
  return new Map(topics.map((t) => [t, fresh.store(t).get()]));
}

const buses: { name: string; skip: boolean; make: () => () => Promise<Bus> }[] = [
  {
    name: 'memory',
    skip: false,
    make: () => {
      const broker = new MemoryBroker();
      return () => Promise.resolve(new MemoryBus(broker, LEASE_TTL_MS));
    },
  },
  {
    name: 'nats',
    skip: !hasNats,
    make: () => () => NatsBus.connect({ url: NATS_URL, leaseTtlMs: LEASE_TTL_MS }),
  },
];

describe('resume after random disconnects', () => {
  let product: Awaited<ReturnType<typeof startTestProduct>>;
  let nodes: GatewayNodes;

  beforeAll(async () => {
    product = await startTestProduct();
    nodes = await GatewayNodes.for(product);
  });
  afterAll(async () => {
    await nodes.close();
    await product.stop();
  });

  for (const bus of buses) {
    it.skipIf(bus.skip)(
      `every client ends equal to a fresh snapshot (${bus.name} bus)`,
      async () => {
        const seed = Number(process.env.RESUME_SEED ?? 20_261_125);
        const rand = seededRandom(seed);
        const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
        const makeBus = bus.make();
        const practice: FedPractice = await startFedPractice(product, 16);
        const topics = [`practice/${practice.id}/live`, `practice/${practice.id}/tracks`];
        const running: GatewayNode[] = [
          await nodes.start({ bus: await makeBus() }),
          await nodes.start({ bus: await makeBus() }),
        ];
        const clients = Array.from(
          { length: CLIENTS },
          (_, i) => new ResumingClient(`client${i}`, topics),
        );
        for (const [i, c] of clients.entries())
          await c.connect(running[i % running.length] as GatewayNode);

        const feeding = { on: true };
        const feeder = (async () => {
          while (feeding.on) {
            await practice.feed(300);
            await sleep(150);
          }
        })();

        for (let step = 0; step < CHAOS_STEPS; step += 1) {
          await sleep(50 + rand() * 400);
          if (step === CHAOS_STEPS / 2) {
            // The node that polls the practice restarts; its clients come back elsewhere.
            const owner =
              running.find((n) => n.gateway.topics.poller(topics[0] ?? '') !== undefined) ??
              running[0];
            if (owner === undefined) throw new Error('no gateway node is running');
            running.splice(running.indexOf(owner), 1);
            await owner.stop();
            running.push(await nodes.start({ bus: await makeBus() }));
            continue;
          }
          const client = pick(clients);
          await client.drop();
          await sleep(rand() * 600);
          const sameNode = rand() < 0.5 && client.node !== null && running.includes(client.node);
          await client.connect(sameNode && client.node ? client.node : pick(running));
          client.reconnects++;
        }
        feeding.on = false;
        await feeder;
        for (const c of clients) if (!c.connected()) await c.connect(pick(running));

        // Once polls stop changing, every client must hold what a fresh page gets.
        let fresh = await freshStates(pick(running), topics);
        const deadline = Date.now() + 15_000;
        const settled = () =>
          clients.every((c) =>
            topics.every(
              (t) =>
                c.store(t).get().epoch === fresh.get(t)?.epoch &&
                c.store(t).get().seq === fresh.get(t)?.seq,
            ),
          );
        while (!settled()) {
          if (Date.now() > deadline) break;
          await sleep(300);
          fresh = await freshStates(pick(running), topics);
        }
        const count = (f: (c: ResumingClient) => number) => clients.reduce((n, c) => n + f(c), 0);
        const summary = `seed ${seed}: ${count((c) => c.reconnects)} reconnects, ${count((c) => c.resumedByDeltas)} resumed with deltas, ${count((c) => c.resumedBySnapshot)} with a snapshot`;
        console.log(`${bus.name} bus, ${summary}`);
        expect(
          clients.flatMap((c) => c.violations),
          summary,
        ).toEqual([]);
        for (const c of clients) {
          for (const t of topics) {
            const held = c.store(t).get();
            const want = fresh.get(t);
            expect({ epoch: held.epoch, seq: held.seq }, `${c.name} ${t} (${summary})`).toEqual({
              epoch: want?.epoch,
              seq: want?.seq,
            });
            expect(held.tables, `${c.name} ${t} (${summary})`).toEqual(want?.tables);
          }
        }
        expect(count((c) => c.reconnects)).toBeGreaterThan(5);
        expect(count((c) => c.resumedByDeltas)).toBeGreaterThan(0);
        for (const c of clients) await c.drop();
        for (const n of running) await n.stop();
      },
      60_000,
    );
  }
});
