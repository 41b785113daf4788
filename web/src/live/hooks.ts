/** React access to the live client: a topic's rows, typed by its schema, and the connection. */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { schemaOf, topicName, type SchemaOf, type Topic } from '../../../proto';
import type { LiveAlert, LiveClient } from './client';
import { readTopic, type LiveTopic } from './liveTopic';
import { EMPTY_TOPIC, type TopicStore } from './store';

/** The page's live client. */
export const LiveContext = createContext<LiveClient | null>(null);

function useClient(): LiveClient {
  const client = useContext(LiveContext);
  if (client === null) throw new Error('useTopic needs a LiveContext provider');
  return client;
}

const noStore = { get: () => EMPTY_TOPIC, subscribe: () => () => undefined };

/**
 * The live state of a topic (null: none), kept current by the gateway's deltas and read
 * through the topic's schema: `useTopic({ kind: 'practiceLive', practiceId }).rows('players')`.
 */
export function useTopic<T extends Topic>(topic: T | null): LiveTopic<SchemaOf<T['kind']>> {
  const client = useClient();
  const name = topic === null ? null : topicName(topic);
  const schema = topic === null ? null : schemaOf(topic);
  const store: Pick<TopicStore, 'get' | 'subscribe'> = useMemo(
    () => (name === null ? noStore : client.storeOf(name)),
    [client, name],
  );
  useEffect(() => {
    if (name === null) return;
    client.retain(name);
    return () => {
      client.release(name);
    };
  }, [client, name]);
  const state = useSyncExternalStore(store.subscribe, store.get);
  return useMemo(() => readTopic(schema, state), [schema, state]);
}

/** Calls `listener` with each alert the gateway pushes (keep it stable: useCallback). */
export function useLiveAlerts(listener: (alert: LiveAlert) => void): void {
  const client = useClient();
  useEffect(() => client.onAlert(listener), [client, listener]);
}

/** The connection status of the live client. */
export function useConnectionStatus() {
  const client = useClient();
  return useSyncExternalStore(client.onStatus, client.status);
}

/** How many topics of the page wait to be subscribed again after a 429 (0: none). */
export function useLiveThrottled(): number {
  const client = useClient();
  return useSyncExternalStore(client.onStatus, client.throttled);
}
