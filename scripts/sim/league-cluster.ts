/**
 * A gateway cluster in one process: N nodes, each with the gateway's own LiveTopics (lease
 * ticks, pollers, publishers, topic channels) on the real in-process bus, sharing brokers as
 * nodes share NATS, polling one counting dataaccess, on a virtual clock. Viewers are not
 * sockets: each node holds one subscriber per topic that stands for that node's viewers of
 * the topic and counts every frame the hub sends it once per viewer.
 */
import { LEASE_TTL_MS, type Bus, type BusFollow, type FrameHandler } from '../../gateway/src/bus';
import { MemoryBroker, MemoryBus } from '../../gateway/src/bus/bus-memory';
import type { Subscriber } from '../../gateway/src/live/hub';
import { SPEC_INTERVALS, topicSources } from '../../gateway/src/live/sources';
import { LiveTopics } from '../../gateway/src/live/topics';
import { LIVE_CLOSE_CODES } from '../../domain';
import { LeagueDataaccess, UpstreamLog } from './league-dataaccess';
import { viewersOnNode, type PlannedTopic } from './league-plan';
import { VirtualClock } from './virtual-clock';

/** What a node's bus did: the calls a NATS server would serve. */
interface BusCounts {
  leases: number;
  publishes: number;
  follows: number;
}

/** A lease answer that never comes: the call of a node that died. */
const never = new Promise<never>(() => undefined);

/** The product's bus, counted; a dead node's bus answers nothing and carries nothing. */
class CountedBus implements Bus {
  dead = false;

  constructor(
    private readonly bus: MemoryBus,
    private readonly counts: BusCounts,
  ) {}

  get nodeId(): string {
    return this.bus.nodeId;
  }

  get leaseTtlMs(): number {
    return this.bus.leaseTtlMs;
  }

  lease(topic: string): Promise<boolean> {
    if (this.dead) return never;
    this.counts.leases++;
    return this.bus.lease(topic);
  }

  releaseLease(topic: string): Promise<void> {
    return this.bus.releaseLease(topic);
  }

  publish(topic: string, bytes: Uint8Array): Promise<void> {
    if (this.dead) return Promise.resolve();
    this.counts.publishes++;
    return this.bus.publish(topic, bytes);
  }

  follow(topic: string, onFrame: FrameHandler): Promise<BusFollow> {
    this.counts.follows++;
    return this.bus.follow(topic, onFrame);
  }

  close(): Promise<void> {
    return this.bus.close();
  }
}

/** One gateway node: a LiveTopics per namespace, and what it fanned out. */
interface SimNode {
  readonly id: string;
  readonly topics: LiveTopics[];
  readonly buses: CountedBus[];
  /** Frames sent to viewers (one per viewer per frame) and their bytes. */
  framesOut: number;
  bytesOut: number;
  alive: boolean;
}

/** Settings of a {@link LeagueCluster}. */
export interface ClusterOptions {
  readonly nodes: number;
  /** Simulated epoch ms at which the run starts. */
  readonly startMs: number;
  readonly leaseTtlMs?: number;
}

/** The cluster, its clock and its counters. */
export class LeagueCluster {
  readonly clock: VirtualClock;
  readonly upstream = new UpstreamLog();
  readonly busCounts: BusCounts = { leases: 0, publishes: 0, follows: 0 };
  readonly nodes: SimNode[] = [];
  private readonly brokers: MemoryBroker[] = [];

  constructor(
    readonly plan: readonly PlannedTopic[],
    private readonly options: ClusterOptions,
  ) {
    this.clock = new VirtualClock(options.startMs);
  }

  /** Installs the clock, builds the nodes and subscribes every node's viewers. */
  async start(): Promise<void> {
    this.clock.install();
    const namespaces = 1 + Math.max(0, ...this.plan.map((t) => t.namespace));
    for (let s = 0; s < namespaces; s++) {
      this.brokers.push(new MemoryBroker(undefined, () => this.clock.now()));
    }
    for (let n = 0; n < this.options.nodes; n++) {
      const id = `node-${n}`;
      const buses = this.brokers.map(
        (broker) =>
          new CountedBus(
            new MemoryBus(broker, this.options.leaseTtlMs ?? LEASE_TTL_MS, id),
            this.busCounts,
          ),
      );
      const topics = buses.map(
        (bus, s) =>
          new LiveTopics(
            new LeagueDataaccess(this.upstream, String(s)),
            topicSources(SPEC_INTERVALS),
            bus,
          ),
      );
      this.nodes.push({ id, topics, buses, framesOut: 0, bytesOut: 0, alive: true });
    }
    const subscribing: Promise<void>[] = [];
    this.plan.forEach((topic, index) => {
      for (const [n, node] of this.nodes.entries()) {
        const viewers = viewersOnNode(topic.viewers, index, n, this.nodes.length);
        if (viewers === 0) continue;
        const live = node.topics[topic.namespace];
        if (live === undefined) throw new Error(`no namespace ${topic.namespace}`);
        subscribing.push(live.subscribe(topic.name, viewersOf(node, viewers)));
      }
    });
    await Promise.all(subscribing);
  }

  /** Runs simulated time forward to `atMs` after the start. */
  runUntil(atMs: number): Promise<void> {
    return this.clock.runUntil(this.options.startMs + atMs);
  }

  /** Simulated ms since the start. */
  elapsedMs(): number {
    return this.clock.now() - this.options.startMs;
  }

  /**
   * Stops node `n` as a crash would: its pollers stop, its lease renewals go unanswered, it
   * publishes and receives nothing, and it gives no lease back (they run out).
   */
  async kill(n: number): Promise<void> {
    const node = this.nodes[n];
    if (node === undefined) return;
    node.alive = false;
    for (const topics of node.topics)
      for (const name of topics.names()) topics.poller(name)?.stop();
    for (const bus of node.buses) bus.dead = true;
    await Promise.all(node.buses.map((bus) => bus.close()));
  }

  /** A topic's polling lease while it holds: the node and until when. */
  leaseOf(topic: PlannedTopic): { nodeId: string; expiresAtMs: number } | undefined {
    const lease = this.brokers[topic.namespace]?.leases.get(topic.name);
    return lease !== undefined && lease.expiresAtMs > this.clock.now() ? { ...lease } : undefined;
  }

  /** Stops every live node's topics and gives the real timers back. */
  stop(): void {
    for (const node of this.nodes) {
      if (!node.alive) continue;
      for (const topics of node.topics) topics.close(LIVE_CLOSE_CODES.serviceRestart, 'sim over');
    }
    this.clock.uninstall();
  }
}

/** A subscriber standing for `viewers` sockets of one node. */
function viewersOf(node: SimNode, viewers: number): Subscriber {
  return {
    send: (bytes) => {
      if (node.alive) {
        node.framesOut += viewers;
        node.bytesOut += viewers * bytes.byteLength;
      }
      return true;
    },
    close: () => undefined,
  };
}
