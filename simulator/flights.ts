/**
 * Ball flights: plausible launch numbers for passes, kicks, punts and long snaps, and the
 * balls' own tracks (resting, carried between flights, and in the air with a height).
 */
import { SAMPLE_INTERVAL_MS } from '../domain';
import type { Rng } from './random';
import type { SimFlightKind } from './types';

const G_FTPS2 = 32.17;
const FT_PER_YD = 3;
const FTPS_PER_MPH = 5280 / 3600;
/** Fastest a ball is carried between flights, yards per second. */
const CARRY_YPS = 9;

/** A planned flight: the launch and landing points and the numbers a sensor would report. */
export interface FlightPlan {
  readonly kind: SimFlightKind;
  readonly throwerIndex: number;
  readonly startIdx: number;
  readonly durationMs: number;
  readonly airSpeedMph: number;
  readonly spinRpm: number;
  readonly peakHeightFt: number;
  readonly groundDistanceYd: number;
  readonly fromX: number;
  readonly fromY: number;
  readonly toX: number;
  readonly toY: number;
  /** Release and landing height, yards. */
  readonly releaseZYd: number;
  /** Index into the ball list, or -1 when no ball was free. */
  ballIndex: number;
}

/** Launch numbers of a flight before it is placed on the field. */
export interface FlightShape {
  readonly durationMs: number;
  readonly airSpeedMph: number;
  readonly spinRpm: number;
  readonly peakHeightFt: number;
  readonly releaseZYd: number;
}

/** A spiral pass over `distanceYd`: speed grows with distance, time and height follow from it. */
export function passShape(rng: Rng, distanceYd: number): FlightShape {
  const airSpeedMph = Math.min(60, Math.max(40, 41 + 0.38 * distanceYd + rng.range(-2.5, 2.5)));
  const v = airSpeedMph * FTPS_PER_MPH;
  const rangeFt = Math.max(3, distanceYd * FT_PER_YD);
  const angle = Math.asin(Math.min(0.95, (rangeFt * G_FTPS2) / (v * v))) / 2;
  const durationS = rangeFt / (v * Math.cos(angle));
  const releaseFt = 6;
  const peakHeightFt = releaseFt + (v * Math.sin(angle)) ** 2 / (2 * G_FTPS2);
  return {
    durationMs: durationS * 1000,
    airSpeedMph,
    spinRpm: rng.range(520, 680),
    peakHeightFt,
    releaseZYd: releaseFt / FT_PER_YD,
  };
}

/** A kick (field goal or kickoff) or a punt: a high ball whose hang time follows its peak. */
export function kickShape(rng: Rng, kind: 'Kick' | 'Punt'): FlightShape {
  const punt = kind === 'Punt';
  const peakHeightFt = punt ? rng.range(42, 58) : rng.range(32, 48);
  const releaseFt = punt ? 3 : 0.5;
  const drag = punt ? 1.12 : 1.05;
  const durationS = drag * 2 * Math.sqrt((2 * (peakHeightFt - releaseFt)) / G_FTPS2);
  return {
    durationMs: durationS * 1000,
    airSpeedMph: punt ? rng.range(56, 68) : rng.range(58, 72),
    spinRpm: punt ? rng.range(560, 700) : rng.range(480, 640),
    peakHeightFt,
    releaseZYd: releaseFt / FT_PER_YD,
  };
}

/** A long snap between the legs to the punter. */
export function snapShape(rng: Rng, distanceYd: number): FlightShape {
  const airSpeedMph = rng.range(36, 44);
  const durationS = (distanceYd * FT_PER_YD) / (airSpeedMph * FTPS_PER_MPH * 0.97);
  return {
    durationMs: durationS * 1000,
    airSpeedMph,
    spinRpm: rng.range(180, 320),
    peakHeightFt: rng.range(3, 4.5),
    releaseZYd: 1 / 3,
  };
}

/** Gives each flight, in start order, a ball that is free and near enough to be there. */
export function assignBalls(flights: FlightPlan[], ballCount: number, startMs: number): void {
  const freeAtMs = new Array<number>(ballCount).fill(-Infinity);
  const atX = new Array<number>(ballCount).fill(NaN);
  const atY = new Array<number>(ballCount).fill(NaN);
  for (const f of flights) {
    const launchMs = startMs + f.startIdx * SAMPLE_INTERVAL_MS;
    let best = -1;
    let bestDistance = Infinity;
    for (let b = 0; b < ballCount; b++) {
      const idle = launchMs - (freeAtMs[b] ?? 0);
      if (idle < SAMPLE_INTERVAL_MS) continue;
      const x = atX[b] ?? NaN;
      const distance = Number.isNaN(x) ? 0 : Math.hypot(f.fromX - x, f.fromY - (atY[b] ?? 0));
      if (distance > (CARRY_YPS * idle) / 1000 || distance >= bestDistance) continue;
      best = b;
      bestDistance = distance;
    }
    f.ballIndex = best;
    if (best < 0) continue;
    freeAtMs[best] = launchMs + f.durationMs;
    atX[best] = f.toX;
    atY[best] = f.toY;
  }
}

/** Position of a ball at `atMs` given its flights in start order (launch and landing ms). */
export function ballPositionAt(
  own: readonly FlightPlan[],
  startMs: number,
  atMs: number,
  out: Float64Array,
): void {
  let i = -1;
  let lo = 0;
  let hi = own.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const f = own[mid];
    if (f !== undefined && startMs + f.startIdx * SAMPLE_INTERVAL_MS <= atMs) {
      i = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const prev = own[i];
  const next = own[i + 1];
  if (prev !== undefined) {
    const launchMs = startMs + prev.startIdx * SAMPLE_INTERVAL_MS;
    const u = (atMs - launchMs) / prev.durationMs;
    if (u < 1) {
      const lift = (prev.peakHeightFt / FT_PER_YD - prev.releaseZYd) * 4 * u * (1 - u);
      out[0] = prev.fromX + (prev.toX - prev.fromX) * u;
      out[1] = prev.fromY + (prev.toY - prev.fromY) * u;
      out[2] = prev.releaseZYd + lift;
      return;
    }
  }
  if (prev === undefined || next === undefined) {
    const rest = prev ?? next;
    const landed = prev !== undefined;
    out[0] = rest === undefined ? 60 : landed ? rest.toX : rest.fromX;
    out[1] = rest === undefined ? 26.65 : landed ? rest.toY : rest.fromY;
    out[2] = rest?.releaseZYd ?? 0;
    return;
  }
  // Carried from where it landed to the next launch.
  const landMs = startMs + prev.startIdx * SAMPLE_INTERVAL_MS + prev.durationMs;
  const nextMs = startMs + next.startIdx * SAMPLE_INTERVAL_MS;
  const u = Math.min(1, Math.max(0, (atMs - landMs) / Math.max(1, nextMs - landMs)));
  out[0] = prev.toX + (next.fromX - prev.toX) * u;
  out[1] = prev.toY + (next.fromY - prev.toY) * u;
  out[2] = prev.releaseZYd + (next.releaseZYd - prev.releaseZYd) * u;
}
