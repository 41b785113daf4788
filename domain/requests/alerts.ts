/**
 * What the live alerting calls send (02 §3, §4, §7): a team's alert settings
 * (`customevents/:teamId`: headers, custom alerts per player, speed targets and the three
 * custom events), the alert hits the gateway's alert engine records and the drawer's query.
 */
import { z } from 'zod';
import { METRIC_KEYS, METRICS } from '../metrics';
import { plainText } from '../text';
import { isValidAlertValue } from '../validation';
import { epochMsQuery, idText, teamIdsParam } from './common';

/** Metric keys an alert may watch: the catalogue with its Relative and percent variants. */
const ALERT_METRICS = METRIC_KEYS.flatMap((k) =>
  [k, METRICS[k].relativeKey, METRICS[k].percentKey].filter((v) => v !== undefined),
);
const alertMetricKey = z.enum(ALERT_METRICS as [string, ...string[]]);

/** A typed alert value (02 §5): at most 7 characters, a non-negative number, not a lone space. */
const alertValue = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .refine(isValidAlertValue, 'an alert value is a non-negative number of at most 7 characters');

/** One custom alert of one player (02 §3): the metric (type), threshold value, active flag. */
export const customAlert = z.object({
  type: alertMetricKey,
  value: alertValue,
  active: z.boolean(),
});

/** A speed alert (02 §3): a player's (nid) speed target in MPH. */
export const speedAlert = z.object({
  stat: z.literal('speedMPH').default('speedMPH'),
  teamId: idText.optional(),
  nid: idText,
  type: plainText(z.string().max(40)).default('target'),
  target: z.number().min(0).max(99),
  active: z.boolean(),
  _id: plainText(z.string().max(64)).optional(),
});

/** The three custom events (02 §3): name, displayName, num 1 to 3. */
export const customEvent = z.object({
  name: plainText(z.string().max(40)),
  displayName: plainText(z.string().max(40)),
  num: z.number().int().min(1).max(3),
});

/** customevents/:teamId (POST): the sections sent replace the stored ones. */
export const alertSettingsBody = z
  .object({
    headers: z.array(alertMetricKey).max(60).optional(),
    alerts: z.record(idText, z.array(customAlert).max(60)).optional(),
    speedAlerts: z.array(speedAlert).max(500).optional(),
    events: z
      .array(customEvent)
      .length(3, 'custom events are exactly three entries')
      .refine((l) => new Set(l.map((e) => e.num)).size === 3, 'num must be 1, 2 and 3')
      .optional(),
  })
  .strict();

/** alerts/hits (POST): one hit of a player's metric in a session, as the alert engine saw it. */
export const alertHitBody = z.object({
  sessionId: idText,
  playerId: idText,
  metric: z.union([alertMetricKey, z.literal('speedMPH')]),
  value: z.number().min(-1e9).max(1e9),
  threshold: z.number().min(-1e9).max(1e9),
  atMs: z.number().int().min(0).max(8.64e15),
});

/** alerts/hits (GET): a team's (teamId or teamids), a session's, since a time. */
export const alertHitsQuery = z.object({
  sinceMs: epochMsQuery.optional(),
  teamId: idText.optional(),
  teamids: teamIdsParam,
  sessionId: idText.optional(),
});
