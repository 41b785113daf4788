/** Guards the signed-in part of the app: no session sends the user to /login, remembering the way back. */
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { fetchSession, UserContext, type User } from '../session';

type SessionState =
  | { kind: 'checking' }
  | { kind: 'signedIn'; user: User }
  | { kind: 'signedOut' }
  | { kind: 'error'; message: string };

/** Renders the child routes with the user, or redirects to sign-in. */
export function RequireUser() {
  const location = useLocation();
  const [state, setState] = useState<SessionState>({ kind: 'checking' });
  useEffect(() => {
    const abort = new AbortController();
    fetchSession(abort.signal).then(
      (user) => {
        setState(user ? { kind: 'signedIn', user } : { kind: 'signedOut' });
      },
      (error: unknown) => {
        if (!abort.signal.aborted)
          setState({
            kind: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      abort.abort();
    };
  }, []);
  switch (state.kind) {
    case 'checking':
      return <div className="loading">Loading…</div>;
    case 'signedOut':
      return (
        <Navigate
          to={`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`}
          replace
        />
      );
    case 'error':
      return (
        <div className="loading">
          The server is not answering ({state.message}). Retrying when you reload.
        </div>
      );
    case 'signedIn':
      return (
        <UserContext.Provider value={state.user}>
          <Outlet />
        </UserContext.Provider>
      );
  }
}
