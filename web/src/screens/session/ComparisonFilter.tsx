/**
 * The session page's comparison (02 §3 Date-range filter, §4, §5, §9): what the percentage
 * numbers compare with — the past 7, 14 or 28 days, chosen dates, or chosen practices —
 * with same intensity, games counted, in-progress comparisons (live) and the threshold
 * from which a percentage shows red in live mode. It applies on Apply and reverts on
 * Cancel, Escape or a click outside; Apply is disabled with no dates or no practices.
 */
import {
  DATE_RANGE_PRESETS_DAYS,
  dayKey,
  formatDate,
  DATE_FORMATS,
  IN_PROGRESS_COMPARISON_DAYS,
  inProgressWindow,
  shiftDayKey,
  PERCENTAGE_OPTIONS,
} from '../../../../domain';
import { DraftPopup, useDraft } from '../../components/DraftPopup';
import { Calendar } from '../../components/filters/DateRangeFilter';
import { usePastPractices } from '../../data/sessionReads';
import { canApplyComparison, comparisonLabel, type ComparisonChoice } from './sessionFilters';
import '../../components/filters/filters.css';

/** The days from `from` to `to` (yyyyMMdd), both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let key = from; key <= to && days.length < 400; key = shiftDayKey(key, -1)) days.push(key);
  return days;
}

export function ComparisonFilter({
  value,
  onApply,
  teamId,
  sessionId,
  beforeMs,
  live,
}: {
  value: ComparisonChoice;
  onApply: (choice: ComparisonChoice) => void;
  teamId: string;
  sessionId: string;
  /** The session's start: the practices to compare with ran before it. */
  beforeMs: number;
  live: boolean;
}) {
  const state = useDraft(value);
  const { open, draft, setDraft } = state;
  // The windows count back from the session's day, as the server's do (not from today).
  const sessionDay = dayKey(beforeMs);
  const window = inProgressWindow(beforeMs);
  const practices = usePastPractices(
    open && draft.comparison.kind === 'practices' ? teamId : null,
    { startTime: window.fromMs, endTime: window.toMs, status: 'complete', limit: 100 },
  );
  const c = draft.comparison;
  const picked = c.kind === 'practices' ? c.ids : [];
  const onDay = (day: string) => {
    // The first click starts a range, the next one ends it; a third starts again.
    setDraft((d) => {
      const dc = d.comparison;
      const next =
        dc.kind === 'dates' && dc.from === dc.to && day !== dc.from
          ? {
              kind: 'dates' as const,
              from: day < dc.from ? day : dc.from,
              to: day < dc.from ? dc.from : day,
            }
          : { kind: 'dates' as const, from: day, to: day };
      return { ...d, comparison: next };
    });
  };

  return (
    <DraftPopup
      state={state}
      label="Comparison"
      className="date-range-filter"
      panelClassName="date-range-panel comparison-panel"
      buttonLabel={`Compare with: ${comparisonLabel(value.comparison)}`}
      button={
        <>
          Compare: {comparisonLabel(value.comparison)}
          {value.threshold === null ? '' : ` · ${value.threshold}%`} <span aria-hidden>▾</span>
        </>
      }
      applyDisabled={!canApplyComparison(draft, sessionDay)}
      onApply={onApply}
    >
      <fieldset className="date-range-presets">
        <legend className="sr-only">Compare with</legend>
        {DATE_RANGE_PRESETS_DAYS.map((days) => (
          <label key={days}>
            <input
              type="radio"
              name="comparison"
              checked={c.kind === 'days' && c.days === days}
              onChange={() => {
                setDraft({ ...draft, comparison: { kind: 'days', days } });
              }}
            />
            Past {days} days
          </label>
        ))}
        <label>
          <input
            type="radio"
            name="comparison"
            checked={c.kind === 'dates'}
            onChange={() => {
              setDraft({ ...draft, comparison: { kind: 'dates', from: '', to: '' } });
            }}
          />
          Pick dates
        </label>
        <label>
          <input
            type="radio"
            name="comparison"
            checked={c.kind === 'practices'}
            onChange={() => {
              setDraft({ ...draft, comparison: { kind: 'practices', ids: [] } });
            }}
          />
          Compare to practices
        </label>
      </fieldset>
      {c.kind === 'dates' && (
        <Calendar
          days={c.from === '' ? [] : daysBetween(c.from, c.to)}
          onClick={onDay}
          now={new Date()}
          initial={{ year: new Date().getFullYear(), month: new Date().getMonth() }}
          source={{ teamId, event: 'practices' }}
        />
      )}
      {c.kind === 'practices' && (
        <fieldset className="comparison-practices">
          <legend>Practices of the past {IN_PROGRESS_COMPARISON_DAYS} days</legend>
          {practices.loading ? (
            <p className="muted">Loading…</p>
          ) : practices.rows.filter((p) => p._id !== sessionId).length === 0 ? (
            <p className="muted">
              No completed practices in the past {IN_PROGRESS_COMPARISON_DAYS} days.
            </p>
          ) : (
            practices.rows
              .filter((p) => p._id !== sessionId)
              .map((p) => (
                <label key={p._id}>
                  <input
                    type="checkbox"
                    checked={picked.includes(p._id)}
                    onChange={(e) => {
                      const ids = e.target.checked
                        ? [...picked, p._id]
                        : picked.filter((id) => id !== p._id);
                      setDraft({ ...draft, comparison: { kind: 'practices', ids } });
                    }}
                  />
                  {p.name}{' '}
                  <span className="muted">{formatDate(p.startTime, DATE_FORMATS.usDate)}</span>
                </label>
              ))
          )}
        </fieldset>
      )}
      <div className="comparison-options">
        <label>
          <input
            type="checkbox"
            checked={draft.sameIntensity}
            onChange={(e) => {
              setDraft({ ...draft, sameIntensity: e.target.checked });
            }}
          />
          Same intensity
        </label>
        <label>
          <input
            type="checkbox"
            checked={draft.includeGames}
            onChange={(e) => {
              setDraft({ ...draft, includeGames: e.target.checked });
            }}
          />
          Include games
        </label>
        {live && (
          <label
            title={`Past sessions at the same point of their run; the last ${IN_PROGRESS_COMPARISON_DAYS} days only`}
          >
            <input
              type="checkbox"
              checked={draft.inProgress}
              onChange={(e) => {
                setDraft({ ...draft, inProgress: e.target.checked });
              }}
            />
            In-progress comparisons
          </label>
        )}
        <label>
          Red from{' '}
          <select
            aria-label="Threshold"
            value={draft.threshold ?? ''}
            onChange={(e) => {
              const n = Number(e.target.value);
              setDraft({
                ...draft,
                threshold: PERCENTAGE_OPTIONS.find((o) => o === n) ?? null,
              });
            }}
          >
            <option value="">None</option>
            {PERCENTAGE_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {o}%
              </option>
            ))}
          </select>
        </label>
      </div>
      {draft.inProgress && c.kind === 'dates' && !canApplyComparison(draft, sessionDay) && (
        <p className="form-error" role="alert">
          In-progress comparisons use the last {IN_PROGRESS_COMPARISON_DAYS} days only.
        </p>
      )}
    </DraftPopup>
  );
}
