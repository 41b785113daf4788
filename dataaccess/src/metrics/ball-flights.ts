/**
 * Ball flights from a ball's track (02 §3 Ball metrics, 01 §3.4): one flight from the
 * release to the catch or landing, however noisy the tracked ball. The same function serves
 * the ball-flight stage (past sessions), the metrics script and the live read, so that a
 * session's flights do not depend on how it was processed.
 *
 * A flight starts where the ball moves faster than anyone carries it and no player keeps it
 * close; it goes on through brief dips of the tracked speed while nobody holds the ball, and
 * ends when a player holds it (catch), when it slows for good (landing, stop), or where the
 * data end. A ball that stays with one player is carried, never a flight. Rotation cannot be
 * derived from positions and `TrackColumns` carries no spin: it is null here. Every formula
 * and threshold is described in docs/metrics.md (Ball flights).
 */
import type { BallFlightRow, FlightType, TrackColumns } from '../../../domain';
import { ypsToMph } from './zones';

export type { FlightType };

/** Detection thresholds: yd/s, yd, ms and samples (10 Hz). */
export const FLIGHT = {
  /** A flight's first step is at least this fast: faster than a player carries a ball. */
  startYps: 12,
  /** A flying step keeps this share of the previous flying step's speed ... */
  keepRatio: 0.75,
  /** ... and this speed; slower, the ball has stopped. */
  minYps: 5,
  /** ... and heads within this angle of the flight's line so far (a ball flies straight). */
  maxTurnDeg: 60,
  /** Slower or off-line steps for up to this long, nobody holding the ball, are a dip of the
   * tracked speed in the air, not a landing: the flight goes on if the ball flies again. */
  maxDipMs: 1000,
  /** A gap in the ball's track longer than this ends the flight as the end of the data. */
  maxStepMs: 1000,
  /** A player holds the ball when it stays within `holdYd` of them for `holdSamples`. */
  holdYd: 1.5,
  holdSamples: 5,
  /** The catch is the first sample of a hold with the ball this close to the catcher. */
  catchYd: 1,
  /** The launcher catches the ball only after it was this far from them (a tip to oneself). */
  separateYd: 3,
  /** A window with one player within `holdYd` of the ball at this share of its samples is a
   * carried ball, never a flight. */
  carriedShare: 0.8,
  /** Shortest flight (samples, release step included) and ground distance (yd) that count. */
  minSamples: 3,
  minGroundYd: 3,
  /** A ball slower than `restYps` for `restSamples` before release was at rest (a snap from
   * the ground, a kick from a tee); `stillSamples` still in a holder's hands (a field goal). */
  restYps: 1,
  restSamples: 10,
  stillSamples: 5,
  /** Longest snap (yd); longer flights from rest are kicks. */
  maxSnapYd: 20,
  /** A flight whose gravity rise is at least this share of its ground distance (launched
   * steeper than about 53°) and that is at least `highBallMinYd` long is a punt or a kick. */
  highBallRatio: 0.33,
  highBallMinYd: 20,
  /** The launcher is the player nearest the ball (on average, within this many yd) ... */
  launcherYd: 3,
  /** ... over this many samples up to the release. */
  launcherSamples: 5,
  /** A player's position is interpolated between samples at most this far apart (ms). */
  playerGapMs: 300,
} as const;

/** Gravity, ft/s². */
const G_FTPS2 = 32.174;
const FT_PER_YD = 3;

/** The flight type implied by the launcher's position, where it implies one. */
const POSITION_FLIGHT: Readonly<Record<string, FlightType>> = {
  QB: 'Pass',
  P: 'Punt',
  K: 'Kick',
  C: 'Long Snap',
  OC: 'Long Snap',
  LS: 'Long Snap',
};

/** One ball flight, in the units of the spec's ball-flight model (domain/rows/flights.ts). */
export type BallFlight = BallFlightRow;

/** Optional context: player tracks (to find launchers, catches and carriers) and their
 * positions ('P' = punter), both keyed by the player's entity key. */
export interface FlightContext {
  readonly players?: ReadonlyMap<string, TrackColumns>;
  readonly positions?: ReadonlyMap<string, string>;
}

/** The players' tracks, read at the ball's sample times. */
class Players {
  private readonly keys: string[] = [];
  private readonly tracks: TrackColumns[] = [];
  private readonly cache = new Map<number, Float32Array>();

