/**
 * Keeps a team's live practices polled while anyone holds the team's alerts topic. The alert
 * engine judges a practice on its poll answers, so without this nothing fires unless
 * somebody has that practice's live view open: a coach on the schedule or a player page
 * would wait for an alert that never comes. The node that owns `alerts/<team>` asks
 * dataaccess for the team's live practices every interval and holds each one's live topic
 * (with a subscriber that drops the frames) until the practice is no longer live or the
 * alerts topic is no longer owned here. A held topic is polled as any other: once in the
 * cluster, by the node holding its lease.
 */
import { DAY_MS } from '../../../domain';
import { topicName } from '../../../proto';
import type { DataaccessClient } from '../upstream/dataaccess-client';
import type { Subscriber } from './hub';
import type { LiveTopics } from './topics';

interface ScheduledEvent {
  readonly _id?: unknown;
  readonly type?: unknown;
  readonly status?: unknown;
}

/** The path of a team's sessions from yesterday to tomorrow (a practice may pass midnight). */
function nearbySessionsPath(teamId: string, nowMs: number): string {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return `scheduledevents?startTime=${today - DAY_MS}&endTime=${today + 2 * DAY_MS}&teamids=${encodeURIComponent(teamId)}`;
}

/** A viewer that wants nothing: it only keeps a topic (and so its poller) alive. */
const holder = (): Subscriber => ({
  send: () => true,
  close: () => undefined,
});

/**
 * Starts holding the live practices of `teamId`, checked every `intervalMs`; returns what
 * stops it (and lets go of every held topic).
 */
export function holdLivePractices(
  topics: LiveTopics,
  client: DataaccessClient,
  teamId: string,
  intervalMs: number,
  onError: (error: unknown) => void = () => undefined,
): () => void {
  /** Held topic names and their subscribers. */
  const held = new Map<string, Subscriber>();
  // In an object, so that lint sees it change while a check awaits.
  const run = { stopped: false };
  let timer: NodeJS.Timeout | null = null;

  const release = (name: string): void => {
    const subscriber = held.get(name);
    if (subscriber === undefined) return;
    held.delete(name);
    topics.unsubscribe(name, subscriber);
  };

  const check = async (): Promise<void> => {
    const answer = await client.get<ScheduledEvent>(
      nearbySessionsPath(teamId, Date.now()),
      'system',
    );
    if (run.stopped) return;
    const live = new Set(
      answer.results
        // A practice's type follows its status (01 §3.6); a game's stays 'game'.
        .filter((e) => e.type !== 'game' && e.status === 'live' && typeof e._id === 'string')
        .map((e) => topicName({ kind: 'practiceLive', practiceId: String(e._id) })),
    );
    for (const name of [...held.keys()]) if (!live.has(name)) release(name);
    for (const name of live) {
      if (held.has(name)) continue;
      const subscriber = holder();
      // Held before it is subscribed: a stop meanwhile unsubscribes it, which LiveTopics
      // takes as leaving before the channel caught up.
      held.set(name, subscriber);
      await topics.subscribe(name, subscriber).catch((error: unknown) => {
        held.delete(name);
        onError(error);
      });
    }
  };

  const tick = (): void => {
    void check()
      .catch(onError)
      .finally(() => {
        if (!run.stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();

  return () => {
    run.stopped = true;
    if (timer !== null) clearTimeout(timer);
    for (const name of [...held.keys()]) release(name);
  };
}
