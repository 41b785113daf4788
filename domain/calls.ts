/**
 * Every REST call of dataaccess, declared once: its method and path (Fastify style, under
 * `/dataaccess/`), who may make it through the gateway, and whether it only reads or changes
 * something. dataaccess mounts its routes from these entries and refuses to start with a route
 * that has none; the gateway derives its access policy from them (no list of expressions of
 * its own); the web builds every call's URL from them. Adding a call is one entry here.
 *
 * The access rule names what the call touches (a team, a session, a player, the user's own
 * records, a page) so the gateway runs the right ownership check; the effect says whether the
 * grant's write letter is needed (docs/decisions/0024-one-contract-for-every-call.md).
 */
import type { z } from 'zod';
import type { Page } from './access';
import type { SessionKind } from './team-access';
import {
  alertHitRow,
  bulkStateRow,
  alertSettingsRow,
  comparisonRow,
  conferenceRow,
  fullSessionRow,
  playerListRow,
  playerLoadRow,
  teamLoadRow,
  playerNoteStatusRow,
  playerNumbersRow,
  playerSessionRow,
  playerSummaryRow,
  practiceTrackingRow,
  processingStatusRow,
  profileRow,
  combineDrillRow,
  combineStartRow,
  dataOpsReplyRow,
  datasetEntityRow,
  decodedTrackRow,
  gameRemovedPlaysRow,
  gameReprocessAnswerRow,
  gameReprocessStatusRow,
  livePracticeRow,
  loggedPracticeEventRow,
  managedPracticeRow,
  processingStatusEntryRow,
  replicaCheckRow,
  savedPlayerNoteRow,
  scheduleEventRow,
  scoreLineRow,
  seasonWeekRow,
  sessionFlightRow,
  sessionDaysRow,
  sessionMetaRow,
  sessionTrackRow,
  speedPointRow,
  storedExclusionRow,
  storedTableRow,
  teamGameRow,
  teamPlayerRow,
  teamPracticeRow,
  teamSettingsRow,
  userPreferencesRow,
  venueRow,
  practiceAreaRow,
  venueProxyRow,
} from './rows';
import { aboutRow } from './rows/about';
import { aboutBody } from './requests/about';
import { siteEntitiesRow, teamEntitiesRow, entityRecordRow } from './rows/entities';
import {
  addEntityBody,
  editEntityBody,
  entitiesSiteQuery,
  entitiesTeamQuery,
} from './requests/entities';
import { teamZonesBody } from './requests/zones';
import { teamZonesRow } from './rows/zones';
import { customerUserRow } from './rows/customers';
import { addAreaBody, editAreaBody } from './requests/areas';
import { addCustomerUserBody } from './requests/customers';
import { PDF_TYPE, pdfStateRow, sessionPdfQuery } from './requests/report';
import { bulkCsvQuery, sessionCsvQuery } from './requests/exports';
import { zoneQuery } from './requests/common';
import { ballFilteredCsvQuery, ballFlightsCsvQuery, ballFlightsQuery } from './requests/ball';
import { alertHitBody, alertHitsQuery, alertSettingsBody } from './requests/alerts';
import { changeCombineBody, startCombineBody } from './requests/combine';
import { comparisonQuery } from './requests/comparison';
import { ingestBody, venueHealthBody, venueProxyQuery } from './requests/feeds';
import { revokedSessionBody } from './requests/users';
import {
  playerListQuery,
  playerSessionsQuery,
  scheduleRangeQuery,
  seasonWeeksQuery,
  sessionDaysQuery,
  standingsQuery,
  teamGamesQuery,
  teamPlayersQuery,
  teamPracticesQuery,
  venuesQuery,
} from './requests/lists';
import { excludedPlayersBody, playerNoteBody, teamNotesQuery } from './requests/notes';
import { loadQuery } from './requests/load';
import { customTableBody, customTableReadQuery, customTableSaveQuery } from './requests/tables';
import { preferenceBody, preferenceQuery, teamSettingsBody } from './requests/settings';
import {
  createPracticeBody,
  createPracticeQuery,
  editPracticeBody,
  managedPracticeBody,
  manageQuery,
  practiceCommandBody,
  practiceEventsBody,
  practiceStepQuery,
  reviewPracticeBody,
  scheduleGameIdQuery,
  scheduleItemQuery,
  scheduleListQuery,
  scheduleTeamQuery,
  startPracticeBody,
  startPracticeQuery,
} from './requests/practice';
import { profileBody, profileQuery, profileWriteQuery } from './requests/profiles';
import {
  assignEntitiesBody,
  assignEntitiesQuery,
  dataOpsActionQuery,
  datasetsQuery,
  partialReprocessBody,
  processingStatusQuery,
  removedPlaysBody,
} from './requests/dataops';
import {
  datasetQuery,
  fullPracticeQuery,
  liveTracksQuery,
  practiceTrackingQuery,
  velocityGraphQuery,
  venueTracksQuery,
} from './requests/sessions';

