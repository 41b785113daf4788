// Pure rules of combine drills (03 §3, §4, §5): ids, open drills, row colours, time checks.
import {
  MSG_EVENT_END_BEFORE_START,
  MSG_EVENT_END_IN_FUTURE,
  MSG_EVENT_START_AFTER_END,
  MSG_EVENT_START_IN_FUTURE,
} from '../domain';
import { COMBINE_REFUSAL_MESSAGES } from './messages';

/** Which of the two side-by-side drill panels an event belongs to. */
export type CombineSlot = 1 | 2;

/** A combine event row (03 §3); times in epoch ms. */
export interface CombineEvent {
  id: string;
  type: string;
  drill: string;
  stTime: number;
  endTime?: number;
  timestamp?: number;
  jerseyNumber: string;
  event_id?: string;
  session_id?: number;
  modified?: boolean;
  review?: boolean;
  deleted?: boolean;
  isCustom?: boolean;
}

const SLOT_WORD: Record<CombineSlot, 'One' | 'Two'> = { 1: 'One', 2: 'Two' };

/** Id of a started drill: `drillOnest` or `drillTwost`. */
export const combineStartId = (slot: CombineSlot): `drill${'One' | 'Two'}st` =>
  `drill${SLOT_WORD[slot]}st`;

/** Id of an ended drill: `drillOneend` or `drillTwoend`. */
export const combineEndId = (slot: CombineSlot): string => `drill${SLOT_WORD[slot]}end`;

/** The panel an id belongs to. */
export const combineSlotOf = (id: string): CombineSlot => (id.startsWith('drillTwo') ? 2 : 1);

/** True while the drill is open (started, not ended, not deleted). */
export const isOpenCombineEvent = (event: Pick<CombineEvent, 'id' | 'deleted'>): boolean =>
  !event.deleted && event.id.endsWith('st');

/**
 * A new open combine event for a panel, started at `nowMs`: its id is the panel's start id,
 * its type the drill's group as given (what the start call's body takes).
 */
export function startCombineEvent<T extends string>(
  slot: CombineSlot,
  drill: { type: T; drill: string; jerseyNumber: string; isCustom?: boolean },
  nowMs: number,
): CombineEvent & { id: ReturnType<typeof combineStartId>; type: T } {
  return { ...drill, id: combineStartId(slot), stTime: nowMs, timestamp: nowMs };
}

/** Row colour of the combine table (03 §4). */
export type CombineRowColour = 'blue' | 'darkBlue' | 'lightBlue' | 'yellow' | 'green' | 'none';

/**
 * Colour of a row: an open drill 1 is blue and drill 2 dark blue; then review light blue,
 * no player matched yellow, modified green.
 */
export function combineRowColour(event: CombineEvent, playerMatched: boolean): CombineRowColour {
  if (isOpenCombineEvent(event)) return combineSlotOf(event.id) === 1 ? 'blue' : 'darkBlue';
  if (event.review) return 'lightBlue';
  if (!playerMatched) return 'yellow';
  return event.modified ? 'green' : 'none';
}

/** Which time of a combine event an edit changes. */
export type CombineTimeField = 'start' | 'end';

/** Error of setting one combine time to `atMs` (03 §5), or undefined when it is valid. */
export function combineTimesError(
  event: Pick<CombineEvent, 'stTime' | 'endTime'>,
  field: CombineTimeField,
  atMs: number,
  nowMs: number,
): string | undefined {
  if (field === 'start') {
    if (event.endTime !== undefined && atMs > event.endTime) return MSG_EVENT_START_AFTER_END;
    return atMs > nowMs ? MSG_EVENT_START_IN_FUTURE : undefined;
  }
  if (atMs < event.stTime) return MSG_EVENT_END_BEFORE_START;
  return atMs > nowMs ? MSG_EVENT_END_IN_FUTURE : undefined;
}

