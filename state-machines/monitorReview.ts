// Pure rules of the Monitor screen (03 §4): the 3-hour warning and the review checkbox.
import { reviewRefusal } from './practiceCommands';
import type { PracticeRecord } from './practiceTypes';

/** A live practice running this long without ending shows a warning icon (03 §4, §9). */
export const LONG_LIVE_WARNING_MS = 3 * 60 * 60 * 1000;

/** The Monitor's view of a practice: scheduled start, end once stopped, the reviewer. */
export type MonitorPractice = Pick<PracticeRecord, 'start' | 'end' | 'reviewedBy'>;

/** True when a started practice has run 3 hours or more without ending. */
export function needsLongLiveWarning(practice: MonitorPractice, nowMs: number): boolean {
  return (
    practice.end === undefined &&
    practice.start !== undefined &&
    practice.start <= nowMs &&
    nowMs - practice.start >= LONG_LIVE_WARNING_MS
  );
}

/** True when the review checkbox is disabled: future start, no end yet, or already reviewed. */
export function isReviewDisabled(practice: MonitorPractice, nowMs: number): boolean {
  return reviewRefusal({ ...practice, drills: [] }, nowMs) !== undefined;
}
