/**
 * The row of a team's zones read (02 §3 Zones; 03 §3 Customers): the four setups the metrics
 * engine uses for the team, the product's defaults until someone saves them. The `result` of
 * its call in the manifest (domain/calls.ts).
 */
import { z } from 'zod';
import { teamZonesBody } from '../requests/zones';

/** GET customers/{teamId}/zones: the setups, and who saved them when (null: the defaults). */
export const teamZonesRow = teamZonesBody.extend({
  teamId: z.string(),
  updatedBy: z.string().nullable(),
  updatedMs: z.number().nullable(),
});
export type TeamZones = z.output<typeof teamZonesRow>;
