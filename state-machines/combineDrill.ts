// Pure rules of combine drills (03 §3, §4, §5): ids, open drills, row colours, time checks.
import {
  MSG_EVENT_END_BEFORE_START,
  MSG_EVENT_END_IN_FUTURE,
  MSG_EVENT_START_AFTER_END,
  MSG_EVENT_START_IN_FUTURE,
} from '../domain';

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

const SLOT_WORD: Record<CombineSlot, string> = { 1: 'One', 2: 'Two' };

/** Id of a started drill: `drillOnest` or `drillTwost`. */
export const combineStartId = (slot: CombineSlot): string => `drill${SLOT_WORD[slot]}st`;

/** Id of an ended drill: `drillOneend` or `drillTwoend`. */
export const combineEndId = (slot: CombineSlot): string => `drill${SLOT_WORD[slot]}end`;

/** The panel an id belongs to. */
export const combineSlotOf = (id: string): CombineSlot => (id.startsWith('drillTwo') ? 2 : 1);

/** True while the drill is open (started, not ended, not deleted). */
export const isOpenCombineEvent = (event: Pick<CombineEvent, 'id' | 'deleted'>): boolean =>
  !event.deleted && event.id.endsWith('st');

/** A new open combine event for a panel, started at `nowMs`. */
export function startCombineEvent(
  slot: CombineSlot,
  drill: { type: string; drill: string; jerseyNumber: string; isCustom?: boolean },
  nowMs: number,
): CombineEvent {
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
