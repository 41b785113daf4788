// Pure rules of the practice lifecycle (01 §4, 03 §4): status, periods, stopping.
import type { PracticeDrill, PracticeRecord, PracticeStatus } from './practiceTypes';

/** Gap between a period's end and the next chained period's start, in ms (01 §4). */
export const CHAINED_PERIOD_GAP_MS = 100;

/** Status of a practice: complete, live (the spec's "in progress") or planned (01 §4). */
export function derivePracticeStatus(
  practice: Pick<PracticeRecord, 'start' | 'end' | 'stepIndex'>,
): PracticeStatus {
  const { start, end, stepIndex } = practice;
  if ((start !== undefined && end !== undefined && end > start) || stepIndex === 2) {
    return 'complete';
  }
  return stepIndex === undefined || stepIndex === null ? 'planned' : 'live';
}

/** Index of the one period in progress (state START), or undefined. */
export function periodInProgressIndex(practice: PracticeRecord): number | undefined {
  const index = practice.drills.findIndex((drill) => drill.state === 'START');
  return index === -1 ? undefined : index;
}

/** Index of the first period that has not started (rows that may still be dragged). */
export function firstUnstartedIndex(practice: PracticeRecord): number {
  const index = practice.drills.findIndex((drill) => drill.state === undefined);
  return index === -1 ? practice.drills.length : index;
}

/** True when any period start or end lies after `nowMs`. */
export function hasFutureTimestamp(drills: readonly PracticeDrill[], nowMs: number): boolean {
  return drills.some(
    (drill) =>
      (drill.startTs !== undefined && drill.startTs > nowMs) ||
      (drill.endTs !== undefined && drill.endTs > nowMs),
  );
}

/** True when a combine drill is still open (an id ending in `st` that is not deleted). */
export function hasOpenCombineDrill(practice: PracticeRecord): boolean {
  return (practice.combineEvents ?? []).some((event) => !event.deleted && event.id.endsWith('st'));
}

/** Total elapsed ms of the finished periods. */
export function totalElapsedMs(drills: readonly PracticeDrill[]): number {
  return drills.reduce(
    (sum, drill) =>
      drill.state === 'FINISH' && drill.startTs !== undefined && drill.endTs !== undefined
        ? sum + Math.max(0, drill.endTs - drill.startTs)
        : sum,
    0,
  );
}

/**
 * Whether the next period may start now: the previous period's end must exist and not be
 * in the future (03 §4). The first period has no previous one.
 */
export function canStartPeriod(practice: PracticeRecord, index: number, nowMs: number): boolean {
  if (index === 0) return true;
  const previous = practice.drills[index - 1];
  return previous?.endTs !== undefined && previous.endTs <= nowMs;
}

/** Replaces the drill at `index`, leaving the rest untouched. */
export function withDrill(
  drills: readonly PracticeDrill[],
  index: number,
  change: Partial<PracticeDrill>,
): PracticeDrill[] {
  return drills.map((drill, i) => (i === index ? { ...drill, ...change } : drill));
}

/** Period `index` starts at `atMs`: state START, session id index + 1, current index moves there. */
export function startPeriodAt<P extends PracticeRecord>(
  practice: P,
  index: number,
  atMs: number,
): P {
  return {
    ...practice,
    drills: withDrill(practice.drills, index, {
      startTs: atMs,
      state: 'START',
      session_id: index + 1,
    }),
    currentDrillIndex: index,
    isStarted: true,
  };
}

/** Period `index` ends at `atMs`: state FINISH, started false, index + 1, elapsed updated. */
export function endPeriodAt<P extends PracticeRecord>(practice: P, index: number, atMs: number): P {
  const startTs = practice.drills[index]?.startTs ?? atMs;
  const drills = withDrill(practice.drills, index, {
    endTs: Math.max(atMs, startTs),
    state: 'FINISH',
  });
  return {
    ...practice,
    drills,
    isStarted: false,
    currentDrillIndex: index + 1,
    totalElapsedTime: totalElapsedMs(drills),
  };
}

/**
 * Every period that started finished: a missing end becomes `nowMs`, none is later than
 * `nowMs`; a period that never started is SKIPPED, without times (it never ran, and is no
 * zero-length period of the practice); end set, step index 2, current drill cleared (01 §4).
 */
export function stopPracticeAt<P extends PracticeRecord>(practice: P, nowMs: number): P {
  const drills = practice.drills.map((drill, index): PracticeDrill => {
    if (drill.startTs === undefined) {
      const skipped: PracticeDrill = { ...drill, state: 'SKIPPED' };
      delete skipped.endTs;
      return { ...skipped, session_id: drill.session_id ?? index + 1 };
    }
    const endTs = Math.min(drill.endTs ?? nowMs, nowMs);
    const startTs = Math.min(drill.startTs ?? nowMs, nowMs, endTs);
    return { ...drill, startTs, endTs, state: 'FINISH', session_id: drill.session_id ?? index + 1 };
  });
  return {
    ...practice,
    drills,
    end: nowMs,
    stepIndex: 2,
    isStarted: false,
    currentDrillIndex: undefined,
    totalElapsedTime: totalElapsedMs(drills),
  };
}

/** Removes period `index`, renumbers later session ids and shifts the current index (03 §4). */
export function deletePeriodAt<P extends PracticeRecord>(practice: P, index: number): P {
  const drills = practice.drills
    .filter((_, i) => i !== index)
    .map((drill, i) =>
      i >= index && drill.session_id !== undefined ? { ...drill, session_id: i + 1 } : drill,
    );
  const current = practice.currentDrillIndex;
  return {
    ...practice,
    drills,
    currentDrillIndex: current !== undefined && index < current ? current - 1 : current,
  };
}

/** Moves the unstarted period at `from` to position `to`. */
export function movePeriod<P extends PracticeRecord>(practice: P, from: number, to: number): P {
  const drills = [...practice.drills];
  const [moved] = drills.splice(from, 1);
  if (moved) drills.splice(to, 0, moved);
  return { ...practice, drills };
}
