/**
 * Ball flights from a ball's track (02 §3 Ball metrics): a flight starts when the ball
 * moves faster than anyone carries it, and ends at the catch (a sudden loss of speed), a
 * slow ball, or the end of the data. Rotation cannot be derived from positions: it is left
 * to a source that measures it (null here). Peak height needs the ball's height (z).
 */
import type { BallFlightRow, FlightType, TrackColumns } from '../../../domain';

export type { FlightType };
import { ypsToMph } from './zones';

/** Detection thresholds, yd/s and samples. */
export const FLIGHT = {
  /** A flight starts at this ground speed: faster than a player carries a ball. */
  startYps: 12,
  /** It goes on while the ball is at least this fast ... */
  minYps: 6,
  /** ... and keeps this fraction of its speed of two samples before (else: caught). */
  keepRatio: 0.75,
  /** Shortest flight (samples) and ground distance (yd) that count. */
  minSamples: 3,
  minGroundYd: 3,
  /** A ball slower than this for `restSamples` before launch was at rest: without a
   * launcher position that says otherwise, a snap (short) or a kick (long). */
  restYps: 1,
  restSamples: 10,
  /** Longest snap (yd); longer flights from rest are kicks. */
  maxSnapYd: 20,
  /** The launcher is the player nearest the ball (on average, within this many yd) ... */
  launcherYd: 3,
  /** ... over this many samples before launch. */
  launcherSamples: 5,
} as const;

/** The flight type implied by the launcher's position, where it implies one. */
const POSITION_FLIGHT: Readonly<Record<string, FlightType>> = {
  QB: 'Pass',
  P: 'Punt',
  K: 'Kick',
  C: 'Long Snap',
  LS: 'Long Snap',
};

/** One ball flight, in the units of the spec's ball-flight model (domain/rows/flights.ts). */
export type BallFlight = BallFlightRow;

/** Optional context: player tracks (to find the launcher) and their positions ('P' = punter). */
export interface FlightContext {
  readonly players?: ReadonlyMap<string, TrackColumns>;
  readonly positions?: ReadonlyMap<string, string>;
}

function ballSpeeds(ball: TrackColumns): Float64Array {
  const n = ball.atMs.length;
  const z = ball.zYd;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = i > 0 ? i - 1 : 0;
    const b = i < n - 1 ? i + 1 : n - 1;
    if (a === b) continue;
    const dx = (ball.xYd[b] ?? 0) - (ball.xYd[a] ?? 0);
    const dy = (ball.yYd[b] ?? 0) - (ball.yYd[a] ?? 0);
    const dz = z ? (z[b] ?? 0) - (z[a] ?? 0) : 0;
    out[i] =
      Math.sqrt(dx * dx + dy * dy + dz * dz) / (((ball.atMs[b] ?? 0) - (ball.atMs[a] ?? 0)) / 1000);
  }
  return out;
}

/** The player closest to the ball on average over the half second before launch. */
function launcher(context: FlightContext, ball: TrackColumns, start: number): string | null {
  const from = Math.max(0, start - FLIGHT.launcherSamples);
  let best: string | null = null;
  let bestYd: number = FLIGHT.launcherYd;
  for (const [key, track] of context.players ?? []) {
    let i = track.atMs.findIndex((t) => t >= (ball.atMs[from] ?? 0) - 50);
    if (i < 0) continue;
    let sum = 0;
    let n = 0;
    for (let k = from; k < start && i < track.atMs.length; k++, i++) {
      if (Math.abs((track.atMs[i] ?? 0) - (ball.atMs[k] ?? 0)) > 60) continue;
      sum += Math.hypot(
        (track.xYd[i] ?? 0) - (ball.xYd[k] ?? 0),
        (track.yYd[i] ?? 0) - (ball.yYd[k] ?? 0),
      );
      n++;
    }
    if (n > 0 && sum / n <= bestYd) {
      bestYd = sum / n;
      best = key;
    }
  }
  return best;
}

/** Finds the flights of a ball track. */
export function detectBallFlights(ball: TrackColumns, context: FlightContext = {}): BallFlight[] {
  const v = ballSpeeds(ball);
  const n = v.length;
  const flights: BallFlight[] = [];
  let i = 0;
  while (i < n) {
    if ((v[i] ?? 0) < FLIGHT.startYps) {
      i++;
      continue;
    }
    const start = i;
    let end = i + 1;
    while (
      end < n &&
      (ball.atMs[end] ?? 0) - (ball.atMs[end - 1] ?? 0) <= 150 &&
      (v[end] ?? 0) >= FLIGHT.minYps &&
      (v[end] ?? 0) >= FLIGHT.keepRatio * (v[end - 2 >= start ? end - 2 : start] ?? 0)
    ) {
      end++;
    }
    const endedByData = end >= n;
    const last = Math.min(end, n - 1);
    i = end + 1;
    const ground = Math.hypot(
      (ball.xYd[last] ?? 0) - (ball.xYd[start] ?? 0),
      (ball.yYd[last] ?? 0) - (ball.yYd[start] ?? 0),
    );
    if (last - start + 1 < FLIGHT.minSamples || ground < FLIGHT.minGroundYd) continue;
    let restBefore = start >= FLIGHT.restSamples;
    for (let k = start - FLIGHT.restSamples; restBefore && k < start - 1; k++) {
      if ((v[k] ?? 0) >= FLIGHT.restYps) restBefore = false;
    }
    const startMs = ball.atMs[start] ?? 0;
    const launcherKey = launcher(context, ball, start);
    const first = [v[start] ?? 0, v[start + 1] ?? 0, v[start + 2] ?? 0].sort((a, b) => a - b);
    let maxYps = 0;
    let peakZ = Number.NEGATIVE_INFINITY;
    for (let k = start; k <= last; k++) {
      maxYps = Math.max(maxYps, v[k] ?? 0);
      if (ball.zYd) peakZ = Math.max(peakZ, ball.zYd[k] ?? 0);
    }
    const byPosition = POSITION_FLIGHT[context.positions?.get(launcherKey ?? '') ?? ''];
    const fromRest: FlightType = ground <= FLIGHT.maxSnapYd ? 'Long Snap' : 'Kick';
    const flightType: FlightType = byPosition ?? (restBefore ? fromRest : 'Pass');
    const endMs = ball.atMs[last] ?? startMs;
    flights.push({
      flightType,
      startTimeMS: startMs,
      endTimeMS: endMs,
      flightDurationSec: (endMs - startMs) / 1000,
      initialAirSpeedMPH: ypsToMph(first[1] ?? 0),
      maxAirSpeedMPH: ypsToMph(maxYps),
      initialRotationRPM: null,
      maxRotationRPM: null,
      peakHeightFt: ball.zYd ? peakZ * 3 : null,
      peakHeightFrom: ball.zYd ? 'feed' : null,
      groundDistanceYds: ground,
      airDistInYards: ground,
      launcherKey,
      endedByData,
      playId: null,
    });
  }
  return flights;
}
