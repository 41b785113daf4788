/**
 * One poller per topic: asks dataaccess on the topic's interval (with ETag, so unchanged
 * data costs a 304), hands new states to the topic's channel, and on failure keeps the
 * last good state, tells subscribers it is stale and retries (at its interval at first, then
 * backing off).
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

/**
 * A failing source is asked again at its interval for this long, so that a brief outage (a
 * dataaccess restart, a database failover) ends for viewers within one interval; past it,
 * the wait doubles per failure up to {@link MAX_BACKOFF_MS}.
 */
export const STEADY_RETRY_MS = 30_000;
/** The longest wait between two polls of a failing source. */
const MAX_BACKOFF_MS = 60_000;

/**
 * How long a poller waits before its next request: the rest of its interval while the source
 * answers or has failed for less than {@link STEADY_RETRY_MS} (`failingForMs`, null when it
 * answers), else a backoff that doubles with each wait past that (`backoffs`, from 1).
 */
export function nextPollDelayMs(
  failing: { readonly failingForMs: number | null; readonly backoffs: number },
  intervalMs: number,
  elapsedMs: number,
  random: () => number,
): number {
  if (failing.failingForMs === null || failing.failingForMs < STEADY_RETRY_MS)
    return Math.max(0, intervalMs - elapsedMs);
  return backoffDelayMs(failing.backoffs + 1, random, {
    baseMs: intervalMs,
    maxMs: MAX_BACKOFF_MS,
  });
}

/** Polls one topic until stopped. */
export class Poller {
  readonly stats: PollerStats = { requests: 0, notModified: 0, failures: 0 };
  private etag: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private failures = 0;
  private failingSinceMs = 0;
  /** Waits backed off in the current failure, past its steady retries. */
  private backoffs = 0;
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

  /** Starts polling, now or after `firstDelayMs` (a node taking over a topic mid-interval). */
  start(firstDelayMs = 0): void {
    if (this.running) return;
    this.running = true;
    if (firstDelayMs <= 0) void this.tick();
    else this.timer = setTimeout(() => void this.tick(), firstDelayMs);
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
      this.backoffs = 0;
      if (!this.fresh) this.sink.stale(false, 'the source answers again');
      this.fresh = true;
      this.onPolled?.(fetchedAtMs);
    } catch (error) {
      this.stats.failures++;
      if (this.failures === 0) this.failingSinceMs = this.now();
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
    // Fixed rate: one request per interval, however long the request took; while failing
    // longer than STEADY_RETRY_MS, backing off.
    const failingForMs = this.failures === 0 ? null : this.now() - this.failingSinceMs;
    if (failingForMs !== null && failingForMs >= STEADY_RETRY_MS) this.backoffs++;
    const delay = nextPollDelayMs(
      { failingForMs, backoffs: this.backoffs },
      this.source.intervalMs,
      this.now() - startedAtMs,
      Math.random,
    );
    this.timer = setTimeout(() => void this.tick(), delay);
  }
}
