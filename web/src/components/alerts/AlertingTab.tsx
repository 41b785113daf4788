/**
 * The 'Live Alerting' tab of the account page (02 §2, §4): a team's alert settings
 * (`customevents/{teamId}`) and players loaded, then edited in {@link AlertsEditor}. A failed
 * load or save is said plainly; after a failed save the settings are read again (02 §7).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { CALLS } from '../../../../domain';
import { alertsOfSettings } from '../../../../state-machines';
import { useApi } from '../../data/useApi';
import { useTeamPlayers } from '../../data/players';
import { AlertsEditor } from './AlertsEditor';
import './alerting.css';

/** The tab for `teamId` (null: no team to show); `teamSelect` is the team filter, if any. */
export function AlertingTab({
  teamId,
  teamSelect,
}: {
  teamId: string | null;
  teamSelect: ReactNode;
}) {
  const settings = useApi(CALLS.alertRules, teamId === null ? null : { teamId });
  const players = useTeamPlayers(teamId);
  const [saveError, setSaveError] = useState<{ teamId: string | null; text: string } | null>(null);
  const [round, setRound] = useState(0);
  const { reload } = settings;
  const onSaveFailed = useCallback(
    (message: string) => {
      setSaveError({ teamId, text: message });
      setRound((r) => r + 1);
      reload();
    },
    [teamId, reload],
  );
  const onSaved = useCallback(() => {
    setSaveError(null);
  }, []);
  const row = settings.rows[0];
  const loadError = settings.error ?? players.error;
  return (
    <>
      {saveError !== null && saveError.teamId === teamId && (
        <p className="form-error alerting-error" role="alert">
          The alerts could not be saved{saveError.text ? ` (${saveError.text})` : ''}. They were
          reloaded as last saved.
        </p>
      )}
      {loadError !== null && (
        <p className="form-error alerting-error" role="alert">
          The alert settings could not be loaded: {loadError}
        </p>
      )}
      {teamId !== null && row !== undefined && loadError === null ? (
        <AlertsEditor
          key={`${teamId}:${String(round)}:${String(row.updatedMs)}`}
          teamId={teamId}
          alerts={alertsOfSettings(row)}
          headers={[...row.headers]}
          storedSpeedTargets={row.speedAlerts}
          players={players.rows}
          teamSelect={teamSelect}
          onSaveFailed={onSaveFailed}
          onSaved={onSaved}
        />
      ) : (
        <>
          <div className="filters alerting-toolbar">{teamSelect}</div>
          {settings.loading && <p className="muted">Loading the alert settings…</p>}
        </>
      )}
    </>
  );
}
