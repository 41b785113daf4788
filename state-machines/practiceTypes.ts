// The plain practice record the rules work on: what the backend stores and the browser holds.

/**
 * State of one period (drill): absent = not started, START = in progress, FINISH = complete,
 * SKIPPED = the practice ended before it started (it never ran: no start nor end).
 */
export type DrillState = 'START' | 'FINISH' | 'SKIPPED';

/** One period (the spec's "drill") of a practice; times in epoch ms. */
export interface PracticeDrill {
  drillType: string;
  periodType?: string;
  roofType?: string;
  startTs?: number;
  endTs?: number;
  state?: DrillState;
  session_id?: number;
}

/**
 * A combine event as far as the practice rules care: an id ending in `st` is an open drill;
 * `event_id` names it once the backend has stored it.
 */
export interface PracticeCombineEvent {
  id: string;
  event_id?: string;
  deleted?: boolean;
}

/**
 * A practice record: scheduled `start`, `end` once stopped, `stepIndex` 1 live / 2 stopped.
 * Extra fields of the caller's record pass through every rule unchanged.
 */
export interface PracticeRecord {
  name?: string;
  description?: string;
  intensity?: string;
  rooftype?: string;
  profileName?: string;
  start?: number;
  end?: number;
  stepIndex?: number | null;
  currentDrillIndex?: number;
  isStarted?: boolean;
  totalElapsedTime?: number;
  reviewedBy?: string;
  deleted?: boolean;
  drills: PracticeDrill[];
  combineEvents?: PracticeCombineEvent[];
}

/** Derived practice status of 01 §4 ("live" is the spec's "in progress"). */
export type PracticeStatus = 'planned' | 'live' | 'complete';
