/**
 * The rows of the practice profile reads (03 §7 GET profile/list; 03 §3 Practice profile):
 * the templates a new practice starts from. The `result` of its call in the manifest
 * (domain/calls.ts).
 */
import { z } from 'zod';

/** A planned period of a profile: its drill, period types (a comma list) and minutes. */
export const profilePeriodRow = z.object({
  drillType: z.string(),
  periodType: z.string().optional(),
  durationMin: z.number().optional(),
});

/**
 * profile/list: a practice profile of a team. Its site and field type are absent on a
 * profile stored without them; who made it and when (created_by, last_modified) pass through.
 */
export const profileRow = z.object({
  id: z.string(),
  profileName: z.string(),
  description: z.string(),
  /** A comma list of intensities; empty for none. */
  intensity: z.string(),
  siteId: z.string().optional(),
  siteName: z.string().optional(),
  rooftype: z.string().optional(),
  teamId: z.string(),
  league: z.string(),
  drills: z.array(profilePeriodRow),
  last_modified: z.number().optional(),
});
export type Profile = z.output<typeof profileRow>;
