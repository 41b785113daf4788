/**
 * A modal dialog's keyboard: it takes the focus when it opens and Escape closes it. The
 * latest `onClose` is used, so a caller may pass a new function on every render without the
 * dialog taking the focus back from its own fields.
 */
import { useEffect, useRef } from 'react';

/** The ref to put on the dialog's element. */
export function useDialog<T extends HTMLElement = HTMLDivElement>(onClose: () => void) {
  const root = useRef<T>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    root.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return root;
}
