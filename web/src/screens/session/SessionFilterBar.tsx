/**
 * The session page's filter row (02 §2, §3 Filters, §4): the comparison, which numbers the
 * columns show (values, Relative, % of the comparison), the periods, the time slider, time
 * since max, and for a game its quarters or plays. Every choice is written to the address
 * (sessionFilters.ts), which the page reads its calls from.
 */
import type { UpdateSearch } from '../../components/useAddressSearch';
import { TIME_SINCE_MAX_PERCENTAGES } from '../../../../domain';
import { ChecklistFilter } from '../../components/filters/ChecklistFilter';
import { ComparisonFilter } from './ComparisonFilter';
import { Segmented } from '../../components/Segmented';
import {
  comparisonLabel,
  comparisonParams,
  withFilters,
  type SessionFilters,
  type Shown,
} from './sessionFilters';
import { TimeSlider } from './TimeSlider';

/** A period of the session as the filters name it. */
export interface PeriodChoice {
  readonly index: number;
  readonly name: string;
}

/** A quarter or play of a game (fullpractice with groupBy). */
export interface GroupChoice {
  readonly index: number;
  readonly name: string;
  /** A play's: what happened in it. */
  readonly description?: string | undefined;
}

/** A quarter's or play's label: a play's name with what happened in it. */
const groupLabel = (g: GroupChoice): string =>
  g.description === undefined ? g.name : `${g.name} · ${g.description}`;

export function SessionFilterBar({
  filters,
  update,
  state,
  kind,
  live,
  teamId,
  sessionId,
  startMs,
  endMs,
  periods,
  groups,
  narrow,
}: {
  filters: SessionFilters;
  update: UpdateSearch;
  state: unknown;
  kind: 'practice' | 'game';
  live: boolean;
  teamId: string;
  sessionId: string;
  startMs: number;
  endMs: number;
  periods: readonly PeriodChoice[];
  /** A game's quarters or plays, once read. */
  groups: readonly GroupChoice[];
  /** A narrow screen (900 px or less): the filters fold into one line. */
  narrow: boolean;
}) {
  const set = (changes: Readonly<Record<string, string | null>>) => {
    update((fresh) => withFilters(fresh, changes), { replace: true, state });
  };
  const narrowed =
    filters.periods.length > 0 ||
    filters.fromMs !== null ||
    filters.toMs !== null ||
    filters.keepCurrent ||
    filters.sinceMax !== null;

  const controls = (
    <div className="session-filters" aria-label="Filters" role="group">
      <ComparisonFilter
        value={filters}
        onApply={(choice) => {
          set(comparisonParams(choice));
        }}
        teamId={teamId}
        sessionId={sessionId}
        beforeMs={startMs}
        live={live}
      />
      <Segmented<Shown>
        label="Show"
        name="shown"
        choices={[
          ['values', 'Values'],
          ['relative', 'Relative'],
          ['percent', '% of comparison'],
        ]}
        value={filters.shown}
        onChange={(shown) => {
          set({ show: shown === 'values' ? null : shown });
        }}
      />
      {kind === 'game' && (
        <>
          <Segmented<SessionFilters['game']['by']>
            label="Game numbers"
            name="game-view"
            choices={[
              ['totals', 'Totals'],
              ['quarters', 'By quarter'],
              ['plays', 'By play'],
            ]}
            value={filters.game.by}
            onChange={(by) => {
              set({ gv: by === 'totals' ? null : by, grp: null });
            }}
          />
          {filters.game.by !== 'totals' && groups.length > 0 && (
            <label className="group-choice">
              <span className="sr-only">{filters.game.by === 'quarters' ? 'Quarter' : 'Play'}</span>
              <select
                aria-label={filters.game.by === 'quarters' ? 'Quarter' : 'Play'}
                value={filters.game.group ?? groups[0]?.index ?? ''}
                onChange={(e) => {
                  set({ grp: e.target.value });
                }}
              >
                {groups.map((g) => (
                  <option key={g.index} value={g.index}>
                    {groupLabel(g)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </>
      )}
      {kind === 'practice' && periods.length > 0 && (
        <ChecklistFilter
          label="Periods"
          options={periods.map((p) => [String(p.index), p.name] as const)}
          selected={filters.periods.map(String)}
          onApply={(values) => {
            set({
              periods: values.length === periods.length ? null : values.join(','),
            });
          }}
        />
      )}
      <label className="since-max">
        Time since max{' '}
        <select
          aria-label="Time since max"
          value={filters.sinceMax?.percent ?? ''}
          onChange={(e) => {
            set({ since: e.target.value === '' ? null : e.target.value });
          }}
        >
          <option value="">Off</option>
          {TIME_SINCE_MAX_PERCENTAGES.map((p) => (
            <option key={p} value={p}>
              {p}%
            </option>
          ))}
        </select>
        {filters.sinceMax !== null && (
          <select
            aria-label="Max of"
            value={filters.sinceMax.zone}
            onChange={(e) => {
              set({ sinceZone: e.target.value === 'rolling' ? 'rolling' : null });
            }}
          >
            <option value="session">of session max</option>
            <option value="rolling">of rolling max</option>
          </select>
        )}
      </label>
      {filters.game.by === 'totals' && (
        <TimeSlider
          key={`${filters.fromMs ?? ''}-${filters.toMs ?? ''}-${filters.keepCurrent}`}
          startMs={startMs}
          endMs={endMs}
          live={live}
          value={filters}
          onChange={(w) => {
            set({
              from: w.fromMs === null ? null : String(w.fromMs),
              to: w.toMs === null ? null : String(w.toMs),
              keep: w.keepCurrent ? '1' : null,
            });
          }}
        />
      )}
      {narrowed && (
        <button
          type="button"
          className="button link"
          onClick={() => {
            set({ periods: null, from: null, to: null, keep: null, since: null, sinceZone: null });
          }}
        >
          Clear filters
        </button>
      )}
    </div>
  );
  if (!narrow) return controls;
  // A narrow screen keeps the players in view: the filters fold away, saying how many are on.
  // A game's quarter or play is named: the numbers below are that one's.
  const group =
    filters.game.by === 'totals'
      ? undefined
      : (groups.find((g) => g.index === filters.game.group) ?? groups[0]);
  const on =
    (filters.shown === 'values' ? 0 : 1) +
    (filters.periods.length > 0 ? 1 : 0) +
    (filters.fromMs !== null || filters.toMs !== null || filters.keepCurrent ? 1 : 0) +
    (filters.sinceMax === null ? 0 : 1) +
    (filters.game.by !== 'totals' && group === undefined ? 1 : 0);
  return (
    <details className="session-filters-fold">
      <summary>
        {comparisonLabel(filters.comparison)}
        {group === undefined ? '' : ` · ${groupLabel(group)}`}
        {on > 0 ? ` · ${on} ${on === 1 ? 'filter' : 'filters'} on` : ''}
      </summary>
      {controls}
    </details>
  );
}
