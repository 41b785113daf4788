/**
 * The Editing switch of the management and settings screens (03 §4 Editing, 02 §4 Live
 * Alerting): Locked by default, a switch a keyboard and a test reach by its name ('Editing'),
 * checked while editing is on, its words saying which way it stands.
 */
import './editingSwitch.css';

export function EditingSwitch({
  editing,
  disabled = false,
  title,
  name,
  words = { locked: 'Editing Locked', unlocked: 'Editing Unlocked' },
  onToggle,
}: {
  /** Unlocked: editing is on. */
  editing: boolean;
  disabled?: boolean;
  /** Why it is disabled, when it is. */
  title?: string | undefined;
  /** A switch of its own name (the loggers' 'Edit'), in place of 'Editing Locked/Unlocked'. */
  name?: string;
  /** The words of each position, where a screen names them otherwise (Live Alerting's). */
  words?: { readonly locked: string; readonly unlocked: string };
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={editing}
      aria-label={name ?? 'Editing'}
      className={`editing-switch${editing ? ' on' : ''}`}
      disabled={disabled}
      {...(title === undefined ? {} : { title })}
      onClick={onToggle}
    >
      <span className="editing-switch-track" aria-hidden="true" />
      {name ?? (editing ? words.unlocked : words.locked)}
    </button>
  );
}
