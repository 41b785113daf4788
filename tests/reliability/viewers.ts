/**
 * Live viewers of the reliability suite: a topic's state in a form that ignores order, and
 * the reconnect through the load balancer that the web app makes when its socket ends.
 */
import type { TopicStore } from '../../web/src/live/store';
import { Viewer } from '../integration/live-fixture';
import type { Cluster } from './cluster';

/** A topic's tables, sorted, so that two stores holding the same state compare equal. */
export function canonical(store: TopicStore): string {
  return JSON.stringify(
    Object.entries(store.get().tables)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, t]) => [
        name,
        t.columns,
        Object.entries(t.rows).sort(([a], [b]) => a.localeCompare(b)),
      ]),
  );
}

/** Connects through the balancer, trying again while it still sends the socket to a dead node. */
export async function reconnect(url: string, cookie: string): Promise<Viewer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await Viewer.connect(url, cookie);
    } catch (error) {
      if (attempt >= 80) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * The viewers after a fault: each whose socket ended reconnects through the balancer and
 * resumes the cluster's topic from the store it kept; the open ones stay.
 */
export async function resumeOn(
  cluster: Cluster,
  cookie: string,
  viewers: readonly Viewer[],
): Promise<Viewer[]> {
  const next: Viewer[] = [];
  for (const old of viewers) {
    if (old.closeCode === null) {
      next.push(old);
      continue;
    }
    const viewer = await reconnect(cluster.url, cookie);
    viewer.stores.set(cluster.topic, old.store(cluster.topic));
    viewer.subscribe(cluster.topic);
    next.push(viewer);
  }
  return next;
}
