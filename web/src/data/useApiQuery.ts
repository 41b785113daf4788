/**
 * Reads of dataaccess calls through the query cache: keyed by the call's path and query, so
 * a route's loader can start a read before its screen renders and the screen picks the
 * answer up, and screens reading the same call share it. The answer has the shape of
 * `useApi`'s, so a screen moves over without changing what it renders.
 */
import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQuery, type Query } from '@tanstack/react-query';
import { callPath, type CallParams, type CallQuery, type CallRow } from '../../../domain';
import { ApiError, callApi, checkedRows, type CallOptions } from './api';
import type { ApiRead, ReadSpec } from './useApi';

/** A call's query: its path, and its query parameters. */
export type ApiQuery = NonNullable<CallOptions['query']>;

/** The cache key of a call: its path and query (parameters left undefined are not sent). */
export const apiQueryKey = (path: string, query: ApiQuery = {}) =>
  ['api', path, JSON.parse(JSON.stringify(query)) as ApiQuery] as const;

/** The cache key of the manifest's call `spec` with its path `params` and `query`. */
export const callQueryKey = <C extends ReadSpec>(
  spec: C,
  params: CallParams<C>,
  query?: CallQuery<C>,
) => apiQueryKey(callPath(spec, params), sent(query));

/** A query the contract typed, as the request sends it: its parameters as they are. */
const sent = <C>(query: CallQuery<C> | undefined): ApiQuery => query ?? {};

/**
 * The cache entry of the manifest's call `spec` with its path `params` and `query`: its key and
 * how to read it, the rows checked against the call's contract (for loaders and hooks alike).
 */
export const apiQuery = <C extends ReadSpec>(
  spec: C,
  params: CallParams<C>,
  query?: CallQuery<C>,
) =>
  queryOptions({
    queryKey: callQueryKey(spec, params, query),
    queryFn: async ({ signal }): Promise<CallRow<C>[]> =>
      checkedRows(
        spec,
        await callApi<unknown>(callPath(spec, params), { query: sent(query), signal }),
      ),
  });

/** The cache key of a call. */
export type ApiQueryKey = ReturnType<typeof apiQueryKey>;

/** How soon a read is read again, given its latest state; false: not again. */
export type Refetch<T> = (query: Query<T[], Error, T[], ApiQueryKey>) => number | false;

/** Options of {@link useApiQuery}. */
export interface ApiQueryOptions<T> {
  /** The previous query's rows stay while the next one loads (a filter that changes). */
  readonly keepRows?: boolean;
  /** Reads again every so many ms (or as the function decides); never by default. */
  readonly refetchIntervalMs?: number | Refetch<T>;
  /** How long an answer counts as fresh, when not the cache's FRESH_MS. */
  readonly freshMs?: number;
}

/**
 * Reads the manifest's call `spec` with its path `params` (null reads nothing) and `query`
 * through the cache, again whenever they change; `reload` reads again.
 */
export function useApiQuery<C extends ReadSpec>(
  spec: C,
  params: CallParams<C> | null,
  typed?: CallQuery<C>,
  options: ApiQueryOptions<CallRow<C>> = {},
): ApiRead<CallRow<C>> {
  const path = params === null ? null : callPath(spec, params);
  const query = sent(typed);
  const read = useQuery({
    queryKey: apiQueryKey(path ?? '', query),
    queryFn: async ({ signal }) =>
      checkedRows(spec, await callApi<unknown>(path ?? '', { query, signal })),
    enabled: path !== null,
    ...(options.keepRows === true ? { placeholderData: keepPreviousData } : {}),
    ...(options.freshMs === undefined ? {} : { staleTime: options.freshMs }),
    ...(options.refetchIntervalMs === undefined
      ? {}
      : { refetchInterval: options.refetchIntervalMs }),
  });
  const { error, refetch } = read;
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  return {
    loading: params !== null && (read.isPending || read.isPlaceholderData),
    rows: read.data ?? [],
    error: error === null ? null : error.message,
    refused: error instanceof ApiError && error.httpStatus === 403,
    missing: error instanceof ApiError && error.httpStatus === 404,
    reload,
  };
}
