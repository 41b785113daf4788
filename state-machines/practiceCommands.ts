// The one rule book for practice commands: the backend applies them, the browser greys them out.
import {
  MSG_ADJUST_TIMESTAMPS,
  MSG_END_ALL_EVENTS_FIRST,
  MSG_ENTER_FUTURE_DAY,
  MSG_PERIOD_END_IN_FUTURE,
  MSG_PERIOD_START_AFTER_END,
  MSG_PERIOD_START_BEFORE_PREVIOUS_END,
  MSG_PERIOD_START_IN_FUTURE,
} from '../domain';
import { isOpenCombineEvent } from './combineDrill';
import { PRACTICE_REFUSAL_MESSAGES } from './messages';
import {
  CHAINED_PERIOD_GAP_MS,
  canStartPeriod,
  deletePeriodAt,
  derivePracticeStatus,
  endPeriodAt,
  firstUnstartedIndex,
  hasFutureTimestamp,
  hasOpenCombineDrill,
  movePeriod,
  periodInProgressIndex,
  startPeriodAt,
  stopPracticeAt,
} from './practiceRules';
import type { PracticeCombineEvent, PracticeDrill, PracticeRecord } from './practiceTypes';

/** Fields a `practice.edit` command may change. */
export type PracticeEdit = Partial<
  Pick<
    PracticeRecord,
    'name' | 'description' | 'intensity' | 'rooftype' | 'profileName' | 'start' | 'drills'
  >
>;

/** A command against one practice; times come from the `nowMs` given to the rule book. */
export type PracticeCommand =
  | { type: 'practice.start' }
  | { type: 'period.start'; chained?: boolean }
  | { type: 'period.end' }
  | { type: 'period.skip' }
  | { type: 'practice.stop' }
  | { type: 'practice.edit'; changes: PracticeEdit }
  | { type: 'period.add'; drillType: string; periodType?: string }
  | { type: 'period.delete'; index: number }
  | { type: 'period.move'; from: number; to: number }
  | { type: 'practice.delete' }
  | { type: 'practice.review'; reviewerName: string }
  | { type: 'combine.open'; drill: PracticeCombineEvent }
  | { type: 'combine.close'; eventId: string; endTime: number };

/** What happened, for the event store; each carries enough to rebuild the record. */
export type PracticeEvent =
  | { type: 'practice.started'; atMs: number }
  | { type: 'period.started'; atMs: number; index: number; sessionId: number }
  | { type: 'period.ended'; atMs: number; index: number }
  | { type: 'period.skipped'; atMs: number; index: number }
  | { type: 'practice.stopped'; atMs: number }
  | {
      type: 'practice.edited';
      atMs: number;
      changes: PracticeEdit & { currentDrillIndex?: number };
    }
  | { type: 'practice.deleted'; atMs: number }
  | { type: 'practice.reviewed'; atMs: number; reviewedBy: string }
  /** `drill` is the combine event as the caller gave it (its every field is kept). */
  | { type: 'combine.opened'; atMs: number; drill: PracticeCombineEvent }
  | { type: 'combine.closed'; atMs: number; eventId: string; endTime: number };

/** Stable code of a refusal; `message` is the text a user sees. */
export type PracticeRefusalCode =
  | keyof typeof PRACTICE_REFUSAL_MESSAGES
  | 'futureTimestamps'
  | 'openCombineDrills'
  | 'startInPast'
  | 'invalidPeriodTimes';

/** Why a command was refused. */
export interface PracticeRefusal {
  code: PracticeRefusalCode;
  message: string;
}

/** Result of {@link applyPracticeCommand}. */
export type PracticeCommandResult<P extends PracticeRecord> =
  { ok: true; practice: P; events: PracticeEvent[] } | { ok: false; reason: PracticeRefusal };

const refuse = (code: keyof typeof PRACTICE_REFUSAL_MESSAGES) =>
  ({ ok: false, reason: { code, message: PRACTICE_REFUSAL_MESSAGES[code] } }) as const;

/** First time-ordering error of a period list (03 §5), or undefined when it is valid. */
export function periodTimesError(
  drills: readonly PracticeDrill[],
  nowMs: number,
): string | undefined {
  for (const [index, drill] of drills.entries()) {
    const { startTs, endTs } = drill;
    const previousEnd = drills[index - 1]?.endTs;
    if (startTs !== undefined && startTs > nowMs) return MSG_PERIOD_START_IN_FUTURE;
    if (endTs !== undefined && endTs > nowMs) return MSG_PERIOD_END_IN_FUTURE;
    if (startTs !== undefined && endTs !== undefined && startTs > endTs) {
      return MSG_PERIOD_START_AFTER_END;
    }
    if (startTs !== undefined && previousEnd !== undefined && startTs < previousEnd) {
      return MSG_PERIOD_START_BEFORE_PREVIOUS_END;
    }
  }
  return undefined;
}

/** True when a name is empty or only a single space (01 §5). */
const isBlank = (text: string): boolean => text.trim() === '';

