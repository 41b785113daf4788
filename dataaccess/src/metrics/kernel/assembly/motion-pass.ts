/**
 * The engine's passes over positions `[from, to)` of the current segment: speed filter,
 * moving gate with distance and acceleration, running totals, peaks and sustained windows,
 * then speed zones (zone-pass.ts) and efforts (efforts.ts). Each pass is one loop over the
 * columns with only its own running values live, so they stay in registers; the columns
 * carry what a later pass or a later sample needs. (In JavaScript the same steps ran as one
 * fused loop, because there every column access paid for checks; here a load is a load.)
 * `last` is the position of the latest known sample: windows are clipped there at a
 * segment's end. Arithmetic is f64, in the order of the documented steps (docs/metrics.md).
 */
import {
  chordHalfWidth,
  exertionPerAccel,
  minMovingSpeedYps,
  movingOff2,
  movingOn2,
  sustainedSamples,
  weightNext,
  weightOwn,
  weightPrev,
} from './generated/motion';
import { Block, TIME_SINCE_COUNT } from '../layout';
import { accelerationEfforts, lateralEfforts } from './efforts';
import {
  A,
  at,
  AX,
  AY,
  DIST,
  DT,
  get,
  ON,
  put,
  SERIES_SPEEDS,
  SERIES_TIMES,
  set,
  SVX,
  SVY,
  T,
  V,
  VX,
  VY,
  X,
  Y,
} from './memory';
import { speedZones } from './zone-pass';

/** Entries written to the speed series by the current call. */
export let seriesLength = 0;

/** Starts a call: its speed series is empty. */
export function clearSeries(): void {
  seriesLength = 0;
}

/** Runs every pass over positions `[from, to)`, then the "last time at" scan; see above. */
export function processRange(from: i32, to: i32, last: i32): void {
  const first = <i32>get(Block.firstIndex);
  const maxSpeedBefore = get(Block.maxSpeed);
  filterSpeeds(from, to, last, first);
  gateAndAccelerate(from, to, last, first);
  const rangeMax = addTotals(from, to);
  trackPeaks(from, to, first);
  speedZones(
    from,
    to,
    Block.zoneBounds,
    Block.hardYps,
    Block.zoneYd,
    Block.zoneCount,
    Block.hardEffortDist,
    Block.zone,
    Block.dwell,
  );
  if (get(Block.hasRelative) != 0) {
    speedZones(
      from,
      to,
      Block.relBounds,
      Block.relHardYps,
      Block.relZoneYd,
      Block.relZoneCount,
      Block.hardEffortDistRel,
      Block.relZone,
      Block.relDwell,
    );
  }
  accelerationEfforts(from, to, maxSpeedBefore);
  lateralEfforts(from, to, first);
  set(Block.maxSpeed, rangeMax > maxSpeedBefore ? rangeMax : maxSpeedBefore);
  speedTimes(rangeMax, from, to);
  set(Block.lastSpeed, at(V, to - 1));
  set(Block.lastAtMs, at(T, to - 1));
  set(Block.done, first + to);
}

/**
 * Speed filter: three-step FIR of step velocities (previous, own, next), renormalised at
 * segment edges. Writes the filtered velocity and speed, and the speed series.
 */
function filterSpeeds(from: i32, to: i32, last: i32, first: i32): void {
  const w0 = weightPrev;
  const w1 = weightOwn;
  const w2 = weightNext;
  let out = seriesLength;
  for (let p = from; p < to; p++) {
    const i = p + first;
    let velX: f64;
    let velY: f64;
    if (i >= 2 && p < last) {
      velX = w0 * at(SVX, p - 1) + w1 * at(SVX, p) + w2 * at(SVX, p + 1);
      velY = w0 * at(SVY, p - 1) + w1 * at(SVY, p) + w2 * at(SVY, p + 1);
    } else {
      let wx: f64 = 0;
      let wy: f64 = 0;
      let ws: f64 = 0;
      if (i >= 2) {
        wx = w0 * at(SVX, p - 1);
        wy = w0 * at(SVY, p - 1);
        ws = w0;
      }
      if (i >= 1) {
        wx += w1 * at(SVX, p);
        wy += w1 * at(SVY, p);
        ws += w1;
      }
      if (p < last) {
        wx += w2 * at(SVX, p + 1);
        wy += w2 * at(SVY, p + 1);
        ws += w2;
      }
      velX = ws > 0 ? wx / ws : 0;
      velY = ws > 0 ? wy / ws : 0;
    }
    const speed = Math.sqrt(velX * velX + velY * velY);
    put(VX, p, velX);
    put(VY, p, velY);
    put(V, p, speed);
    store<f64>(SERIES_TIMES + ((<usize>out) << 3), at(T, p));
    store<f32>(SERIES_SPEEDS + ((<usize>out) << 2), <f32>speed);
    out++;
  }
  seriesLength = out;
}

/**
 * Moving gate: hysteresis on the chord speed over ±chordHalfWidth samples, and a minimum
 * speed; distance = speed × step while moving. Acceleration over two samples (one at the
 * segment's second sample): along the path and as a vector.
 */
