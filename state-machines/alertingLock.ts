// Pure rules of live alerting settings (02 §4): a value empty or zero is never active.
import { isValidAlertValue } from '../domain';

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

/** The pseudo-metric under which a player's speed target (mph, `speedAlerts`) is edited. */
export const SPEED_TARGET_METRIC = 'speedMPH';

/** Highest speed target the server takes, mph. */
export const SPEED_TARGET_MAX_MPH = 99;

/**
 * Whether an alert may be saved as typed (02 §5): at most 7 characters, a non-negative
 * number, not a lone space; a speed target at most {@link SPEED_TARGET_MAX_MPH} mph.
 */
export const isSavableAlert = (alert: AlertSetting): boolean =>
  isValidAlertValue(alert.value) &&
  (alert.metric !== SPEED_TARGET_METRIC || Number(alert.value) <= SPEED_TARGET_MAX_MPH);

/**
 * A speed target as `customevents/{teamId}` stores it (02 §3 speed alert). The fields this
 * screen does not edit (`_id`, `type`, `teamId`, `stat`) are kept as stored when it saves.
 */
export interface SpeedTarget {
  readonly nid: string;
  readonly target: number;
  readonly active: boolean;
  readonly _id?: string;
  readonly type?: string;
  readonly teamId?: string;
  readonly stat?: 'speedMPH';
}

/** A team's alert settings as `customevents/{teamId}` answers and takes them (02 §3). */
export interface AlertSettingsDoc {
  readonly headers: readonly string[];
  readonly alerts: Readonly<
    Record<string, readonly { type: string; value: string | number; active: boolean }[]>
  >;
  readonly speedAlerts: readonly SpeedTarget[];
}

/** The settings as one flat list: custom alerts, then speed targets under {@link SPEED_TARGET_METRIC}. */
export function alertsOfSettings(doc: AlertSettingsDoc): AlertSetting[] {
  const custom = Object.entries(doc.alerts).flatMap(([playerId, list]) =>
    list.map((a) => ({ playerId, metric: a.type, value: String(a.value), active: a.active })),
  );
  const speed = doc.speedAlerts.map((s) => ({
    playerId: s.nid,
    metric: SPEED_TARGET_METRIC,
    value: String(s.target),
    active: s.active,
  }));
  return [...custom, ...speed].map(normalizeAlert);
}

/**
 * The body that saves `alerts` under `headers`: custom alerts of the chosen metrics grouped
 * by player (empty values left out), and the speed targets that have a value, each with the
 * fields of its `stored` entry (same player) that this screen does not edit.
 */
export function settingsOfAlerts(
  alerts: readonly AlertSetting[],
  headers: readonly string[],
  stored: readonly SpeedTarget[] = [],
): AlertSettingsDoc {
  const storedOf = new Map(stored.map((s) => [s.nid, s]));
  const grouped: Record<string, { type: string; value: string; active: boolean }[]> = {};
  for (const a of alerts) {
    if (a.metric === SPEED_TARGET_METRIC || !headers.includes(a.metric)) continue;
    if (a.value.trim() === '') continue;
    (grouped[a.playerId] ??= []).push({ type: a.metric, value: a.value, active: a.active });
  }
  const speedAlerts = alerts
    .filter((a) => a.metric === SPEED_TARGET_METRIC && a.value.trim() !== '')
    .map((a) => ({
      ...storedOf.get(a.playerId),
      nid: a.playerId,
      target: Number(a.value),
      active: a.active,
    }));
  return { headers: [...headers], alerts: grouped, speedAlerts };
}
