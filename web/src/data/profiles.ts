/**
 * The practice profiles of a query, kept in the browser for five minutes (01 §9, 03 §7), so
 * the list and the create-practice dialog do not ask again on every visit. Every write of
 * the Profiles screen forgets them all: profiles change only through it.
 */
import { LRUCache } from 'lru-cache';
import { useCallback, useEffect, useState } from 'react';
import { CALLS, PROFILE_CACHE_MS, type League, type Profile } from '../../../domain';
import { call } from './api';

/** A practice profile (03 §3) as profile/list answers it. */
export type { Profile };

/** What a list asks for: a league and a team ('*' for every team the user may see). */
export interface ProfileQuery {
  readonly league: League;
  readonly teamId: string;
}

/**
 * Queries kept at most, the least recently read forgotten first. A query is a league and a
 * team (or all of them); a user moves between a few, a command center or data operations
 * between some dozens of teams, and each list is a few KB: 100 keeps every one a session
 * uses in practice and bounds what a long-open tab holds.
 */
export const MAX_PROFILE_QUERIES = 100;

/** The kept lists by query, each for {@link PROFILE_CACHE_MS} on the page's clock. */
const kept = new LRUCache<string, readonly Profile[]>({
  max: MAX_PROFILE_QUERIES,
  ttl: PROFILE_CACHE_MS,
  // The clock looked up at each call, so a test's fake Date is read; every reading counts
  // (lru-cache otherwise keeps one for a while).
  perf: { now: () => Date.now() },
  ttlResolution: 0,
});

const keyOf = (q: ProfileQuery): string => `${q.league}|${q.teamId}`;

/** The profiles of a query: kept ones while fresh, else read and kept. */
export async function readProfiles(
  q: ProfileQuery,
  signal?: AbortSignal,
): Promise<readonly Profile[]> {
  const hit = kept.get(keyOf(q));
  if (hit !== undefined) return hit;
  const rows = await call(
    CALLS.profiles,
    {},
    {
      query: { league: q.league, type: 'practice', teamids: q.teamId },
      ...(signal ? { signal } : {}),
    },
  );
  kept.set(keyOf(q), rows);
  return rows;
}

/** Forgets every kept list (after a create, edit or delete). */
export function forgetProfiles(): void {
  kept.clear();
}

/** The profiles of a query for a screen, with a reload that reads past the cache. */
export function useProfiles(q: ProfileQuery) {
  const [state, setState] = useState<{
    key: string;
    rows: readonly Profile[];
    error: string | null;
  } | null>(null);
  const [round, setRound] = useState(0);
  const key = keyOf(q);
  const { league, teamId } = q;
  useEffect(() => {
    const abort = new AbortController();
    readProfiles({ league, teamId }, abort.signal).then(
      (rows) => {
        setState({ key, rows, error: null });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ key, rows: [], error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      abort.abort();
    };
  }, [key, league, teamId, round]);
  const reload = useCallback(() => {
    forgetProfiles();
    setRound((r) => r + 1);
  }, []);
  const current = state?.key === key ? state : null;
  return {
    loading: current === null,
    rows: current?.rows ?? [],
    error: current?.error ?? null,
    reload,
  };
}
