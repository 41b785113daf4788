import { describe, expect, it } from 'vitest';
import { FIELD_LENGTH_YD, FIELD_WIDTH_YD, SAMPLE_INTERVAL_MS, type TrackColumns } from '../domain';
import { createPracticeSimulation, generateRoster } from './index';

const START_MS = Date.UTC(2025, 7, 12, 15, 0, 0);
const roster = generateRoster({ seed: 5, teamAbbr: 'KC', league: 'nfl' }).slice(0, 40);
const periods = [
  { name: 'Indy', periodType: 'Individual', durationMs: 4 * 60_000 },
  { name: 'Team', periodType: '11on11 Mixed', durationMs: 4 * 60_000 },
];

function simulate(seed: number, noiseYd?: number) {
  return createPracticeSimulation({
    seed,
    players: roster,
    periods,
    startMs: START_MS,
    ...(noiseYd === undefined ? {} : { noiseYd }),
  });
}

function concat(
  parts: TrackColumns[][],
  entityId: string,
): { atMs: number[]; xYd: number[]; yYd: number[]; zYd: number[] } {
  const out = {
    atMs: [] as number[],
    xYd: [] as number[],
    yYd: [] as number[],
    zYd: [] as number[],
  };
  for (const part of parts) {
    const c = part.find((t) => t.entityId === entityId);
    if (!c) continue;
    out.atMs.push(...c.atMs);
    out.xYd.push(...c.xYd);
    out.yYd.push(...c.yYd);
    if (c.zYd) out.zYd.push(...c.zYd);
  }
  return out;
}

describe('createPracticeSimulation', () => {
  const sim = simulate(11);

  it('lays periods end to end on the sample grid', () => {
    expect(sim.periods.map((p) => p.name)).toEqual(['Indy', 'Team']);
    expect(sim.periods[0]?.startMs).toBe(START_MS);
    expect(sim.periods[0]?.endMs).toBe(sim.periods[1]?.startMs);
    expect(sim.endMs).toBe(START_MS + 8 * 60_000);
  });

  it('gives every player and ball 10 Hz samples inside the window asked for', () => {
    const from = START_MS + 60_000 + 37;
    const cols = sim.samplesBetween(from, from + 1000);
    expect(cols.map((c) => c.entityId)).toEqual([...roster.map((p) => p.id), ...sim.ballIds]);
    for (const c of cols) {
      expect(c.atMs.length).toBe(10);
      expect(c.atMs[0]).toBe(START_MS + 60_100);
      expect((c.atMs[1] ?? 0) - (c.atMs[0] ?? 0)).toBe(SAMPLE_INTERVAL_MS);
    }
    expect(sim.samplesBetween(sim.endMs, sim.endMs + 5000)).toEqual([]);
  });

  it('gives the same numbers for the same seed, whatever the windows', () => {
    const whole = sim.samplesBetween(sim.startMs, sim.endMs);
    const again = simulate(11);
    const windows: TrackColumns[][] = [];
    for (
      let t = again.startMs, step = 300;
      t < again.endMs;
      t += step, step = step === 300 ? 7_100 : 300
    ) {
      windows.push(again.samplesBetween(t, Math.min(t + step, again.endMs)));
    }
    for (const id of [roster[0]?.id ?? '', roster[20]?.id ?? '', sim.ballIds[0] ?? '']) {
      const one = whole.find((c) => c.entityId === id);
      const pieced = concat(windows, id);
      expect(pieced.atMs).toEqual([...(one?.atMs ?? [])]);
      expect(pieced.xYd).toEqual([...(one?.xYd ?? [])]);
      expect(pieced.yYd).toEqual([...(one?.yYd ?? [])]);
    }
    expect(again.flightsBetween(again.startMs, again.endMs)).toEqual(
      sim.flightsBetween(sim.startMs, sim.endMs),
    );
  });

  it('gives another practice for another seed', () => {
    const a = sim.samplesBetween(START_MS, START_MS + 120_000)[3];
    const b = simulate(12).samplesBetween(START_MS, START_MS + 120_000)[3];
    expect([...(a?.xYd ?? [])]).not.toEqual([...(b?.xYd ?? [])]);
  });

  it('keeps everyone on the field and moving without jumps', () => {
    let outside = 0;
    let jumps = 0;
    for (const c of sim.samplesBetween(sim.startMs, sim.endMs)) {
      for (let i = 0; i < c.xYd.length; i++) {
        const x = c.xYd[i] ?? NaN;
        const y = c.yYd[i] ?? NaN;
        if (!(x >= 0 && x <= FIELD_LENGTH_YD && y >= 0 && y <= FIELD_WIDTH_YD)) outside++;
        if (i > 0 && !c.zYd && Math.hypot(x - (c.xYd[i - 1] ?? 0), y - (c.yYd[i - 1] ?? 0)) > 1.2)
          jumps++;
      }
    }
    expect(outside).toBe(0);
    expect(jumps).toBe(0);
  });

  it('adds sensor noise of a few centimetres around the noise-free path', () => {
    const clean = simulate(11, 0).samplesBetween(START_MS, START_MS + 60_000);
    const noisy = simulate(11, 0.04).samplesBetween(START_MS, START_MS + 60_000);
    let sum = 0;
    let n = 0;
    clean.slice(0, roster.length).forEach((c, e) => {
      c.xYd.forEach((x, i) => {
        const d = (noisy[e]?.xYd[i] ?? 0) - x;
        sum += d * d;
        n++;
      });
    });
    const sigma = Math.sqrt(sum / n);
    expect(sigma).toBeGreaterThan(0.03);
    expect(sigma).toBeLessThan(0.05);
  });

  it('shows balls in the air with a height during flights that start in the window asked', () => {
    const flights = sim.flightsBetween(sim.startMs, sim.endMs);
    expect(flights.length).toBeGreaterThan(10);
    const flight = flights.find(
      (f) => f.kind === 'Pass' && f.ballId !== undefined && f.durationMs > 1000,
    );
    expect(flight).toBeDefined();
    if (!flight) return;
    const ball = sim
      .samplesBetween(flight.startMs, flight.startMs + flight.durationMs)
      .find((c) => c.entityId === flight.ballId);
    const peakYd = Math.max(...(ball?.zYd ?? []));
    expect(peakYd * 3).toBeGreaterThan(flight.peakHeightFt - 1.5);
    expect(peakYd * 3).toBeLessThanOrEqual(flight.peakHeightFt + 0.01);
    expect(sim.flightsBetween(flight.startMs, flight.startMs + 1)).toContainEqual(flight);
  });
});
