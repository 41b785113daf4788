/**
 * What the manage screen shows of the practice machine's state (03 §2, §4, §5): the Editing
 * switch and the Save, Start, End and Delete buttons, the alert's toast, the practice's
 * fields, its periods with the live period buttons, the Log Plays panel and the
 * confirmations. Every click is an event to the machine.
 */
import type { SnapshotFrom } from 'xstate';
import { FIELD_TYPES, periodTypesFor, type League } from '../../../../domain';
import type {
  PracticeMachineEvent,
  PracticeRecord,
  practiceMachine,
} from '../../../../state-machines';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditingSwitch } from '../../components/EditingSwitch';
import { IntensityChips } from '../../components/forms/IntensityChips';
import { LogPlaysPanel } from '../../components/logger/LogPlaysPanel';
import type { SessionMeta } from '../../data/sessionMeta';
import { ManageProcessing } from './ManageProcessing';
import { saveProblem } from './manageDraft';
import type { LiveActions } from './PeriodActions';
import { PeriodsEditor } from './PeriodsEditor';

/** The practice machine's snapshot. */
export type PracticeSnapshot = SnapshotFrom<typeof practiceMachine>;

export function ManageView({
  snapshot,
  send,
  meta,
  league,
  profileNames,
  checkNow,
  narrow,
  liveActions,
  queued,
  onQueueChange,
  error,
  endedHere,
}: {
  snapshot: PracticeSnapshot;
  send: (event: PracticeMachineEvent) => void;
  meta: SessionMeta;
  league: League;
  profileNames: readonly string[];
  /** The time the checks judge by (see ManagePage). */
  checkNow: number;
  narrow: boolean;
  liveActions: LiveActions | null;
  /** Logged events are still being saved (End Practice waits for them). */
  queued: boolean;
  onQueueChange: (queued: boolean) => void;
  /** The server's refusal of the last save, end or command. */
  error: string | null;
  /** The practice was ended on this screen (its processing is followed to the end). */
  endedHere: boolean;
}) {
  const { practice, draft, confirmation, alert, refusal } = snapshot.context;
  const locked = snapshot.matches({ editing: 'locked' });
  const editing = snapshot.matches({ editing: 'unlocked' });
  const saving = snapshot.matches({ editing: 'saving' });
  const started = snapshot.matches({ lifecycle: { active: 'starting' } });
  const ending = snapshot.matches({ lifecycle: { active: { live: 'ending' } } });
  const isLive = snapshot.matches({ lifecycle: { active: 'live' } });
  const isPlanned = snapshot.matches({ lifecycle: { active: 'planned' } });
  const isComplete = snapshot.matches({ lifecycle: { active: 'complete' } });
  const deleted = snapshot.matches({ lifecycle: 'deleted' });
  const shown = draft ?? practice;
  const edit = (changes: Partial<PracticeRecord>) => {
    send({ type: 'practice.edit', changes });
  };
  const savable = editing && snapshot.can({ type: 'practice.save', nowMs: checkNow });
  const problem = editing && draft !== null ? saveProblem(draft, checkNow) : null;
  const confirm = () => {
    if (snapshot.matches({ lifecycle: 'confirmingDelete' }))
      send({ type: 'delete.confirm', nowMs: Date.now() });
    else if (snapshot.matches({ editing: 'confirmingSave' }))
      send({ type: 'save.confirm', nowMs: Date.now() });
    else send({ type: 'end.confirm', nowMs: Date.now() });
  };
  const cancel = () => {
    if (snapshot.matches({ lifecycle: 'confirmingDelete' })) send({ type: 'delete.cancel' });
    else if (snapshot.matches({ editing: 'confirmingSave' })) send({ type: 'save.discard' });
    else send({ type: 'end.cancel' });
  };
  const intensities = (shown.intensity ?? '').split(',').filter((i) => i !== '');
  return (
    <section className="manage" aria-label="Manage practice">
      <div className="manage-toolbar">
        <EditingSwitch
          editing={!locked}
          disabled={saving || deleted || isComplete}
          title={isComplete ? 'A finished practice is not edited here.' : undefined}
          onToggle={() => {
            send(locked ? { type: 'editing.unlock' } : { type: 'editing.lock', nowMs: checkNow });
          }}
        />
        <span className="manage-buttons">
          {editing && (
            <button
              type="button"
              className="button primary"
              disabled={!savable}
              title={problem ?? undefined}
              onClick={() => {
                send({ type: 'practice.save', nowMs: checkNow });
              }}
            >
              Save
            </button>
          )}
          {saving && <span className="spinner" role="progressbar" aria-label="Saving" />}
          {isPlanned && (
            <button
              type="button"
              className="button primary"
              disabled={started || draft !== null}
              onClick={() => {
                send({ type: 'practice.start', nowMs: Date.now() });
              }}
            >
              Start Practice
            </button>
          )}
          {(isLive || ending) && (
            <button
              type="button"
              className="button"
              disabled={ending || queued}
              title={queued ? 'Logged events are still being saved' : undefined}
              onClick={() => {
                send({ type: 'practice.end', nowMs: Date.now() });
              }}
            >
              End Practice
            </button>
          )}
          <button
            type="button"
            className="button danger"
            disabled={deleted}
            onClick={() => {
              send({ type: 'practice.delete' });
            }}
          >
            Delete Practice
          </button>
        </span>
      </div>
      {problem !== null && editing && <p className="manage-hint">{problem}</p>}
      {(refusal !== null || error !== null) && (
        <p className="form-error" role="alert">
          {refusal?.message ?? error}
        </p>
      )}
      <ManageProcessing id={meta._id} complete={isComplete} endedHere={endedHere} />
      {alert !== null && (
        <div className="toast success manage-toast" role="status">
          <span className="toast-text">{alert}</span>
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss"
            onClick={() => {
              send({ type: 'alert.dismiss' });
            }}
          >
            ×
          </button>
        </div>
      )}
      <fieldset className="manage-fields" disabled={!editing}>
        <label>
          Practice Name
          <input
            value={shown.name ?? ''}
            maxLength={100}
            onChange={(e) => {
              edit({ name: e.target.value.replace(/^ $/, '') });
            }}
          />
        </label>
        <label>
          Profile
          <select
            value={shown.profileName ?? ''}
            onChange={(e) => {
              edit({ profileName: e.target.value });
            }}
          >
            <option value="">-</option>
            {profileNames.map((name) => (
              <option key={name}>{name}</option>
            ))}
            {shown.profileName && !profileNames.includes(shown.profileName) && (
              <option>{shown.profileName}</option>
            )}
          </select>
        </label>
        <label>
          Field Type
          <select
            value={shown.rooftype ?? ''}
            onChange={(e) => {
              edit({ rooftype: e.target.value });
            }}
          >
            {shown.rooftype === undefined && <option value="">-</option>}
            {FIELD_TYPES.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </label>
        <label className="wide">
          Practice Description
          <textarea
            value={shown.description ?? ''}
            maxLength={2000}
            rows={2}
            onChange={(e) => {
              edit({ description: e.target.value.replace(/^ $/, '') });
            }}
          />
        </label>
        <IntensityChips
          className="wide intensities"
          chosen={intensities}
          disabled={!editing}
          onChange={(next) => {
            edit({ intensity: next.join(',') });
          }}
        />
      </fieldset>
      <PeriodsEditor
        drills={shown.drills}
        editing={editing}
        nowMs={checkNow}
        periodTypes={periodTypesFor(league)}
        narrow={narrow}
        live={liveActions}
        onDrills={(drills) => {
          edit({ drills });
        }}
        onAdd={(drillType, periodType) => {
          send({
            type: 'period.add',
            drillType,
            ...(periodType === undefined ? {} : { periodType }),
            nowMs: Date.now(),
          });
        }}
        onDelete={(index) => {
          send({ type: 'period.delete', index, nowMs: Date.now() });
        }}
        onMove={(from, to) => {
          send({ type: 'period.move', from, to, nowMs: Date.now() });
        }}
        onLive={(type) => {
          send({ type, nowMs: Date.now() });
        }}
      />
      {(isLive || isComplete) && (
        <details className="log-plays" open={isLive}>
          <summary>Log Plays</summary>
          <LogPlaysPanel meta={{ ...meta, ...liveMeta(isLive) }} onQueueChange={onQueueChange} />
        </details>
      )}
      {confirmation !== null && (
        <ConfirmDialog
          question={confirmation.question}
          warning={confirmation.warning}
          confirmLabel={confirmation.confirmLabel}
          cancelLabel={
            snapshot.matches({ editing: 'confirmingSave' }) ? 'No, Discard Changes' : 'Cancel'
          }
          onConfirm={confirm}
          onCancel={cancel}
        />
      )}
    </section>
  );
}

/** The stage the Log Plays panel reads: the machine's, which moves before the header's. */
const liveMeta = (live: boolean): Partial<SessionMeta> =>
  live ? { type: 'live', status: 'live' } : { type: 'complete', status: 'complete' };
