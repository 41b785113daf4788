/**
 * The Customers screen's 'Practice Areas' tab (03 §2 Customers): 'Add New Area', and the
 * practice areas of the team's venues with their size and an Edit each, as the practice viewer
 * draws them; none gives 'Please add a new Practice Area'.
 */
import { useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { CALLS, MSG_ADD_PRACTICE_AREA, formatDecimals, type Team } from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import { useApiQuery } from '../../data/useApiQuery';
import { AreaDialog } from './AreaDialog';
import type { StoredArea } from './areaDraft';

interface AreaRow {
  readonly id: string;
  readonly siteId: string;
  readonly venue: string;
  readonly type: string;
  readonly name: string;
  readonly widthFt: number;
  readonly heightFt: number;
  readonly stored: StoredArea;
}

const columns = (onEdit: (row: AreaRow) => void): ColDef<AreaRow>[] => [
  { headerName: 'Name', field: 'name', flex: 2, minWidth: 160 },
  { headerName: 'Venue', field: 'venue', flex: 2, minWidth: 180 },
  { headerName: 'Type', field: 'type', width: 110 },
  {
    headerName: 'Width (ft)',
    field: 'widthFt',
    width: 115,
    valueFormatter: ({ value }) => formatDecimals(Number(value), 2),
  },
  {
    headerName: 'Height (ft)',
    field: 'heightFt',
    width: 115,
    valueFormatter: ({ value }) => formatDecimals(Number(value), 2),
  },
  {
    headerName: '',
    colId: 'edit',
    sortable: false,
    width: 90,
    cellRenderer: ({ data }: { data?: AreaRow }) =>
      data ? (
        <button
          type="button"
          className="button area-edit"
          aria-label={`Edit ${data.name}`}
          onClick={() => {
            onEdit(data);
          }}
        >
          Edit
        </button>
      ) : null,
  },
];

export function AreasTab({ team }: { team: Team }) {
  const venues = useApiQuery(CALLS.venues, {}, { teamids: team.teamId });
  const [editing, setEditing] = useState<AreaRow | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = useMemo(
    () =>
      venues.rows.flatMap((v) =>
        v.practiceAreas.map((a): AreaRow => ({
          id: `${v.siteId}/${a._id}`,
          siteId: v.siteId,
          venue: v.siteName,
          type: (a as StoredArea).type === 'indoor' ? 'indoor' : 'outdoor',
          name: a.areaName,
          widthFt: a.widthFt,
          heightFt: a.heightFt,
          stored: a,
        })),
      ),
    [venues.rows],
  );
  const defs = useMemo(
    () =>
      columns((row) => {
        setNotice(null);
        setEditing(row);
      }),
    [],
  );
  return (
    <div className="customers-profile">
      <div className="customers-zone-buttons">
        <button
          type="button"
          className="button primary"
          disabled={venues.rows.length === 0}
          title={venues.rows.length === 0 ? `${team.teamFullName} has no venue` : undefined}
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          Add New Area
        </button>
      </div>
      {notice !== null && (
        <p className="customers-notice" role="status">
          {notice}
        </p>
      )}
      {venues.error !== null && (
        <p className="form-error" role="alert">
          {venues.error}
        </p>
      )}
      {!venues.loading && rows.length === 0 ? (
        <p className="empty">{MSG_ADD_PRACTICE_AREA}</p>
      ) : (
        <div className="customers-grid">
          <DataGrid rows={rows} columns={defs} loading={venues.loading} label="Practice areas" />
        </div>
      )}
      {editing !== null && (
        <AreaDialog
          venues={venues.rows}
          area={editing === 'new' ? undefined : { siteId: editing.siteId, stored: editing.stored }}
          teamAreaNames={rows.map((r) => r.name)}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={(name, added) => {
            setEditing(null);
            setNotice(`Practice area '${name}' ${added ? 'created' : 'saved'}.`);
          }}
        />
      )}
    </div>
  );
}
