/**
 * Players as the lists read them: a team's roster with the averages of its sessions
 * (playerlist, in batches of 50 as 02 §9 says) and the players' averages over a team's
 * practices or games in a date range (teamplayers).
 */
import { useEffect, useState } from 'react';
import {
  CALLS,
  choiceWindows,
  formatWindows,
  type DateRangeChoice,
  type PlayerListRow,
  type TeamPlayerRow,
} from '../../../domain';
import { call, isAbort } from './api';
import { useApi } from './useApi';

/** A row of playerlist. */
export type PlayerRow = PlayerListRow;

/** A row of teamplayers/{teamId}/{event}. */
export type { TeamPlayerRow };

/** Players per call (02 §9). */
const BATCH = 50;

/** Every player of `teamId`, read batch by batch; null while the first batch loads. */
export function useTeamPlayers(teamId: string | null): {
  rows: PlayerRow[] | null;
  error: string | null;
} {
  const [state, setState] = useState<{
    key: string | null;
    rows: PlayerRow[];
    error: string | null;
  }>({ key: null, rows: [], error: null });
  useEffect(() => {
    if (teamId === null) return;
    const abort = new AbortController();
    const read = async () => {
      const rows: PlayerRow[] = [];
      for (;;) {
        const batch = await call(
          CALLS.playerList,
          {},
          {
            query: { teamids: teamId, skip: rows.length, limit: BATCH },
            signal: abort.signal,
          },
        );
        rows.push(...batch);
        setState({ key: teamId, rows: [...rows], error: null });
        if (batch.length < BATCH) return;
      }
    };
    read().catch((error: unknown) => {
      if (isAbort(error)) return;
      setState({
        key: teamId,
        rows: [],
        error: error instanceof Error ? error.message : String(error),
      });
    });
    return () => {
      abort.abort();
    };
  }, [teamId]);
  if (teamId === null) return { rows: [], error: null };
  return state.key === teamId ? state : { rows: null, error: null };
}

/** The players' averages over the team's practices or games in `range`, when `wanted`. */
export function useTeamPlayerRows(
  teamId: string,
  event: 'practices' | 'games',
  range: DateRangeChoice,
  wanted: boolean,
) {
  return useApi(CALLS.teamPlayers, wanted ? { teamId, event } : null, {
    windows: formatWindows(choiceWindows(range, new Date())),
  });
}
