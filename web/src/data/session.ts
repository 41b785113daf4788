/**
 * The signed-in user: read from the gateway's session, and remembered in local storage
 * as the spec's stored user token (01 §2.2), so that a sign-in or sign-out in another tab
 * reaches this one.
 */
import { createContext, useContext } from 'react';
import type { RoleUser, SbRole } from '../../../domain';

/** The user record the gateway answers at /api/session. */
export interface User extends RoleUser {
  email: string;
  givenName: string;
  name: string;
  teamId: string | null;
  teamName: string;
  teamShort: string;
  league: string;
  sbRole: SbRole;
  insightRole: string;
  teamRole: string;
  permissions: readonly string[];
  /** The leagues the permissions give, comma-joined (01 §6). */
  leagues: string;
}

/** The current user, or null before sign-in. */
export const UserContext = createContext<User | null>(null);

/** The signed-in user; screens inside the shell always have one. */
export function useUser(): User {
  const user = useContext(UserContext);
  if (user === null) throw new Error('useUser outside a signed-in shell');
  return user;
}

/** Asks the gateway who is signed in; null when nobody is. */
export async function fetchSession(signal?: AbortSignal): Promise<User | null> {
  const response = await fetch('/api/session', {
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(response.statusText || `HTTP ${response.status}`);
  const body = (await response.json()) as { results: User[] };
  return body.results[0] ?? null;
}

/** Where the sign-in flow starts, remembering where to come back to. */
export const signInUrl = (returnTo: string): string =>
  `/login/start?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * The local-storage key of the stored user (03 §3: isLogged, email, league, givenName).
 * It holds no secret: the session itself is an HttpOnly cookie.
 */
export const STORED_USER_KEY = 'pt.user';

/** The stored user's email, or null when nobody is stored. */
export function storedUserEmail(): string | null {
  try {
    const raw = localStorage.getItem(STORED_USER_KEY);
    const stored = raw === null ? null : (JSON.parse(raw) as { email?: unknown });
    return typeof stored?.email === 'string' ? stored.email : null;
  } catch {
    return null;
  }
}

/** Stores the signed-in user; other tabs hear of it when the user changed. */
export function storeUser(user: User): void {
  if (storedUserEmail() === user.email) return;
  localStorage.setItem(
    STORED_USER_KEY,
    JSON.stringify({
      isLogged: true,
      email: user.email,
      league: user.league,
      givenName: user.givenName,
    }),
  );
}

/** Clears the stored user (sign-out, or a session the gateway no longer knows). */
export function forgetUser(): void {
  localStorage.removeItem(STORED_USER_KEY);
}

/**
 * Calls `onChange` with the new email (null: signed out) whenever another tab stores a
 * different user; returns the unsubscribe.
 */
export function onStoredUserChange(onChange: (email: string | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== STORED_USER_KEY && event.key !== null) return;
    onChange(storedUserEmail());
  };
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener('storage', listener);
  };
}

/** Signs out at the gateway and clears the stored user; a failure is only logged (01 §2.3). */
export async function signOut(): Promise<void> {
  forgetUser();
  try {
    await fetch('/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  } catch (error) {
    console.warn('sign-out failed', error);
  }
}
