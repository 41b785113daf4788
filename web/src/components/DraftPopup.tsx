/**
 * The one Apply/Cancel popup of the filters (the lists' date range and checklists, the
 * session page's comparison, the schedule's month picker): a button that opens a panel
 * anchored under it, a native non-modal `<dialog>` in the page's flow. The panel edits a
 * draft copy of the value: Apply hands the draft over, Cancel, Escape or a click outside
 * throw it away. Closing it from inside gives the focus back to the button.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { ApplyCancel } from './ApplyCancel';
import './DraftPopup.css';

/** A popup's open state and the draft it edits. */
export interface Draft<T> {
  readonly open: boolean;
  readonly draft: T;
  readonly setDraft: Dispatch<SetStateAction<T>>;
  /** Opens on a fresh copy of `value`, or closes, throwing the draft away. */
  readonly toggle: () => void;
  readonly close: () => void;
}

/** A draft of `value`, copied afresh each time the popup opens. */
export function useDraft<T>(value: T): Draft<T> {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  return {
    open,
    draft,
    setDraft,
    toggle: () => {
      if (!open) setDraft(value);
      setOpen(!open);
    },
    close: () => {
      setOpen(false);
    },
  };
}

export function DraftPopup<T>({
  state,
  label,
  button,
  buttonLabel,
  buttonClassName = 'button',
  className,
  panelClassName,
  applyDisabled = false,
  onOpen,
  onApply,
  children,
}: {
  state: Draft<T>;
  /** The panel's accessible name. */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  /** The button's accessible name, where it says more than it shows. */
  buttonLabel?: string;
  buttonClassName?: string;
  /** The class of the anchor around the button and the panel. */
  className: string;
  panelClassName: string;
  applyDisabled?: boolean;
  /** Resets what else the panel keeps when it opens. */
  onOpen?: () => void;
  /** Receives the draft on Apply. */
  onApply: (draft: T) => void;
  children: ReactNode;
}) {
  const { open, close } = state;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDialogElement>(null);

  /** Closes the panel; the focus goes back to the button if it was inside the panel. */
  const finish = () => {
    if (panel.current?.contains(document.activeElement)) trigger.current?.focus();
    close();
  };
  const latestFinish = useRef(finish);
  useLayoutEffect(() => {
    latestFinish.current = finish;
  });

  useLayoutEffect(() => {
    const dialog = panel.current;
    if (!open || dialog === null || dialog.open) return;
    // Non-modal, so the page stays usable and the panel stays where the CSS anchors it.
    if (typeof dialog.show === 'function') dialog.show();
    else dialog.setAttribute('open', '');
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) latestFinish.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestFinish.current();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={className} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={buttonLabel}
        onClick={() => {
          if (!open) onOpen?.();
          state.toggle();
        }}
      >
        {button}
      </button>
      {open && (
        <dialog ref={panel} className={`draft-popup ${panelClassName}`} aria-label={label}>
          {children}
          <ApplyCancel
            onCancel={finish}
            onApply={() => {
              finish();
              onApply(state.draft);
            }}
            applyDisabled={applyDisabled}
          />
        </dialog>
      )}
    </div>
  );
}
