/**
 * Load over time (issue 36): a player's days and a team's players on the window's last day,
 * read through the query cache; their CSVs downloaded with the export notices.
 */
import { useCallback } from 'react';
import { CALLS, type LoadMeasure } from '../../../domain';
import { downloadWithNotices, type ShowNotice } from './useExports';
import { useApiQuery } from './useApiQuery';

/** The windows the load views offer, in days (4, 8 and 12 weeks). */
export const LOAD_WINDOWS = [28, 56, 84] as const;
export type LoadWindowDays = (typeof LOAD_WINDOWS)[number];

/** The window an address names (`?days=`), else 4 weeks. */
export const loadWindowOf = (value: string | null): LoadWindowDays =>
  LOAD_WINDOWS.find((d) => String(d) === value) ?? 28;

/** A measure an address names (`?measure=`), else distance. */
export const loadMeasureOf = (value: string | null): LoadMeasure =>
  value === 'highSpeedDistance' || value === 'playerLoad' ? value : 'distance';

/** A player's load days over the last `days` days. */
export const usePlayerLoad = (playerId: string | null, days: number) =>
  useApiQuery(CALLS.playerLoad, playerId === null ? null : { playerId }, {
    days: String(days),
  });

/** A team's players on the last day of the last `days` days. */
export const useTeamLoad = (teamId: string | null, days: number) =>
  useApiQuery(CALLS.teamLoad, teamId === null ? null : { teamId }, { days: String(days) });

/** Downloads a player's (load-{id}.csv) or a team's (load-team-{id}.csv) load CSV. */
export function useLoadCsv(
  show: ShowNotice,
): (target: { playerId: string } | { teamId: string }, days: number) => void {
  return useCallback(
    (target, days) => {
      const query = { days: String(days) };
      if ('playerId' in target) {
        downloadWithNotices(
          show,
          CALLS.playerLoadCsv,
          target,
          query,
          `load-${target.playerId}.csv`,
        );
      } else {
        downloadWithNotices(
          show,
          CALLS.teamLoadCsv,
          target,
          query,
          `load-team-${target.teamId}.csv`,
        );
      }
    },
    [show],
  );
}
