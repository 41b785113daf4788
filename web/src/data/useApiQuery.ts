/**
 * Reads of dataaccess calls through the query cache: keyed by the call's path and query, so
 * a route's loader can start a read before its screen renders and the screen picks the
 * answer up, and screens reading the same call share it. The answer has the shape of
 * `useApi`'s, so a screen moves over without changing what it renders.
 */
import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQuery, type Query } from '@tanstack/react-query';
import { ApiError, callApi, type CallOptions } from './api';
import type { ApiRead } from './useApi';

/** A call's query: its path, and its query parameters. */
export type ApiQuery = NonNullable<CallOptions['query']>;

/** The cache key of a call: its path and query (parameters left undefined are not sent). */
export const apiQueryKey = (path: string, query: ApiQuery = {}) =>
  ['api', path, JSON.parse(JSON.stringify(query)) as ApiQuery] as const;

/** The cache entry of a call: its key and how to read it (for loaders and hooks alike). */
export const apiQuery = <T>(path: string, query: ApiQuery = {}) =>
  queryOptions({
    queryKey: apiQueryKey(path, query),
    queryFn: ({ signal }) => callApi<T>(path, { query, signal }),
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
 * Reads `path` (null reads nothing) with `query` through the cache, again whenever they
 * change; `reload` reads again.
 */
export function useApiQuery<T>(
  path: string | null,
  query: ApiQuery = {},
  options: ApiQueryOptions<T> = {},
): ApiRead<T> {
  const read = useQuery({
    ...apiQuery<T>(path ?? '', query),
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
    loading: path !== null && (read.isPending || read.isPlaceholderData),
    rows: read.data ?? [],
    error: error === null ? null : error.message,
    refused: error instanceof ApiError && error.httpStatus === 403,
    missing: error instanceof ApiError && error.httpStatus === 404,
    reload,
  };
}
