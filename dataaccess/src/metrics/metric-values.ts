/**
 * Turns the engine's accumulators into the player-row metric values of 02 §3, keyed by the
 * spec's metric keys. Units: yards, seconds, mph (keys ending MPH), yd/s (YPS), yd/s²
 * (maxAccel family), epoch ms (keys ending Ts).
 */
import type { EngineState } from './engine-state';
import { Block } from './kernel/layout';
import { MOTION } from './motion-thresholds';
import { ypsToMph, ZONE_NAMES } from './zones';

/** Metric values by key; null where a value is not known (shown as '-'). */
export type MetricValues = Record<string, number | null>;

const SUSTAINED = MOTION.sustainedSamples;
const LEVELS = ['Slow', 'Med', 'Fast'] as const;
const LATERAL_LEVELS = ['Low', 'Med', 'High'] as const;

/** Keys of the relative-zone variants (suffix `Relative`). */
export const RELATIVE_KEYS = [
  ...ZONE_NAMES.map((z) => `${z}Yds`),
  ...ZONE_NAMES.map((z) => `${z}Count`),
  'hardEffortDist',
].map((k) => `${k}Relative`);

const finiteOrNull = (value: number | undefined): number | null =>
  value !== undefined && Number.isFinite(value) ? value : null;

const at = (array: Float64Array, index: number): number => array[index] ?? 0;

/** Builds the metric values of one engine state. */
export function buildMetricValues(state: EngineState): MetricValues {
  const a = state.block;
  const v: MetricValues = {};
  const timeTrkd = at(a, Block.timeTrkd);
  const minutes = timeTrkd / 60;
  const perMinute = (n: number): number | null => (minutes > 0 ? n / minutes : null);
  v.totalDis = at(a, Block.totalDis);
  ZONE_NAMES.forEach((zone, z) => {
    v[`${zone}Yds`] = at(state.zoneYd, z);
    v[`${zone}Count`] = at(state.zoneCount, z);
  });
  v.hardEffortDist = at(a, Block.hardEffortDist);
  if (state.relZoneYd && state.relZoneCount) {
    const relYd = state.relZoneYd;
    const relCount = state.relZoneCount;
    ZONE_NAMES.forEach((zone, z) => {
      v[`${zone}YdsRelative`] = at(relYd, z);
      v[`${zone}CountRelative`] = at(relCount, z);
    });
    v.hardEffortDistRelative = at(a, Block.hardEffortDistRel);
  }
  LEVELS.forEach((level, b) => {
    v[`accel${level}`] = at(state.accelCount, b);
    v[`deccel${level}`] = at(state.decelCount, b);
    v[`accel${level}Yds`] = at(state.accelYd, b);
    v[`deccel${level}Yds`] = at(state.decelYd, b);
  });
  const accels = state.accelCount.reduce((s, x) => s + x, 0);
  const decels = state.decelCount.reduce((s, x) => s + x, 0);
  v.accelCount = accels;
  v.deccelCount = decels;
  v.accelPerMin = perMinute(accels);
  v.deccelPerMin = perMinute(decels);
  MOTION.gainPercents.forEach((pct, k) => {
    const suffix = k === MOTION.gainPercents.length - 1 ? `${pct}PlusPct` : `${pct}Pct`;
    v[`accel${suffix}`] = at(state.accelGainCount, k);
    v[`deccel${suffix}`] = at(state.decelGainCount, k);
  });
  v.maxAccel = at(a, Block.maxAccel);
  v.maxDecel = -at(a, Block.maxDecel);
  v.maxSustainedAccel = at(a, Block.maxSustainedAccelSum) / SUSTAINED;
  v.maxSustainedDecel = -at(a, Block.maxSustainedDecelSum) / SUSTAINED;
  v.maxSpeedMPH = ypsToMph(at(a, Block.maxSpeed));
  v.maxSustainedSpeedMPH = ypsToMph(at(a, Block.maxSustainedSum) / SUSTAINED);
  const target = state.options.targetMph;
  v.targetMPH = finiteOrNull(target);
  v.lastTimeVelocityTargetHitTs = finiteOrNull(a[Block.lastTargetHitMs]);
  v.maxSpeedPctOfTarget =
    target !== undefined && target > 0 ? (ypsToMph(at(a, Block.maxSpeed)) / target) * 100 : null;
  MOTION.timeSincePercents.forEach((pct, k) => {
    v[`lastTimeAt${pct}PctMaxTs`] = finiteOrNull(state.lastPctMs[k]);
  });
  v.exIndex = at(a, Block.exertion) / 100;
  v.zLoad = at(a, Block.load) / 100;
  v.ypm = perMinute(at(a, Block.totalDis));
  v.actYPS = finiteOrNull(a[Block.lastAtMs]) === null ? null : at(a, Block.lastSpeed);
  v.actMPH = v.actYPS === null ? null : ypsToMph(v.actYPS);
  v.explosiveEffort = at(a, Block.explosive);
  v.timeMoving = at(a, Block.timeMoving);
  v.timeTrkd = timeTrkd;
  v.dist10Plus = at(a, Block.dist10Plus);
  v.time10Plus = at(a, Block.time10Plus);
  LATERAL_LEVELS.forEach((level, b) => {
    v[`lateralLeft${level}`] = at(state.lateralCount, b);
    v[`lateralRight${level}`] = at(state.lateralCount, 3 + b);
  });
  v.lateralLoadLeft =
    at(state.lateralCount, 0) + at(state.lateralCount, 1) + at(state.lateralCount, 2);
  v.lateralLoadRight =
    at(state.lateralCount, 3) + at(state.lateralCount, 4) + at(state.lateralCount, 5);
  v.codLeft = at(a, Block.codLeft);
  v.codRight = at(a, Block.codRight);
  v.changeOfDirection = at(a, Block.codLeft) + at(a, Block.codRight);
  return v;
}
