/**
 * What the session page reads, and where the session stands: the session itself, the live
 * topic of a practice not yet complete, the processing job of one just ended, the user's
 * exclusions, the numbers and the comparison. The reads are the query cache's (the route's
 * loader has started them); this hook only says which apply at the stage the session is in.
 */
import { useEffect, useMemo } from 'react';
import { REFRESH_MS } from '../../../../domain';
import { HEADER_ROW } from '../../../../proto';
import { useNow } from '../../components/useNow';
import { firstStartOf, stageOf, type SessionStage } from '../../data/sessionMeta';
import {
  useComparison,
  useFullSession,
  useProcessing,
  useSessionMeta,
} from '../../data/sessionReads';
import { useTopic } from '../../live/hooks';
import type { FullSession, SessionPlayer } from '../../data/sessionNumbers';
import type { ShownNumbers } from './columns';
import type { SessionKind } from './sessionAddresses';
import {
  comparesWith,
  comparisonQuery,
  narrowsNumbers,
  numbersQuery,
  type SessionFilters,
} from './sessionFilters';
import { useExcluded } from './useExcluded';

/** Everything the session page reads of one session. */
export type SessionReads = ReturnType<typeof useSessionReads>;

/** Reads session `id` of `kind` as the page's filters and view (`metric`: by period) ask. */
export function useSessionReads(
  kind: SessionKind,
  id: string,
  filters: SessionFilters,
  metric: string | undefined,
) {
  const metaRead = useSessionMeta(id);
  const meta = metaRead.rows[0];
  // A practice not yet complete follows the gateway's topic: it carries the practice's
  // status, so the page turns live, and later complete, by itself.
  const follows = kind === 'practice' && meta !== undefined && stageOf(meta) !== 'complete';
  const topic = useTopic(follows ? { kind: 'practiceLive', practiceId: id } : null);
  const liveHead = topic.row('header', HEADER_ROW);
  const liveStatus = follows ? (liveHead?.status ?? null) : null;
  const stage: SessionStage | null =
    meta === undefined
      ? null
      : stageOf(liveStatus === null ? meta : { ...meta, status: liveStatus, type: liveStatus });
  const exclusions = useExcluded(id);
  // A live practice's numbers narrowed by periods, time or time since max are read from
  // the store (the topic carries whole ones), again each minute while it runs.
  const liveNarrowed = stage === 'live' && narrowsNumbers(filters);
  const minute = useNow(REFRESH_MS.keepCurrent);
  const reads = stage === 'complete' || kind === 'game' || metric !== undefined || liveNarrowed;
  // A practice that has just ended shows its final numbers being computed (the processing
  // job), and reads them once they are kept.
  const processing = useProcessing(id, kind === 'practice' && stage === 'complete');
  const processed =
    kind !== 'practice' ||
    stage !== 'complete' ||
    (processing.status === null
      ? processing.error !== null
      : processing.status.state === 'done' || processing.status.state === 'failed');
  const full = useFullSession(
    meta !== undefined && reads && exclusions.ready && processed ? id : null,
    numbersQuery(filters, exclusions.applied, stage === 'live' ? minute : null),
  );
  const reloadNumbers = full.reload;
  useEffect(() => {
    // Narrowed live numbers are read again each minute (Keep Current changes the query itself).
    if (liveNarrowed && !filters.keepCurrent) reloadNumbers();
  }, [minute, liveNarrowed, filters.keepCurrent, reloadNumbers]);
  // The comparison is read when a percentage shows, or when one was chosen for the highlights.
  const elapsedMs = stage === 'live' && meta !== undefined ? minute - firstStartOf(meta) : null;
  const compared = useComparison(
    meta !== undefined && comparesWith(filters) ? id : null,
    comparisonQuery(filters, elapsedMs, new Date().getTimezoneOffset()),
  );
  const comparison = compared.rows[0];
  const numbers = useMemo<ShownNumbers>(
    () => ({
      shown: filters.shown,
      baseline: comparison === undefined ? null : new Map(Object.entries(comparison.players)),
      threshold: filters.threshold,
      live: stage === 'live',
    }),
    [filters.shown, filters.threshold, comparison, stage],
  );
  return {
    metaRead,
    meta,
    stage,
    follows,
    topic,
    liveHead,
    minute,
    liveNarrowed,
    exclusions,
    processing,
    processed,
    full,
    session: full.rows[0],
    // Until the excluded players are known the numbers are not asked for: that is loading too.
    numbersLoading: full.loading || (reads && (!exclusions.ready || !processed)),
    comparison,
    numbers,
    refused: metaRead.refused || full.refused || topic.refused,
  };
}

/**
 * The players of the side shown (a practice's all, a game's one team) with the numbers the
 * filters choose: the totals, or a game's quarter or play (`groups`, and the one chosen).
 */
export function useSideNumbers(
  session: FullSession | undefined,
  kind: SessionKind,
  teamId: string,
  filters: SessionFilters,
) {
  const groups = useMemo(
    () => (filters.game.by === 'totals' ? [] : (session?.byPeriod ?? [])),
    [filters.game.by, session],
  );
  const group = groups.find((g) => g.index === filters.game.group) ?? groups[0];
  const players = useMemo<SessionPlayer[]>(() => {
    const side = (session?.players ?? []).filter((p) => kind === 'practice' || p.teamId === teamId);
    if (filters.game.by === 'totals') return side;
    const inGroup = new Map((group?.players ?? []).map((p) => [p.id, p.metrics]));
    return side.flatMap((p) => {
      const metrics = inGroup.get(p.id);
      return metrics === undefined ? [] : [{ ...p, metrics }];
    });
  }, [session, kind, teamId, filters.game.by, group]);
  return { groups, players };
}
