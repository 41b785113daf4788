/**
 * The live alerting editor (02 §4): the lock switch, Save and Cancel while unlocked, metric
 * columns added from the catalogue or removed (after a confirmation), and the table of the
 * team's players with their alerts, all driven by the alerting lock machine. Saves go to
 * `customevents/{teamId}`; a failed one is reported and the caller reloads.
 *
 * The speed target column is always there and cannot be removed, so removing a metric column
 * leaves the speed targets as they are (02 §4's "zeroes speed targets" is read as applying to
 * the speed column only, which this screen does not offer to remove).
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { CALLS, hasWriteGrant, METRIC_KEYS, METRICS, TOAST_MS } from '../../../../domain';
import {
  alertingLockMachine,
  isSavableAlert,
  settingsOfAlerts,
  type SpeedTarget,
  shownAlerting,
  type AlertingSave,
  type AlertSetting,
} from '../../../../state-machines';
import { call } from '../../data/api';
import type { PlayerRow } from '../../data/players';
import { useUser } from '../../data/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditingSwitch } from '../../components/EditingSwitch';
import { DownloadToast } from '../../components/export/DownloadToast';
import {
  AlertsTable,
  alertColumnTitle,
  type AlertCellActions,
  type AlertRow,
} from './alertColumns';

/** Metrics a column may watch: the catalogue less clock times (no threshold to cross). */
const ALERT_METRIC_CHOICES = METRIC_KEYS.filter((key) => METRICS[key].format !== 'clock');

/** The rows: each player with their alerts by metric. */
function alertRows(
  players: readonly PlayerRow[],
  alerts: readonly AlertSetting[],
  editable: boolean,
  togglable: boolean,
): AlertRow[] {
  const byPlayer = new Map<string, Record<string, AlertSetting>>();
  for (const alert of alerts) {
    const own = byPlayer.get(alert.playerId) ?? {};
    own[alert.metric] = alert;
    byPlayer.set(alert.playerId, own);
  }
  return players.map((p) => ({
    id: p.id,
    name: p.name,
    jersey: p.jersey,
    position: p.position,
    alerts: byPlayer.get(p.id) ?? {},
    editable,
    togglable,
  }));
}

