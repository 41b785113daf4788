/**
 * The combine drill catalogue (01 §3.4): common testing drills for everyone and a Skill
 * Drills list per drill group, each ending with the catch-all 'Alternate Skill Drills'.
 * Drill groups follow combine usage: WR is WO, kickers and punters are PK.
 */
import { positionGroupOf } from './positions';
import { jerseyForMatch } from './validation';

/** Drill groups of the combine logger's Position Group dropdown. */
export const DRILL_GROUPS = [
  'QB',
  'RB',
  'WO',
  'TE',
  'OL',
  'LB',
  'DB',
  'DL',
  'PK',
  'LS',
  'Common',
] as const;
/** A drill group. */
export type DrillGroup = (typeof DRILL_GROUPS)[number];

/** Drills every group runs. */
export const COMMON_DRILLS = [
  '40 Yard Dash',
  '3 Cone Drill',
  'Broad Jump',
  'Vertical Jump',
  'Short Shuttle (20yd)',
] as const;

/** The last entry of every Skill Drills list. */
export const ALTERNATE_SKILL_DRILLS = 'Alternate Skill Drills';

const skill = (...drills: string[]): readonly string[] => [...drills, ALTERNATE_SKILL_DRILLS];

/** Skill Drills per drill group; Common has the common drills only. */
export const SKILL_DRILLS: Readonly<Record<DrillGroup, readonly string[]>> = {
  QB: skill(
    '3 Step Drop',
    '5 Step Drop',
    '7 Step Drop',
    'Play Action Pass',
    'Rollout Right',
    'Rollout Left',
    'Gauntlet Throws',
  ),
  RB: skill(
    'Gauntlet',
    'Bag Drill',
    'Wheel Route',
    'Angle Route',
    'Swing Route',
    'Pass Protection',
  ),
  WO: skill(
    'Gauntlet',
    'Slant Route',
    'Out Route',
    'Curl Route',
    'Post Route',
    'Go Route',
    'Corner Route',
    'Comeback Route',
  ),
  TE: skill('Gauntlet', 'Seam Route', 'Corner Route', 'Drag Route', 'Stick Route', 'Sled Block'),
  OL: skill(
    'Pass Set Mirror',
    'Kick Slide',
    'Pull Drill',
    'Lateral Shuffle',
    'Run Block Sled',
    'Get-Off',
  ),
  LB: skill(
    'Bag Drill',
    'Zone Drop',
    'Man Coverage',
    'Shuffle and Shed',
    'Pass Rush Loop',
    'Tackling Circuit',
  ),
  DB: skill(
    'Backpedal and Break',
    'W Drill',
    'Gauntlet',
    'Zone Turn',
    'Press Mirror',
    'Deep Ball Drill',
  ),
  DL: skill('Bag Drill', 'Get-Off', 'Hoop Drill', 'Rip and Swim', 'Long Arm Sled', 'Pursuit Drill'),
  PK: skill('Field Goal', 'Kickoff', 'Onside Kick', 'Punt', 'Directional Punt', 'Pooch Punt'),
  LS: skill('Punt Snap', 'Field Goal Snap', 'Snap and Cover'),
  Common: [],
};

/** Every drill offered for a group: its skill drills, then the common drills. */
export function drillsFor(group: DrillGroup): string[] {
  return [...SKILL_DRILLS[group], ...COMMON_DRILLS];
}

/**
 * The drill group of a football position: WR is WO, K, P and PK are PK, LS is LS, other
 * special positions and unknown ones fall back to Common.
 */
export function drillGroupOf(position: string): DrillGroup {
  const code = position.trim().toUpperCase();
  if (code === 'LS') return 'LS';
  const group = positionGroupOf(code);
  if (group === undefined) return 'Common';
  if (group === 'SPEC') return 'PK';
  if (group === 'WR') return 'WO';
  return group;
}

/** A roster player as the combine logger matches them by jersey. */
export interface CombineRosterPlayer {
  readonly jersey: string;
  readonly position: string;
}

/**
 * The roster player a combine jersey names (03 §5): the one whose number is the typed one (a
 * one-digit number with a leading 0 on both sides, so 7 is 07 and 0 is 00) and, unless the
 * group is Common, whose drill group is the panel's (WR as WO); undefined when there is no
 * such player or more than one.
 */
export function combinePlayerOf<P extends CombineRosterPlayer>(
  roster: readonly P[],
  group: DrillGroup,
  digits: string,
): P | undefined {
  if (!/^\d{1,3}$/.test(digits)) return undefined;
  const number = jerseyForMatch(digits);
  const found = roster.filter(
    (p) =>
      jerseyForMatch(p.jersey.trim()) === number &&
      (group === 'Common' || drillGroupOf(p.position) === group),
  );
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The jersey code of a combine event (03 §3 "position plus digits; WR shown as WO"): the
 * drill group and the number, a one-digit one with a leading 0. A Common drill takes the
 * matched player's group, or none.
 */
export function combineJerseyCode(
  group: DrillGroup,
  digits: string,
  player?: CombineRosterPlayer,
): string {
  const code = group !== 'Common' ? group : player ? drillGroupOf(player.position) : '';
  return `${code === 'Common' ? '' : code}${jerseyForMatch(digits)}`;
}
