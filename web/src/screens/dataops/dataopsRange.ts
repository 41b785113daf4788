/**
 * The Data Ops list's date range: the calendar days whose sessions it lists, the last three
 * days until the user picks others (a season at most, 400 days). Pure, so tested alone.
 */
import { isCalendarDay, MAX_DATAOPS_DAYS } from '../../../../proto';
import { addDays, dayKey, parseRouteDate } from '../../components/dates';

/** A range of local calendar days, yyyy-mm-dd, both included. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** The range before the user picks one: the day before yesterday to today. */
export const defaultRange = (today: Date): DayRange => ({
  from: dayKey(addDays(today, -2)),
  to: dayKey(today),
});

/** Why a range cannot be listed, or null when it can. */
export function rangeProblem(range: DayRange): string | null {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return 'Pick both days';
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  if (to < from) return 'The first day must not be after the last';
  if ((to - from) / 86_400_000 >= MAX_DATAOPS_DAYS) {
    return `At most ${MAX_DATAOPS_DAYS} days at a time`;
  }
  return null;
}

/** The range's local bounds, epoch ms: its first day's midnight to the midnight after its last. */
export function rangeBounds(range: DayRange): { fromMs: number; toMs: number } {
  const from = parseRouteDate(range.from);
  const to = parseRouteDate(range.to);
  if (from === null || to === null) return { fromMs: 0, toMs: 0 };
  return { fromMs: from.getTime(), toMs: addDays(to, 1).getTime() };
}
