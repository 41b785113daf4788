/**
 * The players a user leaves out of a session's averages (02 §4): per user and session,
 * stored by excludedplayers/{email}/{sessionId} so a reload keeps them. A click shows at
 * once; the list is saved, and the numbers read again, 5 s after the last click (02 §9), so
 * excluding several players in a row costs one recomputation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '../../../../domain';
import { useUser } from '../../data/session';
import { exclusionsQuery, saveExclusions, useStoredExclusions } from '../../data/sessionReads';

export interface Exclusions {
  /** What the table shows: the stored list with the clicks not yet saved. */
  readonly shown: ReadonlySet<string>;
  /** What the numbers are read with: the list as saved. */
  readonly applied: readonly string[];
  readonly toggle: (playerId: string) => void;
  /** The stored list has been read (the numbers wait for it, so they are read once). */
  readonly ready: boolean;
  /** Saving failed: the server's message. */
  readonly error: string | null;
}

export function useExcluded(sessionId: string): Exclusions {
  const { email } = useUser();
  const stored = useStoredExclusions(email, sessionId);
  const client = useQueryClient();
  const storedIds = stored.rows[0]?.playerIds;
  const [draft, setDraft] = useState<readonly string[] | null>(null);
  const [applied, setApplied] = useState<readonly string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const base = useMemo(() => storedIds ?? [], [storedIds]);
  const current = draft ?? applied ?? base;

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  // What the table shows, for the clicks: a second click before the table's next render
  // starts from the first one's list, not from the render's.
  const shownNow = useRef<readonly string[]>(current);
  useEffect(() => {
    shownNow.current = current;
  }, [current]);

  const toggle = useCallback(
    (playerId: string) => {
      const from = shownNow.current;
      const next = from.includes(playerId)
        ? from.filter((id) => id !== playerId)
        : [...from, playerId];
      shownNow.current = next;
      setDraft(next);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        saveExclusions(email, sessionId, next).then(
          () => {
            // The cache holds the list as saved, for the next opening of the session.
            client.setQueryData(exclusionsQuery(email, sessionId).queryKey, [
              { sessionId, playerIds: [...next] },
            ]);
            setError(null);
            setApplied(next);
            setDraft(null);
          },
          (failure: unknown) => {
            // Nothing changed on the server: the table goes back to what is stored.
            setError(failure instanceof Error ? failure.message : String(failure));
            setDraft(null);
          },
        );
      }, DEBOUNCE_MS.excludedPlayers);
    },
    [client, sessionId, email],
  );

  const appliedIds = applied ?? base;
  return {
    shown: useMemo(() => new Set(current), [current]),
    applied: appliedIds,
    toggle,
    ready: sessionId !== '' && !stored.loading,
    error,
  };
}
