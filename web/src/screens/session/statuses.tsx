/**
 * The status column (02 §3, §6): each player's status letter in its colour from their note
 * in this session, read for the whole team in one call; only for the player's own team and
 * the all-teams roles.
 */
import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { BADGE_COLORS, canSeePlayerNotes, participationOf } from '../../../../domain';
import { useUser } from '../../data/session';
import { usePlayerNotes } from '../../data/sessionReads';

/**
 * Each player's note type in a session, by player id (null when the user may not see them),
 * and `reload` to read them again (when the pop-up, where notes are written, closes).
 */
export function useStatuses(
  sessionId: string,
  teamId: string,
): { readonly byPlayer: ReadonlyMap<string, string> | null; readonly reload: () => void } {
  const user = useUser();
  const visible = teamId !== '' && canSeePlayerNotes(user, teamId);
  const read = usePlayerNotes(visible ? teamId : null, sessionId);
  const byPlayer = useMemo(
    () => (visible ? new Map(read.rows.map((note) => [note.playerId, note.type])) : null),
    [visible, read.rows],
  );
  return { byPlayer, reload: read.reload };
}

/** The status badge of a note type ('-' in grey without one). */
export function StatusBadge({ type }: { type: string | undefined }) {
  const level = participationOf(type ?? 'None');
  return (
    <span
      className="status-badge"
      style={{ background: BADGE_COLORS[level?.color ?? 'grey'] }}
      title={level?.label ?? 'None'}
    >
      {level?.letter ?? '-'}
    </span>
  );
}

/** The status column of a table whose rows are players with ids `idOf(row)`. */
export function statusColumn<Row>(
  statuses: ReadonlyMap<string, string>,
  idOf: (row: Row) => string,
): ColDef<Row> {
  return {
    colId: 'status',
    headerName: 'Status',
    width: 76,
    valueGetter: ({ data }) => (data === undefined ? 'None' : (statuses.get(idOf(data)) ?? 'None')),
    cellRenderer: ({ value }: { value: string }) => <StatusBadge type={value} />,
  };
}
