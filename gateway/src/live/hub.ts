/**
 * The delta hub of one node. Per topic it follows the frames the owner publishes on the bus,
 * keeps the current state and a history of encoded deltas, sends the same bytes to every
 * subscriber, and lets a client that dropped off (here or on another node) resume.
 */
import {
  applyTableDelta,
  live,
  tableDataFromView,
  tableFromSnapshot,
  type TableData,
  type TableView,
  type TopicTables,
} from '../../../proto';
import {
  deltaStep,
  LIVE_CLOSE_CODES,
  positionOf,
  snapshotStep,
  type StreamPosition,
} from '../../../domain';
import { snapshotFrame } from './publisher';

/** A viewer's connection as the hub sees it. */
export interface Subscriber {
  /** Queues bytes for the viewer; returns false when its queue is over the cap. */
  send(bytes: Uint8Array): boolean;
  /** Closes the connection with a protocol close code. */
  close(code: number, reason: string): void;
}

/** How far back a topic's history reaches. */
export interface HistoryLimits {
  readonly maxDeltas: number;
  readonly maxAgeMs: number;
}

const DEFAULT_HISTORY: HistoryLimits = { maxDeltas: 2000, maxAgeMs: 5 * 60_000 };

interface HistoryEntry {
  readonly seq: number;
  readonly atMs: number;
  readonly bytes: Uint8Array;
}

/** One topic's state, history and subscribers on this node, fed by the bus. */
export class TopicChannel {
  epoch = 0;
  seq = 0;
  fetchedAtMs = 0;
  stale = false;
  /** Frames taken from the bus (benchmarks read it). */
  framesReceived = 0;
  private views: Map<string, TableView> | null = null;
  private snapshotCache: Uint8Array | null = null;
  private history: HistoryEntry[] = [];
  readonly subscribers = new Set<Subscriber>();

  constructor(
    readonly topic: string,
    private readonly limits: HistoryLimits = DEFAULT_HISTORY,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether this node holds a state it can serve. */
  hasState(): boolean {
    return this.views !== null;
  }

  /** The current state as tables (to compare with a client's, or to continue from). */
  tables(): TopicTables | null {
    if (this.views === null) return null;
    return new Map([...this.views].map(([name, view]) => [name, tableDataFromView(view)]));
  }

  /**
   * Takes one frame from the bus. Snapshots and deltas update the state and go to every
   * subscriber as they are; a delta that does not follow the state held drops the state
   * until the next snapshot, so no subscriber ever gets a delta without its base.
   */
  receive(bytes: Uint8Array, replayed = false): void {
    this.framesReceived++;
    const message = live.ServerMessage.decode(bytes);
    if (message.snapshot) this.onSnapshot(message.snapshot, bytes);
    else if (message.delta) this.onDelta(message.delta, bytes);
    else if (message.freshness) {
      this.stale = message.freshness.stale ?? false;
      if (!replayed) this.broadcast(bytes);
    } else if (message.alert && !replayed) this.broadcast(bytes);
  }

  /** Where the state held stands; null when none is held. */
  private position(): StreamPosition | null {
    return this.views === null ? null : { epoch: this.epoch, seq: this.seq };
  }

  private onSnapshot(snapshot: live.Snapshot.$Properties, bytes: Uint8Array): void {
    const next = positionOf(snapshot.position);
    if (snapshotStep(this.position(), next) === 'old') return;
    this.views = new Map((snapshot.tables ?? []).map((t) => [t.name ?? '', tableFromSnapshot(t)]));
    this.epoch = next.epoch;
    this.seq = next.seq;
    this.fetchedAtMs = snapshot.fetchedAtMs ?? 0;
    this.snapshotCache = bytes;
    this.history = [];
    this.broadcast(bytes);
  }

  private onDelta(delta: live.Delta.$Properties, bytes: Uint8Array): void {
    // Holding nothing, the hub waits for the next snapshot; a delta past a gap drops the state.
    if (this.views === null) return;
    const next = positionOf(delta.position);
    const step = deltaStep(this.position(), next);
    if (step === 'old') return;
    if (step === 'gap') {
      this.views = null;
      return;
    }
    for (const t of delta.tables ?? []) {
      const view = this.views.get(t.name ?? '');
      if (view) applyTableDelta(view, t);
      else this.views.set(t.name ?? '', tableFromSnapshot(t));
    }
    this.seq = next.seq;
    this.fetchedAtMs = delta.fetchedAtMs ?? this.fetchedAtMs;
    this.snapshotCache = null;
    this.remember(bytes);
    this.broadcast(bytes);
  }

  /** The encoded snapshot of the current state (encoded once per state). */
  snapshotBytes(): Uint8Array {
    this.snapshotCache ??= snapshotFrame(
      this.topic,
      this.epoch,
      this.seq,
      this.tables() ?? new Map<string, TableData>(),
      this.fetchedAtMs,
    );
    return this.snapshotCache;
  }

  /**
   * Adds a subscriber. With a resume position inside the history it gets exactly the missed
   * deltas; otherwise (no state yet aside) a snapshot. A delta is never sent without its base.
   */
  subscribe(subscriber: Subscriber, resume?: StreamPosition): void {
    this.subscribers.add(subscriber);
    let current = false;
    if (this.views !== null) {
      const missed = resume ? this.replayFrom(resume) : null;
      const frames = missed ?? [this.snapshotBytes()];
      for (const bytes of frames) if (!this.deliver(subscriber, bytes)) return;
      current = missed?.length === 0;
    }
    // Told at once when the source is failing, even before any state arrived. A resume with
    // nothing missed is told it is current: no other frame would clear the stale mark its
    // client set when the link dropped.
    if (this.stale || current)
      this.deliver(
        subscriber,
        live.ServerMessage.encode({
          freshness: {
            topic: this.topic,
            stale: this.stale,
            reason: this.stale ? 'the source is not answering' : 'current',
          },
        }).finish(),
      );
  }

  /** Removes a subscriber. */
  unsubscribe(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
  }

  private replayFrom(resume: StreamPosition): Uint8Array[] | null {
    if (resume.epoch !== this.epoch || resume.seq > this.seq) return null;
    if (resume.seq === this.seq) return [];
    const first = this.history[0];
    if (first === undefined || first.seq > resume.seq + 1) return null;
    return this.history.filter((h) => h.seq > resume.seq).map((h) => h.bytes);
  }

  private remember(bytes: Uint8Array): void {
    const now = this.now();
    this.history.push({ seq: this.seq, atMs: now, bytes });
    let drop = 0;
    while (
      drop < this.history.length &&
      (this.history.length - drop > this.limits.maxDeltas ||
        now - (this.history[drop]?.atMs ?? now) > this.limits.maxAgeMs)
    ) {
      drop++;
    }
    if (drop > 0) this.history = this.history.slice(drop);
  }

  private broadcast(bytes: Uint8Array): void {
    for (const s of this.subscribers) this.deliver(s, bytes);
  }

  /** Sends a frame; a subscriber that cannot take it is closed and removed (false). */
  private deliver(subscriber: Subscriber, bytes: Uint8Array): boolean {
    if (subscriber.send(bytes)) return true;
    this.subscribers.delete(subscriber);
    subscriber.close(LIVE_CLOSE_CODES.slowConsumer, 'send queue full: reconnect and resume');
    return false;
  }
}