/** The HTTP methods of the API. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Which kind of sessions a team-scoped read is of: fixed, or named by a path parameter whose
 * value is `practices` or `games` (or a bulk CSV's `practiceBallFlights`, `gameBallFlights`; any
 * other value is not a call).
 */
export type SessionsOf = SessionKind | { readonly param: string };

/** What a call touches, so the gateway runs the right ownership check. */
export type CallAccess =
  /** Never through the gateway: only feeds, the sign-in flow or the gateway itself make it. */
  | { readonly kind: 'internal'; readonly reason: string }
  /** Any signed-in user; team ids in the query are checked. */
  | { readonly kind: 'anyUser' }
  /** The team named by a path parameter. */
  | { readonly kind: 'team'; readonly param: string; readonly sessions: SessionsOf }
  /** The practice or game named by a path parameter (its team is looked up). */
  | { readonly kind: 'session'; readonly param: string }
  /** The practice or game named by a query parameter (its team is looked up). */
  | { readonly kind: 'sessionInQuery'; readonly query: string }
  /** The practices or games of the player named by a path parameter (their team is looked up). */
  | { readonly kind: 'player'; readonly param: string; readonly sessions: SessionsOf }
  /**
   * A player's note in a session (02 §6): the session is checked, then the player's team:
   * notes are only for its own users and the all-teams roles.
   */
  | { readonly kind: 'note'; readonly session: string; readonly player: string }
  /**
   * The signed-in user's own records, named by the email in a path parameter (in any case);
   * the session named by `session`, when set, is checked too.
   */
  | { readonly kind: 'self'; readonly param: string; readonly session?: string }
  /** A page of the operations area. */
  | { readonly kind: 'page'; readonly page: Page };

/**
 * What a call does. `read` changes nothing. `write` changes a team's data or the product's: it
 * needs the grant's write letter for that team and is refused from another site whatever its
 * method. `own` changes only the signed-in user's own records (their tables, preferences,
 * excluded players): refused from another site, but a reader keeps their own views.
 */
export type CallEffect = 'read' | 'write' | 'own';

/** A role a call needs beside its access rule (01 §6, 02 §6, 03 §2). */
export type CallRole =
  /** Runs or changes a practice. */
  | 'manages'
  /** Creates a practice. */
  | 'creates'
  /** Edits a game's removed plays or reprocesses it, of the user's own team's games. */
  | 'managesGames'
  /** Writes what only staff write (player notes, targeted reprocess). */
  | 'staff'
  /** The platform admin only (the API's own description: it lists every internal route). */
  | 'admin'
  /**
   * Edits a team's speed zones: the platform admin, and customers, pro-league staff and
   * college staff of their own team (02 §6, 03 §6); the write letter is checked as for any write.
   */
  | 'editsZones';

/** One call of the API. */
export interface CallSpec {
  readonly method: CallMethod;
  /** The dataaccess path, Fastify style: `schedule/:id`. */
  readonly path: string;
  readonly access: CallAccess;
  readonly effect: CallEffect;
  readonly role?: CallRole;
  /**
   * Reads other sessions of the session's teams (a comparison set): the gateway tells
   * dataaccess which sides' practices and games the user may see.
   */
  readonly readsTeamHistory?: true;
  /**
   * The shape of each row the call answers with (the envelope's `results`). The web's client
   * checks every answer against it and types the rows by it; dataaccess checks its own answers
   * against it where answers are checked (tests, development) and the OpenAPI document shows it.
   */
  readonly result?: z.ZodType;
  /** The query parameters the call takes, checked by dataaccess before its handler runs. */
  readonly query?: z.ZodType;
  /** The JSON body of a write, checked by dataaccess before its handler runs. */
  readonly body?: z.ZodType;
  /**
   * The content type of the file the call answers instead of rows (a CSV export): read with
   * the web's file download, not as rows.
   */
  readonly file?: string;
}

