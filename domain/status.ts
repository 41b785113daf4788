/**
 * Player roster status codes (01 §3.2) and the kinds of tracked things (01 §3.3). Note
 * types and their badges are in player-notes.ts.
 */

/** Player roster status codes (01 §3.2). */
export const PLAYER_STATUSES = [
  'ACT',
  'DEV',
  'CUT',
  'RES',
  'PUP',
  'RSN',
  'UF',
  'EXE',
  'NWT',
] as const;
/** A player roster status code. */
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** The filter value that means "do not filter" in status and entity filters. */
export const NO_FILTER = 'No Filter';

/** Status filter choices: every status, then No Filter. */
export const PLAYER_STATUS_FILTER: readonly (PlayerStatus | typeof NO_FILTER)[] = [
  ...PLAYER_STATUSES,
  NO_FILTER,
];

/** Statuses selected by default in the practice-tracking scope. */
export const DEFAULT_TRACKING_STATUSES: readonly PlayerStatus[] = ['ACT', 'DEV'];

/** Whether the text is a known player status code. */
export function isPlayerStatus(value: string): value is PlayerStatus {
  return (PLAYER_STATUSES as readonly string[]).includes(value);
}

/** Kinds of tracked things (01 §3.3). */
export const TRACKED_KINDS = ['player', 'ball', 'official', 'object'] as const;
/** A kind of tracked thing. */
export type TrackedKind = (typeof TRACKED_KINDS)[number];

/** Ball kinds: the game ball and the kicking ball. */
export const BALL_KINDS = ['gameBall', 'kickBall'] as const;
/** A ball kind. */
export type BallKind = (typeof BALL_KINDS)[number];

/** Tracked field objects (01 §3.3). */
export const TRACKED_OBJECTS = [
  'pylon',
  'startOfDriveMarker',
  'firstDownMarker',
  'downBoxMarker',
  'officialFlag',
  'beanBag',
  'cone',
] as const;
/** A tracked field object. */
export type TrackedObject = (typeof TRACKED_OBJECTS)[number];

/** Entity filter values (01 §3.3). */
export const ENTITY_FILTER_VALUES = ['player', 'gameBall', 'kickBall', NO_FILTER] as const;
/** An entity filter value. */
export type EntityFilterValue = (typeof ENTITY_FILTER_VALUES)[number];

/** Entity roster types as entities arrive from the roster (03 §3). */
export const ROSTER_ENTITY_TYPES = ['player', 'ball', 'unknown'] as const;
/** A roster entity type. */
export type RosterEntityType = (typeof ROSTER_ENTITY_TYPES)[number];

/**
 * Entity record types of the edit modal (03 §3, §5: a player type, a tag-set type, an
 * official type and one further type; the names are ours, the further one is a ball).
 */
export const ENTITY_RECORD_TYPES = ['player', 'tagSet', 'official', 'ball'] as const;
/** An entity record type. */
export type EntityRecordType = (typeof ENTITY_RECORD_TYPES)[number];

/** Drill (period) states: not started, in progress, finished, never run (02 §4, 03 §4). */
export type DrillState = '' | 'START' | 'FINISH' | 'SKIPPED';

/** Labels of drill states. */
export const DRILL_STATE_LABELS: Readonly<Record<DrillState, string>> = {
  '': 'Unstarted',
  START: 'IN PROGRESS',
  FINISH: 'Complete',
  SKIPPED: 'Skipped',
};

/** Monitor practice status values (03 §4). */
export type MonitorPracticeStatus = 'future' | 'live' | 'post';

/** The processing status the monitor shows for a practice status; '-' otherwise. */
export function monitorProcessingLabel(status: string): string {
  switch (status) {
    case 'future':
      return 'No Started';
    case 'live':
      return 'In Progress';
    case 'post':
      return 'Complete';
    default:
      return '-';
  }
}
