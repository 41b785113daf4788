/**
 * The dialog's periods list (01 §2.5): a name is added by Enter or '+', a lone space is
 * ignored; each period may carry period types of the league.
 */
import { useState } from 'react';
import { periodNameToAdd, type NewPeriod, type PeriodType } from '../../../../domain';

/** The list with its input. */
export function PeriodsList({
  periods,
  types,
  onChange,
  disabled,
}: {
  periods: readonly NewPeriod[];
  types: readonly PeriodType[];
  onChange: (periods: NewPeriod[]) => void;
  disabled: boolean;
}) {
  const [typed, setTyped] = useState('');
  const add = () => {
    const name = periodNameToAdd(typed);
    if (name === undefined) return;
    onChange([...periods, { drillType: name, periodTypes: [] }]);
    setTyped('');
  };
  const update = (index: number, period: NewPeriod | null) => {
    onChange(periods.flatMap((p, i) => (i !== index ? [p] : period ? [period] : [])));
  };
  return (
    <div className="periods">
      <div className="period-add">
        <input
          aria-label="Period name"
          placeholder="Add a period"
          value={typed}
          disabled={disabled}
          onChange={(e) => {
            setTyped(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className="icon-button"
          aria-label="Add period"
          disabled={disabled}
          onClick={add}
        >
          +
        </button>
      </div>
      <ol className="period-list">
        {periods.map((period, index) => (
          <li key={`${index}-${period.drillType}`}>
            <span className="period-name">{period.drillType}</span>
            <select
              aria-label={`Period type of ${period.drillType}`}
              disabled={disabled}
              value={period.periodTypes[0] ?? ''}
              onChange={(e) => {
                update(index, {
                  ...period,
                  periodTypes: e.target.value === '' ? [] : [e.target.value],
                });
              }}
            >
              <option value="">No period type</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${period.drillType}`}
              disabled={disabled}
              onClick={() => {
                update(index, null);
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
