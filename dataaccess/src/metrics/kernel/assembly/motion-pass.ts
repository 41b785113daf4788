/**
 * The engine's one pass over positions `[from, to)` of the current segment. Each sample
 * goes through every step in turn — speed filter, moving gate and distance, acceleration,
 * running totals, speed zones (team and relative), acceleration and lateral efforts,
 * changes of direction — with the running values in local variables. The columns hold
 * what a later sample looks back to (filtered velocity, speed, acceleration). `last` is the
 * position of the latest known sample: windows are clipped there at a segment's end.
 * Arithmetic is in f64 in the same order as the documented steps (docs/metrics.md).
 */
import { Block, Setting, TIME_SINCE_COUNT } from '../layout';
import { closeEffort, closeLateral } from './efforts';
import {
  A,
  at,
  DT,
  get,
  put,
  SERIES_SPEEDS,
  SERIES_TIMES,
  set,
  setting,
  SVX,
  SVY,
  T,
  V,
  VX,
  VY,
  X,
  Y,
} from './memory';

/** Entries written to the speed series by the current call. */
export let seriesLength = 0;

/** Starts a call: its speed series is empty. */
export function clearSeries(): void {
  seriesLength = 0;
}

/** Runs every step over positions `[from, to)`, then the "last time at" scan; see above. */
export function processRange(from: i32, to: i32, last: i32): void {
  const first = <i32>get(Block.firstIndex);
  const hasRel = get(Block.hasRelative) != 0;
  const z0 = get(Block.zoneBounds);
  const z1 = get(Block.zoneBounds + 1);
  const z2 = get(Block.zoneBounds + 2);
  const z3 = get(Block.zoneBounds + 3);
  const r0 = get(Block.relBounds);
  const r1 = get(Block.relBounds + 1);
  const r2 = get(Block.relBounds + 2);
  const r3 = get(Block.relBounds + 3);
  const hardYps = get(Block.hardYps);
  const relHardYps = get(Block.relHardYps);
  const xPlusYps = get(Block.xPlusYps);

  const hw = <i32>setting(Setting.chordHalfWidth);
  const w0 = setting(Setting.weightPrev);
  const w1 = setting(Setting.weightOwn);
  const w2 = setting(Setting.weightNext);
  const on2 = setting(Setting.movingOn2);
  const off2 = setting(Setting.movingOff2);
  const minMoving = setting(Setting.minMovingSpeedYps);
  const sustained = <i32>setting(Setting.sustainedSamples);
  const exertionPerAccel = setting(Setting.exertionPerAccel);
  const dwellSamples = <i32>setting(Setting.zoneDwellSamples);
  const accelLow = setting(Setting.accelLowYps2);
  const latLow = setting(Setting.lateralLowYps2);
  const latMinSpeed = setting(Setting.lateralMinSpeedYps);
  const codLag = <i32>setting(Setting.codLagSamples);
  const codMin = setting(Setting.codMinSpeedYps);
  const codCos = setting(Setting.codCosine);
  const codRefractory = <i32>setting(Setting.codRefractorySamples);

  let timeTrkd = get(Block.timeTrkd);
  let timeMoving = get(Block.timeMoving);
  let totalDis = get(Block.totalDis);
  let exertion = get(Block.exertion);
  let load = get(Block.load);
  let maxAccel = get(Block.maxAccel);
  let maxDecel = get(Block.maxDecel);
  let dist10 = get(Block.dist10Plus);
  let time10 = get(Block.time10Plus);
  let hardYd = get(Block.hardEffortDist);
  let relHardYd = get(Block.hardEffortDistRel);
  let maxSpeed = get(Block.maxSpeed);
  let maxSpeedSum = get(Block.maxSustainedSum);
  let maxAccelSum = get(Block.maxSustainedAccelSum);
  let maxDecelSum = get(Block.maxSustainedDecelSum);
  let codLeft = get(Block.codLeft);
  let codRight = get(Block.codRight);
  let moving = get(Block.moving) != 0;
  let prevAx = get(Block.prevAx);
  let prevAy = get(Block.prevAy);
  let speedSum = get(Block.speedSum);
  let accelSum = get(Block.accelSum);
  let zone = <i32>get(Block.zone);
  let dwell = <i32>get(Block.dwell);
  let relZone = <i32>get(Block.relZone);
  let relDwell = <i32>get(Block.relDwell);
  let effort = <i32>get(Block.effort);
  let effortLen = <i32>get(Block.effortLen);
  let effortPeak = get(Block.effortPeak);
  let effortYd = get(Block.effortYd);
  let effortStart = get(Block.effortStart);
  let effortEnd = get(Block.effortEnd);
  let lateral = <i32>get(Block.lateral);
  let lateralLen = <i32>get(Block.lateralLen);
  let lateralPeak = get(Block.lateralPeak);
  let codWait = <i32>get(Block.codWait);
  let rangeMax: f64 = 0;
  let span = NaN;
  let perSpan: f64 = 0;
  let out = seriesLength;

  for (let p = from; p < to; p++) {
    const i = p + first;

    // Speed filter: three-step FIR of step velocities; renormalised at segment edges.
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

    // Moving gate: hysteresis on the chord speed over ±hw samples, and a minimum speed.
    const pa = i > hw ? p - hw : p - i;
    const pb = p + hw < last ? p + hw : last;
    const cdt = at(T, pb) - at(T, pa);
    const cdx = at(X, pb) - at(X, pa);
    const cdy = at(Y, pb) - at(Y, pa);
    const chord2 = (cdx * cdx + cdy * cdy) * 1e6;
    moving = moving ? chord2 >= off2 * cdt * cdt : chord2 > on2 * cdt * cdt;
    const on = moving && speed >= minMoving;
    const step = at(DT, p);
    const dist = on ? speed * step : 0;

    // Acceleration over two samples (one at the segment's second sample).
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
      curAx = (velX - at(VX, q)) * perSpan;
      curAy = (velY - at(VY, q)) * perSpan;
    }
    put(A, p, along);

    // Running totals; exertion, player load (jerk) and peaks of moving samples only.
    timeTrkd += step;
    if (on) {
      timeMoving += step;
      totalDis += dist;
      if (speed >= xPlusYps) {
        dist10 += dist;
        time10 += step;
      }
      exertion += dist * (1 + exertionPerAccel * (along < 0 ? -along : along));
      const jx = curAx - prevAx;
      const jy = curAy - prevAy;
      load += Math.sqrt(jx * jx + jy * jy);
      if (along > maxAccel) maxAccel = along;
      else if (along < maxDecel) maxDecel = along;
    }
    prevAx = curAx;
    prevAy = curAy;
    if (speed > rangeMax) rangeMax = speed;

    // Max sustained speed and acceleration: window sums over `sustained` samples.
    speedSum += speed;
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

    // Speed zones: distance, entries that last dwellSamples, hard-effort distance.
    const z: i32 = on
      ? (speed >= z0 ? 1 : 0) +
        (speed >= z1 ? 1 : 0) +
        (speed >= z2 ? 1 : 0) +
        (speed >= z3 ? 1 : 0)
      : -1;
    if (speed >= hardYps) hardYd += dist;
    dwell = z == zone ? dwell + 1 : 1;
    zone = z;
    if (z >= 0) {
      set(Block.zoneYd + z, get(Block.zoneYd + z) + dist);
      if (dwell == dwellSamples) set(Block.zoneCount + z, get(Block.zoneCount + z) + 1);
    }
    if (hasRel) {
      const rz: i32 = on
        ? (speed >= r0 ? 1 : 0) +
          (speed >= r1 ? 1 : 0) +
          (speed >= r2 ? 1 : 0) +
          (speed >= r3 ? 1 : 0)
        : -1;
      if (speed >= relHardYps) relHardYd += dist;
      relDwell = rz == relZone ? relDwell + 1 : 1;
      relZone = rz;
      if (rz >= 0) {
        set(Block.relZoneYd + rz, get(Block.relZoneYd + rz) + dist);
        if (relDwell == dwellSamples)
          set(Block.relZoneCount + rz, get(Block.relZoneCount + rz) + 1);
      }
    }

    // Acceleration and deceleration efforts of moving samples.
    const dir: i32 = !on ? 0 : along >= accelLow ? 1 : along <= -accelLow ? -1 : 0;
    if (dir != effort) {
      const maxSoFar = rangeMax > maxSpeed ? rangeMax : maxSpeed;
      closeEffort(effort, effortLen, effortPeak, effortYd, effortStart, effortEnd, maxSoFar);
      effort = dir;
      effortLen = 0;
      effortPeak = 0;
      effortYd = 0;
      effortStart = speed;
    }
    if (dir != 0) {
      const absA = along < 0 ? -along : along;
      effortLen++;
      effortYd += dist;
      effortEnd = speed;
      if (absA > effortPeak) effortPeak = absA;
    }

    // Lateral efforts: cross = lateral acceleration x speed, positive turning left.
    const cross = on && speed >= latMinSpeed ? velX * curAy - velY * curAx : 0;
    const latLimit = latLow * speed;
    const ldir: i32 = !on ? 0 : cross >= latLimit ? 1 : cross <= -latLimit ? -1 : 0;
    if (ldir != lateral) {
      closeLateral(lateral, lateralLen, lateralPeak);
      lateral = ldir;
      lateralLen = 0;
      lateralPeak = 0;
    }
    if (ldir != 0) {
      lateralLen++;
      const absL = (cross < 0 ? -cross : cross) / speed;
      if (absL > lateralPeak) lateralPeak = absL;
    }

    // Changes of direction: heading turned 45° or more over codLag samples.
    if (on) {
      if (codWait > 0) codWait--;
      else if (i >= codLag && speed >= codMin) {
        const q = p - codLag;
        const pvx = at(VX, q);
        const pvy = at(VY, q);
        const pv = at(V, q);
        if (pv >= codMin && pvx * velX + pvy * velY < codCos * pv * speed) {
          if (pvx * velY - pvy * velX > 0) codLeft++;
          else codRight++;
          codWait = codRefractory;
        }
      }
    }
  }

  seriesLength = out;
  set(Block.timeTrkd, timeTrkd);
  set(Block.timeMoving, timeMoving);
  set(Block.totalDis, totalDis);
  set(Block.exertion, exertion);
  set(Block.load, load);
  set(Block.maxAccel, maxAccel);
  set(Block.maxDecel, maxDecel);
  set(Block.dist10Plus, dist10);
  set(Block.time10Plus, time10);
  set(Block.hardEffortDist, hardYd);
  set(Block.hardEffortDistRel, relHardYd);
  set(Block.maxSpeed, rangeMax > maxSpeed ? rangeMax : maxSpeed);
  set(Block.maxSustainedSum, maxSpeedSum);
  set(Block.maxSustainedAccelSum, maxAccelSum);
  set(Block.maxSustainedDecelSum, maxDecelSum);
  set(Block.codLeft, codLeft);
  set(Block.codRight, codRight);
  set(Block.moving, moving ? 1 : 0);
  set(Block.prevAx, prevAx);
  set(Block.prevAy, prevAy);
  set(Block.speedSum, speedSum);
  set(Block.accelSum, accelSum);
  set(Block.zone, zone);
  set(Block.dwell, dwell);
  set(Block.relZone, relZone);
  set(Block.relDwell, relDwell);
  set(Block.effort, effort);
  set(Block.effortLen, effortLen);
  set(Block.effortPeak, effortPeak);
  set(Block.effortYd, effortYd);
  set(Block.effortStart, effortStart);
  set(Block.effortEnd, effortEnd);
  set(Block.lateral, lateral);
  set(Block.lateralLen, lateralLen);
  set(Block.lateralPeak, lateralPeak);
  set(Block.codWait, codWait);

  speedTimes(rangeMax, from, to);
  set(Block.lastSpeed, at(V, to - 1));
  set(Block.lastAtMs, at(T, to - 1));
  set(Block.done, first + to);
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
