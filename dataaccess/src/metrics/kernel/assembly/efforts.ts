/**
 * Closing an acceleration or lateral effort: the rare, per-effort bookkeeping of the pass
 * (bands, distances, speed-gain bands, explosive efforts), counted into the state block.
 */
import { Block, GAIN_BANDS, Setting } from '../layout';
import { add, get, setting } from './memory';

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
  if (dir == 0 || samples < <i32>setting(Setting.effortMinSamples)) return;
  const band: i32 =
    peakYps2 >= setting(Setting.accelHighYps2)
      ? 2
      : peakYps2 >= setting(Setting.accelMedYps2)
        ? 1
        : 0;
  const refMaxYps = get(Block.refMaxYps);
  const refMax = isFinite(refMaxYps) ? refMaxYps : maxSpeedYps;
  const gainPct = refMax > 0 ? (Math.abs(endYps - startYps) / refMax) * 100 : 0;
  let gainBand = GAIN_BANDS - 1;
  while (gainBand >= 0 && !(gainPct >= setting(Setting.gainPercents + gainBand))) gainBand--;
  if (gainBand >= 0) add((dir > 0 ? Block.accelGainCount : Block.decelGainCount) + gainBand, 1);
  add((dir > 0 ? Block.accelCount : Block.decelCount) + band, 1);
  add((dir > 0 ? Block.accelYd : Block.decelYd) + band, yd);
  if (dir > 0 && band >= 1 && startYps < setting(Setting.explosiveStartYps)) {
    add(Block.explosive, 1);
  }
}

/** Counts a finished lateral effort: dir 1 left, -1 right. */
export function closeLateral(dir: i32, samples: i32, peakYps2: f64): void {
  if (dir == 0 || samples < <i32>setting(Setting.effortMinSamples)) return;
  const band: i32 =
    peakYps2 >= setting(Setting.lateralHighYps2)
      ? 2
      : peakYps2 >= setting(Setting.lateralMedYps2)
        ? 1
        : 0;
  add(Block.lateralCount + (dir > 0 ? 0 : 3) + band, 1);
}
