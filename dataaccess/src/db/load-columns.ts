/**
 * The three loads of a kept session row (issue 36, load over time), kept in narrow columns
 * beside the row's document so that a team's weeks of load read three numbers per player and
 * session instead of parsing every document (migration 0018).
 */

/** The keys of a kept session's values that the loads read. */
export const LOAD_METRIC_KEYS = {
  distance: 'totalDis',
  highSpeedDistance: 'hardEffortDist',
  playerLoad: 'zLoad',
} as const;

/** The load columns of session_metrics; null where the session has no such value. */
export interface LoadColumns {
  load_distance_yd: number | null;
  load_high_speed_yd: number | null;
  load_player_au: number | null;
}

/** A kept row's load columns from its values (a value that is not a finite number: null). */
export function loadColumns(metrics: Readonly<Record<string, unknown>>): LoadColumns {
  const num = (key: string): number | null => {
    const v = metrics[key];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  return {
    load_distance_yd: num(LOAD_METRIC_KEYS.distance),
    load_high_speed_yd: num(LOAD_METRIC_KEYS.highSpeedDistance),
    load_player_au: num(LOAD_METRIC_KEYS.playerLoad),
  };
}
