/**
 * The periods of a profile (03 §3): each a name, an optional period type of the league and
 * planned minutes; added, removed and reordered with buttons keyboards and tests can reach.
 */
import {
  inputMaxLength,
  inputProblem,
  profilePeriodNameSchema,
  PROFILE_MAX_PERIOD_MIN,
  PROFILE_MAX_PERIODS,
  type ProfilePeriod,
} from '../../../../domain';

/** Moves the item at `from` by `by` places; out of range leaves the list as it was. */
function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > list.length - 1) return [...list];
  next.splice(to, 0, item);
  return next;
}

/** A period with one field changed; a cleared field is dropped. */
function withField(
  period: ProfilePeriod,
  field: 'periodType' | 'durationMin',
  value: string,
): ProfilePeriod {
  const { drillType, periodType, durationMin } = period;
  const next = {
    periodType: field === 'periodType' ? value : periodType,
    durationMin: field === 'durationMin' ? (value === '' ? undefined : Number(value)) : durationMin,
  };
  return {
    drillType,
    ...(next.periodType ? { periodType: next.periodType } : {}),
    ...(next.durationMin !== undefined ? { durationMin: next.durationMin } : {}),
  };
}

export function PeriodsTable({
  periods,
  periodTypes,
  disabled,
  onChange,
}: {
  periods: readonly ProfilePeriod[];
  periodTypes: readonly string[];
  disabled: boolean;
  onChange: (next: ProfilePeriod[]) => void;
}) {
  const set = (i: number, period: ProfilePeriod) => {
    onChange(periods.map((p, j) => (j === i ? period : p)));
  };
  return (
    <div className="profile-periods">
      <table aria-label="Periods">
        <thead>
          <tr>
            <th>#</th>
            <th>Period name</th>
            <th>Period type</th>
            <th>Minutes</th>
            <th aria-label="Order and remove" />
          </tr>
        </thead>
        <tbody>
          {periods.map((p, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>
                <input
                  aria-label={`Period ${i + 1} name`}
                  value={p.drillType}
                  maxLength={inputMaxLength(profilePeriodNameSchema)}
                  disabled={disabled}
                  className={
                    inputProblem(profilePeriodNameSchema, p.drillType) === null
                      ? undefined
                      : 'missing'
                  }
                  onChange={(e) => {
                    set(i, { ...p, drillType: e.target.value.replace(/^\s+/, '') });
                  }}
                />
              </td>
              <td>
                <select
                  aria-label={`Period ${i + 1} type`}
                  value={p.periodType ?? ''}
                  disabled={disabled}
                  onChange={(e) => {
                    set(i, withField(p, 'periodType', e.target.value));
                  }}
                >
                  <option value="">-</option>
                  {periodTypes.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  aria-label={`Period ${i + 1} minutes`}
                  type="number"
                  min={1}
                  max={PROFILE_MAX_PERIOD_MIN}
                  step={1}
                  value={p.durationMin ?? ''}
                  disabled={disabled}
                  onChange={(e) => {
                    const digits = e.target.value.replace(/\D/g, '').slice(0, 3);
                    const minutes = Math.min(Number(digits), PROFILE_MAX_PERIOD_MIN);
                    set(
                      i,
                      withField(
                        p,
                        'durationMin',
                        digits === '' || minutes < 1 ? '' : String(minutes),
                      ),
                    );
                  }}
                />
              </td>
              <td className="profile-period-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move period ${i + 1} up`}
                  disabled={disabled || i === 0}
                  onClick={() => {
                    onChange(moved(periods, i, -1));
                  }}
                >
                  ▲
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move period ${i + 1} down`}
                  disabled={disabled || i === periods.length - 1}
                  onClick={() => {
                    onChange(moved(periods, i, 1));
                  }}
                >
                  ▼
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove period ${i + 1}`}
                  disabled={disabled}
                  onClick={() => {
                    onChange(periods.filter((_, j) => j !== i));
                  }}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {periods.length === 0 && <p className="muted">No periods yet: add at least one.</p>}
      <button
        type="button"
        className="button"
        disabled={disabled || periods.length >= PROFILE_MAX_PERIODS}
        onClick={() => {
          onChange([...periods, { drillType: '' }]);
        }}
      >
        Add Period
      </button>
    </div>
  );
}
