/**
 * Whether the page is visible: the live lists pause while their tab is hidden and load afresh
 * when it shows again (03 §4: the Data Ops list reloads every 5 s, paused while hidden).
 */
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void): (() => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
  };
};

/** True while the document is not hidden. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, () => !document.hidden);
}
