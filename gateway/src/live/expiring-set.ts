/**
 * Keys remembered for a while: each expires `ttlMs` after it was added, and at most `capacity`
 * are kept (the oldest is forgotten first), so a stream of made-up keys cannot grow it.
 */
export class ExpiringSet {
  /** Expiry of each key, in the order the keys were added. */
  private readonly untilMs = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly capacity: number,
    private readonly nowMs: () => number,
  ) {}

  /** Whether `key` was added and has not expired. */
  has(key: string): boolean {
    const until = this.untilMs.get(key);
    if (until === undefined) return false;
    if (until > this.nowMs()) return true;
    this.untilMs.delete(key);
    return false;
  }

  /** Remembers `key` for the time to live from now. */
  add(key: string): void {
    this.untilMs.delete(key);
    if (this.untilMs.size >= this.capacity) {
      const oldest = this.untilMs.keys().next();
      if (oldest.done !== true) this.untilMs.delete(oldest.value);
    }
    this.untilMs.set(key, this.nowMs() + this.ttlMs);
  }

  /** Forgets `key`. */
  delete(key: string): void {
    this.untilMs.delete(key);
  }
}
