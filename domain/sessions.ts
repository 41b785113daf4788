/**
 * Records shared across the parts (01 §3.6) and small session rules: the user record, the
 * practice creation payload, wins, the single-team game header, where player and team
 * pages open, and when a practice counts as processing.
 */
import { PROCESSING_GRACE_MS } from './constants';
import { joinIntensities, type FieldType, type League } from './options';
import { joinPeriodTypes } from './periods';
import { canSeeTeamData } from './team-access';
import { COLLEGE_FOOTBALL_TEAM_ID, COLLEGE_LACROSSE_TEAM_ID } from './teams';
import { hasAllTeams, userKindOf, type RoleUser, type SbRole } from './roles';

/** The user record of 01 §3.6, as `GET login` returns it with the derived role added. */
export interface UserRecord extends RoleUser {
  readonly isLogged: boolean;
  readonly tokenId: string;
  readonly id: string;
  readonly permissions: readonly string[];
  readonly teamName: string;
  readonly teamShort: string;
  readonly sbRole: SbRole;
  readonly email: string;
  readonly givenName: string;
}

/** A period of the create-practice dialog. */
export interface NewPeriod {
  readonly drillType: string;
  readonly periodTypes: readonly string[];
}

/** What the create-practice dialog sends (01 §3.6 "Practice creation payload"). */
export interface PracticeCreationPayload {
  readonly description: string;
  readonly drills: readonly { readonly drillType: string; readonly periodType?: string }[];
  readonly extraData: Record<string, never>;
  readonly intensity: string;
  readonly league: League;
  readonly name: string;
  readonly profileName: string;
  readonly rooftype: FieldType;
  readonly siteId: number | string;
  readonly siteName: string;
  /** Epoch milliseconds. */
  readonly start: number;
  readonly teamId: string;
  readonly type: 'practice';
}

/** The dialog's choices that make a creation payload. */
export interface NewPractice {
  readonly description: string;
  readonly periods: readonly NewPeriod[];
  readonly intensities: readonly string[];
  readonly league: League;
  readonly name: string;
  readonly profileName: string;
  readonly fieldType: FieldType;
  readonly siteId: number | string;
  readonly siteName: string;
  readonly startMs: number;
  readonly teamId: string;
}

/**
 * The creation payload: intensities and period types comma-joined, a period type only
 * when one is chosen, names trimmed, empty extra data.
 */
export function buildPracticePayload(practice: NewPractice): PracticeCreationPayload {
  return {
    description: practice.description.trim(),
    drills: practice.periods.map((period) =>
      period.periodTypes.length === 0
        ? { drillType: period.drillType }
        : { drillType: period.drillType, periodType: joinPeriodTypes(period.periodTypes) },
    ),
    extraData: {},
    intensity: joinIntensities(practice.intensities),
    league: practice.league,
    name: practice.name.trim(),
    profileName: practice.profileName,
    rooftype: practice.fieldType,
    siteId: practice.siteId,
    siteName: practice.siteName,
    start: practice.startMs,
    teamId: practice.teamId,
    type: 'practice',
  };
}

/** A game is a win when the own score is above the opponent's (01 §9). */
export function isWin(ownScore: number, opponentScore: number): boolean {
  return ownScore > opponentScore;
}

/** Home teams 194 and 19410 get a simplified single-team game header (02 §2, §9). */
export function isSingleTeamHeader(homeTeamId: string): boolean {
  return homeTeamId === COLLEGE_FOOTBALL_TEAM_ID || homeTeamId === COLLEGE_LACROSSE_TEAM_ID;
}

/**
 * Where a bare /player/{id} opens (02 §2): practices for pro-league staff, college staff,
 * or a customer viewing a player of their own team (and for users who see every team);
 * games otherwise.
 */
export function playerPageEvent(user: RoleUser, playerTeamId: string): 'practices' | 'games' {
  const kind = userKindOf(user);
  if (hasAllTeams(user)) return 'practices';
  if (kind === 'customer') return user.teamId === playerTeamId ? 'practices' : 'games';
  return canSeeTeamData(user, playerTeamId, 'practice') ? 'practices' : 'games';
}

/** Where a standings row opens a team (02 §2): practices for own team or admin, else games. */
export function teamPageEvent(user: RoleUser, teamId: string): 'practices' | 'games' {
  return userKindOf(user) === 'admin' || user.teamId === teamId ? 'practices' : 'games';
}

/** Processing status values of a completed practice (01 §4). */
export type ProcessingStatus = 'INPROGRESS' | 'COMPLETE';

/**
 * Whether a practice counts as processing (01 §4): it is complete and either its status
 * is INPROGRESS or it ended less than 3 minutes ago.
 */
export function isProcessing(
  practice: { readonly type: string; readonly status?: string; readonly endTime?: number | null },
  nowMs: number,
): boolean {
  if (practice.type !== 'complete') return false;
  if (practice.status === 'INPROGRESS') return true;
  return typeof practice.endTime === 'number' && nowMs - practice.endTime < PROCESSING_GRACE_MS;
}
