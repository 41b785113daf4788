/**
 * The NATS JetStream bus (`NATS_URL`). Frames of a topic go to the subject
 * `live.f.<topic, base64url>` of a memory stream kept for a few minutes; a node follows a
 * topic with an ordered consumer that reads the retained frames and then the new ones.
 * A topic's polling lease is one message on `live.l.<topic>` in a stream whose messages
 * live for the lease TTL: a node takes it by publishing when the subject is empty
 * (expected last subject sequence 0) and renews it by publishing after its own last one.
 *
 * Both streams live in the server's memory, so a NATS server that restarts comes back
 * without them. On every reconnect a node declares them again and starts each follow
 * afresh: from after the last frame it had when the stream is the one it followed, from the
 * start when the stream is new (frames it already holds are skipped by position in the hub).
 * A lease lost with the stream is taken again by its holder's next renewal (or another's).
 */
import { randomUUID } from 'node:crypto';
import { DeliverPolicy, jetstream, jetstreamManager, StorageType } from '@nats-io/jetstream';
import type { ConsumerMessages, JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { LEASE_TTL_MS, RETAIN_MS, type Bus, type BusFollow, type FrameHandler } from './bus';

const FRAMES = 'LIVE_FRAMES';
const LEASES = 'LIVE_LEASES';

const token = (topic: string): string => Buffer.from(topic).toString('base64url');
const frameSubject = (topic: string): string => `live.f.${token(topic)}`;
const leaseSubject = (topic: string): string => `live.l.${token(topic)}`;

/** Settings of the NATS bus. */
export interface NatsBusOptions {
  readonly url: string;
  readonly leaseTtlMs?: number;
  readonly retainMs?: number;
  readonly nodeId?: string;
}

/** A gateway node's connection to the cluster through NATS JetStream. */
export class NatsBus implements Bus {
  readonly nodeId: string;
  readonly leaseTtlMs: number;
  private readonly leaseSeq = new Map<string, number>();
  private readonly follows = new Set<StreamFollow>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    options: NatsBusOptions,
  ) {
    this.nodeId = options.nodeId ?? randomUUID();
    this.leaseTtlMs = options.leaseTtlMs ?? LEASE_TTL_MS;
  }

  /** Connects and makes sure both streams exist, and again after every reconnect. */
  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    const nc = await connect({ servers: options.url, name: 'gateway', maxReconnectAttempts: -1 });
    const jsm = await jetstreamManager(nc);
    await ensureStreams(jsm, options);
    const bus = new NatsBus(nc, jetstream(nc), jsm, options);
    void bus.watchReconnects(options);
    return bus;
  }

  /** After each reconnect: the streams again (a restarted server lost them), then the follows. */
  private async watchReconnects(options: NatsBusOptions): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type !== 'reconnect') continue;
      try {
        await ensureStreams(this.jsm, options);
        for (const follow of [...this.follows]) await follow.restart();
      } catch {
        // The connection dropped again; the next reconnect tries once more.
      }
    }
  }

  async lease(topic: string): Promise<boolean> {
    const subject = leaseSubject(topic);
    const held = this.leaseSeq.get(topic);
    const attempts = held === undefined ? [0] : [held, 0];
    for (const lastSubjectSequence of attempts) {
      try {
        const ack = await this.js.publish(subject, this.nodeId, {
          expect: { lastSubjectSequence },
        });
        this.leaseSeq.set(topic, ack.seq);
        return true;
      } catch {
        // Someone else holds it (or ours expired and was taken).
      }
    }
    this.leaseSeq.delete(topic);
    return false;
  }

  async releaseLease(topic: string): Promise<void> {
    if (!this.leaseSeq.has(topic)) return;
    this.leaseSeq.delete(topic);
    await this.jsm.streams.purge(LEASES, { filter: leaseSubject(topic) }).catch(() => undefined);
  }

  async publish(topic: string, bytes: Uint8Array): Promise<void> {
    await this.js.publish(frameSubject(topic), bytes);
  }

  async follow(topic: string, onFrame: FrameHandler): Promise<BusFollow> {
    const follow = new StreamFollow(this.js, this.jsm, frameSubject(topic), onFrame, () => {
      this.follows.delete(follow);
    });
    await follow.restart();
    this.follows.add(follow);
    return follow;
  }

  async close(): Promise<void> {
    for (const f of [...this.follows]) f.stop();
    for (const topic of [...this.leaseSeq.keys()]) await this.releaseLease(topic);
    await this.nc.drain().catch(() => undefined);
  }
}

