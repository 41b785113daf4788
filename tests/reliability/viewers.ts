/**
 * Live viewers of the reliability suite: a one-topic viewer lean enough for hundreds in the
 * test's process, a topic's state in a form that ignores order, the reconnect through the
 * load balancer that the web app makes when its socket ends, and the check that every viewer
 * ends equal to a fresh snapshot.
 */
import type WebSocket from 'ws';
import { expect } from 'vitest';
import {
  applyTableDelta,
  live,
  tableDataFromView,
  tableFromSnapshot,
  type TableView,
} from '../../proto';
import { deltaStep, positionOf, snapshotStep, type StreamPosition } from '../../domain';
import { openLiveSocket } from '../support/live-socket';
import { until } from '../support/processes';
import type { Cluster } from './cluster';

/** A delta as a viewer received it: its position and its delay from the poll. */
export interface ReceivedDelta {
  readonly epoch: number;
  readonly seq: number;
  /** Time from the lease holder's poll (fetchedAtMs, this machine's clock) to arrival. */
  readonly delayMs: number;
}

/**
 * A topic's state as a viewer holds it, in the gateway hub's mutable tables (cheap enough for
 * hundreds of viewers in one process; the browser of the suite runs the web client's own store).
 */
export class TopicState {
  #views: Map<string, TableView> | null = null;
  #epoch = 0;
  #seq = 0;
  readonly #listeners = new Set<() => void>();

  position(): StreamPosition | null {
    return this.#views === null ? null : { epoch: this.#epoch, seq: this.#seq };
  }

  applySnapshot(snapshot: live.Snapshot.$Properties): void {
    const next = positionOf(snapshot.position);
    if (snapshotStep(this.position(), next) === 'old') return;
    this.#views = new Map((snapshot.tables ?? []).map((t) => [t.name ?? '', tableFromSnapshot(t)]));
    this.#epoch = next.epoch;
    this.#seq = next.seq;
    this.#changed();
  }

  /** Applies a delta; false when it does not follow the state held (its base is missing). */
  applyDelta(delta: live.Delta.$Properties): boolean {
    const next = positionOf(delta.position);
    const step = deltaStep(this.position(), next);
    if (step === 'old') return true;
    if (step === 'gap' || this.#views === null) return false;
    for (const t of delta.tables ?? []) {
      const view = this.#views.get(t.name ?? '');
      if (view) applyTableDelta(view, t);
      else this.#views.set(t.name ?? '', tableFromSnapshot(t));
    }
    this.#seq = next.seq;
    this.#changed();
    return true;
  }

  /** The tables, sorted, so that two states holding the same compare equal. */
  canonical(): string {
    return JSON.stringify(
      [...(this.#views ?? [])]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, view]) => {
          const data = tableDataFromView(view);
          return [name, data.columns, [...data.rows].sort(([a], [b]) => a.localeCompare(b))];
        }),
    );
  }

  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }
}

/**
 * A real WebSocket viewer of one topic, keeping its state and of each delta only its position
 * and delay (not the message), so that 500 fit in one process.
 * A delta without its base throws, as it would break the web client.
 */
export class TopicViewer {
  readonly store: TopicState;
  readonly deltas: ReceivedDelta[] = [];
  readonly freshness: { stale: boolean; reason: string }[] = [];
  snapshots = 0;
  closeCode: number | null = null;

  private constructor(
    readonly socket: WebSocket,
    readonly topic: string,
    readonly servedBy: string | null,
    readonly cookie: string,
    store: TopicState | undefined,
  ) {
    this.store = store ?? new TopicState();
    socket.on('message', (data: Buffer) => {
      const message = live.ServerMessage.decode(new Uint8Array(data));
      if (message.snapshot?.topic === topic) {
        this.store.applySnapshot(message.snapshot);
        this.snapshots++;
      }
      const delta = message.delta;
      if (delta?.topic === topic) {
        if (!this.store.applyDelta(delta))
          throw new Error(`delta ${delta.position?.seq} of ${topic} without its base`);
        this.deltas.push({
          epoch: delta.position?.epoch ?? 0,
          seq: delta.position?.seq ?? 0,
          delayMs: Date.now() - (delta.fetchedAtMs ?? 0),
        });
      }
      if (message.freshness?.topic === topic)
        this.freshness.push({
          stale: message.freshness.stale ?? false,
          reason: message.freshness.reason ?? '',
        });
    });
    socket.on('close', (code) => {
      this.closeCode = code;
    });
    // A socket cut by a dying node ends with 'close' after this; the close is what counts.
    socket.on('error', () => undefined);
  }

  /**
   * Opens a socket through `url` as the user of `cookie` and subscribes to `topic`, resuming
   * from `store` when given (a viewer reconnecting).
   */
  static async open(
    url: string,
    cookie: string,
    topic: string,
    store?: TopicState,
  ): Promise<TopicViewer> {
    const { socket, servedBy } = await openLiveSocket(url, cookie);
    const viewer = new TopicViewer(socket, topic, servedBy, cookie, store);
    const position = viewer.store.position();
    socket.send(
      live.ClientMessage.encode({
        subscribe: { topic, ...(position === null ? {} : { resume: position }) },
      }).finish(),
    );
    return viewer;
  }

