/**
 * The route table (01 §2.1). Every screen is a route module under `screens/<screen>/route.ts`
 * (its component and its error boundary), loaded when first opened; signed-in screens render
 * inside the shell, whose route guard applies the role and width rules.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createBrowserRouter,
  Navigate,
  redirect,
  RouterProvider,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router-dom';
import { CUSTOMER_TEAMS, ROUTES, paths, scheduleHomePath } from '../../../domain';
import { NotFound } from '../components/NotFound';
import { screenError } from '../components/ScreenError';
import { queryClient } from '../data/queryClient';
import { useUser } from '../data/session';
import { LiveClient } from '../live/client';
import { LiveContext } from '../live/hooks';
import * as login from '../screens/login/route';
import { sessionLoader } from '../screens/session/loader';
import { RequireUser } from './RequireUser';
import { Shell } from './Shell';

type Lazy = LazyRouteFunction<RouteObject>;

/** Every screen's route module, fetched when its route is first opened. */
const SCREENS = {
  about: () => import('../screens/about/route'),
  account: () => import('../screens/account/route'),
  combine: () => import('../screens/combine/route'),
  customers: () => import('../screens/customers/route'),
  dataops: () => import('../screens/dataops/route'),
  entities: () => import('../screens/entities/route'),
  event: () => import('../screens/event/route'),
  games: () => import('../screens/games/route'),
  manage: () => import('../screens/manage/route'),
  monitor: () => import('../screens/monitor/route'),
  gameManage: () => import('../screens/game-manage/route'),
  health: () => import('../screens/health/route'),
  notFound: () => import('../screens/not-found/route'),
  pending: () => import('../screens/pending/route'),
  player: () => import('../screens/player/route'),
  players: () => import('../screens/players/route'),
  practices: () => import('../screens/practices/route'),
  profiles: () => import('../screens/profiles/route'),
  report: () => import('../screens/report/route'),
  schedule: () => import('../screens/schedule/route'),
  session: () => import('../screens/session/route'),
  ball: () => import('../screens/ball/route'),
  status: () => import('../screens/status/route'),
  tracking: () => import('../screens/tracking/route'),
  map: () => import('../screens/map/route'),
  team: () => import('../screens/team/route'),
  teams: () => import('../screens/teams/route'),
  token: () => import('../screens/token/route'),
} satisfies Record<string, Lazy>;

/** / and /schedule: the month or week view of today, by role group (01 §2.1). */
function ScheduleHome() {
  return <Navigate to={scheduleHomePath(useUser(), new Date())} replace />;
}

/** Aliases and bare routes of 01 §2.1 and where they lead. */
const REDIRECTS: readonly (readonly [string, string])[] = [
  ['/live-practices', paths.practices()],
  ['/past-practices', paths.practices()],
  ['/practice', paths.practices()],
  ['/game', paths.games()],
  ['/team', paths.teams()],
  ['/player', paths.players()],
  ['/account', paths.account('players')],
  ['/health', paths.health()],
];

/** Routes of the route map whose screens are not in this version yet. */
const PENDING_ROUTES: readonly string[] = ['/view/*'];

/** Shown while the first screen's code arrives. */
function Loading() {
  return <div className="loading">Loading…</div>;
}

const ROUTE_TABLE: RouteObject[] = [
  {
    HydrateFallback: Loading,
    ErrorBoundary: screenError('the app'),
    children: [
      { path: ROUTES.login, Component: login.Component, ErrorBoundary: login.ErrorBoundary },
      { path: ROUTES.about, lazy: SCREENS.about },
      { path: ROUTES.notFound, lazy: SCREENS.notFound },
      {
        Component: RequireUser,
        children: [
          {
            Component: Shell,
            children: [
              { path: ROUTES.home, Component: ScheduleHome },
              { path: ROUTES.scheduleHome, Component: ScheduleHome },
              { path: ROUTES.schedule, lazy: SCREENS.schedule },
              ...REDIRECTS.map(([from, to]) => ({
                path: from,
                element: <Navigate to={to} replace />,
              })),
              { path: ROUTES.practiceView, loader: sessionLoader, lazy: SCREENS.session },
              { path: ROUTES.practiceModal, loader: sessionLoader, lazy: SCREENS.session },
              { path: ROUTES.gameView, loader: sessionLoader, lazy: SCREENS.session },
              { path: ROUTES.gameModal, loader: sessionLoader, lazy: SCREENS.session },
              { path: ROUTES.practiceByPeriod, loader: sessionLoader, lazy: SCREENS.session },
              { path: ROUTES.gameByPeriod, loader: sessionLoader, lazy: SCREENS.session },
              { path: ROUTES.practiceBall, lazy: SCREENS.ball },
              { path: ROUTES.gameBall, lazy: SCREENS.ball },
              { path: ROUTES.practiceBallModal, lazy: SCREENS.ball },
              { path: ROUTES.gameBallModal, lazy: SCREENS.ball },
              { path: ROUTES.practiceTracking, lazy: SCREENS.tracking },
              { path: ROUTES.practiceMap, lazy: SCREENS.map },
              { path: ROUTES.practiceManage, lazy: SCREENS.manage },
              { path: ROUTES.gameTracking, lazy: SCREENS.tracking },
              { path: ROUTES.practiceCombine, lazy: SCREENS.combine },
              { path: ROUTES.gameManage, lazy: SCREENS.gameManage },
              { path: ROUTES.practiceReport, lazy: SCREENS.report },
              { path: ROUTES.gameReport, lazy: SCREENS.report },
              { path: ROUTES.practiceEvent, lazy: SCREENS.event },
              { path: ROUTES.practices, lazy: SCREENS.practices },
              { path: ROUTES.profiles, lazy: SCREENS.profiles },
              { path: ROUTES.games, lazy: SCREENS.games },
              { path: ROUTES.teams, lazy: SCREENS.teams },
              { path: ROUTES.players, lazy: SCREENS.players },
              { path: ROUTES.player, lazy: SCREENS.player },
              { path: ROUTES.playerEvent, lazy: SCREENS.player },
              { path: ROUTES.account, lazy: SCREENS.account },
              { path: ROUTES.team, lazy: SCREENS.team },
              { path: '/health/:tab', lazy: SCREENS.health },
              { path: ROUTES.status, lazy: SCREENS.status },
              { path: ROUTES.dataops, lazy: SCREENS.dataops },
              { path: ROUTES.monitor, lazy: SCREENS.monitor },
              // Bare routes redirect in their loader, within the navigation: a redirect rendered
              // by the page would land after a navigation the user began meanwhile, and undo it.
              {
                path: '/entities',
                loader: ({ request }) =>
                  redirect(`${paths.entities()}${new URL(request.url).search}`),
              },
              { path: '/entities/:tab', lazy: SCREENS.entities },
              {
                path: '/customers',
                loader: () => redirect(paths.customersTeam(CUSTOMER_TEAMS[0]?.teamId ?? '')),
              },
              { path: '/customers/:teamId/:tab?', lazy: SCREENS.customers },
              ...PENDING_ROUTES.map((path) => ({ path, lazy: SCREENS.pending })),
              { path: ROUTES.token, lazy: SCREENS.token },
              { path: '*', element: <NotFound redirect /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The whole app. */
export function App() {
  const client = useMemo(
    () =>
      new LiveClient(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live`),
    [],
  );
  const router = useMemo(() => createBrowserRouter(ROUTE_TABLE), []);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveContext.Provider value={client}>
        <RouterProvider router={router} />
      </LiveContext.Provider>
    </QueryClientProvider>
  );
}
