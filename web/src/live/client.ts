/**
 * The browser's live connection: one WebSocket to the gateway for every topic a screen
 * shows. Its lifecycle (connect, sync, live, stale, backoff with jitter, offline, stopped) is
 * the connection machine of `state-machines/`; this class only performs the machine's
 * actions: it opens the socket, decodes protobuf, feeds each topic's store, and resubscribes
 * with each topic's position after a reconnect so the gateway replays what was missed.
 */
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { live } from '../../../proto';
import { backoffDelayMs, LIVE_CLOSE_CODES, positionOf, type StreamPosition } from '../../../domain';
import { connectionMachine, type StreamMessage } from '../../../state-machines';
import { TopicStore } from './store';

/** The connection as the user sees it. */
export type ConnectionStatus =
  'connecting' | 'open' | 'stale' | 'reconnecting' | 'offline' | 'signedOut';

interface Subscription {
  readonly store: TopicStore;
  refs: number;
  /** 429 refusals in a row (the backoff's failures); 0 once a snapshot came. */
  refusals: number;
  /** Cancels the pending subscribe-again of a refused topic; null when none is pending. */
  cancelRetry: (() => void) | null;
  /** The gateway said the topic's source is failing (its freshness), apart from the link. */
  sourceStale: boolean;
}

/** The gateway's code for a topic over the user's live budget (or the socket's topic cap). */
const OVER_BUDGET = 429;

type Machine = typeof connectionMachine;

/** A player crossing a live alert threshold, as the gateway pushes it (02 §4). */
export type LiveAlert = live.Alert.$Properties;

/** A ping this often keeps quiet topics from looking stale while the link is alive. */
const HEARTBEAT_MS = 15_000;

/** `WebSocket.OPEN`, which a Node test's socket class need not carry. */
const OPEN = 1;

/** What the client needs of its surroundings: the browser's by default. */
export interface LiveEnvironment {
  /** Opens a WebSocket to `url`. */
  readonly connect: (url: string) => WebSocket;
  /** Where the `online` and `offline` events of the network come from. */
  readonly network: Pick<EventTarget, 'addEventListener'>;
  /** Runs `task` after `ms`; returns its cancellation (setTimeout by default). */
  readonly schedule?: (task: () => void, ms: number) => () => void;
  /** A number in [0, 1) for the backoff's jitter (Math.random by default). */
  readonly random?: () => number;
  /** Silence after which the link is judged stale (the connection machine's default). */
  readonly staleAfterMs?: number;
}

const browser = (): LiveEnvironment => ({
  connect: (url) => new WebSocket(url),
  network: window,
});

const timer = (task: () => void, ms: number): (() => void) => {
  const id = setTimeout(task, ms);
  return () => {
    clearTimeout(id);
  };
};

/** What the user is told, from where the machine stands. */
export function statusOf(snapshot: SnapshotFrom<Machine>): ConnectionStatus {
  if (snapshot.matches({ online: { open: 'stale' } })) return 'stale';
  if (snapshot.matches({ online: 'open' })) return 'open';
  if (snapshot.matches({ online: 'connecting' }))
    return snapshot.context.failures > 0 ? 'reconnecting' : 'connecting';
  if (snapshot.matches('retrying')) return 'reconnecting';
  if (snapshot.matches('stopped'))
    return snapshot.context.closeCode === LIVE_CLOSE_CODES.unauthorized ? 'signedOut' : 'offline';
  return 'offline';
}

/** The machine's view of a snapshot or delta. */
const streamMessage = (
  frame: live.Snapshot.$Properties | live.Delta.$Properties,
): StreamMessage => ({ topic: frame.topic ?? '', ...positionOf(frame.position), payload: frame });

/** One WebSocket shared by every live topic of the page. */
export class LiveClient {
  private socket: WebSocket | null = null;
  private readonly topics = new Map<string, Subscription>();
  private statusValue: ConnectionStatus = 'connecting';
  private readonly statusListeners = new Set<() => void>();
  private readonly alertListeners = new Set<(alert: LiveAlert) => void>();
  private actor: Actor<Machine> | null = null;
  private pings = 0;

  constructor(
    private readonly url: string,
    private readonly environment: LiveEnvironment = browser(),
  ) {}

