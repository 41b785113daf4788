/**
 * The month view (01 §2.4): a 7-column grid, at most three events a day with the user's
 * own team's games first and a '+N' overflow; on narrow screens only practices.
 */
import { monthDayEvents } from '../../../../domain';
import { Dropdown } from '../../components/Dropdown';
import { addDays, dayKey, startOfWeek } from '../../components/dates';
import { EventLink } from './EventCards';
import { isGame, type ScheduleEvent } from './events';

/** Props of the month view. */
export interface MonthViewProps {
  readonly month: Date;
  readonly byDay: ReadonlyMap<string, ScheduleEvent[]>;
  readonly ownTeamId: string | undefined;
  readonly practicesOnly: boolean;
  readonly pathOf: (event: ScheduleEvent) => string;
  readonly onAdd: ((day: Date) => void) | null;
}

/** The days the month grid shows: whole weeks from the Sunday before the 1st. */
export function monthGridDays(month: Date): Date[] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const start = startOfWeek(first);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  const weeks = Math.ceil((last.getDate() + first.getDay()) / 7);
  return Array.from({ length: weeks * 7 }, (_, i) => addDays(start, i));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The month of the schedule. */
export function MonthView({
  month,
  byDay,
  ownTeamId,
  practicesOnly,
  pathOf,
  onAdd,
}: MonthViewProps) {
  const todayKey = dayKey(new Date());
  return (
    <div className="month">
      <div className="month-head">
        {WEEKDAYS.map((d) => (
          <div key={d}>{d}</div>
        ))}
      </div>
      <div className="month-grid">
        {monthGridDays(month).map((day) => {
          const key = dayKey(day);
          const all = (byDay.get(key) ?? []).filter((e) => !practicesOnly || !isGame(e));
          const { shown, overflow } = monthDayEvents(all, ownTeamId);
          const extra = all.filter((e) => !shown.includes(e));
          return (
            <div
              key={key}
              data-day={key}
              className={`month-day ${day.getMonth() === month.getMonth() ? '' : 'other-month'} ${key === todayKey ? 'today' : ''}`}
            >
              <div className="month-day-head">
                <span className="month-day-number">{day.getDate()}</span>
                {onAdd && key >= todayKey && (
                  <button
                    type="button"
                    className="add-practice"
                    aria-label={`Add practice on ${day.toDateString()}`}
                    onClick={() => {
                      onAdd(day);
                    }}
                  >
                    +
                  </button>
                )}
              </div>
              {shown.map((event) => (
                <EventLink key={event.id} event={event} to={pathOf(event)} compact />
              ))}
              {overflow > 0 && (
                <Dropdown label={`+${overflow}`} className="overflow">
                  {() =>
                    extra.map((event) => (
                      <EventLink key={event.id} event={event} to={pathOf(event)} compact />
                    ))
                  }
                </Dropdown>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
