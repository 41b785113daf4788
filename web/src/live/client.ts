/**
 * The browser's live connection: one WebSocket to the gateway for every topic a screen
 * shows. It decodes protobuf, feeds each topic's store, resubscribes with its position after
 * a reconnect (so the gateway replays what was missed), and backs off with jitter.
 */
import { live } from '../../../proto';
import { TopicStore } from './store';

/** The connection as the user sees it. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'signedOut';

const CLOSE_UNAUTHORIZED = 4001;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
const OFFLINE_AFTER_FAILURES = 4;

/** Delay before reconnect attempt `n` (1-based): exponential, capped, with full jitter on half. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
}

interface Subscription {
  readonly store: TopicStore;
  refs: number;
}

/** One WebSocket shared by every live topic of the page. */
export class LiveClient {
  private socket: WebSocket | null = null;
  private readonly topics = new Map<string, Subscription>();
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private statusValue: ConnectionStatus = 'connecting';
  private readonly statusListeners = new Set<() => void>();

  constructor(private readonly url: string) {}

  /** The connection status, for useSyncExternalStore. */
  readonly status = (): ConnectionStatus => this.statusValue;

  /** Adds a status listener; returns its removal. */
  readonly onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** The store of a topic (created empty when new); nothing is subscribed until {@link retain}. */
  storeOf(topic: string): TopicStore {
    let sub = this.topics.get(topic);
    if (sub === undefined) {
      sub = { store: new TopicStore(), refs: 0 };
      this.topics.set(topic, sub);
    }
    return sub.store;
  }

  /** Starts (or shares) the subscription of a topic. */
  retain(topic: string): void {
    const store = this.storeOf(topic);
    const sub = this.topics.get(topic);
    if (sub === undefined) return;
    sub.refs++;
    if (sub.refs === 1) this.subscribeWithResume(topic, store);
    this.ensureSocket();
  }

  /** Drops one use of a topic; the last one unsubscribes. */
  release(topic: string): void {
    const sub = this.topics.get(topic);
    if (!sub) return;
    sub.refs--;
    if (sub.refs <= 0) {
      this.topics.delete(topic);
      this.send({ unsubscribe: { topic } });
    }
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const l of this.statusListeners) l();
  }

  private send(message: live.ClientMessage.$Properties): void {
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(live.ClientMessage.encode(message).finish());
    }
  }

  private ensureSocket(): void {
    if (this.socket !== null || this.timer !== null || this.statusValue === 'signedOut') return;
    const socket = new WebSocket(this.url);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.setStatus('open');
      for (const [topic, sub] of this.topics)
        if (sub.refs > 0) this.subscribeWithResume(topic, sub.store);
    };
    socket.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      this.receive(new Uint8Array(event.data));
    };
    socket.onclose = (event) => {
      this.socket = null;
      if (event.code === CLOSE_UNAUTHORIZED) {
        this.setStatus('signedOut');
        return;
      }
      this.failures++;
      this.setStatus(this.failures >= OFFLINE_AFTER_FAILURES ? 'offline' : 'reconnecting');
      for (const sub of this.topics.values()) sub.store.setStale(true);
      this.timer = setTimeout(() => {
        this.timer = null;
        if (this.topics.size > 0) this.ensureSocket();
      }, reconnectDelayMs(this.failures));
    };
  }

  private subscribeWithResume(topic: string, store: TopicStore): void {
    const position = store.position();
    this.send({ subscribe: { topic, ...(position ? { resume: position } : {}) } });
  }

  private receive(bytes: Uint8Array): void {
    const message = live.ServerMessage.decode(bytes);
    if (message.snapshot) {
      const store = this.topics.get(message.snapshot.topic ?? '')?.store;
      if (store) {
        store.applySnapshot(message.snapshot);
        store.setStale(false);
      }
    } else if (message.delta) {
      const topic = message.delta.topic ?? '';
      const store = this.topics.get(topic)?.store;
      if (store && !store.applyDelta(message.delta)) this.subscribeWithResume(topic, store);
    } else if (message.freshness) {
      this.topics
        .get(message.freshness.topic ?? '')
        ?.store.setStale(message.freshness.stale ?? false);
    } else if (message.error) {
      this.topics.get(message.error.topic ?? '')?.store.setError(message.error.message ?? 'error');
    }
  }
}