  /** Waits for the first snapshot. */
  async snapshot(timeoutMs = 60_000): Promise<void> {
    await until(() => this.snapshots > 0 || this.closeCode !== null, 'a snapshot', timeoutMs);
    if (this.closeCode !== null) throw new Error(`socket closed with ${this.closeCode}`);
  }

  /** Closes the socket and waits until it is closed. */
  async close(): Promise<void> {
    if (this.closeCode !== null) return;
    const closed = new Promise<void>((resolve) =>
      this.socket.once('close', () => {
        resolve();
      }),
    );
    this.socket.terminate();
    await closed;
  }
}

/** A viewer's state in a form that compares equal when the tables are the same. */
export const canonical = (store: TopicState): string => store.canonical();

/**
 * Opens a viewer through the balancer, trying again while it still sends the socket to a
 * dead node, as the web app does.
 */
export async function reconnect(
  cluster: Cluster,
  cookie: string,
  store?: TopicState,
): Promise<TopicViewer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await TopicViewer.open(cluster.url, cookie, cluster.topic, store);
    } catch (error) {
      if (attempt >= 80) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * The viewers after a fault: each whose socket ended reconnects through the balancer as the
 * same user and resumes from the store it kept; the open ones stay.
 */
export async function resumeOn(
  cluster: Cluster,
  viewers: readonly TopicViewer[],
): Promise<TopicViewer[]> {
  const next: TopicViewer[] = [];
  for (const old of viewers) {
    next.push(old.closeCode === null ? old : await reconnect(cluster, old.cookie, old.store));
  }
  return next;
}

/**
 * Every viewer ends equal to a fresh snapshot: a new viewer subscribes through the balancer,
 * and from two deltas on, each viewer holds exactly what the new one holds at a position both
 * pass (a viewer that took a snapshot meanwhile may skip a position, never all of them).
 */
export async function expectEveryViewerCurrent(
  cluster: Cluster,
  cookie: string,
  viewers: readonly TopicViewer[],
): Promise<void> {
  // A topic's lease may move while the check runs (a node slow to renew it under a storm of
  // reconnects): its new owner starts a new epoch with a snapshot that every viewer takes.
  // The check then starts again from that epoch.
  for (let attempt = 1; ; attempt++) {
    const outcome = await compareWithFresh(cluster, cookie, viewers);
    if (outcome === 'compared') return;
    console.log(`the topic's owner changed during the check (attempt ${attempt}); again`);
    if (attempt === 3) throw new Error('the topic changed owner during three checks in a row');
  }
}

async function compareWithFresh(
  cluster: Cluster,
  cookie: string,
  viewers: readonly TopicViewer[],
): Promise<'compared' | 'epoch moved'> {
  const fresh = await TopicViewer.open(cluster.url, cookie, cluster.topic);
  const stops: (() => void)[] = [];
  const WINDOW = 5;
  try {
    await fresh.snapshot(30_000);
    const at = fresh.store.position();
    expect(at).not.toBeNull();
    // Positions two to six deltas ahead of the snapshot: none that a viewer has passed yet.
    const epoch = at?.epoch ?? 0;
    const first = (at?.seq ?? 0) + 2;
    const seenAt = [fresh, ...viewers].map((v) => {
      const seen = new Map<number, string>();
      const record = () => {
        const p = v.store.position();
        if (p !== null && p.epoch === epoch && p.seq >= first && p.seq < first + WINDOW)
          seen.set(p.seq, canonical(v.store));
      };
      record();
      stops.push(v.store.subscribe(record));
      return seen;
    });
    const want = seenAt[0] ?? new Map<number, string>();
    const common = (seen: Map<number, string>) => [...seen.keys()].filter((k) => want.has(k));
    const moved = () => fresh.store.position()?.epoch !== epoch;
    const shared = () => want.size === WINDOW && seenAt.every((seen) => common(seen).length > 0);
    await until(
      () => moved() || shared(),
      `every viewer to share a position from ${epoch}:${first} on with a fresh viewer`,
      30_000 + WINDOW * 5_000,
    ).catch((error: unknown) => {
      const behind = viewers
        .filter((_, i) => common(seenAt[i + 1] ?? new Map<number, string>()).length === 0)
        .map(
          (v) => `${JSON.stringify(v.store.position())} via ${v.servedBy}, closed ${v.closeCode}`,
        );
      throw new Error(
        `${String(error)}; the fresh viewer saw ${[...want.keys()].join(',')}; ${behind.length} viewers did not, e.g. ${behind.slice(0, 5).join('; ')}`,
      );
    });
    if (!shared()) return 'epoch moved';
    for (const seen of seenAt) {
      for (const seq of common(seen)) expect(seen.get(seq)).toBe(want.get(seq));
    }
    return 'compared';
  } finally {
    for (const stop of stops) stop();
    await fresh.close();
  }
}
