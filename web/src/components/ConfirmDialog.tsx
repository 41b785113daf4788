/**
 * A yes-or-no question before an action that cannot be taken back (03 §4: ending or
 * deleting a practice, saving changes when editing is turned off): the question, a warning
 * when there is one, the confirming button named as the spec names it, and the way out.
 */
import { useId } from 'react';
import { useDialog } from './useDialog';
import './ConfirmDialog.css';

export function ConfirmDialog({
  question,
  warning,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: {
  question: string;
  warning?: string | undefined;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const root = useDialog(onCancel);
  return (
    <div className="confirm-backdrop">
      <div
        ref={root}
        className="confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <p id={titleId} className="confirm-question">
          {question}
        </p>
        {warning !== undefined && <p className="confirm-warning">{warning}</p>}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
