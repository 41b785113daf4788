/**
 * The Monitor's clock-driven hooks: the day's live topic, today that rolls at local midnight
 * by itself, and the freshness a wall states on screen.
 */
import { parseISO } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import { REFRESH_MS } from '../../../../domain';
import { addDays, dayKey } from '../../components/dates';
import { useConnectionStatus, useTopic } from '../../live/hooks';
import { isStale, monitorRowsOfDay, msUntilNextLocalMidnight, wallRowsOfDay } from './monitorRows';

/** The Monitor's rows of a local day, from the shared `monitor/{day}` topic. */
export function useMonitorDay(day: Date) {
  const key = dayKey(day);
  const topic = useTopic({ kind: 'monitor', day: key });
  const sessions = topic.rows('sessions');
  // Recomputed when the table or the day changes, not on every tick of a timer.
  const rows = useMemo(() => monitorRowsOfDay(sessions, parseISO(key)), [sessions, key]);
  return { topic, rows };
}

/**
 * The wall's rows of a local day: the day's sessions and those still live from before it,
 * which the day before's topic holds (a practice running past midnight stays on the wall).
 */
export function useWallDay(day: Date) {
  const key = dayKey(day);
  const topic = useTopic({ kind: 'monitor', day: key });
  const earlier = useTopic({ kind: 'monitor', day: dayKey(addDays(day, -1)) });
  const sessions = topic.rows('sessions');
  const earlierSessions = earlier.rows('sessions');
  const rows = useMemo(
    () => wallRowsOfDay(sessions, earlierSessions, parseISO(key)),
    [sessions, earlierSessions, key],
  );
  return { topic, rows };
}

/**
 * Today in local time, changing at local midnight by itself: one timer set for the next
 * midnight from the clock (not a date read every second), set again each day. A timer that
 * fires early (a clock set back) finds the same day and is set again.
 */
export function useLocalToday(): Date {
  const [today, setToday] = useState(() => new Date());
  const key = dayKey(today);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = (): void => {
      timer = setTimeout(() => {
        const now = new Date();
        if (dayKey(now) !== key) setToday(now);
        else arm();
      }, msUntilNextLocalMidnight(Date.now()));
    };
    arm();
    return () => {
      clearTimeout(timer);
    };
  }, [key]);
  return today;
}

/** What a wall says about its data. */
export interface Freshness {
  readonly stale: boolean;
  /** The live connection is open. */
  readonly connected: boolean;
  /** The gateway says the topic's source is failing, or the socket dropped. */
  readonly sourceStale: boolean;
  /** The last moment the data was known current, epoch ms (0: not yet). */
  readonly asOfMs: number;
}

/**
 * Whether the wall's data is stale, checked at each tick of `nowMs`: the data counts as
 * current at every tick with the socket open, the source answering and a snapshot held.
 */
export function useFreshness(
  topic: { status: string; stale: boolean },
  nowMs: number,
  intervalMs: number = REFRESH_MS.monitor,
): Freshness {
  const connection = useConnectionStatus();
  const [lastGoodMs, setLastGoodMs] = useState(0);
  const connected = connection === 'open';
  const good = connected && !topic.stale && topic.status === 'ready';
  // Kept during render (React's pattern for state following props): no extra effect pass.
  if (good && nowMs > lastGoodMs) setLastGoodMs(nowMs);
  return {
    stale: isStale({ connected, sourceStale: topic.stale, lastGoodMs, nowMs, intervalMs }),
    connected,
    sourceStale: topic.stale,
    asOfMs: lastGoodMs,
  };
}
