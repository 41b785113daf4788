// Pure rules of live alerting settings (02 §4): a value empty or zero is never active.

/** One custom alert of one player: metric, threshold value as typed, active flag. */
export interface AlertSetting {
  playerId: string;
  metric: string;
  value: string;
  active: boolean;
}

/** Pause before toggles made in locked mode are saved, ms (02 §4, §9). */
export const ALERT_AUTOSAVE_DELAY_MS = 3000;

/** True when a value counts as unset: empty, a lone space, or zero. */
export const isUnsetAlertValue = (value: string): boolean =>
  value.trim() === '' || Number(value) === 0;

/** The alert with an empty or zero value forced inactive. */
export const normalizeAlert = (alert: AlertSetting): AlertSetting =>
  isUnsetAlertValue(alert.value) && alert.active ? { ...alert, active: false } : alert;

const sameAlert = (a: AlertSetting, b: Pick<AlertSetting, 'playerId' | 'metric'>): boolean =>
  a.playerId === b.playerId && a.metric === b.metric;

/** The list with one alert changed (or added), normalized. */
export function setAlert(
  alerts: readonly AlertSetting[],
  change: Pick<AlertSetting, 'playerId' | 'metric'> & Partial<AlertSetting>,
): AlertSetting[] {
  const existing = alerts.find((alert) => sameAlert(alert, change));
  const next = normalizeAlert({ value: '', active: false, ...existing, ...change });
  return existing
    ? alerts.map((alert) => (sameAlert(alert, change) ? next : alert))
    : [...alerts, next];
}

/** The list without a metric for every player (removing a metric column, 02 §4). */
export const removeAlertMetric = (
  alerts: readonly AlertSetting[],
  metric: string,
): AlertSetting[] => alerts.filter((alert) => alert.metric !== metric);
