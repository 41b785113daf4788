/**
 * The alert hits of a session (02 §2, §4): those the gateway's engine recorded, read once,
 * and during a live practice each new hit the team's alerts topic brings (every page of the
 * team's staff holds it for the toasts). One hit per player and metric, the latest, newest
 * first: what the alerts drawer lists and the sideline tiles put first.
 */
import { useMemo } from 'react';
import { useAlertHits } from '../../data/sessionReads';
import { useTopic } from '../../live/hooks';

/** A recorded hit (alerts/hits). */
export interface Hit {
  readonly playerId: string | null;
  readonly playerName: string | null;
  readonly metric: string | null;
  readonly value: number | null;
  readonly threshold: number | null;
  readonly atMs: number | null;
}

export function useSessionHits(
  sessionId: string,
  teamId: string,
): { readonly hits: readonly Hit[]; readonly loading: boolean; readonly error: string | null } {
  const recorded = useAlertHits(sessionId, teamId);
  const live = useTopic({ kind: 'alerts', teamId }).rows('hits');
  const hits = useMemo(() => {
    const byKey = new Map<string, Hit>();
    for (const hit of [...recorded.rows, ...live.filter((h) => h.sessionId === sessionId)]) {
      byKey.set(`${hit.playerId ?? ''}\u0000${hit.metric ?? ''}`, hit);
    }
    return [...byKey.values()].sort((a, b) => (b.atMs ?? 0) - (a.atMs ?? 0));
  }, [recorded.rows, live, sessionId]);
  return { hits, loading: recorded.loading, error: recorded.error };
}
