/**
 * The web's one query cache (docs/decisions/0025-web-query-cache.md): every read of a
 * screen moved to `useApiQuery` is kept here by its path and query, so two screens (or a
 * route's loader and its screen) that read the same call share one request and one answer.
 */
import { QueryClient } from '@tanstack/react-query';

/**
 * How long an answer counts as fresh: a screen opened again within it shows the kept answer
 * without asking again; after it, the kept answer shows while a new one is read.
 */
export const FRESH_MS = 10_000;

/** The app's query cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FRESH_MS,
      // A failed read is shown as it failed (the screens say why); callApi never retries.
      retry: false,
      // Screens follow the gateway's topics or their own intervals, not the window's focus.
      refetchOnWindowFocus: false,
    },
  },
});
