/**
 * The Customers screen's 'Add User' (03 §2 Customers; issue 37 item 3): a user of the team
 * with an application role, which sign-in then honours. The role gives the user record its
 * team role and its one grant for the team (01 §6: `league.{league}.teamId.{teamId}.{r|w}`):
 * staff write, staff who read, or a customer (who reads).
 */
import { z } from 'zod';
import { TEAMS, type Team } from '../teams';
import { plainText } from '../text';

/** Teams the Customers screen's list leaves out (03 §5). */
const EXCLUDED_CUSTOMER_TEAMS: ReadonlySet<string> = new Set(['4500']);

/** The Customers screen's teams: every playing team but the excluded ones, by name. */
export const CUSTOMER_TEAMS: readonly Team[] = TEAMS.filter(
  (t) => (t.kind === 'pro' || t.kind === 'college') && !EXCLUDED_CUSTOMER_TEAMS.has(t.teamId),
)
  .slice()
  .sort((a, b) => a.teamFullName.localeCompare(b.teamFullName) || a.teamId.localeCompare(b.teamId));

/** The roles a team's user is added with, and what each makes of the record. */
export const CUSTOMER_USER_ROLES = {
  staff: { label: 'Team staff (write)', teamRole: 'TeamAdmin', letter: 'w' },
  staffRead: { label: 'Team staff (read only)', teamRole: 'TeamStaff', letter: 'r' },
  customer: { label: 'Customer (read only)', teamRole: 'Customer', letter: 'r' },
} as const;
export type CustomerUserRole = keyof typeof CUSTOMER_USER_ROLES;

/** POST customers/{teamId}/users. */
export const addCustomerUserBody = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(120, 'at most 120 characters')
      .pipe(z.email('an email address')),
    name: plainText(z.string().trim().min(1, 'a name').max(80, 'at most 80 characters')),
    role: z.enum(Object.keys(CUSTOMER_USER_ROLES) as [CustomerUserRole, ...CustomerUserRole[]]),
  })
  .strict()
  .meta({
    examples: [{ email: 'new.coach@example.test', name: 'Jordan Lee', role: 'staff' }],
  });
export type AddCustomerUserBody = z.input<typeof addCustomerUserBody>;
