/**
 * The date-range dropdown of the lists (02 §5): the past 7, 14 or 28 days, a whole season,
 * or days picked on a month calendar. The choice applies on Apply and reverts on Cancel
 * (or Escape, or a click outside); a click on a selected day deselects it and two clicks
 * within 200 ms select every day between them. Apply is disabled with no dates (01 §5).
 */
import { useRef, useState } from 'react';
import {
  DATE_RANGE_PRESETS_DAYS,
  MONTH_NAMES,
  choiceLabel,
  clickDay,
  dayKey,
  dayOfKey,
  exportYears,
  type DateRangeChoice,
} from '../../../../domain';
import { DraftPopup, useDraft } from '../DraftPopup';
import { useSessionDays, type DaysSource } from '../../data/useSessionDays';
import './filters.css';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;

/** The days of a month grid: leading blanks, then the month's days. */
function monthCells(year: number, month: number): (Date | null)[] {
  const first = new Date(year, month, 1);
  const count = new Date(year, month + 1, 0).getDate();
  return [
    ...Array.from({ length: first.getDay() }, () => null),
    ...Array.from({ length: count }, (_, i) => new Date(year, month, i + 1)),
  ];
}

/** The month a choice opens the calendar on: its last picked day, else today's month. */
function openingMonth(choice: DateRangeChoice, now: Date): { year: number; month: number } {
  const last = choice.kind === 'custom' ? dayOfKey(choice.days.at(-1) ?? '') : undefined;
  const at = last ?? now;
  return { year: at.getFullYear(), month: at.getMonth() };
}

const SESSION_WORD = { practices: ['practice', 'practices'], games: ['game', 'games'] } as const;

/**
 * A month of days to click, `days` (yyyyMMdd keys) shown selected; with a `source`, the
 * days of that team's practices or games are marked. Also the session page's comparison.
 */
export function Calendar({
  days,
  onClick,
  now,
  initial,
  source,
}: {
  days: readonly string[];
  onClick: (day: string) => void;
  now: Date;
  initial: { year: number; month: number };
  source: DaysSource | undefined;
}) {
  const [shown, setShown] = useState(initial);
  const sessions = useSessionDays(source, shown.year, shown.month, true);
  const move = (step: number) => {
    const d = new Date(shown.year, shown.month + step, 1);
    setShown({ year: d.getFullYear(), month: d.getMonth() });
  };
  const today = dayKey(now);
  return (
    <div className="calendar">
      <div className="calendar-head">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous month"
          onClick={() => {
            move(-1);
          }}
        >
          ‹
        </button>
        <span aria-live="polite">
          {MONTH_NAMES[shown.month]} {shown.year}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Next month"
          onClick={() => {
            move(1);
          }}
        >
          ›
        </button>
      </div>
      <div className="calendar-grid" role="grid" aria-label="Days">
        {WEEKDAYS.map((w) => (
          <span key={w} className="calendar-weekday" aria-hidden>
            {w}
          </span>
        ))}
        {monthCells(shown.year, shown.month).map((date, i) => {
          if (date === null) return <span key={`blank-${i}`} />;
          const key = dayKey(date);
          const selected = days.includes(key);
          const count = sessions?.counts.get(key) ?? 0;
          const word = source ? SESSION_WORD[source.event][count === 1 ? 0 : 1] : '';
          return (
            <button
              key={key}
              type="button"
              className={`calendar-day ${selected ? 'selected' : ''} ${key === today ? 'today' : ''} ${count > 0 ? 'has-sessions' : ''}`}
              aria-pressed={selected}
              aria-label={`${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}${count > 0 ? `, ${count} ${word}` : ''}`}
              data-day={key}
              onClick={() => {
                onClick(key);
              }}
            >
              {date.getDate()}
            </button>
          );
        })}
      </div>
      {sessions?.status === 'loading' && (
        <p className="muted calendar-status" role="status">
          Computing the numbers of this month&apos;s sessions…
        </p>
      )}
      {sessions?.status === 'failed' && (
        <p className="form-error calendar-status" role="alert">
          Some sessions of this month could not be loaded.
        </p>
      )}
    </div>
  );
}

/**
 * The dropdown; `onApply` receives the new choice. With `days`, the calendar marks the
 * days of that team's practices or games (the date selector's load, polled while loading).
 */
export function DateRangeFilter({
  value,
  onApply,
  days,
}: {
  value: DateRangeChoice;
  onApply: (choice: DateRangeChoice) => void;
  days?: DaysSource;
}) {
  const state = useDraft(value);
  const { draft, setDraft } = state;
  const lastClick = useRef<{ day: string; atMs: number } | null>(null);
  const now = new Date();
  const seasonYear = value.kind === 'season' ? value.season : (exportYears(now)[0] ?? 0);
  const [season, setSeason] = useState(seasonYear);

  const pickedDays = draft.kind === 'custom' ? draft.days : [];
  const onDay = (day: string) => {
    const atMs = performance.now();
    const previous = lastClick.current;
    lastClick.current = { day, atMs };
    // From the latest draft: two quick clicks may land before a render.
    setDraft((d) => ({
      kind: 'custom',
      days: clickDay(d.kind === 'custom' ? d.days : [], day, atMs, previous),
    }));
  };
  const canApply = draft.kind !== 'custom' || draft.days.length > 0;

  return (
    <DraftPopup
      state={state}
      label="Date range"
      className="date-range-filter"
      panelClassName="date-range-panel"
      buttonLabel={`Date range: ${choiceLabel(value)}`}
      button={
        <>
          {choiceLabel(value)} <span aria-hidden>▾</span>
        </>
      }
      applyDisabled={!canApply}
      onOpen={() => {
        setSeason(seasonYear);
        lastClick.current = null;
      }}
      onApply={onApply}
    >
      <fieldset className="date-range-presets">
        <legend className="sr-only">Preset</legend>
        {DATE_RANGE_PRESETS_DAYS.map((days) => (
          <label key={days}>
            <input
              type="radio"
              name="date-range-preset"
              checked={draft.kind === 'days' && draft.days === days}
              onChange={() => {
                setDraft({ kind: 'days', days });
              }}
            />
            Past {days} days
          </label>
        ))}
        <div className="date-range-season">
          <label>
            <input
              type="radio"
              name="date-range-preset"
              checked={draft.kind === 'season'}
              onChange={() => {
                setDraft({ kind: 'season', season });
              }}
            />
            Season
          </label>
          <select
            aria-label="Season year"
            value={season}
            onChange={(e) => {
              const year = Number(e.target.value);
              setSeason(year);
              setDraft({ kind: 'season', season: year });
            }}
          >
            {exportYears(now).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <label>
          <input
            type="radio"
            name="date-range-preset"
            checked={draft.kind === 'custom'}
            onChange={() => {
              setDraft({ kind: 'custom', days: [] });
            }}
          />
          Pick days
        </label>
      </fieldset>
      <Calendar
        days={pickedDays}
        onClick={onDay}
        now={now}
        initial={openingMonth(value, now)}
        source={days}
      />
      <p className="muted date-range-summary" aria-live="polite">
        {choiceLabel(draft)}
      </p>
    </DraftPopup>
  );
}
