/**
 * How each position moves: a small local table from position code to a movement role with
 * its speeds and acceleration limits. Kept here so the simulator needs nothing but tracking
 * shapes from `domain`.
 */

/** The ways of moving the simulator knows; football groups plus the lacrosse positions. */
export type MovementRole =
  | 'QB'
  | 'RB'
  | 'WR'
  | 'TE'
  | 'OL'
  | 'DL'
  | 'LB'
  | 'DB'
  | 'K'
  | 'P'
  | 'LS'
  | 'ATTACK'
  | 'MIDFIELD'
  | 'DEFENSE'
  | 'LSM'
  | 'FO'
  | 'GOALIE';

/** Speeds in yards per second and limits in yards per second squared of one role. */
export interface MovementProfile {
  readonly role: MovementRole;
  /** Full-effort speed, reached on routes, long runs and sprints. */
  readonly topSpeedYps: number;
  readonly accelYps2: number;
  readonly decelYps2: number;
  /** Peak speed of a short effort (a block, a rush, a set). */
  readonly burstYps: number;
  /** True for linemen and others who work in short bursts. */
  readonly isBig: boolean;
}

const ROLE_OF_CODE: Readonly<Record<string, MovementRole>> = {
  QB: 'QB',
  RB: 'RB',
  FB: 'RB',
  WR: 'WR',
  WO: 'WR',
  TE: 'TE',
  ...Object.fromEntries(['OL', 'T', 'OT', 'G', 'OG', 'C', 'OC'].map((c) => [c, 'OL' as const])),
  ...Object.fromEntries(['DL', 'DT', 'IDL', 'NT', 'DE', 'EDGE'].map((c) => [c, 'DL' as const])),
  ...Object.fromEntries(
    ['LB', 'OLB', 'MLB', 'ILB', 'MIKE', 'WILL', 'SAM'].map((c) => [c, 'LB' as const]),
  ),
  ...Object.fromEntries(
    ['DB', 'DS', 'DC', 'CB', 'S', 'SAF', 'FS', 'SS'].map((c) => [c, 'DB' as const]),
  ),
  K: 'K',
  PK: 'K',
  P: 'P',
  LS: 'LS',
  ATTACK: 'ATTACK',
  MIDFIELD: 'MIDFIELD',
  DEFENSE: 'DEFENSE',
  LSM: 'LSM',
  FO: 'FO',
  GOALIE: 'GOALIE',
};

type Numbers = [top: number, accel: number, decel: number, burst: number];

const NUMBERS: Readonly<Record<MovementRole, Numbers>> = {
  QB: [7.4, 4.0, 4.4, 4.0],
  RB: [8.8, 4.4, 4.8, 5.5],
  WR: [9.4, 4.5, 4.9, 5.5],
  TE: [8.2, 4.1, 4.5, 4.6],
  OL: [6.2, 3.4, 3.8, 4.2],
  DL: [6.8, 3.7, 4.0, 4.6],
  LB: [8.2, 4.3, 4.7, 5.0],
  DB: [9.2, 4.5, 4.9, 5.5],
  K: [7.2, 3.8, 4.2, 3.5],
  P: [7.2, 3.8, 4.2, 3.5],
  LS: [6.6, 3.6, 4.0, 3.5],
  ATTACK: [8.6, 4.4, 4.8, 5.5],
  MIDFIELD: [9.0, 4.5, 4.9, 5.5],
  DEFENSE: [8.2, 4.3, 4.7, 5.0],
  LSM: [8.5, 4.4, 4.8, 5.2],
  FO: [8.0, 4.3, 4.7, 5.0],
  GOALIE: [6.5, 3.6, 4.0, 3.5],
};

const BIG_ROLES: ReadonlySet<MovementRole> = new Set(['OL', 'DL', 'LS']);

/** The movement role of a position code; unknown codes move like a linebacker (an athlete). */
export function movementRole(position: string): MovementRole {
  return ROLE_OF_CODE[position.trim().toUpperCase()] ?? 'LB';
}

/** Speeds and limits of a position. */
export function movementProfile(position: string): MovementProfile {
  const role = movementRole(position);
  const [topSpeedYps, accelYps2, decelYps2, burstYps] = NUMBERS[role];
  return { role, topSpeedYps, accelYps2, decelYps2, burstYps, isBig: BIG_ROLES.has(role) };
}
