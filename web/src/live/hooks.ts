/** React access to the live client: a topic's state and the connection status. */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { LiveClient } from './client';
import type { TopicState, TopicStore } from './store';

/** The page's live client. */
export const LiveContext = createContext<LiveClient | null>(null);

function useClient(): LiveClient {
  const client = useContext(LiveContext);
  if (client === null) throw new Error('useTopic needs a LiveContext provider');
  return client;
}

const LOADING: TopicState = {
  status: 'loading',
  tables: {},
  epoch: 0,
  seq: 0,
  fetchedAtMs: 0,
  stale: false,
  error: null,
};
const noStore = { get: () => LOADING, subscribe: () => () => undefined };

/** The live state of a topic, kept current by the gateway's deltas. */
export function useTopic(topic: string | null): TopicState {
  const client = useClient();
  const store: Pick<TopicStore, 'get' | 'subscribe'> = useMemo(
    () => (topic === null ? noStore : client.storeOf(topic)),
    [client, topic],
  );
  useEffect(() => {
    if (topic === null) return;
    client.retain(topic);
    return () => {
      client.release(topic);
    };
  }, [client, topic]);
  return useSyncExternalStore(store.subscribe, store.get);
}

/** The connection status of the live client. */
export function useConnectionStatus() {
  const client = useClient();
  return useSyncExternalStore(client.onStatus, client.status);
}