/** What a call declares beside its method, path, access and effect. */
type CallExtra = Pick<CallSpec, 'role' | 'readsTeamHistory' | 'result' | 'query' | 'body' | 'file'>;

/** What a call that declares nothing beside its access and effect has: none of the extras. */
type NoExtra = Readonly<Partial<Record<keyof CallExtra, undefined>>>;

const call = <
  const M extends CallMethod,
  const P extends string,
  const X extends CallExtra = NoExtra,
>(
  method: M,
  path: P,
  access: CallAccess,
  effect: CallEffect,
  extra: X = {} as X,
): Omit<CallSpec, keyof CallExtra> & { readonly method: M; readonly path: P } & X => ({
  method,
  path,
  access,
  effect,
  ...extra,
});

const internal = (reason: string): CallAccess => ({ kind: 'internal', reason });
const anyUser: CallAccess = { kind: 'anyUser' };
const session = (param: string): CallAccess => ({ kind: 'session', param });
const team = (param: string, sessions: SessionsOf): CallAccess => ({
  kind: 'team',
  param,
  sessions,
});
const page = (name: Page): CallAccess => ({ kind: 'page', page: name });

const SIGN_IN = 'sign-in goes through /login';
const SIGN_OUT = 'sign-out goes through /logout';
const FEED = 'positions come from the location feed only';

