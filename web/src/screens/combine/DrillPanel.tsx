/**
 * One of the Combine Logger's two drill panels (03 §2): Position Group, Drill or Custom Drill,
 * Lock Drills, the jersey keypad 0–9 with Clear (digits only, at most 3) and Start/End. Start
 * creates the drill on the server; the running drill is the combine drill machine's (End
 * stamps the end, posts it and keeps the answer), so a reload finds it running again.
 */
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  DRILL_GROUPS,
  drillsFor,
  formatDurationMs,
  type CombineDrill,
  type DrillGroup,
} from '../../../../domain';
import {
  combineDrillMachine,
  startCombineEvent,
  type CombineSlot,
} from '../../../../state-machines';
import { useNow } from '../../components/useNow';
import { postDrill, putDrill } from '../../data/combineDrills';
import {
  jerseySuggestion,
  KEYPAD_KEYS,
  messageOf,
  pressKey,
  type RosterPlayer,
} from './combineView';

/** What a panel needs from the screen. */
export interface DrillPanelProps {
  readonly slot: CombineSlot;
  readonly practiceId: string;
  /** Drills can be started (the practice is live). */
  readonly live: boolean;
  /** The panel's running drill, if one runs. */
  readonly running: CombineDrill | undefined;
  readonly roster: readonly RosterPlayer[];
  /** A drill started: the list should be read again. */
  readonly onStarted: () => void;
  /** The server's answer for a drill this panel ended. */
  readonly onEnded: (record: CombineDrill) => void;
}

export function DrillPanel(props: DrillPanelProps) {
  const { slot, practiceId, live, running, roster } = props;
  const ids = useId();
  const [group, setGroup] = useState<DrillGroup>('Common');
  const [custom, setCustom] = useState(false);
  const [drill, setDrill] = useState('');
  const [customName, setCustomName] = useState('');
  const [locked, setLocked] = useState(false);
  const [digits, setDigits] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = (custom ? customName : drill).trim();
  const suggestion = jerseySuggestion(roster, group, digits);
  const busy = running !== undefined || pending;
  const fixed = busy || locked;
  const title = `Drill ${slot}`;
  const { onEnded } = props;
  const ended = useCallback(
    (record: CombineDrill) => {
      setDigits('');
      onEnded(record);
    },
    [onEnded],
  );

  const start = () => {
    setPending(true);
    setError(null);
    const event = startCombineEvent(
      slot,
      { type: group, drill: name, jerseyNumber: digits, isCustom: custom },
      Date.now(),
    );
    postDrill(practiceId, event).then(
      () => {
        setPending(false);
        props.onStarted();
      },
      (failure: unknown) => {
        setPending(false);
        setError(messageOf(failure));
      },
    );
  };

  return (
    <section className={`combine-panel slot-${slot}`} aria-label={title}>
      <h2>{title}</h2>
      <label className="combine-field">
        <span>Position Group</span>
        <select
          value={group}
          disabled={fixed}
          onChange={(e) => {
            const next = e.target.value as DrillGroup;
            setGroup(next);
            if (!drillsFor(next).includes(drill)) setDrill('');
          }}
        >
          {DRILL_GROUPS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      </label>
      <div className="combine-kind" role="radiogroup" aria-label={`${title} kind`}>
        {[
          [false, 'Drill'],
          [true, 'Custom Drill'],
        ].map(([value, label]) => (
          <label key={String(label)} className={custom === value ? 'on' : ''}>
            <input
              type="radio"
              name={`${ids}-kind`}
              checked={custom === value}
              disabled={fixed}
              onChange={() => {
                setCustom(value === true);
              }}
            />
            {label}
          </label>
        ))}
      </div>
      {custom ? (
        <label className="combine-field">
          <span>Custom Drill</span>
          <input
            type="text"
            value={customName}
            maxLength={100}
            disabled={fixed}
            placeholder="Name of the drill"
            onChange={(e) => {
              setCustomName(e.target.value);
            }}
          />
        </label>
      ) : (
        <label className="combine-field">
          <span>Drill</span>
          <select
            value={drill}
            disabled={fixed}
            onChange={(e) => {
              setDrill(e.target.value);
            }}
          >
            <option value="">Choose a drill</option>
            {drillsFor(group).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="combine-lock">
        <input
          type="checkbox"
          checked={locked}
          disabled={busy}
          onChange={(e) => {
            setLocked(e.target.checked);
          }}
        />
        Lock Drills
      </label>
      <output className="combine-jersey" aria-label={`${title} jersey`}>
        {suggestion.code === '' ? '--' : suggestion.code}
      </output>
      <p className={`combine-suggestion${suggestion.player ? ' matched' : ''}`}>
        {suggestion.note}
      </p>
      <div className="combine-keypad" role="group" aria-label={`${title} jersey keypad`}>
        {KEYPAD_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className={`button${key === 'clear' ? ' clear' : ''}`}
            disabled={busy}
            onClick={() => {
              setDigits((d) => pressKey(d, key));
            }}
          >
            {key === 'clear' ? 'Clear' : key}
          </button>
        ))}
      </div>
      {running === undefined ? (
        <button
          type="button"
          className="button primary combine-start"
          disabled={!live || busy || name === '' || digits === ''}
          onClick={start}
        >
          Start
        </button>
      ) : (
        <RunningDrill
          key={running.event_id}
          practiceId={practiceId}
          record={running}
          onEnded={ended}
        />
      )}
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** The running drill of a panel: its jersey, drill and time so far, and End. */
function RunningDrill({
  practiceId,
  record,
  onEnded,
}: {
  practiceId: string;
  record: CombineDrill;
  onEnded: (record: CombineDrill) => void;
}) {
  const [answer, setAnswer] = useState<CombineDrill | null>(null);
  useEffect(() => {
    if (answer !== null) onEnded(answer);
  }, [answer, onEnded]);
  // The machine is made once per drill (the component is keyed by its event_id).
  const logic = useMemo(
    () =>
      combineDrillMachine.provide({
        actors: {
          postCombineEvent: fromPromise(async ({ input }) => {
            const { id, endTime } = input.event;
            const saved = await putDrill(practiceId, record.event_id, { id, endTime });
            setAnswer(saved);
            return saved.event_id;
          }),
        },
      }),
    [practiceId, record.event_id],
  );
  const [snapshot, send] = useMachine(logic, { input: { event: record } });
  const now = useNow(100);
  const ending = !snapshot.matches('open');
  const elapsedMs = Math.max(0, now - record.stTime);
  return (
    <div className="combine-running">
      <p>
        <strong>{record.jerseyNumber}</strong> {record.drill}{' '}
        <span className="combine-elapsed">
          {formatDurationMs(elapsedMs)}.{Math.floor((elapsedMs % 1000) / 100)}
        </span>
      </p>
      <button
        type="button"
        className="button combine-end"
        disabled={ending}
        onClick={() => {
          send({ type: 'drill.end', nowMs: Date.now() });
        }}
      >
        {ending ? 'Ending…' : 'End'}
      </button>
      {snapshot.context.error !== null && (
        <p className="form-error" role="alert">
          {messageOf(snapshot.context.error)}
        </p>
      )}
    </div>
  );
}
