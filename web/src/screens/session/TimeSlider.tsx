/**
 * The time slider (02 §3 Time slider filter, §4, §9): a window of the session, its start and
 * end dragged by the minute; the numbers follow 1500 ms after the last move. In a live
 * practice 'Keep Current' holds the end at now, refreshed every 60 s; off, the window stays
 * where it was put. The page keys it by its window, so a window changed elsewhere (Clear
 * filters, the address) starts it again.
 */
import { useEffect, useRef, useState } from 'react';
import { DATE_FORMATS, DEBOUNCE_MS, formatDate } from '../../../../domain';

const STEP_MS = 60_000;

export interface TimeWindow {
  readonly fromMs: number | null;
  readonly toMs: number | null;
  readonly keepCurrent: boolean;
}

export function TimeSlider({
  startMs,
  endMs,
  value,
  live,
  onChange,
}: {
  /** The session's first and last moments (for a live one, now). */
  startMs: number;
  endMs: number;
  value: TimeWindow;
  live: boolean;
  onChange: (window: TimeWindow) => void;
}) {
  const span = Math.max(STEP_MS, endMs - startMs);
  const steps = Math.ceil(span / STEP_MS);
  const stepOf = (ms: number | null, fallback: number) =>
    ms === null ? fallback : Math.min(steps, Math.max(0, Math.round((ms - startMs) / STEP_MS)));
  const [draft, setDraft] = useState<[number, number]>([
    stepOf(value.fromMs, 0),
    stepOf(value.toMs, steps),
  ]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const commit = (next: [number, number], keepCurrent: boolean) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      onChange({
        fromMs: next[0] === 0 ? null : startMs + next[0] * STEP_MS,
        toMs: keepCurrent || next[1] >= steps ? null : startMs + next[1] * STEP_MS,
        keepCurrent,
      });
    }, DEBOUNCE_MS.timeSlider);
  };
  const move = (which: 0 | 1, step: number) => {
    const next: [number, number] =
      which === 0
        ? [Math.min(step, draft[1] - 1), draft[1]]
        : [draft[0], Math.max(step, draft[0] + 1)];
    setDraft(next);
    commit(next, which === 1 ? false : value.keepCurrent);
  };
  const at = (step: number) => formatDate(startMs + step * STEP_MS, DATE_FORMATS.time);
  const whole = draft[0] === 0 && draft[1] >= steps && !value.keepCurrent;

  return (
    <fieldset className="time-slider">
      <legend>Time</legend>
      <label>
        <span className="sr-only">Window start</span>
        <input
          type="range"
          min={0}
          max={steps}
          value={draft[0]}
          aria-valuetext={at(draft[0])}
          onChange={(e) => {
            move(0, Number(e.target.value));
          }}
        />
      </label>
      <label>
        <span className="sr-only">Window end</span>
        <input
          type="range"
          min={0}
          max={steps}
          value={value.keepCurrent ? steps : draft[1]}
          disabled={value.keepCurrent}
          aria-valuetext={value.keepCurrent ? 'now' : at(draft[1])}
          onChange={(e) => {
            move(1, Number(e.target.value));
          }}
        />
      </label>
      <span className="time-window" aria-live="polite">
        {whole ? 'Whole session' : `${at(draft[0])} – ${value.keepCurrent ? 'now' : at(draft[1])}`}
      </span>
      {live && (
        <label className="keep-current">
          <input
            type="checkbox"
            checked={value.keepCurrent}
            onChange={(e) => {
              commit([draft[0], steps], e.target.checked);
            }}
          />
          Keep Current
        </label>
      )}
    </fieldset>
  );
}
