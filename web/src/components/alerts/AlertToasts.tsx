/**
 * Alert toasts (02 §4): while a team's staff member has any page of the product open, each
 * player crossing one of the team's live alert thresholds shows as a toast for 5 seconds.
 * The page holds the team's alerts topic for as long as it is open; a hit fires once per
 * (session, player, metric), and a toast already shown is not shown again (a reconnect may
 * bring the same alert twice).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveAlert } from '../../live/client';
import { useLiveAlerts, useTopic } from '../../live/hooks';
import { alertToastText, type AlertToastText } from './alertText';
import '../toast.css';
import './alerts.css';

/** How long a hit's toast stays (02 §7: alert hit 5 s). */
export const ALERT_TOAST_MS = 5000;

/** The toasts of the team's live alert hits; nothing without a team. */
export function AlertToasts({ teamId }: { teamId: string | null }) {
  useTopic(teamId === null ? null : { kind: 'alerts', teamId });
  const [toasts, setToasts] = useState<readonly AlertToastText[]>([]);
  const shown = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const onAlert = useCallback(
    (alert: LiveAlert) => {
      if (teamId === null || alert.teamId !== teamId) return;
      const toast = alertToastText(alert);
      if (shown.current.has(toast.key)) return;
      shown.current.add(toast.key);
      setToasts((now) => [...now, toast]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((now) => now.filter((t) => t.key !== toast.key));
      }, ALERT_TOAST_MS);
      timers.current.add(timer);
    },
    [teamId],
  );
  useLiveAlerts(onAlert);

  if (toasts.length === 0) return null;
  return (
    <div className="alert-toasts" aria-live="assertive">
      {toasts.map((toast) => (
        <div key={toast.key} className="alert-toast toast error" role="alert">
          <span className="toast-icon" aria-hidden="true">
            !
          </span>
          <span className="toast-text">
            <strong>{toast.title}</strong>
            <span>{toast.body}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
