/**
 * The kinematic passes of the engine, each one simple loop over a range of buffer positions
 * `[from, to)` of the current segment: speed filter, moving gate and distance, acceleration,
 * then the running totals. `first` is the segment index of position 0 and `last` the
 * position of the latest known sample (windows are clipped there at a segment's end).
 */
import { ACC } from './engine-state';
import { MOTION } from './motion-thresholds';
import type { LoopState, MotionBuffers } from './motion-buffers';

const H = MOTION.chordHalfWidth;
const W0 = MOTION.stepWeights[0];
const W1 = MOTION.stepWeights[1];
const W2 = MOTION.stepWeights[2];
const ON2 = MOTION.movingOnYps * MOTION.movingOnYps;
const OFF2 = MOTION.movingOffYps * MOTION.movingOffYps;
const MIN_MOVING = MOTION.minMovingSpeedYps;
const SUSTAINED = MOTION.sustainedSamples;
const EXERTION = MOTION.exertionPerAccel;

/**
 * Filtered velocity and speed: a three-step FIR of step velocities (previous, own, next),
 * centred 0.4 sample behind the sample.
 */
export function filterSpeed(b: MotionBuffers, from: number, to: number, last: number): void {
  const { svx, svy, vx, vy, v } = b;
  const first = b.firstIndex;
  for (let p = from; p < to; p++) {
    if (p + first < 2 || p >= last) {
      edgeVelocity(b, p, last);
      continue;
    }
    const sx = W0 * (svx[p - 1] as number) + W1 * (svx[p] as number) + W2 * (svx[p + 1] as number);
    const sy = W0 * (svy[p - 1] as number) + W1 * (svy[p] as number) + W2 * (svy[p + 1] as number);
    vx[p] = sx;
    vy[p] = sy;
    v[p] = Math.sqrt(sx * sx + sy * sy);
  }
}

/** Segment edges: the weights of the steps that exist, renormalised. */
function edgeVelocity(b: MotionBuffers, p: number, last: number): void {
  const i = p + b.firstIndex;
  let wx = 0;
  let wy = 0;
  let ws = 0;
  if (i >= 2) {
    wx = W0 * (b.svx[p - 1] as number);
    wy = W0 * (b.svy[p - 1] as number);
    ws = W0;
  }
  if (i >= 1) {
    wx += W1 * (b.svx[p] as number);
    wy += W1 * (b.svy[p] as number);
    ws += W1;
  }
  if (p < last) {
    wx += W2 * (b.svx[p + 1] as number);
    wy += W2 * (b.svy[p + 1] as number);
    ws += W2;
  }
  const sx = ws > 0 ? wx / ws : 0;
  const sy = ws > 0 ? wy / ws : 0;
  b.vx[p] = sx;
  b.vy[p] = sy;
  b.v[p] = Math.sqrt(sx * sx + sy * sy);
}

/**
 * Moving gate and distance: hysteresis on the chord speed over ±H samples (which ignores
 * jitter) and a minimum filtered speed; a moving sample adds speed x step time.
 */
export function gateDistance(
  b: MotionBuffers,
  s: LoopState,
  from: number,
  to: number,
  last: number,
): void {
  const { t, x, y, dt, v, g, d } = b;
  const first = b.firstIndex;
  let moving = s.moving;
  for (let p = from; p < to; p++) {
    const i = p + first;
    const pa = i > H ? p - H : p - i;
    const pb = p + H < last ? p + H : last;
    const cdx = (x[pb] as number) - (x[pa] as number);
    const cdy = (y[pb] as number) - (y[pa] as number);
    const cdt = (t[pb] as number) - (t[pa] as number);
    const chord2 = (cdx * cdx + cdy * cdy) * 1e6;
    moving = moving ? chord2 >= OFF2 * cdt * cdt : chord2 > ON2 * cdt * cdt;
    const speed = v[p] as number;
    const on = moving && speed >= MIN_MOVING;
    g[p] = on ? 1 : 0;
    d[p] = on ? speed * (dt[p] as number) : 0;
  }
  s.moving = moving;
}

