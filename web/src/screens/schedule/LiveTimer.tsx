/** A live practice's elapsed time, ticking every second (01 §2.4, 01 §9) on its own. */
import { REFRESH_MS } from '../../../../domain';
import { formatElapsed } from '../../components/dates';
import { useNow } from '../../components/useNow';

/** HH:MM:SS since `startMs`; only this element re-renders each second. */
export function LiveTimer({ startMs }: { startMs: number }) {
  const now = useNow(REFRESH_MS.practiceTimer);
  return <span className="event-timer">{formatElapsed(now - startMs)}</span>;
}