function gateAndAccelerate(from: i32, to: i32, last: i32, first: i32): void {
  const hw = chordHalfWidth;
  const on2 = movingOn2;
  const off2 = movingOff2;
  const minMoving = minMovingSpeedYps;
  let moving = get(Block.moving) != 0;
  let span = NaN;
  let perSpan: f64 = 0;
  for (let p = from; p < to; p++) {
    const i = p + first;
    const pa = i > hw ? p - hw : p - i;
    const pb = p + hw < last ? p + hw : last;
    const cdt = at(T, pb) - at(T, pa);
    const cdx = at(X, pb) - at(X, pa);
    const cdy = at(Y, pb) - at(Y, pa);
    const chord2 = (cdx * cdx + cdy * cdy) * 1e6;
    moving = moving ? chord2 >= off2 * cdt * cdt : chord2 > on2 * cdt * cdt;
    const speed = at(V, p);
    const on = moving && speed >= minMoving;
    put(ON, p, on ? 1 : 0);
    put(DIST, p, on ? speed * at(DT, p) : 0);

    let along: f64 = 0;
    let curAx: f64 = 0;
    let curAy: f64 = 0;
    if (i > 0) {
      const q = i > 1 ? p - 2 : p - 1;
      const dtMs = at(T, p) - at(T, q);
      if (dtMs != span) {
        span = dtMs;
        perSpan = 1000 / dtMs;
      }
      along = (speed - at(V, q)) * perSpan;
      curAx = (at(VX, p) - at(VX, q)) * perSpan;
      curAy = (at(VY, p) - at(VY, q)) * perSpan;
    }
    put(A, p, along);
    put(AX, p, curAx);
    put(AY, p, curAy);
  }
  set(Block.moving, moving ? 1 : 0);
}

/** Running totals of time, distance, "X+" and exertion; returns the range's top speed. */
function addTotals(from: i32, to: i32): f64 {
  const xPlusYps = get(Block.xPlusYps);
  let timeTrkd = get(Block.timeTrkd);
  let timeMoving = get(Block.timeMoving);
  let totalDis = get(Block.totalDis);
  let dist10 = get(Block.dist10Plus);
  let time10 = get(Block.time10Plus);
  let exertion = get(Block.exertion);
  let rangeMax: f64 = 0;
  for (let p = from; p < to; p++) {
    const step = at(DT, p);
    const speed = at(V, p);
    timeTrkd += step;
    if (at(ON, p) != 0) {
      const dist = at(DIST, p);
      const along = at(A, p);
      timeMoving += step;
      totalDis += dist;
      if (speed >= xPlusYps) {
        dist10 += dist;
        time10 += step;
      }
      exertion += dist * (1 + exertionPerAccel * (along < 0 ? -along : along));
    }
    if (speed > rangeMax) rangeMax = speed;
  }
  set(Block.timeTrkd, timeTrkd);
  set(Block.timeMoving, timeMoving);
  set(Block.totalDis, totalDis);
  set(Block.dist10Plus, dist10);
  set(Block.time10Plus, time10);
  set(Block.exertion, exertion);
  return rangeMax;
}

/**
 * Player load (jerk: change of the acceleration vector) and peak accelerations of moving
 * samples; max sustained speed and acceleration: window sums over sustainedSamples.
 */
function trackPeaks(from: i32, to: i32, first: i32): void {
  const sustained = sustainedSamples;
  let load = get(Block.load);
  let maxAccel = get(Block.maxAccel);
  let maxDecel = get(Block.maxDecel);
  let prevAx = get(Block.prevAx);
  let prevAy = get(Block.prevAy);
  let speedSum = get(Block.speedSum);
  let accelSum = get(Block.accelSum);
  let maxSpeedSum = get(Block.maxSustainedSum);
  let maxAccelSum = get(Block.maxSustainedAccelSum);
  let maxDecelSum = get(Block.maxSustainedDecelSum);
  for (let p = from; p < to; p++) {
    const i = p + first;
    const along = at(A, p);
    const curAx = at(AX, p);
    const curAy = at(AY, p);
    if (at(ON, p) != 0) {
      const jx = curAx - prevAx;
      const jy = curAy - prevAy;
      load += Math.sqrt(jx * jx + jy * jy);
      if (along > maxAccel) maxAccel = along;
      else if (along < maxDecel) maxDecel = along;
    }
    prevAx = curAx;
    prevAy = curAy;
    speedSum += at(V, p);
    accelSum += along;
    if (i >= sustained) {
      speedSum -= at(V, p - sustained);
      accelSum -= at(A, p - sustained);
    }
    if (i >= sustained - 1) {
      if (speedSum > maxSpeedSum) maxSpeedSum = speedSum;
      if (accelSum > maxAccelSum) maxAccelSum = accelSum;
      else if (accelSum < maxDecelSum) maxDecelSum = accelSum;
    }
  }
  set(Block.load, load);
  set(Block.maxAccel, maxAccel);
  set(Block.maxDecel, maxDecel);
  set(Block.prevAx, prevAx);
  set(Block.prevAy, prevAy);
  set(Block.speedSum, speedSum);
  set(Block.accelSum, accelSum);
  set(Block.maxSustainedSum, maxSpeedSum);
  set(Block.maxSustainedAccelSum, maxAccelSum);
  set(Block.maxSustainedDecelSum, maxDecelSum);
}

/**
 * Latest times at or above the target speed and each "X% of max" speed (ascending),
 * scanning back from the newest sample until every threshold that the range's top speed
 * `rangeMax` reaches is found; the others are not looked for.
 */
function speedTimes(rangeMax: f64, from: i32, to: i32): void {
  const targetYps = get(Block.targetYps);
  if (targetYps <= rangeMax) {
    for (let p = to - 1; p >= from; p--) {
      if (at(V, p) >= targetYps) {
        set(Block.lastTargetHitMs, at(T, p));
        break;
      }
    }
  }
  let n = 0;
  while (n < TIME_SINCE_COUNT && get(Block.pctYps + n) <= rangeMax) n++;
  let k = 0;
  for (let p = to - 1; p >= from && k < n; p--) {
    const speed = at(V, p);
    if (speed < get(Block.pctYps + k)) continue;
    const atMs = at(T, p);
    do set(Block.lastPctMs + k++, atMs);
    while (k < n && speed >= get(Block.pctYps + k));
  }
}