/** Acceleration over two samples: along the path and as a vector (yd/s²). */
export function acceleration(b: MotionBuffers, from: number, to: number): void {
  const { t, vx, vy, v, a, ax, ay } = b;
  const first = b.firstIndex;
  let p = from;
  for (; p < to && p + first < 2; p++) {
    const i = p + first;
    if (i === 0) {
      a[p] = 0;
      ax[p] = 0;
      ay[p] = 0;
    } else accelerationAt(b, p, p - 1);
  }
  for (; p < to; p++) {
    const q = p - 2;
    const inv = 1000 / ((t[p] as number) - (t[q] as number));
    a[p] = ((v[p] as number) - (v[q] as number)) * inv;
    ax[p] = ((vx[p] as number) - (vx[q] as number)) * inv;
    ay[p] = ((vy[p] as number) - (vy[q] as number)) * inv;
  }
}

function accelerationAt(b: MotionBuffers, p: number, q: number): void {
  const inv = 1000 / ((b.t[p] as number) - (b.t[q] as number));
  b.a[p] = ((b.v[p] as number) - (b.v[q] as number)) * inv;
  b.ax[p] = ((b.vx[p] as number) - (b.vx[q] as number)) * inv;
  b.ay[p] = ((b.vy[p] as number) - (b.vy[q] as number)) * inv;
}

/**
 * Running totals: time tracked and moving, distance, max sustained speed and acceleration
 * (means over SUSTAINED samples, compared as window sums), peak acceleration and
 * deceleration, distance and time at X+ speed, exertion and player load (jerk) of moving
 * samples.
 */
export function totals(
  b: MotionBuffers,
  s: LoopState,
  acc: Float64Array,
  xPlusYps: number,
  from: number,
  to: number,
): void {
  const { dt, v, a, ax, ay, g, d } = b;
  const first = b.firstIndex;
  let timeTrkd = acc[ACC.timeTrkd] as number;
  let timeMoving = acc[ACC.timeMoving] as number;
  let totalDis = acc[ACC.totalDis] as number;
  let exertion = acc[ACC.exertion] as number;
  let load = acc[ACC.load] as number;
  let maxAccel = acc[ACC.maxAccel] as number;
  let maxDecel = acc[ACC.maxDecel] as number;
  let dist10 = acc[ACC.dist10Plus] as number;
  let time10 = acc[ACC.time10Plus] as number;
  let prevAx = s.prevAx;
  let prevAy = s.prevAy;
  for (let p = from; p < to; p++) {
    const step = dt[p] as number;
    const on = g[p] as number;
    const along = a[p] as number;
    const dist = d[p] as number;
    timeTrkd += step;
    timeMoving += on * step;
    totalDis += dist;
    if ((v[p] as number) >= xPlusYps) {
      dist10 += dist;
      time10 += on * step;
    }
    exertion += dist * (1 + EXERTION * (along < 0 ? -along : along));
    const curAx = ax[p] as number;
    const curAy = ay[p] as number;
    const jx = curAx - prevAx;
    const jy = curAy - prevAy;
    load += on * Math.sqrt(jx * jx + jy * jy);
    prevAx = curAx;
    prevAy = curAy;
    const gated = on * along;
    if (gated > maxAccel) maxAccel = gated;
    else if (gated < maxDecel) maxDecel = gated;
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
  s.prevAx = prevAx;
  s.prevAy = prevAy;

  let speedSum = s.speedSum;
  let accelSum = s.accelSum;
  let maxSustained = (acc[ACC.maxSustained] as number) * SUSTAINED;
  let maxSusA = (acc[ACC.maxSustainedAccel] as number) * SUSTAINED;
  let maxSusD = (acc[ACC.maxSustainedDecel] as number) * SUSTAINED;
  let p = from;
  for (; p < to && p + first < SUSTAINED; p++) {
    speedSum += v[p] as number;
    accelSum += a[p] as number;
    if (p + first === SUSTAINED - 1) {
      if (speedSum > maxSustained) maxSustained = speedSum;
      if (accelSum > maxSusA) maxSusA = accelSum;
      else if (accelSum < maxSusD) maxSusD = accelSum;
    }
  }
  for (; p < to; p++) {
    speedSum += v[p] as number;
    speedSum -= v[p - SUSTAINED] as number;
    accelSum += a[p] as number;
    accelSum -= a[p - SUSTAINED] as number;
    if (speedSum > maxSustained) maxSustained = speedSum;
    if (accelSum > maxSusA) maxSusA = accelSum;
    else if (accelSum < maxSusD) maxSusD = accelSum;
  }
  s.speedSum = speedSum;
  s.accelSum = accelSum;
  acc[ACC.maxSustained] = maxSustained / SUSTAINED;
  acc[ACC.maxSustainedAccel] = maxSusA / SUSTAINED;
  acc[ACC.maxSustainedDecel] = maxSusD / SUSTAINED;
}
