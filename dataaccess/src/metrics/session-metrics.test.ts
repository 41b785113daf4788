/** Periods, session highlights, percent of history and ball flights. */
import { describe, expect, it } from 'vitest';
import { detectBallFlights } from './ball-flights';
import { createPeriodSplitMetrics } from './period-metrics';
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
