/**
 * Session cookies for tests that talk to a real gateway as a given user: the same signed
 * cookie the sign-in callback writes, made with the gateway's own signer or its secret.
 */
import { sign } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { newSessionClaims } from '../../gateway';

/** The Cookie header value of a fresh session for `email`. */
export function sessionCookie(
  app: FastifyInstance,
  email: string,
  nowMs = Date.now(),
  ttlMs = 20 * 60_000,
): string {
  const claims = JSON.stringify(newSessionClaims(email, nowMs, ttlMs));
  return `pt_session=${encodeURIComponent(app.signCookie(claims))}`;
}

/** The same, for a gateway running in another process, signed with its cookie secret. */
export function signedSessionCookie(
  secret: string,
  email: string,
  nowMs = Date.now(),
  ttlMs = 20 * 60_000,
): string {
  const claims = JSON.stringify(newSessionClaims(email, nowMs, ttlMs));
  return `pt_session=${encodeURIComponent(sign(claims, secret))}`;
}
