/**
 * Keeps the session of a page that only watches live data (the Monitor's wall) alive while it
 * is visible (decision 0026): such a page makes no REST call, so its session's 20 idle
 * minutes would run out and the gateway would close its socket. Every
 * `REFRESH_MS.wallSessionRenew` the page, if visible, asks `/api/session`, which renews the
 * session (and the socket's end with it) as any page's activity does, up to the session's
 * twelve-hour maximum, which the gateway enforces. A hidden page renews nothing; one shown
 * again after a skipped turn renews at once. Nothing here runs faster than that interval.
 */
import { useEffect } from 'react';
import { REFRESH_MS } from '../../../domain';
import { fetchSession } from './session';

/** What the renewal needs of its surroundings: the browser's by default. */
export interface RenewalEnvironment {
  /** Renews the session (asks `/api/session`). */
  readonly renew: () => Promise<unknown>;
  /** Whether the page is visible now. */
  readonly visible: () => boolean;
  /** Adds a listener of visibility changes; returns its removal. */
  readonly onVisibility: (listener: () => void) => () => void;
  /** Runs `task` every `ms`; returns its stop. */
  readonly every: (task: () => void, ms: number) => () => void;
}

/** Starts renewing the session while the page is visible; returns the stop. */
export function keepSessionWhileVisible(
  environment: RenewalEnvironment,
  intervalMs: number = REFRESH_MS.wallSessionRenew,
): () => void {
  /** A turn came while the page was hidden: renew as soon as it is shown. */
  let skipped = false;
  const renew = (): void => {
    // A failed renewal is tried again at the next turn; the socket says if the session ended.
    environment.renew().catch(() => undefined);
  };
  const stopTimer = environment.every(() => {
    if (environment.visible()) renew();
    else skipped = true;
  }, intervalMs);
  const stopListening = environment.onVisibility(() => {
    if (skipped && environment.visible()) {
      skipped = false;
      renew();
    }
  });
  return () => {
    stopTimer();
    stopListening();
  };
}

const browser = (): RenewalEnvironment => ({
  renew: () => fetchSession(),
  visible: () => document.visibilityState === 'visible',
  onVisibility: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => {
      document.removeEventListener('visibilitychange', listener);
    };
  },
  every: (task, ms) => {
    const id = setInterval(task, ms);
    return () => {
      clearInterval(id);
    };
  },
});

/** Renews the session while the page showing it is visible (the wall's screens). */
export function useKeepSessionWhileVisible(): void {
  useEffect(() => keepSessionWhileVisible(browser()), []);
}