  constructor(
    private readonly ball: TrackColumns,
    players: ReadonlyMap<string, TrackColumns> | undefined,
  ) {
    for (const [key, track] of players ?? []) {
      if (key === ball.entityId || track.atMs.length === 0) continue;
      this.keys.push(key);
      this.tracks.push(track);
    }
  }

  get count(): number {
    return this.tracks.length;
  }

  key(p: number): string {
    return this.keys[p] ?? '';
  }

  /** Ground distance from player p to the ball at ball sample k; NaN where p is not tracked. */
  distance(p: number, k: number): number {
    let row = this.cache.get(k);
    if (!row) {
      row = new Float32Array(this.tracks.length).fill(-1);
      this.cache.set(k, row);
    }
    const cached = row[p] ?? -1;
    if (cached !== -1) return cached;
    const d = this.compute(p, k);
    row[p] = d;
    return d;
  }

  private compute(p: number, k: number): number {
    const track = this.tracks[p];
    if (!track) return Number.NaN;
    const t = this.ball.atMs[k] ?? 0;
    const at = track.atMs;
    let lo = 0;
    let hi = at.length - 1;
    if (t < (at[0] ?? 0) - 1 || t > (at[hi] ?? 0) + 1) return Number.NaN;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((at[mid] ?? 0) <= t + 1) lo = mid;
      else hi = mid - 1;
    }
    let x = track.xYd[lo] ?? 0;
    let y = track.yYd[lo] ?? 0;
    const t0 = at[lo] ?? 0;
    if (Math.abs(t - t0) > 1) {
      const t1 = at[lo + 1];
      if (t1 === undefined || t1 - t0 > FLIGHT.playerGapMs) return Number.NaN;
      const u = (t - t0) / (t1 - t0);
      x += ((track.xYd[lo + 1] ?? 0) - x) * u;
      y += ((track.yYd[lo + 1] ?? 0) - y) * u;
    }
    return Math.hypot(x - (this.ball.xYd[k] ?? 0), y - (this.ball.yYd[k] ?? 0));
  }

  /** Whether player p holds the ball from sample k: within holdYd for holdSamples (fewer
   * where the ball's track ends first, at least two). */
  holdsFrom(p: number, k: number, n: number): boolean {
    const last = Math.min(n - 1, k + FLIGHT.holdSamples - 1);
    if (last - k < 1) return false;
    for (let i = k; i <= last; i++) {
      if (!(this.distance(p, i) <= FLIGHT.holdYd)) return false;
    }
    return true;
  }

  /** The player nearest the ball on average over `launcherSamples` up to sample r; where
   * `prefer` is given, the nearest of those it accepts if one is near enough. */
  launcher(r: number, prefer: ((p: number) => boolean) | null = null): number {
    if (prefer) {
      const preferred = this.launcher(r);
      const best = this.nearest(r, prefer);
      return best >= 0 ? best : preferred;
    }
    return this.nearest(r, () => true);
  }

  private nearest(r: number, among: (p: number) => boolean): number {
    let best = -1;
    let bestYd: number = FLIGHT.launcherYd;
    for (let p = 0; p < this.tracks.length; p++) {
      if (!among(p)) continue;
      let sum = 0;
      let m = 0;
      for (let k = Math.max(0, r - FLIGHT.launcherSamples + 1); k <= r; k++) {
        const d = this.distance(p, k);
        if (Number.isNaN(d)) continue;
        sum += d;
        m++;
      }
      if (m > 0 && sum / m <= bestYd) {
        bestYd = sum / m;
        best = p;
      }
    }
    return best;
  }

  /** Whether one player stays within holdYd of the ball at carriedShare of samples a..b. */
  carried(a: number, b: number): boolean {
    const need = FLIGHT.carriedShare * (b - a + 1);
    for (let p = 0; p < this.tracks.length; p++) {
      let near = 0;
      for (let k = a; k <= b; k++) if (this.distance(p, k) <= FLIGHT.holdYd) near++;
      if (near >= need) return true;
    }
    return false;
  }

  /** Forgets cached distances before sample k (keeps memory flat over long tracks). */
  forgetBefore(k: number): void {
    for (const key of this.cache.keys()) if (key < k) this.cache.delete(key);
  }
}

