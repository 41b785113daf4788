/**
 * Session cookies for tests that talk to a real gateway as a given user: the same signed
 * cookie the sign-in callback writes, made with the gateway's own signer.
 */
import type { FastifyInstance } from 'fastify';

/** The Cookie header value of a fresh session for `email`. */
export function sessionCookie(
  app: FastifyInstance,
  email: string,
  nowMs = Date.now(),
  ttlMs = 20 * 60_000,
): string {
  const claims = JSON.stringify({ email, issuedAtMs: nowMs, expiresAtMs: nowMs + ttlMs });
  return `pt_session=${encodeURIComponent(app.signCookie(claims))}`;
}
