/** The Cancel and Apply buttons that end a filter's or picker's panel. */

/** Cancel, then Apply (disabled with `applyDisabled`). */
export function ApplyCancel({
  onCancel,
  onApply,
  applyDisabled = false,
}: {
  onCancel: () => void;
  onApply: () => void;
  applyDisabled?: boolean;
}) {
  return (
    <div className="dialog-buttons">
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className="button primary" disabled={applyDisabled} onClick={onApply}>
        Apply
      </button>
    </div>
  );
}
