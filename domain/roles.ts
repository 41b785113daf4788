/**
 * Roles (01 §6): the `sbRole` derived at sign-in from permission strings, and the kinds
 * of user the product serves, read from the user record (insightRole, teamRole, sbRole,
 * league). How the record expresses each kind is in docs/decisions/0003-domain-choices.md.
 */
import { COLLEGE_LEAGUES, LEAGUES, type League } from './options';

/** The role derived from permissions: college, command-center (all teams), write, default. */
export type SbRole = 'college' | 'command-center' | 'write' | 'default';

/** What {@link deriveSbRole} returns. */
export interface DerivedRole {
  readonly sbRole: SbRole;
  /** The user's leagues, comma-joined, in first-seen order without repeats. */
  readonly leagues: string;
}

/** One parsed permission string `league.{league}.teamId.{teamId}.{role}`. */
export interface Permission {
  readonly league: string;
  readonly teamId: string;
  readonly role: string;
}

/** The letter of the write (coach-like) role. */
export const WRITE_ROLE_LETTER = 'w';
/** The wildcard of leagues and teams. */
export const WILDCARD = '*';

/**
 * Parses `league.x.teamId.y.role` (also accepting `...teamId.y.role.r`); undefined for
 * any other shape.
 */
export function parsePermission(permission: string): Permission | undefined {
  const parts = permission.trim().split('.');
  if (parts[0] !== 'league' || parts[2] !== 'teamId') return undefined;
  const [, league, , teamId, ...rest] = parts;
  const role = rest[0] === 'role' && rest.length === 2 ? rest[1] : rest.join('.');
  if (league === undefined || league === '' || teamId === undefined || teamId === '') {
    return undefined;
  }
  return { league, teamId, role: role ?? '' };
}

/** The leagues a permission's league stands for: '*' is every league. */
export function expandLeague(league: string): readonly string[] {
  return league === WILDCARD ? ['ncaa-fbs', 'ncaa-mlax', 'nfl'] : [league];
}

/**
 * Derives `sbRole` and the league list from permission strings (01 §6). The rules are
 * applied in the spec's order over all permissions: any college football or college
 * lacrosse league gives college; else any team '*' gives command-center; else any role
 * letter 'w' gives write; else default. A '*' league expands to ncaa-fbs, ncaa-mlax and
 * nfl. Malformed strings are ignored.
 */
export function deriveSbRole(permissions: readonly string[]): DerivedRole {
  const parsed = permissions.map(parsePermission).filter((p): p is Permission => p !== undefined);
  const leagues = [...new Set(parsed.flatMap((p) => expandLeague(p.league)))];
  const collegeLeagues: readonly string[] = COLLEGE_LEAGUES;
  let sbRole: SbRole = 'default';
  if (parsed.some((p) => collegeLeagues.includes(p.league))) sbRole = 'college';
  else if (parsed.some((p) => p.teamId === WILDCARD)) sbRole = 'command-center';
  else if (parsed.some((p) => p.role === WRITE_ROLE_LETTER)) sbRole = 'write';
  return { sbRole, leagues: leagues.join(',') };
}

/** insightRole values of the user record. */
export const INSIGHT_ROLES = {
  /** Platform admin, signs in through the third-party single sign-on. */
  admin: 'admin',
  /** Data-operations staff. */
  dataOps: 'dataops',
  /** Everyone else: what they are follows from sbRole and teamRole. */
  user: 'user',
} as const;

/** teamRole values of the user record (the role names seen in 01 §6, and fn). */
export const TEAM_ROLES = {
  teamAdmin: 'TeamAdmin',
  commandCenter: 'CommandCenter',
  customer: 'Customer',
  ncaaAllSports: 'NCAAAllSports',
  /** Staff role without the Games page (01 §2.3 "role type fn"). */
  fn: 'fn',
} as const;

/** The kinds of user the product serves. */
export type UserKind =
  | 'admin'
  | 'data-ops'
  | 'command-center'
  | 'college-football'
  | 'college-lacrosse'
  | 'customer'
  | 'pro-staff-write'
  | 'pro-staff';

/** Display names of user kinds (account type on the account page). */
export const USER_KIND_LABELS: Readonly<Record<UserKind, string>> = {
  admin: 'Platform Admin',
  'data-ops': 'Data Operations',
  'command-center': 'Command Center',
  'college-football': 'College Football Staff',
  'college-lacrosse': 'College Lacrosse Staff',
  customer: 'Customer',
  'pro-staff-write': 'Team Staff',
  'pro-staff': 'Team Staff (read only)',
};

/** The fields of the user record (01 §3.6) that role rules read. */
export interface RoleUser {
  readonly insightRole: string;
  readonly teamRole: string;
  readonly sbRole: SbRole;
  readonly league: string;
  readonly teamId: string | null | undefined;
  /** The grants `league.{league}.teamId.{team}.{letter}` the role and the write letter come from. */
  readonly permissions: readonly string[];
}

/**
 * The kind of a user: insightRole admin or dataops first; then sbRole command-center;
 * college by its league; teamRole Customer; write or read-only pro staff.
 */
