/**
 * Input validation (01 §5, 02 §5, 03 §5): text and number checks, notes, alert values,
 * removed-play ids, limits, exports and the create-practice rules. Each rule returns the
 * spec's message (or null when valid) or a boolean, and never touches the screen.
 */
import {
  MSG_ENTER_FUTURE_DAY,
  MSG_FLAG_LIMIT,
  MSG_PIN_LIMIT,
  MSG_PRACTICE_NOT_SAVED,
  MSG_SELECT_DATE_RANGE,
  MSG_SELECT_EXPORT_YEAR,
} from './messages';
import { isValidExportYear } from './season';
import { NOTE_MAX_CHARS } from './player-notes';
import { searchPattern } from './search-pattern';

/** Letters, digits, space, underscore, hyphen and en dash (01 §5). */
const NAME_CHARS = /^[\p{L}\p{N} _\-\u2013]*$/u;

/** Whether text holds only name characters: letters, digits, space, _, - and –. */
export function isNameLike(text: string): boolean {
  return NAME_CHARS.test(text);
}

/** Whether a required name is missing: empty, blank or a single space (01 §5). */
export function isBlankName(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

/** Text input with its leading spaces dropped: a text field never starts with a space. */
export function ignoreLeadingSpace(typed: string): string {
  return typed.replace(/^ +/, '');
}

/** Whether text is digits only (and not empty). */
export function isDigitsOnly(text: string): boolean {
  return /^\d+$/.test(text);
}

/** Whether a value is a non-negative number (a string must be a plain decimal). */
export function isNonNegativeNumber(value: string | number): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  return /^\d+(\.\d+)?$/.test(value.trim()) || /^\.\d+$/.test(value.trim());
}

/** Whether text is empty or numeric (entity id and NFL id inputs, 03 §5). */
export function isNumericOrEmpty(text: string): boolean {
  return text === '' || isDigitsOnly(text);
}

/**
 * A player note as kept (02 §5): a note that is only a single space or newline resets to
 * empty, and text beyond 280 characters is cut.
 */
export function normalizeNote(text: string): string {
  if (text === ' ' || text === '\n' || text === '\r\n') return '';
  return text.slice(0, NOTE_MAX_CHARS);
}

/** Whether the note counter shows red: at 280 characters. */
export function isNoteAtLimit(text: string): boolean {
  return text.length >= NOTE_MAX_CHARS;
}

/** Maximum characters of a live alert value (02 §5). */
export const ALERT_VALUE_MAX_CHARS = 7;

/** Whether an alert value may be typed: at most 7 characters, non-negative, not a lone space. */
export function isValidAlertValue(text: string): boolean {
  if (text === '') return true;
  return text.length <= ALERT_VALUE_MAX_CHARS && text !== ' ' && isNonNegativeNumber(text);
}

/** Whether an alert value is usable (check button enabled, alert may be active): not empty or zero. */
export function isActiveAlertValue(text: string | number | undefined): boolean {
  if (text === undefined || text === '') return false;
  const value = typeof text === 'number' ? text : Number(text);
  return isValidAlertValue(String(text)) && value > 0;
}

/** A zone speed input keeps only digits and dots (02 §5). */
export function keepZoneSpeedChars(typed: string): string {
  return typed.replace(/[^\d.]/g, '');
}

/** A zone speed of zero or below, or empty, counts as unset (02 §5). */
export function isZoneSpeedSet(text: string): boolean {
  const value = Number(text);
  return text !== '' && Number.isFinite(value) && value > 0;
}

/** Removed-play input limits (02 §9). */
export const PLAY_ID_MAX_CHARS = 4;
/** NFL id input limit (02 §9). */
export const NFL_ID_MAX_CHARS = 7;

/**
 * Why a removed play's id fails (03 §5), in the words its cell shows; null when it passes:
 * digits only (numeric and non-negative), longer than `minChars`, at most `maxChars`.
 */
function removedPlayIdError(
  label: string,
  text: string,
  minChars: number,
  maxChars: number,
): string | null {
  if (text === '') return `Enter the ${label}.`;
  if (!isDigitsOnly(text)) return `The ${label} must be a non-negative whole number.`;
  if (text.length <= minChars)
    return `The ${label} must be longer than ${minChars} character${minChars === 1 ? '' : 's'}.`;
  if (text.length > maxChars) return `The ${label} is at most ${maxChars} characters.`;
  return null;
}

/** Why a play id fails (02 §5, 03 §5): not numeric, 1 character or fewer, over 4; else null. */
export function playIdError(text: string): string | null {
  return removedPlayIdError('play ID', text, 1, PLAY_ID_MAX_CHARS);
}

/** Why an NFL id fails (02 §5, 03 §5): not numeric, 4 characters or fewer, over 7; else null. */
export function nflIdError(text: string): string | null {
  return removedPlayIdError('NFL ID', text, 4, NFL_ID_MAX_CHARS);
}

