/**
 * The manage screen (03 §2 Manage screen, §4 Editing, End and delete, §5 Periods):
 *
 *   /view/practice/{id}/manage
 *
 * Practice Name, Practice Description, Profile, Intensity, Field Type and the Practice
 * Periods, behind the Editing Locked/Unlocked switch; Save, Start Practice, End Practice and
 * Delete Practice with their confirmations; the live Start Period, End Period and skip; the
 * Log Plays panel of a live or finished practice. The practice machine of `state-machines/`
 * runs it all: the draft, the confirmations, the rule book's refusals (the same ones the
 * server gives). A save carries the version read (If-Match): when someone else saved first,
 * it is refused, the screen says so and shows their practice; nothing is overwritten.
 */
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  canManagePractice,
  FIELD_TYPES,
  isLeague,
  paths,
  periodTypesFor,
  teamById,
  TOAST_MS,
} from '../../../../domain';
import {
  applyPracticeCommand,
  firstUnstartedIndex,
  periodInProgressIndex,
  practiceMachine,
  type PracticeCommand,
  type PracticeRecord,
} from '../../../../state-machines';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailPage } from '../../components/detail/DetailPage';
import { EditingSwitch } from '../../components/EditingSwitch';
import { IntensityChips } from '../../components/forms/IntensityChips';
import { LogPlaysPanel } from '../../components/logger/LogPlaysPanel';
import { useNarrow } from '../../components/useNarrow';
import { useNow } from '../../components/useNow';
import { ApiError, callApi } from '../../data/api';
import { useProfiles } from '../../data/profiles';
import { useUser } from '../../data/session';
import type { SessionMeta } from '../../data/sessionMeta';
import { saveBody, saveProblem, type ManageRecord } from './manageDraft';
import { PeriodsEditor, type LiveActions } from './PeriodsEditor';
import './manage.css';

/**
 * The newest version of each practice this page has read (a save's If-Match): kept outside
 * React, as the machine's actors read it when they run, not when the page renders.
 */
const versions = new Map<string, number>();
const versionOf = (id: string): number | undefined => versions.get(id);
const keepVersion = (id: string, version: number): void => {
  versions.set(id, Math.max(versions.get(id) ?? 0, version));
};

/** How often a screen nobody is editing reads the practice again (others' changes). */
const REFRESH_MS = 10_000;
/** A save refused because the practice changed since it was read (dataaccess's 409). */
const isConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.httpStatus === 409 && /changed meanwhile/.test(error.message);
const CONFLICT_MESSAGE =
  'Someone else changed this practice while you were editing it. Your changes were not saved; the practice is shown as they saved it.';

export default function ManagePage() {
  return (
    <DetailPage tab="manage">
      {(meta, reload) => <ManageLoader meta={meta} onMetaChanged={reload} />}
    </DetailPage>
  );
}

/** Reads the practice as the manage calls give it, and keeps it current. */
function ManageLoader({ meta, onMetaChanged }: { meta: SessionMeta; onMetaChanged: () => void }) {
  const user = useUser();
  const [state, setState] = useState<{
    record: ManageRecord | null;
    generation: number;
    error: string | null;
    conflict: boolean;
  }>({ record: null, generation: 0, error: null, conflict: false });
  const query = useMemo(() => ({ teamId: meta.teamId, league: meta.league }), [meta]);
  const read = useCallback(async () => {
    const [record] = await callApi<ManageRecord>(`manage/${encodeURIComponent(meta._id)}`, {
      query,
    });
    if (record === undefined) throw new Error('The practice was not found.');
    return record;
  }, [meta._id, query]);
  useEffect(() => {
    read().then(
      (record) => {
        setState((s) => ({ ...s, record, error: null }));
      },
      (error: unknown) => {
        setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error) }));
      },
    );
  }, [read]);
  const onRecord = useCallback((record: ManageRecord) => {
    setState((s) => (s.record?.version === record.version ? s : { ...s, record }));
  }, []);
  const onConflict = useCallback((record: ManageRecord) => {
    setState((s) => ({ record, generation: s.generation + 1, error: null, conflict: true }));
  }, []);
  const dismissConflict = useCallback(() => {
    setState((s) => ({ ...s, conflict: false }));
  }, []);

  if (meta.type === 'game') return <Navigate to={paths.games()} replace />;
  if (!canManagePractice(user))
    return <Navigate to={paths.practicePerformance(meta._id, 'condensed')} replace />;
  if (state.error !== null)
    return (
      <p className="form-error" role="alert">
        {state.error}
      </p>
    );
  if (state.record === null) return <div className="loading">Loading…</div>;
  return (
    <>
      {state.conflict && (
        <div className="manage-conflict" role="alert">
          {CONFLICT_MESSAGE}
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss"
            onClick={dismissConflict}
          >
            ×
          </button>
        </div>
      )}
      <Manage
        key={state.generation}
        meta={meta}
        record={state.record}
        read={read}
        query={query}
        onRecord={onRecord}
        onConflict={onConflict}
        onMetaChanged={onMetaChanged}
      />
    </>
  );
}

