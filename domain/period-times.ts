/**
 * Time edits of practice periods and combine events (03 §5): each check returns the
 * spec's message, or null when the time is acceptable. Times are epoch milliseconds.
 */
import {
  MSG_ADJUST_TIMESTAMPS,
  MSG_EVENT_END_BEFORE_START,
  MSG_EVENT_END_IN_FUTURE,
  MSG_EVENT_START_AFTER_END,
  MSG_EVENT_START_IN_FUTURE,
  MSG_PERIOD_END_AFTER_NEXT_START,
  MSG_PERIOD_END_BEFORE_START,
  MSG_PERIOD_END_IN_FUTURE,
  MSG_PERIOD_START_AFTER_END,
  MSG_PERIOD_START_BEFORE_PREVIOUS_END,
  MSG_PERIOD_START_IN_FUTURE,
} from './messages';

/** A period's times as the checks read them. */
export interface PeriodTimes {
  readonly startTs?: number | null;
  readonly endTs?: number | null;
}

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Checks a new start time for period `index`: not before the previous period's end, not
 * after its own end, not in the future (in that order).
 */
export function periodStartError(
  periods: readonly PeriodTimes[],
  index: number,
  startMs: number,
  nowMs: number,
): string | null {
  const previousEnd = periods[index - 1]?.endTs;
  const ownEnd = periods[index]?.endTs;
  if (known(previousEnd) && startMs < previousEnd) return MSG_PERIOD_START_BEFORE_PREVIOUS_END;
  if (known(ownEnd) && startMs > ownEnd) return MSG_PERIOD_START_AFTER_END;
  if (startMs > nowMs) return MSG_PERIOD_START_IN_FUTURE;
  return null;
}

/**
 * Checks a new end time for period `index`: not after the next period's start, not
 * before its own start, not in the future (in that order).
 */
export function periodEndError(
  periods: readonly PeriodTimes[],
  index: number,
  endMs: number,
  nowMs: number,
): string | null {
  const nextStart = periods[index + 1]?.startTs;
  const ownStart = periods[index]?.startTs;
  if (known(nextStart) && endMs > nextStart) return MSG_PERIOD_END_AFTER_NEXT_START;
  if (known(ownStart) && endMs < ownStart) return MSG_PERIOD_END_BEFORE_START;
  if (endMs > nowMs) return MSG_PERIOD_END_IN_FUTURE;
  return null;
}

/** The first time error of a whole period list, checking every start and end in order. */
export function periodListError(periods: readonly PeriodTimes[], nowMs: number): string | null {
  for (const [index, period] of periods.entries()) {
    if (known(period.startTs)) {
      const error = periodStartError(periods, index, period.startTs, nowMs);
      if (error !== null) return error;
    }
    if (known(period.endTs)) {
      const error = periodEndError(periods, index, period.endTs, nowMs);
      if (error !== null) return error;
    }
  }
  return null;
}

/** Whether any period time lies in the future. */
export function hasFutureTimestamp(periods: readonly PeriodTimes[], nowMs: number): boolean {
  return periods.some(
    (p) => (known(p.startTs) && p.startTs > nowMs) || (known(p.endTs) && p.endTs > nowMs),
  );
}

/**
 * Whether the manage screen may save (03 §5): every period has a type (name), no time is
 * in the future, and the times have no error.
 */
export function canSavePeriods(
  periods: readonly (PeriodTimes & { readonly drillType: string })[],
  nowMs: number,
): boolean {
  return (
    periods.every((p) => p.drillType.trim() !== '') &&
    !hasFutureTimestamp(periods, nowMs) &&
    periodListError(periods, nowMs) === null
  );
}

/** Ending a practice with a future timestamp is refused (03 §5). */
export function endPracticeTimesError(
  periods: readonly PeriodTimes[],
  nowMs: number,
): string | null {
  return hasFutureTimestamp(periods, nowMs) ? MSG_ADJUST_TIMESTAMPS : null;
}

