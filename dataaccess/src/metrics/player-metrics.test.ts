/** Synthetic checks of the engine: motion whose true metrics are known. */
import { describe, expect, it } from 'vitest';
import { createPlayerMetrics, type PlayerMetrics } from './player-metrics';
import { DEFAULT_TEAM_ZONES, relativeZonesFromMax, ZONE_NAMES } from './zones';

const T0 = Date.UTC(2024, 7, 1, 15);

/** Samples at 10 Hz from a position function of time (s). */
function track(seconds: number, at: (s: number) => [number, number]) {
  const n = Math.round(seconds * 10) + 1;
  const atMs = new Float64Array(n);
  const xYd = new Float32Array(n);
  const yYd = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const [x, y] = at(i / 10);
    atMs[i] = T0 + i * 100;
    xYd[i] = x;
    yYd[i] = y;
  }
  return { atMs, xYd, yYd };
}

function run(t: ReturnType<typeof track>, batch = 7, m?: PlayerMetrics): PlayerMetrics {
  const metrics = m ?? createPlayerMetrics({ zones: DEFAULT_TEAM_ZONES });
  for (let from = 0; from < t.atMs.length; from += batch) {
    const to = from + batch;
    metrics.push(t.atMs.subarray(from, to), t.xYd.subarray(from, to), t.yYd.subarray(from, to));
  }
  metrics.flush();
  return metrics;
}

let seed = 42;
const gauss = (): number => {
  seed = (seed * 16807) % 2147483647;
  const u = seed / 2147483647;
  seed = (seed * 16807) % 2147483647;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos((2 * Math.PI * seed) / 2147483647);
};

