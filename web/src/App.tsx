/** The route table (01 §2.1): every screen lazily loaded, inside the signed-in shell. */
import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { scheduleHomePath } from '../../domain';
import { LiveClient } from './live/client';
import { LiveContext } from './live/hooks';
import { LoginPage } from './routes/LoginPage';
import { NotFound, NotFoundPage } from './routes/NotFound';
import { RequireUser } from './shell/RequireUser';
import { Shell } from './shell/Shell';
import { useUser } from './session';

const SchedulePage = lazy(() => import('./routes/schedule/SchedulePage'));
const LivePracticePage = lazy(() => import('./routes/LivePracticePage'));
const AboutPage = lazy(() => import('./routes/AboutPage'));
const TokenPage = lazy(() => import('./routes/TokenPage'));
const PendingPage = lazy(() => import('./routes/PendingPage'));
const PracticesPage = lazy(() => import('./routes/lists/PracticesPage'));
const GamesPage = lazy(() => import('./routes/lists/GamesPage'));
const TeamsPage = lazy(() => import('./routes/lists/TeamsPage'));
const TeamPage = lazy(() => import('./routes/lists/TeamPage'));
const PlayersPage = lazy(() => import('./routes/lists/PlayersPage'));
const PlayerPage = lazy(() => import('./routes/player/PlayerPage'));
const AccountPage = lazy(() => import('./routes/AccountPage'));

/** / and /schedule: the month or week view of today, by role group (01 §2.1). */
function ScheduleHome() {
  return <Navigate to={scheduleHomePath(useUser(), new Date())} replace />;
}

/** Aliases and bare routes of 01 §2.1 and where they lead. */
const REDIRECTS: readonly (readonly [string, string])[] = [
  ['/live-practices', '/practices'],
  ['/past-practices', '/practices'],
  ['/practice', '/practices'],
  ['/game', '/games'],
  ['/team', '/teams'],
  ['/player', '/players'],
  ['/account', '/account/players'],
  ['/health', '/health/health'],
];

/** Routes of the route map whose screens are not in this version yet. */
const PENDING_ROUTES: readonly string[] = [
  '/profiles',
  '/entities',
  '/entities/:tab',
  '/monitor/*',
  '/health/:tab',
  '/status',
  '/dataops/*',
  '/customers/*',
  '/view/*',
];

/** The whole app. */
export function App() {
  const client = useMemo(
    () =>
      new LiveClient(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live`),
    [],
  );
  return (
    <LiveContext.Provider value={client}>
      <BrowserRouter>
        <Suspense fallback={<div className="loading">Loading…</div>}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/404" element={<NotFoundPage />} />
            <Route element={<RequireUser />}>
              <Route element={<Shell />}>
                <Route path="/" element={<ScheduleHome />} />
                <Route path="/schedule" element={<ScheduleHome />} />
                <Route path="/schedule/:view/*" element={<SchedulePage />} />
                {REDIRECTS.map(([from, to]) => (
                  <Route key={from} path={from} element={<Navigate to={to} replace />} />
                ))}
                <Route
                  path="/view/practice/:id/performance/condensed/page"
                  element={<LivePracticePage />}
                />
                <Route path="/practices" element={<PracticesPage />} />
                <Route path="/games" element={<GamesPage />} />
                <Route path="/teams" element={<TeamsPage />} />
                <Route path="/players" element={<PlayersPage />} />
                <Route path="/player/:playerId" element={<PlayerPage />} />
                <Route path="/player/:playerId/:event" element={<PlayerPage />} />
                <Route path="/account/:tab" element={<AccountPage />} />
                <Route path="/team/:conference/:teamId/:tab/:event" element={<TeamPage />} />
                {PENDING_ROUTES.map((path) => (
                  <Route key={path} path={path} element={<PendingPage />} />
                ))}
                <Route path="/token" element={<TokenPage />} />
                <Route path="*" element={<NotFound redirect />} />
              </Route>
            </Route>
          </Routes>
        </Suspense>
      </BrowserRouter>
    </LiveContext.Provider>
  );
}
