/**
 * One poller per topic: asks dataaccess on the topic's interval (with ETag, so unchanged
 * data costs a 304), hands new states to the topic's channel, and on failure keeps the
 * last good state, tells subscribers it is stale and retries with backoff.
 */
import { backoffDelayMs } from '../../../domain';
import type { TopicTables } from '../../../proto';
import type { PollOutcome } from '../ops/operability';
import type { DataaccessClient } from '../upstream/dataaccess-client';

/** Where a poller hands its results: new states and the source's health. */
export interface PollSink {
  state(tables: TopicTables, fetchedAtMs: number, results: readonly unknown[]): void;
  stale(stale: boolean, reason: string): void;
}

/** Where a topic's data comes from and how it becomes tables. */
export interface TopicSource {
  /** The dataaccess path to poll, computed at each poll (windows move with the clock). */
  path(): string;
  readonly intervalMs: number;
  toTables(results: readonly unknown[]): TopicTables;
}

/** Counters a benchmark or test reads. */
export interface PollerStats {
  requests: number;
  notModified: number;
  failures: number;
}

/** A failing source is asked again after its interval, doubling per failure up to a minute. */
const MAX_BACKOFF_MS = 60_000;

/** Polls one topic until stopped. */
export class Poller {
  readonly stats: PollerStats = { requests: 0, notModified: 0, failures: 0 };
  private etag: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private failures = 0;
  private fresh = true;
  /** Resolves after each completed poll (for tests and benchmarks). */
  onPolled: ((fetchedAtMs: number) => void) | null = null;
  /** Hears how each poll ended (the node's metrics). */
  onOutcome: ((outcome: PollOutcome) => void) | null = null;

  constructor(
    private readonly client: DataaccessClient,
    private readonly source: TopicSource,
    private readonly sink: PollSink,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts polling now. */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.tick();
  }

  /** Stops polling; the channel keeps its state. */
  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Whether the poller is started (read through a method: it changes across awaits). */
  isRunning(): boolean {
    return this.running;
  }

  /** Polls once; resolves when the new state (if any) was handed to the sink. */
  async pollOnce(): Promise<void> {
    this.stats.requests++;
    try {
      const answer = await this.client.getIfChanged<unknown>(this.source.path(), this.etag);
      const fetchedAtMs = this.now();
      if (!answer.changed) {
        this.stats.notModified++;
        this.onOutcome?.('not_modified');
      } else {
        this.onOutcome?.('changed');
        this.etag = answer.etag;
        this.sink.state(
          this.source.toTables(answer.body.results),
          fetchedAtMs,
          answer.body.results,
        );
      }
      this.failures = 0;
      if (!this.fresh) this.sink.stale(false, 'the source answers again');
      this.fresh = true;
      this.onPolled?.(fetchedAtMs);
    } catch (error) {
      this.stats.failures++;
      this.failures++;
      this.onOutcome?.('failed');
      if (this.fresh) this.sink.stale(true, error instanceof Error ? error.message : String(error));
      this.fresh = false;
    }
  }

  private async tick(): Promise<void> {
    if (!this.isRunning()) return;
    const startedAtMs = this.now();
    await this.pollOnce();
    if (!this.isRunning()) return;
    // Fixed rate: one request per interval, however long the request took.
    const delay =
      this.failures === 0
        ? Math.max(0, this.source.intervalMs - (this.now() - startedAtMs))
        : backoffDelayMs(this.failures + 1, Math.random, {
            baseMs: this.source.intervalMs,
            maxMs: MAX_BACKOFF_MS,
          });
    this.timer = setTimeout(() => void this.tick(), delay);
  }
}
