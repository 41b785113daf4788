/**
 * What preferences and team settings send (02 §7 userpreferences, admin/{teamId}/settings;
 * 03 §7 User preferences and Admin settings).
 */
import { z } from 'zod';
import { plainText } from '../text';
import { idText } from './common';

/** The largest preference object a user saves (its JSON). */
export const MAX_PREFERENCE_CHARS = 64 * 1024;

/** userpreferences: whose (only the acting user), which kind and team of interest. */
export const preferenceQuery = z.object({
  userId: z.email().max(200).optional(),
  type: z.enum(['lc', 'alerts', 'cmon']),
  teamOfInterest: idText.optional(),
});

/** One player's admin settings; speed is the player's target speed in mph. */
export const playerSetting = z.object({
  position: plainText(z.string().min(1).max(12)),
  positionGroup: plainText(z.string().max(12)).optional(),
  speed: z.number().min(0).max(30).nullable(),
  name: plainText(z.string().max(100)),
});

export type TeamPlayerSetting = z.infer<typeof playerSetting>;

/** admin/{teamId}/settings: the team's players' settings, by player id. */
export const teamSettingsBody = z.object({
  teamId: idText,
  players: z
    .record(idText, playerSetting)
    .refine((m) => Object.keys(m).length <= 300, 'at most 300 players'),
});

/** userpreferences (POST): the preference object, at most 64 KB of JSON. */
export const preferenceBody = z
  .looseObject({})
  .refine((v) => JSON.stringify(v).length <= MAX_PREFERENCE_CHARS, 'larger than 64 KB');
