/**
 * The Combine Logger's central table (03 §2, §4): NO., DRILL NAME, START TIME, END TIME and
 * ACTION, with each ended drill's TIME, DIST and TOP SPEED over the drill (beyond the spec).
 * Rows are coloured as 03 §4 says: blue for a running drill 1, dark blue for drill 2, light
 * blue for review, yellow when no player was matched, green when modified. Each ended row is
 * a combine drill machine: review toggle, time edits checked with the messages of 03 §5, and
 * delete after 'Are you sure to delete the event?'.
 */
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CombineDrill } from '../../../../domain';
import {
  combineDrillMachine,
  combineRowColour,
  isOpenCombineEvent,
  type CombineEvent,
  type CombineTimeField,
} from '../../../../state-machines';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { putDrill } from '../../data/combineDrills';
import {
  formatClockTenths,
  messageOf,
  numbersText,
  tableRows,
  timeFromInput,
  timeInputValue,
} from './combineView';

/** The name of the table, as screen readers and tests find it. */
export const COMBINE_TABLE = 'Combine drills';

const COLOUR_CLASS = {
  blue: 'row-open-1',
  darkBlue: 'row-open-2',
  lightBlue: 'row-review',
  yellow: 'row-unmatched',
  green: 'row-modified',
  none: '',
} as const;

/** The legend of the row colours (03 §4). */
const LEGEND: readonly (readonly [string, string])[] = [
  ['row-open-1', 'Drill 1 running'],
  ['row-open-2', 'Drill 2 running'],
  ['row-review', 'Review'],
  ['row-unmatched', 'No player matched'],
  ['row-modified', 'Modified'],
];

/** What the table needs from the screen. */
export interface CombineTableProps {
  readonly practiceId: string;
  readonly records: readonly CombineDrill[];
  /** The first read has not answered yet. */
  readonly loading: boolean;
  /** The server's answer for a changed drill. */
  readonly onSaved: (record: CombineDrill) => void;
  /** A change the server refused: the list is read again. */
  readonly onRefused: () => void;
}

