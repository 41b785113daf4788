/**
 * The Editing switch of the management screens (03 §4 Editing): Locked by default, a switch a
 * keyboard and a test reach by its name ('Editing'), its words saying which way it stands.
 */
import './editingSwitch.css';

export function EditingSwitch({
  editing,
  disabled = false,
  title,
  name,
  onToggle,
}: {
  /** Unlocked: editing is on. */
  editing: boolean;
  disabled?: boolean;
  /** Why it is disabled, when it is. */
  title?: string | undefined;
  /** A switch of its own name (the loggers' 'Edit'), in place of 'Editing Locked/Unlocked'. */
  name?: string;
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
      {name ?? (editing ? 'Editing Unlocked' : 'Editing Locked')}
    </button>
  );
}
