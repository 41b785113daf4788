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
 * server gives), the toast's time; the command queue machine sends the live commands one at
 * a time. A save carries the version read (If-Match, from the query cache): when someone
 * else saved first, it is refused, the screen says so and shows their practice; nothing is
 * overwritten. What it shows is ManageView's.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  canManagePractice,
  isLeague,
  paths,
  teamById,
  type ManagedPractice,
} from '../../../../domain';
import {
  applyPracticeCommand,
  firstUnstartedIndex,
  periodInProgressIndex,
  practiceCommandQueueMachine,
  practiceMachine,
  type PracticeCommand,
  type PracticeRecord,
} from '../../../../state-machines';
import { DetailPage } from '../../components/detail/DetailPage';
import { useNarrow } from '../../components/useNarrow';
import { useNow } from '../../components/useNow';
import { ApiError } from '../../data/api';
import {
  checkReplica,
  createPracticeDataset,
  deletePractice,
  endPractice,
  keepManageRecord,
  manageVersion,
  readManageRecord,
  savePractice,
  sendPracticeCommand,
  useManageRecord,
  type ManageScope,
} from '../../data/manageReads';
import { useFollowManageRecord } from '../../data/manageFollow';
import { useProfiles } from '../../data/profiles';
import { useUser } from '../../data/session';
import type { SessionMeta } from '../../data/sessionMeta';
import { saveBody } from './manageDraft';
import { ManageView } from './ManageView';
import type { LiveActions } from './PeriodActions';
import './manage.css';

/** A save refused because the practice changed since it was read (dataaccess's 409). */
const isConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.httpStatus === 409 && /changed meanwhile/.test(error.message);
const CONFLICT_MESSAGE =
  'Someone else changed this practice while you were editing it. Your changes were not saved; the practice is shown as they saved it.';
const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export default function ManagePage() {
  return (
    <DetailPage tab="manage">
      {(meta, reload) => <ManageLoader meta={meta} onMetaChanged={reload} />}
    </DetailPage>
  );
}

/** Reads the practice as the manage calls give it; a new version reads the header's too. */
function ManageLoader({ meta, onMetaChanged }: { meta: SessionMeta; onMetaChanged: () => void }) {
  const user = useUser();
  const scope = useMemo(() => ({ teamId: meta.teamId, league: meta.league }), [meta]);
  const read = useManageRecord(meta._id, scope, false);
  const record = read.rows[0];
  // A conflict shows the other user's practice in a machine made anew from it.
  const [conflict, setConflict] = useState<{ generation: number; shown: boolean }>({
    generation: 0,
    shown: false,
  });
  const onConflict = useCallback(() => {
    setConflict((c) => ({ generation: c.generation + 1, shown: true }));
  }, []);
  const version = record?.version;
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current !== undefined && version !== seenVersion.current) onMetaChanged();
    seenVersion.current = version;
  }, [version, onMetaChanged]);

  if (meta.type === 'game') return <Navigate to={paths.games()} replace />;
  if (!canManagePractice(user))
    return <Navigate to={paths.practicePerformance(meta._id, 'condensed')} replace />;
  if (read.error !== null && record === undefined)
    return (
      <p className="form-error" role="alert">
        {read.error}
      </p>
    );
  if (record === undefined)
    return read.loading ? (
      <div className="loading">Loading…</div>
    ) : (
      <p className="form-error" role="alert">
        The practice was not found.
      </p>
    );
  return (
    <>
      {conflict.shown && (
        <div className="manage-conflict" role="alert">
          {CONFLICT_MESSAGE}
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss"
            onClick={() => {
              setConflict((c) => ({ ...c, shown: false }));
            }}
          >
            ×
          </button>
        </div>
      )}
      <Manage
        key={conflict.generation}
        meta={meta}
        record={record}
        scope={scope}
        onConflict={onConflict}
      />
    </>
  );
}

