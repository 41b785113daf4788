/**
 * The live topics of this gateway node. A topic's channel is created with its first local
 * subscriber and follows the topic's frames on the bus. One node in the cluster holds the
 * topic's lease: it runs the single poller and publishes the frames; when it dies its lease
 * runs out and a node that still has viewers takes over. The channel and its poller stop a
 * while after the last local viewer leaves.
 */
import { parseTopic, type Topic, type TopicTables } from '../../../proto';
import { teamById, type StreamPosition } from '../../../domain';
import type { Bus, BusFollow } from '../bus/bus';
import type { LiveMeter } from '../ops/operability';
import type { DataaccessClient } from '../upstream/dataaccess-client';
import { TopicChannel, type Subscriber } from './hub';
import { Poller, type TopicSource } from './poller';
import { TopicPublisher } from './publisher';

/**
 * Whether a topic's team, when it names one, exists: '*' or a team of the catalogue. A poller
 * costs every poll interval for as long as it runs, so none is started for a made-up team.
 */
export function namesKnownTeam(topic: Topic): boolean {
  return !('teamId' in topic) || topic.teamId === '*' || teamById(topic.teamId) !== undefined;
}

/** Called on the owner with every changed poll answer (the alert engine listens). */
export type ResultsListener = (
  topic: Topic,
  results: readonly unknown[],
  fetchedAtMs: number,
) => void;

/**
 * Called when this node becomes a topic's owner (it runs the poller); what it returns is
 * called when the node stops owning the topic.
 */
export type OwnerHook = (topic: Topic) => (() => void) | undefined;

interface Owner {
  readonly poller: Poller;
  readonly publisher: TopicPublisher;
  /** What the {@link OwnerHook} gave to call when ownership ends. */
  readonly release: (() => void) | undefined;
}

interface Entry {
  readonly channel: TopicChannel;
  readonly follow: Promise<BusFollow>;
  owner: Owner | null;
  /** Viewers waiting for the bus follow; one that leaves meanwhile is taken out of here. */
  readonly waiting: Set<Subscriber>;
  linger: NodeJS.Timeout | null;
  leaseTimer: NodeJS.Timeout | null;
  retired: boolean;
}

function stopOwner(owner: Owner): void {
  owner.poller.stop();
  owner.release?.();
}

/** Options of {@link LiveTopics}. */
export interface LiveTopicsOptions {
  /** How long a topic stays after its last local viewer left, ms. */
  readonly lingerMs?: number;
  readonly onResults?: ResultsListener;
  readonly whileOwned?: OwnerHook;
  /** Hears the node's polls and the frames it fans out (the metrics). */
  readonly meter?: Pick<LiveMeter, 'polled' | 'frame'>;
}

/** Creates, shares and retires topic channels; runs the pollers this node owns. */
export class LiveTopics {
  private readonly entries = new Map<string, Entry>();
  private readonly lingerMs: number;

  constructor(
    private readonly client: DataaccessClient,
    private readonly sourceOf: (topic: Topic) => TopicSource,
    readonly bus: Bus,
    private readonly options: LiveTopicsOptions = {},
  ) {
    this.lingerMs = options.lingerMs ?? 30_000;
  }

  /**
   * Subscribes a viewer (the caller has authorized it) once the channel caught up with the
   * bus: with a resume position inside the history it gets the missed deltas, else a snapshot.
   */
  async subscribe(name: string, subscriber: Subscriber, resume?: StreamPosition): Promise<void> {
    const entry = this.entry(name);
    if (entry.linger) clearTimeout(entry.linger);
    entry.linger = null;
    entry.waiting.add(subscriber);
    try {
      await entry.follow;
    } catch (error) {
      entry.waiting.delete(subscriber);
      this.lingerIfIdle(name, entry);
      throw error;
    }
    // Gone from `waiting`: the viewer left (unsubscribe) before the channel caught up.
    if (entry.waiting.delete(subscriber)) entry.channel.subscribe(subscriber, resume);
    else this.lingerIfIdle(name, entry);
  }