function Manage({
  meta,
  record,
  read,
  query,
  onRecord,
  onConflict,
  onMetaChanged,
}: {
  meta: SessionMeta;
  record: ManageRecord;
  read: () => Promise<ManageRecord>;
  query: { teamId: string; league: string };
  onRecord: (record: ManageRecord) => void;
  onConflict: (record: ManageRecord) => void;
  onMetaChanged: () => void;
}) {
  const navigate = useNavigate();
  const narrow = useNarrow();
  const now = useNow(1000);
  const id = record._id;
  const path = `manage/${encodeURIComponent(id)}`;
  const [serverError, setServerError] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const league = isLeague(record.league) ? record.league : 'nfl';
  const profiles = useProfiles({ league, teamId: record.teamId });

  /** Reads the practice again; when it changed, the header reads its session too. */
  const refresh = useCallback(async () => {
    const fresh = await read();
    const changed = fresh.version !== versionOf(id);
    keepVersion(id, fresh.version);
    onRecord(fresh);
    if (changed) onMetaChanged();
    return fresh;
  }, [id, read, onRecord, onMetaChanged]);

  const logic = useMemo(
    () =>
      practiceMachine.provide({
        actors: {
          createDataset: fromPromise(async () => {
            const [live] = await callApi<{ dataset_id?: string }>('datasets', {
              method: 'POST',
              query: { league: record.league, type: 'practice', teamids: record.teamId },
              body: { _id: id, teamId: record.teamId },
              ifMatch: versionOf(id),
            });
            return { datasetId: live?.dataset_id ?? id };
          }),
          checkReplica: fromPromise<boolean, { datasetId: string }>(async ({ input }) => {
            const [check] = await callApi<{ replicaOk: boolean }>(
              `dataset/${encodeURIComponent(input.datasetId)}/checkreplica`,
            );
            return check?.replicaOk === true;
          }),
          stopPractice: fromPromise<unknown, { practice: PracticeRecord }>(() =>
            callApi(`${path}/endpractice`, { method: 'POST' }).catch((error: unknown) => {
              setServerError(error instanceof Error ? error.message : String(error));
              throw error;
            }),
          ),
          deletePractice: fromPromise<unknown, { practice: PracticeRecord }>(() =>
            callApi(path, { method: 'DELETE', query }),
          ),
          savePractice: fromPromise<PracticeRecord | null, { practice: PracticeRecord }>(
            async ({ input }) => {
              setServerError(null);
              try {
                const [saved] = await callApi<ManageRecord>(path, {
                  method: 'PUT',
                  query,
                  body: saveBody(input.practice),
                  ifMatch: versionOf(id),
                });
                if (saved !== undefined) {
                  keepVersion(id, saved.version);
                  onRecord(saved);
                  onMetaChanged();
                }
                return saved ?? null;
              } catch (error) {
                if (isConflict(error)) {
                  onConflict(await read());
                  return null;
                }
                setServerError(error instanceof Error ? error.message : String(error));
                throw error;
              }
            },
          ),
        },
      }),
    // The actors read the version when they run; the machine is made once per record read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const teamName = teamById(record.teamId)?.teamFullName ?? record.teamId;
  const [snapshot, send, actor] = useMachine(logic, { input: { practice: record, teamName } });
  const { practice, draft, confirmation, alert, refusal } = snapshot.context;

  // A live command the machine applied goes to the server; the answer replaces the record.
  // One at a time, in the order applied: a Start Period sent while the End Period before it
  // is still on its way could reach the server first and be refused.
  const commands = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    const sub = actor.on('command.applied', ({ command }) => {
      setServerError(null);
      commands.current = commands.current.then(() =>
        callApi(`${path}/command`, { method: 'POST', body: command })
          .catch((error: unknown) => {
            setServerError(error instanceof Error ? error.message : String(error));
          })
          .finally(() => {
            void refresh();
          }),
      );
    });
    return () => {
      sub.unsubscribe();
    };
  }, [actor, path, refresh]);

  // The record read anew (another viewer's change, a command's answer) goes to the machine.
  useEffect(() => {
    keepVersion(id, record.version);
    if (snapshot.context.practice !== record) send({ type: 'practice.synced', practice: record });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, send]);

  const locked = snapshot.matches({ editing: 'locked' });
  const editing = snapshot.matches({ editing: 'unlocked' });
  const saving = snapshot.matches({ editing: 'saving' });
  const started = snapshot.matches({ lifecycle: { active: 'starting' } });
  const ending = snapshot.matches({ lifecycle: { active: { live: 'ending' } } });
  const isLive = snapshot.matches({ lifecycle: { active: 'live' } });
  const isPlanned = snapshot.matches({ lifecycle: { active: 'planned' } });
  const isComplete = snapshot.matches({ lifecycle: { active: 'complete' } });
  const deleted = snapshot.matches({ lifecycle: 'deleted' });

  // The practice started, ended or was deleted: read it again, or leave (03 §2: to /).
  const phase = deleted ? 'deleted' : isLive ? 'live' : isComplete ? 'complete' : 'planned';
  const seenPhase = useRef(phase);
  useEffect(() => {
    if (seenPhase.current === phase) return;
    seenPhase.current = phase;
    if (phase === 'deleted') void navigate(paths.home());
    else void refresh();
  }, [phase, navigate, refresh]);

  // Nobody editing here: read the practice again now and then (others' changes).
  useEffect(() => {
    if (!locked) return;
    const timer = setInterval(() => {
      void refresh().catch(() => undefined);
    }, REFRESH_MS);
    return () => {
      clearInterval(timer);
    };
  }, [locked, refresh]);

  // 'Practice Successfully Saved' and the like go after a while.
  useEffect(() => {
    if (alert === null) return;
    const timer = setTimeout(() => {
      send({ type: 'alert.dismiss' });
    }, TOAST_MS.saveSuccess);
    return () => {
      clearTimeout(timer);
    };
  }, [alert, send]);

  const shown = draft ?? practice;
  // The time the checks judge by: the browser's clock, but never before a time the server
  // itself stamped (the two clocks differ by a little; the saved times are checked already).
  const checkNow = Math.max(now, ...practice.drills.flatMap((d) => [d.startTs ?? 0, d.endTs ?? 0]));
  const edit = (changes: Partial<PracticeRecord>) => {
    send({ type: 'practice.edit', changes });
  };
  const savable = editing && snapshot.can({ type: 'practice.save', nowMs: checkNow });
  const problem = editing && draft !== null ? saveProblem(draft, checkNow) : null;

  const liveActions = useMemo((): LiveActions | null => {
    if (!isLive) return null;
    const allowed = (command: PracticeCommand) =>
      applyPracticeCommand(practice, command, checkNow).ok;
    const running = periodInProgressIndex(practice);
    const next = firstUnstartedIndex(practice);
    return {
      start: running === undefined && allowed({ type: 'period.start' }) ? next : null,
      end: running !== undefined && allowed({ type: 'period.end' }) ? running : null,
      skip: running !== undefined && allowed({ type: 'period.skip' }) ? running : null,
      blockedBy: draft !== null ? 'Save or discard your changes first' : null,
    };
  }, [isLive, practice, checkNow, draft]);

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
  const profileNames = profiles.rows.map((p) => p.profileName);
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
      {(refusal !== null || serverError !== null) && (
        <p className="form-error" role="alert">
          {refusal?.message ?? serverError}
        </p>
      )}
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
          <LogPlaysPanel meta={{ ...meta, ...liveMeta(isLive) }} onQueueChange={setQueued} />
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
