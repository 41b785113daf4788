/**
 * Targeted reprocess (02 §4, §5, §6): staff tick 'Targeted Reprocess', choose players of a
 * completed practice and Save (disabled with none chosen): the server computes those
 * players' numbers again from their stored positions, and the page reads the new numbers.
 * Cancel clears the choice.
 */
import { useState } from 'react';
import { formatJersey } from '../../../../domain';
import { reprocessPlayers } from '../../data/sessionReads';
import type { SessionPlayer } from '../../data/sessionNumbers';

export function ReprocessPanel({
  sessionId,
  players,
  onDone,
}: {
  sessionId: string;
  players: readonly SessionPlayer[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await reprocessPlayers(sessionId, [...chosen]);
      setMessage(`Reprocessed ${chosen.size} player${chosen.size === 1 ? '' : 's'}`);
      setChosen(new Set());
      onDone();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="reprocess">
      <label>
        <input
          type="checkbox"
          checked={open}
          onChange={(event) => {
            setOpen(event.target.checked);
            setChosen(new Set());
          }}
        />{' '}
        Targeted Reprocess
      </label>
      {message !== null && (
        <span className="muted" role="status">
          {message}
        </span>
      )}
      {open && (
        <fieldset className="reprocess-players">
          <legend>Players to reprocess</legend>
          {players.map((p) => (
            <label key={p.id}>
              <input
                type="checkbox"
                checked={chosen.has(p.id)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(p.id);
                  else next.delete(p.id);
                  setChosen(next);
                }}
              />{' '}
              {p.name} <span className="muted">#{formatJersey(p.jerseyNumber)}</span>
            </label>
          ))}
          <div className="note-actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                setChosen(new Set());
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button primary"
              disabled={busy || chosen.size === 0}
              onClick={() => {
                void save();
              }}
            >
              Save
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
