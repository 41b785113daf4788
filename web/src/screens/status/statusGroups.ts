/**
 * Processing Status rows grouped by date, then by team (03 §2), and how a row's status is
 * highlighted (03 §4: live = green 'LIVE', in progress = purple 'PROCESSING'). Pure.
 */
import type { ProcessingStatusEntry } from '../../../../domain';

/** A team's rows of one day. */
export interface TeamGroup<R> {
  readonly teamId: string;
  readonly rows: readonly R[];
}

/** One day's teams. */
export interface DateGroup<R> {
  readonly date: string;
  readonly teams: readonly TeamGroup<R>[];
}

/**
 * The rows by day (newest first) and within a day by team (ordered by `teamName`, then id);
 * rows keep their order within a team.
 */
export function groupByDateAndTeam<R extends Pick<ProcessingStatusEntry, 'date' | 'teamId'>>(
  rows: readonly R[],
  teamName: (teamId: string) => string,
): DateGroup<R>[] {
  const days = new Map<string, Map<string, R[]>>();
  for (const row of rows) {
    let teams = days.get(row.date);
    if (teams === undefined) {
      teams = new Map();
      days.set(row.date, teams);
    }
    const list = teams.get(row.teamId);
    if (list === undefined) teams.set(row.teamId, [row]);
    else list.push(row);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, teams]) => ({
      date,
      teams: [...teams.entries()]
        .map(([teamId, list]) => ({ teamId, rows: list }))
        .sort(
          (a, b) =>
            teamName(a.teamId).localeCompare(teamName(b.teamId)) ||
            a.teamId.localeCompare(b.teamId),
        ),
    }));
}

/** How a status shows: the highlighted LIVE and PROCESSING, or plain text. */
export type StatusLook = 'live' | 'processing' | 'plain';

/** The look of a status (03 §4). */
export function statusLook(status: string): StatusLook {
  const upper = status.trim().toUpperCase();
  if (upper === 'LIVE') return 'live';
  if (upper === 'PROCESSING' || upper === 'INPROGRESS') return 'processing';
  return 'plain';
}

/** A yyyy-MM-dd day as a local date, or null when it is not one. */
export function localDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return null;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const day = new Date(y, m - 1, d);
  return day.getMonth() === m - 1 && day.getDate() === d ? day : null;
}
