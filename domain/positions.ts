/**
 * Positions and position groups (01 §3.1): football positions map to one group each,
 * groups to a side of the ball, sides to a map colour. Lacrosse and official positions,
 * and the positions that have ball-flight metrics, live here too.
 */

/** Football position codes of each group, in the spec's order. */
export const POSITION_GROUPS = {
  QB: ['QB'],
  RB: ['RB', 'FB'],
  WR: ['WR', 'WO'],
  TE: ['TE'],
  OL: ['OL', 'T', 'OT', 'G', 'OG', 'C', 'OC'],
  DL: ['DL', 'DT', 'IDL', 'NT', 'DE', 'EDGE'],
  LB: ['LB', 'OLB', 'MLB', 'ILB', 'MIKE', 'WILL', 'SAM'],
  DB: ['DB', 'DS', 'DC', 'CB', 'S', 'SAF', 'FS', 'SS'],
  SPEC: ['K', 'P', 'PK', 'LS'],
} as const;

/** A football position group: QB, RB, WR, TE, OL, DL, LB, DB or SPEC. */
export type PositionGroup = keyof typeof POSITION_GROUPS;

/** A football position code such as 'QB', 'OLB' or 'LS'. */
export type FootballPosition = (typeof POSITION_GROUPS)[PositionGroup][number];

/** Every position group, offense first, then defense, then special teams. */
export const POSITION_GROUP_LIST: readonly PositionGroup[] = [
  'QB',
  'RB',
  'WR',
  'TE',
  'OL',
  'DL',
  'LB',
  'DB',
  'SPEC',
];

/** Every football position code, group by group. */
export const FOOTBALL_POSITIONS: readonly FootballPosition[] = POSITION_GROUP_LIST.flatMap(
  (group) => POSITION_GROUPS[group],
);

/** Offensive groups (01 §3.1). */
export const OFFENSE_GROUPS: readonly PositionGroup[] = ['QB', 'RB', 'WR', 'TE', 'OL'];
/** Defensive groups (01 §3.1). */
export const DEFENSE_GROUPS: readonly PositionGroup[] = ['DL', 'DB', 'LB'];
/** Special teams is a group of its own. */
export const SPECIAL_TEAMS_GROUPS: readonly PositionGroup[] = ['SPEC'];

/** Side of the ball a group plays on. */
export type Side = 'offense' | 'defense' | 'special';

/** Map colours of each side: offense blue, defense red (01 §3.1, 03 §2). */
export const SIDE_COLORS: Readonly<Record<Side, string>> = {
  offense: '#1f6feb',
  defense: '#d1242f',
  special: '#8250df',
};

const groupByPosition = new Map<string, PositionGroup>(
  POSITION_GROUP_LIST.flatMap((group) =>
    POSITION_GROUPS[group].map((position): [string, PositionGroup] => [position, group]),
  ),
);

/**
 * The group of a football position code, case-insensitive; undefined for a code the
 * spec does not list (lacrosse, officials, unknown).
 */
export function positionGroupOf(position: string): PositionGroup | undefined {
  return groupByPosition.get(position.trim().toUpperCase());
}

/** Whether the string is a known football position code. */
export function isFootballPosition(position: string): position is FootballPosition {
  return groupByPosition.has(position);
}

/** The side of the ball of a group. */
export function sideOfGroup(group: PositionGroup): Side {
  if (OFFENSE_GROUPS.includes(group)) return 'offense';
  if (DEFENSE_GROUPS.includes(group)) return 'defense';
  return 'special';
}

/** The side of a position, or undefined when the position is not a football one. */
export function sideOfPosition(position: string): Side | undefined {
  const group = positionGroupOf(position);
  return group === undefined ? undefined : sideOfGroup(group);
}

/** Lacrosse positions (01 §3.1). */
export const LACROSSE_POSITIONS = ['ATTACK', 'DEFENSE', 'FO', 'GOALIE', 'LSM', 'MIDFIELD'] as const;
/** A lacrosse position. */
export type LacrossePosition = (typeof LACROSSE_POSITIONS)[number];

/** Official positions (01 §3.1). */
export const OFFICIAL_POSITIONS = [
  'Back Judge',
  'Down Judge',
  'Field Judge',
  'Line Judge',
  'Referee',
  'Side Judge',
  'Umpire',
  'Alternate',
] as const;
/** An official position. */
export type OfficialPosition = (typeof OFFICIAL_POSITIONS)[number];

/** Positions with ball-flight metrics and ball exports (01 §3.1, 02 §6). */
export const BALL_METRIC_POSITIONS = ['QB', 'K', 'P', 'LS'] as const;

/** Whether ball-flight metrics and exports apply to the position. */
export function hasBallMetrics(position: string): boolean {
  return (BALL_METRIC_POSITIONS as readonly string[]).includes(position.trim().toUpperCase());
}

/**
 * How a position is written in combine jersey codes and drill groups: WR is shown as WO
 * (03 §3 "WR shown as WO").
 */
export function combinePositionCode(position: string): string {
  const code = position.trim().toUpperCase();
  return code === 'WR' ? 'WO' : code;
}