/** Gaps between periods shorter than this (negative overlaps) are collapsed (03 §5). */
export const SMALL_GAP_MS = 1000;

/**
 * Periods with small overlaps collapsed (03 §5): when a start lies less than a second
 * before the previous period's end, it is moved to that end.
 */
export function collapseSmallOverlaps<P extends PeriodTimes>(periods: readonly P[]): P[] {
  return periods.map((period, index) => {
    const previousEnd = periods[index - 1]?.endTs;
    if (!known(period.startTs) || !known(previousEnd)) return period;
    const gap = period.startTs - previousEnd;
    return gap < 0 && gap > -SMALL_GAP_MS ? { ...period, startTs: previousEnd } : period;
  });
}

/** Checks a combine event's new start: not after its end, not in the future. */
export function eventStartError(
  startMs: number,
  endMs: number | null | undefined,
  nowMs: number,
): string | null {
  if (known(endMs) && startMs > endMs) return MSG_EVENT_START_AFTER_END;
  if (startMs > nowMs) return MSG_EVENT_START_IN_FUTURE;
  return null;
}

/** Checks a combine event's new end: not before its start, not in the future. */
export function eventEndError(
  endMs: number,
  startMs: number | null | undefined,
  nowMs: number,
): string | null {
  if (known(startMs) && endMs < startMs) return MSG_EVENT_END_BEFORE_START;
  if (endMs > nowMs) return MSG_EVENT_END_IN_FUTURE;
  return null;
}

/** How far a time typed onto its neighbour's is moved off it (03 §5 millisecond nudge). */
export const NUDGE_MS = 1;

/**
 * Where a start typed for period `index` lands (03 §5): on or less than a second before the
 * previous period's end it moves a millisecond after that end (the overlap collapsed, the
 * tie nudged); any other time stays as typed, for the checks to judge.
 */
export function placedStart(
  periods: readonly PeriodTimes[],
  index: number,
  startMs: number,
): number {
  const previousEnd = periods[index - 1]?.endTs;
  if (!known(previousEnd)) return startMs;
  const gap = startMs - previousEnd;
  return gap <= 0 && gap > -SMALL_GAP_MS ? previousEnd + NUDGE_MS : startMs;
}

/**
 * Where an end typed for period `index` lands: on or less than a second after the next
 * period's start it moves a millisecond before that start.
 */
export function placedEnd(periods: readonly PeriodTimes[], index: number, endMs: number): number {
  const nextStart = periods[index + 1]?.startTs;
  if (!known(nextStart)) return endMs;
  const gap = nextStart - endMs;
  return gap <= 0 && gap > -SMALL_GAP_MS ? nextStart - NUDGE_MS : endMs;
}

/** When a session really ran (epoch ms): its end is null while it runs. */
export interface RanSpan {
  readonly startMs: number;
  readonly endMs: number | null;
}

/**
 * When a practice really ran, not when it was planned: from its first period's start to its
 * stop (`endTime`), else its last period's end; null when no period ever started. A
 * practice is often run at another time than planned, so the planned start says nothing.
 */
export function ranSpanOf(session: {
  readonly endTime?: number | null | undefined;
  readonly drills?: unknown;
}): RanSpan | null {
  const drills = Array.isArray(session.drills)
    ? (session.drills as readonly { startTs?: unknown; endTs?: unknown }[])
    : [];
  const times = (key: 'startTs' | 'endTs') =>
    drills.flatMap((d) => (typeof d[key] === 'number' ? [d[key]] : []));
  const starts = times('startTs');
  if (starts.length === 0) return null;
  const startMs = Math.min(...starts);
  const ends = times('endTs');
  const endMs =
    typeof session.endTime === 'number' && session.endTime > startMs
      ? session.endTime
      : ends.length > 0
        ? Math.max(...ends)
        : null;
  return { startMs, endMs: endMs !== null && endMs > startMs ? endMs : null };
}
