/**
 * The manage screen's Practice Periods (03 §2, §4, §5): NUMBER, PERIOD TYPE, PERIOD NAME,
 * FIELD TYPE, START TIME, END TIME, ELAPSED, PROGRESS. While editing, names, types, field
 * types and the started periods' times change in the draft (each time checked with the
 * messages of 03 §5 and placed by the millisecond nudge), rows not yet started are dragged
 * (or moved with their arrows) to reorder, any row but the one in progress is deleted, and
 * the Add Period row adds one. In a live practice each row offers Start Period, End Period
 * and skip where the rule book allows them. At 900 px or less the table becomes a list of
 * collapsible periods.
 */
import { useState } from 'react';
import {
  FIELD_TYPES,
  inputProblem,
  periodEndError,
  periodStartError,
  practiceNameSchema,
} from '../../../../domain';
import type { PracticeDrill } from '../../../../state-machines';
import { formatElapsed } from '../../components/dates';
import {
  atTimeOfDay,
  canDrag,
  periodNameInput,
  timeOfDay,
  withEnd,
  withStart,
} from './manageDraft';
import { AddPeriod } from './AddPeriod';
import { PeriodActions, type LiveActions } from './PeriodActions';

/** A clock time of a period, as the table shows it. */
const clock = (ms: number | undefined): string =>
  ms === undefined
    ? '-'
    : new Date(ms).toLocaleTimeString([], {
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
      });

function progressOf(drill: PracticeDrill): { label: string; className: string } {
  if (drill.state === 'FINISH') return { label: 'Complete', className: 'done' };
  if (drill.state === 'SKIPPED') return { label: 'Skipped', className: 'skipped' };
  if (drill.state === 'START') return { label: 'In progress', className: 'running' };
  return { label: 'Not started', className: 'idle' };
}

function elapsedOf(drill: PracticeDrill, nowMs: number): string {
  if (drill.startTs === undefined) return '-';
  const end = drill.endTs ?? (drill.state === 'START' ? nowMs : undefined);
  return end === undefined ? '-' : formatElapsed(Math.max(0, end - drill.startTs));
}

