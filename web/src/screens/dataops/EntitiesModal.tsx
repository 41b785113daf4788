/**
 * /dataops/entities/{datasetId} (03 §2 "Entities screen", "Data Ops"): the dataset's entities
 * over the Data Ops page. 'Targeted Retrack' adds a checkbox to each row and a two-handle
 * range over the dataset's span (shown as times); Save runs a targeted retrack of the chosen
 * entities in that window (none chosen: 'Select Entities for targeted retrack'). With editing
 * unlocked, each player's or raw tag's row gets an 'Assign to' choice of the roster; Save
 * gives those positions to the chosen players and retracks them (the server's answer a toast),
 * then shows the rows again. Cancel, Escape or the backdrop close it and return to the page
 * as it was.
 */
import { useMemo, useState } from 'react';
import {
  CALLS,
  formatDate,
  formatJersey,
  MISSING_VALUE,
  MSG_UNABLE_TO_FIND_DATA,
  type DatasetEntity,
  type ProcessingAction,
} from '../../../../domain';
import type { ProcessingActionRequest } from '../../../../state-machines';
import { Dialog } from '../../components/Dialog';
import { EditingSwitch } from '../../components/EditingSwitch';
import { useTeamPlayers } from '../../data/players';
import { useApi } from '../../data/useApi';
import { ActionToast } from './ActionToast';
import {
  changedAssignments,
  isAssignable,
  rosterLabel,
  rosterOrder,
  type RosterChoice,
} from './entityAssignment';
import { datasetSpan, moveHandle, WHOLE_SPAN, windowOf, type RangePercent } from './rangeWindow';
import type { DataOpsRow } from './useDataOpsRows';
import { useEntityAssignment } from './useEntityAssignment';

const KIND_LABEL: Readonly<Record<DatasetEntity['kind'], string>> = {
  player: 'Player',
  ball: 'Ball',
  unknown: 'Unknown',
};

const clock = (ms: number): string => formatDate(ms, 'hh:mm:ss a');

/** The two handles of the window, each a range input, with the times they stand for. */
function RangeSlider({
  range,
  span,
  onChange,
}: {
  range: RangePercent;
  span: { firstMs: number; lastMs: number };
  onChange: (range: RangePercent) => void;
}) {
  const { startMs, endMs } = windowOf(range, span.firstMs, span.lastMs);
  return (
    <div className="dataops-range" role="group" aria-label="Retrack window">
      <div className="dataops-range-track">
        <span
          className="dataops-range-fill"
          style={{ left: `${range.start}%`, width: `${range.end - range.start}%` }}
        />
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={range.start}
          aria-label="Window start"
          aria-valuetext={clock(startMs)}
          onChange={(e) => {
            onChange(moveHandle(range, 'start', Number(e.target.value)));
          }}
        />
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={range.end}
          aria-label="Window end"
          aria-valuetext={clock(endMs)}
          onChange={(e) => {
            onChange(moveHandle(range, 'end', Number(e.target.value)));
          }}
        />
      </div>
      <p className="dataops-range-times">
        <span data-testid="window-start">{clock(startMs)}</span>
        <span className="muted">
          {range.start}% – {range.end}%
        </span>
        <span data-testid="window-end">{clock(endMs)}</span>
      </p>
    </div>
  );
}

/** A row's 'Assign to' choice: keep it as it is, or one of the roster's other players. */
function AssignSelect({
  entity,
  roster,
  value,
  onChange,
}: {
  entity: DatasetEntity;
  roster: readonly RosterChoice[];
  value: string;
  onChange: (playerId: string) => void;
}) {
  return (
    <select
      className="dataops-assign"
      aria-label={`Assign ${entity.name ?? entity.entityId} to`}
      value={value}
      onChange={(e) => {
        onChange(e.target.value);
      }}
    >
      <option value="">{entity.kind === 'player' ? 'Keep' : 'Unassigned'}</option>
      {roster
        .filter((p) => p.id !== entity.entityId)
        .map((p) => (
          <option key={p.id} value={p.id}>
            {rosterLabel(p)}
          </option>
        ))}
    </select>
  );
}