/** Whether a play id fails (red border): not numeric, or 1 character or fewer (02 §5, 03 §5). */
export function isPlayIdInvalid(text: string): boolean {
  return playIdError(text) !== null;
}

/** Whether an NFL id fails (red border): not numeric, or 4 characters or fewer. */
export function isNflIdInvalid(text: string): boolean {
  return nflIdError(text) !== null;
}

/** Whether the removed plays may be saved: every row passes both checks (03 §5). */
export function canSaveRemovedPlays(
  rows: readonly { readonly playId: string; readonly nflId: string }[],
): boolean {
  return rows.every((row) => !isPlayIdInvalid(row.playId) && !isNflIdInvalid(row.nflId));
}

/** Most players flagged, or pinned, at once (01 §5). */
export const FLAG_LIMIT = 10;
/** Most pinned players (02 §5, 03 §9). */
export const PIN_LIMIT = 10;

/** Flagging one more when `flaggedCount` are flagged: the spec's message when over the limit. */
export function flagMoreError(flaggedCount: number): string | null {
  return flaggedCount >= FLAG_LIMIT ? MSG_FLAG_LIMIT : null;
}

/** Pinning one more when `pinnedCount` are pinned: the warning when over the limit. */
export function pinMoreError(pinnedCount: number): string | null {
  return pinnedCount >= PIN_LIMIT ? MSG_PIN_LIMIT : null;
}

/** Export year check (01 §5): null when the year is offered at `now`. */
export function exportYearError(year: unknown, now: Date): string | null {
  return isValidExportYear(year, now) ? null : MSG_SELECT_EXPORT_YEAR;
}

/**
 * Bulk CSV export check (02 §5, 03 §5): a valid year or a date range is needed; with
 * neither, a year warning when the export is by year, a range warning otherwise.
 */
export function bulkExportError(
  request: { readonly year?: unknown; readonly range?: readonly [Date, Date] | undefined },
  now: Date,
): string | null {
  if (request.range !== undefined) return null;
  if (request.year !== undefined) return exportYearError(request.year, now);
  return MSG_SELECT_DATE_RANGE;
}

/** What the create-practice dialog has chosen (01 §2.5). */
export interface CreatePracticeForm {
  readonly name: string;
  readonly teamId: string | undefined;
  readonly profileName: string | undefined;
  readonly fieldType: string | undefined;
  readonly intensities: readonly string[];
}

/** Whether Create and 'Create & Go' are enabled (01 §2.5, §5). */
export function canCreatePracticeForm(form: CreatePracticeForm): boolean {
  return (
    !isBlankName(form.name) &&
    !isBlankName(form.teamId) &&
    !isBlankName(form.profileName) &&
    !isBlankName(form.fieldType) &&
    form.intensities.length > 0
  );
}

/** Which fields carry a red star: missing intensity and missing team (01 §2.5). */
export function createPracticeStars(form: CreatePracticeForm): {
  readonly intensity: boolean;
  readonly team: boolean;
} {
  return { intensity: form.intensities.length === 0, team: isBlankName(form.teamId) };
}

/**
 * A practice start, or a scheduled practice's new date and time, must be now or later
 * (01 §5, 02 §5): 'Please enter a future day.' otherwise.
 */
export function futureStartError(startMs: number, nowMs: number): string | null {
  return Number.isFinite(startMs) && startMs >= nowMs ? null : MSG_ENTER_FUTURE_DAY;
}

/** A practice save whose server answer holds nothing fails (01 §5). */
export function practiceSaveError(answer: unknown): string | null {
  const empty =
    answer === null ||
    answer === undefined ||
    answer === '' ||
    (Array.isArray(answer) && answer.length === 0);
  return empty ? MSG_PRACTICE_NOT_SAVED : null;
}

/** Jersey entry (03 §5): digits only, 3 characters at most. */
export function jerseyInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 3);
}

/** A jersey as matched to a player: one digit gets a leading 0 (03 §5). */
export function jerseyForMatch(jersey: string): string {
  return jersey.length === 1 ? `0${jersey}` : jersey;
}

/** A jersey number with punctuation stripped (03 §5, entities). */
export function stripJerseyPunctuation(jersey: string): string {
  return jersey.replace(/[^\p{L}\p{N}]/gu, '');
}

/** A period name input of Game Manage: uppercase, at most 3 characters (03 §5). */
export function gamePeriodNameInput(typed: string): string {
  return typed.toUpperCase().slice(0, 3);
}

/**
 * A case-insensitive filter match (03 §5): the filter is a regular expression, run on the
 * linear-time engine of searchPattern; one that does not compile is matched as plain text. A
 * lone space filters nothing.
 */
export function matchesFilter(value: string, filter: string): boolean {
  return searchPattern(filter)?.test(value) ?? true;
}

/** How deep a request body may nest: the product's own bodies go five or six levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a parsed JSON value nests deeper than `max` arrays and objects. It walks with a
 * list instead of recursion, so a hostile body thousands of levels deep is measured, and
 * refused, without the call stack overflow that re-serialising it would cause.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}
