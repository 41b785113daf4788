/** What the gateway's sign-out sends (01 §2.2; issue 17: sign-out ends the session on the server). */
import { z } from 'zod';

/** sessions/revoked (POST): the signed-out session, whose it was, and when it would expire. */
export const revokedSessionBody = z.object({
  sid: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'a session id is letters, digits, _ and -'),
  email: z.email().max(200),
  expiresAtMs: z.number().int().min(0).max(8.64e15),
});
