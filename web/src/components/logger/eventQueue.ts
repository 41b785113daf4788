/**
 * The logging queue (03 §9 "practice update debounce after a log click: 2000 ms"): clicks are
 * kept here and sent together once no click has come for the debounce time. A failed send
 * keeps its events and says why; the next click or a retry sends them again (each event
 * carries its own id, so a batch that did arrive is never stored twice). One send at a time,
 * so batches leave in click order. Plain code, no React: the screens subscribe to it.
 */
import { DEBOUNCE_MS, MAX_EVENTS_PER_BATCH } from '../../../../domain';

/** An event waiting to be stored. */
export interface QueuedEvent {
  readonly id: string;
  readonly type: string;
  readonly name: string;
  readonly atMs: number;
}

/** Where the queue stands: nothing to send, waiting for the pause, sending, or failed. */
export type QueueState = 'idle' | 'waiting' | 'sending' | 'failed';

/** What the screens show of the queue. */
export interface QueueSnapshot {
  /** The events not stored yet, oldest first. */
  readonly events: readonly QueuedEvent[];
  readonly state: QueueState;
  /** Why the last send failed; null once a send succeeds. */
  readonly error: string | null;
  /** How many events this queue has stored. */
  readonly stored: number;
}

/** Sends a batch; rejects when it was not stored. `keepalive`: the page is being left. */
export type SendEvents = (events: readonly QueuedEvent[], keepalive: boolean) => Promise<unknown>;

const IDLE: QueueSnapshot = { events: [], state: 'idle', error: null, stored: 0 };

/** Holds clicks until the pause after the last one, then sends them. */
export class EventQueue {
  private snapshot: QueueSnapshot = IDLE;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  /** The pause ended (or a flush came) while a send was out: send again after it. */
  private due = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly send: SendEvents,
    private readonly delayMs: number = DEBOUNCE_MS.practiceUpdate,
  ) {}

  /** Queues a click and starts the pause again. */
  add(event: QueuedEvent): void {
    this.set({
      events: [...this.snapshot.events, event],
      state: this.sending ? 'sending' : 'waiting',
    });
    this.restartTimer();
  }

  /** Sends what waits now (a retry, or the screen closing); `keepalive` as the page is left. */
  flush(keepalive = false): void {
    this.clearTimer();
    void this.sendNow(keepalive);
  }

  /** Stops the pause's timer; what waits stays unsent (flush first to send it). */
  dispose(): void {
    this.clearTimer();
  }

  /** The current snapshot (the same object until something changes). */
  readonly getSnapshot = (): QueueSnapshot => this.snapshot;

  /** Calls `listener` on every change; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private async sendNow(keepalive: boolean): Promise<void> {
    if (this.sending) {
      this.due = true;
      return;
    }
    const batch = this.snapshot.events.slice(0, MAX_EVENTS_PER_BATCH);
    if (batch.length === 0) return;
    this.sending = true;
    this.set({ state: 'sending', error: null });
    let error: string | null = null;
    try {
      await this.send(batch, keepalive);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    this.sending = false;
    const sent = new Set(batch.map((e) => e.id));
    const events = error === null ? this.snapshot.events.filter((e) => !sent.has(e.id)) : null;
    if (events === null) {
      this.due = false;
      this.set({ state: 'failed', error });
      return;
    }
    const more = events.length > 0;
    this.set({
      events,
      state: more ? 'waiting' : 'idle',
      error: null,
      stored: this.snapshot.stored + batch.length,
    });
    // A pause that ended meanwhile, or the rest of a batch cut at the size limit, goes at
    // once; clicks made during the send wait for their own pause.
    const again = more && (this.due || this.timer === null);
    this.due = false;
    if (again) {
      this.clearTimer();
      void this.sendNow(keepalive);
    }
  }

  private restartTimer(): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sendNow(false);
    }, this.delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(change: Partial<QueueSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
