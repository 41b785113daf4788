/**
 * The numbers a past session contributes to a comparison baseline (02 §3 Date-range filter):
 * its totals, or, to compare a session in progress, its numbers up to the same elapsed time
 * rebuilt from its per-period values. How a metric combines over periods follows from its
 * unit in the catalogue (domain/metrics.ts).
 */
import { baseMetricOf, METRICS, type MetricUnit } from '../../../domain';
import type { MetricValues } from './metric-values';

/**
 * How a metric of part of a session follows from its periods' values: `sum` adds them (the
 * running period prorated by time), `rate` is their mean weighted by tracked time (which is
 * the summed numerator over the summed time), `max` is the largest.
 */
export type Combine = 'sum' | 'rate' | 'max';

/**
 * By unit: distances, counts, durations and the accumulated loads add up; per-minute values
 * are rates; speeds, accelerations and percentages are peaks. Clock times are no baseline.
 */
const COMBINE_BY_UNIT: Readonly<Record<MetricUnit, Combine | null>> = {
  yd: 'sum',
  count: 'sum',
  s: 'sum',
  au: 'sum',
  'yd/min': 'rate',
  'per min': 'rate',
  mph: 'max',
  'yd/s': 'max',
  'yd/s²': 'max',
  '%': 'max',
  ms: null,
};

/**
 * How a metric key combines, or null when it is no baseline: only catalogue metrics that
 * have percent-of-history variants, and their Relative variants, are compared (a past
 * session's own `…_%` values and clock times are not).
 */
export function combineOf(key: string): Combine | null {
  if (key.endsWith('_%')) return null;
  const base = baseMetricOf(key);
  if (base === undefined || METRICS[base].percentKey === undefined) return null;
  return COMBINE_BY_UNIT[METRICS[base].unit];
}

/** The comparable keys of a session's values (see {@link combineOf}). */
export function comparableValues(values: MetricValues): MetricValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => combineOf(key) !== null));
}

/** One period of a past session with a player's values in it; `[startMs, endMs)`. */
export interface PeriodValues {
  readonly startMs: number;
  readonly endMs: number;
  readonly values: MetricValues;
}

const numberOf = (v: number | null | undefined): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

/**
 * A player's comparable numbers of a past session up to `cutoffMs`: every period that ended
 * by then whole, and the period running then by the share of its time before the cutoff.
 * Additive metrics add up (the running period's values times its share); rates are the
 * tracked-time-weighted mean; peaks are the largest of the periods included, the running one
 * with its whole-period peak (its values are all that is kept). Null when no period of the
 * player started before the cutoff.
 */
export function valuesUpTo(
  periods: readonly PeriodValues[],
  cutoffMs: number,
): MetricValues | null {
  const parts = periods.flatMap((p) => {
    if (!Number.isFinite(p.endMs) || p.startMs >= cutoffMs) return [];
    const share = p.endMs <= cutoffMs ? 1 : (cutoffMs - p.startMs) / (p.endMs - p.startMs);
    return [{ share, values: p.values }];
  });
  if (parts.length === 0) return null;
  const keys = new Set(parts.flatMap((p) => Object.keys(p.values)));
  const out: MetricValues = {};
  for (const key of keys) {
    const combine = combineOf(key);
    if (combine === null) continue;
    const present = parts.flatMap(({ share, values }) => {
      const value = numberOf(values[key]);
      return value === undefined
        ? []
        : [{ share, value, trackedS: numberOf(values.timeTrkd) ?? 0 }];
    });
    if (present.length === 0) {
      out[key] = null;
    } else if (combine === 'sum') {
      out[key] = present.reduce((s, p) => s + p.share * p.value, 0);
    } else if (combine === 'max') {
      out[key] = Math.max(...present.map((p) => p.value));
    } else {
      const weight = present.reduce((s, p) => s + p.share * p.trackedS, 0);
      out[key] =
        weight > 0
          ? present.reduce((s, p) => s + p.share * p.trackedS * p.value, 0) / weight
          : null;
    }
  }
  return out;
}