/** What a change asks of a stored combine event: only the fields it names (03 §3 names). */
export interface CombineChange {
  readonly id?: string | undefined;
  readonly stTime?: number | undefined;
  readonly endTime?: number | undefined;
  readonly review?: boolean | undefined;
  readonly deleted?: boolean | undefined;
}

/** What a change did, in order, for the event store. */
export type CombineChangeKind = 'ended' | 'reviewed' | 'edited' | 'deleted';

/**
 * Result of {@link decideCombineChange}: the event after the change and what changed (none
 * when the change asks for nothing new), or why it was refused: `invalid` for a time the
 * checks of 03 §5 reject (the request is wrong), `refused` for a change the drill's state
 * does not allow (the same transitions as the drill machine).
 */
export type CombineChangeResult =
  | { ok: true; event: CombineEvent; changes: CombineChangeKind[] }
  | {
      ok: false;
      kind: 'invalid' | 'refused';
      code: keyof typeof COMBINE_REFUSAL_MESSAGES | 'times';
      message: string;
    };

const refused = (code: keyof typeof COMBINE_REFUSAL_MESSAGES): CombineChangeResult => ({
  ok: false,
  kind: code === 'noEndTime' ? 'invalid' : 'refused',
  code,
  message: COMBINE_REFUSAL_MESSAGES[code],
});

const invalidTimes = (message: string): CombineChangeResult => ({
  ok: false,
  kind: 'invalid',
  code: 'times',
  message,
});

/**
 * Applies a change to a stored combine event at `nowMs` by the rules of one drill (03 §4,
 * §5): an open drill can only end (end id, end time checked); an ended one toggles review,
 * edits its times (checked; marked modified) or is deleted; a deleted one changes no more.
 * Fields the change leaves out, or gives as they are, change nothing.
 */
export function decideCombineChange(
  event: CombineEvent,
  change: CombineChange,
  nowMs: number,
): CombineChangeResult {
  const flag = (key: 'review' | 'deleted'): boolean | undefined =>
    change[key] === undefined || change[key] === (event[key] === true) ? undefined : change[key];
  const start = change.stTime ?? event.stTime;
  const end = change.endTime ?? event.endTime;
  const timesChange = start !== event.stTime || end !== event.endTime;
  const review = flag('review');
  const deleted = flag('deleted');
  const idChange = change.id !== undefined && change.id !== event.id;
  const none: CombineChangeResult = { ok: true, event, changes: [] };
  if (event.deleted === true) {
    return idChange || timesChange || review !== undefined || deleted !== undefined
      ? refused('deleted')
      : none;
  }
  if (isOpenCombineEvent(event)) {
    const endId = combineEndId(combineSlotOf(event.id));
    if (start !== event.stTime || review !== undefined || deleted !== undefined) {
      return refused('endFirst');
    }
    if (!idChange) return timesChange ? refused('endFirst') : none;
    if (change.id !== endId) return refused('endFirst');
    if (change.endTime === undefined) return refused('noEndTime');
    const error = combineTimesError(event, 'end', change.endTime, nowMs);
    if (error !== undefined) return invalidTimes(error);
    return {
      ok: true,
      event: { ...event, id: endId, endTime: change.endTime },
      changes: ['ended'],
    };
  }
  if (idChange) return refused('alreadyEnded');
  if (deleted === true)
    return { ok: true, event: { ...event, deleted: true }, changes: ['deleted'] };
  const changes: CombineChangeKind[] = [];
  let next = event;
  if (review !== undefined) {
    next = { ...next, review };
    changes.push('reviewed');
  }
  if (timesChange) {
    const error =
      (start !== event.stTime
        ? combineTimesError({ stTime: event.stTime, endTime: end }, 'start', start, nowMs)
        : undefined) ??
      (end !== undefined && end !== event.endTime
        ? combineTimesError({ stTime: start }, 'end', end, nowMs)
        : undefined);
    if (error !== undefined) return invalidTimes(error);
    next = {
      ...next,
      stTime: start,
      ...(end === undefined ? {} : { endTime: end }),
      modified: true,
    };
    changes.push('edited');
  }
  return { ok: true, event: next, changes };
}
