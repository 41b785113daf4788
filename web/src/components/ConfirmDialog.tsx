/**
 * A yes-or-no question before an action that cannot be taken back (03 §4: ending or
 * deleting a practice, saving changes when editing is turned off): the question, a warning
 * when there is one, the confirming button named as the spec names it, and the way out.
 * Escape is the way out too, unless `onDismiss` says otherwise (where the way out throws
 * something away); the backdrop does not answer for the user.
 */
import { Dialog } from './Dialog';
import './ConfirmDialog.css';

export function ConfirmDialog({
  question,
  warning,
  confirmLabel,
  cancelLabel = 'Cancel',
  label,
  onConfirm,
  onCancel,
  onDismiss = onCancel,
}: {
  question: string;
  warning?: string | undefined;
  confirmLabel: string;
  cancelLabel?: string;
  /** The accessible name, where it is not the question. */
  label?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** What Escape does: `onCancel` unless given. */
  onDismiss?: () => void;
}) {
  return (
    <Dialog
      role="alertdialog"
      className="confirm-dialog"
      title={question}
      label={label}
      closeButton={false}
      backdropCloses={false}
      onClose={onDismiss}
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
