/**
 * The sign-in session: a signed, HttpOnly, SameSite cookie naming the session, the user and
 * when it expires. It carries no secrets of the identity provider; the user record is looked
 * up from dataaccess (briefly cached) so a change of roles applies within a minute. Signing
 * out revokes the session by its id on the server (revocations.ts), so a copy of the cookie
 * stops working too.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'pt_session';
/** Name of the cookie remembering where to go after sign-in. */
export const RETURN_COOKIE = 'pt_return';

/** What the session cookie holds. */
export interface SessionClaims {
  /** The session's own id, random: what signing out revokes. */
  readonly sid: string;
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

/** The claims of a new session of `email`, with an id of its own. */
export const newSessionClaims = (
  email: string,
  nowMs: number,
  idleMs = SESSION_IDLE_MS,
): SessionClaims => ({
  sid: randomBytes(18).toString('base64url'),
  email,
  issuedAtMs: nowMs,
  expiresAtMs: nowMs + idleMs,
});

/** Writes a fresh session for `email`. */
export function startSession(
  reply: FastifyReply,
  email: string,
  nowMs: number,
  secure: boolean,
): SessionClaims {
  const claims = newSessionClaims(email, nowMs);
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
    if (
      typeof claims.sid !== 'string' ||
      typeof claims.email !== 'string' ||
      typeof claims.issuedAtMs !== 'number' ||
      typeof claims.expiresAtMs !== 'number'
    )
      return null;
    return sessionActive(claims, nowMs) ? claims : null;
  } catch {
    return null;
  }
}

/** When a session ends however active its user is: it is never renewed past this. */
export const sessionEndMs = (claims: SessionClaims): number => claims.issuedAtMs + SESSION_MAX_MS;

/**
 * Whether a session's claims still hold at `nowMs`: neither idle past its expiry nor older
 * than the longest session. The one rule of REST requests and live sockets alike.
 */
export const sessionActive = (claims: SessionClaims, nowMs: number): boolean =>
  claims.expiresAtMs > nowMs && nowMs - claims.issuedAtMs <= SESSION_MAX_MS;

/** The first instant at which the claims no longer hold, unless renewed before. */
export const sessionOverAtMs = (claims: SessionClaims): number =>
  Math.min(claims.expiresAtMs, sessionEndMs(claims) + 1);

/**
 * Slides the expiry of an active session forward (at most once a minute); returns the claims
 * the client holds now (renewed or as they were).
 */
export function renewSession(
  reply: FastifyReply,
  claims: SessionClaims,
  nowMs: number,
  secure: boolean,
): SessionClaims {
  if (claims.expiresAtMs - nowMs > SESSION_IDLE_MS - 60_000) return claims;
  const renewed = {
    ...claims,
    expiresAtMs: Math.min(nowMs + SESSION_IDLE_MS, sessionEndMs(claims)),
  };
  void reply.setCookie(SESSION_COOKIE, JSON.stringify(renewed), cookieOptions(secure));
  return renewed;
}

/** Ends the session. */
export function endSession(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Where return paths are resolved: any origin will do, only staying on it matters. */
const RETURN_BASE = 'http://gateway.invalid';
/** The longest return path kept; a longer one is refused rather than cut into another. */
const RETURN_PATH_MAX = 500;

/**
 * The path to go to after sign-in when `value` is a path of this site, else null.
 *
 * A browser does not follow a Location header as written: it drops tab, CR and LF anywhere,
 * trims leading and trailing control characters and spaces, reads `\` as `/`, and resolves
 * dot segments, so `/\t/evil.example` or `/.//evil.example` pass a check of the raw text
 * and still lead to another site. So a value with a control character or a backslash is
 * refused outright (no path of the app has one, and a header may not carry them); what is
 * left is resolved as a browser would, and kept only when it stays on the base origin and
 * resolves to itself again, which rules out a result such as `//evil.example`. The
 * normalised form is returned, so the redirect says exactly what was checked.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const path = sameOriginPath(value);
  if (path === null || sameOriginPath(path) !== path) return null;
  if (path.length > RETURN_PATH_MAX || path.startsWith('/login')) return null;
  return path;
}

/** `value` resolved as a browser would, as path, query and fragment; null when off-site. */
function sameOriginPath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return null;
  }
  return url.origin === RETURN_BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}