/** Step speeds (sample k to k+1), yd/s: over the ground, and 3-D where the feed has z. */
function stepSpeeds(ball: TrackColumns): { ground: Float64Array; air: Float64Array } {
  const n = ball.atMs.length;
  const ground = new Float64Array(Math.max(0, n - 1));
  const air = new Float64Array(Math.max(0, n - 1));
  const z = ball.zYd;
  for (let k = 0; k < n - 1; k++) {
    const dt = ((ball.atMs[k + 1] ?? 0) - (ball.atMs[k] ?? 0)) / 1000;
    if (dt <= 0) continue;
    const dx = (ball.xYd[k + 1] ?? 0) - (ball.xYd[k] ?? 0);
    const dy = (ball.yYd[k + 1] ?? 0) - (ball.yYd[k] ?? 0);
    const dz = z ? (z[k + 1] ?? 0) - (z[k] ?? 0) : 0;
    ground[k] = Math.hypot(dx, dy) / dt;
    air[k] = Math.sqrt(dx * dx + dy * dy + dz * dz) / dt;
  }
  return { ground, air };
}

/** Median of three neighbouring values: one-sample spikes and drops of a tracked ball go. */
function median3(v: Float64Array): Float64Array {
  const out = new Float64Array(v.length);
  for (let k = 0; k < v.length; k++) {
    const a = v[k > 0 ? k - 1 : k] ?? 0;
    const b = v[k] ?? 0;
    const c = v[k < v.length - 1 ? k + 1 : k] ?? 0;
    out[k] = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
  }
  return out;
}

interface Span {
  /** Last sample before the ball flies (in the launcher's hands or at rest). */
  readonly r: number;
  /** Arrival sample: catch, landing, stop or the end of the data. */
  readonly end: number;
  readonly endedByData: boolean;
  /** The catcher held the ball at the arrival. */
  readonly caught: boolean;
}

