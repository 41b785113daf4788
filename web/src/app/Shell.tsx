/**
 * The frame of every signed-in page (01 §2.3): the top navigation for the user's role,
 * the admin's More dropdown, the player search box, the account dropdown, the connection
 * notice and the version tag. Narrow screens (900 px or less) get the narrow page set; the
 * links that do not fit the row at the window's width go under More.
 */
import { useRef } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { isAdmin, navLinksFor, pageOfPath, paths, teamOfUser, VERSION_TAG } from '../../../domain';
import { useConnectionStatus, useLiveThrottled } from '../live/hooks';
import { THROTTLED_TEXT } from '../live/liveTopic';
import { signInUrl, signOut, useUser, type User } from '../data/session';
import { useNarrow } from '../components/useNarrow';
import { Dropdown } from '../components/Dropdown';
import { PlayerSearch } from './PlayerSearch';
import { RouteGuard } from './RouteGuard';
import { useFittingLinks } from './useFittingLinks';
import { TeamBadge } from '../components/TeamBadge';
import { AlertToasts } from '../components/alerts/AlertToasts';
import './shell.css';

const CONNECTION_TEXT: Record<string, string | null> = {
  connecting: null,
  open: null,
  stale: 'No word from the server for a while. Live numbers may be behind.',
  reconnecting: 'Connection lost, reconnecting… Live numbers may be behind.',
  offline: 'Offline. Live numbers are not updating; retrying.',
  signedOut: 'Your session ended.',
};

function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const team = teamOfUser(user);
  const abbr = team?.teamAbbrName ?? user.teamShort;
  const teamName = team?.teamFullName ?? (user.teamName || (isAdmin(user) ? 'All teams' : ''));
  return (
    <Dropdown
      className="account"
      align="right"
      buttonLabel="Account"
      label={
        <>
          <TeamBadge abbr={abbr} />
          <span className="account-text">
            <span className="account-name">{user.name}</span>
            <span className="account-team">{teamName}</span>
          </span>
        </>
      }
    >
      {(close) => (
        <div className="account-panel">
          <TeamBadge abbr={abbr} size={48} />
          <div>
            <strong>{user.name}</strong>
            <div>{teamName}</div>
            <div className="muted">{user.email}</div>
          </div>
          {isAdmin(user) && (
            <button
              type="button"
              className="button"
              onClick={() => {
                close();
                void signOut().then(() => navigate(paths.login(), { replace: true }));
              }}
            >
              Sign out
            </button>
          )}
        </div>
      )}
    </Dropdown>
  );
}

/** The shell around every signed-in screen. */
export function Shell() {
  const user = useUser();
  const narrow = useNarrow();
  const status = useConnectionStatus();
  const throttled = useLiveThrottled();
  const notice = CONNECTION_TEXT[status];
  const nav = navLinksFor(user, new Date(), narrow);
  const row = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const fit = useFittingLinks(row, measure, nav.main.length, nav.more.length > 0);
  const shown = nav.main.slice(0, fit);
  const more = [...nav.main.slice(fit), ...nav.more];
  // A link is current on every route of its page (the Schedule link names the week view).
  const location = useLocation();
  const page = pageOfPath(location.pathname);
  const linkClass =
    (link: { page: string }) =>
    ({ isActive }: { isActive: boolean }) =>
      isActive || link.page === page ? 'active' : '';
  return (
    <div className="shell">
      <header className="topnav">
        <NavLink to={nav.logo.path} className="brand" aria-label="Home">
          <span className="brand-mark">▲</span>
          <span className="brand-name"> Practice Tracking</span>
        </NavLink>
        <nav aria-label="Main" ref={row}>
          {shown.map((link) => (
            <NavLink key={link.page} to={link.path} className={linkClass(link)}>
              {link.label}
            </NavLink>
          ))}
          {more.length > 0 && (
            <Dropdown
              label="More ▾"
              className={more.some((link) => link.page === page) ? 'more current' : 'more'}
            >
              {(close) =>
                more.map((link) => (
                  <NavLink
                    key={link.page}
                    to={link.path}
                    role="menuitem"
                    className={linkClass(link)}
                    onClick={close}
                  >
                    {link.label}
                  </NavLink>
                ))
              }
            </Dropdown>
          )}
          {/* The row's links and the More button, laid out hidden: their widths decide the fit. */}
          <div className="nav-measure" aria-hidden="true" ref={measure}>
            {nav.main.map((link) => (
              <span key={link.page}>{link.label}</span>
            ))}
            <span className="nav-measure-more">More ▾</span>
          </div>
        </nav>
        <PlayerSearch />
        <AccountMenu user={user} />
      </header>
      {notice && (
        <div className={`connection-notice ${status}`} role="status">
          {notice}
          {status === 'signedOut' && (
            <>
              {' '}
              <a href={signInUrl(location.pathname + location.search)}>Sign in again</a> to keep
              watching.
            </>
          )}
        </div>
      )}
      {!notice && throttled > 0 && (
        <div className="connection-notice throttled" role="status">
          {THROTTLED_TEXT}…{' '}
          <span className="muted">Close a live page in another tab to free a place sooner.</span>
        </div>
      )}
      <main className="page">
        <RouteGuard />
      </main>
      <AlertToasts teamId={user.teamId} />
      <footer className="version-tag">v{VERSION_TAG}</footer>
    </div>
  );
}
