/**
 * /dataops/entities/{datasetId} (03 §2 "Entities screen", "Data Ops"): the dataset's entities
 * over the Data Ops page. 'Targeted Retrack' adds a checkbox to each row and a two-handle
 * range over the dataset's span (shown as times); Save runs a targeted retrack of the chosen
 * entities in that window (none chosen: 'Select Entities for targeted retrack'); Cancel,
 * Escape or the backdrop close it and return to the page as it was.
 */
import { useMemo, useState } from 'react';
import {
  formatDate,
  formatJersey,
  MISSING_VALUE,
  MSG_UNABLE_TO_FIND_DATA,
  type ProcessingAction,
} from '../../../../domain';
import type { ProcessingActionRequest } from '../../../../state-machines';
import { useApi } from '../../data/useApi';
import { datasetSpan, moveHandle, WHOLE_SPAN, windowOf, type RangePercent } from './rangeWindow';
import { DataOpsDialog } from './DataOpsDialog';
import type { DataOpsRow } from './useDataOpsRows';

/** One entity of a dataset, as `datasets/{datasetId}/entities` answers (contract item 3). */
export interface DatasetEntity {
  readonly entityId: string;
  readonly kind: 'player' | 'ball' | 'unknown';
  readonly playerId: string | null;
  readonly name: string | null;
  readonly jerseyNumber: string | null;
  readonly position: string | null;
  readonly samples: number;
  readonly firstMs: number;
  readonly lastMs: number;
}

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

/** The modal of dataset `datasetId`; `row` is its Data Ops row when the list has it. */
export function EntitiesModal({
  datasetId,
  row,
  running,
  onRun,
  onClose,
}: {
  datasetId: string;
  row: DataOpsRow | undefined;
  running: boolean;
  onRun: (request: ProcessingActionRequest) => void;
  onClose: () => void;
}) {
  const entities = useApi<DatasetEntity>(`datasets/${encodeURIComponent(datasetId)}/entities`);
  const [targeted, setTargeted] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [range, setRange] = useState<RangePercent>(WHOLE_SPAN);
  const span = useMemo(() => datasetSpan(entities.rows), [entities.rows]);
  const action: ProcessingAction = 'targetedRetrack';

  const toggle = (entityId: string) => {
    const next = new Set(chosen);
    if (next.has(entityId)) next.delete(entityId);
    else next.add(entityId);
    setChosen(next);
  };
  const save = () => {
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
    <DataOpsDialog label="Edit Entities" title={title} busy={running} onClose={onClose}>
      {row !== undefined && (
        <p className="muted dataops-dialog-sub">
          {row.name ?? MISSING_VALUE} · {row.replicaStatus ?? MISSING_VALUE}
        </p>
      )}
      <label className="dataops-check">
        <input
          type="checkbox"
          checked={targeted}
          onChange={(e) => {
            setTargeted(e.target.checked);
          }}
        />
        Targeted Retrack
      </label>
      {targeted && span !== null && <RangeSlider range={range} span={span} onChange={setRange} />}
      {entities.error !== null && (
        <p className="form-error" role="alert">
          {entities.error}
        </p>
      )}
      <div className="dataops-entities">
        <table aria-label="Entities">
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
            </tr>
          </thead>
          <tbody>
            {entities.rows.map((e) => (
              <tr key={e.entityId} className={chosen.has(e.entityId) && targeted ? 'chosen' : ''}>
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
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button primary" disabled={running} onClick={save}>
          {running ? 'Saving…' : 'Save'}
        </button>
      </footer>
    </DataOpsDialog>
  );
}
