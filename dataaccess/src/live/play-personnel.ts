/**
 * Who was on the field for a play (docs/decisions/0031): By play lists only them. A play's
 * stored personnel (`playerIds` of its period, as the simulator's games keep it) when the
 * store has it; else the players whose samples during the play lie mostly inside the field
 * of play (an imported play tracks the 22 on the field, a logged game everyone dressed, the
 * ones on the sideline standing outside it).
 */
import { FIELD_LENGTH_YD, FIELD_WIDTH_YD, type TrackColumns } from '../../../domain';

/** A half-open stretch of time `[startMs, endMs)`, epoch ms. */
interface Span {
  readonly startMs: number;
  readonly endMs: number;
}

/** A play's stored personnel: the `playerIds` its period carries, else null. */
export function storedPersonnel(drill: { playerIds?: unknown } | undefined): Set<string> | null {
  const ids = drill?.playerIds;
  if (!Array.isArray(ids) || ids.length === 0) return null;
  return new Set(ids.filter((id): id is string => typeof id === 'string'));
}

/** The first index of a sorted time column at or after `t`. */
export function indexAt(atMs: Float64Array, t: number): number {
  let lo = 0;
  let hi = atMs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((atMs[mid] ?? Infinity) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether a track was on the field during the spans: it has samples there, and at least half
 * of them inside the field of play (end zones included, sidelines excluded).
 */
export function onFieldDuring(track: TrackColumns, spans: readonly Span[]): boolean {
  let inside = 0;
  let all = 0;
  for (const s of spans) {
    const to = indexAt(track.atMs, s.endMs);
    for (let i = indexAt(track.atMs, s.startMs); i < to; i++) {
      const x = track.xYd[i] ?? Number.NaN;
      const y = track.yYd[i] ?? Number.NaN;
      all++;
      if (x >= 0 && x <= FIELD_LENGTH_YD && y >= 0 && y <= FIELD_WIDTH_YD) inside++;
    }
  }
  return all > 0 && inside * 2 >= all;
}
