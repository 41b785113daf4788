/**
 * The body of a profile write and its rules (03 §3 Practice profile, §5 Profiles): a name,
 * a team and a site, at least one period; intensities, field types and period types from
 * `domain/`, the period types of the team's league.
 */
import { z } from 'zod';
import {
  FIELD_TYPES,
  INTENSITIES,
  plainText,
  periodMinutesSchema,
  periodTypesFor,
  PROFILE_MAX_PERIODS,
  profileDescriptionSchema,
  profileNameSchema,
  profilePeriodNameSchema,
  type Team,
} from '../../../domain';
import { ApiError } from '../http/envelope';
import { idText } from './common';

const intensities: readonly string[] = INTENSITIES;

/** One planned period. */
const periodBody = z.object({
  drillType: profilePeriodNameSchema,
  periodType: plainText(z.string().max(400))
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v)),
  durationMin: periodMinutesSchema.optional(),
});

/** A profile as the modal sends it; unknown fields are dropped. */
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
    .array(periodBody)
    .min(1, 'at least one period is required')
    .max(PROFILE_MAX_PERIODS, `at most ${PROFILE_MAX_PERIODS} periods`),
});

/** A profile write as validated. */
export type ProfileBody = z.infer<typeof profileBody>;

/** Refuses period types that are not the team's league's (01 §3.4). */
export function validateProfileFor(team: Team, body: ProfileBody): void {
  const valid: readonly string[] = periodTypesFor(team.league);
  body.drills.forEach((d, i) => {
    const bad = d.periodType?.split(',').find((t) => !valid.includes(t));
    if (bad !== undefined)
      throw new ApiError(
        400,
        `body.drills.${i}.periodType: '${bad}' is no ${team.league} period type`,
      );
  });
}
