/**
 * Save Schedule (03 §2, §7): the window of a dataset that its retracks and ball flight
 * retracks process, a start and an end in local time (the session's own times at first);
 * Save sends it as the action's start and end, and waits while the start is not before the end.
 */
import { useState } from 'react';
import { MISSING_VALUE } from '../../../../domain';
import type { ProcessingActionRequest } from '../../../../state-machines';
import { fromLocalInput, scheduleProblem, toLocalInput } from './scheduleInput';
import { Dialog } from '../../components/Dialog';
import type { DataOpsRow } from './useDataOpsRows';

/** The dialog of `row`'s schedule. */
export function ScheduleDialog({
  row,
  running,
  onRun,
  onClose,
}: {
  row: DataOpsRow;
  running: boolean;
  onRun: (request: ProcessingActionRequest) => void;
  onClose: () => void;
}) {
  const [start, setStart] = useState(row.startTime === null ? '' : toLocalInput(row.startTime));
  const [end, setEnd] = useState(row.endTime === null ? '' : toLocalInput(row.endTime));
  const startMs = fromLocalInput(start);
  const endMs = fromLocalInput(end);
  const problem = scheduleProblem(startMs, endMs);
  return (
    <Dialog
      label="Save Schedule"
      title={`Save Schedule · ${row.datasetRef ?? row.datasetId ?? MISSING_VALUE}`}
      className="dataops-dialog dataops-schedule"
      busy={running}
      onClose={onClose}
    >
      <p className="muted dataops-dialog-sub">{row.name ?? MISSING_VALUE}</p>
      <div className="dataops-schedule-fields">
        <label className="dataops-search">
          START
          <input
            type="datetime-local"
            value={start}
            aria-invalid={startMs === null}
            onChange={(e) => {
              setStart(e.target.value);
            }}
          />
        </label>
        <label className="dataops-search">
          END
          <input
            type="datetime-local"
            value={end}
            aria-invalid={endMs === null || problem !== null}
            onChange={(e) => {
              setEnd(e.target.value);
            }}
          />
        </label>
      </div>
      {problem !== null && <p className="form-error">{problem}</p>}
      <footer className="dialog-buttons">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button primary"
          disabled={running || problem !== null || row.datasetId === null}
          onClick={() => {
            if (row.datasetId === null || startMs === null || endMs === null) return;
            onRun({
              action: 'saveSchedule',
              datasetId: row.datasetId,
              teamId: row.teamId,
              startMs,
              endMs,
            });
          }}
        >
          {running ? 'Saving…' : 'Save'}
        </button>
      </footer>
    </Dialog>
  );
}
