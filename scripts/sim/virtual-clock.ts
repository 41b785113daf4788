/**
 * A virtual clock for simulations in one process: while installed, `setTimeout`,
 * `clearTimeout` and `Date.now` read simulated time, which moves only when `runUntil` moves
 * it. The gateway's pollers and lease timers take no timer as a dependency, so this is how a
 * script runs minutes of the product's schedule in seconds, the same on a fast machine and a
 * slow one.
 */

interface Timer {
  readonly atMs: number;
  readonly order: number;
  readonly run: () => void;
  cancelled: boolean;
}

/** What `setTimeout` returns while the clock is installed (enough of Node's Timeout). */
class VirtualTimeout {
  constructor(readonly timer: Timer) {}
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
  hasRef(): boolean {
    return true;
  }
}

const before = (a: Timer, b: Timer): boolean =>
  a.atMs < b.atMs || (a.atMs === b.atMs && a.order < b.order);

/** Timers in firing order (a binary heap: hundreds of thousands of lease timers are due). */
class TimerQueue {
  private readonly heap: Timer[] = [];

  peek(): Timer | undefined {
    return this.heap[0];
  }

  push(timer: Timer): void {
    const heap = this.heap;
    heap.push(timer);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent];
      if (p === undefined || !before(timer, p)) break;
      heap[i] = p;
      i = parent;
    }
    heap[i] = timer;
  }

  pop(): Timer | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined || heap.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = last;
      let at = -1;
      const l = heap[left];
      const r = heap[right];
      if (l !== undefined && before(l, smallest)) {
        smallest = l;
        at = left;
      }
      if (r !== undefined && before(r, smallest)) {
        smallest = r;
        at = right;
      }
      if (at < 0) break;
      heap[i] = smallest;
      i = at;
    }
    heap[i] = last;
    return top;
  }
}

/** Simulated time for everything that reads the global timers and `Date.now`. */
export class VirtualClock {
  private nowMs: number;
  private order = 0;
  private readonly queue = new TimerQueue();
  private restore: (() => void) | null = null;

  constructor(startMs: number) {
    this.nowMs = startMs;
  }

  /** Simulated epoch ms. */
  now(): number {
    return this.nowMs;
  }

  /** Replaces the global timers and `Date.now` until `uninstall`. */
  install(): void {
    if (this.restore !== null) return;
    const saved = { setTimeout, clearTimeout, now: Date.now };
    const fake = {
      setTimeout: (run: (...args: unknown[]) => void, delayMs = 0, ...args: unknown[]) =>
        this.schedule(() => {
          run(...args);
        }, delayMs),
      clearTimeout: (handle: unknown) => {
        if (handle instanceof VirtualTimeout) handle.timer.cancelled = true;
        else saved.clearTimeout(handle as NodeJS.Timeout);
      },
    };
    Object.assign(globalThis, fake);
    Date.now = () => this.nowMs;
    this.restore = () => {
      Object.assign(globalThis, { setTimeout: saved.setTimeout, clearTimeout: saved.clearTimeout });
      Date.now = saved.now;
    };
  }

  /** Puts the real timers and `Date.now` back. */
  uninstall(): void {
    this.restore?.();
    this.restore = null;
  }

  /**
   * Moves simulated time to `untilMs`, firing due timers in order; after each instant's
   * timers the promises they started settle (the simulated dataaccess answers at once) before
   * time moves on.
   */
  async runUntil(untilMs: number): Promise<void> {
    for (;;) {
      // What the last instant started (a poll's answer, a lease's reply) settles first.
      await new Promise((resolve) => setImmediate(resolve));
      let next = this.queue.peek();
      if (next === undefined || next.atMs > untilMs) break;
      this.nowMs = Math.max(this.nowMs, next.atMs);
      while (next !== undefined && next.atMs <= this.nowMs) {
        this.queue.pop();
        if (!next.cancelled) next.run();
        next = this.queue.peek();
      }
    }
    this.nowMs = Math.max(this.nowMs, untilMs);
  }

  private schedule(run: () => void, delayMs: number): VirtualTimeout {
    const timer: Timer = {
      atMs: this.nowMs + Math.max(0, Number.isFinite(delayMs) ? delayMs : 0),
      order: this.order++,
      run,
      cancelled: false,
    };
    this.queue.push(timer);
    return new VirtualTimeout(timer);
  }
}
