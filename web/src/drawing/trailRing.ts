/**
 * One entity's recent samples in a fixed ring: the map keeps the 60 s a trail shows plus a
 * little ahead of the drawn time, and a frame's new samples overwrite the oldest in place.
 * The renderers copy only the slots an append wrote to the GPU, so the ring says which.
 */

/** A trail is the last 600 tenths (60 s) before the drawn time (03 §9). */
export const TRAIL_MS = 60_000;

/** Samples a ring holds: a 60 s trail at 10 Hz and 30 s of samples ahead of the drawn time. */
export const RING_CAPACITY = 900;

/** A neighbour further than this from the drawn time is a gap: the entity is not drawn there. */
export const MAX_GAP_MS = 1_000;

/**
 * The fastest anything on the field moves, in yards per second (a thrown or kicked ball, about
 * 80 mph): two samples further apart than this allows for the time between them are a jump
 * in the data (a sensor placed anew, a tag reassigned, a glitch), not a path, and a trail
 * breaks there instead of drawing a straight line across the field.
 */
export const MAX_TRAIL_SPEED_YPS = 40;

/** The jitter allowed on top of that speed between two close samples, in yards. */
export const JUMP_SLACK_YD = 0.5;

/**
 * Whether a trail joins two consecutive samples: b follows a within `MAX_GAP_MS` (else
 * samples are missing between them), both positions are known, and the distance is one the
 * fastest thing on the field covers in that time (else the data jumped).
 */
export function joins(
  dtMs: number,
  dxYd: number,
  dyYd: number,
  maxGapMs: number = MAX_GAP_MS,
): boolean {
  return (
    dtMs > 0 &&
    dtMs <= maxGapMs &&
    Math.hypot(dxYd, dyYd) <= (MAX_TRAIL_SPEED_YPS * dtMs) / 1000 + JUMP_SLACK_YD
  );
}

/** The span the shown speed is measured over: half a second smooths the sensors' jitter. */
export const SPEED_SPAN_MS = 500;

/** Feet per second per mile per hour, as the product rounds it (03 §9). */
export const FPS_PER_MPH = 1.4667;

/** Slots of the ring an append wrote: `count` slots from `slot`, never past the ring's end. */
export interface SlotRun {
  readonly slot: number;
  readonly count: number;
}

/** A position in yards. */
export interface PointYd {
  readonly xYd: number;
  readonly yYd: number;
}

/** A ring of one entity's samples in time order; times strictly increase. */
export class TrailRing {
  readonly atMs: Float64Array;
  readonly xYd: Float32Array;
  readonly yYd: Float32Array;
  /** Samples appended since the last clear (the newest is at slot (total - 1) % capacity). */
  private total = 0;

  constructor(readonly capacity: number = RING_CAPACITY) {
    if (!Number.isInteger(capacity) || capacity < 2)
      throw new Error('a ring holds 2 samples or more');
    this.atMs = new Float64Array(capacity);
    this.xYd = new Float32Array(capacity);
    this.yYd = new Float32Array(capacity);
  }

  /** Samples held (at most the capacity). */
  get length(): number {
    return Math.min(this.total, this.capacity);
  }

  /** Time of the newest sample, or -Infinity when the ring is empty. */
  get lastMs(): number {
    return this.total === 0 ? -Infinity : (this.atMs[this.slotOf(this.length - 1)] ?? -Infinity);
  }

  /** The slot of the `i`-th held sample, 0 being the oldest. */
  slotOf(i: number): number {
    return (this.total - this.length + i) % this.capacity;
  }

  /**
   * Appends the samples strictly after the newest one held (earlier ones are dropped: a
   * window fetched twice, or overlapping the last one, adds nothing) and returns the slots
   * written, at most two runs when the ring wraps.
   */
  append(atMs: ArrayLike<number>, xYd: ArrayLike<number>, yYd: ArrayLike<number>): SlotRun[] {
    const n = atMs.length;
    if (xYd.length !== n || yYd.length !== n)
      throw new Error('times and positions differ in length');
    let last = this.lastMs;
    let first = -1;
    let written = 0;
    for (let i = 0; i < n; i++) {
      const t = atMs[i] ?? NaN;
      if (!(t > last)) continue;
      const slot = this.total % this.capacity;
      if (first < 0) first = slot;
      this.atMs[slot] = t;
      this.xYd[slot] = xYd[i] ?? NaN;
      this.yYd[slot] = yYd[i] ?? NaN;
      this.total++;
      written++;
      last = t;
    }
    if (written === 0) return [];
    if (written >= this.capacity) return [{ slot: 0, count: this.capacity }];
    const tail = Math.min(written, this.capacity - first);
    return tail === written
      ? [{ slot: first, count: written }]
      : [
          { slot: first, count: tail },
          { slot: 0, count: written - tail },
        ];
  }

