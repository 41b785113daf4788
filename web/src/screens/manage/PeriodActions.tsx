/**
 * A period's buttons on the manage screen (03 §4, §5): in a live practice Start Period, End
 * Period and Skip where the rule book allows them; while editing, the arrows that move a
 * period not yet started and the delete of any period but the one in progress.
 */
import type { ReactNode } from 'react';
import type { PracticeDrill } from '../../../../state-machines';
import { canDrag } from './manageDraft';

/** What the live buttons of a row may do now (the rule book's answer for the saved record). */
export interface LiveActions {
  readonly start: number | null;
  readonly end: number | null;
  readonly skip: number | null;
  /** Why they are all greyed out, when they are (unsaved edits). */
  readonly blockedBy: string | null;
}

/** The buttons of period `index`, or nothing when it has none. */
export function PeriodActions({
  drills,
  drill,
  index: i,
  editing,
  live,
  onLive,
  onMove,
  onDelete,
}: {
  drills: readonly PracticeDrill[];
  drill: PracticeDrill;
  /** The period's place in `drills`. */
  index: number;
  editing: boolean;
  /** The live buttons, or null when the practice is not live. */
  live: LiveActions | null;
  onLive: (command: 'period.start' | 'period.end' | 'period.skip') => void;
  onMove: (from: number, to: number) => void;
  onDelete: (index: number) => void;
}) {
  const n = i + 1;
  const buttons: ReactNode[] = [];
  if (live !== null) {
    const blocked = live.blockedBy ?? undefined;
    const liveButton = (
      command: 'period.start' | 'period.end' | 'period.skip',
      text: string,
      extra: { className?: string; label?: string; title?: string } = {},
    ) => (
      <button
        key={command}
        type="button"
        className={extra.className ?? 'button'}
        aria-label={extra.label}
        disabled={blocked !== undefined}
        title={blocked ?? extra.title}
        onClick={() => {
          onLive(command);
        }}
      >
        {text}
      </button>
    );
    if (live.start === i)
      buttons.push(liveButton('period.start', 'Start Period', { className: 'button primary' }));
    if (live.end === i) buttons.push(liveButton('period.end', 'End Period'));
    if (live.skip === i)
      buttons.push(
        liveButton('period.skip', 'Skip', {
          label: `Skip to period ${n + 1}`,
          title: 'End this period and start the next',
        }),
      );
  }
  if (editing) {
    const movable = canDrag(drills, i);
    if (movable) {
      buttons.push(
        <button
          key="up"
          type="button"
          className="icon-button"
          aria-label={`Move period ${n} up`}
          disabled={i === 0 || !canDrag(drills, i - 1)}
          onClick={() => {
            onMove(i, i - 1);
          }}
        >
          ▲
        </button>,
        <button
          key="down"
          type="button"
          className="icon-button"
          aria-label={`Move period ${n} down`}
          disabled={i === drills.length - 1}
          onClick={() => {
            onMove(i, i + 1);
          }}
        >
          ▼
        </button>,
      );
    }
    buttons.push(
      <button
        key="delete"
        type="button"
        className="icon-button danger"
        aria-label={`Delete period ${n}`}
        disabled={drill.state === 'START'}
        title={drill.state === 'START' ? 'A period in progress cannot be deleted.' : undefined}
        onClick={() => {
          onDelete(i);
        }}
      >
        ✕
      </button>,
    );
  }
  return buttons.length === 0 ? null : <span className="period-actions">{buttons}</span>;
}