export function userKindOf(user: RoleUser): UserKind {
  if (user.insightRole === INSIGHT_ROLES.admin) return 'admin';
  if (user.insightRole === INSIGHT_ROLES.dataOps) return 'data-ops';
  if (user.sbRole === 'command-center') return 'command-center';
  if (user.sbRole === 'college') {
    return user.league === 'ncaa-mlax' ? 'college-lacrosse' : 'college-football';
  }
  if (user.teamRole.toLowerCase() === TEAM_ROLES.customer.toLowerCase()) return 'customer';
  return user.sbRole === 'write' ? 'pro-staff-write' : 'pro-staff';
}

/**
 * Whether one of the user's grants carries the write letter for this team: a grant of that
 * team or of every team ('*'). Without a team (a write that names none, such as a Data Ops
 * action across teams) any grant with the letter will do. The platform admin always writes.
 * Read grants read, write grants write, whatever pages a role opens
 * (docs/decisions/0024-one-contract-for-every-call.md).
 */
export function hasWriteGrant(user: RoleUser, teamId?: string): boolean {
  if (user.insightRole === INSIGHT_ROLES.admin) return true;
  return user.permissions.some((grant) => {
    const parsed = parsePermission(grant);
    return (
      parsed !== undefined &&
      parsed.role === WRITE_ROLE_LETTER &&
      (teamId === undefined || parsed.teamId === WILDCARD || parsed.teamId === teamId)
    );
  });
}

/** Whether the user is the platform admin. */
export const isAdmin = (user: RoleUser): boolean => userKindOf(user) === 'admin';

/** Whether the user is college staff (football or lacrosse). */
export function isCollegeUser(user: RoleUser): boolean {
  const kind = userKindOf(user);
  return kind === 'college-football' || kind === 'college-lacrosse';
}

/** Whether the user sees every team's data: admin, data operations, command center. */
export function hasAllTeams(user: RoleUser): boolean {
  const kind = userKindOf(user);
  return kind === 'admin' || kind === 'data-ops' || kind === 'command-center';
}

/**
 * Staff-type check (02 §6): gates targeted reprocess, Reporting, the loggers, Game
 * Manager and the practices/games choice. Admin, command center, pro and college staff.
 */
export function isStaff(user: RoleUser): boolean {
  const kind = userKindOf(user);
  return kind !== 'customer' && kind !== 'data-ops';
}

/** Whether the user's role is the fn staff role, which has no Games page. */
export const isRoleFn = (user: RoleUser): boolean => user.teamRole === TEAM_ROLES.fn;

/**
 * The three role kinds that reach Practice Manager for a planned practice (01 §6), with the
 * write letter (a read-only command center watches):
 * write, command-center and college; the admin too. Others go to the condensed view.
 */
export function canManagePractice(user: RoleUser): boolean {
  return (isAdmin(user) || user.sbRole !== 'default') && hasWriteGrant(user);
}

/**
 * Whether the user's role may edit a game's removed plays and reprocess it (03 §2 Game
 * Manage): the roles that manage practices (admin, write, command-center, college) and data
 * operations. Which games: see `canManageGameOf`.
 */
export function canManageGame(user: RoleUser): boolean {
  return canManagePractice(user) || (userKindOf(user) === 'data-ops' && hasWriteGrant(user));
}

/**
 * Whether the Game Manager tab is offered (02 §2, §6): staff types, and data operations, who
 * remove plays from games; read-only staff see it without editing.
 */
export function canSeeGameManager(user: RoleUser): boolean {
  return isStaff(user) || userKindOf(user) === 'data-ops';
}

/** Whether the user may create practices (01 §2.4): admin, team staff and college users. */
export function canCreatePractice(user: RoleUser): boolean {
  const kind = userKindOf(user);
  return kind !== 'customer' && kind !== 'data-ops' && hasWriteGrant(user);
}

/** Leagues the user may create practices for (01 §2.5, §6). */
export function createPracticeLeagues(user: RoleUser): readonly League[] {
  if (!canCreatePractice(user)) return [];
  if (isAdmin(user) || userKindOf(user) === 'command-center') return LEAGUES;
  if (isCollegeUser(user)) return COLLEGE_LEAGUES;
  return (LEAGUES as readonly string[]).includes(user.league) ? [user.league as League] : [];
}

/**
 * Whether the user's kind edits speed zones: the platform admin, and customers, pro-league
 * staff and college staff (02 §6) for their own team; the write letter is checked apart.
 */
export function editsZonesByKind(user: RoleUser): boolean {
  const kind = userKindOf(user);
  return (
    kind === 'admin' ||
    kind === 'customer' ||
    kind.startsWith('pro-staff') ||
    kind.startsWith('college-')
  );
}

/** Editing zone speed is offered to customers, pro-league staff and college staff (02 §6). */
export function canEditZoneSpeed(user: RoleUser): boolean {
  return (
    userKindOf(user) !== 'admin' &&
    editsZonesByKind(user) &&
    hasWriteGrant(user, user.teamId ?? undefined)
  );
}

/**
 * Whether the user edits the About page's announcements and documents (03 §2 About): the
 * platform admin, with the write letter (which the admin always holds).
 */
export function canEditAbout(user: RoleUser): boolean {
  return isAdmin(user) && hasWriteGrant(user);
}
