/**
 * A store per topic: the decoded tables, updated with immer from snapshots and deltas, and
 * read by React through useSyncExternalStore.
 */
import { produce } from 'immer';
import { applyTableDelta, tableFromSnapshot, type live, type TableView } from '../../../proto';
import { deltaStep, positionOf, snapshotStep, type StreamPosition } from '../../../domain';

/** What a screen sees of a topic. */
export interface TopicState {
  readonly status: 'loading' | 'ready' | 'error';
  readonly tables: Readonly<Record<string, TableView>>;
  readonly epoch: number;
  readonly seq: number;
  readonly fetchedAtMs: number;
  readonly stale: boolean;
  readonly error: string | null;
  /** The code the gateway gave with the error (403: the user may not see the topic), else null. */
  readonly errorCode: number | null;
  /**
   * The gateway refused the topic for now (429: the user's live budget is spent across their
   * views); the client subscribes again after a backoff, so this is a wait, not an error.
   */
  readonly retrying: boolean;
}

/** A topic before its first snapshot. */
export const EMPTY_TOPIC: TopicState = {
  status: 'loading',
  tables: {},
  epoch: 0,
  seq: 0,
  fetchedAtMs: 0,
  stale: false,
  error: null,
  errorCode: null,
  retrying: false,
};

/** Holds one topic's state and tells listeners when it changes. */
export class TopicStore {
  private state: TopicState = EMPTY_TOPIC;
  private readonly listeners = new Set<() => void>();

  /** Current state (stable identity until it changes). */
  readonly get = (): TopicState => this.state;

  /** Adds a listener; returns its removal. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Where this store stands, to resume from. */
  position(): StreamPosition | null {
    return this.state.status === 'ready' ? { epoch: this.state.epoch, seq: this.state.seq } : null;
  }

  /** Replaces everything with a snapshot, unless it is one this store has already passed. */
  applySnapshot(snapshot: live.Snapshot.$Properties): void {
    const next = positionOf(snapshot.position);
    if (snapshotStep(this.position(), next) === 'old') return;
    const tables: Record<string, TableView> = {};
    for (const t of snapshot.tables ?? []) tables[t.name ?? ''] = tableFromSnapshot(t);
    this.set({
      ...this.state,
      status: 'ready',
      tables,
      ...next,
      fetchedAtMs: snapshot.fetchedAtMs ?? 0,
      error: null,
      errorCode: null,
      retrying: false,
    });
  }

  /**
   * Applies a delta if it follows the state held; returns false (and changes nothing) when
   * its base is not what this store has, so the caller resubscribes.
   */
  applyDelta(delta: live.Delta.$Properties): boolean {
    const next = positionOf(delta.position);
    if (deltaStep(this.position(), next) !== 'apply') return false;
    this.set(
      produce(this.state, (draft) => {
        for (const t of delta.tables ?? []) {
          const name = t.name ?? '';
          const view = draft.tables[name];
          if (view) applyTableDelta(view, t);
          else draft.tables[name] = tableFromSnapshot(t);
        }
        draft.seq = next.seq;
        draft.fetchedAtMs = delta.fetchedAtMs ?? draft.fetchedAtMs;
      }),
    );
    return true;
  }

  /** Marks the data stale or fresh. */
  setStale(stale: boolean): void {
    if (this.state.stale !== stale) this.set({ ...this.state, stale });
  }

  /** Records a refusal or failure, with the gateway's code, for the screen to show. */
  setError(message: string, code: number | null): void {
    this.set({ ...this.state, status: 'error', error: message, errorCode: code, retrying: false });
  }

  /** Marks the topic as waiting to be subscribed again (a 429), or no longer waiting. */
  setRetrying(retrying: boolean): void {
    if (this.state.retrying === retrying) return;
    this.set(
      retrying
        ? {
            ...this.state,
            retrying,
            errorCode: 429,
            ...(this.state.status === 'error' ? { status: 'loading', error: null } : {}),
          }
        : { ...this.state, retrying },
    );
  }

  private set(next: TopicState): void {
    this.state = next;
    for (const l of this.listeners) l();
  }
}
