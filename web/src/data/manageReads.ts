/**
 * The manage screen's calls (03 §2 Manage screen, §4, §5): the practice as the manage calls
 * give it, kept in the query cache (its version is what a save sends as If-Match), and the
 * writes that change it: save, live commands, end, delete, and the dataset a start creates.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  CALLS,
  practiceCommandBody,
  REFRESH_MS,
  type CallBody,
  type ManagedPractice,
} from '../../../domain';
import type { PracticeCommand } from '../../../state-machines';
import { call } from './api';
import { apiQuery, useApiQuery } from './useApiQuery';
import type { ApiRead } from './useApi';

/** The team and league every manage call names. */
export type ManageScope = { readonly teamId: string; readonly league: string };

/**
 * How often a practice nobody is editing here is read again (others' changes): the live pace
 * (REFRESH_MS.live, 01 §9). No topic of the gateway carries the practice's record (its
 * periods, fields and version), so this is the query's refetch interval, in this one place.
 */
const MANAGE_REFRESH = REFRESH_MS.live;

/** The cache entry of a practice's manage record. */
export const manageQuery = (id: string, scope: ManageScope) =>
  apiQuery(CALLS.managedPractice, { id }, scope);

/** Reads a practice's manage record; with `refreshing`, again at the live pace. */
export const useManageRecord = (
  id: string,
  scope: ManageScope,
  refreshing: boolean,
): ApiRead<ManagedPractice> =>
  useApiQuery(
    CALLS.managedPractice,
    { id },
    scope,
    // Opened again, the screen reads the practice again (it may have started meanwhile).
    refreshing ? { refetchIntervalMs: MANAGE_REFRESH, freshMs: 0 } : { freshMs: 0 },
  );

/** The version of the practice last read or saved (a save's If-Match). */
export const manageVersion = (
  client: QueryClient,
  id: string,
  scope: ManageScope,
): number | undefined =>
  client.getQueryData<ManagedPractice[]>(manageQuery(id, scope).queryKey)?.[0]?.version;

/** Keeps a record the server answered as the practice's, unless a newer one is kept. */
export function keepManageRecord(client: QueryClient, scope: ManageScope, record: ManagedPractice) {
  const kept = manageVersion(client, record._id, scope);
  if (kept !== undefined && kept > record.version) return;
  client.setQueryData<ManagedPractice[]>(manageQuery(record._id, scope).queryKey, [record]);
}

/** Reads the practice anew (whatever the cache holds) and keeps it. */
export async function readManageRecord(
  client: QueryClient,
  id: string,
  scope: ManageScope,
): Promise<ManagedPractice> {
  const [record] = await call(CALLS.managedPractice, { id }, { query: scope });
  if (record === undefined) throw new Error('The practice was not found.');
  keepManageRecord(client, scope, record);
  return record;
}

/** Saves the practice's fields and periods, on the version read (a newer one is refused). */
export const savePractice = (
  id: string,
  scope: ManageScope,
  body: CallBody<typeof CALLS.editManagedPractice>,
  ifMatch: number | undefined,
): Promise<ManagedPractice[]> =>
  call(
    CALLS.editManagedPractice,
    { id },
    { query: scope, body, ...(ifMatch === undefined ? {} : { ifMatch }) },
  );

/** Sends one live command (Start Period, End Period, skip…). */
export const sendPracticeCommand = (id: string, command: PracticeCommand): Promise<unknown> =>
  // Checked against the call's contract here: a command the server would refuse (an edit of
  // a field off the spec's lists) fails before it is sent.
  call(CALLS.practiceCommand, { id }, { body: practiceCommandBody.parse(command) });

/** Ends the practice. */
export const endPractice = (id: string): Promise<unknown> => call(CALLS.endPractice, { id });

/** Deletes the practice. */
export const deletePractice = (id: string, scope: ManageScope): Promise<unknown> =>
  call(CALLS.deleteManagedPractice, { id }, { query: scope });

/** Creates the dataset a practice's start records into; answers its id. */
export async function createPracticeDataset(
  record: Pick<ManagedPractice, '_id' | 'teamId' | 'league'>,
  ifMatch: number | undefined,
): Promise<string> {
  const [live] = await call(
    CALLS.startDataset,
    {},
    {
      query: { league: record.league, type: 'practice', teamids: record.teamId },
      body: { _id: record._id, teamId: record.teamId },
      ...(ifMatch === undefined ? {} : { ifMatch }),
    },
  );
  return live?.dataset_id ?? record._id;
}

/** Whether the dataset's replica answers (a start is undone when it does not). */
export async function checkReplica(datasetId: string): Promise<boolean> {
  const [check] = await call(CALLS.checkReplica, { id: datasetId });
  return check?.replicaOk === true;
}