  /** Forgets every sample (a jump on the timeline). */
  clear(): void {
    this.total = 0;
  }

  /** Index (0 = oldest held) of the first sample later than `ms`; `length` when none is. */
  firstAfter(ms: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.atMs[this.slotOf(mid)] ?? Infinity) > ms) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * The held samples a trail at `nowMs` shows, as indices [from, to): times in
   * (nowMs - spanMs, nowMs], the last 600 tenths for the default span.
   */
  trailRange(nowMs: number, spanMs: number = TRAIL_MS): readonly [number, number] {
    return [this.firstAfter(nowMs - spanMs), this.firstAfter(nowMs)];
  }

  /** Whether held sample `i` (0 = oldest) and the next one are joined by the trail. */
  joinsNext(i: number, maxGapMs: number = MAX_GAP_MS): boolean {
    if (i < 0 || i + 1 >= this.length) return false;
    const a = this.slotOf(i);
    const b = this.slotOf(i + 1);
    return joins(
      (this.atMs[b] ?? NaN) - (this.atMs[a] ?? NaN),
      (this.xYd[b] ?? NaN) - (this.xYd[a] ?? NaN),
      (this.yYd[b] ?? NaN) - (this.yYd[a] ?? NaN),
      maxGapMs,
    );
  }

  /**
   * The unbroken pieces of the trail at `nowMs`, as index ranges [from, to) of held samples
   * (0 = oldest), each of two samples or more: the trail breaks where samples are missing
   * and where the data jumps (see `joins`), so no piece draws a line between distant points.
   */
  trailPieces(nowMs: number, spanMs: number = TRAIL_MS): [number, number][] {
    const [from, to] = this.trailRange(nowMs, spanMs);
    const pieces: [number, number][] = [];
    let start = from;
    for (let i = from; i < to; i++) {
      if (i + 1 < to && this.joinsNext(i)) continue;
      if (i + 1 - start >= 2) pieces.push([start, i + 1]);
      start = i + 1;
    }
    return pieces;
  }

  /**
   * Where the entity is at `ms`, linear between the samples around it; the newest sample
   * held within `maxGapMs` before it when none follows; null when no sample is that close
   * (before the first, after a gap in the feed, or long after the last).
   */
  positionAt(ms: number, maxGapMs: number = MAX_GAP_MS): PointYd | null {
    const after = this.firstAfter(ms);
    if (after === 0) return null;
    const a = this.slotOf(after - 1);
    const ta = this.atMs[a] ?? NaN;
    const xa = this.xYd[a] ?? NaN;
    const ya = this.yYd[a] ?? NaN;
    if (ms - ta > maxGapMs) return null;
    if (ta === ms || after === this.length) return { xYd: xa, yYd: ya };
    const b = this.slotOf(after);
    const tb = this.atMs[b] ?? NaN;
    if (tb - ta > maxGapMs) return { xYd: xa, yYd: ya };
    const f = (ms - ta) / (tb - ta);
    return {
      xYd: xa + ((this.xYd[b] ?? NaN) - xa) * f,
      yYd: ya + ((this.yYd[b] ?? NaN) - ya) * f,
    };
  }

  /**
   * Speed in miles per hour at `ms`: the straight distance covered over the half second
   * before it, in feet per second over 1.4667 (03 §9); null where either end is unknown.
   */
  speedMphAt(ms: number): number | null {
    const now = this.positionAt(ms);
    const before = this.positionAt(ms - SPEED_SPAN_MS);
    if (now === null || before === null) return null;
    const yd = Math.hypot(now.xYd - before.xYd, now.yYd - before.yYd);
    return (yd * 3) / (SPEED_SPAN_MS / 1000) / FPS_PER_MPH;
  }
}
