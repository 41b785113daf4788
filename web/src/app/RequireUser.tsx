/**
 * Guards the signed-in part of the app (01 §2.2): no session sends the user to /login,
 * remembering the way back; a sign-in as someone else in another tab switches this one to
 * that user (from their home page), a sign-out there signs this one out.
 */
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { queryClient } from '../data/queryClient';
import { signedInUserQuery } from '../data/sessionReads';
import {
  fetchSession,
  forgetUser,
  onStoredUserChange,
  storeUser,
  UserContext,
  type User,
} from '../data/session';
import { paths } from '../../../domain';

type SessionState =
  | { kind: 'checking' }
  | { kind: 'signedIn'; user: User }
  | { kind: 'signedOut' }
  | { kind: 'error'; message: string };

/** Renders the child routes with the user, or redirects to sign-in. */
export function RequireUser() {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>({ kind: 'checking' });
  const email = state.kind === 'signedIn' ? state.user.email : null;

  useEffect(() => {
    const abort = new AbortController();
    // The route's loader may have asked already: the cache answers both with one request.
    queryClient.query(signedInUserQuery).then(
      (user) => {
        if (user) storeUser(user);
        else forgetUser();
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

  useEffect(() => {
    if (email === null) return;
    return onStoredUserChange((stored) => {
      if (stored === email) return;
      if (stored === null) {
        setState({ kind: 'signedOut' });
        return;
      }
      fetchSession().then(
        (user) => {
          if (user === null) {
            setState({ kind: 'signedOut' });
          } else if (user.email !== email) {
            setState({ kind: 'signedIn', user });
            void navigate('/', { replace: true });
          }
        },
        (error: unknown) => {
          console.warn('session check failed', error);
        },
      );
    });
  }, [email, navigate]);

  switch (state.kind) {
    case 'checking':
      return <div className="loading">Loading…</div>;
    case 'signedOut':
      return <Navigate to={paths.login(location.pathname + location.search)} replace />;
    case 'error':
      return (
        <div className="loading">
          The server is not answering ({state.message}). Retrying when you reload.
        </div>
      );
    case 'signedIn':
      return (
        <UserContext.Provider key={state.user.email} value={state.user}>
          <Outlet />
        </UserContext.Provider>
      );
  }
}
