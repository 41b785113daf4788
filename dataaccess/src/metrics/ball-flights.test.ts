/**
 * Ball flights against the flights the real tracking files mark with events (pass_forward to
 * pass_arrived or the pass outcome, punt to punt_received or punt_land, kickoff to
 * kick_received): every marked flight found once, released within 0.3 s of its event, no
 * other pass, punt or kick, and the ground distance within 2 yd of the ball's straight line
 * between the marked frames. Runs on every file of tests/data/tracking; FLIGHT_DATA_DIRS
 * (colon-separated folders of the same formats, e.g. the shared samples) adds more.
 *
 * Then the rules themselves on made tracks: a dip of the tracked speed in the air, a carried
 * ball, a kick from rest, the straight-line distance and the peak height.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrackColumns } from '../../../domain';
import { readTrackingFile, type TrackingSession } from '../importers';
import { detectBallFlights, FLIGHT, type BallFlight } from './ball-flights';

const DATA = fileURLToPath(new URL('../../../tests/data/tracking', import.meta.url));

/** Tracking files under a folder: NGS .tsv and BDB coords .csv, sorted. */
function trackingFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...trackingFiles(path));
    else if (name.endsWith('.tsv') || (name.endsWith('.csv') && name.includes('coords')))
      out.push(path);
  }
  return out;
}

const dirs = [DATA, ...(process.env.FLIGHT_DATA_DIRS ?? '').split(':').filter((d) => d !== '')];
/** Each file once (the shared folder holds the repository's files too). */
const files = [
  ...new Map(dirs.flatMap(trackingFiles).map((f) => [f.split('/').pop() ?? f, f])).values(),
];

type Kind = 'Pass' | 'Punt' | 'Kick';
const START: Readonly<Record<string, Kind>> = {
  pass_forward: 'Pass',
  autoevent_passforward: 'Pass',
  punt: 'Punt',
  kickoff: 'Kick',
  onside_kick: 'Kick',
};
const END: Readonly<Record<Kind, RegExp>> = {
  Pass: /^(pass_arrived|pass_outcome_.*|pass_tipped)$/,
  Punt: /^(punt_received|punt_land|punt_downed|fair_catch|touchback|out_of_bounds)$/,
  Kick: /^(kick_received|kickoff_land|onside_kick_land|fair_catch|touchback|out_of_bounds)$/,
};

interface Marked {
  kind: Kind;
  /** Start events' times (an automatic and a manual mark of one release). */
  startsMs: number[];
  endMs: number | null;
}

/** The flights a play's events mark. */
function markedFlights(session: TrackingSession): Marked[] {
  const out: Marked[] = [];
  for (const e of session.events) {
    const kind = START[e.event];
    if (!kind) continue;
    const last = out.at(-1);
    if (last && last.kind === kind && e.atMs - (last.startsMs[0] ?? 0) <= 500) {
      last.startsMs.push(e.atMs);
      continue;
    }
    const end = session.events.find((x) => x.atMs > e.atMs && END[kind].test(x.event));
    out.push({ kind, startsMs: [e.atMs], endMs: end?.atMs ?? null });
  }
  return out;
}

/** A track's sample at (or nearest) a time. */
function ballAt(ball: TrackColumns, atMs: number): { x: number; y: number } {
  let best = 0;
  for (let i = 0; i < ball.atMs.length; i++) {
    if (Math.abs((ball.atMs[i] ?? 0) - atMs) < Math.abs((ball.atMs[best] ?? 0) - atMs)) best = i;
  }
  return { x: ball.xYd[best] ?? 0, y: ball.yYd[best] ?? 0 };
}

/** How far the ball is from a player at a time (yd); null where the player is unknown. */
function apartYd(
  ball: TrackColumns,
  player: TrackColumns | undefined,
  atMs: number,
): number | null {
  if (!player) return null;
  const b = ballAt(ball, atMs);
  const p = ballAt(player, atMs);
  return Math.hypot(b.x - p.x, b.y - p.y);
}

interface Row {
  play: string;
  kind: Kind;
  found: number;
  releaseOffS: number | null;
  markedYd: number;
  /** The ball's distance from the flight's launcher at the marked release frame (yd). */
  markedApartYd: number | null;
  groundYd: number | null;
  /** The marks include the arrival (else the data end first: a partial flight). */
  whole: boolean;
  endedByData: boolean | null;
}

interface Result {
  rows: Row[];
  invented: { play: string; flight: BallFlight }[];
}

