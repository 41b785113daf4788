/**
 * A dropdown of checkboxes with Apply and Cancel, for the position filter and the
 * period/intensity filter of the team page (02 §2): every choice checked means no filter;
 * Apply is disabled with nothing checked (01 §5); Cancel, Escape or a click outside revert.
 */
import { DraftPopup, useDraft } from '../DraftPopup';
import './filters.css';

/** The dropdown; `selected` empty means everything. */
export function ChecklistFilter({
  label,
  options,
  selected,
  onApply,
}: {
  label: string;
  options: readonly (readonly [value: string, text: string])[];
  selected: readonly string[];
  onApply: (values: string[]) => void;
}) {
  const all = options.map(([value]) => value);
  const current = selected.length === 0 ? all : selected;
  const state = useDraft<readonly string[]>(current);
  const { draft, setDraft } = state;
  const summary =
    current.length === all.length
      ? `All ${label.toLowerCase()}`
      : current.length === 1
        ? (options.find(([v]) => v === current[0])?.[1] ?? '')
        : `${label} (${current.length})`;
  const toggleAll = draft.length === all.length ? [] : all;
  return (
    <DraftPopup
      state={state}
      label={label}
      className="checklist-filter"
      panelClassName="checklist-panel"
      buttonLabel={`${label}: ${summary}`}
      button={
        <>
          {summary} <span aria-hidden>▾</span>
        </>
      }
      applyDisabled={draft.length === 0}
      onApply={(chosen) => {
        onApply(chosen.length === all.length ? [] : all.filter((v) => chosen.includes(v)));
      }}
    >
      <label className="checklist-all">
        <input
          type="checkbox"
          checked={draft.length === all.length}
          onChange={() => {
            setDraft(toggleAll);
          }}
        />
        All
      </label>
      <div className="checklist-options">
        {options.map(([value, text]) => (
          <label key={value}>
            <input
              type="checkbox"
              checked={draft.includes(value)}
              onChange={() => {
                setDraft(
                  draft.includes(value) ? draft.filter((v) => v !== value) : [...draft, value],
                );
              }}
            />
            {text}
          </label>
        ))}
      </div>
    </DraftPopup>
  );
}
