/**
 * A yes-or-no question before an action that cannot be taken back (03 §4: ending or
 * deleting a practice, saving changes when editing is turned off): the question, a warning
 * when there is one, the confirming button named as the spec names it, and the way out
 * (also Escape; the backdrop does not answer for the user).
 */
import { Dialog } from './Dialog';
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
  return (
    <Dialog
      role="alertdialog"
      className="confirm-dialog"
      title={question}
      closeButton={false}
      backdropCloses={false}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {warning !== undefined && <p className="confirm-warning">{warning}</p>}
    </Dialog>
  );
}
