/**
 * The engine's one pass over buffer positions `[from, to)` of the current segment. Each
 * sample goes through every step in turn — speed filter, moving gate and distance,
 * acceleration, running totals, speed zones (team and relative), acceleration and lateral
 * efforts, changes of direction — with the running values in local variables. One fused
 * loop instead of a loop per step: the sample's values stay in registers, and the columns
 * hold only what a later sample looks back to (filtered velocity, speed, acceleration).
 * `last` is the position of the latest known sample: windows are clipped there at a
 * segment's end.
 */
import { ACC, type EngineState } from './engine-state';
import { IN, KIN, type LoopState, type MotionBuffers } from './motion-buffers';
import { MOTION } from './motion-thresholds';

/** Fields of one closed acceleration effort in the effort log. */
const EFFORT_FIELDS = 7;
/** Fields of one closed lateral effort in the lateral log. */
const LATERAL_FIELDS = 3;

/**
 * Efforts closed during one call, logged here and counted after the loop: the loop itself
 * then makes no calls, which lets the compiler keep the columns' checks out of it. At most
 * one of each closes per sample. Shared by every engine: a call runs to its end alone.
 */
let effortLog = new Float64Array(0);
let lateralLog = new Float64Array(0);

/** The thresholds of one engine, converted once to yd/s. */
export interface PassThresholds {
  /** Lower bounds of jog, run, sprint and max sprint; hard-effort speed. */
  readonly zoneBounds: Float64Array;
  readonly hardYps: number;
  /** The same for the relative zones, or null without them. */
  readonly relBounds: Float64Array | null;
  readonly relHardYps: number;
  /** "Yards at X+" speed. */
  readonly xPlusYps: number;
}