describe('player metrics engine', () => {
  it('gives 40 yd and no acceleration events for 8 yd/s over 5 s', () => {
    const v = run(track(5, (s) => [10 + 8 * s, 20])).values();
    expect(v.totalDis).toBeGreaterThan(39.2);
    expect(v.totalDis).toBeLessThan(40.8);
    expect(v.maxSpeedMPH).toBeCloseTo(8 / (1760 / 3600), 1);
    expect(v.maxSustainedSpeedMPH).toBeCloseTo(8 / (1760 / 3600), 1);
    for (const key of [
      'accelSlow',
      'accelMed',
      'accelFast',
      'deccelSlow',
      'deccelMed',
      'deccelFast',
    ]) {
      expect(v[key]).toBe(0);
    }
    expect(v.changeOfDirection).toBe(0);
    expect(v.timeTrkd).toBeCloseTo(5, 5);
  });

  it('counts almost nothing for a player standing still with 5 cm of noise', () => {
    const sigmaYd = 0.05 / 0.9144;
    const v = run(track(600, () => [30 + gauss() * sigmaYd, 20 + gauss() * sigmaYd])).values();
    expect(v.totalDis).toBeLessThan(3);
    expect(v.timeMoving).toBeLessThan(6);
    expect(v.timeTrkd).toBeCloseTo(600, 3);
  });

  it('gives equal left and right lateral counts for mirrored circles', () => {
    const circle = (sign: number) =>
      track(60, (s) => {
        const angle = (s * 6) / 5;
        return [50 + 5 * Math.sin(angle), sign * 5 * (1 - Math.cos(angle))];
      });
    const left = run(circle(1)).values();
    const right = run(circle(-1)).values();
    expect(left.lateralLoadLeft).toBeGreaterThan(0);
    expect(left.lateralLoadRight).toBe(0);
    expect(right.lateralLoadRight).toBe(left.lateralLoadLeft);
    expect(right.lateralLoadLeft).toBe(0);
    expect(right.codRight).toBe(left.codLeft);
    // 6 yd/s on a 5 yd radius: 7.2 yd/s² of centripetal acceleration, the high band.
    expect(left.lateralLeftHigh).toBeGreaterThan(0);
  });

  it('splits distance into zones that add up to the total, and counts a sprint', () => {
    // Accelerate at 3 yd/s² to 9 yd/s, hold it for 4 s, stop.
    const v = run(
      track(12, (s) => {
        if (s < 3) return [1.5 * s * s, 10];
        if (s < 7) return [13.5 + 9 * (s - 3), 10];
        const u = Math.min(s - 7, 3);
        return [49.5 + 9 * u - 1.5 * u * u, 10];
      }),
    ).values();
    const zoneSum = ZONE_NAMES.reduce((s, z) => s + (v[`${z}Yds`] ?? 0), 0);
    expect(zoneSum).toBeCloseTo(v.totalDis ?? 0, 9);
    expect(v.totalDis).toBeGreaterThan(61);
    expect(v.totalDis).toBeLessThan(64);
    expect(v.maxSprintCount).toBe(1);
    expect(v.accelMed).toBe(1);
    expect(v.deccelMed).toBe(1);
    expect(v.hardEffortDist).toBeGreaterThan(36);
    expect(v.explosiveEffort).toBe(1);
  });

  it('gives the same values whatever the batch size', () => {
    const t = track(30, (s) => [20 + 10 * Math.sin(s / 3), 20 + 6 * Math.cos(s / 2)]);
    expect(run(t, 1).values()).toEqual(run(t, 500).values());
  });

  it('reads flushed values between batches without ending the filter segment', () => {
    const t = track(30, (s) => [20 + 10 * Math.sin(s / 3), 20 + 6 * Math.cos(s / 2)]);
    const whole = run(t, 500).values();
    const m = createPlayerMetrics({ zones: DEFAULT_TEAM_ZONES });
    const half = 150;
    m.push(t.atMs.subarray(0, half), t.xYd.subarray(0, half), t.yYd.subarray(0, half));
    const upToHalf = run(
      {
        atMs: t.atMs.subarray(0, half),
        xYd: t.xYd.subarray(0, half),
        yYd: t.yYd.subarray(0, half),
      },
      500,
    ).values();
    expect(m.flushedValues()).toEqual(upToHalf);
    m.push(t.atMs.subarray(half), t.xYd.subarray(half), t.yYd.subarray(half));
    expect(m.flushedValues()).toEqual(whole);
    // A real flush in the middle starts a new segment: not what one run over all gives.
    const flushed = createPlayerMetrics({ zones: DEFAULT_TEAM_ZONES });
    flushed.push(t.atMs.subarray(0, half), t.xYd.subarray(0, half), t.yYd.subarray(0, half));
    flushed.flush();
    flushed.push(t.atMs.subarray(half), t.xYd.subarray(half), t.yYd.subarray(half));
    flushed.flush();
    expect(flushed.values()).not.toEqual(whole);
  });

  it('restarts the filter after a gap and rejects samples out of order', () => {
    const m = createPlayerMetrics({ zones: DEFAULT_TEAM_ZONES });
    expect(m.push([T0, T0 + 100, T0 + 100, T0 + 50], [0, 0.5, 9, 9], [0, 0, 0, 0])).toBe(2);
    expect(m.push([T0 + 5000, T0 + 5100], [100, 100.5], [0, 0])).toBe(2);
    m.flush();
    // The 99.5 yd jump across the gap is not distance.
    expect(m.values().totalDis).toBeLessThan(2);
    expect(m.speedSeries().atMs).toHaveLength(4);
  });

  it('keeps the fastest sample of each group when the speed series is thinned', () => {
    // Walking at 1 yd/s with one 2-second burst at 8 yd/s inside the third second.
    const t = track(6, (s) => [s < 2.2 ? s : s < 4.2 ? 2.2 + 8 * (s - 2.2) : 18.2 + (s - 4.2), 0]);
    const m = run(t, 500);
    const all = m.speedSeries();
    const thin = m.speedSeries(10);
    expect(thin.atMs).toHaveLength(Math.ceil(all.atMs.length / 10));
    expect(Math.max(...thin.speedYps)).toBe(Math.max(...all.speedYps));
    for (let g = 0; g < thin.atMs.length; g++) {
      const group = all.speedYps.slice(g * 10, g * 10 + 10);
      expect(thin.speedYps[g]).toBe(Math.max(...group));
      expect(all.atMs.slice(g * 10, g * 10 + 10)).toContain(thin.atMs[g]);
    }
  });

  it('adds relative-zone variants and target fields when configured', () => {
    const m = createPlayerMetrics({
      zones: DEFAULT_TEAM_ZONES,
      relativeZones: relativeZonesFromMax(18),
      targetMph: 15,
      referenceMaxMph: 18,
    });
    const v = run(
      track(5, (s) => [10 + 8 * s, 20]),
      10,
      m,
    ).values();
    // 8 yd/s is 16.4 mph, above 90 % of an 18 mph max: the relative max-sprint band.
    expect(v.maxSprintYdsRelative).toBeGreaterThan(30);
    expect(v.maxSprintYds).toBe(0);
    expect(v.lastTimeVelocityTargetHitTs).toBeGreaterThan(T0);
    expect(v.maxSpeedPctOfTarget).toBeCloseTo((16.36 / 15) * 100, 0);
    expect(v.lastTimeAt80PctMaxTs).toBeGreaterThan(T0);
  });
});
