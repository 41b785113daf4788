/**
 * The sign-in session: a signed, HttpOnly, SameSite cookie naming the user and when it
 * expires. It carries no secrets of the identity provider; the user record is looked up
 * from dataaccess (briefly cached) so a change of roles applies within a minute.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'pt_session';
/** Name of the cookie remembering where to go after sign-in. */
export const RETURN_COOKIE = 'pt_return';

/** What the session cookie holds. */
export interface SessionClaims {
  readonly email: string;
  readonly issuedAtMs: number;
  readonly expiresAtMs: number;
}

/** How long a session lasts without activity; renewed while the user is active. */
export const SESSION_IDLE_MS = 20 * 60_000;
/** The longest a session lasts however active the user is. */
export const SESSION_MAX_MS = 12 * 3600_000;

const cookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true }) as const;

/** Writes a fresh session for `email`. */
export function startSession(
  reply: FastifyReply,
  email: string,
  nowMs: number,
  secure: boolean,
): SessionClaims {
  const claims = { email, issuedAtMs: nowMs, expiresAtMs: nowMs + SESSION_IDLE_MS };
  void reply.setCookie(SESSION_COOKIE, JSON.stringify(claims), cookieOptions(secure));
  return claims;
}

/** Reads and checks the session cookie; null when missing, tampered or expired. */
export function readSession(request: FastifyRequest, nowMs: number): SessionClaims | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (raw === undefined) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid) return null;
  try {
    const claims = JSON.parse(unsigned.value) as SessionClaims;
    if (typeof claims.email !== 'string' || typeof claims.expiresAtMs !== 'number') return null;
    if (claims.expiresAtMs <= nowMs || nowMs - claims.issuedAtMs > SESSION_MAX_MS) return null;
    return claims;
  } catch {
    return null;
  }
}

/** Slides the expiry of an active session forward (at most once a minute). */
export function renewSession(
  reply: FastifyReply,
  claims: SessionClaims,
  nowMs: number,
  secure: boolean,
): void {
  if (claims.expiresAtMs - nowMs > SESSION_IDLE_MS - 60_000) return;
  const renewed = { ...claims, expiresAtMs: nowMs + SESSION_IDLE_MS };
  void reply.setCookie(SESSION_COOKIE, JSON.stringify(renewed), cookieOptions(secure));
}

/** Ends the session. */
export function endSession(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** A return path is only ever a path of this site. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login')) return null;
  return value.slice(0, 500);
}
