/**
 * The rows of a team's and a user's settings (02 §3, §7; 03 §7): live alerting, the admin
 * settings of the players, and a user's saved preferences. Each is the `result` of its call
 * in the manifest (domain/calls.ts).
 */
import { z } from 'zod';

/** A custom alert of one player (02 §3): the metric (type), its threshold and whether on. */
const customAlertRow = z.object({
  type: z.string(),
  /** The threshold as typed (02 §5), kept as text. */
  value: z.string(),
  active: z.boolean(),
});

/** A speed alert (02 §3): a player's (nid) speed target in MPH. */
const speedAlertRow = z.object({
  stat: z.literal('speedMPH'),
  teamId: z.string().optional(),
  nid: z.string(),
  type: z.string(),
  target: z.number(),
  active: z.boolean(),
  _id: z.string().optional(),
});

/** One of the team's three custom events (02 §3): its name, shown name and slot 1 to 3. */
const customEventRow = z.object({
  name: z.string(),
  displayName: z.string(),
  num: z.number(),
});

/**
 * customevents/{teamId}: a team's live alerting settings (02 §3 custom alerts, speed alert,
 * custom events): the chosen headers, alerts by player id, speed targets and the three custom
 * events; updatedMs is 0 before the first save.
 */
export const alertSettingsRow = z.object({
  teamId: z.string(),
  headers: z.array(z.string()),
  alerts: z.record(z.string(), z.array(customAlertRow)),
  speedAlerts: z.array(speedAlertRow),
  events: z.array(customEventRow),
  updatedMs: z.number(),
});
export type AlertSettingsRow = z.output<typeof alertSettingsRow>;

/** A player's admin settings: position, group, target speed (mph, null when none) and name. */
const playerSettingRow = z.object({
  position: z.string(),
  positionGroup: z.string().optional(),
  speed: z.number().nullable(),
  name: z.string(),
});

/**
 * admin/{teamId}/settings: a team's admin settings (03 §7 Admin settings), every roster
 * player by id with roster defaults until saved; updatedMs is null before the first save.
 */
export const teamSettingsRow = z.object({
  teamId: z.string(),
  players: z.record(z.string(), playerSettingRow),
  updatedMs: z.number().nullable(),
});
export type TeamSettingsRow = z.output<typeof teamSettingsRow>;

/**
 * userpreferences: the user's saved preference object of a type (03 §7 User preferences);
 * its fields are the user's own and pass through, with when it was saved.
 */
export const userPreferencesRow = z.object({ updatedMs: z.number() });
export type UserPreferencesRow = z.output<typeof userPreferencesRow>;
