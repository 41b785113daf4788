/**
 * The processing bar (03 §2, §4): 'Practice Data Processing' with the percentage while an
 * ended practice's final numbers are computed by dataaccess's processing job. `useProcessing`
 * (data/sessionReads) polls processing/{id} every second until the job is done or failed; the page reloads the
 * final numbers on `onDone`.
 */
import { useEffect, useRef } from 'react';
import { MSG_PRACTICE_DATA_PROCESSING, MSG_PROCESSING_ETA } from '../../../domain';
import type { ProcessingStatus } from '../data/sessionNumbers';
import './processing.css';

/** What the bar shows and whom it tells that processing is done. */
export interface ProcessingBarProps {
  /** The polled status (useProcessing's); null (nothing known yet) shows nothing. */
  readonly state: ProcessingStatus | null;
  /**
   * Called once when the session's processing reaches done after the bar saw it unfinished
   * (the page reloads the final numbers); a session already done on the first answer does not
   * call it.
   */
  readonly onDone?: () => void;
}

/**
 * The bar with its text and percentage while the session is pending or processing; failed
 * says so instead of a percentage; nothing before the first answer and once done, so a page
 * may mount it for every completed practice.
 */
export function ProcessingBar({ state, onDone }: ProcessingBarProps) {
  const unfinishedId = state !== null && state.state !== 'done' ? state.sessionId : null;
  const doneId = state?.state === 'done' ? state.sessionId : null;
  // Which session was seen unfinished, and which was told done: onDone runs once per session.
  const seen = useRef<string | null>(null);
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (unfinishedId !== null) seen.current = unfinishedId;
  }, [unfinishedId]);
  useEffect(() => {
    if (doneId === null || seen.current !== doneId || told.current === doneId) return;
    told.current = doneId;
    onDone?.();
  }, [doneId, onDone]);

  if (state === null || state.state === 'done') return null;
  const failed = state.state === 'failed';
  const percent = Math.max(0, Math.min(100, Math.round(state.percent)));
  return (
    <div className={`processing-bar${failed ? ' processing-failed' : ''}`}>
      <div className="processing-text">
        <span>{MSG_PRACTICE_DATA_PROCESSING}</span>
        <span className="processing-percent">{failed ? 'failed' : `${percent}%`}</span>
      </div>
      <div
        className="processing-track"
        role="progressbar"
        aria-label={MSG_PRACTICE_DATA_PROCESSING}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={failed ? 'failed' : `${percent}%`}
      >
        <div className="processing-fill" style={{ width: `${percent}%` }} />
      </div>
      {!failed && <p className="processing-eta">{MSG_PROCESSING_ETA}</p>}
    </div>
  );
}
