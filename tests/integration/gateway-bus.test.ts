/**
 * The bus contract, run against the in-process bus and NATS JetStream alike: one lease
 * holder per topic (moving on release or expiry), frames in order to every follower, and a
 * late follower reading the retained frames first. Then the cluster on top of it: two nodes
 * polling one topic run one poller, fan out the same deltas, and a client resumes on the
 * other node with exactly the missed deltas.
 */
import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { live } from '../../proto';
import { MemoryBroker, MemoryBus, NatsBus, type Bus } from '../../gateway/src/bus';
import type { Subscriber } from '../../gateway/src/live/hub';
import { topicSources } from '../../gateway/src/live/sources';
import { LiveTopics } from '../../gateway/src/live/topics';
import { DataaccessClient } from '../../gateway/src/upstream/dataaccess-client';
import { NATS_URL, natsAvailable } from '../support/services';
import { FAST_INTERVALS, startFedPractice, startTestProduct } from './live-fixture';

const TTL_MS = 1500;
const hasNats = await natsAvailable();

const implementations: { name: string; skip: boolean; make: () => Promise<() => Promise<Bus>> }[] =
  [
    {
      name: 'memory',
      skip: false,
      make: () => {
        const broker = new MemoryBroker();
        return Promise.resolve(() => Promise.resolve(new MemoryBus(broker, TTL_MS)));
      },
    },
    {
      name: 'nats',
      skip: !hasNats,
      make: () => Promise.resolve(() => NatsBus.connect({ url: NATS_URL, leaseTtlMs: TTL_MS })),
    },
  ];

const frame = (n: number): Uint8Array => live.ServerMessage.encode({ pong: { nonce: n } }).finish();
const nonce = (bytes: Uint8Array): number => Number(live.ServerMessage.decode(bytes).pong?.nonce);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

/** A subscriber that keeps every frame it was sent. */
function collector(): Subscriber & { frames: live.ServerMessage[]; closed: number | null } {
  const frames: live.ServerMessage[] = [];
  const c = {
    frames,
    closed: null as number | null,
    send(bytes: Uint8Array) {
      frames.push(live.ServerMessage.decode(bytes));
      return true;
    },
    close(code: number) {
      c.closed = code;
    },
  };
  return c;
}