export function CombineTable(props: CombineTableProps) {
  const { practiceId, records, loading, onSaved, onRefused } = props;
  const [error, setError] = useState<string | null>(null);
  // Bumped when the server refuses a change, so the row's machine starts again from the record.
  const [revision, setRevision] = useState(0);
  const rows = tableRows(records);
  const saved = useCallback(
    (record: CombineDrill) => {
      setError(null);
      onSaved(record);
    },
    [onSaved],
  );
  const refused = useCallback(
    (failure: unknown) => {
      setError(messageOf(failure));
      setRevision((r) => r + 1);
      onRefused();
    },
    [onRefused],
  );
  return (
    <section className="combine-table" aria-label="Combine events">
      <ul className="combine-legend" aria-label="Row colours">
        {LEGEND.map(([className, label]) => (
          <li key={className} className={className}>
            {label}
          </li>
        ))}
      </ul>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <table aria-label={COMBINE_TABLE}>
        <thead>
          <tr>
            <th scope="col">NO.</th>
            <th scope="col">DRILL NAME</th>
            <th scope="col">START TIME</th>
            <th scope="col">END TIME</th>
            <th scope="col" title="Tracked time over the drill, seconds">
              TIME (S)
            </th>
            <th scope="col" title="Distance over the drill, yards">
              DIST (YD)
            </th>
            <th scope="col" title="Top speed over the drill, mph">
              TOP SPEED (MPH)
            </th>
            <th scope="col">ACTION</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={8} className="combine-empty">
                {loading
                  ? 'Loading…'
                  : 'No drills timed yet. Choose a drill and a jersey in a panel, then Start.'}
              </td>
            </tr>
          )}
          {rows.map((record) =>
            isOpenCombineEvent(record) ? (
              <RunningRow key={record.event_id} record={record} />
            ) : (
              <DrillRow
                key={`${record.event_id}:${String(record.stTime)}:${String(record.endTime)}:${String(record.review)}:${revision}`}
                practiceId={practiceId}
                record={record}
                onSaved={saved}
                onRefused={refused}
              />
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}

/** The jersey cell: the code, and the matched player or that none was. */
function JerseyCell({ record }: { record: CombineDrill }) {
  return (
    <td>
      <div className="combine-no">
        <strong>{record.jerseyNumber}</strong>
        <span className="muted">{record.playerName ?? 'No player matched'}</span>
      </div>
    </td>
  );
}

/** A running drill: coloured by its panel; it ends in the panel. */
function RunningRow({ record }: { record: CombineDrill }) {
  const colour = combineRowColour(record, record.entity_id !== null);
  return (
    <tr className={COLOUR_CLASS[colour]}>
      <JerseyCell record={record} />
      <td>{record.drill}</td>
      <td>{formatClockTenths(record.stTime)}</td>
      <td>-</td>
      <td>-</td>
      <td>-</td>
      <td>-</td>
      <td className="muted">Running</td>
    </tr>
  );
}

/** An ended drill, driven by its own combine drill machine. */
function DrillRow({
  practiceId,
  record,
  onSaved,
  onRefused,
}: {
  practiceId: string;
  record: CombineDrill;
  onSaved: (record: CombineDrill) => void;
  onRefused: (failure: unknown) => void;
}) {
  // What the server answered the row's last change: passed up once it arrives.
  const [outcome, setOutcome] = useState<{ saved: CombineDrill } | { failure: unknown } | null>(
    null,
  );
  useEffect(() => {
    if (outcome === null) return;
    if ('saved' in outcome) onSaved(outcome.saved);
    else onRefused(outcome.failure);
  }, [outcome, onSaved, onRefused]);
  // One machine per row (the row is keyed by its event and what the server holds of it).
  const logic = useMemo(
    () =>
      combineDrillMachine.provide({
        actors: {
          deleteCombineEvent: fromPromise<unknown, { event: CombineEvent }>(async () => {
            const saved = await putDrill(practiceId, record.event_id, { deleted: true });
            setOutcome({ saved });
            return saved;
          }),
        },
      }),
    [practiceId, record.event_id],
  );
  const [snapshot, send, actor] = useMachine(logic, { input: { event: record } });
  useEffect(() => {
    const subscription = actor.on('combine.updated', ({ event }) => {
      const { stTime, endTime, review } = event;
      putDrill(practiceId, record.event_id, { stTime, endTime, review: review === true }).then(
        (saved) => {
          setOutcome({ saved });
        },
        (failure: unknown) => {
          setOutcome({ failure });
        },
      );
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, practiceId, record.event_id]);
  const [editing, setEditing] = useState<CombineTimeField | null>(null);
  const event = snapshot.context.event;
  const colour = combineRowColour(event, record.entity_id !== null);
  const numbers = numbersText(record);
  const provisional = record.entity_id !== null && !record.numbersFinal;
  const timeCell = (field: CombineTimeField) => {
    const atMs = field === 'start' ? event.stTime : event.endTime;
    const label = field === 'start' ? 'start time' : 'end time';
    if (editing === field && atMs !== undefined) {
      return (
        <TimeEditor
          label={`New ${label}`}
          atMs={atMs}
          onCancel={() => {
            setEditing(null);
          }}
          onSave={(newMs) => {
            send({ type: 'event.edit', field, atMs: newMs, nowMs: Date.now() });
            if (actor.getSnapshot().context.error === null) setEditing(null);
          }}
        />
      );
    }
    return (
      <span className="combine-time">
        {formatClockTenths(atMs)}
        <button
          type="button"
          className="icon-button"
          aria-label={`Edit ${label}`}
          title={`Edit ${label}`}
          disabled={!snapshot.matches('logged')}
          onClick={() => {
            setEditing(field);
          }}
        >
          ✎
        </button>
      </span>
    );
  };
  return (
    <>
      <tr className={COLOUR_CLASS[colour]}>
        <JerseyCell record={record} />
        <td>{record.drill}</td>
        <td>{timeCell('start')}</td>
        <td>{timeCell('end')}</td>
        <td className={provisional ? 'num provisional' : 'num'}>{numbers.time}</td>
        <td className={provisional ? 'num provisional' : 'num'}>{numbers.distance}</td>
        <td className={provisional ? 'num provisional' : 'num'}>{numbers.topSpeed}</td>
        <td className="combine-actions">
          <label>
            <input
              type="checkbox"
              checked={event.review === true}
              disabled={!snapshot.matches('logged')}
              onChange={() => {
                send({ type: 'review.toggle' });
              }}
            />
            Review
          </label>
          <button
            type="button"
            className="button danger"
            disabled={!snapshot.matches('logged')}
            onClick={() => {
              send({ type: 'event.delete' });
            }}
          >
            Delete
          </button>
          {snapshot.context.confirmation !== null && (
            <ConfirmDialog
              question={snapshot.context.confirmation.question}
              confirmLabel={snapshot.context.confirmation.confirmLabel}
              onConfirm={() => {
                send({ type: 'delete.confirm' });
              }}
              onCancel={() => {
                send({ type: 'delete.cancel' });
              }}
            />
          )}
        </td>
      </tr>
      {snapshot.context.error !== null && (
        <tr className="combine-row-error">
          <td colSpan={8} role="alert">
            {messageOf(snapshot.context.error)}
          </td>
        </tr>
      )}
    </>
  );
}

/** A time input to the tenth of a second, with Save and Cancel. */
function TimeEditor({
  label,
  atMs,
  onSave,
  onCancel,
}: {
  label: string;
  atMs: number;
  onSave: (atMs: number) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(() => timeInputValue(atMs));
  const parsed = timeFromInput(value, atMs);
  return (
    <span className="combine-time-editor">
      <input
        type="time"
        step="0.1"
        aria-label={label}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
        }}
      />
      <button
        type="button"
        className="button primary"
        disabled={parsed === null}
        onClick={() => {
          if (parsed !== null) onSave(parsed);
        }}
      >
        Save
      </button>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </span>
  );
}
