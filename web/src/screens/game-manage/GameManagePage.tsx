/**
 * Game Manage (03 §2 "Game Manage (Removed Plays)", §4, §5, §8):
 *
 *   /view/game/{id}/{teamId}/game_manage
 *
 * The plays removed from a game's numbers: a table of PLAY ID and NFL ID (each a play of the
 * game and a player whose samples in it are left out), Add Play, an Editing switch (locked by
 * default; turning it off with savable changes asks to save them), Save (disabled while any
 * row fails, each failing cell saying why), and Reprocess Game, which applies the saved list:
 * its answer is said in the spec's words for 0, 100 and -1, and the screen follows the
 * reprocess until the game's new numbers are kept, with a link to them. Until the game has
 * started and its data is processed it says 'Game Manager will be available upon completion
 * of game processing.'
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  CALLS,
  canManageGameOf,
  MSG_CHANGES_SAVED,
  MSG_CONFIRM_SAVE_CHANGES,
  MSG_CONFIRM_SAVE_CHANGES_YES,
  MSG_GAME_MANAGER_UNAVAILABLE,
  paths,
  REFRESH_MS,
  REPROCESS_CODE,
  type GameRemovedPlays,
} from '../../../../domain';
import { DetailPage } from '../../components/detail/DetailPage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditingSwitch } from '../../components/EditingSwitch';
import { call } from '../../data/api';
import { useUser } from '../../data/session';
import type { SessionMeta } from '../../data/sessionMeta';
import { useApi } from '../../data/useApi';
import { RemovedPlaysTable } from './RemovedPlaysTable';
import {
  allPass,
  changedFrom,
  mappingsOf,
  rowProblems,
  rowsOf,
  type RemovedPlayRow,
} from './removedPlayRows';
import { useReprocess } from './useReprocess';
import './gameManage.css';

/** The game's removed plays once the game is processed. */
function RemovedPlays({
  meta,
  teamId,
  record,
  reload,
}: {
  meta: SessionMeta;
  teamId: string;
  record: GameRemovedPlays;
  reload: () => void;
}) {
  const user = useUser();
  const canEdit = canManageGameOf(user, meta);
  // The rows being edited; null while locked, when the saved list shows as it is.
  const [draft, setDraft] = useState<RemovedPlayRow[] | null>(null);
  const editing = draft !== null;
  const savedRows = useMemo(() => rowsOf(record.plays), [record.plays]);
  const rows = draft ?? savedRows;
  const [nextKey, setNextKey] = useState(0);
  const [newestKey, setNewestKey] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const reprocess = useReprocess(meta._id, reload);

  const problems = useMemo(() => rowProblems(rows, record), [rows, record]);
  const dirty = changedFrom(rows, record.plays);
  const savable = dirty && allPass(problems);

  const save = async (): Promise<boolean> => {
    setSaving(true);
    setSaveError(null);
    setSaved(false);
    try {
      await call(CALLS.saveRemovedPlays, { gameId: meta._id }, { body: mappingsOf(rows) });
      setSaved(true);
      reload();
      return true;
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setSaving(false);
    }
  };
  const lock = () => {
    setDraft(null);
    setAsking(false);
  };
  const unlock = () => {
    // Keys go on from the saved rows', so a new row never takes the key of an old one.
    setDraft(rowsOf(record.plays, nextKey));
    setNextKey(nextKey + record.plays.length);
  };

  const status = reprocess.status;
  // The status is read with the state it reports: the freshest word on what is applied.
  const applied = status?.applied ?? record.applied;
  const notApplied = JSON.stringify(record.plays) !== JSON.stringify(applied);
  return (
    <section className="game-manage" aria-label="Game Manage">
      <div className="game-manage-bar">
        <h2>Removed Plays</h2>
        <EditingSwitch
          editing={editing}
          disabled={!canEdit || saving}
          title={canEdit ? undefined : 'Your role may not change the removed plays of this game.'}
          onToggle={() => {
            setSaved(false);
            if (!editing) unlock();
            else if (savable) setAsking(true);
            else lock();
          }}
        />
        {editing && (
          <button
            type="button"
            className="button primary"
            disabled={!savable || saving}
            onClick={() => {
              void save().then((ok) => {
                if (ok) setDraft(null);
              });
            }}
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        )}
        {canEdit && (
          <button
            type="button"
            className="button"
            disabled={reprocess.busy || editing}
            title={
              editing
                ? 'Save or lock your changes first: the saved list is reprocessed.'
                : undefined
            }
            onClick={() => {
              setSaved(false);
              reprocess.start();
            }}
          >
            Reprocess Game
          </button>
        )}
      </div>
      {!canEdit && (
        <p className="game-manage-note">Your role may see the removed plays but not change them.</p>
      )}
      {asking && (
        <ConfirmDialog
          question={MSG_CONFIRM_SAVE_CHANGES}
          confirmLabel={MSG_CONFIRM_SAVE_CHANGES_YES}
          cancelLabel="Discard Changes"
          onConfirm={() => {
            setAsking(false);
            void save().then((ok) => {
              if (ok) setDraft(null);
            });
          }}
          onCancel={lock}
          onDismiss={() => {
            setAsking(false);
          }}
        />
      )}
      {saved && (
        <p className="game-manage-notice success" role="status">
          {MSG_CHANGES_SAVED}
        </p>
      )}
      {saveError !== null && (
        <p className="form-error" role="alert">
          {saveError}
        </p>
      )}
      {reprocess.notice !== null && (
        <p
          className={`game-manage-notice ${reprocess.notice.code === REPROCESS_CODE.error ? 'error' : 'info'}`}
          role={reprocess.notice.code === REPROCESS_CODE.error ? 'alert' : 'status'}
        >
          {reprocess.notice.message}
        </p>
      )}
      {status !== undefined && (status.state === 'queued' || status.state === 'running') && (
        <p className="game-manage-progress" role="status">
          Reprocessing the game… {status.percent}%
          <progress max={100} value={status.percent} aria-label="Reprocess progress" />
        </p>
      )}
      {status?.state === 'failed' && !reprocess.busy && (
        <p className="form-error" role="alert">
          The last reprocess failed: {status.error ?? 'no reason given'}
        </p>
      )}
      {status?.state === 'done' && !reprocess.busy && (
        <p className="game-manage-notice success" role="status">
          Reprocessed: the game&apos;s numbers leave out {status.applied.length} removed{' '}
          {status.applied.length === 1 ? 'play' : 'plays'}.{' '}
          <Link to={paths.gamePerformance(meta._id, teamId)}>See the game&apos;s numbers</Link>
        </p>
      )}
      {notApplied && !reprocess.busy && (
        <p className="game-manage-note">
          The saved list is not applied yet: Reprocess Game applies it to the game&apos;s numbers.
        </p>
      )}
      <RemovedPlaysTable
        rows={rows}
        problems={problems}
        game={record}
        editing={editing}
        newestKey={newestKey}
        onChange={setDraft}
        onAdd={() => {
          setDraft([...rows, { key: nextKey, playId: '', nflId: '' }]);
          setNewestKey(nextKey);
          setNextKey(nextKey + 1);
        }}
      />
    </section>
  );
}

