/** Whether the screen is narrow (900 px or less, 01 §2.3): the narrow page set and lighter loading. */
import { useSyncExternalStore } from 'react';
import { LAYOUT } from '../../../domain';

const query = `(max-width: ${LAYOUT.mobileBreakpointPx}px)`;

const subscribe = (onChange: () => void): (() => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => {
    list.removeEventListener('change', onChange);
  };
};

/** True while the viewport is 900 px wide or less. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
