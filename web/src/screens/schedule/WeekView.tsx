/**
 * The week view (01 §2.4): 24 hourly rows at 1.1 px per minute, the current-time line
 * moving every 60 s, scrolled to now on first show; practice cards side by side when they
 * overlap; games grouped by Eastern start hour with an overflow past six.
 */
import { useEffect, useRef } from 'react';
import { REFRESH_MS, WEEK_VIEW } from '../../../../domain';
import { Dropdown } from '../../components/Dropdown';
import { dayKey } from '../../components/dates';
import { useNow } from '../../components/useNow';
import { EventLink } from './EventCards';
import type { ScheduleEvent } from './events';
import { layoutDay, minutesOfDay } from './weekLayout';

/** Props of the week view. */
export interface WeekViewProps {
  readonly days: readonly Date[];
  readonly byDay: ReadonlyMap<string, ScheduleEvent[]>;
  readonly pathOf: (event: ScheduleEvent) => string;
  /** Null when the user may not add practices. */
  readonly onAdd: ((day: Date) => void) | null;
}

const hourLabel = (h: number): string =>
  h === 0 ? '' : `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;

function DayColumn({
  day,
  events,
  pathOf,
  nowMs,
}: {
  day: Date;
  events: readonly ScheduleEvent[];
  pathOf: (event: ScheduleEvent) => string;
  nowMs: number;
}) {
  const key = dayKey(day);
  const { cards, groups } = layoutDay(events, day.getTime());
  /** Left and width of a box in column `column` of `columns`. */
  const across = (column: number, columns: number) => ({
    left: `calc(${(100 * column) / columns}% + 2px)`,
    width: `calc(${100 / columns}% - 4px)`,
  });
  return (
    <div className="week-day" data-day={key}>
      {key === dayKey(new Date(nowMs)) && (
        <div
          className="now-line"
          data-testid="now-line"
          style={{ top: minutesOfDay(nowMs) * WEEK_VIEW.pxPerMinute }}
        />
      )}
      {cards.map((card) => (
        <EventLink
          key={card.event.id}
          event={card.event}
          to={pathOf(card.event)}
          compact={card.heightPx < 30}
          style={{
            top: card.topPx,
            height: card.heightPx,
            ...across(card.column, card.columns),
          }}
        />
      ))}
      {groups.map((group) => (
        <div
          key={group.group}
          className="game-group"
          data-testid={`game-group-${group.group}`}
          style={{ top: group.topPx, ...across(group.column, group.columns) }}
        >
          {group.shown.map((game) => (
            <EventLink key={game.id} event={game} to={pathOf(game)} compact />
          ))}
          {group.overflow.length > 0 && (
            <Dropdown label={`+${group.overflow.length}`} className="overflow">
              {() =>
                group.overflow.map((game) => (
                  <EventLink key={game.id} event={game} to={pathOf(game)} compact />
                ))
              }
            </Dropdown>
          )}
        </div>
      ))}
    </div>
  );
}

/** The week of the schedule. */
export function WeekView({ days, byDay, pathOf, onAdd }: WeekViewProps) {
  const nowMs = useNow(REFRESH_MS.timeLine);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scroller.current?.scrollTo({
      top: Math.max(0, minutesOfDay(Date.now()) * WEEK_VIEW.pxPerMinute - 120),
    });
  }, []);
  const todayKey = dayKey(new Date(nowMs));
  return (
    <>
      <div className="week-head">
        <div className="hour-gutter" />
        {days.map((d) => {
          const key = dayKey(d);
          return (
            <div key={key} className={`week-day-name ${key === todayKey ? 'today' : ''}`}>
              {d.toLocaleDateString(undefined, { weekday: 'short' })} <strong>{d.getDate()}</strong>
              {onAdd && key >= todayKey && (
                <button
                  type="button"
                  className="add-practice"
                  aria-label={`Add practice on ${d.toDateString()}`}
                  onClick={() => {
                    onAdd(d);
                  }}
                >
                  +
                </button>
              )}
            </div>
          );
        })}
      </div>
      <div className="week-body" ref={scroller}>
        <div className="week-grid" style={{ height: WEEK_VIEW.dayHeightPx }}>
          <div className="hour-gutter">
            {Array.from({ length: 24 }, (_, h) => (
              <div key={h} className="hour-label" style={{ top: h * 60 * WEEK_VIEW.pxPerMinute }}>
                {hourLabel(h)}
              </div>
            ))}
          </div>
          {days.map((d) => (
            <DayColumn
              key={dayKey(d)}
              day={d}
              events={byDay.get(dayKey(d)) ?? []}
              pathOf={pathOf}
              nowMs={nowMs}
            />
          ))}
        </div>
      </div>
    </>
  );
}
