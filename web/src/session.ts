/** The signed-in user, read from the gateway's session. */
import { createContext, useContext } from 'react';
import type { RoleUser, SbRole } from '../../domain';

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
