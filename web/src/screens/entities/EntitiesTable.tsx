/**
 * The Entities screen's table (03 §2, §4): a team's entities with their tags. With editing
 * on, each row has Edit, which turns its NFL ID, jersey, status and position into inputs and
 * becomes Save (the server derives the position group), and Details, which opens the entity
 * modal. The row being edited lives in a React context, so typing does not rebuild the
 * table's columns and the input keeps the focus.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import {
  ENTITY_STATUSES,
  MISSING_VALUE,
  formatDate,
  type EntityRecord,
  type EntityStatus,
} from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import { TYPE_LABELS } from './EntityDialog';
import type { RowEdit } from './entityDraft';

/** The row being edited: its id, its four fields as typed, and the table's actions. */
export interface RowEditing {
  /** Editing is on (the switch) and the user may write. */
  readonly enabled: boolean;
  readonly rowId: string | null;
  readonly draft: RowEdit | null;
  readonly saving: boolean;
  readonly start: (entity: EntityRecord) => void;
  readonly change: (change: Partial<RowEdit>) => void;
  readonly save: () => void;
  readonly open: (entity: EntityRecord) => void;
  /** Tag ids used by more than one of the team's entities. */
  readonly duplicateTags: ReadonlySet<string>;
}

const RowEditContext = createContext<RowEditing>({
  enabled: false,
  rowId: null,
  draft: null,
  saving: false,
  start: () => {},
  change: () => {},
  save: () => {},
  open: () => {},
  duplicateTags: new Set(),
});

type EditField = keyof RowEdit;

/** A cell of one of the four row-edit fields: its value, or an input while its row is edited. */
function EditableCell({ data, field }: { data?: EntityRecord; field: EditField }) {
  const editing = useContext(RowEditContext);
  if (data === undefined) return null;
  if (editing.rowId !== data.id || editing.draft === null) {
    const value = data[field];
    return <>{value === '' ? MISSING_VALUE : value}</>;
  }
  const label = `${data.name} ${FIELD_LABELS[field]}`;
  if (field === 'status')
    return (
      <select
        aria-label={label}
        className="row-edit"
        value={editing.draft.status}
        disabled={editing.saving}
        onChange={(e) => {
          editing.change({ status: e.target.value as EntityStatus });
        }}
      >
        {ENTITY_STATUSES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </select>
    );
  return (
    <input
      aria-label={label}
      className="row-edit"
      value={editing.draft[field]}
      maxLength={field === 'position' ? 10 : 20}
      disabled={editing.saving}
      onChange={(e) => {
        editing.change({ [field]: e.target.value });
      }}
    />
  );
}

const FIELD_LABELS: Readonly<Record<EditField, string>> = {
  nflId: 'NFL ID',
  jersey: 'jersey',
  status: 'status',
  position: 'position',
};

/** The tag ids of a row, a duplicate one marked. */
function TagsCell({ data }: { data?: EntityRecord }) {
  const { duplicateTags } = useContext(RowEditContext);
  if (data === undefined) return null;
  if (data.tags.length === 0) return <>{MISSING_VALUE}</>;
  return (
    <span className="entity-tag-ids">
      {data.tags.map((t) => (
        <span
          key={t.id}
          className={`entity-tag-id${duplicateTags.has(t.id) ? ' duplicate' : ''}${t.active ? '' : ' inactive'}`}
          title={`${t.name} · ${t.group}${duplicateTags.has(t.id) ? ' · used by another entity' : ''}`}
        >
          {t.id}
        </span>
      ))}
    </span>
  );
}

/** Edit / Save and Details of a row, while editing is on. */
function ActionsCell({ data }: { data?: EntityRecord }) {
  const editing = useContext(RowEditContext);
  if (data === undefined || !editing.enabled) return null;
  const thisRow = editing.rowId === data.id;
  return (
    <span className="entity-actions">
      <button
        type="button"
        className="button"
        aria-label={`${thisRow ? 'Save' : 'Edit'} ${data.name}`}
        disabled={editing.saving || (editing.rowId !== null && !thisRow)}
        onClick={() => {
          if (thisRow) editing.save();
          else editing.start(data);
        }}
      >
        {thisRow ? 'Save' : 'Edit'}
      </button>
      <button
        type="button"
        className="button"
        aria-label={`Details of ${data.name}`}
        disabled={editing.saving || editing.rowId !== null}
        onClick={() => {
          editing.open(data);
        }}
      >
        Details
      </button>
    </span>
  );
}

const editable = (field: EditField): Partial<ColDef<EntityRecord>> => ({
  field,
  cellRenderer: EditableCell,
  cellRendererParams: { field },
});

/** The columns; Edit and Details only while editing is on, the team only when asked. */
function columns(editing: boolean, showTeam: boolean): ColDef<EntityRecord>[] {
  return [
    { headerName: 'Name', field: 'name', minWidth: 150, flex: 2 },
    { headerName: 'Team', field: 'teamId', width: 80, hide: !showTeam },
    {
      headerName: 'Type',
      field: 'type',
      width: 80,
      valueFormatter: ({ value }) => TYPE_LABELS[value as EntityRecord['type']],
    },
    { headerName: 'ID', field: 'id', width: 90 },
    { headerName: 'NFL ID', width: 115, ...editable('nflId') },
    { headerName: '#', width: 70, ...editable('jersey') },
    { headerName: 'Pos.', width: 80, ...editable('position') },
    {
      headerName: 'Pos. Group',
      field: 'positionGroup',
      width: 95,
      valueFormatter: ({ value }) => (value ? String(value) : MISSING_VALUE),
    },
    { headerName: 'Status', width: 105, ...editable('status') },
    {
      headerName: 'Tags',
      colId: 'tags',
      valueGetter: ({ data }) => data?.tags.map((t) => t.id).join(' ') ?? '',
      cellRenderer: TagsCell,
      minWidth: 190,
      flex: 1,
    },
    {
      headerName: 'Group',
      field: 'group',
      minWidth: 100,
      flex: 1,
      valueFormatter: ({ value }) => (value ? String(value) : MISSING_VALUE),
    },
    {
      headerName: 'Last edited',
      colId: 'updated',
      valueGetter: ({ data }) => data?.updatedMs ?? 0,
      valueFormatter: ({ data }) =>
        data ? `${formatDate(data.updatedMs, 'MM/dd/yy HH:mm')} · ${data.updatedBy}` : '',
      minWidth: 150,
      flex: 1,
    },
    {
      headerName: '',
      colId: 'actions',
      hide: !editing,
      sortable: false,
      width: 170,
      cellRenderer: ActionsCell,
    },
  ];
}

/**
 * The table of a team's entities (or a venue's, `showTeam` adding whose each is), `editing`
 * the row editor's state.
 */
export function EntitiesTable({
  rows,
  loading,
  editing,
  showTeam = false,
}: {
  rows: readonly EntityRecord[];
  loading: boolean;
  editing: RowEditing;
  showTeam?: boolean;
}) {
  const defs = useMemo(() => columns(editing.enabled, showTeam), [editing.enabled, showTeam]);
  return (
    <RowEditContext.Provider value={editing}>
      <DataGrid rows={rows} columns={defs} loading={loading} label="Entities table" />
    </RowEditContext.Provider>
  );
}
