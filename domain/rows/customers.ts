/**
 * The Customers screen's 'Users & Players' user table (03 §2 Customers): the users whose
 * record names the team, with what they are (01 §6: the kind their record and grants make
 * them) and whether any of their grants carries the write letter. The `result` of its call in
 * the manifest (domain/calls.ts).
 */
import { z } from 'zod';

/** GET customers/{teamId}/users: one user of the team. */
export const customerUserRow = z.object({
  email: z.string(),
  name: z.string(),
  /** The kind of user (USER_KIND_LABELS names it): customer, pro-staff-write, … */
  kind: z.string(),
  teamRole: z.string(),
  /** Whether one of the user's grants for the team carries the write letter. */
  writes: z.boolean(),
  permissions: z.array(z.string()),
});
export type CustomerUser = z.output<typeof customerUserRow>;