/** The tab's body: the message until the game is processed, then its removed plays. */
function GameManager({ meta, teamId }: { meta: SessionMeta; teamId: string }) {
  const processing = useApi(CALLS.processing, { id: meta._id });
  const processed = processing.rows[0]?.state === 'done';
  const read = useApi(CALLS.removedPlays, { gameId: meta._id }, {}, { keepRows: true });
  const record = read.rows[0];
  const reloadProcessing = processing.reload;
  useEffect(() => {
    if (processed || processing.loading) return;
    const timer = setTimeout(reloadProcessing, REFRESH_MS.gameProcessing);
    return () => {
      clearTimeout(timer);
    };
    // Each answer (a new rows list) arms the next read.
  }, [processed, processing.loading, processing.rows, reloadProcessing]);
  const reload = read.reload;

  if (read.error !== null && record === undefined) {
    return (
      <p className="form-error" role="alert">
        {read.error}
      </p>
    );
  }
  if (record === undefined || processing.loading) return <div className="loading">Loading…</div>;
  if (!record.editable || !processed) {
    return (
      <p className="empty game-manage-unavailable" role="status">
        {MSG_GAME_MANAGER_UNAVAILABLE}
      </p>
    );
  }
  return <RemovedPlays meta={meta} teamId={teamId} record={record} reload={reload} />;
}

export default function GameManagePage() {
  const params = useParams();
  return (
    <DetailPage tab="game_manage">
      {(meta) => <GameManager meta={meta} teamId={params.teamId ?? meta.teamId} />}
    </DetailPage>
  );
}
