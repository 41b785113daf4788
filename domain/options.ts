/**
 * Option lists of pickers and filters (01 §1, §3.4; 02 §3, §9): leagues, intensities,
 * quarters and play types, flight types, speed zones, field types, conferences.
 * Period types, view choices and date presets are in `periods.ts` and `views.ts`.
 */

/** League keys (01 §1). */
export const LEAGUES = ['nfl', 'ncaa-fbs', 'ncaa-mlax'] as const;
/** A league key. */
export type League = (typeof LEAGUES)[number];

/** Display names of the leagues. */
export const LEAGUE_NAMES: Readonly<Record<League, string>> = {
  nfl: 'NFL',
  'ncaa-fbs': 'NCAA-FBS',
  'ncaa-mlax': 'NCAA-MLAX',
};

/** College leagues: football and men's lacrosse. */
export const COLLEGE_LEAGUES: readonly League[] = ['ncaa-fbs', 'ncaa-mlax'];

/** Whether the text is a league key. */
export function isLeague(value: string): value is League {
  return (LEAGUES as readonly string[]).includes(value);
}

/** Whether the league is a college one. */
export function isCollegeLeague(league: string): boolean {
  return (COLLEGE_LEAGUES as readonly string[]).includes(league);
}

/** A session type. */
export type SessionType = 'practice' | 'game';

/** One league picker option (01 §1). */
export interface LeagueOption {
  readonly label: string;
  readonly league: League;
  readonly type: SessionType;
}

/** League picker options in order; lacrosse has practices only. */
export const LEAGUE_OPTIONS: readonly LeagueOption[] = [
  { label: 'NCAA-FBS Practice', league: 'ncaa-fbs', type: 'practice' },
  { label: 'NCAA-FBS Game', league: 'ncaa-fbs', type: 'game' },
  { label: 'NFL Practice', league: 'nfl', type: 'practice' },
  { label: 'NFL Game', league: 'nfl', type: 'game' },
  { label: 'NCAA-MLAX Practice', league: 'ncaa-mlax', type: 'practice' },
];

/** The default league option: NFL Practice. */
export const DEFAULT_LEAGUE_OPTION_INDEX = 2;

/** The simple league choice (01 §1). */
export const SIMPLE_LEAGUE_CHOICES = ['NCAA', 'NFL'] as const;

/** Practice intensities (01 §3.4); several may be chosen. */
export const INTENSITIES = [
  'Low',
  'Medium',
  'High',
  'Walk-Through',
  'Workout',
  'Pre-Practice',
  'Rehab',
  'KO-6',
  'KO-5',
  'KO-4',
  'KO-3',
  'KO-2',
  'KO-1',
  'Padded',
  'Shells',
  'GD-6',
  'GD-5',
  'GD-4',
  'GD-3',
  'GD-2',
  'GD-1',
] as const;
/** A practice intensity. */
export type Intensity = (typeof INTENSITIES)[number];
/** The default intensity of a new practice. */
export const DEFAULT_INTENSITY: Intensity = 'Low';

/** Joins chosen intensities the way they are sent and stored (comma-joined). */
export function joinIntensities(intensities: readonly string[]): string {
  return intensities.join(',');
}

/** Splits a stored comma list of intensities, dropping blanks. */
export function splitIntensities(stored: string | undefined): string[] {
  if (stored === undefined) return [];
  return stored
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Quarters (01 §3.4). */
export const QUARTERS = [
  { value: 'Q0', label: 'Pre-Game' },
  { value: 'Q1', label: 'Q1' },
  { value: 'Q2', label: 'Q2' },
  { value: 'Q3', label: 'Q3' },
  { value: 'Q4', label: 'Q4' },
  { value: 'Q5', label: 'OT' },
] as const;
/** A quarter value. */
export type Quarter = (typeof QUARTERS)[number]['value'];

/** Play types with the play scope they query (01 §3.4). */
export const PLAY_TYPES = [
  { label: 'Totals', value: 'both' },
  { label: 'In-Play', value: 'in' },
  { label: 'Out-Of-Play', value: 'out' },
  { label: 'Pre-Game', value: 'both' },
] as const;
/** A play type label. */
export type PlayType = (typeof PLAY_TYPES)[number]['label'];

/**
 * The quarters allowed for a play type: Pre-Game allows Q0 only; In-Play and
 * Out-Of-Play exclude Q0; Totals allows every quarter.
 */
export function quartersAllowed(playType: PlayType): Quarter[] {
  const all = QUARTERS.map((quarter) => quarter.value);
  if (playType === 'Pre-Game') return ['Q0'];
  if (playType === 'In-Play' || playType === 'Out-Of-Play') return all.filter((q) => q !== 'Q0');
  return all;
}

/** A quarter selection after a play type change: Pre-Game forces Q0, others drop what is not allowed. */
export function applyPlayType(playType: PlayType, selected: readonly Quarter[]): Quarter[] {
  if (playType === 'Pre-Game') return ['Q0'];
  const allowed = quartersAllowed(playType);
  return selected.filter((quarter) => allowed.includes(quarter));
}

/** Ball flight types (01 §3.4). */
export const FLIGHT_TYPES = ['Pass', 'Kick', 'Punt', 'Long Snap'] as const;
/** A ball flight type. */
export type FlightType = (typeof FLIGHT_TYPES)[number];

/** Speed zones of ball metrics grouping (01 §3.4). */
export const SPEED_ZONES = [
  'Speed Zone 1',
  'Speed Zone 2',
  'Speed Zone 3',
  'Speed Zone 4',
] as const;

/** Zone selector of the time-since-max filter: No Zone is -1, Zone 1 to 5 are 0 to 4. */
export const ZONE_SELECTOR = [
  { label: 'No Zone', value: -1 },
  { label: 'Zone 1', value: 0 },
  { label: 'Zone 2', value: 1 },
  { label: 'Zone 3', value: 2 },
  { label: 'Zone 4', value: 3 },
  { label: 'Zone 5', value: 4 },
] as const;

/** Whose zones apply: the team's or the player's relative zones. */
export const ZONE_TYPES = ['Team', 'Player'] as const;
/** A zone type. */
export type ZoneType = (typeof ZONE_TYPES)[number];

/** Field (roof) types (01 §3.4); index 0 is the default of a new practice. */
export const FIELD_TYPES = ['Indoor', 'Outdoor', 'Indoor/Outdoor', 'Stadium'] as const;
/** A field type. */
export type FieldType = (typeof FIELD_TYPES)[number];

/** Conferences of the pro league. */
export const CONFERENCES = ['NFC', 'AFC'] as const;
/** A pro conference. */
export type Conference = (typeof CONFERENCES)[number];

/** Divisions of each pro conference. */
export const DIVISIONS = ['West', 'South', 'North', 'East'] as const;
/** A pro division. */
export type Division = (typeof DIVISIONS)[number];

/** Practice area (field) types (03 §3); the default is indoor. */
export const AREA_TYPES = ['indoor', 'outdoor'] as const;
/** A practice area type. */
export type AreaType = (typeof AREA_TYPES)[number];

/** Export menu entries (02 §9); totals-only is not offered for live sessions. */
export function exportMenu(kind: SessionType, live: boolean): string[] {
  const entries = [kind === 'game' ? 'Full Game Export' : 'Full Practice Export'];
  if (kind === 'game') entries.push('Export Plays');
  entries.push('Export Filtered Data');
  if (!live) entries.push('Totals Only Export');
  return entries;
}
