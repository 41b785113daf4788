/**
 * The foot of a form in a dialog: the first problem that keeps it from being sent (as a
 * status, beside the buttons), Cancel, and the button that sends it, disabled (and dimmed)
 * until the form is ready and while it is being sent.
 */
export function FormFooter({
  problem,
  ready,
  pending,
  submitLabel = 'Save',
  onCancel,
  onSubmit,
}: {
  /** What to fix first, in words; null when nothing is shown. */
  problem: string | null;
  /** The form may be sent. */
  ready: boolean;
  /** It is being sent. */
  pending: boolean;
  submitLabel?: string;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  return (
    <>
      {problem !== null && (
        <span className="form-problem" role="status">
          {problem}
        </span>
      )}
      <button type="button" className="button" disabled={pending} onClick={onCancel}>
        Cancel
      </button>
      <button
        type="button"
        className={`button primary${ready ? '' : ' dimmed'}`}
        disabled={!ready || pending}
        onClick={onSubmit}
      >
        {submitLabel}
      </button>
    </>
  );
}