/**
 * One topic's follow: an ordered consumer of its frames, started again (by the bus, after a
 * reconnect) where it left off, or from the start of a stream that was made anew.
 */
class StreamFollow implements BusFollow {
  #messages: ConsumerMessages | null = null;
  /** The stream followed (its creation time) and the last of its frames delivered. */
  #stream = '';
  #lastSeq = 0;
  #stopped = false;

  constructor(
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly subject: string,
    private readonly onFrame: FrameHandler,
    private readonly onStop: () => void,
  ) {}

  /**
   * Starts (or starts again) reading; resolves once the frames retained now were delivered,
   * which are marked replayed.
   */
  async restart(): Promise<void> {
    if (this.#stopped) return;
    void this.#messages?.close();
    this.#messages = null;
    const stream = (await this.jsm.streams.info(FRAMES)).created;
    const resumes = stream === this.#stream && this.#lastSeq > 0;
    if (!resumes) this.#lastSeq = 0;
    this.#stream = stream;
    const last = await this.jsm.streams
      .getMessage(FRAMES, { last_by_subj: this.subject })
      .catch(() => null);
    const caughtUpAt = last?.seq ?? 0;
    const consumer = await this.js.consumers.get(FRAMES, {
      filter_subjects: this.subject,
      ...(resumes
        ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: this.#lastSeq + 1 }
        : { deliver_policy: DeliverPolicy.All }),
    });
    const messages = await consumer.consume();
    if (this.isStopped()) {
      void messages.close();
      return;
    }
    this.#messages = messages;
    let resolveReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      resolveReady = resolve;
    });
    if (caughtUpAt <= this.#lastSeq) resolveReady();
    void (async () => {
      try {
        for await (const m of messages) {
          this.#lastSeq = m.seq;
          this.onFrame(m.data, m.seq <= caughtUpAt);
          if (m.seq >= caughtUpAt) resolveReady();
        }
      } catch {
        // The server went away; the bus starts this follow again when it is back.
      }
      resolveReady();
    })();
    await ready;
  }

  /** Whether stop() was called (read through a method: it changes across awaits). */
  isStopped(): boolean {
    return this.#stopped;
  }

  stop(): void {
    this.#stopped = true;
    this.onStop();
    void this.#messages?.close();
    this.#messages = null;
  }
}

/** Declares the frames and leases streams (a no-op when they exist as configured). */
async function ensureStreams(jsm: JetStreamManager, options: NatsBusOptions): Promise<void> {
  await ensureStream(jsm, {
    name: FRAMES,
    subjects: ['live.f.>'],
    storage: StorageType.Memory,
    max_age: nanos(options.retainMs ?? RETAIN_MS),
    max_bytes: 512 * 1024 * 1024,
  });
  await ensureStream(jsm, {
    name: LEASES,
    subjects: ['live.l.>'],
    storage: StorageType.Memory,
    max_age: nanos(options.leaseTtlMs ?? LEASE_TTL_MS),
    max_msgs_per_subject: 1,
  });
}

/** JetStream's default window for recognising a publish sent twice: two minutes. */
const DUPLICATE_WINDOW_NS = nanos(120_000);

async function ensureStream(
  jsm: JetStreamManager,
  config: Parameters<JetStreamManager['streams']['add']>[0],
): Promise<void> {
  // The server refuses a window for duplicate publishes longer than the stream keeps
  // messages; left out, an update would ask for its default two minutes and be refused when
  // the stream keeps less (leases), whatever a node configured before.
  const maxAge = config.max_age ?? 0;
  const window = maxAge > 0 ? Math.min(maxAge, DUPLICATE_WINDOW_NS) : DUPLICATE_WINDOW_NS;
  const withWindow = { ...config, duplicate_window: window };
  try {
    await jsm.streams.add(withWindow);
  } catch {
    await jsm.streams.update(config.name, withWindow);
  }
}
