/**
 * The playback controls (03 §2, §4 Playback): the timeline slider with a mark at each
 * period's start, the time shown, Prev and Next (10 s back or ahead), Play/Pause, Reset,
 * Live (a live practice only), the speed (0.5× to 4×) and a jump to a period's start.
 */
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '../../../../state-machines';
import type { MapController } from './mapController';
import { periodAt, type PeriodMark, type Timeline } from './mapView';

/** What the controls show of the playback: the playhead, the machine's state and speed. */
export interface PlaybackView {
  readonly atMs: number;
  readonly state: string;
  readonly speed: number;
  /** The map's zoom as drawn (following a player zooms in). */
  readonly zoom: number;
}

/** Slider steps: a tenth of a second, the samples' own rate. */
const SLIDER_STEP_MS = 100;

/** A time of day as the page's clock shows it, to the second. */
const clock = (ms: number): string =>
  new Date(ms).toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** The controls under the map. */
export function PlaybackBar({
  controller,
  view,
  timeline,
  marks,
  live,
}: {
  controller: MapController | null;
  view: PlaybackView;
  timeline: Timeline;
  marks: readonly PeriodMark[];
  live: boolean;
}) {
  const range = controller?.timeline() ?? { fromMs: timeline.startMs, toMs: timeline.endMs };
  const playing = view.state === 'playing';
  const following = view.state === 'live';
  const period = periodAt(marks, view.atMs);
  const send = controller === null ? () => undefined : controller.send.bind(controller);
  const span = range.toMs - range.fromMs;
  return (
    <div className="playback" role="group" aria-label="Playback">
      <div className="timeline">
        <input
          type="range"
          aria-label="Timeline"
          min={0}
          max={Math.max(SLIDER_STEP_MS, Math.round(span / SLIDER_STEP_MS) * SLIDER_STEP_MS)}
          step={SLIDER_STEP_MS}
          value={Math.round((view.atMs - range.fromMs) / SLIDER_STEP_MS) * SLIDER_STEP_MS}
          disabled={controller === null}
          onChange={(e) => {
            send({ type: 'playback.seek', atMs: range.fromMs + Number(e.target.value) });
          }}
        />
        <div className="period-marks" aria-hidden="true">
          {marks.map((m) => (
            <span
              key={m.index}
              className="period-mark"
              style={{ left: `${((m.startMs - range.fromMs) / span) * 100}%` }}
              title={m.name}
            />
          ))}
        </div>
      </div>
      <div className="playback-buttons">
        <output className="playhead" aria-label="Playhead">
          {clock(view.atMs)}
          {period === null ? '' : ` · ${period.name}`}
        </output>
        <button
          type="button"
          onClick={() => {
            send({ type: 'playback.step', direction: -1 });
          }}
        >
          Prev
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            send({ type: playing || following ? 'playback.pause' : 'playback.play' });
          }}
        >
          {playing || following ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          onClick={() => {
            send({ type: 'playback.step', direction: 1 });
          }}
        >
          Next
        </button>
        <button
          type="button"
          onClick={() => {
            send({ type: 'playback.reset' });
          }}
        >
          Reset
        </button>
        {live && (
          <button
            type="button"
            className={following ? 'live on' : 'live'}
            aria-pressed={following}
            onClick={() => {
              send({ type: 'playback.live' });
            }}
          >
            Live
          </button>
        )}
        <label>
          Speed
          <select
            aria-label="Speed"
            value={String(view.speed)}
            disabled={following}
            onChange={(e) => {
              send({ type: 'playback.speed', speed: Number(e.target.value) as PlaybackSpeed });
            }}
          >
            {PLAYBACK_SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <label>
          Period
          <select
            aria-label="Period"
            value={period === null ? '' : String(period.index)}
            onChange={(e) => {
              const mark = marks.find((m) => String(m.index) === e.target.value);
              if (mark !== undefined) send({ type: 'playback.seek', atMs: mark.startMs });
            }}
          >
            <option value="" disabled>
              Jump to a period
            </option>
            {marks.map((m) => (
              <option key={m.index} value={String(m.index)}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