/** The content type of the CSV exports (02 §5). */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** Every call, by name. */
export const CALLS = {
  // The system's own.
  openApi: call('GET', 'openapi.json', anyUser, 'read', { role: 'admin' }),
  health: call('GET', 'health', anyUser, 'read'),

  // Sign-in and sign-out: the gateway's own calls.
  login: call('GET', 'login', internal(SIGN_IN), 'read'),
  logout: call('GET', 'logout', internal(SIGN_IN), 'write'),
  user: call('GET', 'users/:email', internal(SIGN_IN), 'read'),
  revokeSession: call('POST', 'sessions/revoked', internal(SIGN_OUT), 'write', {
    body: revokedSessionBody,
  }),
  revokedSessions: call('GET', 'sessions/revoked', internal(SIGN_OUT), 'read'),

  // The schedule.
  scheduledEvents: call('GET', 'scheduledevents', anyUser, 'read', {
    query: scheduleRangeQuery,
    result: scheduleEventRow,
  }),
  mobileScheduledEvents: call('GET', 'mobile/scheduledevents', anyUser, 'read', {
    query: scheduleRangeQuery,
    result: scheduleEventRow,
  }),
  scheduleList: call('GET', 'schedule/list', anyUser, 'read', {
    query: scheduleListQuery,
    result: scheduleEventRow,
  }),
  scheduleTeam: call('GET', 'scheduleteam', anyUser, 'read', {
    query: scheduleTeamQuery,
    result: scoreLineRow,
  }),
  scheduleByGameId: call('GET', 'schedule/gameid/:id', session('id'), 'read', {
    result: scheduleEventRow,
  }),
  scheduleByGameIdQuery: call(
    'GET',
    'schedulegameid',
    { kind: 'sessionInQuery', query: 'gameId' },
    'read',
    { query: scheduleGameIdQuery, result: scheduleEventRow },
  ),
  scheduleItem: call('GET', 'schedule/:id', session('id'), 'read', {
    query: scheduleItemQuery,
    result: sessionMetaRow,
  }),
  sessionHistory: call('GET', 'session/:id/history', session('id'), 'read'),
  createPractice: call('POST', 'schedule', anyUser, 'write', {
    role: 'creates',
    query: createPracticeQuery,
    body: createPracticeBody,
    result: scheduleEventRow,
  }),
  editPractice: call('PUT', 'schedule/:id', session('id'), 'write', {
    role: 'manages',
    query: scheduleItemQuery,
    body: editPracticeBody,
  }),
  // The review sign-off (03 §4) is the Monitor's (docs/decisions/0022-monitor-review-call.md).
  reviewPractice: call('PUT', 'schedule/:id/review', page('monitor'), 'write', {
    query: scheduleItemQuery,
    body: reviewPracticeBody,
  }),
  deletePractice: call('DELETE', 'schedule/:id', session('id'), 'write', {
    role: 'manages',
    query: scheduleItemQuery,
  }),
  // Without a practice id: reaches dataaccess only to be refused with its message.
  deletePracticeWithoutId: call('DELETE', 'schedule', anyUser, 'write', {
    query: scheduleItemQuery,
  }),
  nflWeeks: call('GET', 'nflweeks', anyUser, 'read', {
    query: seasonWeeksQuery,
    result: seasonWeekRow,
  }),
  teamTables: call('GET', 'teamtables', anyUser, 'read', {
    query: standingsQuery,
    result: conferenceRow,
  }),
  venues: call('GET', 'venues', anyUser, 'read', { query: venuesQuery, result: venueRow }),

  // Practice profiles (03 §7).
  profiles: call('GET', 'profile/list', anyUser, 'read', {
    query: profileQuery,
    result: profileRow,
  }),
  createProfile: call('POST', 'profile', page('profiles'), 'write', {
    role: 'manages',
    query: profileWriteQuery,
    body: profileBody,
  }),
  editProfile: call('PUT', 'profile/:id', page('profiles'), 'write', {
    role: 'manages',
    query: profileWriteQuery,
    body: profileBody,
  }),
  deleteProfile: call('DELETE', 'profile/:id', page('profiles'), 'write', {
    role: 'manages',
    query: profileWriteQuery,
  }),

  // A team's sessions.
  teamPractices: call('GET', 'practices/:teamId', team('teamId', 'practice'), 'read', {
    query: teamPracticesQuery,
    result: teamPracticeRow,
  }),
  teamGames: call('GET', 'games/:teamId', team('teamId', 'game'), 'read', {
    query: teamGamesQuery,
    result: teamGameRow,
  }),
  teamPlayers: call(
    'GET',
    'teamplayers/:teamId/:event',
    team('teamId', { param: 'event' }),
    'read',
    { query: teamPlayersQuery, result: teamPlayerRow },
  ),
  sessionDays: call(
    'GET',
    'sessiondays/:teamId/:event',
    team('teamId', { param: 'event' }),
    'read',
    { query: sessionDaysQuery, result: sessionDaysRow },
  ),

  // Running a practice (03 §2 Practice Manager).
  startDataset: call('POST', 'datasets', anyUser, 'write', {
    role: 'manages',
    query: startPracticeQuery,
    body: startPracticeBody,
    result: managedPracticeRow,
  }),
  mobileStartPractice: call('POST', 'mobile/startpractice', anyUser, 'write', {
    role: 'manages',
    query: startPracticeQuery,
    body: startPracticeBody,
    result: managedPracticeRow,
  }),
  checkReplica: call('GET', 'dataset/:id/checkreplica', session('id'), 'read', {
    result: replicaCheckRow,
  }),
  stopPractice: call('POST', 'dataset/:id/stoppractice', session('id'), 'write', {
    role: 'manages',
  }),
  managedPractice: call('GET', 'manage/:id', session('id'), 'read', {
    query: manageQuery,
    result: managedPracticeRow,
  }),
  editManagedPractice: call('PUT', 'manage/:id', session('id'), 'write', {
    role: 'manages',
    query: manageQuery,
    body: managedPracticeBody,
    result: managedPracticeRow,
  }),
  practiceCommand: call('POST', 'manage/:id/command', session('id'), 'write', {
    role: 'manages',
    body: practiceCommandBody,
  }),
  startPeriod: call('POST', 'manage/:id/startperiod', session('id'), 'write', {
    role: 'manages',
    query: practiceStepQuery,
  }),
  endPeriod: call('POST', 'manage/:id/endperiod', session('id'), 'write', {
    role: 'manages',
    query: practiceStepQuery,
  }),
  endPractice: call('POST', 'manage/:id/endpractice', session('id'), 'write', {
    role: 'manages',
    query: practiceStepQuery,
  }),
  startPractice: call('POST', 'manage/:id/startpractice', session('id'), 'write', {
    role: 'manages',
  }),
  deleteManagedPractice: call('DELETE', 'manage/:id', session('id'), 'write', {
    role: 'manages',
    query: manageQuery,
  }),
  deleteManagedWithoutId: call('DELETE', 'manage', anyUser, 'write', { query: manageQuery }),

  // Settings, alert rules and the alert engine's hits.
  userPreferences: call('GET', 'userpreferences', anyUser, 'read', {
    query: preferenceQuery,
    result: userPreferencesRow,
  }),
  saveUserPreferences: call('POST', 'userpreferences', anyUser, 'own', {
    query: preferenceQuery,
    body: preferenceBody,
  }),
  teamSettings: call('GET', 'admin/:teamId/settings', team('teamId', 'practice'), 'read', {
    result: teamSettingsRow,
  }),
  saveTeamSettings: call('POST', 'admin/:teamId/settings', team('teamId', 'practice'), 'write', {
    body: teamSettingsBody,
  }),
  alertRules: call('GET', 'customevents/:teamId', team('teamId', 'practice'), 'read', {
    result: alertSettingsRow,
  }),
  saveAlertRules: call('POST', 'customevents/:teamId', team('teamId', 'practice'), 'write', {
    body: alertSettingsBody,
  }),
  alertHits: call('GET', 'alerts/hits', anyUser, 'read', {
    query: alertHitsQuery,
    result: alertHitRow,
  }),
  recordAlertHits: call(
    'POST',
    'alerts/hits',
    internal("alert hits are recorded by the gateway's alert engine"),
    'write',
    { body: alertHitBody },
  ),

  // Live and stored data of one session.
  ingest: call('POST', 'ingest/:id', internal(FEED), 'write', { body: ingestBody }),
  ingestVenueHealth: call('POST', 'ingest/:siteId/health', internal(FEED), 'write', {
    body: venueHealthBody,
  }),
  livePractice: call('GET', 'livepractice/:id', session('id'), 'read', {
    result: livePracticeRow,
  }),
  liveTracks: call('GET', 'livetracks/:id', session('id'), 'read', {
    query: liveTracksQuery,
    result: decodedTrackRow,
  }),
  fullPractice: call('GET', 'fullpractice/:id', session('id'), 'read', {
    query: fullPracticeQuery,
    result: fullSessionRow,
  }),
  playerMetricsPost: call(
    'GET',
    'playermetrics/:playerId/post',
    { kind: 'sessionInQuery', query: 'datasetId' },
    'read',
    { query: datasetQuery, result: playerNumbersRow },
  ),
  velocityGraph: call('GET', 'velocitygraph/:key', session('key'), 'read', {
    query: velocityGraphQuery,
    result: speedPointRow,
  }),
  venueTracks: call(
    'GET',
    'venue/:gameOrVenue/tracks',
    { kind: 'sessionInQuery', query: 'datasetId' },
    'read',
    { query: venueTracksQuery, result: sessionTrackRow },
  ),
  practiceTracking: call('GET', 'practicetracking/:id', session('id'), 'read', {
    query: practiceTrackingQuery,
    result: practiceTrackingRow,
  }),
  processing: call('GET', 'processing/:id', session('id'), 'read', { result: processingStatusRow }),
  comparison: call('GET', 'comparison/:id', session('id'), 'read', {
    readsTeamHistory: true,
    query: comparisonQuery,
    result: comparisonRow,
  }),
  partialReprocess: call('POST', 'partialreprocess/:id', session('id'), 'write', {
    role: 'staff',
    body: partialReprocessBody,
  }),

  // Exports: a session's CSVs read that session; a bulk CSV reads a team's practices or games.
  sessionCsv: call('GET', 'reports/csv/:id', session('id'), 'read', {
    query: sessionCsvQuery,
    file: CSV_TYPE,
  }),
  playsCsv: call('GET', 'reports/plays/:id', session('id'), 'read', {
    query: zoneQuery,
    file: CSV_TYPE,
  }),
  bulkCsv: call(
    'GET',
    'reports/bulk/:teamId/:dataType/:range',
    team('teamId', { param: 'dataType' }),
    'read',
    { query: bulkCsvQuery, result: bulkStateRow, file: CSV_TYPE },
  ),
  playerBulkCsv: call(
    'GET',
    'reports/bulk/:teamId/:playerId/:dataType/:range',
    team('teamId', { param: 'dataType' }),
    'read',
    { query: bulkCsvQuery, result: bulkStateRow, file: CSV_TYPE },
  ),

  // Players.
  playerList: call('GET', 'playerlist', anyUser, 'read', {
    query: playerListQuery,
    result: playerListRow,
  }),
  player: call('GET', 'player/:playerId', anyUser, 'read', { result: playerSummaryRow }),
  playerSessions: call(
    'GET',
    'player/:playerId/:event',
    { kind: 'player', param: 'playerId', sessions: { param: 'event' } },
    'read',
    { query: playerSessionsQuery, result: playerSessionRow },
  ),
  // Load over time (issue 36; designed): a player's days, a team's players on a day, and
  // their CSVs. Practices count, so those who may see the team's practices read them.
  playerLoad: call(
    'GET',
    'playerload/:playerId',
    { kind: 'player', param: 'playerId', sessions: 'practice' },
    'read',
    { query: loadQuery, result: playerLoadRow },
  ),
  playerLoadCsv: call(
    'GET',
    'reports/playerload/:playerId',
    { kind: 'player', param: 'playerId', sessions: 'practice' },
    'read',
    { query: loadQuery, file: CSV_TYPE },
  ),
  teamLoad: call('GET', 'teamload/:teamId', team('teamId', 'practice'), 'read', {
    query: loadQuery,
    result: teamLoadRow,
  }),
  teamLoadCsv: call('GET', 'reports/teamload/:teamId', team('teamId', 'practice'), 'read', {
    query: loadQuery,
    file: CSV_TYPE,
  }),
  playerNote: call(
    'GET',
    'playernote/:gameId/:playerId',
    { kind: 'note', session: 'gameId', player: 'playerId' },
    'read',
    { result: savedPlayerNoteRow },
  ),
  savePlayerNote: call(
    'POST',
    'playernote/:gameId/:playerId',
    { kind: 'note', session: 'gameId', player: 'playerId' },
    'write',
    { role: 'staff', body: playerNoteBody, result: savedPlayerNoteRow },
  ),
  teamPlayerNotes: call('GET', 'playernotes/:teamId', team('teamId', 'practice'), 'read', {
    query: teamNotesQuery,
    result: playerNoteStatusRow,
  }),

  // The user's own tables and exclusions.
  customTables: call('GET', 'customtable/:email', { kind: 'self', param: 'email' }, 'read', {
    query: customTableReadQuery,
    result: storedTableRow,
  }),
  saveCustomTable: call(
    'POST',
    'customtable/:email/:live',
    { kind: 'self', param: 'email' },
    'own',
    { query: customTableSaveQuery, body: customTableBody, result: storedTableRow },
  ),
  excludedPlayers: call(
    'GET',
    'excludedplayers/:email/:sessionId',
    { kind: 'self', param: 'email', session: 'sessionId' },
    'read',
    { result: storedExclusionRow },
  ),
  saveExcludedPlayers: call(
    'POST',
    'excludedplayers/:email/:sessionId',
    { kind: 'self', param: 'email', session: 'sessionId' },
    'own',
    { body: excludedPlayersBody, result: storedExclusionRow },
  ),

  // Loggers (03 §2): read by whoever may see the practice, written by those who run it.
  combineDrills: call('GET', 'combine/event/:id', session('id'), 'read', {
    result: combineDrillRow,
  }),
  startCombineDrill: call('POST', 'combine/event/:id', session('id'), 'write', {
    role: 'manages',
    body: startCombineBody,
    result: combineStartRow,
  }),
  editCombineDrill: call('PUT', 'combine/event/:id/:eventId', session('id'), 'write', {
    role: 'manages',
    body: changeCombineBody,
    result: combineDrillRow,
  }),
  // A GET in the spec that computes and records the drill's results.
  finalizeCombine: call('GET', 'combine/event/:id/finalize', session('id'), 'write', {
    role: 'manages',
  }),
  practiceEvents: call('GET', 'practiceevents/:id', session('id'), 'read', {
    result: loggedPracticeEventRow,
  }),
  logPracticeEvent: call('POST', 'practiceevents/:id', session('id'), 'write', {
    role: 'manages',
    body: practiceEventsBody,
    result: loggedPracticeEventRow,
  }),

  // Game Manage (03 §2, §7).
  removedPlays: call('GET', 'ignoreplaysforgame/:gameId', session('gameId'), 'read', {
    result: gameRemovedPlaysRow,
  }),
  saveRemovedPlays: call('POST', 'ignoreplaysforgame/:gameId', session('gameId'), 'write', {
    role: 'managesGames',
    body: removedPlaysBody,
  }),
  // A GET in the spec that starts the game's reprocess.
  reprocessGame: call('GET', 'reprocessgame/:gameId', session('gameId'), 'write', {
    role: 'managesGames',
    result: gameReprocessAnswerRow,
  }),
  reprocessGameStatus: call('GET', 'reprocessgame/:gameId/status', session('gameId'), 'read', {
    result: gameReprocessStatusRow,
  }),

  // Operations (03 §4–§7).
  venueProxy: call('GET', 'venue_proxy', page('health'), 'read', {
    query: venueProxyQuery,
    result: venueProxyRow,
  }),
  // A GET in the spec whose actionType runs a data-ops action.
  dataOpsAction: call('GET', 'dataset/:teamId/dataops', page('dataops'), 'write', {
    query: dataOpsActionQuery,
    result: dataOpsReplyRow,
  }),
  datasets: call('GET', 'datasets', page('dataops'), 'read', { query: datasetsQuery }),
  datasetEntities: call('GET', 'datasets/:datasetId/entities', page('dataops'), 'read', {
    result: datasetEntityRow,
  }),
  assignDatasetEntities: call('PUT', 'datasets/:datasetId/entities', page('dataops'), 'write', {
    query: assignEntitiesQuery,
    body: assignEntitiesBody,
    result: dataOpsReplyRow,
  }),
  processingStatus: call('GET', 'processing/status/:teamId', page('status'), 'read', {
    query: processingStatusQuery,
    result: processingStatusEntryRow,
  }),

  // Ball metrics (02 §2 Ball metrics page): the flights of a session, who threw them, when.
  ballFlights: call('GET', 'ballflights/:id', session('id'), 'read', {
    query: ballFlightsQuery,
    result: sessionFlightRow,
  }),
  // Their CSVs (02 §7 Ball-flight CSV): the page's flights with its filters, or the totals.
  ballFlightsCsv: call('GET', 'reports/ballflights/:id', session('id'), 'read', {
    query: ballFlightsCsvQuery,
    file: CSV_TYPE,
  }),
  // Export Filtered Data (02 §9 Export menu): the rows the page's grid shows, as it groups them.
  ballFilteredCsv: call('GET', 'reports/ballflights/:id/filtered', session('id'), 'read', {
    query: ballFilteredCsvQuery,
    file: CSV_TYPE,
  }),

  // The report page (02 §2 Report page, 02 §7 PDF): staff only, of a completed session.
  sessionPdf: call('GET', 'reports/pdf/:id', session('id'), 'read', {
    role: 'staff',
    query: sessionPdfQuery,
    result: pdfStateRow,
    file: PDF_TYPE,
  }),

  // The About page (03 §2 About, §7 about): read by every signed-in user, edited by the
  // platform admin only (with the write letter, which the admin always holds).
  about: call('GET', 'about', anyUser, 'read', { result: aboutRow }),
  editAbout: call('PUT', 'about', anyUser, 'write', { role: 'admin', body: aboutBody }),
  // A team's speed zones (02 §3 Zones; 03 §3 Customers' zone editors), which the metrics
  // engine uses for the team's sessions processed after a change. Read by whoever sees the
  // team's practices; written by the admin or the team's own zone editors with the write letter.
  teamZones: call('GET', 'customers/:teamId/zones', team('teamId', 'practice'), 'read', {
    result: teamZonesRow,
  }),
  saveTeamZones: call('PUT', 'customers/:teamId/zones', team('teamId', 'practice'), 'write', {
    role: 'editsZones',
    body: teamZonesBody,
  }),
  // The Customers screen's user table (03 §2 Customers, 'Users & Players'): the users of a
  // team, for the page's users (the platform admin).
  customerUsers: call('GET', 'customers/:teamId/users', page('customers'), 'read', {
    result: customerUserRow,
  }),
  addCustomerUser: call('POST', 'customers/:teamId/users', page('customers'), 'write', {
    body: addCustomerUserBody,
    result: customerUserRow,
  }),
  // The Customers screen's practice areas (03 §2, §3 Practice area, §5; 03 §7 shows them as
  // venue/{teamId}/practicearea with a form upload): a venue's fields with their image, which
  // the practice viewer draws under the players. The platform admin's, with the write letter.
  addPracticeArea: call('POST', 'venues/:siteId/areas', page('customers'), 'write', {
    body: addAreaBody,
    result: practiceAreaRow,
  }),
  editPracticeArea: call('PUT', 'venues/:siteId/areas/:areaId', page('customers'), 'write', {
    body: editAreaBody,
    result: practiceAreaRow,
  }),
  // The user guide (03 §7 about/userguide/{id}), built from the product's own guide.
  userGuide: call('GET', 'about/userguide/:id', anyUser, 'read', { file: PDF_TYPE }),

  // The Entities screen (03 §2 Entities, §5 Entities, §7 entitiesbyteam and entities): the NOC
  // page's users, of the team named by `teamId` (the gateway checks it, and the write letter
  // for that team on a change); the server computes the duplicate-tag alerts.
  teamEntities: call('GET', 'entitiesbyteam/list', page('entities'), 'read', {
    query: entitiesTeamQuery,
    result: teamEntitiesRow,
  }),
  addEntity: call('POST', 'entities', page('entities'), 'write', {
    query: entitiesTeamQuery,
    body: addEntityBody,
    result: entityRecordRow,
  }),
  editEntity: call('PUT', 'entities/:entityId', page('entities'), 'write', {
    query: entitiesTeamQuery,
    body: editEntityBody,
    result: entityRecordRow,
  }),
  siteEntities: call('GET', 'entitiesbysite/list', page('entities'), 'read', {
    query: entitiesSiteQuery,
    result: siteEntitiesRow,
  }),
  rosterConflictsCsv: call('GET', 'entitiesbyteam/conflicts', page('entities'), 'read', {
    query: entitiesTeamQuery,
    file: CSV_TYPE,
  }),
} as const;