/** The modal of dataset `datasetId`; `row` is its Data Ops row when the list has it. */
export function EntitiesModal({
  datasetId,
  row,
  running,
  onRun,
  onNotice,
  onClose,
}: {
  datasetId: string;
  row: DataOpsRow | undefined;
  running: boolean;
  onRun: (request: ProcessingActionRequest) => void;
  /** The modal shows a toast of its own: the page's goes. */
  onNotice: () => void;
  onClose: () => void;
}) {
  const entities = useApi(CALLS.datasetEntities, { datasetId });
  const [targeted, setTargeted] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [range, setRange] = useState<RangePercent>(WHOLE_SPAN);
  const span = useMemo(() => datasetSpan(entities.rows), [entities.rows]);
  const [editing, setEditing] = useState(false);
  // Entity id → the player its positions go to ('' keeps it as it is).
  const [assigned, setAssigned] = useState<ReadonlyMap<string, string>>(new Map());
  const assignment = useEntityAssignment(datasetId);
  // The roster of the dataset's teams (a game's two sides), once the list names them.
  const teams = [row?.teamId, row?.visitorTeamId].filter(Boolean).join(',');
  const players = useTeamPlayers(teams === '' ? null : teams);
  const roster = useMemo(() => rosterOrder(players.rows ?? []), [players.rows]);
  const changes = changedAssignments(assigned);
  const busy = running || assignment.saving;
  const action: ProcessingAction = 'targetedRetrack';

  const toggle = (entityId: string) => {
    const next = new Set(chosen);
    if (next.has(entityId)) next.delete(entityId);
    else next.add(entityId);
    setChosen(next);
  };
  const saveAssignments = async () => {
    onNotice();
    if (await assignment.save(changes)) {
      setAssigned(new Map());
      entities.reload();
    }
  };
  const save = () => {
    if (editing) {
      void saveAssignments();
      return;
    }
    assignment.dismiss();
    const window = span === null ? null : windowOf(range, span.firstMs, span.lastMs);
    onRun({
      action,
      datasetId,
      teamId: row?.teamId,
      entities: targeted ? [...chosen] : [],
      ...(window === null ? {} : { startMs: window.startMs, endMs: window.endMs }),
    });
  };
  const title = `Edit Entities · ${row?.datasetRef ?? datasetId}`;

  return (
    <Dialog
      className="dataops-dialog"
      label="Edit Entities"
      title={title}
      busy={busy}
      onClose={onClose}
    >
      {row !== undefined && (
        <p className="muted dataops-dialog-sub">
          {row.name ?? MISSING_VALUE} · {row.replicaStatus ?? MISSING_VALUE}
        </p>
      )}
      <div className="dataops-entities-tools">
        <label className="dataops-check">
          <input
            type="checkbox"
            checked={targeted}
            disabled={editing}
            onChange={(e) => {
              setTargeted(e.target.checked);
            }}
          />
          Targeted Retrack
        </label>
        <EditingSwitch
          editing={editing}
          disabled={assignment.saving}
          onToggle={() => {
            setEditing(!editing);
            setTargeted(false);
            setAssigned(new Map());
          }}
        />
        {editing && players.error !== null && (
          <span className="form-error" role="alert">
            {players.error}
          </span>
        )}
      </div>
      {targeted && span !== null && <RangeSlider range={range} span={span} onChange={setRange} />}
      {entities.error !== null && (
        <p className="form-error" role="alert">
          {entities.error}
        </p>
      )}
      <div className="dataops-entities">
        <table aria-label="Entities" className={editing ? 'editing' : undefined}>
          <thead>
            <tr>
              {targeted && (
                <th>
                  <span className="sr-only">Chosen</span>
                </th>
              )}
              <th>ENTITY</th>
              <th>KIND</th>
              <th>NAME</th>
              <th>#</th>
              <th>POS.</th>
              <th>SAMPLES</th>
              <th>FIRST</th>
              <th>LAST</th>
              {editing && <th>ASSIGN TO</th>}
            </tr>
          </thead>
          <tbody>
            {entities.rows.map((e) => (
              <tr
                key={e.entityId}
                className={
                  (chosen.has(e.entityId) && targeted) || (assigned.get(e.entityId) ?? '') !== ''
                    ? 'chosen'
                    : ''
                }
              >
                {targeted && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Retrack ${e.name ?? e.entityId}`}
                      checked={chosen.has(e.entityId)}
                      onChange={() => {
                        toggle(e.entityId);
                      }}
                    />
                  </td>
                )}
                <td className="dataops-entity-id">{e.entityId}</td>
                <td>{KIND_LABEL[e.kind]}</td>
                <td>{e.name ?? MISSING_VALUE}</td>
                <td>{formatJersey(e.jerseyNumber)}</td>
                <td>{e.position ?? MISSING_VALUE}</td>
                <td className="number">{e.samples}</td>
                <td>{clock(e.firstMs)}</td>
                <td>{clock(e.lastMs)}</td>
                {editing && (
                  <td>
                    {isAssignable(e) && (
                      <AssignSelect
                        entity={e}
                        roster={roster}
                        value={assigned.get(e.entityId) ?? ''}
                        onChange={(playerId) => {
                          setAssigned(new Map(assigned).set(e.entityId, playerId));
                        }}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {!entities.loading && entities.rows.length === 0 && entities.error === null && (
          <p className="muted">{MSG_UNABLE_TO_FIND_DATA}</p>
        )}
        {entities.loading && <p className="muted">Loading…</p>}
      </div>
      <footer className="dialog-buttons">
        {targeted && <span className="muted dataops-chosen">{chosen.size} chosen</span>}
        {editing && (
          <span className="muted dataops-chosen">
            {changes.length} {changes.length === 1 ? 'entity' : 'entities'} to assign
          </span>
        )}
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button primary"
          disabled={busy || (editing && changes.length === 0)}
          onClick={save}
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
      </footer>
      {assignment.notice !== null && (
        <ActionToast notice={assignment.notice} onDismiss={assignment.dismiss} />
      )}
    </Dialog>
  );
}
