/**
 * The custom event names' editor (03 §2: "an Edit switch and Save for custom event names
 * (Set Custom Event 1 to 3)"): three inputs and Save, saved for the team. A failed save keeps
 * what was typed and says why.
 */
import { useState } from 'react';
import {
  CUSTOM_EVENT_NAME_MAX,
  defaultCustomEventName,
  MSG_CHANGES_SAVED,
} from '../../../../domain';
import { saveCustomEventNames } from '../../data/practiceEvents';

export function CustomEventNames({
  teamId,
  names,
  onSaved,
}: {
  teamId: string;
  /** The names as saved (the defaults for slots never named). */
  names: readonly string[];
  /** The names were saved: read them again and close the editor. */
  onSaved: (message: string) => void;
}) {
  const [drafts, setDrafts] = useState<string[]>(() => [...names]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="logger-names"
      aria-label="Custom event names"
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        setError(null);
        saveCustomEventNames(teamId, drafts).then(
          () => {
            setSaving(false);
            onSaved(MSG_CHANGES_SAVED);
          },
          (failure: unknown) => {
            setSaving(false);
            setError(failure instanceof Error ? failure.message : String(failure));
          },
        );
      }}
    >
      {drafts.map((draft, i) => (
        <label key={i} className="logger-name">
          <span>Set Custom Event {i + 1}</span>
          <input
            type="text"
            value={draft}
            maxLength={CUSTOM_EVENT_NAME_MAX}
            placeholder={defaultCustomEventName(i + 1)}
            onChange={(event) => {
              const next = [...drafts];
              next[i] = event.target.value;
              setDrafts(next);
            }}
          />
        </label>
      ))}
      <button type="submit" className="button primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      {error !== null && (
        <p className="form-error" role="alert">
          The names were not saved: {error}
        </p>
      )}
    </form>
  );
}
