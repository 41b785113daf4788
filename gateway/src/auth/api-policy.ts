/**
 * Who may make which dataaccess call through the gateway, derived from the one route manifest
 * (`CALLS` of domain/calls.ts): the call is found as dataaccess routes it (find-my-way, the
 * router Fastify runs), then its access rule, role and effect decide, using the shared
 * predicates of `domain/`. A call the manifest does not name is refused.
 */
import FindMyWay from 'find-my-way';
import {
  CALL_LIST,
  canAccessPage,
  editsZonesByKind,
  canCreatePractice,
  canManageGame,
  canManagePractice,
  canSeeTeamData,
  hasAllTeams,
  hasWriteGrant,
  isAdmin,
  isStaff,
  sessionKindOfParam,
  type CallRole,
  type CallSpec,
  type SessionKind,
  type SessionsOf,
} from '../../../domain';
import type { SessionUser } from './users';

/** The manifest as a router: a dataaccess path (no leading slash) to its call and parameters. */
const router = FindMyWay();
for (const spec of CALL_LIST) router.on(spec.method, `/${spec.path}`, () => undefined, spec);

/** The call a request names, with its path parameters decoded; undefined for no call. */
export function findCall(
  method: string,
  path: string,
): { call: CallSpec; params: Readonly<Record<string, string | undefined>> } | undefined {
  if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) return undefined;
  const found = router.find(method as 'GET', `/${path}`);
  // An empty segment names nothing (dataaccess refuses it too): not a call.
  if (found === null || Object.values(found.params).some((v) => v === '')) return undefined;
  return { call: found.store as CallSpec, params: found.params };
}

/** What each role of a call needs, with the refusal's words. */
const ROLE_CHECKS: Readonly<Record<CallRole, [(user: SessionUser) => boolean, string]>> = {
  manages: [canManagePractice, 'your role may not manage practices'],
  creates: [canCreatePractice, 'your role may not create practices'],
  managesGames: [canManageGame, 'your role may not manage games'],
  staff: [isStaff, 'only staff may write this'],
  admin: [isAdmin, 'only the platform admin may read or change this'],
  editsZones: [editsZonesByKind, 'your role may not edit speed zones'],
};

/** The refusal of a write by a user whose grant for the team (or any) lacks the write letter. */
export const readOnlyReason = (teamId?: string): string =>
  teamId === undefined
    ? 'your grants are read-only: you may not change anything'
    : `your grant for team ${teamId} is read-only: you may not change its data`;

/** The decision for one call. */
export type Verdict =
  | {
      allowed: true;
      call: CallSpec;
      sessionId?: string;
      teamId?: string;
      forceTeamIds?: string;
      /** A player whose team must be looked up and checked: for their practices, games or notes. */
      player?: { id: string; reads: SessionKind | 'notes' };
    }
  | { allowed: false; status: 403 | 404; reason: string };

/** The team ids a query names (teamids, teamId, teamOfInterest). */
export function queryTeamIds(query: URLSearchParams): string[] {
  return ['teamids', 'teamId', 'teamOfInterest']
    .flatMap((k) => query.getAll(k))
    .flatMap((v) => v.split(','))
    .filter((v) => v !== '' && v !== '*');
}

/**
 * Why a write naming these teams is refused: a team whose grant lacks the write letter; with
 * no team named, a user with no write grant at all. Undefined when it may go ahead.
 */
export function writeRefusal(user: SessionUser, teams: readonly string[]): string | undefined {
  if (teams.length === 0) return hasWriteGrant(user) ? undefined : readOnlyReason();
  const readOnly = teams.find((team) => !hasWriteGrant(user, team));
  return readOnly === undefined ? undefined : readOnlyReason(readOnly);
}

/** The kind of sessions a call reads, fixed or named by a path parameter. */
function sessionsOf(
  sessions: SessionsOf,
  params: Readonly<Record<string, string | undefined>>,
): SessionKind | undefined {
  return typeof sessions === 'string' ? sessions : sessionKindOfParam(params[sessions.param]);
}

