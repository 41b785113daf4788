/**
 * Which teams' data a user may see (01 §6, 02 §2, §6) and which teams their filters list.
 * The gateway enforces these on every REST route and topic; the browser uses them to
 * decide what to offer.
 */
import { canManageGame, hasAllTeams, userKindOf, type RoleUser } from './roles';
import {
  ALL_STAR_TEAMS,
  COMMAND_CENTER_TEAM,
  NCAA_TEAM_FILTER,
  NFL_TEAM_FILTER,
  teamById,
  type Team,
  type TeamRegion,
} from './teams';

/** Whether a session is a practice or a game. */
export type SessionKind = 'practice' | 'game';

/**
 * Whether the user may see a team's data of this kind. Admin, data operations and
 * command center see everything. A customer sees only its team. Team staff see their
 * own team's practices and games, and other teams' games only; college staff only
 * college teams, pro staff only non-college teams.
 */
export function canSeeTeamData(user: RoleUser, teamId: string, kind: SessionKind): boolean {
  if (hasAllTeams(user)) return true;
  const own = user.teamId !== null && user.teamId !== undefined && user.teamId === teamId;
  const userKind = userKindOf(user);
  if (userKind === 'customer') return own;
  if (own) return true;
  if (kind === 'practice') return false;
  const team = teamById(teamId);
  if (team === undefined) return false;
  const college = team.kind === 'college';
  return userKind.startsWith('college-') ? college : !college;
}

/** A practice or game as far as access goes: its team, kind and, for a game, the visitor. */
export interface SessionSides {
  readonly teamId: string;
  readonly type: string;
  readonly visitorTeamId?: string | undefined;
}

/**
 * Whether the user may see a session: a practice as its team's, a game as either side's
 * (a customer of the visiting team sees its away games as it sees its home games).
 */
export function canSeeSession(user: RoleUser, session: SessionSides): boolean {
  if (session.type !== 'game') return canSeeTeamData(user, session.teamId, 'practice');
  return [session.teamId, session.visitorTeamId].some(
    (team) => team !== undefined && canSeeTeamData(user, team, 'game'),
  );
}

/** The session's sides (its team, and a game's visitor) whose data of this kind the user may see. */
export function sidesSeenBy(user: RoleUser, session: SessionSides, kind: SessionKind): string[] {
  return [session.teamId, session.visitorTeamId].filter(
    (team): team is string => team !== undefined && canSeeTeamData(user, team, kind),
  );
}

/**
 * Whether the user may edit a game's removed plays and reprocess it (03 §2 Game Manage): a
 * role that manages games (`canManageGame`), for a game one of whose sides is the user's own
 * team (or any game, for the all-teams roles). Seeing another team's game performance is not
 * enough.
 */
export function canManageGameOf(user: RoleUser, session: SessionSides): boolean {
  return (
    session.type === 'game' &&
    canManageGame(user) &&
    [session.teamId, session.visitorTeamId].some(
      (team) => team !== undefined && canSeeTeamData(user, team, 'practice'),
    )
  );
}

/**
 * Whether the practices/games radio of a team page is offered (02 §2): to the admin,
 * and to staff only for their own team. Others see 'Showing Game Performance Only'.
 */
export function offersPracticesOnTeamPage(user: RoleUser, teamId: string): boolean {
  return userKindOf(user) === 'admin' || canSeeTeamData(user, teamId, 'practice');
}

/** The team filter lists offered to a user (01 §3.5, §6). */
export interface TeamFilter {
  /** Pro teams grouped by region; empty when the user has none to choose. */
  readonly nfl: readonly TeamRegion[];
  /** College teams, flat. */
  readonly ncaa: readonly Team[];
}

/**
 * Team filter lists by kind: admin and data operations get both lists; the command
 * center both plus the all-star teams; college staff the college list; pro staff the
 * pro list; a customer only its own team.
 */
export function teamFilterFor(user: RoleUser): TeamFilter {
  const kind = userKindOf(user);
  switch (kind) {
    case 'admin':
    case 'data-ops':
      return { nfl: NFL_TEAM_FILTER, ncaa: NCAA_TEAM_FILTER };
    case 'command-center':
      return {
        nfl: [...NFL_TEAM_FILTER, { name: 'All-Star', teams: ALL_STAR_TEAMS }],
        ncaa: NCAA_TEAM_FILTER,
      };
    case 'college-football':
    case 'college-lacrosse':
      return { nfl: [], ncaa: NCAA_TEAM_FILTER };
    case 'customer': {
      const own =
        user.teamId === null || user.teamId === undefined ? undefined : teamById(user.teamId);
      if (own === undefined) return { nfl: [], ncaa: [] };
      return own.kind === 'college'
        ? { nfl: [], ncaa: [own] }
        : { nfl: [{ name: own.teamFullName, teams: [own] }], ncaa: [] };
    }
    case 'pro-staff-write':
    case 'pro-staff':
      return { nfl: NFL_TEAM_FILTER, ncaa: [] };
  }
}

/**
 * The team shown for a user: the Command Center pseudo team for command-center users
 * (label Command Center, abbreviation CC), otherwise the user's team from the list.
 */
export function teamOfUser(user: RoleUser): Team | undefined {
  if (userKindOf(user) === 'command-center') return COMMAND_CENTER_TEAM;
  return user.teamId === null || user.teamId === undefined ? undefined : teamById(user.teamId);
}
