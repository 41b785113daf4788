/**
 * What the practice profile calls send (03 §7 profile calls; 03 §3 Practice profile; 03 §5
 * Profiles): the teams and leagues a call is of, and a profile as the modal sends it.
 */
import { z } from 'zod';
import { FIELD_TYPES, INTENSITIES } from '../options';
import {
  periodMinutesSchema,
  profileDescriptionSchema,
  profileNameSchema,
  profilePeriodNameSchema,
} from '../practice-input';
import { PROFILE_MAX_PERIODS } from '../profiles';
import { plainText } from '../text';
import { idText, leaguesQuery, teamIdsParam } from './common';

/** profile/list: the teams and leagues (03 §7: league, type=practice, teamids). */
export const profileQuery = z.object({
  teamids: teamIdsParam,
  league: leaguesQuery,
  type: z.enum(['practice'], { message: 'practice' }).optional(),
});

/** Profile writes must name the team they act for (no '*'): the gateway checks the caller may see it. */
export const profileWriteQuery = profileQuery.extend({
  teamids: z
    .string({ message: "name the profile's team" })
    .max(2000)
    .regex(/^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/, "name the profile's team: comma-joined team ids")
    .transform((v) => v.split(',')),
});

const intensities: readonly string[] = INTENSITIES;

/** One planned period. */
const profilePeriodBody = z.object({
  drillType: profilePeriodNameSchema,
  periodType: plainText(z.string().max(400))
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v)),
  durationMin: periodMinutesSchema.optional(),
});

/** POST profile, PUT profile/{id}: a profile as the modal sends it; unknown fields are dropped. */
export const profileBody = z.object({
  profileName: profileNameSchema,
  description: profileDescriptionSchema.default(''),
  intensity: z
    .string()
    .max(400)
    .default('')
    .refine(
      (v) => v === '' || v.split(',').every((i) => intensities.includes(i)),
      'a comma list of known intensities',
    ),
  siteId: plainText(z.string().trim().min(1, 'a site is required').max(100)),
  rooftype: z.enum(FIELD_TYPES).optional(),
  teamId: idText,
  drills: z
    .array(profilePeriodBody)
    .min(1, 'at least one period is required')
    .max(PROFILE_MAX_PERIODS, `at most ${PROFILE_MAX_PERIODS} periods`),
});
