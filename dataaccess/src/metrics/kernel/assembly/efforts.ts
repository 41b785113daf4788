/**
 * Efforts over positions `[from, to)`: acceleration and deceleration efforts, lateral
 * efforts and changes of direction, each a pass with its open effort in locals; and the
 * rare bookkeeping of closing an effort (bands, distances, speed-gain bands, explosive
 * efforts), counted into the state block.
 */
import {
  accelHighYps2,
  gainPercent0,
  gainPercent1,
  gainPercent2,
  gainPercent3,
  gainPercent4,
  accelLowYps2,
  accelMedYps2,
  codCosine,
  codLagSamples,
  codMinSpeedYps,
  codRefractorySamples,
  effortMinSamples,
  explosiveStartYps,
  lateralHighYps2,
  lateralLowYps2,
  lateralMedYps2,
  lateralMinSpeedYps,
} from './generated/motion';
import { Block } from '../layout';
import { A, add, at, AX, AY, DIST, get, ON, set, V, VX, VY } from './memory';

/**
 * Acceleration and deceleration efforts of moving samples; `maxSpeedBefore` is the max
 * speed before this range (with the range's speeds so far, the reference of speed-gain
 * bands without a reference max).
 */
export function accelerationEfforts(from: i32, to: i32, maxSpeedBefore: f64): void {
  const accelLow = accelLowYps2;
  let effort = <i32>get(Block.effort);
  let effortLen = <i32>get(Block.effortLen);
  let effortPeak = get(Block.effortPeak);
  let effortYd = get(Block.effortYd);
  let effortStart = get(Block.effortStart);
  let effortEnd = get(Block.effortEnd);
  let maxSoFar = maxSpeedBefore;
  for (let p = from; p < to; p++) {
    const speed = at(V, p);
    const along = at(A, p);
    if (speed > maxSoFar) maxSoFar = speed;
    const dir: i32 = at(ON, p) == 0 ? 0 : along >= accelLow ? 1 : along <= -accelLow ? -1 : 0;
    if (dir != effort) {
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
      effortYd += at(DIST, p);
      effortEnd = speed;
      if (absA > effortPeak) effortPeak = absA;
    }
  }
  set(Block.effort, effort);
  set(Block.effortLen, effortLen);
  set(Block.effortPeak, effortPeak);
  set(Block.effortYd, effortYd);
  set(Block.effortStart, effortStart);
  set(Block.effortEnd, effortEnd);
}

/**
 * Lateral efforts (cross = lateral acceleration × speed, positive turning left) and
 * changes of direction (heading turned 45° or more over codLagSamples) of moving samples.
 */
export function lateralEfforts(from: i32, to: i32, first: i32): void {
  const latLow = lateralLowYps2;
  const latMinSpeed = lateralMinSpeedYps;
  const codLag = codLagSamples;
  const codMin = codMinSpeedYps;
  const codCos = codCosine;
  const codRefractory = codRefractorySamples;
  let lateral = <i32>get(Block.lateral);
  let lateralLen = <i32>get(Block.lateralLen);
  let lateralPeak = get(Block.lateralPeak);
  let codWait = <i32>get(Block.codWait);
  let codLeft = get(Block.codLeft);
  let codRight = get(Block.codRight);
  for (let p = from; p < to; p++) {
    const on = at(ON, p) != 0;
    const speed = at(V, p);
    const velX = at(VX, p);
    const velY = at(VY, p);
    const cross = on && speed >= latMinSpeed ? velX * at(AY, p) - velY * at(AX, p) : 0;
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

    if (on) {
      if (codWait > 0) codWait--;
      else if (p + first >= codLag && speed >= codMin) {
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
  set(Block.lateral, lateral);
  set(Block.lateralLen, lateralLen);
  set(Block.lateralPeak, lateralPeak);
  set(Block.codWait, codWait);
  set(Block.codLeft, codLeft);
  set(Block.codRight, codRight);
}

/**
 * Counts a finished acceleration (dir 1) or deceleration (dir -1) effort of `samples`
 * samples, `peakYps2` peak, `yd` distance, from `startYps` to `endYps`; `maxSpeedYps` is the
 * max speed so far, the reference of the speed-gain bands without a reference max.
 */
export function closeEffort(
  dir: i32,
  samples: i32,
  peakYps2: f64,
  yd: f64,
  startYps: f64,
  endYps: f64,
  maxSpeedYps: f64,
): void {
  if (dir == 0 || samples < effortMinSamples) return;
  const band: i32 = peakYps2 >= accelHighYps2 ? 2 : peakYps2 >= accelMedYps2 ? 1 : 0;
  const refMaxYps = get(Block.refMaxYps);
  const refMax = isFinite(refMaxYps) ? refMaxYps : maxSpeedYps;
  const gainPct = refMax > 0 ? (Math.abs(endYps - startYps) / refMax) * 100 : 0;
  const gainBand: i32 =
    gainPct >= gainPercent4
      ? 4
      : gainPct >= gainPercent3
        ? 3
        : gainPct >= gainPercent2
          ? 2
          : gainPct >= gainPercent1
            ? 1
            : gainPct >= gainPercent0
              ? 0
              : -1;
  if (gainBand >= 0) add((dir > 0 ? Block.accelGainCount : Block.decelGainCount) + gainBand, 1);
  add((dir > 0 ? Block.accelCount : Block.decelCount) + band, 1);
  add((dir > 0 ? Block.accelYd : Block.decelYd) + band, yd);
  if (dir > 0 && band >= 1 && startYps < explosiveStartYps) {
    add(Block.explosive, 1);
  }
}

/** Counts a finished lateral effort: dir 1 left, -1 right. */
export function closeLateral(dir: i32, samples: i32, peakYps2: f64): void {
  if (dir == 0 || samples < effortMinSamples) return;
  const band: i32 = peakYps2 >= lateralHighYps2 ? 2 : peakYps2 >= lateralMedYps2 ? 1 : 0;
  add(Block.lateralCount + (dir > 0 ? 0 : 3) + band, 1);
}