function Manage({
  meta,
  record,
  scope,
  onConflict,
}: {
  meta: SessionMeta;
  record: ManagedPractice;
  scope: ManageScope;
  onConflict: () => void;
}) {
  const navigate = useNavigate();
  const narrow = useNarrow();
  const now = useNow(1000);
  const client = useQueryClient();
  const id = record._id;
  const [serverError, setServerError] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const league = isLeague(record.league) ? record.league : 'nfl';
  const profiles = useProfiles({ league, teamId: record.teamId });

  /** Reads the practice again (into the cache, whence the page follows it). */
  const refresh = useCallback(
    () => readManageRecord(client, id, scope).catch(() => undefined),
    [client, id, scope],
  );

  const logic = useMemo(
    () =>
      practiceMachine.provide({
        actors: {
          createDataset: fromPromise(async () => ({
            datasetId: await createPracticeDataset(record, manageVersion(client, id, scope)),
          })),
          checkReplica: fromPromise<boolean, { datasetId: string }>(({ input }) =>
            checkReplica(input.datasetId),
          ),
          stopPractice: fromPromise<unknown, { practice: PracticeRecord }>(() =>
            endPractice(id).catch((error: unknown) => {
              setServerError(messageOf(error));
              throw error;
            }),
          ),
          deletePractice: fromPromise<unknown, { practice: PracticeRecord }>(() =>
            deletePractice(id, scope),
          ),
          savePractice: fromPromise<PracticeRecord | null, { practice: PracticeRecord }>(
            async ({ input }) => {
              setServerError(null);
              try {
                const [saved] = await savePractice(
                  id,
                  scope,
                  saveBody(input.practice),
                  manageVersion(client, id, scope),
                );
                if (saved !== undefined) keepManageRecord(client, scope, saved);
                return saved ?? null;
              } catch (error) {
                if (isConflict(error)) {
                  await readManageRecord(client, id, scope);
                  onConflict();
                  return null;
                }
                setServerError(messageOf(error));
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
  const { practice, draft } = snapshot.context;

  // A live command the machine applied goes to the server through the queue (one at a time,
  // in the order applied); each answer, or failure, reads the practice again.
  const queue = useActorRef(
    practiceCommandQueueMachine.provide({
      actors: {
        sendCommand: fromPromise<unknown, { command: PracticeCommand }>(({ input }) =>
          sendPracticeCommand(id, input.command),
        ),
      },
      actions: {
        commandAnswered: () => {
          void refresh();
        },
      },
    }),
  );
  const commandError = useSelector(queue, (s) => s.context.error);
  useEffect(() => {
    const sub = actor.on('command.applied', ({ command }) => {
      queue.send({ type: 'command.applied', command });
    });
    return () => {
      sub.unsubscribe();
    };
  }, [actor, queue]);

  // The record read anew (another viewer's change, a command's answer) goes to the machine.
  useEffect(() => {
    if (snapshot.context.practice !== record) send({ type: 'practice.synced', practice: record });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, send]);

  const locked = snapshot.matches({ editing: 'locked' });
  // Nobody editing here: others' changes are followed (the schedule topic's version).
  useFollowManageRecord(id, scope, record.startTime, now, locked);
  const isLive = snapshot.matches({ lifecycle: { active: 'live' } });
  const isComplete = snapshot.matches({ lifecycle: { active: 'complete' } });
  const deleted = snapshot.matches({ lifecycle: 'deleted' });

  // The practice started, ended or was deleted: read it again, or leave (03 §2: to /).
  const phase = deleted ? 'deleted' : isLive ? 'live' : isComplete ? 'complete' : 'planned';
  const seenPhase = useRef(phase);
  // The phase this screen opened in: a practice complete since then was ended here.
  const [openedIn] = useState(phase);
  useEffect(() => {
    if (seenPhase.current === phase) return;
    seenPhase.current = phase;
    if (phase === 'deleted') void navigate(paths.home());
    else void refresh();
  }, [phase, navigate, refresh]);

  // The time the checks judge by: the browser's clock, but never before a time the server
  // itself stamped (the two clocks differ by a little; the saved times are checked already).
  const checkNow = Math.max(now, ...practice.drills.flatMap((d) => [d.startTs ?? 0, d.endTs ?? 0]));
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

  return (
    <ManageView
      snapshot={snapshot}
      send={send}
      meta={meta}
      league={league}
      profileNames={profiles.rows.map((p) => p.profileName)}
      checkNow={checkNow}
      narrow={narrow}
      liveActions={liveActions}
      queued={queued}
      onQueueChange={setQueued}
      error={commandError ?? serverError}
      endedHere={isComplete && openedIn !== 'complete'}
    />
  );
}
