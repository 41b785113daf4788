/**
 * The NATS JetStream bus (`NATS_URL`). Frames of a topic go to the subject
 * `live.f.<topic, base64url>` of a memory stream kept for a few minutes; a node follows a
 * topic with an ordered consumer that reads the retained frames and then the new ones.
 * A topic's polling lease is one message on `live.l.<topic>` in a stream whose messages
 * live for the lease TTL: a node takes it by publishing when the subject is empty
 * (expected last subject sequence 0) and renews it by publishing after its own last one.
 */
import { randomUUID } from 'node:crypto';
import { DeliverPolicy, jetstream, jetstreamManager, StorageType } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
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
  private readonly follows = new Set<BusFollow>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    options: NatsBusOptions,
  ) {
    this.nodeId = options.nodeId ?? randomUUID();
    this.leaseTtlMs = options.leaseTtlMs ?? LEASE_TTL_MS;
  }

  /** Connects and makes sure both streams exist. */
  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    const nc = await connect({ servers: options.url, name: 'gateway', maxReconnectAttempts: -1 });
    const jsm = await jetstreamManager(nc);
    const leaseTtlMs = options.leaseTtlMs ?? LEASE_TTL_MS;
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
      max_age: nanos(leaseTtlMs),
      max_msgs_per_subject: 1,
    });
    return new NatsBus(nc, jetstream(nc), jsm, options);
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
    const subject = frameSubject(topic);
    const last = await this.jsm.streams
      .getMessage(FRAMES, { last_by_subj: subject })
      .catch(() => null);
    const caughtUpAt = last?.seq ?? 0;
    const consumer = await this.js.consumers.get(FRAMES, {
      filter_subjects: subject,
      deliver_policy: DeliverPolicy.All,
    });
    const messages = await consumer.consume();
    let resolveReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      resolveReady = resolve;
    });
    if (caughtUpAt === 0) resolveReady();
    void (async () => {
      for await (const m of messages) {
        const replayed = m.seq <= caughtUpAt;
        onFrame(m.data, replayed);
        if (m.seq >= caughtUpAt) resolveReady();
      }
      resolveReady();
    })();
    await ready;
    const handle: BusFollow = {
      stop: () => {
        this.follows.delete(handle);
        void messages.close();
      },
    };
    this.follows.add(handle);
    return handle;
  }

  async close(): Promise<void> {
    for (const f of [...this.follows]) f.stop();
    for (const topic of [...this.leaseSeq.keys()]) await this.releaseLease(topic);
    await this.nc.drain().catch(() => undefined);
  }
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