function edit<P extends PracticeRecord>(
  practice: P,
  changes: PracticeEdit,
  nowMs: number,
): PracticeCommandResult<P> {
  if (changes.name !== undefined && isBlank(changes.name)) return refuse('emptyPracticeName');
  if (changes.start !== undefined && changes.start < nowMs) {
    if (derivePracticeStatus(practice) === 'planned') {
      return { ok: false, reason: { code: 'startInPast', message: MSG_ENTER_FUTURE_DAY } };
    }
  }
  if (changes.drills) {
    if (changes.drills.some((drill) => isBlank(drill.drillType))) return refuse('emptyPeriodName');
    const error = periodTimesError(changes.drills, nowMs);
    if (error) return { ok: false, reason: { code: 'invalidPeriodTimes', message: error } };
    // The period in progress stays, and stays the only one (03 §4: never deleted).
    const running = changes.drills.filter((drill) => drill.state === 'START');
    const before = periodInProgressIndex(practice);
    const kept = before === undefined ? undefined : practice.drills[before];
    if (running.length > 1 || (kept !== undefined && running[0]?.startTs !== kept.startTs)) {
      return refuse('deletePeriodInProgress');
    }
    // The current index follows the list: the period in progress, else the next to start.
    if (derivePracticeStatus(practice) === 'live') {
      const next = { ...practice, drills: changes.drills };
      const currentDrillIndex = periodInProgressIndex(next) ?? firstUnstartedIndex(next);
      const withIndex = { ...changes, currentDrillIndex };
      return {
        ok: true,
        practice: { ...practice, ...withIndex },
        events: [{ type: 'practice.edited', atMs: nowMs, changes: withIndex }],
      };
    }
  }
  return {
    ok: true,
    practice: { ...practice, ...changes },
    events: [{ type: 'practice.edited', atMs: nowMs, changes }],
  };
}

function startNextPeriod<P extends PracticeRecord>(
  practice: P,
  chained: boolean,
  nowMs: number,
): PracticeCommandResult<P> {
  if (periodInProgressIndex(practice) !== undefined) return refuse('periodInProgress');
  const index = firstUnstartedIndex(practice);
  if (index >= practice.drills.length) return refuse('noNextPeriod');
  if (!canStartPeriod(practice, index, nowMs)) return refuse('previousPeriodNotEnded');
  const previousEnd = practice.drills[index - 1]?.endTs;
  const atMs = chained && previousEnd !== undefined ? previousEnd + CHAINED_PERIOD_GAP_MS : nowMs;
  return {
    ok: true,
    practice: startPeriodAt(practice, index, atMs),
    events: [{ type: 'period.started', atMs, index, sessionId: index + 1 }],
  };
}

function livePeriodCommand<P extends PracticeRecord>(
  practice: P,
  command: Extract<PracticeCommand, { type: 'period.start' | 'period.end' | 'period.skip' }>,
  nowMs: number,
): PracticeCommandResult<P> {
  if (command.type === 'period.start') {
    return startNextPeriod(practice, command.chained ?? false, nowMs);
  }
  const index = periodInProgressIndex(practice);
  if (index === undefined) return refuse('noPeriodInProgress');
  const ended = endPeriodAt(practice, index, nowMs);
  if (command.type === 'period.end') {
    return { ok: true, practice: ended, events: [{ type: 'period.ended', atMs: nowMs, index }] };
  }
  const skipped: PracticeEvent = { type: 'period.skipped', atMs: nowMs, index };
  const next = startNextPeriod(ended, true, nowMs);
  return next.ok
    ? { ok: true, practice: next.practice, events: [skipped, ...next.events] }
    : { ok: true, practice: ended, events: [skipped] };
}

function stop<P extends PracticeRecord>(practice: P, nowMs: number): PracticeCommandResult<P> {
  if (hasOpenCombineDrill(practice)) {
    return { ok: false, reason: { code: 'openCombineDrills', message: MSG_END_ALL_EVENTS_FIRST } };
  }
  return {
    ok: true,
    practice: stopPracticeAt(practice, nowMs),
    events: [{ type: 'practice.stopped', atMs: nowMs }],
  };
}

function periodListCommand<P extends PracticeRecord>(
  practice: P,
  command: Extract<PracticeCommand, { type: 'period.add' | 'period.delete' | 'period.move' }>,
  nowMs: number,
): PracticeCommandResult<P> {
  let next: P;
  if (command.type === 'period.add') {
    if (isBlank(command.drillType)) return refuse('emptyPeriodName');
    const { drillType, periodType } = command;
    const drill: PracticeDrill =
      periodType === undefined ? { drillType } : { drillType, periodType };
    next = { ...practice, drills: [...practice.drills, drill] };
  } else if (command.type === 'period.delete') {
    const drill = practice.drills[command.index];
    if (!drill) return refuse('periodNotFound');
    if (drill.state === 'START') return refuse('deletePeriodInProgress');
    next = deletePeriodAt(practice, command.index);
  } else {
    const { from, to } = command;
    if (Math.max(from, to) >= practice.drills.length) return refuse('periodNotFound');
    if (Math.min(from, to) < firstUnstartedIndex(practice)) return refuse('moveStartedPeriod');
    next = movePeriod(practice, from, to);
  }
  const changes =
    next.currentDrillIndex === undefined
      ? { drills: next.drills }
      : { drills: next.drills, currentDrillIndex: next.currentDrillIndex };
  return { ok: true, practice: next, events: [{ type: 'practice.edited', atMs: nowMs, changes }] };
}

