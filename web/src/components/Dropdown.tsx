/** A menu button with a dropdown that closes on outside click, Escape and choice. */
import { useId, type ReactNode } from 'react';
import { usePopup } from './usePopup';
import './Dropdown.css';

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
  const { open, setOpen, root } = usePopup();
  const panelId = useId();
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
