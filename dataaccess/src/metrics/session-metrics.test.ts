/** Periods, session highlights, percent of history and ball flights. */
import { describe, expect, it } from 'vitest';
import { detectBallFlights } from './ball-flights';
import { createPeriodSplitMetrics, type PeriodRange } from './period-metrics';
import { createPlayerMetrics } from './player-metrics';
import { percentOfHistory, sessionHighlights } from './session-highlights';
import { DEFAULT_TEAM_ZONES } from './zones';

const T0 = Date.UTC(2024, 7, 1, 15);

function line(seconds: number, speedYps: (s: number) => number) {
  const n = seconds * 10 + 1;
  const atMs = new Float64Array(n);
  const xYd = new Float32Array(n);
  const yYd = new Float32Array(n).fill(20);
  let x = 10;
  for (let i = 0; i < n; i++) {
    atMs[i] = T0 + i * 100;
    xYd[i] = x;
    x += speedYps(i / 10) * 0.1;
  }
  return { atMs, xYd, yYd };
}

describe('session metrics', () => {
  it('splits a player’s distance by period, the session keeping everything', () => {
    const m = createPeriodSplitMetrics({
      zones: DEFAULT_TEAM_ZONES,
      periods: [
        { periodId: 'warm-up', startMs: T0, endMs: T0 + 10_000 },
        { periodId: 'team', startMs: T0 + 20_000, endMs: Infinity },
      ],
    });
    const t = line(30, (s) => (s < 10 ? 2 : 5));
    m.push(t.atMs, t.xYd, t.yYd);
    m.flush();
    const periods = m.byPeriod();
    expect(periods.get('warm-up')?.totalDis).toBeCloseTo(20, 0);
    expect(periods.get('team')?.totalDis).toBeCloseTo(50, 0);
    expect(m.totals().totalDis).toBeCloseTo(120, 0);
  });

  it('places a game’s many plays in one pass, each sample in the first period holding it', () => {
    // 150 plays of 6 s, 20 s apart, and a drive that starts inside play 10 and overlaps 11-12:
    // samples of play 11 and 12 go to the drive (it starts first), the rest of the drive's
    // gaps to it too, play 10's to play 10.
    const plays: PeriodRange[] = Array.from({ length: 150 }, (_, i) => ({
      periodId: `play-${i}`,
      startMs: T0 + 5_000 + i * 20_000,
      endMs: T0 + 11_000 + i * 20_000,
    }));
    const drive = { periodId: 'drive', startMs: T0 + 208_000, endMs: T0 + 250_000 };
    const periods = [...plays, drive];
    const t = line(3_100, (s) => 2 + (Math.floor(s / 7) % 4));
    const m = createPeriodSplitMetrics({ zones: DEFAULT_TEAM_ZONES, periods });
    // In three batches, cut inside plays.
    const cuts = [0, 4_321, 17_777, t.atMs.length];
    for (let c = 0; c + 1 < cuts.length; c++) {
      const [a, b] = [cuts[c] ?? 0, cuts[c + 1] ?? 0];
      m.push(t.atMs.subarray(a, b), t.xYd.subarray(a, b), t.yYd.subarray(a, b));
    }
    m.flush();
    // Reference: each period's samples found by searching every period for each sample.
    const sorted = [...periods].sort((a, b) => a.startMs - b.startMs);
    const owner = Array.from(t.atMs, (ms) => sorted.find((p) => ms >= p.startMs && ms < p.endMs));
    const got = m.byPeriod();
    expect([...got.keys()].sort()).toEqual(
      [...new Set(owner.flatMap((p) => (p === undefined ? [] : [p.periodId])))].sort(),
    );
    expect(got.has('play-11')).toBe(false);
    for (const p of periods) {
      const idx = owner.flatMap((o, i) => (o?.periodId === p.periodId ? [i] : []));
      if (idx.length === 0) continue;
      const ref = createPlayerMetrics({ zones: DEFAULT_TEAM_ZONES });
      ref.push(
        idx.map((i) => t.atMs[i] ?? 0),
        idx.map((i) => t.xYd[i] ?? 0),
        idx.map((i) => t.yYd[i] ?? 0),
      );
      ref.flush();
      expect(got.get(p.periodId)?.totalDis, p.periodId).toBeCloseTo(ref.values().totalDis ?? 0, 6);
    }
    // A batch that goes back in time is placed as well (searching from the first period again).
    const again = createPeriodSplitMetrics({ zones: DEFAULT_TEAM_ZONES, periods: plays });
    again.push(t.atMs.subarray(2_000), t.xYd.subarray(2_000), t.yYd.subarray(2_000));
    again.push(t.atMs.subarray(0, 120), t.xYd.subarray(0, 120), t.yYd.subarray(0, 120));
    again.flush();
    expect(again.byPeriod().has('play-0')).toBe(true);
  });

  it('averages highlights over tracked players and gives percent of history', () => {
    const players = [
      { totalDis: 100, maxSpeedMPH: 20, timeTrkd: 60, accelCount: 2 },
      { totalDis: 300, maxSpeedMPH: 16, timeTrkd: 60, accelCount: 4 },
      { totalDis: 0, maxSpeedMPH: 0, timeTrkd: 0, accelCount: 0 },
    ];
    const h = sessionHighlights(players);
    expect(h.aveDistYards).toBe(200);
    expect(h.aveMaxSpeedMPH).toBe(18);
    expect(h.accelsAve).toBe(3);
    expect(h.exIndexAve).toBeNull();
    const pct = percentOfHistory({ totalDis: 150, walkCount: 3 }, { totalDis: 100, walkCount: 0 });
    expect(pct['totalDis_%']).toBe(150);
    expect(pct['historyTotalDistance_%']).toBe(150);
    expect(pct['walkCount_%']).toBeNull();
  });

  it('finds a thrown ball’s flight, its launcher and its speed', () => {
    const n = 60;
    const atMs = Float64Array.from({ length: n }, (_, i) => T0 + i * 100);
    // Held by the QB at x=30 for 2 s, thrown at 20 yd/s for 1.5 s, then carried at 7 yd/s.
    const xAt = (i: number) => (i <= 20 ? 30 : i <= 35 ? 30 + 2 * (i - 20) : 60 + 0.7 * (i - 35));
    const ball = {
      entityId: 'ball',
      atMs,
      xYd: Float32Array.from({ length: n }, (_, i) => xAt(i)),
      yYd: new Float32Array(n).fill(25),
    };
    const qb = { ...ball, entityId: '1', xYd: Float32Array.from({ length: n }, () => 29.5) };
    const flights = detectBallFlights(ball, {
      players: new Map([['1', qb]]),
      positions: new Map([['1', 'QB']]),
    });
    expect(flights).toHaveLength(1);
    const f = flights[0];
    expect(f?.flightType).toBe('Pass');
    expect(f?.launcherKey).toBe('1');
    expect(f?.initialAirSpeedMPH).toBeCloseTo(20 / (1760 / 3600), 0);
    expect(f?.flightDurationSec).toBeGreaterThan(1.3);
    expect(f?.flightDurationSec).toBeLessThan(1.8);
    expect(f?.groundDistanceYds).toBeGreaterThan(26);
    expect(f?.groundDistanceYds).toBeLessThan(32);
    expect(f?.initialRotationRPM).toBeNull();
    // No height in the track: the rise the flight time needs under gravity, g·t²/8.
    expect(f?.peakHeightFrom).toBe('gravity');
    expect(f?.peakHeightFt).toBeCloseTo((32.174 * (f?.flightDurationSec ?? 0) ** 2) / 8, 5);
  });
});
