/**
 * Period (drill) types per league (01 §3.4) and the rule that a league change keeps only
 * the period types valid for the new league (01 §2.5).
 */
import type { League } from './options';

/** Period types offered for pro-league practices. */
export const NFL_PERIOD_TYPES = [
  'Pre/Post Practice',
  'Stretch',
  'Walk/Jog Through',
  'Special Teams',
  'Individual',
  '1on1',
  '7on7',
  '9on7',
  '9on9',
  'Other Partial Team',
  '11on11 Run Specific',
  '11on11 Pass Specific',
  '11on11 Mixed',
  'Conditioning',
  'Rehab/RTP',
  'Break',
] as const;

/** Period types offered for college practices (football and lacrosse). */
export const COLLEGE_PERIOD_TYPES = [
  'Pre-Practice',
  'Stretch',
  'Warm-up/Stretch',
  'Walk-Thru',
  'Break',
  'Group',
  'Individual',
  'Position',
  'Situation',
  'Special-Teams',
  'Team',
  'Conditioning',
  'Post-Practice',
  'Telemetry',
] as const;

/** A period type of either list. */
export type PeriodType = (typeof NFL_PERIOD_TYPES)[number] | (typeof COLLEGE_PERIOD_TYPES)[number];

/** The period types offered for a league. */
export function periodTypesFor(league: League): readonly PeriodType[] {
  return league === 'nfl' ? NFL_PERIOD_TYPES : COLLEGE_PERIOD_TYPES;
}

/** Keeps, in order, only the period types valid for the league. */
export function keepPeriodTypesFor(league: League, types: readonly string[]): PeriodType[] {
  const valid: readonly string[] = periodTypesFor(league);
  return types.filter((type): type is PeriodType => valid.includes(type));
}

/** Joins chosen period types as sent and stored (comma-joined). */
export function joinPeriodTypes(types: readonly string[]): string {
  return types.join(',');
}

/** Maximum characters of a period name in the Game Manage screen (03 §2, §5); uppercase. */
export const GAME_PERIOD_NAME_MAX_CHARS = 3;

/**
 * A period name as typed in the create dialog's list (01 §2.5): trimmed of a lone
 * space; undefined when nothing is left to add.
 */
export function periodNameToAdd(typed: string): string | undefined {
  return typed === ' ' || typed.trim() === '' ? undefined : typed.trim();
}