/** The name of a call. */
export type CallName = keyof typeof CALLS;

/** Every call, as a list. */
export const CALL_LIST: readonly CallSpec[] = Object.values(CALLS);

/** The parameter names of a path: `schedule/:id/review` has `id`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a call needs, by name. */
export type CallParams<C extends { readonly path: string }> = [ParamNames<C['path']>] extends [
  never,
]
  ? Record<string, never>
  : Readonly<Record<ParamNames<C['path']>, string | number>>;

/**
 * A call's path with its parameters filled in, each percent-encoded (an email's `@`, a
 * separator in an id), without the leading slash.
 */
export function callPath<C extends CallSpec>(spec: C, params: CallParams<C>): string {
  const values = params as Readonly<Record<string, string | number>>;
  return spec.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = values[segment.slice(1)];
      if (value === undefined || value === '') {
        throw new Error(`${spec.method} ${spec.path}: ${segment.slice(1)} is required`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
}

/** The row a call answers with: its `result` schema's output, `unknown` where it has none. */
export type CallRow<C> = C extends { readonly result: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

/** A value as a caller may hold it: lists and records it never changes may be readonly. */
export type ReadonlyInput<T> = T extends readonly (infer E)[]
  ? readonly ReadonlyInput<E>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyInput<T[K]> }
    : T;

/** The body a write sends: its `body` schema's input (readonly where the caller keeps it so). */
export type CallBody<C> = C extends { readonly body: infer S extends z.ZodType }
  ? ReadonlyInput<z.input<S>>
  : unknown;

/**
 * A query parameter as a caller sends it: the schema's input where that is text or a number
 * (an enum's words, an id), a number or its text where the schema coerces one.
 */
type QueryParam<T> = unknown extends T ? string | number : Extract<T, string | number>;

/**
 * The query a call takes, typed by its `query` schema's input: the parameters it names and
 * no others, the required ones required, an enum's words only; a call without a query schema
 * takes none. A query the server would refuse by its shape does not compile.
 */
export type CallQuery<C> = C extends { readonly query: infer S extends z.ZodType }
  ? z.input<S> extends infer I extends object
    ? {
        readonly [K in keyof I]: QueryParam<I[K]> | (object extends Pick<I, K> ? undefined : never);
      }
    : never
  : Record<string, never>;

/** The key a call is known by: `PUT schedule/:id`. */
export const callKey = (spec: Pick<CallSpec, 'method' | 'path'>): string =>
  `${spec.method} ${spec.path}`;

/** The kind of sessions a `practices`/`games` parameter names; undefined for any other value. */
export function sessionKindOfParam(value: string | undefined): SessionKind | undefined {
  if (value === 'practices' || value === 'practiceBallFlights') return 'practice';
  if (value === 'games' || value === 'gameBallFlights') return 'game';
  return undefined;
}
