/**
 * Why a team's list is empty, in words, for the line under the empty text (02 §8 'a default
 * no-data message'): a list that opened on a team with nothing to show looked broken.
 */
import { teamById, type DateRangeChoice } from '../../../../domain';

/** A date range after 'has no practices': 'in the past 28 days', 'in the 2026 season'. */
export function rangeWords(range: DateRangeChoice): string {
  switch (range.kind) {
    case 'days':
      return `in the past ${String(range.days)} days`;
    case 'season':
      return `in the ${String(range.season)} season`;
    case 'custom':
      return 'on the chosen days';
  }
}

/**
 * 'Buffalo Bills has no practices in the past 28 days.': `what` the team of `teamId` has
 * none of, and `when`; undefined without a team.
 */
export function noneWhy(teamId: string | null, what: string, when = ''): string | undefined {
  if (teamId === null) return undefined;
  const name = teamById(teamId)?.teamFullName ?? `Team ${teamId}`;
  return `${name} has no ${what}${when ? ` ${when}` : ''}.`;
}
