/**
 * The in-process bus (the default): one broker object shared by the nodes of this process.
 * A single gateway uses it alone; tests share one broker between several gateways.
 */
import { randomUUID } from 'node:crypto';
import { LEASE_TTL_MS, RETAIN_MS, type Bus, type BusFollow, type FrameHandler } from './bus';

interface Retained {
  readonly atMs: number;
  readonly bytes: Uint8Array;
}

/** What the nodes of one process share: retained frames, followers and leases. */
export class MemoryBroker {
  readonly frames = new Map<string, Retained[]>();
  readonly followers = new Map<string, Set<FrameHandler>>();
  readonly leases = new Map<string, { nodeId: string; expiresAtMs: number }>();

  constructor(
    readonly retainMs = RETAIN_MS,
    readonly now: () => number = Date.now,
  ) {}
}

/** A node's handle on a {@link MemoryBroker}. */
export class MemoryBus implements Bus {
  readonly nodeId: string;
  private readonly follows = new Set<{ topic: string; handler: FrameHandler }>();

  constructor(
    private readonly broker = new MemoryBroker(),
    readonly leaseTtlMs = LEASE_TTL_MS,
    nodeId?: string,
  ) {
    this.nodeId = nodeId ?? randomUUID();
  }

  lease(topic: string): Promise<boolean> {
    const now = this.broker.now();
    const held = this.broker.leases.get(topic);
    if (held && held.nodeId !== this.nodeId && held.expiresAtMs > now) {
      return Promise.resolve(false);
    }
    this.broker.leases.set(topic, { nodeId: this.nodeId, expiresAtMs: now + this.leaseTtlMs });
    return Promise.resolve(true);
  }

  releaseLease(topic: string): Promise<void> {
    if (this.broker.leases.get(topic)?.nodeId === this.nodeId) this.broker.leases.delete(topic);
    return Promise.resolve();
  }

  publish(topic: string, bytes: Uint8Array): Promise<void> {
    const now = this.broker.now();
    let frames = this.broker.frames.get(topic);
    if (frames === undefined) {
      frames = [];
      this.broker.frames.set(topic, frames);
    }
    frames.push({ atMs: now, bytes });
    let drop = 0;
    while (drop < frames.length && now - (frames[drop]?.atMs ?? now) > this.broker.retainMs) drop++;
    if (drop > 0) frames.splice(0, drop);
    for (const handler of this.broker.followers.get(topic) ?? []) handler(bytes, false);
    return Promise.resolve();
  }

  follow(topic: string, onFrame: FrameHandler): Promise<BusFollow> {
    for (const f of this.broker.frames.get(topic) ?? []) onFrame(f.bytes, true);
    let handlers = this.broker.followers.get(topic);
    if (handlers === undefined) {
      handlers = new Set();
      this.broker.followers.set(topic, handlers);
    }
    handlers.add(onFrame);
    const entry = { topic, handler: onFrame };
    this.follows.add(entry);
    return Promise.resolve({
      stop: () => {
        this.follows.delete(entry);
        this.broker.followers.get(topic)?.delete(onFrame);
      },
    });
  }

  close(): Promise<void> {
    for (const { topic, handler } of this.follows)
      this.broker.followers.get(topic)?.delete(handler);
    this.follows.clear();
    return Promise.resolve();
  }
}
