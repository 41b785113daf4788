/**
 * The manage screen's edits as plain data (03 §2 Manage screen, §5 Periods): what a save
 * sends, why a draft may not be saved yet, which rows may be dragged, period names as typed
 * and period times typed as times of day and placed by the nudge rules. The practice
 * machine of `state-machines/` keeps the draft and applies the commands.
 */
import type { z } from 'zod';
import {
  canSavePeriods,
  inputProblem,
  type managedPracticeBody,
  periodListError,
  placedEnd,
  placedStart,
  practiceDescriptionSchema,
  practiceFieldTypeSchema,
  practiceIntensitySchema,
  practiceNameSchema,
} from '../../../../domain';
import {
  firstUnstartedIndex,
  type PracticeDrill,
  type PracticeRecord,
} from '../../../../state-machines';

/** What the manage screen's save sends: the contract's body of PUT manage/{id}. */
type ManageSave = z.input<typeof managedPracticeBody>;

/** The fields of a period the drill list keeps (others the server ignores). */
const DRILL_FIELDS = [
  'drillType',
  'periodType',
  'roofType',
  'startTs',
  'endTs',
  'state',
  'session_id',
] as const;

/** A period of the save body. */
type SavedDrill = NonNullable<ManageSave['drills']>[number];

/**
 * A period as it is sent back: only the fields a period has, none left undefined; a field type
 * off the spec's list (stored before the server held periods to it) is left out, so the save
 * goes through.
 */
function cleanDrill(drill: PracticeDrill): SavedDrill {
  const out: Record<string, unknown> = {};
  for (const key of DRILL_FIELDS) {
    const value = drill[key];
    if (value !== undefined) out[key] = value;
  }
  if (!practiceFieldTypeSchema.safeParse(out.roofType).success) delete out.roofType;
  return out as unknown as SavedDrill;
}

/**
 * The body of the manage screen's save (one `practice.edit`): the draft's editable fields,
 * names trimmed (01 §5), empty choices left out, each period with only a period's fields.
 * An intensity or field type off the spec's lists (a practice stored before the server held
 * them to the lists) is left out too: unchanged, it stays stored, and the save goes through.
 */
export function saveBody(draft: PracticeRecord): ManageSave {
  const body: ManageSave = { drills: draft.drills.map(cleanDrill) };
  if (draft.name !== undefined) body.name = draft.name.trim();
  if (draft.description !== undefined) body.description = draft.description.trim();
  if (draft.profileName !== undefined) body.profileName = draft.profileName;
  if (inputProblem(practiceIntensitySchema, draft.intensity) === null)
    body.intensity = draft.intensity;
  const rooftype = practiceFieldTypeSchema.safeParse(draft.rooftype);
  if (rooftype.success) body.rooftype = rooftype.data;
  return body;
}

/**
 * Why the draft may not be saved (03 §5: every period named, no time in the future, the
 * times in order; a name), or null when it may.
 */
export function saveProblem(draft: PracticeRecord, nowMs: number): string | null {
  if (inputProblem(practiceNameSchema, draft.name ?? '') !== null) return 'Enter a practice name.';
  if (draft.drills.some((d) => inputProblem(practiceNameSchema, d.drillType) !== null))
    return 'Every period needs a name.';
  const description = inputProblem(practiceDescriptionSchema, (draft.description ?? '').trim());
  if (description !== null) return `Description: ${description}.`;
  const timeError = periodListError(draft.drills, nowMs);
  if (timeError !== null) return timeError;
  return canSavePeriods(draft.drills, nowMs) ? null : 'A period time lies in the future.';
}

/** The period name as typed: uppercase, at most 3 characters (03 §5). */
export const periodNameInput = (text: string): string =>
  text.replace(/^\s+/, '').toUpperCase().slice(0, 3);

/** Whether period `index` may be dragged: it and every row after it have not started. */
export const canDrag = (drills: readonly PracticeDrill[], index: number): boolean =>
  index >= firstUnstartedIndex({ drills: [...drills] });

/** Period `index` with a start typed at `ms`, placed by the nudge rules of 03 §5. */
export function withStart(
  drills: readonly PracticeDrill[],
  index: number,
  ms: number,
): PracticeDrill[] {
  const startTs = placedStart(drills, index, ms);
  return drills.map((d, i) => (i === index ? { ...d, startTs } : d));
}

/** Period `index` with an end typed at `ms`, placed by the nudge rules of 03 §5. */
export function withEnd(
  drills: readonly PracticeDrill[],
  index: number,
  ms: number,
): PracticeDrill[] {
  const endTs = placedEnd(drills, index, ms);
  return drills.map((d, i) => (i === index ? { ...d, endTs } : d));
}

/** The time of day `hh:mm:ss` put on the calendar day of `dayMs` (local time). */
export function atTimeOfDay(dayMs: number, time: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (match === null) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const day = new Date(dayMs);
  day.setHours(Number(h), Number(m), Number(s), 0);
  return day.getTime();
}

/** `hh:mm:ss` of an epoch ms (local time), as a time input shows it. */
export function timeOfDay(ms: number | undefined): string {
  if (ms === undefined) return '';
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