  /** The connection status, for useSyncExternalStore. */
  readonly status = (): ConnectionStatus => this.statusValue;

  /** Adds a status listener; returns its removal. */
  readonly onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /**
   * Adds a listener of the alerts pushed on the alerts topics this client holds (each fires
   * once, when it happens: alerts are not part of a topic's state); returns its removal.
   */
  readonly onAlert = (listener: (alert: LiveAlert) => void): (() => void) => {
    this.alertListeners.add(listener);
    return () => this.alertListeners.delete(listener);
  };

  /** How many held topics wait to be subscribed again after a 429 (for the shell's notice). */
  readonly throttled = (): number => {
    let n = 0;
    for (const sub of this.topics.values()) if (sub.store.get().retrying) n++;
    return n;
  };

  /** Tries again now after going offline or being stopped. */
  readonly retry = (): void => {
    this.actor?.send({ type: 'connection.retry' });
  };

  /** The store of a topic (created empty when new); nothing is subscribed until {@link retain}. */
  storeOf(topic: string): TopicStore {
    let sub = this.topics.get(topic);
    if (sub === undefined) {
      sub = {
        store: new TopicStore(),
        refs: 0,
        refusals: 0,
        cancelRetry: null,
        sourceStale: false,
      };
      this.topics.set(topic, sub);
    }
    return sub.store;
  }

  /** Starts (or shares) the subscription of a topic; the first one starts the connection. */
  retain(topic: string): void {
    this.storeOf(topic);
    const sub = this.topics.get(topic);
    if (sub === undefined) return;
    sub.refs++;
    if (this.actor === null) this.start();
    else if (sub.refs === 1) this.subscribe(topic, this.positionOf(topic));
  }

  /** Drops one use of a topic; the last one unsubscribes. */
  release(topic: string): void {
    const sub = this.topics.get(topic);
    if (!sub) return;
    sub.refs--;
    if (sub.refs <= 0) {
      this.topics.delete(topic);
      // A view gone stops its retries.
      sub.cancelRetry?.();
      sub.cancelRetry = null;
      if (sub.store.get().retrying) this.notifyStatus();
      this.actor?.send({ type: 'topic.released', topic });
      this.send({ unsubscribe: { topic } });
    }
  }

  private start(): void {
    const machine = connectionMachine.provide({
      actions: {
        openSocket: () => {
          this.openSocket();
        },
        closeSocket: () => {
          this.socket?.close(LIVE_CLOSE_CODES.normal);
        },
        sendHello: (_, { positions }) => {
          for (const [topic, sub] of this.topics) {
            // Every topic is asked for now: a refused one's pending retry is this.
            sub.cancelRetry?.();
            sub.cancelRetry = null;
            if (sub.refs > 0) this.subscribe(topic, positions[topic]);
          }
        },
        applySnapshot: (_, message) => {
          const sub = this.topics.get(message.topic);
          if (sub === undefined) return;
          const waited = sub.store.get().retrying;
          sub.refusals = 0;
          sub.store.applySnapshot(message.payload as live.Snapshot.$Properties);
          sub.sourceStale = false;
          sub.store.setStale(false);
          if (waited && !sub.store.get().retrying) this.notifyStatus();
        },
        applyDelta: (_, message) => {
          const sub = this.topics.get(message.topic);
          if (sub === undefined) return;
          // A delta is news from the source, as a snapshot is: after a resume answered with
          // the missed deltas alone, it is what clears the stale mark of the disconnection.
          if (sub.store.applyDelta(message.payload as live.Delta.$Properties)) {
            sub.sourceStale = false;
            sub.store.setStale(false);
          } else this.subscribe(message.topic, undefined);
        },
        requestSnapshot: (_, { topic }) => {
          // The store's base is not the delta's: ask again without a position for a snapshot.
          this.subscribe(topic, undefined);
        },
      },
    });
    const { staleAfterMs } = this.environment;
    const actor = createActor(machine, {
      input: { random: Math.random, ...(staleAfterMs === undefined ? {} : { staleAfterMs }) },
    });
    this.actor = actor;
    actor.subscribe((snapshot) => {
      this.setStatus(statusOf(snapshot));
    });
    this.environment.network.addEventListener('online', () => {
      actor.send({ type: 'browser.online' });
    });
    this.environment.network.addEventListener('offline', () => {
      actor.send({ type: 'browser.offline' });
    });
    actor.start();
  }

