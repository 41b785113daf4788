/**
 * The event passes of the engine over buffer positions `[from, to)`: acceleration and
 * deceleration efforts, lateral (centripetal) efforts and changes of direction of moving
 * samples, then the "last time at X% of max" and target-speed times.
 */
import { ACC, type EngineState } from './engine-state';
import { MOTION } from './motion-thresholds';
import type { LoopState, MotionBuffers } from './motion-buffers';

const ACCEL_LOW = MOTION.accelLowYps2;
const LAT_LOW = MOTION.lateralLowYps2;
const LAT_MIN_SPEED = MOTION.lateralMinSpeedYps;
const COD_LAG = MOTION.codLagSamples;
const COD_MIN = MOTION.codMinSpeedYps;
const COD_COS = MOTION.codCosine;
const COD_WAIT = MOTION.codRefractorySamples;

/**
 * Efforts, lateral efforts and changes of direction; also the max speed, kept here because
 * closing an effort needs the max so far when no reference max is set.
 */
export function efforts(
  b: MotionBuffers,
  s: LoopState,
  st: EngineState,
  from: number,
  to: number,
): void {
  const { vx, vy, v, a, ax, ay, g, d } = b;
  const first = b.firstIndex;
  const acc = st.acc;
  let maxSpeed = acc[ACC.maxSpeed] as number;
  let codLeft = acc[ACC.codLeft] as number;
  let codRight = acc[ACC.codRight] as number;
  let { effort, effortLen, effortPeak, effortYd, effortStart, effortEnd } = s;
  let { lateral, lateralLen, lateralPeak, codWait } = s;
  for (let p = from; p < to; p++) {
    const speed = v[p] as number;
    if (speed > maxSpeed) maxSpeed = speed;
    const along = a[p] as number;
    const moving = g[p] !== 0;
    const dir = !moving ? 0 : along >= ACCEL_LOW ? 1 : along <= -ACCEL_LOW ? -1 : 0;
    if (dir !== effort) {
      if (effort !== 0) {
        acc[ACC.maxSpeed] = maxSpeed;
        st.closeEffort(effort, effortLen, effortPeak, effortYd, effortStart, effortEnd);
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
      effortYd += d[p] as number;
      effortEnd = speed;
      if (absA > effortPeak) effortPeak = absA;
    }

    // Lateral efforts: cross = lateral acceleration x speed, positive turning left.
    const velX = vx[p] as number;
    const velY = vy[p] as number;
    const cross =
      moving && speed >= LAT_MIN_SPEED ? velX * (ay[p] as number) - velY * (ax[p] as number) : 0;
    const latLimit = LAT_LOW * speed;
    const ldir = !moving ? 0 : cross >= latLimit ? 1 : cross <= -latLimit ? -1 : 0;
    if (ldir !== lateral) {
      if (lateral !== 0) st.closeLateral(lateral, lateralLen, lateralPeak);
      lateral = ldir;
      lateralLen = 0;
      lateralPeak = 0;
    }
    if (ldir !== 0) {
      lateralLen++;
      const absL = (cross < 0 ? -cross : cross) / speed;
      if (absL > lateralPeak) lateralPeak = absL;
    }

    // Changes of direction: heading turned 45° or more over COD_LAG samples.
    if (!moving) continue;
    if (codWait > 0) codWait--;
    else if (p + first >= COD_LAG && speed >= COD_MIN) {
      const q = p - COD_LAG;
      const pv = v[q] as number;
      const pvx = vx[q] as number;
      const pvy = vy[q] as number;
      if (pv >= COD_MIN && pvx * velX + pvy * velY < COD_COS * pv * speed) {
        if (pvx * velY - pvy * velX > 0) codLeft++;
        else codRight++;
        codWait = COD_WAIT;
      }
    }
  }
  acc[ACC.maxSpeed] = maxSpeed;
  acc[ACC.codLeft] = codLeft;
  acc[ACC.codRight] = codRight;
  Object.assign(s, { effort, effortLen, effortPeak, effortYd, effortStart, effortEnd });
  Object.assign(s, { lateral, lateralLen, lateralPeak, codWait });
}

/**
 * Latest times at or above the target speed and each "X% of max" speed (thresholds in
 * ascending order), scanning back from the newest sample until every one is found.
 */
export function speedTimes(
  b: MotionBuffers,
  st: EngineState,
  pctYps: Float64Array,
  targetYps: number,
  from: number,
  to: number,
): void {
  const { t, v } = b;
  if (targetYps !== Infinity) {
    for (let p = to - 1; p >= from; p--) {
      if ((v[p] as number) >= targetYps) {
        st.acc[ACC.lastTargetHitMs] = t[p] as number;
        break;
      }
    }
  }
  const n = pctYps.length;
  let k = 0;
  if ((pctYps[0] as number) === Infinity) return;
  for (let p = to - 1; p >= from && k < n; p--) {
    const speed = v[p] as number;
    if (speed < (pctYps[k] as number)) continue;
    const at = t[p] as number;
    do st.lastPctMs[k++] = at;
    while (k < n && speed >= (pctYps[k] as number));
  }
}
