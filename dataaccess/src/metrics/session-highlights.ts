/**
 * Session highlights (02 §3) — averages over the tracked players — and the percent-of-
 * history variants (`value / history * 100`) of player rows and highlights.
 */
import type { MetricValues } from './metric-values';

/** The session highlights of 02 §3, each an average over tracked players. */
export interface SessionHighlights {
  aveDistYards: number | null;
  aveHardEffortDist: number | null;
  aveYPM: number | null;
  aveMaxSpeedMPH: number | null;
  aveMaxSustainedSpeedMPH: number | null;
  aveSprintCount: number | null;
  aveMaxSprintCount: number | null;
  accelsAve: number | null;
  deccelsAve: number | null;
  exIndexAve: number | null;
}

/** Which player metric each highlight averages. */
export const HIGHLIGHT_SOURCES: Readonly<Record<keyof SessionHighlights, string>> = {
  aveDistYards: 'totalDis',
  aveHardEffortDist: 'hardEffortDist',
  aveYPM: 'ypm',
  aveMaxSpeedMPH: 'maxSpeedMPH',
  aveMaxSustainedSpeedMPH: 'maxSustainedSpeedMPH',
  aveSprintCount: 'sprintCount',
  aveMaxSprintCount: 'maxSprintCount',
  accelsAve: 'accelCount',
  deccelsAve: 'deccelCount',
  exIndexAve: 'exIndex',
};

/**
 * Averages of the players' values; players never tracked (`timeTrkd` 0 or missing) are
 * left out, and a highlight is null when no player has the metric.
 */
export function sessionHighlights(players: readonly MetricValues[]): SessionHighlights {
  const tracked = players.filter((p) => (p.timeTrkd ?? 0) > 0);
  const entries = Object.entries(HIGHLIGHT_SOURCES).map(([highlight, key]) => {
    const values = tracked.map((p) => p[key]).filter((v): v is number => typeof v === 'number');
    const average = values.length > 0 ? values.reduce((s, v) => s + v, 0) / values.length : null;
    return [highlight, average] as const;
  });
  return Object.fromEntries(entries) as unknown as SessionHighlights;
}

/** `value / history * 100`, or null when either is missing or the history is 0. */
export function percentOf(
  value: number | null | undefined,
  history: number | null | undefined,
): number | null {
  if (value === null || value === undefined || history === null || history === undefined)
    return null;
  return history !== 0 ? (value / history) * 100 : null;
}

/**
 * Percent-of-history variants: for each key present in both, `${key}_%`; plus
 * `historyTotalDistance_%` for the total distance (02 §3).
 */
export function percentOfHistory(
  values: Readonly<Record<string, number | null>>,
  history: Readonly<Record<string, number | null>>,
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key in history) out[`${key}_%`] = percentOf(value, history[key]);
  }
  if ('totalDis' in values && 'totalDis' in history) {
    out['historyTotalDistance_%'] = percentOf(values.totalDis, history.totalDis);
  }
  return out;
}
