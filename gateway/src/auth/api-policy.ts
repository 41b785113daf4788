/**
 * Who may make which dataaccess call through the gateway: one table of rules, checked on
 * the server for every REST request, using the shared predicates of `domain/`. The first
 * matching rule decides; a call no rule names is refused.
 */
import {
  canAccessPage,
  canManageGame,
  canCreatePractice,
  canManagePractice,
  canSeeTeamData,
  hasAllTeams,
  isStaff,
  type Page,
  type SessionKind,
} from '../../../domain';
import type { SessionUser } from './users';

/** What a call touches, so the right ownership check runs. */
export type Scope =
  /** Refused to users: only feeds or the gateway itself make these calls. */
  | { kind: 'deny'; reason: string }
  /** Any signed-in user; team ids in the query are checked. */
  | { kind: 'open' }
  /** The team named by a path segment. */
  | { kind: 'team'; group: number; sessionKind: 'practice' | 'game' }
  /**
   * The practice or game named by a path segment, or by a query parameter when `queryParam`
   * is set (its team is looked up).
   */
  | { kind: 'session'; group: number; queryParam?: string }
  /** The practices or games of the player named by a path segment (their team is looked up). */
  | { kind: 'player'; group: number; sessionKind: SessionKind }
  /**
   * A player's note in a session (02 §6): the session is checked as for `session`, then the
   * player's team (looked up): notes are only for its own users and the all-teams roles.
   */
  | { kind: 'note'; sessionGroup: number; playerGroup: number }
  /**
   * The signed-in user's own records, named by the email in a path segment (in any case);
   * team ids in the query are checked as for every call, and the session named by the
   * `sessionGroup` segment, when set, as for `session`.
   */
  | { kind: 'self'; group: number; sessionGroup?: number }
  /** A page of the operations area (admin-type pages). */
  | { kind: 'page'; page: Page };

/** One rule of the table. */
export interface ApiRule {
  readonly pattern: RegExp;
  readonly methods: readonly string[];
  readonly scope: Scope;
  /** Changes a practice: needs the management role as well. */
  readonly manages?: boolean;
  /** Creates a practice: needs the create role as well. */
  readonly creates?: boolean;
  /** Writes what only staff write (player notes, targeted reprocess, 02 §6): customers and data operations may not. */
  readonly staff?: boolean;
  /**
   * Changes a game's removed plays or reprocesses it (03 §2 Game Manage): needs a role that
   * manages games, and the proxy checks that the game is one of the user's team's (or any, for
   * the all-teams roles) once its teams are known.
   */
  readonly managesGames?: boolean;
  /**
   * Reads other sessions of the session's teams (the comparison set): the proxy tells
   * dataaccess which sides' practices and games the user may see, once the sides are known.
   */
  readonly readsTeamHistory?: boolean;
}

const READ = ['GET'];
const ALL = ['GET', 'POST', 'PUT', 'DELETE'];