for (const impl of implementations) {
  describe.skipIf(impl.skip)(`bus contract (${impl.name})`, () => {
    let nodeA: Bus;
    let nodeB: Bus;

    beforeAll(async () => {
      const make = await impl.make();
      nodeA = await make();
      nodeB = await make();
    });
    afterAll(async () => {
      await nodeA.close();
      await nodeB.close();
    });

    it('gives a lease to one node at a time, on release and on expiry to the other', async () => {
      const topic = `test/${randomUUID()}`;
      const [a, b] = await Promise.all([nodeA.lease(topic), nodeB.lease(topic)]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
      const [owner, other] = a ? [nodeA, nodeB] : [nodeB, nodeA];
      expect(await owner.lease(topic)).toBe(true);
      expect(await other.lease(topic)).toBe(false);
      await owner.releaseLease(topic);
      const otherLeased = Date.now();
      expect(await other.lease(topic)).toBe(true);
      expect(await owner.lease(topic)).toBe(false);
      // Not renewed, the other's lease expires: the owner gets it again once the bus says so
      // (NATS purges expired keys on its own timer), and never before the lease's time.
      while (!(await owner.lease(topic))) {
        if (Date.now() - otherLeased > TTL_MS + 10_000) throw new Error('the lease never expired');
        await sleep(100);
      }
      expect(Date.now() - otherLeased).toBeGreaterThanOrEqual(TTL_MS - 50);
    });

    it('delivers frames in order to every follower; a late one reads the retained first', async () => {
      const topic = `test/${randomUUID()}`;
      const seenA: number[] = [];
      const followA = await nodeA.follow(topic, (bytes) => seenA.push(nonce(bytes)));
      for (let n = 1; n <= 20; n++) await nodeB.publish(topic, frame(n));
      await until(() => seenA.length === 20);
      const seenB: { n: number; replayed: boolean }[] = [];
      const followB = await nodeB.follow(topic, (bytes, replayed) =>
        seenB.push({ n: nonce(bytes), replayed }),
      );
      expect(seenB.map((s) => s.n)).toEqual(seenA);
      expect(seenB.every((s) => s.replayed)).toBe(true);
      await nodeA.publish(topic, frame(21));
      await until(() => seenB.length === 21 && seenA.length === 21);
      expect(seenB.at(-1)).toEqual({ n: 21, replayed: false });
      expect(seenA).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
      followA.stop();
      followB.stop();
    });
  });

  describe.skipIf(impl.skip)(`two gateway nodes on one bus (${impl.name})`, () => {
    let product: Awaited<ReturnType<typeof startTestProduct>>;
    let nodes: LiveTopics[];
    let buses: Bus[];

    beforeAll(async () => {
      product = await startTestProduct();
      const make = await impl.make();
      buses = [await make(), await make()];
      const client = new DataaccessClient(product.dataaccessUrl, product.serviceToken);
      nodes = buses.map(
        (bus) => new LiveTopics(client, topicSources(FAST_INTERVALS), bus, { lingerMs: 500 }),
      );
    });
    afterAll(async () => {
      for (const n of nodes) n.close(1012, 'test over');
      for (const b of buses) await b.close();
      await product.stop();
    });

    it('runs one poller, fans out the same deltas and resumes on the other node', async () => {
      const practice = await startFedPractice(product);
      const topic = `practice/${practice.id}/live`;
      const [nodeA, nodeB] = nodes as [LiveTopics, LiveTopics];
      const onA = collector();
      const onB = collector();
      await nodeA.subscribe(topic, onA);
      await nodeB.subscribe(topic, onB);
      await until(() => onA.frames.length > 0 && onB.frames.length > 0);
      for (let i = 0; i < 3; i++) {
        await practice.feed(1000);
        await sleep(400);
      }
      await until(() => onA.frames.filter((f) => f.delta).length >= 3);
      await until(() => onB.frames.filter((f) => f.delta).length >= 3);
      const pollers = nodes.filter((n) => n.poller(topic) !== undefined);
      expect(pollers).toHaveLength(1);
      const seqs = (c: typeof onA) =>
        c.frames.filter((f) => f.delta).map((f) => f.delta?.position?.seq);
      expect(seqs(onB).slice(-3)).toEqual(seqs(onA).slice(-3));

      // A client of node A drops off at its first delta and comes back on node B.
      const firstDelta = onA.frames.find((f) => f.delta)?.delta;
      const resumed = collector();
      await nodeB.subscribe(topic, resumed, {
        epoch: firstDelta?.position?.epoch ?? 0,
        seq: firstDelta?.position?.seq ?? 0,
      });
      expect(resumed.frames.some((f) => f.snapshot)).toBe(false);
      expect(resumed.frames.map((f) => f.delta?.position?.seq)).toEqual(
        seqs(onA).filter((s) => (s ?? 0) > (firstDelta?.position?.seq ?? 0)),
      );
      nodeB.unsubscribe(topic, resumed);
    });
  });
}

describe.skipIf(!hasNats)('the NATS bus beside nodes configured otherwise', () => {
  it('connects whatever lease time the nodes before it kept their streams for', async () => {
    // A node with the default lease time makes the streams afresh; one with a shorter lease (a
    // test's, another deployment's) updates them. The duplicate window must follow the shorter
    // age. (Integration suites run one at a time: nothing else uses the streams meanwhile.)
    const nc = await connect({ servers: NATS_URL });
    const jsm = await jetstreamManager(nc);
    for (const name of ['LIVE_FRAMES', 'LIVE_LEASES'])
      await jsm.streams.delete(name).catch(() => false);
    await nc.close();
    const longer = await NatsBus.connect({ url: NATS_URL, leaseTtlMs: 6_000 });
    await longer.close();
    const shorter = await NatsBus.connect({ url: NATS_URL, leaseTtlMs: TTL_MS });
    await shorter.close();
  });
});
