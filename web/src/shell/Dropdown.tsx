/** A menu button with a dropdown that closes on outside click, Escape and choice. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** A dropdown: `label` on the button, `children(close)` in the panel. */
export function Dropdown({
  label,
  buttonLabel,
  className = '',
  align = 'left',
  children,
}: {
  label: ReactNode;
  buttonLabel?: string;
  className?: string;
  align?: 'left' | 'right';
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className={`dropdown ${className}`} ref={root}>
      <button
        type="button"
        className="dropdown-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => {
          setOpen((o) => !o);
        }}
      >
        {label}
      </button>
      {open && (
        <div id={panelId} className={`dropdown-panel ${align}`} role="menu">
          {children(() => {
            setOpen(false);
          })}
        </div>
      )}
    </div>
  );
}
