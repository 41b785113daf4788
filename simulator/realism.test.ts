import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_INTERVAL_MS, type TrackColumns } from '../domain';
import {
  createPracticeSimulation,
  defaultPracticePlan,
  generateRoster,
  movementRole,
  type PracticeSimulation,
} from './index';

const DT_S = SAMPLE_INTERVAL_MS / 1000;
const roster = generateRoster({ seed: 21, teamAbbr: 'GB', league: 'nfl' });
const roleOf = new Map(roster.map((p) => [p.id, movementRole(p.position)]));

/** Speed and acceleration of a track by central differences of its positions. */
function kinematics(c: TrackColumns): { speed: Float64Array; accel: Float64Array } {
  const n = c.xYd.length;
  const vx = new Float64Array(n);
  const vy = new Float64Array(n);
  const speed = new Float64Array(n);
  const accel = new Float64Array(n);
  for (let i = 1; i < n - 1; i++) {
    vx[i] = ((c.xYd[i + 1] ?? 0) - (c.xYd[i - 1] ?? 0)) / (2 * DT_S);
    vy[i] = ((c.yYd[i + 1] ?? 0) - (c.yYd[i - 1] ?? 0)) / (2 * DT_S);
    speed[i] = Math.hypot(vx[i] ?? 0, vy[i] ?? 0);
  }
  for (let i = 2; i < n - 2; i++) {
    accel[i] =
      Math.hypot((vx[i + 1] ?? 0) - (vx[i - 1] ?? 0), (vy[i + 1] ?? 0) - (vy[i - 1] ?? 0)) /
      (2 * DT_S);
  }
  return { speed, accel };
}

/** Efforts: stretches above `aboveYps`, with their peak speed and distance. */
function efforts(
  speed: Float64Array,
  from: number,
  to: number,
  aboveYps: number,
): { peakYps: number; distanceYd: number }[] {
  const out: { peakYps: number; distanceYd: number }[] = [];
  let current: { peakYps: number; distanceYd: number } | undefined;
  for (let i = from; i < to; i++) {
    const v = speed[i] ?? 0;
    if (v > aboveYps) {
      current ??= { peakYps: 0, distanceYd: 0 };
      current.peakYps = Math.max(current.peakYps, v);
      current.distanceYd += v * DT_S;
    } else if (current) {
      out.push(current);
      current = undefined;
    }
  }
  return out;
}

interface Track {
  readonly role: string;
  readonly speed: Float64Array;
  readonly accel: Float64Array;
  readonly distanceYd: number;
  readonly maxSpeedYps: number;
  readonly maxAccelYps2: number;
}

let sim: PracticeSimulation;
let tracks: Track[];
let seconds: number;

function periodRange(test: (type: string) => boolean): [number, number][] {
  return sim.periods
    .filter((p) => test(p.periodType))
    .map((p) => [
      (p.startMs - sim.startMs) / SAMPLE_INTERVAL_MS,
      (p.endMs - sim.startMs) / SAMPLE_INTERVAL_MS,
    ]);
}

function maxIn(values: Float64Array, ranges: [number, number][]): number {
  let max = 0;
  for (const [a, b] of ranges) for (let i = a; i < b; i++) max = Math.max(max, values[i] ?? 0);
  return max;
}

beforeAll(() => {
  const t0 = performance.now();
  sim = createPracticeSimulation({
    seed: 21,
    players: roster,
    periods: defaultPracticePlan('nfl', 21),
    startMs: Date.UTC(2025, 8, 3, 16),
    noiseYd: 0,
  });
  const columns = sim.samplesBetween(sim.startMs, sim.endMs);
  seconds = (performance.now() - t0) / 1000;
  tracks = columns
    .filter((c) => roleOf.has(c.entityId))
    .map((c) => {
      let distanceYd = 0;
      for (let i = 1; i < c.xYd.length; i++)
        distanceYd += Math.hypot(
          (c.xYd[i] ?? 0) - (c.xYd[i - 1] ?? 0),
          (c.yYd[i] ?? 0) - (c.yYd[i - 1] ?? 0),
        );
      const { speed, accel } = kinematics(c);
      const maxSpeedYps = speed.reduce((a, b) => Math.max(a, b), 0);
      const maxAccelYps2 = accel.reduce((a, b) => Math.max(a, b), 0);
      return {
        role: roleOf.get(c.entityId) ?? '',
        speed,
        accel,
        distanceYd,
        maxSpeedYps,
        maxAccelYps2,
      };
    });
});

const of = (...roles: string[]): Track[] => tracks.filter((t) => roles.includes(t.role));

