/**
 * The reads of a session's pages (02 §2–§9), as entries of the query cache: the practice or
 * game (schedule/{id}), its processing job, the user's excluded players, its numbers
 * (fullpractice/{id}), the comparison, the team's player notes and the user's custom tables.
 * The session route's loader starts them and the page's hooks pick the answers up, so the
 * reads keyed by the session alone go out together when the route is entered.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS, REFRESH_MS, type CallBody, type CallQuery } from '../../../domain';
import { ApiError, call } from './api';
import { fetchSession } from './session';
import type { ProcessingStatus } from './sessionNumbers';
import { apiQuery, useApiQuery, type ApiQuery, type Refetch } from './useApiQuery';

/** The signed-in user, once per page load for the route guard and the loaders alike. */
export const signedInUserQuery = queryOptions({
  queryKey: ['session'] as const,
  queryFn: ({ signal }) => fetchSession(signal),
});

/** schedule/{id}: the practice or game itself. */
export const sessionMetaQuery = (id: string) => apiQuery(CALLS.scheduleItem, { id });

/** processing/{id}: where an ended practice's processing job stands. */
export const processingQuery = (id: string) => apiQuery(CALLS.processing, { id });

/** The players a user leaves out of a session's averages, as stored. */
export type { StoredExclusion } from '../../../domain';

/** excludedplayers/{email}/{sessionId}: the user's stored exclusions of a session. */
export const exclusionsQuery = (email: string, sessionId: string) =>
  apiQuery(CALLS.excludedPlayers, { email, sessionId });

/** fullpractice/{id}: a session's numbers with the page's filters and exclusions. */
export const fullSessionQuery = (id: string, query: CallQuery<typeof CALLS.fullPractice>) =>
  apiQuery(CALLS.fullPractice, { id }, query);

/** customtable/{email}: the user's stored tables of a team, `live` or normal. */
export const customTablesQuery = (email: string, teamId: string, live: boolean) =>
  apiQuery(CALLS.customTables, { email }, customTableQuery(teamId, live));

/** The query of a user's `live` or normal custom table of a team. */
export const customTableQuery = (
  teamId: string,
  live: boolean,
): CallQuery<typeof CALLS.customTables> => ({
  teamId,
  live: live ? 'yes' : 'no',
});

/** The session itself. */
export const useSessionMeta = (id: string) => useApiQuery(CALLS.scheduleItem, { id });

/** A session's numbers (null: not yet asked for); the previous ones stay while a filter changes. */
export const useFullSession = (id: string | null, query: CallQuery<typeof CALLS.fullPractice>) =>
  useApiQuery(CALLS.fullPractice, id === null ? null : { id }, query, { keepRows: true });

/** The averages the percentages compare with (null: not asked for). */
export const useComparison = (id: string | null, query: CallQuery<typeof CALLS.comparison>) =>
  useApiQuery(CALLS.comparison, id === null ? null : { id }, query);

/** playernotes/{teamId}?dsid={sessionId}: the team's player notes in a session. */
export const playerNotesQuery = (teamId: string, sessionId: string) =>
  apiQuery(CALLS.teamPlayerNotes, { teamId }, { dsid: sessionId });

/** The team's player notes in a session (null team: the user may not see them). */
export const usePlayerNotes = (teamId: string | null, sessionId: string) =>
  useApiQuery(CALLS.teamPlayerNotes, teamId === null ? null : { teamId }, { dsid: sessionId });

/** The user's stored exclusions of a session. */
export const useStoredExclusions = (email: string, sessionId: string) =>
  useApiQuery(CALLS.excludedPlayers, sessionId === '' ? null : { email, sessionId });

/** Whether a processing job has nothing more to do. */
export const processingFinished = (status: ProcessingStatus | null | undefined): boolean =>
  status?.state === 'done' || status?.state === 'failed';

/** The polled status of one session's processing. */
export interface ProcessingRead {
  /** The latest answer; null before the first. */
  readonly status: ProcessingStatus | null;
  /** Why the latest read failed; null when it did not. */
  readonly error: string | null;
}

/**
 * How processing/{id} is polled: every second until the job is done or failed, or the server
 * refuses (4xx); other failures are tried again at the same pace.
 */
const processingRefetch: Refetch<ProcessingStatus> = (query) => {
  const { data, error } = query.state;
  if (error instanceof ApiError && error.httpStatus < 500) return false;
  return processingFinished(data?.[0]) ? false : REFRESH_MS.processing;
};

/** Polls processing/{sessionId} while `active` (an ended practice whose numbers are computed). */
export function useProcessing(sessionId: string, active: boolean): ProcessingRead {
  const read = useQuery({
    ...processingQuery(sessionId),
    enabled: active && sessionId !== '',
    refetchInterval: processingRefetch,
  });
  return {
    status: read.data?.[0] ?? null,
    error: read.error === null ? null : read.error.message,
  };
}

/** One player's numbers in a session, whole and by period (the pop-up's Data view). */
export const usePlayerNumbers = (sessionId: string, playerId: string) =>
  useApiQuery(CALLS.playerMetricsPost, { playerId }, { datasetId: sessionId });

/**
 * One player's speed over a session; during a live practice, read again at the live pace
 * (REFRESH_MS.live): the practice's topic carries each player's numbers, not their speed over
 * time, so the graph is read from the store.
 */
export const useVelocityGraph = (sessionId: string, playerId: string, live: boolean) =>
  useApiQuery(
    CALLS.velocityGraph,
    { key: `${sessionId}_${playerId}` },
    live ? { isLive: 'yes' } : {},
    live ? { refetchIntervalMs: REFRESH_MS.live } : {},
  );

/** A player's note and status in a session (null: the user may not see it). */
export const usePlayerNote = (sessionId: string, playerId: string, visible: boolean) =>
  useApiQuery(CALLS.playerNote, visible ? { gameId: sessionId, playerId } : null);

/** Saves a player's note and status in a session (the read follows with `reload`). */
export const savePlayerNote = (
  sessionId: string,
  playerId: string,
  notes: CallBody<typeof CALLS.savePlayerNote>,
) => call(CALLS.savePlayerNote, { gameId: sessionId, playerId }, { body: notes });

/** Computes the chosen players' numbers of a session again from its stored positions. */
export const reprocessPlayers = (sessionId: string, players: readonly string[]) =>
  call(CALLS.partialReprocess, { id: sessionId }, { body: { players } });

/** A team's completed practices in a window (null team: not asked for), to compare with. */
export const usePastPractices = (teamId: string | null, window: ApiQuery) =>
  useApiQuery(CALLS.teamPractices, teamId === null ? null : { teamId }, window);

/** The alert hits recorded in a session. */
export const useAlertHits = (sessionId: string, teamId: string) =>
  useApiQuery(CALLS.alertHits, {}, { sessionId, teamId });

/** Stores the user's `kind` custom table of a team. */
export const saveCustomTable = (
  email: string,
  kind: 'live' | 'normal',
  teamId: string,
  columns: readonly string[],
) => call(CALLS.saveCustomTable, { email, live: kind }, { query: { teamId }, body: [...columns] });

/** Stores the players a user leaves out of a session's averages. */
export const saveExclusions = (email: string, sessionId: string, playerIds: readonly string[]) =>
  call(CALLS.saveExcludedPlayers, { email, sessionId }, { body: { playerIds: [...playerIds] } });
