/**
 * A player's note and status in a session (02 §3 Player note, §4, §5): the status letter in
 * its colour, a note of at most 280 characters with its counter (red at 280), Save and
 * Cancel (Cancel puts back what was saved). Shown only to the player's own team and the
 * all-teams roles (02 §6); staff may change it, others read it.
 */
import { useState } from 'react';
import {
  BADGE_COLORS,
  canSeePlayerNotes,
  hasWriteGrant,
  isStaff,
  NOTE_MAX_CHARS,
  participationOf,
  PARTICIPATION_LEVELS,
  type NoteType,
} from '../../../../domain';
import { useUser } from '../../data/session';
import { savePlayerNote, usePlayerNote } from '../../data/sessionReads';

/** A note that is one space or one line break is no note (02 §5). */
const cleaned = (text: string): string => (text === ' ' || text === '\n' ? '' : text);

export function PlayerNote({
  sessionId,
  playerId,
  teamId,
}: {
  sessionId: string;
  playerId: string;
  teamId: string;
}) {
  const user = useUser();
  const visible = canSeePlayerNotes(user, teamId);
  const read = usePlayerNote(sessionId, playerId, visible);
  const saved = read.rows[0];
  // What the user is writing; null shows what is saved.
  const [draft, setDraft] = useState<{ note: string; type: NoteType } | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!visible) return null;

  const note = draft?.note ?? saved?.note ?? '';
  const type = draft?.type ?? saved?.type ?? 'None';
  const setNote = (text: string) => {
    setDraft({ note: text, type });
  };
  const setType = (value: NoteType) => {
    setDraft({ note, type: value });
  };
  // Staff write notes, with the write letter (a read grant reads: issue 33).
  const editable = isStaff(user) && hasWriteGrant(user);
  const changed = note !== (saved?.note ?? '') || type !== (saved?.type ?? 'None');
  const badge = participationOf(type);
  const save = async () => {
    setSaving(true);
    setMessage(null);
    try {
      await savePlayerNote(sessionId, playerId, [
        { dsid: sessionId, playerId, teamId, note: cleaned(note), type },
      ]);
      setMessage('Note saved');
      setDraft(null);
      read.reload();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="player-note" aria-label="Note and status">
      <div className="note-row">
        <span
          className="status-badge"
          style={{ background: BADGE_COLORS[badge?.color ?? 'grey'] }}
          aria-label={`Status ${badge?.label ?? type}`}
        >
          {badge?.letter ?? '-'}
        </span>
        <label>
          Status{' '}
          <select
            value={type}
            disabled={!editable}
            onChange={(event) => {
              setType(event.target.value as NoteType);
            }}
          >
            {PARTICIPATION_LEVELS.map((level) => (
              <option key={level.type} value={level.type}>
                {level.label}
              </option>
            ))}
          </select>
        </label>
        {saved !== undefined && (
          <span className="muted note-by">
            {saved.updatedBy}, {new Date(saved.updatedAt).toLocaleString()}
          </span>
        )}
      </div>
      <label className="note-text">
        <span className="sr-only">Note</span>
        <textarea
          value={note}
          maxLength={NOTE_MAX_CHARS}
          rows={3}
          readOnly={!editable}
          placeholder={editable ? 'Add a note' : 'No note'}
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
      </label>
      <div className="note-row">
        <span
          className={note.length >= NOTE_MAX_CHARS ? 'note-count full' : 'note-count'}
          aria-label="Characters"
        >
          {note.length}/{NOTE_MAX_CHARS}
        </span>
        {message !== null && (
          <span className="muted" role="status">
            {message}
          </span>
        )}
        {editable && (
          <span className="note-actions">
            <button
              type="button"
              className="button"
              disabled={!changed || saving}
              onClick={() => {
                setDraft(null);
                setMessage(null);
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button primary"
              disabled={!changed || saving}
              onClick={() => {
                void save();
              }}
            >
              Save
            </button>
          </span>
        )}
      </div>
    </section>
  );
}