  private positionOf(topic: string): StreamPosition | undefined {
    return this.actor?.getSnapshot().context.positions[topic];
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.statusValue) return;
    const was = this.statusValue;
    this.statusValue = status;
    if (status !== 'open' && status !== 'connecting')
      for (const sub of this.topics.values()) sub.store.setStale(true);
    // Live again on the same socket after a silence (a heartbeat came, as after a tablet's
    // sleep): everything sent meanwhile arrived before it, so a topic whose source is not
    // failing is current again even if nothing in it changed.
    if (was === 'stale' && status === 'open')
      for (const sub of this.topics.values()) if (!sub.sourceStale) sub.store.setStale(false);
    this.notifyStatus();
  }

  private notifyStatus(): void {
    for (const l of this.statusListeners) l();
  }

  /**
   * A topic refused with 429 (over the user's live budget): marked as waiting, and subscribed
   * again after the product's one backoff (domain/backoff.ts), growing with each refusal in
   * a row, for as long as a view holds it.
   */
  private retryLater(topic: string, sub: Subscription): void {
    sub.refusals++;
    sub.cancelRetry?.();
    const delay = backoffDelayMs(sub.refusals, this.environment.random ?? Math.random);
    sub.cancelRetry = (this.environment.schedule ?? timer)(() => {
      sub.cancelRetry = null;
      if (this.topics.get(topic) === sub && sub.refs > 0)
        this.subscribe(topic, this.positionOf(topic));
    }, delay);
    sub.store.setRetrying(true);
    this.notifyStatus();
  }

  private send(message: live.ClientMessage.$Properties): void {
    if (this.socket?.readyState === OPEN) {
      this.socket.send(live.ClientMessage.encode(message).finish());
    }
  }

  private subscribe(topic: string, position: StreamPosition | undefined): void {
    this.send({ subscribe: { topic, ...(position === undefined ? {} : { resume: position }) } });
  }

  private openSocket(): void {
    const actor = this.actor;
    if (actor === null) return;
    const socket = this.environment.connect(this.url);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    const heartbeat = setInterval(() => {
      this.send({ ping: { nonce: ++this.pings } });
    }, HEARTBEAT_MS);
    socket.onopen = () => {
      if (this.socket === socket) actor.send({ type: 'socket.opened' });
    };
    socket.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      if (this.socket === socket) this.receive(actor, new Uint8Array(event.data));
    };
    socket.onclose = (event) => {
      clearInterval(heartbeat);
      if (this.socket !== socket) return;
      this.socket = null;
      actor.send({ type: 'socket.closed', code: event.code });
    };
  }

  private receive(actor: Actor<Machine>, bytes: Uint8Array): void {
    const message = live.ServerMessage.decode(bytes);
    const frame = message.snapshot ?? message.delta;
    if (frame && !this.topics.has(frame.topic ?? '')) {
      // In flight when the page let go of its topic: kept, its position would be where a later
      // subscribe resumes, with nothing in the new store. It still shows the link is alive.
      actor.send({ type: 'heartbeat.received' });
    } else if (message.snapshot) {
      actor.send({ type: 'snapshot.received', ...streamMessage(message.snapshot) });
    } else if (message.delta) {
      actor.send({ type: 'delta.received', ...streamMessage(message.delta) });
    } else if (message.pong) {
      actor.send({ type: 'heartbeat.received' });
    } else if (message.freshness) {
      const sub = this.topics.get(message.freshness.topic ?? '');
      if (sub !== undefined) {
        sub.sourceStale = message.freshness.stale ?? false;
        sub.store.setStale(sub.sourceStale);
      }
    } else if (message.error) {
      const { topic, message: text, code } = message.error;
      const sub = this.topics.get(topic ?? '');
      if (sub !== undefined && code === OVER_BUDGET) this.retryLater(topic ?? '', sub);
      else sub?.store.setError(text ?? 'error', code ?? null);
    } else if (message.alert) {
      actor.send({ type: 'heartbeat.received' });
      const alert = message.alert;
      for (const listener of this.alertListeners) listener(alert);
    }
  }
}