/**
 * Opens or closes a combine drill of a live practice (03 §4 Combine drill): the record keeps
 * the open drills (id and event_id), which is what ending the practice checks. One drill runs
 * per panel at a time.
 */
function combineCommand<P extends PracticeRecord>(
  practice: P,
  command: Extract<PracticeCommand, { type: 'combine.open' | 'combine.close' }>,
  nowMs: number,
): PracticeCommandResult<P> {
  const open = (practice.combineEvents ?? []).filter(isOpenCombineEvent);
  if (command.type === 'combine.open') {
    const { drill } = command;
    if (open.some((event) => event.id === drill.id)) return refuse('combinePanelBusy');
    const kept: PracticeCombineEvent =
      drill.event_id === undefined ? { id: drill.id } : { id: drill.id, event_id: drill.event_id };
    return {
      ok: true,
      practice: { ...practice, combineEvents: [...open, kept] },
      events: [{ type: 'combine.opened', atMs: nowMs, drill }],
    };
  }
  const { eventId, endTime } = command;
  if (!open.some((event) => event.event_id === eventId)) return refuse('combineNotOpen');
  return {
    ok: true,
    practice: { ...practice, combineEvents: open.filter((event) => event.event_id !== eventId) },
    events: [{ type: 'combine.closed', atMs: nowMs, eventId, endTime }],
  };
}

/** Whether a practice may be reviewed now: started, ended, not yet reviewed (03 §4). */
export function reviewRefusal(
  practice: PracticeRecord,
  nowMs: number,
): PracticeRefusal | undefined {
  if (practice.reviewedBy) return refuse('alreadyReviewed').reason;
  if (practice.start === undefined || practice.start > nowMs || practice.end === undefined) {
    return refuse('reviewUnavailable').reason;
  }
  return undefined;
}

/**
 * Applies one command to a practice at `nowMs`: the new record and the events to append, or
 * the reason it is refused. The same rules run on the server and in the browser.
 */
export function applyPracticeCommand<P extends PracticeRecord>(
  practice: P,
  command: PracticeCommand,
  nowMs: number,
): PracticeCommandResult<P> {
  if (practice.deleted) return refuse('practiceDeleted');
  const status = derivePracticeStatus(practice);
  switch (command.type) {
    case 'practice.start': {
      if (status !== 'planned') return refuse('notPlanned');
      if (practice.drills.length === 0) return refuse('noPeriods');
      const started = startPeriodAt(practice, 0, nowMs);
      return {
        ok: true,
        practice: { ...started, stepIndex: 1, totalElapsedTime: 0 },
        events: [
          { type: 'practice.started', atMs: nowMs },
          { type: 'period.started', atMs: nowMs, index: 0, sessionId: 1 },
        ],
      };
    }
    case 'period.start':
    case 'period.end':
    case 'period.skip':
      return status === 'live' ? livePeriodCommand(practice, command, nowMs) : refuse('notLive');
    case 'practice.stop':
      return status === 'live' ? stop(practice, nowMs) : refuse('notLive');
    case 'practice.edit':
      return edit(practice, command.changes, nowMs);
    case 'period.add':
    case 'period.delete':
    case 'period.move':
      return status === 'complete'
        ? refuse('practiceComplete')
        : periodListCommand(practice, command, nowMs);
    case 'practice.delete':
      return {
        ok: true,
        practice: { ...practice, deleted: true },
        events: [{ type: 'practice.deleted', atMs: nowMs }],
      };
    case 'combine.open':
    case 'combine.close':
      return status === 'live' ? combineCommand(practice, command, nowMs) : refuse('notLive');
    case 'practice.review': {
      const refusal = reviewRefusal(practice, nowMs);
      if (refusal) return { ok: false, reason: refusal };
      const reviewedBy = command.reviewerName;
      return {
        ok: true,
        practice: { ...practice, reviewedBy },
        events: [{ type: 'practice.reviewed', atMs: nowMs, reviewedBy }],
      };
    }
  }
}

/**
 * Why End Practice is refused in the browser before it asks for confirmation, or undefined:
 * open combine drills, or timestamps in the future in the records being shown (03 §4, §5).
 */
export function endPracticeRefusal(
  practice: PracticeRecord,
  nowMs: number,
): PracticeRefusal | undefined {
  if (derivePracticeStatus(practice) !== 'live') return refuse('notLive').reason;
  if (hasOpenCombineDrill(practice)) {
    return { code: 'openCombineDrills', message: MSG_END_ALL_EVENTS_FIRST };
  }
  if (hasFutureTimestamp(practice.drills, nowMs)) {
    return { code: 'futureTimestamps', message: MSG_ADJUST_TIMESTAMPS };
  }
  return undefined;
}
