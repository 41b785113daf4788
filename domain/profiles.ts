/**
 * Practice profiles (03 §3, §6): the limits the server enforces and the browser offers,
 * and who sees the league picker, team column and team filter of the list. When a profile
 * may be saved is `canSaveProfile` (with the practice areas' rules).
 */
import { hasAllTeams, isCollegeUser, userKindOf, type RoleUser } from './roles';

/** Most periods a profile keeps. */
export const PROFILE_MAX_PERIODS = 60;
/** Longest period a profile plans, in minutes. */
export const PROFILE_MAX_PERIOD_MIN = 600;

/** One planned period of a profile: its name, optional comma-joined types and minutes. */
export interface ProfilePeriod {
  readonly drillType: string;
  readonly periodType?: string;
  readonly durationMin?: number;
}

/**
 * Whether the profiles list shows the league picker and the team column (03 §6: pro-league
 * staff). The all-teams roles see them too, as they list every team's profiles.
 */
export function showsProfileTeamColumns(user: RoleUser): boolean {
  return userKindOf(user).startsWith('pro-staff') || hasAllTeams(user);
}

/** Whether the profiles list offers the team filter (03 §6: pro-league and college staff). */
export function showsProfileTeamFilter(user: RoleUser): boolean {
  return showsProfileTeamColumns(user) || isCollegeUser(user);
}
