/** Loading a dataaccess call into a screen: aborted when the screen leaves or the call changes. */
import { useCallback, useEffect, useState } from 'react';
import {
  callPath,
  type CallParams,
  type CallQuery,
  type CallRow,
  type CallSpec,
} from '../../../domain';
import { ApiError, callApi, checkedRows, isAbort, type CallOptions } from './api';

/** The state of a read: loading, its rows, or its error. */
export interface ApiRead<T> {
  readonly loading: boolean;
  readonly rows: T[];
  readonly error: string | null;
  /**
   * The gateway refused the read (403): the user may not see what it reads (another team's
   * data). Screens say so in words of their own instead of showing `error`.
   */
  readonly refused: boolean;
  /** What it reads does not exist (404). */
  readonly missing: boolean;
  /** Reads again. */
  readonly reload: () => void;
}

/** A call the hooks may read: a GET of the route manifest (domain/calls.ts). */
export type ReadSpec = CallSpec & { readonly method: 'GET' };

/** How a read keeps what it showed. */
export interface ReadOptions {
  readonly keepRows?: boolean;
}

/**
 * Reads the manifest's call `spec` with its path `params` (either null reads nothing) and
 * again whenever the path or query changes. With `keepRows`, the rows of the previous read
 * stay while the next one loads (a filter that changes keeps the table on screen). The rows
 * are checked against the call's `result` schema and typed by it.
 */
export function useApi<C extends ReadSpec>(
  spec: C | null,
  params: CallParams<C> | null,
  query?: CallQuery<C>,
  options?: ReadOptions,
): ApiRead<CallRow<C>> {
  return useApiPath<CallRow<C>>(
    spec,
    spec === null || params === null ? null : callPath(spec, params),
    query,
    options,
  );
}

/** Reads `spec` at `path` (null reads nothing), its rows checked against its contract. */
function useApiPath<T>(
  spec: ReadSpec | null,
  path: string | null,
  query: CallOptions['query'] = {},
  { keepRows = false }: ReadOptions = {},
): ApiRead<T> {
  const key = path === null ? null : `${path}?${JSON.stringify(query)}`;
  const [state, setState] = useState<{
    key: string | null;
    rows: T[];
    error: string | null;
    refused: boolean;
    missing: boolean;
  }>({ key: null, rows: [], error: null, refused: false, missing: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (spec === null || path === null || key === null) return;
    const abort = new AbortController();
    callApi<unknown>(path, {
      query: JSON.parse(key.slice(path.length + 1)) as CallOptions['query'],
      signal: abort.signal,
    })
      .then((answer) => checkedRows(spec, answer) as T[])
      .then(
        (rows) => {
          setState({ key, rows, error: null, refused: false, missing: false });
        },
        (error: unknown) => {
          if (isAbort(error)) return;
          setState({
            key,
            rows: [],
            error: error instanceof Error ? error.message : String(error),
            refused: error instanceof ApiError && error.httpStatus === 403,
            missing: error instanceof ApiError && error.httpStatus === 404,
          });
        },
      );
    return () => {
      abort.abort();
    };
  }, [spec, path, key, round]);
  const reload = useCallback(() => {
    setRound((r) => r + 1);
  }, []);
  return {
    loading: state.key !== key,
    rows: state.key === key || (keepRows && key !== null) ? state.rows : [],
    error: state.key === key ? state.error : null,
    refused: state.key === key && state.refused,
    missing: state.key === key && state.missing,
    reload,
  };
}
