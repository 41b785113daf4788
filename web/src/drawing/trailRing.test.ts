import { describe, expect, it } from 'vitest';
import { FPS_PER_MPH, joins, TrailRing } from './trailRing';

/** Samples every 100 ms from `fromMs`, x = index, y = 2 * index. */
function tenths(fromMs: number, count: number, firstIndex = 0) {
  const atMs = Array.from({ length: count }, (_, i) => fromMs + i * 100);
  const xYd = atMs.map((_, i) => firstIndex + i);
  const yYd = xYd.map((x) => 2 * x);
  return [atMs, xYd, yYd] as const;
}

describe('TrailRing', () => {
  it('appends only samples after its newest one and says which slots it wrote', () => {
    const ring = new TrailRing(10);
    expect(ring.append(...tenths(1000, 4))).toEqual([{ slot: 0, count: 4 }]);
    // The same window again, and one overlapping it by two samples: only the new ones land.
    expect(ring.append(...tenths(1000, 4))).toEqual([]);
    expect(ring.append(...tenths(1200, 5, 2))).toEqual([{ slot: 4, count: 3 }]);
    expect(ring.length).toBe(7);
    expect(ring.lastMs).toBe(1600);
  });

  it('wraps around, overwriting the oldest samples, in two runs of slots', () => {
    const ring = new TrailRing(10);
    ring.append(...tenths(0, 8));
    expect(ring.append(...tenths(800, 5, 8))).toEqual([
      { slot: 8, count: 2 },
      { slot: 0, count: 3 },
    ]);
    expect(ring.length).toBe(10);
    // The oldest held is sample 3 (in slot 3), the newest sample 12 (in slot 2).
    expect(ring.atMs[ring.slotOf(0)]).toBe(300);
    expect(ring.slotOf(9)).toBe(2);
    expect(ring.atMs[ring.slotOf(9)]).toBe(1200);
    // More than a ring's worth at once keeps the last ten and rewrites every slot.
    expect(ring.append(...tenths(1300, 25, 13))).toEqual([{ slot: 0, count: 10 }]);
    expect(ring.atMs[ring.slotOf(0)]).toBe(2800);
    expect(ring.lastMs).toBe(3700);
  });

  it('forgets everything on clear, so earlier times append again', () => {
    const ring = new TrailRing(10);
    ring.append(...tenths(5000, 6));
    ring.clear();
    expect(ring.length).toBe(0);
    expect(ring.lastMs).toBe(-Infinity);
    expect(ring.positionAt(5200)).toBeNull();
    expect(ring.append(...tenths(1000, 3))).toEqual([{ slot: 0, count: 3 }]);
  });

  it('finds the samples of the last 600 tenths before a time', () => {
    const ring = new TrailRing(900);
    ring.append(...tenths(0, 900)); // 0 .. 89.9 s
    const [from, to] = ring.trailRange(70_000);
    // Times in (10 s, 70 s]: 10.1 s .. 70.0 s, exactly 600 samples.
    expect(to - from).toBe(600);
    expect(ring.atMs[ring.slotOf(from)]).toBe(10_100);
    expect(ring.atMs[ring.slotOf(to - 1)]).toBe(70_000);
    // Between samples the range ends at the last one before the time.
    const [, to2] = ring.trailRange(70_050);
    expect(ring.atMs[ring.slotOf(to2 - 1)]).toBe(70_000);
    // After wrapping the range still counts in time.
    ring.append(...tenths(90_000, 450, 900));
    const [f3, t3] = ring.trailRange(130_000);
    expect(t3 - f3).toBe(600);
    expect(ring.atMs[ring.slotOf(t3 - 1)]).toBe(130_000);
  });

  it('interpolates the position between samples and holds the newest briefly', () => {
    const ring = new TrailRing(20);
    ring.append(...tenths(1000, 5)); // x = 0..4 at 1.0 .. 1.4 s
    expect(ring.positionAt(1000)).toEqual({ xYd: 0, yYd: 0 });
    const mid = ring.positionAt(1250);
    expect(mid?.xYd).toBeCloseTo(2.5);
    expect(mid?.yYd).toBeCloseTo(5);
    expect(ring.positionAt(999)).toBeNull();
    expect(ring.positionAt(1900)).toEqual({ xYd: 4, yYd: 8 });
    expect(ring.positionAt(2401)).toBeNull();
  });

  it('does not interpolate across a gap in the feed', () => {
    const ring = new TrailRing(20);
    ring.append([0, 100, 5000], [0, 1, 50], [0, 0, 0]);
    expect(ring.positionAt(600)).toEqual({ xYd: 1, yYd: 0 });
    expect(ring.positionAt(3000)).toBeNull();
    expect(ring.positionAt(5000)).toEqual({ xYd: 50, yYd: 0 });
  });

  it('gives the speed over the last half second in mph', () => {
    const ring = new TrailRing(50);
    // 1 yd per tenth: 10 yd/s = 30 ft/s.
    const [atMs, xYd] = tenths(0, 20);
    ring.append(atMs, xYd, new Array<number>(20).fill(0));
    expect(ring.speedMphAt(1500)).toBeCloseTo(30 / FPS_PER_MPH, 5);
    expect(ring.speedMphAt(200)).toBeNull();
  });

  it('refuses columns of different lengths', () => {
    expect(() => new TrailRing(10).append([1, 2], [1], [1, 2])).toThrow(/differ/);
  });

  it('breaks a trail where samples are missing and where the data jumps, never joining distant points', () => {
    const ring = new TrailRing(100);
    // A player walking 1 yd per tenth from x = 10 for a second...
    ring.append(...tenths(0, 10, 10));
    // ...then no samples for 2 s, then on again further along...
    ring.append(...tenths(3000, 5, 40));
    // ...then one tenth later 60 yd away (a tag placed anew), walking on from there.
    ring.append([3500, 3600, 3700], [100, 101, 102], [5, 5, 5]);
    const pieces = ring.trailPieces(3700);
    expect(pieces).toEqual([
      [0, 10],
      [10, 15],
      [15, 18],
    ]);
    // Within a piece every step is short; between pieces the points are far apart.
    for (const [from, to] of pieces)
      for (let i = from; i < to - 1; i++) {
        const a = ring.slotOf(i);
        const b = ring.slotOf(i + 1);
        const step = Math.hypot(
          (ring.xYd[b] ?? NaN) - (ring.xYd[a] ?? NaN),
          (ring.yYd[b] ?? NaN) - (ring.yYd[a] ?? NaN),
        );
        expect(step).toBeLessThan(5);
      }
    expect(ring.joinsNext(9)).toBe(false);
    expect(ring.joinsNext(14)).toBe(false);
  });

  it('joins fast but possible moves (a thrown ball) and breaks on unknown positions', () => {
    // A ball at 60 mph (about 29 yd/s) moves 2.9 yd a tenth: one path.
    expect(joins(100, 2.9, 0)).toBe(true);
    // 20 yd in a tenth (400 mph) is no movement but a jump.
    expect(joins(100, 20, 0)).toBe(false);
    expect(joins(100, NaN, 0)).toBe(false);
    expect(joins(1500, 1, 0)).toBe(false);
    expect(joins(0, 0, 0)).toBe(false);
    const ring = new TrailRing(10);
    ring.append([0, 100, 200, 300], [1, NaN, 3, 4], [1, 1, 1, 1]);
    expect(ring.trailPieces(300)).toEqual([[2, 4]]);
  });
});
