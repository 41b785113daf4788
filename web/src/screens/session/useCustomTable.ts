/**
 * The signed-in user's custom table of a team (02 §3, §4, §7): the stored columns, or the
 * kind's default while none is stored; saving replaces them and saving none removes them
 * (the default shows again). Every table of the same user, team and kind reads one entry of
 * the query cache, which a save marks stale, so the session table follows what the editor
 * applied.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useUser } from '../../data/session';
import { CALLS, isMetricKey, type MetricView } from '../../../../domain';
import { customTableQuery, saveCustomTable } from '../../data/sessionReads';
import { callQueryKey, useApiQuery } from '../../data/useApiQuery';
import { CONDENSED, viewLayout, type ViewLayout } from './columns';
import { columnsProblem, defaultColumns, type TableKind } from './customTable';

/** A custom table and what changes it. */
export interface CustomTable {
  /** The column keys in order: the stored ones, or the kind's default. */
  readonly columns: readonly string[];
  /** True while the user has no table of this kind stored (the default shows). */
  readonly isDefault: boolean;
  /** True until the stored table has been read. */
  readonly loading: boolean;
  /** True while a save is on its way. */
  readonly saving: boolean;
  /** Why the read or the last save failed, in the server's words; null when nothing did. */
  readonly error: string | null;
  /** Stores `columns` in order; rejects with the reason when they are refused. */
  readonly save: (columns: readonly string[]) => Promise<void>;
  /** Removes the stored table, so the default shows again. */
  readonly reset: () => Promise<void>;
}

/** Reads and writes the user's `kind` custom table of `teamId`. */
export function useCustomTable(teamId: string, kind: TableKind): CustomTable {
  const { email } = useUser();
  const query = useMemo(() => customTableQuery(teamId, kind === 'live'), [teamId, kind]);
  // Nothing to read before the session, and so its team, is known.
  const read = useApiQuery(CALLS.customTables, teamId === '' ? null : { email }, query);
  const client = useQueryClient();
  const table = `${email.toLowerCase()}\u0000${teamId}\u0000${kind}`;
  // The save's outcome belongs to the table it was made for, not to the next one shown.
  const [saveState, setSaveState] = useState<{
    table: string;
    saving: boolean;
    error: string | null;
  } | null>(null);

  const save = useCallback(
    async (columns: readonly string[]) => {
      const problem = columnsProblem(columns, kind);
      if (problem !== null) {
        setSaveState({ table, saving: false, error: problem });
        throw new Error(problem);
      }
      setSaveState({ table, saving: true, error: null });
      try {
        await saveCustomTable(email, kind, teamId, columns);
        setSaveState(null);
      } catch (error) {
        setSaveState({
          table,
          saving: false,
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      } finally {
        // Even a refused save is followed by a read (02 §7): every table reading it (the
        // page's and the editor's share the cache entry) shows what is stored.
        await client.invalidateQueries({
          queryKey: callQueryKey(CALLS.customTables, { email }, query),
        });
      }
    },
    [email, kind, teamId, table, client, query],
  );
  const reset = useCallback(() => save([]), [save]);

  const stored = read.rows[0]?.columns;
  const isDefault = stored === undefined || stored.length === 0;
  const own = saveState?.table === table ? saveState : null;
  return {
    columns: isDefault ? defaultColumns(kind) : stored,
    isDefault,
    loading: read.loading,
    saving: own?.saving ?? false,
    error: own?.error ?? read.error,
    save,
    reset,
  };
}

/**
 * The columns of `metricView` on the session page: the spec's view, or for a Custom View the
 * user's own table of the team (the live or the normal one), the defaults until stored.
 * Switching views changes only the columns: the numbers in hand fill them, with no read.
 */
export function useViewLayout(teamId: string, metricView: MetricView, live: boolean): ViewLayout {
  const liveTable = useCustomTable(teamId, 'live');
  const normalTable = useCustomTable(teamId, 'normal');
  const custom = useMemo(
    () => ({
      live: liveTable.loading ? CONDENSED : liveTable.columns.filter(isMetricKey),
      normal: normalTable.columns.filter(isMetricKey),
    }),
    [liveTable.loading, liveTable.columns, normalTable.columns],
  );
  return useMemo(() => viewLayout(metricView, live, custom), [metricView, live, custom]);
}
