/**
 * The bulk CSV files (02 §7 Bulk CSV, 03 §7): built by a background job when first asked
 * for (materialize=no), polled until ready, then fetched (materialize=yes).
 *
 * Kept in memory, least recently used first out, at most {@link BulkFileOptions.maxFiles}
 * files and {@link BulkFileOptions.maxBytes} of text, each fresh for `freshMs` (later asks
 * build again, so new sessions show). Memory rather than a table because a file is cheap
 * to build again from the kept session metrics: a file lost to a restart or to the bound
 * is rebuilt by the next poll, and a fetch of a file not built yet builds it there and then.
 */

/** A job's state as the poll answers it: 1 in progress, 0 ready (02 §7). */
export type BulkState = 0 | 1;

/** A job's state and how far it has got: percent done, 100 once ready. */
export interface BulkProgress {
  readonly state: BulkState;
  readonly percent: number;
}

/** Builds a file's text, telling `progress` the share done so far (0 to 1) as it goes. */
export type BulkBuild = (progress: (done: number) => void) => Promise<string>;

/** Bounds of the kept files. */
export interface BulkFileOptions {
  readonly maxFiles: number;
  readonly maxBytes: number;
  readonly freshMs: number;
  readonly now: () => number;
}

/** Defaults: 32 files, 64 MiB, fresh for 5 minutes. */
export const BULK_FILE_DEFAULTS: Omit<BulkFileOptions, 'now'> = {
  maxFiles: 32,
  maxBytes: 64 * 1024 * 1024,
  freshMs: 5 * 60_000,
};

type Entry =
  | { readonly state: 'building'; readonly job: Promise<string>; readonly done: { share: number } }
  | { readonly state: 'ready'; readonly text: string; readonly builtAtMs: number }
  | { readonly state: 'failed'; readonly error: unknown };

/** The bulk files by key (what is exported, the range and the time zone). */
export class BulkFiles {
  private readonly entries = new Map<string, Entry>();
  private readonly options: BulkFileOptions;

  constructor(options: Partial<BulkFileOptions> = {}) {
    this.options = { ...BULK_FILE_DEFAULTS, now: Date.now, ...options };
  }

  /**
   * The state of a file, starting its job when there is no fresh one: 1 while the job
   * runs, with the percent it has done (at most 99), 0 and 100 once the file is ready. A
   * failed job throws its error once, so the next poll starts again.
   */
  poll(key: string, build: BulkBuild): BulkProgress {
    const entry = this.fresh(key);
    if (entry === undefined) {
      // The job's outcome lands in its entry (see start): nothing to wait for here.
      void this.start(key, build);
      return { state: 1, percent: 0 };
    }
    if (entry.state === 'failed') {
      this.entries.delete(key);
      throw entry.error;
    }
    this.touch(key, entry);
    if (entry.state === 'ready') return { state: 0, percent: 100 };
    return { state: 1, percent: Math.min(99, Math.floor(entry.done.share * 100)) };
  }

  /** The file's text: the ready one, the running job's, or one built now. */
  async file(key: string, build: BulkBuild): Promise<string> {
    const entry = this.fresh(key);
    if (entry?.state === 'ready') {
      this.touch(key, entry);
      return entry.text;
    }
    if (entry?.state === 'building') return entry.job;
    this.entries.delete(key);
    return this.start(key, build);
  }

  /** The entry of a key unless it is a ready file past its freshness. */
  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.state === 'ready' && this.options.now() - entry.builtAtMs > this.options.freshMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private start(key: string, build: BulkBuild): Promise<string> {
    const done = { share: 0 };
    const job = build((share) => {
      if (Number.isFinite(share)) done.share = Math.max(done.share, Math.min(1, share));
    });
    const entry: Entry = { state: 'building', job, done };
    this.entries.set(key, entry);
    // The job's outcome replaces its entry, unless the bound dropped it meanwhile.
    job.then(
      (text) => {
        if (this.entries.get(key) !== entry) return;
        this.entries.set(key, { state: 'ready', text, builtAtMs: this.options.now() });
        this.bound();
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.set(key, { state: 'failed', error });
      },
    );
    this.bound();
    return job;
  }

  /**
   * Drops the least recently used entries beyond the bounds; the newest stays whatever its
   * size, so a file larger than the bound still becomes ready once.
   */
  private bound(): void {
    let bytes = 0;
    for (const entry of this.entries.values()) {
      if (entry.state === 'ready') bytes += entry.text.length * 2;
    }
    for (const [key, entry] of this.entries) {
      const within = this.entries.size <= this.options.maxFiles && bytes <= this.options.maxBytes;
      if (within || this.entries.size === 1) return;
      this.entries.delete(key);
      if (entry.state === 'ready') bytes -= entry.text.length * 2;
    }
  }
}
