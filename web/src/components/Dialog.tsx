/**
 * The one modal dialog of the app (the create-practice, profile, Data Ops, player, custom
 * table and confirmation dialogs): a native `<dialog>` opened with `showModal()`, so the
 * browser draws the backdrop (`::backdrop`), keeps the focus inside, sends Escape as a
 * `cancel` event and gives the focus back to where it was on close. The caller owns whether
 * it is shown: rendering it opens it, `onClose` asks the caller to stop rendering it.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import './Dialog.css';

/** Opens `dialog` as a modal; where the DOM has no `showModal` (a test DOM), just opens it. */
function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

/** Whether a pointer event landed on the backdrop: on the dialog element, outside its box. */
function onBackdrop(event: React.MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

export function Dialog({
  title,
  label,
  subtitle,
  headExtra,
  footer,
  role = 'dialog',
  className = '',
  busy = false,
  locked = false,
  closeButton = true,
  backdropCloses = true,
  onClose,
  children,
}: {
  /** What the header says; also the accessible name unless `label` is given. */
  title: ReactNode;
  /** The accessible name, where the title says more or less than it (a truncated name). */
  label?: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Links or buttons of the header, between the title and the close button. */
  headExtra?: ReactNode;
  /** The buttons that end the dialog, at its foot. */
  footer?: ReactNode;
  /** 'alertdialog' for a question before an action that cannot be taken back. */
  role?: 'dialog' | 'alertdialog';
  /** The dialog's own class: its width and what is inside. */
  className?: string;
  busy?: boolean;
  /** While saving: Escape, the backdrop and the close button do nothing. */
  locked?: boolean;
  closeButton?: boolean;
  /** Whether a click on the backdrop closes it (not for a question that needs an answer). */
  backdropCloses?: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // The latest of these, for the listeners added once.
  const latest = useRef({ onClose, locked });
  useLayoutEffect(() => {
    latest.current = { onClose, locked };
  });

  // Layout effects: the dialog opens before paint and closes (restoring the focus) while
  // it is still in the document.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const onCancel = (event: Event) => {
      // The caller closes it by no longer rendering it.
      event.preventDefault();
      if (!latest.current.locked) latest.current.onClose();
    };
    const onNativeClose = () => {
      // The close event comes a task after the closing: open again by then (a remount, as
      // React's development mode does), it is stale.
      if (dialog.open) return;
      // The browser may close it without a cancelable cancel (Escape pressed twice with no
      // click between): the caller still shows it, so it asks to close or opens again.
      if (latest.current.locked) openModal(dialog);
      else latest.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    openModal(dialog);
    // The dialog itself takes the focus, as these dialogs always did, rather than its first
    // control (a close button, a link); a question focuses its first answer, the way out.
    if (dialog.getAttribute('role') !== 'alertdialog') dialog.focus();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  const close = () => {
    if (!locked) onClose();
  };
  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`.trim()}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-label={label}
      aria-labelledby={label === undefined ? titleId : undefined}
      aria-busy={busy}
      tabIndex={-1}
      onMouseDown={(event) => {
        if (backdropCloses && onBackdrop(event)) close();
      }}
    >
      <header className="dialog-head">
        <div className="dialog-heading">
          <h2 id={titleId}>{title}</h2>
          {subtitle !== undefined && <span className="dialog-sub">{subtitle}</span>}
        </div>
        {headExtra}
        {closeButton && (
          <button
            type="button"
            className="icon-button dialog-close"
            aria-label="Close"
            disabled={locked}
            onClick={close}
          >
            ×
          </button>
        )}
      </header>
      {children}
      {footer !== undefined && <footer className="dialog-buttons dialog-foot">{footer}</footer>}
    </dialog>
  );
}
