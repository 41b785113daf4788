/**
 * The alerts drawer (02 §2, §4): on the right, 350 px wide, the alert hits the gateway's
 * engine recorded for this session, newest first. A past session's are read once; during a
 * live practice the team's alerts topic (which every page of the team's staff holds for the
 * toasts) adds each new hit as it comes. Empty: 'No alerts have been recorded for this
 * session.'
 */
import { formatDecimals, LAYOUT, MSG_NO_ALERTS_RECORDED } from '../../../../domain';
import { alertMetricTitle } from '../../components/alerts/alertText';
import { useSessionHits } from './useSessionHits';

export function AlertsDrawer({
  sessionId,
  teamId,
  onClose,
}: {
  sessionId: string;
  teamId: string;
  onClose: () => void;
}) {
  const recorded = useSessionHits(sessionId, teamId);
  const { hits } = recorded;
  return (
    <aside className="alerts-drawer" aria-label="Alerts" style={{ width: LAYOUT.alertsDrawerPx }}>
      <div className="drawer-head">
        <h2>Alerts</h2>
        <button type="button" className="icon-button" aria-label="Close alerts" onClick={onClose}>
          ×
        </button>
      </div>
      {recorded.loading && hits.length === 0 ? (
        <div className="loading">Loading…</div>
      ) : hits.length === 0 ? (
        <p className="empty">{recorded.error ?? MSG_NO_ALERTS_RECORDED}</p>
      ) : (
        <ol className="alert-hits">
          {hits.map((hit) => (
            <li key={`${hit.playerId ?? ''}:${hit.metric ?? ''}`}>
              <strong>{hit.playerName ?? hit.playerId}</strong>
              <span>{alertMetricTitle(hit.metric ?? '')}</span>
              <span className="hit-value">
                {formatDecimals(hit.value, 1)}, alert at {formatDecimals(hit.threshold, 1)}
              </span>
              {hit.atMs !== null && (
                <time dateTime={new Date(hit.atMs).toISOString()}>
                  {new Date(hit.atMs).toLocaleTimeString()}
                </time>
              )}
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