/** The table, most specific first. Paths are dataaccess paths without the leading slash. */
export const API_RULES: readonly ApiRule[] = [
  {
    pattern: /^ingest\//,
    methods: ALL,
    scope: { kind: 'deny', reason: 'positions come from the location feed only' },
  },
  {
    pattern: /^(login|logout|users\/)/,
    methods: ALL,
    scope: { kind: 'deny', reason: 'sign-in goes through /login' },
  },
  {
    pattern: /^sessions\//,
    methods: ALL,
    scope: { kind: 'deny', reason: 'sign-out goes through /logout' },
  },
  { pattern: /^openapi\.json$|^health$/, methods: READ, scope: { kind: 'open' } },
  // Reading a practice as the manage page shows it is a read of that practice.
  { pattern: /^manage\/([^/]+)$/, methods: READ, scope: { kind: 'session', group: 1 } },
  {
    pattern: /^manage\/([^/]+)(\/|$)/,
    methods: ['POST', 'PUT', 'DELETE'],
    scope: { kind: 'session', group: 1 },
    manages: true,
  },
  // A practice's logged events (03 §2 Log Plays panel, Event Logger): read by whoever may see
  // the practice, logged by those who may run it, as its manage calls.
  { pattern: /^practiceevents\/([^/]+)$/, methods: READ, scope: { kind: 'session', group: 1 } },
  {
    pattern: /^practiceevents\/([^/]+)$/,
    methods: ['POST'],
    scope: { kind: 'session', group: 1 },
    manages: true,
  },
  // A practice's combine drills (03 §2 Combine Logger): read by whoever may see the practice;
  // started, ended, changed and finalised (a GET that computes and records) by those who may
  // run it, as its manage calls.
  {
    pattern: /^combine\/event\/([^/]+)\/finalize$/,
    methods: READ,
    scope: { kind: 'session', group: 1 },
    manages: true,
  },
  { pattern: /^combine\/event\/([^/]+)$/, methods: READ, scope: { kind: 'session', group: 1 } },
  {
    pattern: /^combine\/event\/([^/]+)(\/[^/]+)?$/,
    methods: ['POST', 'PUT'],
    scope: { kind: 'session', group: 1 },
    manages: true,
  },
  // A delete without a practice id reaches dataaccess only to be refused with its message.
  { pattern: /^(manage|schedule)$/, methods: ['DELETE'], scope: { kind: 'open' } },
  {
    pattern: /^dataset\/([^/]+)\/checkreplica$/,
    methods: READ,
    scope: { kind: 'session', group: 1 },
  },
  {
    pattern: /^dataset\/([^/]+)\/stoppractice$/,
    methods: ['POST'],
    scope: { kind: 'session', group: 1 },
    manages: true,
  },
  // Session data that names its session in the query: that session's team is checked.
  {
    pattern: /^(playermetrics\/[^/]+\/post|venue\/[^/]+\/tracks)$/,
    methods: READ,
    scope: { kind: 'session', group: 0, queryParam: 'datasetId' },
  },
  // The query form of schedule/gameid/{id}: the session named by gameId is checked.
  {
    pattern: /^schedulegameid$/,
    methods: READ,
    scope: { kind: 'session', group: 0, queryParam: 'gameId' },
  },
  { pattern: /^schedule$/, methods: ['POST'], scope: { kind: 'open' }, creates: true },
  {
    pattern: /^(datasets|mobile\/startpractice)$/,
    methods: ['POST'],
    scope: { kind: 'open' },
    manages: true,
  },
  // The review sign-off (03 §4) is the Monitor's: its users only, whoever else may edit the
  // practice (docs/decisions/0022-monitor-review-call.md).
  {
    pattern: /^schedule\/[^/]+\/review$/,
    methods: ['PUT'],
    scope: { kind: 'page', page: 'monitor' },
  },
  {
    pattern: /^schedule\/(?!list$|gameid\/)([^/]+)$/,
    methods: ['PUT', 'DELETE'],
    scope: { kind: 'session', group: 1 },
    manages: true,
  },
  // Practice profiles (03 §7): written by those who manage practices, for a team named in
  // teamids (checked below); dataaccess refuses a write without one, or of another team's profile.
  {
    pattern: /^profile$/,
    methods: ['POST'],
    scope: { kind: 'page', page: 'profiles' },
    manages: true,
  },
  {
    pattern: /^profile\/(?!list$)[^/]+$/,
    methods: ['PUT', 'DELETE'],
    scope: { kind: 'page', page: 'profiles' },
    manages: true,
  },
  // Exports: a practice's or game's CSV, or its plays CSV, reads that session; a bulk CSV, of
  // a team or of one of its players, reads the team's practices or its games.
  {
    pattern: /^reports\/(?:csv|plays)\/([^/]+)$/,
    methods: READ,
    scope: { kind: 'session', group: 1 },
  },
  {
    pattern: /^reports\/bulk\/([^/]+)\/(?:[^/]+\/)?practices\/[^/]+$/,
    methods: READ,
    scope: { kind: 'team', group: 1, sessionKind: 'practice' },
  },
  {
    pattern: /^reports\/bulk\/([^/]+)\/(?:[^/]+\/)?games\/[^/]+$/,
    methods: READ,
    scope: { kind: 'team', group: 1, sessionKind: 'game' },
  },
  // A game's comparison set holds each side's past sessions: only those the user may see.
  {
    pattern: /^comparison\/([A-Za-z0-9-]+)$/,
    methods: READ,
    scope: { kind: 'session', group: 1 },
    readsTeamHistory: true,
  },
  {
    pattern:
      /^(livepractice|livetracks|schedule\/gameid|session|fullpractice|practicetracking|reports|highlights|ballflight|velocitygraph)\/([A-Za-z0-9-]+)/,
    methods: READ,
    scope: { kind: 'session', group: 2 },
  },
  { pattern: /^schedule\/(?!list$)([^/]+)$/, methods: READ, scope: { kind: 'session', group: 1 } },
  // The processing bar of a session (03 §2): whoever may see the session; processing/status
  // is the operations page's (below).
  {
    pattern: /^processing\/(?!status$)([A-Za-z0-9-]+)$/,
    methods: READ,
    scope: { kind: 'session', group: 1 },
  },
  // Player notes: customers read their own team's; staff also write them.
  {
    pattern: /^playernote\/([^/]+)\/([^/]+)$/,
    methods: READ,
    scope: { kind: 'note', sessionGroup: 1, playerGroup: 2 },
  },
  {
    pattern: /^playernote\/([^/]+)\/([^/]+)$/,
    methods: ['POST'],
    scope: { kind: 'note', sessionGroup: 1, playerGroup: 2 },
    staff: true,
  },
  // Targeted reprocess of a completed practice: a staff-type check gates it (02 §6).
  {
    pattern: /^partialreprocess\/([^/]+)$/,
    methods: ['POST'],
    scope: { kind: 'session', group: 1 },
    staff: true,
  },
  // Game Manage (03 §2): a game's removed plays and its reprocess status are read by whoever
  // may see the game; saving them and reprocessing (a GET that starts work) are for the roles
  // that manage games, of their own team's games.
  {
    pattern: /^ignoreplaysforgame\/([A-Za-z0-9-]+)$/,
    methods: READ,
    scope: { kind: 'session', group: 1 },
  },
  {
    pattern: /^reprocessgame\/([A-Za-z0-9-]+)\/status$/,
    methods: READ,
    scope: { kind: 'session', group: 1 },
  },
  {
    pattern: /^ignoreplaysforgame\/([A-Za-z0-9-]+)$/,
    methods: ['POST'],
    scope: { kind: 'session', group: 1 },
    managesGames: true,
  },
  {
    pattern: /^reprocessgame\/([A-Za-z0-9-]+)$/,
    methods: READ,
    scope: { kind: 'session', group: 1 },
    managesGames: true,
  },
  {
    pattern: /^(practices|practicerosters|playernotes)\/([^/]+)/,
    methods: READ,
    scope: { kind: 'team', group: 2, sessionKind: 'practice' },
  },
  {
    pattern: /^games\/([^/]+)/,
    methods: READ,
    scope: { kind: 'team', group: 1, sessionKind: 'game' },
  },
  // A team's player averages and session days: of practices, a read of its practices; of games, of its games.
  {
    pattern: /^(?:teamplayers|sessiondays)\/([^/]+)\/practices$/,
    methods: READ,
    scope: { kind: 'team', group: 1, sessionKind: 'practice' },
  },
  {
    pattern: /^(?:teamplayers|sessiondays)\/([^/]+)\/games$/,
    methods: READ,
    scope: { kind: 'team', group: 1, sessionKind: 'game' },
  },
  // Users read their own team's alert hits (the team filter is forced for team users);
  // only the gateway's alert engine records them.
  { pattern: /^alerts\/hits$/, methods: READ, scope: { kind: 'open' } },
  {
    pattern: /^alerts\//,
    methods: ALL,
    scope: { kind: 'deny', reason: "alert hits are recorded by the gateway's alert engine" },
  },
  // Custom tables are the user's own, of a team in the query.
  { pattern: /^customtable\/([^/]+)$/, methods: READ, scope: { kind: 'self', group: 1 } },
  {
    pattern: /^customtable\/([^/]+)\/(?:live|normal)$/,
    methods: ['POST'],
    scope: { kind: 'self', group: 1 },
  },
  // Excluded players are the user's own, of a session they may see.
  {
    pattern: /^excludedplayers\/([^/]+)\/([^/]+)$/,
    methods: ['GET', 'POST'],
    scope: { kind: 'self', group: 1, sessionGroup: 2 },
  },
  {
    pattern: /^(customevents|admin)\/([^/]+)/,
    methods: ['GET', 'POST'],
    scope: { kind: 'team', group: 2, sessionKind: 'practice' },
  },
  {
    pattern: /^(entities|entitiesbyteam|entitiesbysite)\b/,
    methods: ALL,
    scope: { kind: 'page', page: 'entities' },
  },
  // The Data Ops list (03 §7 GET datasets); POST datasets starts a practice (above).
  { pattern: /^datasets$/, methods: READ, scope: { kind: 'page', page: 'dataops' } },
  {
    pattern: /^(dataset\/[^/]+\/dataops|datasets\/[^/]+\/entities)/,
    methods: ALL,
    scope: { kind: 'page', page: 'dataops' },
  },
  { pattern: /^processing\//, methods: READ, scope: { kind: 'page', page: 'status' } },
  { pattern: /^venue_proxy/, methods: READ, scope: { kind: 'page', page: 'health' } },
  { pattern: /^schedule\/list$/, methods: READ, scope: { kind: 'open' } },
  // Players of the teams in teamids (each checked); a team user asking for all gets their own.
  { pattern: /^playerlist$/, methods: READ, scope: { kind: 'open' } },
  // A player's head is open to every user; their practices or games are a read of their
  // team's practices or games.
  { pattern: /^player\/[^/]+$/, methods: READ, scope: { kind: 'open' } },
  {
    pattern: /^player\/([^/]+)\/practices$/,
    methods: READ,
    scope: { kind: 'player', group: 1, sessionKind: 'practice' },
  },
  {
    pattern: /^player\/([^/]+)\/games$/,
    methods: READ,
    scope: { kind: 'player', group: 1, sessionKind: 'game' },
  },
  {
    pattern:
      /^(scheduledevents|mobile\/scheduledevents|scheduleteam|nflweeks|teamtables|venues|userpreferences|profile\/list|about)\b/,
    methods: ['GET', 'POST'],
    scope: { kind: 'open' },
  },
];

/** The decision for one call. */
export type Verdict =
  | {
      allowed: true;
      rule: ApiRule;
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

/** A path segment as sent percent-encoded (`a%40b.example`), decoded; null when malformed. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Decides a call without lookups; a session-scoped call returns the session id to check
 * once its team is known.
 */
export function judge(
  user: SessionUser,
  method: string,
  path: string,
  query: URLSearchParams,
): Verdict {
  const rule = API_RULES.find((r) => r.methods.includes(method) && r.pattern.test(path));
  if (rule === undefined)
    return { allowed: false, status: 404, reason: `no call ${method} ${path}` };
  const { scope } = rule;
  if (scope.kind === 'deny') return { allowed: false, status: 403, reason: scope.reason };
  if (rule.manages === true && !canManagePractice(user)) {
    return { allowed: false, status: 403, reason: 'your role may not manage practices' };
  }
  if (rule.creates === true && !canCreatePractice(user)) {
    return { allowed: false, status: 403, reason: 'your role may not create practices' };
  }
  if (rule.managesGames === true && !canManageGame(user)) {
    return { allowed: false, status: 403, reason: 'your role may not manage games' };
  }
  if (rule.staff === true && !isStaff(user)) {
    return { allowed: false, status: 403, reason: 'only staff may write this' };
  }
  const all = hasAllTeams(user);
  const foreign = queryTeamIds(query).find((t) => !canSeeTeamData(user, t, 'practice'));
  if (foreign !== undefined)
    return { allowed: false, status: 403, reason: `you may not see team ${foreign}` };
  // A team user asking for every team gets their own team's rows only.
  const forceTeamIds =
    !all && user.teamId !== null && (query.get('teamids') ?? '*') === '*' ? user.teamId : undefined;
  const match = rule.pattern.exec(path);
  switch (scope.kind) {
    case 'open':
      return { allowed: true, rule, ...(forceTeamIds ? { forceTeamIds } : {}) };
    case 'page':
      return canAccessPage(user, scope.page)
        ? { allowed: true, rule }
        : {
            allowed: false,
            status: 403,
            reason: `the ${scope.page} page is not open to your role`,
          };
    case 'team': {
      const teamId = match?.[scope.group] ?? '';
      return canSeeTeamData(user, teamId, scope.sessionKind)
        ? { allowed: true, rule, teamId }
        : { allowed: false, status: 403, reason: `you may not see team ${teamId}` };
    }
    case 'session': {
      const raw =
        scope.queryParam === undefined ? (match?.[scope.group] ?? '') : query.get(scope.queryParam);
      // Without an id (a query form sent bare) there is nothing to see: dataaccess refuses it.
      if (raw === null || raw === '') return { allowed: true, rule };
      return { allowed: true, rule, sessionId: raw.split('_')[0] ?? raw };
    }
    case 'player': {
      const id = match?.[scope.group] ?? '';
      return { allowed: true, rule, player: { id, reads: scope.sessionKind } };
    }
    case 'note': {
      const sessionId = match?.[scope.sessionGroup] ?? '';
      const id = match?.[scope.playerGroup] ?? '';
      return { allowed: true, rule, sessionId, player: { id, reads: 'notes' } };
    }
    case 'self': {
      const named = decodedSegment(match?.[scope.group] ?? '');
      if (named === null || named.toLowerCase() !== user.email.toLowerCase())
        return { allowed: false, status: 403, reason: 'you may only read or change your own' };
      const sessionId = scope.sessionGroup === undefined ? undefined : match?.[scope.sessionGroup];
      return sessionId === undefined ? { allowed: true, rule } : { allowed: true, rule, sessionId };
    }
  }
}