/** The session id named by a value: a velocity graph's key carries it before its first `_`. */
const sessionIdOf = (raw: string): string => raw.split('_')[0] ?? raw;

/**
 * Decides a call without lookups; a session-scoped call returns the session id to check
 * once its team is known (and, for a write, the write letter for that team).
 */
export function judge(
  user: SessionUser,
  method: string,
  path: string,
  query: URLSearchParams,
): Verdict {
  const found = findCall(method, path);
  if (found === undefined)
    return { allowed: false, status: 404, reason: `no call ${method} ${path}` };
  const { call, params } = found;
  const { access } = call;
  if (access.kind === 'internal') return { allowed: false, status: 403, reason: access.reason };
  if (call.role !== undefined) {
    const [may, reason] = ROLE_CHECKS[call.role];
    if (!may(user)) return { allowed: false, status: 403, reason };
  }
  const named = queryTeamIds(query);
  const foreign = named.find((t) => !canSeeTeamData(user, t, 'practice'));
  if (foreign !== undefined)
    return { allowed: false, status: 403, reason: `you may not see team ${foreign}` };
  // A team user asking for every team gets their own team's rows only.
  const forceTeamIds =
    !hasAllTeams(user) && user.teamId !== null && (query.get('teamids') ?? '*') === '*'
      ? user.teamId
      : undefined;
  const verdict = scopeVerdict(user, call, params, query, forceTeamIds);
  if (!verdict.allowed || call.effect !== 'write') return verdict;
  // The team a write names in its path or query needs the letter; one that names none needs
  // it somewhere (a session's team is checked once it is looked up).
  const refusal = writeRefusal(user, access.kind === 'team' ? [verdict.teamId ?? ''] : named);
  return refusal === undefined ? verdict : { allowed: false, status: 403, reason: refusal };
}

/** The verdict of a call's access rule: what it touches, and whether the user may see it. */
function scopeVerdict(
  user: SessionUser,
  call: CallSpec,
  params: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
  forceTeamIds: string | undefined,
): Verdict {
  const { access } = call;
  const noCall: Verdict = {
    allowed: false,
    status: 404,
    reason: `no call ${call.method} ${call.path}`,
  };
  switch (access.kind) {
    case 'internal':
      return { allowed: false, status: 403, reason: access.reason };
    case 'anyUser':
      return { allowed: true, call, ...(forceTeamIds ? { forceTeamIds } : {}) };
    case 'page':
      return canAccessPage(user, access.page)
        ? { allowed: true, call }
        : {
            allowed: false,
            status: 403,
            reason: `the ${access.page} page is not open to your role`,
          };
    case 'team': {
      const teamId = params[access.param] ?? '';
      const kind = sessionsOf(access.sessions, params);
      if (kind === undefined) return noCall;
      return canSeeTeamData(user, teamId, kind)
        ? { allowed: true, call, teamId }
        : { allowed: false, status: 403, reason: `you may not see team ${teamId}` };
    }
    case 'session':
    case 'sessionInQuery': {
      const raw = access.kind === 'session' ? params[access.param] : query.get(access.query);
      // Without an id (a query form sent bare) there is nothing to see: dataaccess refuses it.
      if (raw === undefined || raw === null || raw === '') return { allowed: true, call };
      const sessionId = sessionIdOf(raw);
      return sessionId === '' ? noCall : { allowed: true, call, sessionId };
    }
    case 'player': {
      const reads = sessionsOf(access.sessions, params);
      if (reads === undefined) return noCall;
      return { allowed: true, call, player: { id: params[access.param] ?? '', reads } };
    }
    case 'note':
      return {
        allowed: true,
        call,
        sessionId: params[access.session] ?? '',
        player: { id: params[access.player] ?? '', reads: 'notes' },
      };
    case 'self': {
      const email = params[access.param] ?? '';
      if (email.toLowerCase() !== user.email.toLowerCase())
        return { allowed: false, status: 403, reason: 'you may only read or change your own' };
      const sessionId = access.session === undefined ? undefined : params[access.session];
      return sessionId === undefined ? { allowed: true, call } : { allowed: true, call, sessionId };
    }
  }
}