/** Finds the flights of a ball track. */
export function detectBallFlights(ball: TrackColumns, context: FlightContext = {}): BallFlight[] {
  const n = ball.atMs.length;
  if (n < FLIGHT.minSamples) return [];
  const { ground, air } = stepSpeeds(ball);
  const v = median3(ground);
  const airMedian = median3(air);
  // A release is told by the ball's speed in 3-D where the feed has its height: a high punt
  // or kick leaves at a steep angle, its speed over the ground at first barely that of a
  // carried ball, so the ground speed alone misses it or finds its release late.
  const launchV = ball.zYd ? airMedian : v;
  const players = new Players(ball, context.players);
  const cosTurn = Math.cos((FLIGHT.maxTurnDeg * Math.PI) / 180);
  const at = (k: number): number => ball.atMs[k] ?? 0;
  const x = (k: number): number => ball.xYd[k] ?? 0;
  const y = (k: number): number => ball.yYd[k] ?? 0;
  const gapAfter = (k: number): boolean => at(k + 1) - at(k) > FLIGHT.maxStepMs;

  /** Whether step k heads within maxTurnDeg of the line from sample `from` to sample k. */
  const onLine = (from: number, k: number): boolean => {
    const cx = x(k) - x(from);
    const cy = y(k) - y(from);
    const sx = x(k + 1) - x(k);
    const sy = y(k + 1) - y(k);
    const c = Math.hypot(cx, cy);
    const s = Math.hypot(sx, sy);
    if (c < 1 || s === 0) return true;
    return (cx * sx + cy * sy) / (c * s) >= cosTurn;
  };

  /** A player other than the launcher (or the launcher once the ball left them) catching at
   * k: holding the ball from k with the ball at a carrying pace (a defender running beside
   * the receiver does not catch a ball that still flies past). */
  const catchAt = (k: number, launcher: number, separated: boolean): boolean => {
    if ((v[k] ?? 0) >= FLIGHT.startYps) return false;
    for (let p = 0; p < players.count; p++) {
      if (p === launcher && !separated) continue;
      if (!(players.distance(p, k) <= FLIGHT.catchYd)) continue;
      if (players.holdsFrom(p, k, n)) return true;
    }
    return false;
  };

  /** Someone keeps the ball close from sample k on: it was not released. */
  const heldFrom = (k: number): boolean => {
    for (let p = 0; p < players.count; p++) if (players.holdsFrom(p, k, n)) return true;
    return false;
  };

  /** Follows a flight whose first step is r to its arrival. */
  const follow = (r: number, launcher: number): Span => {
    let lastFly = r;
    let separated = false;
    for (let k = r + 1; ; k++) {
      if (launcher >= 0 && !separated) {
        separated = players.distance(launcher, k) >= FLIGHT.separateYd;
      }
      if (players.count > 0 && catchAt(k, launcher, separated)) {
        return { r, end: k, endedByData: false, caught: true };
      }
      if (k >= n - 1 || gapAfter(k)) {
        // The data stop: in flight, the flight is partial; in a dip, it had landed.
        const flying = k - 1 === lastFly;
        return flying
          ? { r, end: k, endedByData: true, caught: false }
          : { r, end: lastFly + 1, endedByData: false, caught: false };
      }
      const speed = v[k] ?? 0;
      const flies =
        speed >= FLIGHT.minYps &&
        speed >= FLIGHT.keepRatio * (v[lastFly] ?? 0) &&
        (k - r < 2 || onLine(r + 1, k));
      if (flies) {
        lastFly = k;
      } else if (at(k + 1) - at(lastFly + 1) > FLIGHT.maxDipMs) {
        return { r, end: lastFly + 1, endedByData: false, caught: false };
      }
    }
  };

  /** A span whose ball was not held between the end of `prev` and the release at r. */
  const freeBetween = (prev: Span, r: number): boolean => {
    if (prev.caught || prev.endedByData) return false;
    if (at(r) - at(prev.end) > FLIGHT.maxDipMs) return false;
    for (let i = prev.end; i <= r; i++) if (heldFrom(i)) return false;
    return true;
  };

  const spans: (Span & { launcher: number })[] = [];
  let k = 0;
  while (k < n - 1) {
    if ((launchV[k] ?? 0) < FLIGHT.startYps || gapAfter(k)) {
      k++;
      continue;
    }
    const r = k;
    // Fast, but someone keeps the ball close: carried (a run with the ball), not thrown.
    if (players.count > 0 && heldFrom(r + 1)) {
      k++;
      continue;
    }
    const still = stillBefore(ball, r, FLIGHT.stillSamples);
    // From a still ball (a tee, a holder's hands) the kicker is credited, not the holder.
    const launcher = players.launcher(r, still ? (p) => kicker(context, players.key(p)) : null);
    const span = follow(r, launcher);
    k = Math.max(span.end, r + 1);
    const last = spans.at(-1);
    if (last && freeBetween(last, r)) {
      // Nobody held the ball since the last flight ended: it turned (a tip, a deflection)
      // or the tracking jumped in the air; the same flight goes on.
      spans[spans.length - 1] = { ...span, r: last.r, launcher: last.launcher };
    } else {
      spans.push({ ...span, launcher });
    }
    players.forgetBefore(Math.max(0, (spans.at(-1)?.r ?? r) - FLIGHT.launcherSamples));
  }

  const flights: BallFlight[] = [];
  for (const span of spans) {
    const { r, end, launcher } = span;
    // The release: the ball left the hands (or the ground) at sample r's point during the
    // step to r + 1, the first sample seen in the air. Times run from that sample (the
    // release instant lies in the step, as the arrival's lies in the step before `end`);
    // distances from the point it left, r: the release step is flown too, and on real
    // tracks it is often longer than an air step (the throwing motion, the tracking's jump
    // out of the hands), so measuring from r + 1 cuts 2 to 5 yd off every flight.
    const start = r + 1;
    if (end - r + 1 < FLIGHT.minSamples || end <= start) continue;
    const groundYd = Math.hypot(x(end) - x(r), y(end) - y(r));
    if (groundYd < FLIGHT.minGroundYd) continue;
    if (players.count > 0 && players.carried(r, end)) continue;
    flights.push(
      flightRow(ball, context, {
        span,
        start,
        groundYd,
        launcherKey: launcher >= 0 ? players.key(launcher) : null,
        air,
        airMedian,
      }),
    );
  }
  return flights;
}

/** Whether the player's position kicks (K, PK). */
function kicker(context: FlightContext, key: string): boolean {
  const position = (context.positions?.get(key) ?? '').toUpperCase();
  return position === 'K' || position === 'PK';
}

