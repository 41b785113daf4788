/**
 * The frame of a Data Ops dialog (the entities modal, Save Schedule): a backdrop whose click
 * closes it, a modal dialog named for assistive technology that takes the focus and closes on
 * Escape, and a header with the title and a close button.
 */
import type { ReactNode } from 'react';
import { useDialog } from '../../components/useDialog';

export function DataOpsDialog({
  label,
  title,
  className = '',
  busy,
  onClose,
  children,
}: {
  /** The dialog's accessible name. */
  label: string;
  /** What its header says. */
  title: ReactNode;
  /** A further class of the dialog box. */
  className?: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useDialog(onClose);
  return (
    <div
      className="dataops-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className={`dataops-dialog ${className}`.trim()}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-busy={busy}
        tabIndex={-1}
        ref={dialog}
      >
        <header className="dataops-dialog-head">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
