/**
 * The practice profiles of a query, kept in the browser for five minutes (01 §9, 03 §7), so
 * the list and the create-practice dialog do not ask again on every visit. Every write of
 * the Profiles screen forgets them all: profiles change only through it.
 */
import { useCallback, useEffect, useState } from 'react';
import { PROFILE_CACHE_MS, type League, type ProfilePeriod } from '../../../domain';
import { callApi } from './api';

/** A practice profile (03 §3) as profile/list answers it. */
export interface Profile {
  readonly id: string;
  readonly profileName: string;
  readonly description: string;
  readonly intensity: string;
  readonly siteId?: string;
  readonly siteName?: string;
  readonly rooftype?: string;
  readonly teamId: string;
  readonly league: League;
  readonly drills: readonly ProfilePeriod[];
  readonly last_modified?: number;
}

/** What a list asks for: a league and a team ('*' for every team the user may see). */
export interface ProfileQuery {
  readonly league: League;
  readonly teamId: string;
}

const kept = new Map<string, { readonly atMs: number; readonly rows: readonly Profile[] }>();

const keyOf = (q: ProfileQuery): string => `${q.league}|${q.teamId}`;

/** The profiles of a query: kept ones while fresh, else read and kept. */
export async function readProfiles(
  q: ProfileQuery,
  signal?: AbortSignal,
  nowMs = Date.now(),
): Promise<readonly Profile[]> {
  const hit = kept.get(keyOf(q));
  if (hit !== undefined && nowMs - hit.atMs < PROFILE_CACHE_MS) return hit.rows;
  const rows = await callApi<Profile>('profile/list', {
    query: { league: q.league, type: 'practice', teamids: q.teamId },
    ...(signal ? { signal } : {}),
  });
  kept.set(keyOf(q), { atMs: nowMs, rows });
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
