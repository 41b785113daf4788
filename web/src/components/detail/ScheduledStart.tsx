/**
 * A scheduled practice's start in the session header (02 §2): its date and time, which staff
 * who manage practices may change. A change is saved only if the new time is now or later,
 * else 'Please enter a future day.'; hours are picked on a 12-hour clock with AM/PM.
 */
import { useState } from 'react';
import {
  CALLS,
  canManagePractice,
  formatDate,
  hour24,
  MSG_ENTER_FUTURE_DAY,
} from '../../../../domain';
import { call } from '../../data/api';
import { useUser } from '../../data/session';

const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTES = Array.from({ length: 12 }, (_, i) => i * 5);
const pad = (n: number) => String(n).padStart(2, '0');

/** What the picker shows: a day, a 12-hour time and AM or PM. */
interface StartFields {
  readonly day: string;
  readonly hour: number;
  readonly minute: number;
  readonly meridiem: 'AM' | 'PM';
}

/** The picker's fields of a moment, in the browser's time zone. */
function fieldsOf(ms: number): StartFields {
  const d = new Date(ms);
  const hours = d.getHours();
  return {
    day: formatDate(d, 'yyyy-MM-dd'),
    hour: hours % 12 === 0 ? 12 : hours % 12,
    minute: d.getMinutes() - (d.getMinutes() % 5),
    meridiem: hours < 12 ? 'AM' : 'PM',
  };
}

export function ScheduledStart({
  practiceId,
  startMs,
  onSaved,
}: {
  practiceId: string;
  startMs: number;
  onSaved: () => void;
}) {
  const user = useUser();
  const [fields, setFields] = useState<StartFields | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = new Date(startMs).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (fields === null) {
    return (
      <span className="session-timer">
        {shown}{' '}
        {canManagePractice(user) && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setFields(fieldsOf(startMs));
              setProblem(null);
            }}
          >
            Change
          </button>
        )}
      </span>
    );
  }
  const save = async () => {
    const [y = 0, m = 1, d = 1] = fields.day.split('-').map(Number);
    const next = new Date(y, m - 1, d, hour24(fields.hour, fields.meridiem), fields.minute);
    if (Number.isNaN(next.getTime()) || next.getTime() < Date.now()) {
      setProblem(MSG_ENTER_FUTURE_DAY);
      return;
    }
    try {
      await call(CALLS.editPractice, { id: practiceId }, { body: { start: next.getTime() } });
      setFields(null);
      onSaved();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <span className="start-editor" role="group" aria-label="Start">
      <input
        type="date"
        aria-label="Day"
        value={fields.day}
        onChange={(event) => {
          setFields({ ...fields, day: event.target.value });
        }}
      />
      <select
        aria-label="Hour"
        value={fields.hour}
        onChange={(event) => {
          setFields({ ...fields, hour: Number(event.target.value) });
        }}
      >
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </select>
      <select
        aria-label="Minute"
        value={fields.minute}
        onChange={(event) => {
          setFields({ ...fields, minute: Number(event.target.value) });
        }}
      >
        {MINUTES.map((m) => (
          <option key={m} value={m}>
            {pad(m)}
          </option>
        ))}
      </select>
      <select
        aria-label="AM or PM"
        value={fields.meridiem}
        onChange={(event) => {
          setFields({ ...fields, meridiem: event.target.value === 'PM' ? 'PM' : 'AM' });
        }}
      >
        <option value="AM">AM</option>
        <option value="PM">PM</option>
      </select>
      <button
        type="button"
        className="button primary"
        onClick={() => {
          void save();
        }}
      >
        Save
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          setFields(null);
          setProblem(null);
        }}
      >
        Cancel
      </button>
      {problem !== null && (
        <span className="pin-warning" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
