/**
 * The dialog's time picker (01 §2.5): hour 1-12, minute and second 0-59, digits only and
 * zero padded, AM/PM radios.
 */
import { padTimeField } from '../../../../domain';

/** A 12-hour clock time. */
export interface ClockTime {
  readonly hour12: number;
  readonly minute: number;
  readonly second: number;
  readonly meridiem: 'AM' | 'PM';
}

const FIELDS = [
  ['hour12', 'Hour', 1, 12],
  ['minute', 'Minute', 0, 59],
  ['second', 'Second', 0, 59],
] as const;

/** A clock time of a date. */
export function clockOf(date: Date): ClockTime {
  const h = date.getHours();
  return {
    hour12: h % 12 === 0 ? 12 : h % 12,
    minute: date.getMinutes(),
    second: date.getSeconds(),
    meridiem: h < 12 ? 'AM' : 'PM',
  };
}

/** The picker. */
export function TimePicker({
  value,
  onChange,
  disabled,
}: {
  value: ClockTime;
  onChange: (value: ClockTime) => void;
  disabled: boolean;
}) {
  return (
    <div className="time-picker">
      {FIELDS.map(([key, label, min, max], index) => (
        <span key={key} className="time-field">
          {index > 0 && ':'}
          <input
            aria-label={label}
            inputMode="numeric"
            disabled={disabled}
            value={padTimeField(String(value[key]))}
            onChange={(e) => {
              const typed = Number(padTimeField(e.target.value));
              if (typed >= min && typed <= max) onChange({ ...value, [key]: typed });
            }}
          />
        </span>
      ))}
      {(['AM', 'PM'] as const).map((m) => (
        <label key={m} className="radio">
          <input
            type="radio"
            name="meridiem"
            disabled={disabled}
            checked={value.meridiem === m}
            onChange={() => {
              onChange({ ...value, meridiem: m });
            }}
          />
          {m}
        </label>
      ))}
    </div>
  );
}
