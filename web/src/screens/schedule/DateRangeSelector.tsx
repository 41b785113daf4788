/**
 * The schedule's date-range selector (01 §2.4): previous and next arrows (a week or a
 * month), the month/year picker with Cancel and Apply, Today, the events filter, the
 * team filter for admin and college users, the week/month tabs and the time-zone name.
 */
import { MONTH_NAMES, type TeamFilter } from '../../../../domain';
import { timeZoneName } from '../../components/dates';
import { TeamSelect } from '../../components/filters/ListFilters';
import type { EventsFilter } from './events';
import { DraftPopup, useDraft } from '../../components/DraftPopup';

/** The view of the schedule. */
export type ScheduleView = 'week' | 'month';

/** Props of the selector. */
export interface DateRangeSelectorProps {
  readonly view: ScheduleView;
  readonly day: Date;
  readonly title: string;
  readonly showTabs: boolean;
  readonly filter: EventsFilter;
  /** Null hides the team filter. */
  readonly teams: TeamFilter | null;
  readonly allTeams: boolean;
  readonly teamId: string;
  readonly onMove: (step: -1 | 1) => void;
  readonly onPick: (year: number, monthIndex: number) => void;
  readonly onToday: () => void;
  readonly onView: (view: ScheduleView) => void;
  readonly onFilter: (filter: EventsFilter) => void;
  readonly onTeam: (teamId: string) => void;
}

const FILTERS: readonly [EventsFilter, string][] = [
  ['all', 'All'],
  ['practices', 'Practices'],
  ['games', 'Games'],
];

/** The month/year picker under the range's title: a draft month that Apply goes to. */
function MonthYearPicker({
  day,
  title,
  onApply,
}: {
  day: Date;
  title: string;
  onApply: (year: number, monthIndex: number) => void;
}) {
  const state = useDraft({ year: day.getFullYear(), month: day.getMonth() });
  const { year, month } = state.draft;
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 7 }, (_, i) => thisYear - 5 + i);
  return (
    <DraftPopup
      state={state}
      label="Pick a month"
      className="picker-anchor"
      panelClassName="month-picker"
      buttonClassName="range-title"
      button={`${title} ▾`}
      onApply={(picked) => {
        onApply(picked.year, picked.month);
      }}
    >
      <fieldset>
        <legend>Year</legend>
        {years.map((y) => (
          <label key={y}>
            <input
              type="radio"
              name="picker-year"
              checked={y === year}
              onChange={() => {
                state.setDraft({ year: y, month });
              }}
            />
            {y}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Month</legend>
        {MONTH_NAMES.map((name, index) => (
          <label key={name}>
            <input
              type="radio"
              name="picker-month"
              checked={index === month}
              onChange={() => {
                state.setDraft({ year, month: index });
              }}
            />
            {name.slice(0, 3)}
          </label>
        ))}
      </fieldset>
    </DraftPopup>
  );
}

/** The toolbar above the schedule. */
export function DateRangeSelector(props: DateRangeSelectorProps) {
  const unit = props.view === 'week' ? 'week' : 'month';
  return (
    <div className="schedule-toolbar">
      {props.showTabs && (
        <div className="view-tabs" role="tablist" aria-label="Schedule view">
          {(['week', 'month'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={props.view === v}
              className={`tab ${props.view === v ? 'active' : ''}`}
              onClick={() => {
                props.onView(v);
              }}
            >
              {v === 'week' ? 'Week' : 'Month'}
            </button>
          ))}
        </div>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={`Previous ${unit}`}
        onClick={() => {
          props.onMove(-1);
        }}
      >
        ‹
      </button>
      <MonthYearPicker day={props.day} title={props.title} onApply={props.onPick} />
      <button
        type="button"
        className="icon-button"
        aria-label={`Next ${unit}`}
        onClick={() => {
          props.onMove(1);
        }}
      >
        ›
      </button>
      <button type="button" className="button" onClick={props.onToday}>
        Today
      </button>
      <fieldset className="events-filter" aria-label="Events">
        {FILTERS.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="events-filter"
              checked={props.filter === value}
              onChange={() => {
                props.onFilter(value);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {props.teams && (
        <TeamSelect
          teams={props.teams}
          value={props.teamId}
          onChange={props.onTeam}
          allTeams={props.allTeams}
        />
      )}
      <span className="time-zone" title="Times are shown in this time zone">
        {timeZoneName()}
      </span>
    </div>
  );
}