/** The metrics of one flight (docs/metrics.md, Ball flights). */
function flightRow(
  ball: TrackColumns,
  context: FlightContext,
  f: {
    span: Span;
    start: number;
    groundYd: number;
    launcherKey: string | null;
    air: Float64Array;
    airMedian: Float64Array;
  },
): BallFlight {
  const { end, endedByData } = f.span;
  const startMs = ball.atMs[f.start] ?? 0;
  const endMs = ball.atMs[end] ?? startMs;
  const durationSec = (endMs - startMs) / 1000;
  // Speeds of the steps in the air (the release step, begun in the hands, left out):
  // the initial one the median of the first three, the max over one-sample spikes removed
  // with the samples around the flight as their neighbours.
  const airV = f.airMedian.subarray(f.start, Math.max(f.start + 1, end));
  const firstSteps = Math.min(3, Math.max(1, end - f.start));
  const first = Array.from(f.air.subarray(f.start, f.start + firstSteps)).sort((a, b) => a - b);
  let maxYps = 0;
  for (const s of airV) maxYps = Math.max(maxYps, s);
  const z = ball.zYd;
  let peakFt: number | null = null;
  let peakFrom: 'feed' | 'gravity' | null = null;
  if (z) {
    let peakZ = Number.NEGATIVE_INFINITY;
    for (let k = f.start; k <= end; k++) peakZ = Math.max(peakZ, z[k] ?? 0);
    peakFt = peakZ * FT_PER_YD;
    peakFrom = 'feed';
  } else if (!endedByData) {
    // A ball that leaves and lands at one height after t s rose g·t²/8 (no drag).
    peakFt = (G_FTPS2 * durationSec * durationSec) / 8;
    peakFrom = 'gravity';
  }
  const dz = z ? (z[end] ?? 0) - (z[f.span.r] ?? 0) : 0;
  return {
    flightType: flightType(ball, context, f, durationSec),
    startTimeMS: startMs,
    endTimeMS: endMs,
    flightDurationSec: durationSec,
    initialAirSpeedMPH: ypsToMph(first[Math.floor((first.length - 1) / 2)] ?? 0),
    maxAirSpeedMPH: ypsToMph(maxYps),
    initialRotationRPM: null,
    maxRotationRPM: null,
    peakHeightFt: peakFt,
    peakHeightFrom: peakFrom,
    groundDistanceYds: f.groundYd,
    airDistInYards: Math.hypot(f.groundYd, dz),
    launcherKey: f.launcherKey,
    endedByData,
    playId: null,
  };
}

/** Whether the ball moved slower than restYps over the `count` steps before sample r. */
function stillBefore(ball: TrackColumns, r: number, count: number): boolean {
  if (r < count) return false;
  for (let k = r - count; k < r; k++) {
    const dt = ((ball.atMs[k + 1] ?? 0) - (ball.atMs[k] ?? 0)) / 1000;
    const d = Math.hypot(
      (ball.xYd[k + 1] ?? 0) - (ball.xYd[k] ?? 0),
      (ball.yYd[k + 1] ?? 0) - (ball.yYd[k] ?? 0),
    );
    if (dt <= 0 || d / dt >= FLIGHT.restYps) return false;
  }
  return true;
}

/** Pass, Punt, Kick or Long Snap: by the launcher's position where it says, else by geometry. */
function flightType(
  ball: TrackColumns,
  context: FlightContext,
  f: { span: Span; groundYd: number; launcherKey: string | null },
  durationSec: number,
): FlightType {
  const { r, endedByData } = f.span;
  const still = (count: number): boolean => stillBefore(ball, r, count);
  const riseFt = (G_FTPS2 * durationSec * durationSec) / 8;
  const high =
    !endedByData &&
    f.groundYd >= FLIGHT.highBallMinYd &&
    riseFt / (f.groundYd * FT_PER_YD) >= FLIGHT.highBallRatio;
  const position = (context.positions?.get(f.launcherKey ?? '') ?? '').toUpperCase();
  const byPosition = POSITION_FLIGHT[position];
  if (byPosition) return byPosition;
  // A combined kicker/punter: a ball held still (placed, on a tee) is kicked, else punted.
  if (position === 'PK') return still(FLIGHT.stillSamples) ? 'Kick' : 'Punt';
  if (still(FLIGHT.restSamples)) return f.groundYd <= FLIGHT.maxSnapYd ? 'Long Snap' : 'Kick';
  if (high) return still(FLIGHT.stillSamples) ? 'Kick' : 'Punt';
  return 'Pass';
}