function check(sessions: { file: string; session: TrackingSession }[]): Result {
  const rows: Row[] = [];
  const invented: Result['invented'] = [];
  for (const { file, session } of sessions) {
    const ball = session.ball;
    if (!ball) continue;
    const positions = new Map(session.players.map((p) => [String(p.nflId), p.position]));
    const flights = detectBallFlights(ball, { players: session.tracks, positions });
    const play = `${file.split('/').pop() ?? ''} ${session.playId}`;
    const used = new Set<BallFlight>();
    for (const m of markedFlights(session)) {
      const near = (f: BallFlight): number =>
        Math.min(...m.startsMs.map((t) => Math.abs(f.startTimeMS - t)));
      const matches = flights.filter((f) => f.flightType === m.kind && near(f) <= 300);
      matches.forEach((f) => used.add(f));
      const f = matches[0];
      // The marked release frame: the earliest of its marks (the ball's data show the
      // release there or later); the arrival frame, or the end of the data.
      const from = ballAt(ball, Math.min(...m.startsMs));
      const to = ballAt(ball, m.endMs ?? ball.atMs[ball.atMs.length - 1] ?? 0);
      rows.push({
        play,
        kind: m.kind,
        found: matches.length,
        releaseOffS: f ? (f.startTimeMS - Math.min(...m.startsMs)) / 1000 : null,
        markedYd: Math.hypot(to.x - from.x, to.y - from.y),
        markedApartYd: apartYd(
          ball,
          session.tracks.get(f?.launcherKey ?? ''),
          Math.min(...m.startsMs),
        ),
        groundYd: f ? f.groundDistanceYds : null,
        whole: m.endMs !== null,
        endedByData: f ? f.endedByData : null,
      });
    }
    for (const f of flights) {
      if (!used.has(f) && f.flightType !== 'Long Snap') invented.push({ play, flight: f });
    }
  }
  return { rows, invented };
}

describe('ball flights on the real tracking files', () => {
  let result: Result;

  beforeAll(async () => {
    const sessions: { file: string; session: TrackingSession }[] = [];
    for (const file of files)
      for await (const session of readTrackingFile(file)) sessions.push({ file, session });
    result = check(sessions);
    const within = result.rows.filter(
      (r) => r.groundYd !== null && Math.abs(r.groundYd - r.markedYd) <= 2,
    ).length;
    const whole = result.rows.filter((r) => r.whole);
    const wholeWithin = whole.filter(
      (r) => r.groundYd !== null && Math.abs(r.groundYd - r.markedYd) <= 2,
    ).length;
    const lines = result.rows.map(
      (r) =>
        `${r.play.padEnd(34)} ${r.kind.padEnd(5)} found ${r.found} release ` +
        `${r.releaseOffS === null ? '-' : r.releaseOffS.toFixed(1).padStart(4)} s ground ` +
        `${r.groundYd === null ? '-' : r.groundYd.toFixed(1).padStart(5)} yd marked ` +
        `${r.markedYd.toFixed(1).padStart(5)} yd, ball ` +
        `${r.markedApartYd === null ? '-' : r.markedApartYd.toFixed(1)} yd from the launcher at ` +
        `the mark${r.whole ? '' : ' (partial: data end)'}`,
    );
    console.log(
      `ball flights: ${files.length} files, ${result.rows.length} marked, ` +
        `${result.rows.filter((r) => r.found === 1).length} found once, ` +
        `${result.invented.length} invented, ${within} within 2 yd (whole flights ` +
        `${wholeWithin} of ${whole.length})\n${lines.join('\n')}` +
        result.invented.map((i) => `\n  invented ${i.play} ${JSON.stringify(i.flight)}`).join(''),
    );
  });

  it('reads every file and its marked flights', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    // The repository's files alone: 6 BDB passes, the MIA pass and the JAX punt.
    expect(result.rows.length).toBeGreaterThanOrEqual(8);
    expect(result.rows.some((r) => r.kind === 'Punt')).toBe(true);
  });

  it('finds every marked flight once, released within 0.3 s of its event', () => {
    for (const r of result.rows) {
      expect(r.found, r.play).toBe(1);
      expect(Math.abs(r.releaseOffS ?? 1), r.play).toBeLessThanOrEqual(0.3 + 1e-9);
    }
  });

  it('reports no other pass, punt or kick', () => {
    expect(result.invented.map((i) => `${i.play} ${i.flight.flightType}`)).toEqual([]);
  });

  it('measures the ground distance along the ball’s line between the marked frames', () => {
    // From the point the ball left the hands to the catch or landing: within 2 yd of the
    // line between the marked frames for most flights. A miss is allowed only where the
    // release mark itself lags the ball: at the marked frame the ball is already out of the
    // launcher's hands (more than 1.5 yd away, FLIGHT.holdYd), in the air for a step or more.
    const off = result.rows.map((r) =>
      Math.abs((r.groundYd ?? Number.POSITIVE_INFINITY) - r.markedYd),
    );
    expect(off.filter((d) => d <= 2).length / off.length).toBeGreaterThanOrEqual(0.8);
    for (const [i, d] of off.entries()) {
      const r = result.rows[i];
      if (d > 2) expect(r?.markedApartYd ?? 0, r?.play).toBeGreaterThan(FLIGHT.holdYd);
    }
  });

  it('says where the data end during a flight', () => {
    for (const r of result.rows.filter((x) => !x.whole)) expect(r.endedByData, r.play).toBe(true);
    for (const r of result.rows.filter((x) => x.whole)) expect(r.endedByData, r.play).toBe(false);
  });
});

