/**
 * Player notes and the status column (01 §3.2; 02 §3, §5, §6): the note types with their
 * badge letters and colours, the note's length limit, and who sees notes. One list, so the
 * server accepts exactly the types the browser offers.
 */
import type { RoleUser } from './roles';
import { canSeeTeamData } from './team-access';

/** Badge colours of participation letters. */
export type BadgeColor = 'green' | 'yellow' | 'red' | 'orange' | 'grey';

/** CSS colours of the badge colours. */
export const BADGE_COLORS: Readonly<Record<BadgeColor, string>> = {
  green: '#2da44e',
  yellow: '#d4a72c',
  red: '#cf222e',
  orange: '#e16f24',
  grey: '#8c959f',
};

/**
 * Note types as stored and sent, in display order (01 §3.2): participation levels, then
 * injury designations. `Limited` is the spec's "Partial/Limited": the code stays one word.
 */
export const NOTE_TYPES = [
  'Full',
  'Modified',
  'Rehab',
  'Limited',
  'None',
  'Probable',
  'Questionable',
  'Doubtful',
] as const;
/** A player note type. */
export type NoteType = (typeof NOTE_TYPES)[number];

/** One note type as the status column shows it. */
export interface ParticipationLevel {
  readonly type: NoteType;
  /** What the type is called on screen, e.g. 'Partial/Limited'. */
  readonly label: string;
  /** Badge letter; None is a dash. */
  readonly letter: string;
  readonly color: BadgeColor;
}

const BADGES: Readonly<Record<NoteType, Omit<ParticipationLevel, 'type'>>> = {
  Full: { label: 'Full', letter: 'F', color: 'green' },
  Modified: { label: 'Modified', letter: 'M', color: 'yellow' },
  Rehab: { label: 'Rehab', letter: 'R', color: 'red' },
  Limited: { label: 'Partial/Limited', letter: 'L', color: 'orange' },
  None: { label: 'None', letter: '-', color: 'grey' },
  Probable: { label: 'Probable', letter: 'P', color: 'green' },
  Questionable: { label: 'Questionable', letter: 'Q', color: 'yellow' },
  Doubtful: { label: 'Doubtful', letter: 'D', color: 'red' },
};

/** Every note type with its label, letter and colour, in display order. */
export const PARTICIPATION_LEVELS: readonly ParticipationLevel[] = NOTE_TYPES.map((type) => ({
  type,
  ...BADGES[type],
}));

/** Whether the text is a note type code. */
export function isNoteType(value: string): value is NoteType {
  return (NOTE_TYPES as readonly string[]).includes(value);
}

/** The status column's badge of a note type, or undefined for an unknown type. */
export function participationOf(type: string): ParticipationLevel | undefined {
  return PARTICIPATION_LEVELS.find((level) => level.type === type);
}

/** Maximum characters of a player note (02 §5, §9). */
export const NOTE_MAX_CHARS = 280;

/** A player note as posted (02 §3, §7): one player in one session. */
export interface PlayerNote {
  /** The session (practice or game) id. */
  readonly dsid: string;
  readonly playerId: string;
  /** The player's team. */
  readonly teamId: string;
  readonly note: string;
  readonly type: NoteType;
}

/** A player note as saved: who saved it and when. */
export interface SavedPlayerNote extends PlayerNote {
  /** When it was saved, epoch ms. */
  readonly updatedAt: number;
  /** The email of the user who saved it. */
  readonly updatedBy: string;
}

/**
 * Whether the user sees a team's player notes and status column (02 §6): admin-type users
 * (every team) and the team's own users; others get the layout without them, also for
 * games whose other side they may see.
 */
export function canSeePlayerNotes(user: RoleUser, teamId: string): boolean {
  return canSeeTeamData(user, teamId, 'practice');
}