export function PeriodsEditor({
  drills,
  editing,
  nowMs,
  periodTypes,
  narrow,
  live,
  onDrills,
  onAdd,
  onDelete,
  onMove,
  onLive,
}: {
  drills: readonly PracticeDrill[];
  editing: boolean;
  nowMs: number;
  periodTypes: readonly string[];
  narrow: boolean;
  /** The live buttons, or null when the practice is not live. */
  live: LiveActions | null;
  onDrills: (drills: PracticeDrill[]) => void;
  onAdd: (drillType: string, periodType: string | undefined) => void;
  onDelete: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onLive: (command: 'period.start' | 'period.end' | 'period.skip') => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const set = (index: number, change: Partial<PracticeDrill>) => {
    onDrills(drills.map((d, i) => (i === index ? { ...d, ...change } : d)));
  };

  /** The cells of one period, by column. */
  const cellsOf = (drill: PracticeDrill, i: number) => {
    const n = i + 1;
    // Times are checked as they are edited; the saved ones the server has checked already.
    const startError =
      !editing || drill.startTs === undefined
        ? null
        : periodStartError(drills, i, drill.startTs, nowMs);
    const endError =
      !editing || drill.endTs === undefined ? null : periodEndError(drills, i, drill.endTs, nowMs);
    const timeInput = (which: 'start' | 'end', ms: number | undefined, error: string | null) =>
      editing && ms !== undefined ? (
        <>
          <input
            type="time"
            step={1}
            aria-label={`Period ${n} ${which} time`}
            value={timeOfDay(ms)}
            aria-invalid={error !== null}
            onChange={(e) => {
              const at = atTimeOfDay(ms, e.target.value);
              if (at === null) return;
              onDrills(which === 'start' ? withStart(drills, i, at) : withEnd(drills, i, at));
            }}
          />
          {error !== null && <small className="cell-error">{error}</small>}
        </>
      ) : (
        clock(ms)
      );
    const progress = progressOf(drill);
    return {
      number: n,
      type: editing ? (
        <select
          aria-label={`Period ${n} type`}
          value={drill.periodType ?? ''}
          onChange={(e) => {
            set(i, { periodType: e.target.value === '' ? undefined : e.target.value });
          }}
        >
          <option value="">-</option>
          {periodTypes.map((t) => (
            <option key={t}>{t}</option>
          ))}
          {drill.periodType !== undefined && !periodTypes.includes(drill.periodType) && (
            <option>{drill.periodType}</option>
          )}
        </select>
      ) : (
        (drill.periodType ?? '-')
      ),
      name: editing ? (
        <input
          aria-label={`Period ${n} name`}
          value={drill.drillType}
          className={
            inputProblem(practiceNameSchema, drill.drillType) === null ? undefined : 'missing'
          }
          onChange={(e) => {
            set(i, { drillType: periodNameInput(e.target.value) });
          }}
        />
      ) : (
        drill.drillType
      ),
      field: editing ? (
        <select
          aria-label={`Period ${n} field type`}
          value={drill.roofType ?? ''}
          onChange={(e) => {
            set(i, { roofType: e.target.value === '' ? undefined : e.target.value });
          }}
        >
          <option value="">-</option>
          {FIELD_TYPES.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      ) : (
        (drill.roofType ?? '-')
      ),
      start: timeInput('start', drill.startTs, startError),
      end: timeInput('end', drill.endTs, endError),
      elapsed: elapsedOf(drill, nowMs),
      progress: (
        <span className={`period-progress ${progress.className}`}>
          <span className="bar" aria-hidden="true">
            <span />
          </span>
          {progress.label}
        </span>
      ),
      actions: (
        <PeriodActions
          drills={drills}
          drill={drill}
          index={i}
          editing={editing}
          live={live}
          onLive={onLive}
          onMove={onMove}
          onDelete={onDelete}
        />
      ),
    };
  };

  const addRow = editing && <AddPeriod periodTypes={periodTypes} onAdd={onAdd} />;

  if (narrow) {
    return (
      <section className="periods-list" aria-label="Practice Periods">
        <h2>Practice Periods</h2>
        {drills.map((drill, i) => {
          const c = cellsOf(drill, i);
          return (
            <details
              key={i}
              className={drill.state === 'START' ? 'period in-progress' : 'period'}
              open={drill.state === 'START' || editing}
            >
              <summary>
                <span className="period-number">{c.number}</span>
                <span className="period-name">{drill.drillType || '(no name)'}</span>
                {c.progress}
              </summary>
              <dl>
                <dt>Period type</dt>
                <dd>{c.type}</dd>
                <dt>Period name</dt>
                <dd>{c.name}</dd>
                <dt>Field type</dt>
                <dd>{c.field}</dd>
                <dt>Start time</dt>
                <dd>{c.start}</dd>
                <dt>End time</dt>
                <dd>{c.end}</dd>
                <dt>Elapsed</dt>
                <dd>{c.elapsed}</dd>
              </dl>
              {c.actions}
            </details>
          );
        })}
        {addRow}
      </section>
    );
  }

  return (
    <section className="periods-table" aria-label="Practice Periods">
      <h2>Practice Periods</h2>
      <table>
        <thead>
          <tr>
            <th>NUMBER</th>
            <th>PERIOD TYPE</th>
            <th>PERIOD NAME</th>
            <th>FIELD TYPE</th>
            <th>START TIME</th>
            <th>END TIME</th>
            <th>ELAPSED</th>
            <th>PROGRESS</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {drills.map((drill, i) => {
            const c = cellsOf(drill, i);
            const draggable = editing && canDrag(drills, i);
            return (
              <tr
                key={i}
                className={[
                  drill.state === 'START' ? 'in-progress' : '',
                  dragged === i ? 'dragging' : '',
                ].join(' ')}
                draggable={draggable}
                onDragStart={() => {
                  setDragged(i);
                }}
                onDragEnd={() => {
                  setDragged(null);
                }}
                onDragOver={(e) => {
                  if (dragged !== null && canDrag(drills, i)) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null && dragged !== i) onMove(dragged, i);
                  setDragged(null);
                }}
              >
                <td>
                  {draggable && (
                    <span className="drag-handle" aria-hidden="true">
                      ⠿
                    </span>
                  )}
                  {c.number}
                </td>
                <td>{c.type}</td>
                <td>{c.name}</td>
                <td>{c.field}</td>
                <td>{c.start}</td>
                <td>{c.end}</td>
                <td className="num">{c.elapsed}</td>
                <td>{c.progress}</td>
                <td>{c.actions}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {addRow}
    </section>
  );
}
