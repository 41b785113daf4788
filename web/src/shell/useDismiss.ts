/** Closing a popup on a click outside it or on Escape. */
import { useEffect, type RefObject } from 'react';

/** While `open`, calls `dismiss` on a mouse press outside `root` or on Escape. */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  dismiss: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, dismiss]);
}