  /** Removes a viewer; the last one leaving schedules the topic's retirement. */
  unsubscribe(name: string, subscriber: Subscriber): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    entry.waiting.delete(subscriber);
    entry.channel.unsubscribe(subscriber);
    this.lingerIfIdle(name, entry);
  }

  /** With no viewer left or on the way, the topic retires after the linger. */
  private lingerIfIdle(name: string, entry: Entry): void {
    if (entry.retired || entry.linger !== null) return;
    if (entry.channel.subscribers.size > 0 || entry.waiting.size > 0) return;
    entry.linger = setTimeout(() => {
      this.retire(name);
    }, this.lingerMs);
  }

  /** Publishes a frame of a topic (alerts) to every node, whether or not it polls here. */
  publish(name: string, bytes: Uint8Array): Promise<void> {
    return this.bus.publish(name, bytes);
  }

  /** The poller of a topic if this node owns it (benchmarks read its counters). */
  poller(name: string): Poller | undefined {
    return this.entries.get(name)?.owner?.poller;
  }

  /** The channel of a topic on this node. */
  channel(name: string): TopicChannel | undefined {
    return this.entries.get(name)?.channel;
  }

  /** Topics with a channel now. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  /** Stops every poller and follow and tells every viewer (code 1012: the service restarts). */
  close(code: number, reason: string): void {
    for (const [name, entry] of this.entries) {
      for (const s of entry.channel.subscribers) s.close(code, reason);
      this.retire(name);
    }
  }

  private entry(name: string): Entry {
    const existing = this.entries.get(name);
    if (existing) return existing;
    const topic = parseTopic(name);
    if (topic === null || !namesKnownTeam(topic)) throw new Error(`unknown topic ${name}`);
    const source = this.sourceOf(topic);
    const channel = new TopicChannel(name);
    const entry: Entry = {
      channel,
      follow: this.bus.follow(name, (bytes, replayed) => {
        if (!replayed) this.options.meter?.frame(bytes.byteLength);
        channel.receive(bytes, replayed);
      }),
      owner: null,
      waiting: new Set(),
      linger: null,
      leaseTimer: null,
      retired: false,
    };
    this.entries.set(name, entry);
    const tick = (): void => {
      if (entry.retired) return;
      void this.bus.lease(name).then(
        (held) => {
          if (entry.retired) {
            if (held) void this.bus.releaseLease(name);
            return;
          }
          if (held && entry.owner === null)
            entry.owner = this.startOwner(name, topic, source, entry.channel);
          if (!held && entry.owner !== null) {
            stopOwner(entry.owner);
            entry.owner = null;
          }
        },
        () => undefined,
      );
      entry.leaseTimer = setTimeout(tick, this.bus.leaseTtlMs / 3);
    };
    void entry.follow.then(tick, () => {
      this.retire(name);
    });
    return entry;
  }

  private startOwner(
    name: string,
    topic: Topic,
    source: TopicSource,
    channel: TopicChannel,
  ): Owner {
    const publisher = new TopicPublisher(name);
    const send = (bytes: Uint8Array): void => {
      void this.bus.publish(name, bytes).catch(() => {
        publisher.lost();
      });
    };
    const poller = new Poller(this.client, source, {
      state: (tables: TopicTables, fetchedAtMs: number, results: readonly unknown[]) => {
        for (const frame of publisher.next(tables, fetchedAtMs)) send(frame);
        this.options.onResults?.(topic, results, fetchedAtMs);
      },
      stale: (stale, reason) => {
        send(publisher.freshness(stale, reason, Date.now()));
      },
    });
    const meter = this.options.meter;
    if (meter)
      poller.onOutcome = (outcome) => {
        meter.polled(outcome);
      };
    // A node taking over from one that died polls when the dead one would have: its last
    // state's poll time plus the interval, so the cluster still asks once per interval.
    const sinceLastMs = Date.now() - channel.fetchedAtMs;
    poller.start(
      channel.hasState() && sinceLastMs < source.intervalMs ? source.intervalMs - sinceLastMs : 0,
    );
    return { poller, publisher, release: this.options.whileOwned?.(topic) };
  }

  private retire(name: string): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    entry.retired = true;
    if (entry.linger) clearTimeout(entry.linger);
    if (entry.leaseTimer) clearTimeout(entry.leaseTimer);
    if (entry.owner) {
      stopOwner(entry.owner);
      void this.bus.releaseLease(name).catch(() => undefined);
    }
    void entry.follow.then(
      (f) => {
        f.stop();
      },
      () => undefined,
    );
    this.entries.delete(name);
  }
}
