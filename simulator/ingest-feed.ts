/**
 * The location-engine client of dataaccess's ingest call (docs/ingest-and-import.md): what the
 * demo feed uses and what an engine is built after. Batches go out one at a time, in the order
 * they were given, each with its sequence number and the venue's key. A batch that meets a
 * busy or restarting store (503, a refused or dropped connection, any 5xx) is sent again, the
 * same batch with the same number, after the product's backoff, and nothing behind it goes
 * first; dataaccess answers a batch it already stored (the answer was lost) as a duplicate,
 * so a retry never counts samples twice. A batch dataaccess refuses for what it is (400, 403,
 * 404, 409) can never succeed: it is dropped with the reason and the feed goes on.
 *
 * Memory is bounded: at most `maxPending` batches wait (an hour of one-second batches by
 * default); beyond that the oldest are dropped and counted, never silently.
 */
import { backoffDelayMs, type BackoffOptions } from '../domain';

/** Samples of one track, column by column (epoch ms, yards). */
interface FeedSamples {
  readonly atMs: readonly number[];
  readonly xYd: readonly number[];
  readonly yYd: readonly number[];
  readonly zYd?: readonly number[];
}

/**
 * One track of a batch, as the ingest call takes it: an entity's samples, or a tag's as a
 * location engine reports them (ingest gives them to the tag's wearer).
 */
export type FeedTrack = FeedSamples &
  ({ readonly entityId: string } | { readonly tagId: string; readonly entityId?: undefined });

/**
 * An engine's view of entity tracks: each entity that wears tags (`worn`, entity id to tag
 * ids) is reported once per tag, at its position (a pad set's tags sit either side of the
 * body; their mean is its centre); an entity with no tags is sent by its id.
 */
export function byTags(
  tracks: readonly (FeedSamples & { readonly entityId: string })[],
  worn: ReadonlyMap<string, readonly string[]>,
): FeedTrack[] {
  return tracks.flatMap((track): FeedTrack[] => {
    const tags = worn.get(track.entityId) ?? [];
    if (tags.length === 0) return [track];
    const { atMs, xYd, yYd, zYd } = track;
    return tags.map((tagId) => ({ tagId, atMs, xYd, yYd, ...(zYd ? { zYd } : {}) }));
  });
}

/** One batch for a session: its number is unique within the session. */
export interface FeedBatch {
  readonly sessionId: string;
  readonly sequence: number;
  readonly tracks: readonly FeedTrack[];
}

/** Where dataaccess is and the venue key to post with. */
export interface IngestFeedOptions {
  /** dataaccess's base URL (http://127.0.0.1:8081); a function when it may move. */
  readonly url: string | (() => string);
  readonly venueKey: string;
  /** Retry waits: 200 ms doubling up to 5 s by default. */
  readonly backoff?: BackoffOptions;
  readonly maxPending?: number;
  readonly random?: () => number;
  readonly log?: (line: string) => void;
}

/** What the feed has done so far. */
export interface IngestFeedCounts {
  /** Batches dataaccess acknowledged (stored now or before). */
  readonly delivered: number;
  /** Samples of those batches. */
  readonly samples: number;
  /** Acknowledged as already stored: a retry of a batch whose answer was lost. */
  readonly duplicates: number;
  /** Sends that failed and were tried again. */
  readonly retries: number;
  /** Batches dataaccess refused for what they are, and those dropped for want of room. */
  readonly refused: number;
  readonly dropped: number;
}

const FEED_BACKOFF: BackoffOptions = { baseMs: 200, maxMs: 5000 };
const DEFAULT_MAX_PENDING = 3600;

/** A send that may succeed later: the store was busy or unreachable. */
class TryAgain extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** Posts batches in order with retries; see the module comment. */
export class IngestFeed {
  private readonly queue: FeedBatch[] = [];
  private readonly counts = {
    delivered: 0,
    samples: 0,
    duplicates: 0,
    retries: 0,
    refused: 0,
    dropped: 0,
  };
  private running: Promise<void> | null = null;
  private stopped = false;
  private wake: (() => void) | null = null;
  private readonly idle: (() => void)[] = [];