/** A made track: positions of sample i (10 Hz from T0). */
const T0 = Date.UTC(2026, 2, 1, 15);
function track(
  entityId: string,
  n: number,
  at: (i: number) => [number, number] | [number, number, number],
): TrackColumns {
  const xs: readonly number[][] = Array.from({ length: n }, (_, i) => at(i));
  const z = xs.every((p) => p.length === 3);
  return {
    entityId,
    atMs: Float64Array.from({ length: n }, (_, i) => T0 + i * 100),
    xYd: Float32Array.from(xs, (p) => p[0] ?? 0),
    yYd: Float32Array.from(xs, (p) => p[1] ?? 0),
    ...(z ? { zYd: Float32Array.from(xs, (p) => p[2] ?? 0) } : {}),
  };
}

describe('ball flight rules on made tracks', () => {
  const N = 80;
  // The QB holds the ball at x=30 for 2 s and throws it at 20 yd/s along the field; the
  // receiver waits at x=58 and runs on with it at 7 yd/s.
  const thrown = (i: number): number => (i <= 20 ? 30 : i <= 34 ? 30 + 2 * (i - 20) : 58);
  const receiverX = (i: number): number => (i <= 34 ? 58.3 : 58.3 + 0.7 * (i - 34));
  const qb = track('qb', N, () => [29.6, 25]);
  const receiver = track('wr', N, (i) => [receiverX(i), 25]);
  // A defender the ball flies over at x=44.
  const defender = track('lb', N, () => [44, 25.2]);
  const players = new Map([
    ['qb', qb],
    ['wr', receiver],
    ['lb', defender],
  ]);
  const positions = new Map([
    ['qb', 'QB'],
    ['wr', 'WR'],
    ['lb', 'LB'],
  ]);
  const ballX = (i: number): number => (i <= 34 ? thrown(i) : receiverX(i) - 0.3);

  it('keeps one pass through dips of the tracked speed in the air, to the catch', () => {
    // The tracked ball stalls for 0.3 s over the defender, then catches up.
    const stalled = (i: number): number =>
      i >= 27 && i <= 29 ? ballX(26) + 0.4 * (i - 26) : ballX(i);
    const ball = track('ball', N, (i) => [stalled(i), 25 + (i % 2) * 0.1]);
    const flights = detectBallFlights(ball, { players, positions });
    expect(flights.map((f) => [f.flightType, f.launcherKey])).toEqual([['Pass', 'qb']]);
    const f = flights[0];
    expect(f?.startTimeMS).toBe(T0 + 2100);
    // Caught where the ball reaches the receiver and slows to his pace.
    expect(f?.endTimeMS).toBeGreaterThanOrEqual(T0 + 3300);
    expect(f?.endTimeMS).toBeLessThanOrEqual(T0 + 3500);
    expect(f?.endedByData).toBe(false);
    expect(f?.initialAirSpeedMPH).toBeCloseTo(20 / (1760 / 3600), 0);
  });

  it('measures the straight line from release to arrival, not the wobbling path', () => {
    const ball = track('ball', N, (i) => [ballX(i), 25 + (i > 20 && i < 34 ? (i % 2) * 0.8 : 0)]);
    const [f] = detectBallFlights(ball, { players, positions });
    // From the point the ball left the hands, the sample before the first one in the air.
    const i = ((f?.startTimeMS ?? 0) - T0) / 100 - 1;
    const j = ((f?.endTimeMS ?? 0) - T0) / 100;
    expect(ball.xYd[i]).toBe(30);
    const chord = Math.hypot(
      (ball.xYd[j] ?? 0) - (ball.xYd[i] ?? 0),
      (ball.yYd[j] ?? 0) - (ball.yYd[i] ?? 0),
    );
    expect(f?.groundDistanceYds).toBeCloseTo(chord, 5);
    expect(f?.airDistInYards).toBeCloseTo(chord, 5);
    // No height in the feed: the rise a ball needs to stay up that long, g·t²/8.
    const t = f?.flightDurationSec ?? 0;
    expect(f?.peakHeightFrom).toBe('gravity');
    expect(f?.peakHeightFt).toBeCloseTo((32.174 * t * t) / 8, 5);
    expect(f?.initialRotationRPM).toBeNull();
    expect(f?.maxRotationRPM).toBeNull();
  });

  it('keeps a tipped pass one flight, credited to the passer', () => {
    // Thrown along the field at 20 yd/s; a lineman at x=36 tips it, it flies on across the
    // field at 14 yd/s and lands (rolling at 2 yd/s).
    const tipped = (i: number): [number, number] =>
      i <= 20
        ? [30, 25]
        : i <= 23
          ? [30 + 2 * (i - 20), 25]
          : i <= 33
            ? [36 + 0.5 * (i - 23), 25 + 1.3 * (i - 23)]
            : [41, 38 + 0.2 * (i - 33)];
    const lineman = track('dl', N, () => [36.5, 24.5]);
    const ball = track('ball', N, tipped);
    const flights = detectBallFlights(ball, {
      players: new Map([
        ['qb', qb],
        ['dl', lineman],
      ]),
      positions: new Map([
        ['qb', 'QB'],
        ['dl', 'DT'],
      ]),
    });
    expect(flights.map((f) => [f.flightType, f.launcherKey])).toEqual([['Pass', 'qb']]);
    expect(flights[0]?.endTimeMS).toBe(T0 + 3300);
  });

  it('never takes a carried ball for a flight, however its speed jumps', () => {
    // A returner runs at 9.5 yd/s; the tracked ball surges ahead of him (1.35 yd steps:
    // 13.5 yd/s for 0.3 s) and falls back, again and again, always within 1.2 yd of him.
    const runner = track('kr', N, (i) => [10 + 0.95 * i, 20]);
    const surge = [0, 0.4, 0.8, 1.2, 0.6, 0];
    const ball = track('ball', N, (i) => [10 + 0.95 * i + (surge[i % 6] ?? 0), 20.2]);
    const flights = detectBallFlights(ball, {
      players: new Map([['kr', runner]]),
      positions: new Map([['kr', 'WR']]),
    });
    expect(flights).toEqual([]);
  });

  it('types a long flight from rest as a kick, and a short one as a snap, with no positions', () => {
    // At rest on a tee for 2 s, then 50 yd in 4 s (a dip in the middle), landing and rolling.
    const kick = (i: number): number =>
      i <= 20 ? 35 : i <= 60 ? 35 + 1.25 * (i - 20) - (i === 40 ? 0.8 : 0) : 85 + 0.2 * (i - 60);
    const ball = track('ball', N, (i) => [kick(i), 26]);
    const flights = detectBallFlights(ball);
    expect(flights.map((f) => f.flightType)).toEqual(['Kick']);
    expect(flights[0]?.groundDistanceYds).toBeGreaterThan(47);
    expect(flights[0]?.groundDistanceYds).toBeLessThan(51);
    expect(flights[0]?.launcherKey).toBeNull();
    const snap = track('ball', 40, (i) => [i <= 20 ? 40 : i <= 26 ? 40 - 2 * (i - 20) : 28, 26]);
    expect(detectBallFlights(snap).map((f) => f.flightType)).toEqual(['Long Snap']);
  });

  it('finds a steep punt’s release by its speed in 3-D where the feed has the height', () => {
    // The punter holds the ball at x=30.3 for 2 s and punts it 33.6 yd in 3.2 s, 16 yd high:
    // over the ground it flies at 10.5 yd/s, slower than a carried ball may be; in 3-D it
    // leaves at 21 yd/s.
    const punter = track('p', N, () => [30, 25]);
    const ball = track('ball', N, (i) => {
      const u = Math.min(1, Math.max(0, (i - 20) / 32));
      return [30.3 + 33.6 * u, 25, 1 + 64 * u * (1 - u)];
    });
    const flights = detectBallFlights(ball, {
      players: new Map([['p', punter]]),
      positions: new Map([['p', 'P']]),
    });
    expect(flights.map((f) => [f.flightType, f.launcherKey])).toEqual([['Punt', 'p']]);
    expect(flights[0]?.startTimeMS).toBe(T0 + 2100);
    expect(flights[0]?.endTimeMS).toBe(T0 + 5200);
    expect(flights[0]?.groundDistanceYds).toBeCloseTo(33.6, 4);
    expect(flights[0]?.peakHeightFt).toBeCloseTo(3 * 17, 4);
  });

  it('takes the peak from the feed’s height where it has one', () => {
    const ball = track('ball', N, (i) => {
      const u = Math.min(1, Math.max(0, (i - 20) / 14));
      return [ballX(i), 25, 2 + 8 * u * (1 - u)];
    });
    const [f] = detectBallFlights(ball, { players, positions });
    expect(f?.peakHeightFrom).toBe('feed');
    expect(f?.peakHeightFt).toBeCloseTo(3 * (2 + 2), 0);
    expect(f?.airDistInYards).toBeGreaterThanOrEqual(f?.groundDistanceYds ?? 0);
  });
});