describe('a simulated two-hour NFL practice of 90 players', () => {
  it('is planned and sampled in a few seconds', () => {
    expect(tracks).toHaveLength(90);
    expect(seconds).toBeLessThan(8);
  });

  it('keeps acceleration under 6 yd/s² for everyone', () => {
    for (const t of tracks) expect(t.maxAccelYps2).toBeLessThan(6);
  });

  it('gives skill players 3,000-6,000 yd and 7-10 yd/s, linemen 1,500-3,500 yd', () => {
    for (const t of of('WR', 'RB', 'TE', 'LB', 'DB')) {
      expect(t.distanceYd).toBeGreaterThan(2800);
      expect(t.distanceYd).toBeLessThan(6000);
      expect(t.maxSpeedYps).toBeGreaterThan(7);
      expect(t.maxSpeedYps).toBeLessThan(10);
    }
    for (const t of of('OL', 'DL')) {
      expect(t.distanceYd).toBeGreaterThan(1500);
      expect(t.distanceYd).toBeLessThan(3500);
    }
  });

  it('has receivers and defensive backs at 8-10 yd/s on routes in 7on7 and 11on11', () => {
    const team = periodRange((type) => /7on7|11on11/.test(type));
    const peaks = of('WR', 'DB').map((t) => maxIn(t.speed, team));
    expect(peaks.filter((v) => v >= 8).length).toBeGreaterThan(peaks.length / 2);
    expect(Math.max(...peaks)).toBeLessThan(10);
  });

  it('has linemen working in short bursts of under 10 yd at 3-5 yd/s', () => {
    const drills = periodRange((type) => /Individual|1on1|7on7|11on11/.test(type));
    for (const t of of('OL', 'DL')) {
      const bursts = drills.flatMap(([a, b]) => efforts(t.speed, a, b, 2.2));
      expect(bursts.length).toBeGreaterThan(10);
      for (const burst of bursts) {
        expect(burst.distanceYd).toBeLessThan(10);
        expect(burst.peakYps).toBeLessThan(5.5);
      }
      expect(bursts.filter((b) => b.peakYps >= 3).length).toBeGreaterThan(bursts.length / 2);
    }
  });

  it('has everyone mostly still or walking in stretch and breaks', () => {
    const still = periodRange((type) => type === 'Stretch' || type === 'Break');
    for (const t of tracks) {
      let slow = 0;
      let all = 0;
      for (const [a, b] of still)
        for (let i = a; i < b; i++) {
          all++;
          if ((t.speed[i] ?? 0) < 1.5) slow++;
        }
      expect(slow / all).toBeGreaterThan(0.85);
      expect(
        maxIn(
          t.speed,
          periodRange((type) => type === 'Break'),
        ),
      ).toBeLessThan(2.2);
    }
  });

  it('has repeated sprints in conditioning', () => {
    const conditioning = periodRange((type) => type === 'Conditioning');
    for (const t of tracks) {
      const top = t.maxSpeedYps;
      const sprints = conditioning
        .flatMap(([a, b]) => efforts(t.speed, a, b, 0.7 * top))
        .filter((e) => e.distanceYd > 20);
      expect(sprints.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('has plausible ball flights from the QBs, kickers, punters and long snappers', () => {
    const flights = sim.flightsBetween(sim.startMs, sim.endMs);
    const position = new Map(roster.map((p) => [p.id, p.position]));
    const kinds = new Set(flights.map((f) => f.kind));
    expect([...kinds].sort()).toEqual(['Kick', 'Long Snap', 'Pass', 'Punt']);
    for (const f of flights) {
      const thrower = position.get(f.throwerId);
      if (f.kind === 'Pass') {
        expect(thrower).toBe('QB');
        expect(f.airSpeedMph).toBeGreaterThanOrEqual(40);
        expect(f.airSpeedMph).toBeLessThanOrEqual(60);
      } else if (f.kind === 'Punt') {
        expect(thrower).toBe('P');
        expect(f.peakHeightFt).toBeGreaterThanOrEqual(40);
        expect(f.peakHeightFt).toBeLessThanOrEqual(60);
      } else if (f.kind === 'Kick') {
        expect(thrower).toBe('K');
        expect(f.groundDistanceYd).toBeGreaterThanOrEqual(30);
        expect(f.groundDistanceYd).toBeLessThanOrEqual(60);
      } else {
        expect(thrower).toBe('LS');
        expect(Math.abs(f.groundDistanceYd - 15)).toBeLessThan(1);
      }
      expect(f.spinRpm).toBeGreaterThan(100);
      expect(f.durationMs).toBeGreaterThan(300);
    }
  });
});