  constructor(private readonly options: IngestFeedOptions) {}

  /** Queues a batch behind those not yet delivered. */
  send(batch: FeedBatch): void {
    if (this.stopped) return;
    this.queue.push(batch);
    const max = this.options.maxPending ?? DEFAULT_MAX_PENDING;
    while (this.queue.length > max) {
      const lost = this.queue.shift();
      this.counts.dropped++;
      this.log(`ingest: no room, dropped batch ${lost?.sequence} of session ${lost?.sessionId}`);
    }
    this.running ??= this.drain().finally(() => {
      this.running = null;
      if (this.queue.length === 0 || this.stopped) for (const done of this.idle.splice(0)) done();
    });
  }

  /** Batches given and not yet delivered or refused. */
  get pending(): number {
    return this.queue.length;
  }

  /** What the feed has done so far. */
  get done(): IngestFeedCounts {
    return { ...this.counts };
  }

  /** Resolves once every batch given so far was delivered or refused (or the feed stopped). */
  async flushed(): Promise<void> {
    if (this.running === null) return;
    await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  /** Stops after the send in flight; batches not yet delivered stay undelivered. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
  }

  private log(line: string): void {
    this.options.log?.(line);
  }

  private async drain(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      const batch = this.queue[0];
      if (batch === undefined) return;
      try {
        const duplicate = await this.post(batch);
        this.counts.delivered++;
        this.counts.samples += batch.tracks.reduce((n, t) => n + t.atMs.length, 0);
        if (duplicate) this.counts.duplicates++;
        failures = 0;
        this.queue.shift();
      } catch (error) {
        if (!(error instanceof TryAgain)) {
          this.counts.refused++;
          this.queue.shift();
          this.log(
            `ingest: batch ${batch.sequence} of ${batch.sessionId} refused: ${String(error instanceof Error ? error.message : error)}`,
          );
          continue;
        }
        failures++;
        this.counts.retries++;
        const waitMs = Math.max(
          error.retryAfterMs,
          backoffDelayMs(
            failures,
            this.options.random ?? Math.random,
            this.options.backoff ?? FEED_BACKOFF,
          ),
        );
        if (failures === 1 || failures % 10 === 0)
          this.log(`ingest: ${error.message}; trying batch ${batch.sequence} again (${failures})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      }
    }
  }

  /** One send: true when dataaccess had it already; throws TryAgain or a refusal. */
  private async post(batch: FeedBatch): Promise<boolean> {
    const base = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    let response: Response;
    try {
      response = await fetch(`${base}/dataaccess/ingest/${encodeURIComponent(batch.sessionId)}`, {
        method: 'POST',
        headers: { 'x-venue-key': this.options.venueKey, 'content-type': 'application/json' },
        body: JSON.stringify({ sequence: batch.sequence, tracks: batch.tracks }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new TryAgain(`dataaccess unreachable (${cause ?? (error as Error).message})`, 0);
    }
    const text = await response.text().catch(() => '');
    if (response.ok) {
      try {
        const envelope = JSON.parse(text) as { results?: { duplicate?: boolean }[] };
        return envelope.results?.[0]?.duplicate === true;
      } catch {
        // Cut off mid-answer: whether it was stored is unknown, and a retry tells.
        throw new TryAgain('answer cut off', 0);
      }
    }
    let reason = text.slice(0, 300);
    try {
      reason = (JSON.parse(text) as { status?: string }).status ?? reason;
    } catch {
      // Not the envelope (a proxy's page): the start of the text says enough.
    }
    if (response.status >= 500 || response.status === 429 || response.status === 401) {
      // 401: a restarting dataaccess may not yet see a key made meanwhile; the key is checked
      // again on the next try, and a wrong key keeps failing loudly in the log.
      const after = Number(response.headers.get('retry-after'));
      throw new TryAgain(
        `${response.status} ${reason}`,
        Number.isFinite(after) && after > 0 ? Math.min(after, 60) * 1000 : 0,
      );
    }
    throw new Error(`${response.status} ${reason}`);
  }
}
