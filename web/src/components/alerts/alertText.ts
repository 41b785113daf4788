/**
 * How an alert's metric and a hit read on screen: the alerting table's column headers and
 * the toasts of live hits use the same words.
 */
import { baseMetricOf, formatDecimals, metricLabel, METRICS } from '../../../../domain';
import { SPEED_TARGET_METRIC } from '../../../../state-machines';

/** The title of an alert's metric: its label and unit ('Speed Target (mph)'). */
export function alertMetricTitle(metric: string): string {
  if (metric === SPEED_TARGET_METRIC) return 'Speed Target (mph)';
  const base = baseMetricOf(metric);
  const unit = base === undefined ? undefined : METRICS[base].unit;
  const label = metricLabel(metric);
  return unit === undefined || unit === 'count' ? label : `${label} (${unit})`;
}

/** A live alert hit, as the gateway pushes it. */
export interface AlertHit {
  readonly sessionId?: string | null;
  readonly sessionName?: string | null;
  readonly playerId?: string | null;
  readonly playerName?: string | null;
  readonly metric?: string | null;
  readonly value?: number | null;
  readonly threshold?: number | null;
}

/** What a toast of a hit says, and the key that makes it fire once (02 §4). */
export interface AlertToastText {
  readonly key: string;
  readonly title: string;
  readonly body: string;
}

/** The toast of a hit: who crossed what, by how much, in which session. */
export function alertToastText(hit: AlertHit): AlertToastText {
  const metric = hit.metric ?? '';
  const player = hit.playerName || hit.playerId || 'A player';
  const value = formatDecimals(hit.value, 1);
  const threshold = formatDecimals(hit.threshold, 1);
  const session = hit.sessionName ? ` · ${hit.sessionName}` : '';
  return {
    key: `${hit.sessionId ?? ''}\u0000${hit.playerId ?? ''}\u0000${metric}`,
    title: `${player}: ${alertMetricTitle(metric)}`,
    body: `${value}, alert at ${threshold}${session}`,
  };
}
