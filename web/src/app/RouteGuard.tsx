/**
 * The route guard of 01 §2.1: a route the role may not open goes to /404; an unknown
 * route shows 'NOT FOUND, redirecting...' and goes home after a second. Narrow screens
 * (900 px or less) allow only the narrow page set; another page the user may open says it needs a
 * wider screen. An address carrying a `code` query
 * parameter leads to the token page (03 §2).
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LAYOUT, paths, ROUTES, routeVerdict } from '../../../domain';
import { NotFound } from '../components/NotFound';
import { useUser } from '../data/session';
import { useNarrow } from '../components/useNarrow';

/** Renders the child route when the user may open it. */
export function RouteGuard() {
  const user = useUser();
  const { pathname, search } = useLocation();
  const verdict = routeVerdict(user, pathname, useNarrow());
  const code = new URLSearchParams(search).get('code');
  if (code !== null && pathname !== ROUTES.token) {
    return <Navigate to={paths.token(code)} replace />;
  }
  if (verdict === 'forbidden') return <Navigate to={paths.notFound()} replace />;
  if (verdict === 'unknown') return <NotFound redirect />;
  if (verdict === 'wider') {
    return (
      <div className="needs-wider" role="status">
        This page needs a wider screen (wider than {LAYOUT.mobileBreakpointPx} px). Widen the window
        or open it on a computer.
      </div>
    );
  }
  return <Outlet />;
}