/** Runs every per-sample step over buffer positions `[from, to)`; see the file comment. */
export function processSamples(
  b: MotionBuffers,
  s: LoopState,
  st: EngineState,
  k: PassThresholds,
  from: number,
  to: number,
  last: number,
): void {
  const { inp, kin } = b;
  const first = b.firstIndex;
  const acc = st.acc;
  const { zoneYd, zoneCount } = st;
  const relYd = st.relZoneYd ?? zoneYd;
  const relCount = st.relZoneCount ?? zoneCount;
  const hasRel = k.relBounds !== null && st.relZoneYd !== null;
  const zb = k.zoneBounds;
  const z0 = zb[0] as number;
  const z1 = zb[1] as number;
  const z2 = zb[2] as number;
  const z3 = zb[3] as number;
  const rb = k.relBounds ?? zb;
  const r0 = rb[0] as number;
  const r1 = rb[1] as number;
  const r2 = rb[2] as number;
  const r3 = rb[3] as number;
  const { hardYps, relHardYps, xPlusYps } = k;
  if (effortLog.length < (to - from + 1) * EFFORT_FIELDS) {
    effortLog = new Float64Array((to - from + 1) * EFFORT_FIELDS);
    lateralLog = new Float64Array((to - from + 1) * LATERAL_FIELDS);
  }
  const eLog = effortLog;
  const lLog = lateralLog;
  let eCount = 0;
  let lCount = 0;
  // Module constants copied to locals: the optimizing compiler then treats them as known
  // numbers instead of reloading and checking a module slot on every sample.
  const hw = MOTION.chordHalfWidth;
  const [w0, w1, w2] = MOTION.stepWeights;
  const on2 = MOTION.movingOnYps * MOTION.movingOnYps;
  const off2 = MOTION.movingOffYps * MOTION.movingOffYps;
  const minMoving = MOTION.minMovingSpeedYps;
  const sustained = MOTION.sustainedSamples;
  const exertionPerAccel = MOTION.exertionPerAccel;
  const dwellSamples = MOTION.zoneDwellSamples;
  const accelLow = MOTION.accelLowYps2;
  const latLow = MOTION.lateralLowYps2;
  const latMinSpeed = MOTION.lateralMinSpeedYps;
  const codLag = MOTION.codLagSamples;
  const codMin = MOTION.codMinSpeedYps;
  const codCos = MOTION.codCosine;
  const codRefractory = MOTION.codRefractorySamples;

  let timeTrkd = acc[ACC.timeTrkd] as number;
  let timeMoving = acc[ACC.timeMoving] as number;
  let totalDis = acc[ACC.totalDis] as number;
  let exertion = acc[ACC.exertion] as number;
  let load = acc[ACC.load] as number;
  let maxAccel = acc[ACC.maxAccel] as number;
  let maxDecel = acc[ACC.maxDecel] as number;
  let dist10 = acc[ACC.dist10Plus] as number;
  let time10 = acc[ACC.time10Plus] as number;
  let hardYd = acc[ACC.hardEffortDist] as number;
  let relHardYd = acc[ACC.hardEffortDistRel] as number;
  let maxSpeed = acc[ACC.maxSpeed] as number;
  let maxSpeedSum = acc[ACC.maxSustainedSum] as number;
  let maxAccelSum = acc[ACC.maxSustainedAccelSum] as number;
  let maxDecelSum = acc[ACC.maxSustainedDecelSum] as number;
  let codLeft = acc[ACC.codLeft] as number;
  let codRight = acc[ACC.codRight] as number;
  let { moving, prevAx, prevAy, speedSum, accelSum, zone, dwell, relZone, relDwell } = s;
  let { effort, effortLen, effortPeak, effortYd, effortStart, effortEnd } = s;
  let { lateral, lateralLen, lateralPeak, codWait } = s;
  // Record layouts as locals (see motion-buffers.ts): inputs t x y dt svx svy, kinematics
  // vx vy v a. Offsets below are relative to the sample's own record.
  const ist = IN.stride;
  const kst = KIN.stride;
  let rangeMax = 0;
  let span = Number.NaN;
  let perSpan = 0;

  for (let p = from; p < to; p++) {
    const i = p + first;
    const o = p * ist;
    const ko = p * kst;

    // Speed filter: three-step FIR of step velocities; renormalised at segment edges.
    let velX: number;
    let velY: number;
    if (i >= 2 && p < last) {
      velX =
        w0 * (inp[o - ist + 4] as number) +
        w1 * (inp[o + 4] as number) +
        w2 * (inp[o + ist + 4] as number);
      velY =
        w0 * (inp[o - ist + 5] as number) +
        w1 * (inp[o + 5] as number) +
        w2 * (inp[o + ist + 5] as number);
    } else {
      let wx = 0;
      let wy = 0;
      let ws = 0;
      if (i >= 2) {
        wx = w0 * (inp[o - ist + 4] as number);
        wy = w0 * (inp[o - ist + 5] as number);
        ws = w0;
      }
      if (i >= 1) {
        wx += w1 * (inp[o + 4] as number);
        wy += w1 * (inp[o + 5] as number);
        ws += w1;
      }
      if (p < last) {
        wx += w2 * (inp[o + ist + 4] as number);
        wy += w2 * (inp[o + ist + 5] as number);
        ws += w2;
      }
      velX = ws > 0 ? wx / ws : 0;
      velY = ws > 0 ? wy / ws : 0;
    }
    const speed = Math.sqrt(velX * velX + velY * velY);
    kin[ko] = velX;
    kin[ko + 1] = velY;
    kin[ko + 2] = speed;

    // Moving gate: hysteresis on the chord speed over ±chordHalfWidth samples, and a minimum speed.
    const pa = (i > hw ? p - hw : p - i) * ist;
    const pb = (p + hw < last ? p + hw : last) * ist;
    const cdt = (inp[pb] as number) - (inp[pa] as number);
    const cdx = (inp[pb + 1] as number) - (inp[pa + 1] as number);
    const cdy = (inp[pb + 2] as number) - (inp[pa + 2] as number);
    const chord2 = (cdx * cdx + cdy * cdy) * 1e6;
    moving = moving ? chord2 >= off2 * cdt * cdt : chord2 > on2 * cdt * cdt;
    const on = moving && speed >= minMoving;
    const step = inp[o + 3] as number;
    const dist = on ? speed * step : 0;

    // Acceleration over two samples (one at the segment's second sample).
    let along = 0;
    let curAx = 0;
    let curAy = 0;
    if (i > 0) {
      const back = i > 1 ? 2 : 1;
      const dtMs = (inp[o] as number) - (inp[o - back * ist] as number);
      if (dtMs !== span) {
        span = dtMs;
        perSpan = 1000 / dtMs;
      }
      const kq = ko - back * kst;
      along = (speed - (kin[kq + 2] as number)) * perSpan;
      curAx = (velX - (kin[kq] as number)) * perSpan;
      curAy = (velY - (kin[kq + 1] as number)) * perSpan;
    }
    kin[ko + 3] = along;

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

    // Max sustained speed and acceleration: window sums over sustainedSamples.
    speedSum += speed;
    accelSum += along;
    if (i >= sustained) {
      speedSum -= kin[ko - sustained * kst + 2] as number;
      accelSum -= kin[ko - sustained * kst + 3] as number;
    }
    if (i >= sustained - 1) {
      if (speedSum > maxSpeedSum) maxSpeedSum = speedSum;
      if (accelSum > maxAccelSum) maxAccelSum = accelSum;
      else if (accelSum < maxDecelSum) maxDecelSum = accelSum;
    }

    // Speed zones: distance, entries that last zoneDwellSamples, hard-effort distance.
    const z = on
      ? (speed >= z0 ? 1 : 0) +
        (speed >= z1 ? 1 : 0) +
        (speed >= z2 ? 1 : 0) +
        (speed >= z3 ? 1 : 0)
      : -1;
    if (speed >= hardYps) hardYd += dist;
    dwell = z === zone ? dwell + 1 : 1;
    zone = z;
    if (z >= 0) {
      zoneYd[z] = (zoneYd[z] as number) + dist;
      if (dwell === dwellSamples) zoneCount[z] = (zoneCount[z] as number) + 1;
    }
    if (hasRel) {
      const rz = on
        ? (speed >= r0 ? 1 : 0) +
          (speed >= r1 ? 1 : 0) +
          (speed >= r2 ? 1 : 0) +
          (speed >= r3 ? 1 : 0)
        : -1;
      if (speed >= relHardYps) relHardYd += dist;
      relDwell = rz === relZone ? relDwell + 1 : 1;
      relZone = rz;
      if (rz >= 0) {
        relYd[rz] = (relYd[rz] as number) + dist;
        if (relDwell === dwellSamples) relCount[rz] = (relCount[rz] as number) + 1;
      }
    }

    // Acceleration and deceleration efforts of moving samples.
    const dir = !on ? 0 : along >= accelLow ? 1 : along <= -accelLow ? -1 : 0;
    if (dir !== effort) {
      if (effort !== 0) {
        const e = eCount++ * EFFORT_FIELDS;
        eLog[e] = effort;
        eLog[e + 1] = effortLen;
        eLog[e + 2] = effortPeak;
        eLog[e + 3] = effortYd;
        eLog[e + 4] = effortStart;
        eLog[e + 5] = effortEnd;
        eLog[e + 6] = rangeMax > maxSpeed ? rangeMax : maxSpeed;
      }
      effort = dir;
      effortLen = 0;
      effortPeak = 0;
      effortYd = 0;
      effortStart = speed;
    }
    if (dir !== 0) {
      const absA = along < 0 ? -along : along;
      effortLen++;
      effortYd += dist;
      effortEnd = speed;
      if (absA > effortPeak) effortPeak = absA;
    }

    // Lateral efforts: cross = lateral acceleration x speed, positive turning left.
    const cross = on && speed >= latMinSpeed ? velX * curAy - velY * curAx : 0;
    const latLimit = latLow * speed;
    const ldir = !on ? 0 : cross >= latLimit ? 1 : cross <= -latLimit ? -1 : 0;
    if (ldir !== lateral) {
      if (lateral !== 0) {
        const e = lCount++ * LATERAL_FIELDS;
        lLog[e] = lateral;
        lLog[e + 1] = lateralLen;
        lLog[e + 2] = lateralPeak;
      }
      lateral = ldir;
      lateralLen = 0;
      lateralPeak = 0;
    }
    if (ldir !== 0) {
      lateralLen++;
      const absL = (cross < 0 ? -cross : cross) / speed;
      if (absL > lateralPeak) lateralPeak = absL;
    }

    // Changes of direction: heading turned 45° or more over codLagSamples.
    if (on) {
      if (codWait > 0) codWait--;
      else if (i >= codLag && speed >= codMin) {
        const kq = ko - codLag * kst;
        const pvx = kin[kq] as number;
        const pvy = kin[kq + 1] as number;
        const pv = kin[kq + 2] as number;
        if (pv >= codMin && pvx * velX + pvy * velY < codCos * pv * speed) {
          if (pvx * velY - pvy * velX > 0) codLeft++;
          else codRight++;
          codWait = codRefractory;
        }
      }
    }
  }

  for (let e = 0; e < eCount * EFFORT_FIELDS; e += EFFORT_FIELDS) {
    acc[ACC.maxSpeed] = eLog[e + 6] as number;
    st.closeEffort(
      eLog[e] as number,
      eLog[e + 1] as number,
      eLog[e + 2] as number,
      eLog[e + 3] as number,
      eLog[e + 4] as number,
      eLog[e + 5] as number,
    );
  }
  for (let e = 0; e < lCount * LATERAL_FIELDS; e += LATERAL_FIELDS) {
    st.closeLateral(lLog[e] as number, lLog[e + 1] as number, lLog[e + 2] as number);
  }
  acc[ACC.timeTrkd] = timeTrkd;
  acc[ACC.timeMoving] = timeMoving;
  acc[ACC.totalDis] = totalDis;
  acc[ACC.exertion] = exertion;
  acc[ACC.load] = load;
  acc[ACC.maxAccel] = maxAccel;
  acc[ACC.maxDecel] = maxDecel;
  acc[ACC.dist10Plus] = dist10;
  acc[ACC.time10Plus] = time10;
  acc[ACC.hardEffortDist] = hardYd;
  acc[ACC.hardEffortDistRel] = relHardYd;
  if (rangeMax > maxSpeed) maxSpeed = rangeMax;
  acc[ACC.maxSpeed] = maxSpeed;
  s.rangeMaxSpeed = rangeMax;
  acc[ACC.maxSustainedSum] = maxSpeedSum;
  acc[ACC.maxSustainedAccelSum] = maxAccelSum;
  acc[ACC.maxSustainedDecelSum] = maxDecelSum;
  acc[ACC.codLeft] = codLeft;
  acc[ACC.codRight] = codRight;
  s.moving = moving;
  s.prevAx = prevAx;
  s.prevAy = prevAy;
  s.speedSum = speedSum;
  s.accelSum = accelSum;
  s.zone = zone;
  s.dwell = dwell;
  s.relZone = relZone;
  s.relDwell = relDwell;
  s.effort = effort;
  s.effortLen = effortLen;
  s.effortPeak = effortPeak;
  s.effortYd = effortYd;
  s.effortStart = effortStart;
  s.effortEnd = effortEnd;
  s.lateral = lateral;
  s.lateralLen = lateralLen;
  s.lateralPeak = lateralPeak;
  s.codWait = codWait;
}

/**
 * Latest times at or above the target speed and each "X% of max" speed (thresholds in
 * ascending order), scanning back from the newest sample until every threshold that the
 * range's top speed `rangeMax` reaches is found; the others are not looked for.
 */
export function speedTimes(
  b: MotionBuffers,
  st: EngineState,
  pctYps: Float64Array,
  targetYps: number,
  rangeMax: number,
  from: number,
  to: number,
): void {
  const { inp, kin } = b;
  if (targetYps <= rangeMax) {
    for (let p = to - 1; p >= from; p--) {
      if ((kin[p * KIN.stride + KIN.v] as number) >= targetYps) {
        st.acc[ACC.lastTargetHitMs] = inp[p * IN.stride + IN.t] as number;
        break;
      }
    }
  }
  let n = 0;
  while (n < pctYps.length && (pctYps[n] as number) <= rangeMax) n++;
  let k = 0;
  for (let p = to - 1; p >= from && k < n; p--) {
    const speed = kin[p * KIN.stride + KIN.v] as number;
    if (speed < (pctYps[k] as number)) continue;
    const at = inp[p * IN.stride + IN.t] as number;
    do st.lastPctMs[k++] = at;
    while (k < n && speed >= (pctYps[k] as number));
  }
}