/** The editor of one team's alerts as loaded; `onSaveFailed` gets the server's message. */
export function AlertsEditor({
  teamId,
  alerts,
  headers,
  storedSpeedTargets,
  players,
  teamSelect,
  onSaveFailed,
  onSaved,
}: {
  teamId: string;
  alerts: AlertSetting[];
  headers: string[];
  /** The speed targets as loaded: a save keeps their fields this editor does not show. */
  storedSpeedTargets: readonly SpeedTarget[];
  players: readonly PlayerRow[] | null;
  teamSelect: ReactNode;
  onSaveFailed: (message: string) => void;
  onSaved: () => void;
}) {
  const logic = useMemo(
    () =>
      alertingLockMachine.provide({
        actors: {
          saveAlerts: fromPromise<unknown, AlertingSave>(({ input }) =>
            call(
              CALLS.saveAlertRules,
              { teamId },
              { body: settingsOfAlerts(input.alerts, input.headers, storedSpeedTargets) },
            ),
          ),
        },
      }),
    [teamId, storedSpeedTargets],
  );
  const [snapshot, send, actor] = useMachine(logic, { input: { alerts, headers } });
  useEffect(() => {
    const sub = actor.on('alerts.reload', (event) => {
      onSaveFailed(event.error);
    });
    return () => {
      sub.unsubscribe();
    };
  }, [actor, onSaveFailed]);
  const { notice } = snapshot.context;
  useEffect(() => {
    if (notice === null) return;
    onSaved();
    const timer = setTimeout(() => {
      send({ type: 'notice.clear' });
    }, TOAST_MS.saveSuccess);
    return () => {
      clearTimeout(timer);
    };
  }, [notice, send, onSaved]);
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);

  const { alerts: shownAlerts, headers: shownHeaders } = shownAlerting(snapshot.context);
  const locked = snapshot.matches({ lock: 'locked' });
  const saving = snapshot.matches({ lock: 'saving' }) || snapshot.matches({ autosave: 'saving' });
  const unlocked = snapshot.matches({ lock: 'unlocked' });
  const invalid = shownAlerts.filter((a) => !isSavableAlert(a)).length;
  const actions = useMemo<AlertCellActions>(
    () => ({
      edit: (change) => {
        send({ type: 'alert.edit', ...change });
      },
      toggle: (change) => {
        send({ type: 'alert.toggle', ...change });
      },
    }),
    [send],
  );
  const choices = ALERT_METRIC_CHOICES.filter((key) => !shownHeaders.includes(key));
  // A read grant reads: the team's alerts are shown, never changed (issue 33).
  const readOnly = !hasWriteGrant(useUser(), teamId);
  const rows = alertRows(players ?? [], shownAlerts, unlocked && !readOnly, !saving && !readOnly);

  return (
    <>
      <div className="filters alerting-toolbar">
        {teamSelect}
        {!readOnly && (
          <EditingSwitch
            editing={!locked}
            disabled={saving && !locked}
            words={{ locked: 'Locked', unlocked: 'Unlocked' }}
            onToggle={() => {
              setRemoving(null);
              send({ type: locked ? 'editing.unlock' : 'editing.lock' });
            }}
          />
        )}
        {!locked && (
          <>
            <button
              type="button"
              className="button primary"
              disabled={!unlocked || invalid > 0}
              onClick={() => {
                send({ type: 'alerts.save' });
              }}
            >
              {saving ? 'Saving…' : 'Save'}
            </button>
            <button
              type="button"
              className="button"
              disabled={!unlocked}
              onClick={() => {
                setRemoving(null);
                send({ type: 'editing.lock' });
              }}
            >
              Cancel
            </button>
            <span className="alerting-add">
              <select
                aria-label="Metric to add"
                value={adding}
                onChange={(e) => {
                  setAdding(e.target.value);
                }}
              >
                <option value="">Add a metric column…</option>
                {choices.map((key) => (
                  <option key={key} value={key}>
                    {METRICS[key].unit === 'count'
                      ? METRICS[key].name
                      : `${METRICS[key].name} (${METRICS[key].unit})`}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button"
                disabled={adding === '' || !unlocked}
                onClick={() => {
                  send({ type: 'column.add', metric: adding });
                  setAdding('');
                }}
              >
                Add column
              </button>
            </span>
          </>
        )}
      </div>
      <p className="muted alerting-hint">
        {readOnly
          ? 'Read only: your grant for this team does not carry the write letter, so its alerts are shown as saved.'
          : locked
            ? 'Locked: alert checks are saved 3 seconds after a change. Unlock to edit values and columns.'
            : 'Unlocked: type values, add or remove metric columns, then Save. Cancel discards the changes.'}
      </p>
      {invalid > 0 && (
        <p className="form-error alerting-error" role="alert">
          {invalid === 1 ? 'One value is' : `${invalid} values are`} invalid: an alert value is a
          number of at most 7 characters, 0 or more (speed targets at most 99 mph).
        </p>
      )}
      {shownHeaders.length > 0 && (
        <ul className="alert-metrics" aria-label="Alert metrics">
          {shownHeaders.map((metric) => (
            <li key={metric}>
              {alertColumnTitle(metric)}
              {unlocked && (
                <button
                  type="button"
                  aria-label={`Remove the ${alertColumnTitle(metric)} column`}
                  onClick={() => {
                    setRemoving(metric);
                  }}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {removing !== null && unlocked && (
        <ConfirmDialog
          label="Remove column"
          question={`Remove the ${alertColumnTitle(removing)} column?`}
          warning="Its alerts are deleted for every player when you save."
          confirmLabel="Remove column"
          cancelLabel="Keep"
          onConfirm={() => {
            send({ type: 'column.remove', metric: removing });
            setRemoving(null);
          }}
          onCancel={() => {
            setRemoving(null);
          }}
        />
      )}
      <AlertsTable
        headers={shownHeaders}
        rows={rows}
        actions={actions}
        loading={players === null}
      />
      <DownloadToast
        notice={notice === null ? null : { kind: 'success', title: notice, persists: false }}
      />
    </>
  );
}
