/**
 * A token bucket: it holds up to `burst` tokens and gains `perSecond` a second. Each frame a
 * viewer sends takes one, so a viewer may send a short burst but not keep up more than the rate.
 */
export class TokenBucket {
  private tokens: number;
  private atMs: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly nowMs: () => number,
  ) {
    this.tokens = burst;
    this.atMs = nowMs();
  }

  /** Takes a token; false when none is left. */
  take(): boolean {
    const now = this.nowMs();
    // A clock that steps back must not take tokens away.
    const elapsedMs = Math.max(0, now - this.atMs);
    this.tokens = Math.min(this.burst, this.tokens + (elapsedMs * this.perSecond) / 1000);
    this.atMs = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
