/**
 * Every route of the web app (01 §2.1) as a pattern and a link builder: the route table
 * mounts the patterns, and screens, lists and the navigation build their links here, so no
 * one writes a path by hand and a renamed route changes in one place. Ids are URL-encoded;
 * a `search` argument is a query string with its leading '?' (or empty).
 */
import { DATE_FORMATS, formatDate } from './format';

/** A date as it appears in schedule and monitor routes: yyyy/M/d. */
export const routeDate = (date: Date): string => formatDate(date, DATE_FORMATS.slashDate);

const seg = encodeURIComponent;

/** The schedule's views. */
export type ScheduleView = 'week' | 'month';
/** The views of a practice's performance page. */
export type PracticeView = 'condensed' | 'expanded';
/** The team page's tabs and the kind of session they show. */
export type TeamTab = 'teamPerformance' | 'playerPerformance' | 'load';
export type SessionEvent = 'practices' | 'games';

/** A season query (`?season=2026`), or nothing. */
const seasonQuery = (season: number | undefined): string =>
  season === undefined ? '' : `?season=${season}`;

/** The route patterns the route table mounts, by route. */
export const ROUTES = {
  home: '/',
  login: '/login',
  about: '/about',
  notFound: '/404',
  token: '/token',
  scheduleHome: '/schedule',
  schedule: '/schedule/:view/*',
  practices: '/practices',
  profiles: '/profiles',
  games: '/games',
  teams: '/teams',
  players: '/players',
  player: '/player/:playerId',
  playerEvent: '/player/:playerId/:event',
  account: '/account/:tab',
  team: '/team/:conference/:teamId/:tab/:event',
  /** A practice's performance views, and the same with a player's pop-up open. */
  practiceView: '/view/practice/:id/performance/:view/page',
  practiceModal: '/view/practice/:id/performance/:view/modal/:playerId/:tab?',
  /** A game's performance views from one team's side. */
  gameView: '/view/game/:id/:teamId/performance/:view/page',
  gameModal: '/view/game/:id/:teamId/performance/:view/modal/:playerId/:tab?',
  /** One metric per player per period, reached from a view ({subTab}) of a session. */
  practiceByPeriod: '/view/practice/:id/performance/metrics/byPeriod/:subTab/:metric',
  gameByPeriod: '/view/game/:id/:teamId/performance/metrics/byPeriod/:subTab/:metric',
  /** A session's ball flights (02 §2 Ball metrics page; ?view=byPlayer or speedZone). */
  practiceBall: '/view/practice/:id/ball/flights/page',
  gameBall: '/view/game/:id/:teamId/ball/flights/page',
  /** The same with a player's pop-up open over it (02 §2: the page path plus /modal/{playerId}). */
  practiceBallModal: '/view/practice/:id/ball/flights/modal/:playerId/:tab?',
  gameBallModal: '/view/game/:id/:teamId/ball/flights/modal/:playerId/:tab?',
  /** Who had positions in a practice, or in a game from one team's side (03 §2 tracking tab). */
  practiceTracking: '/view/practice/:id/tracking',
  gameTracking: '/view/game/:id/:teamId/tracking',
  /** A practice on the field map with playback (03 §2 Practice Viewer). */
  practiceMap: '/view/practice/:id/map',
  /** A practice's manage screen, loggers; a game's removed plays (03 §2 detail page tabs). */
  practiceManage: '/view/practice/:id/manage',
  practiceCombine: '/view/practice/:id/combine',
  practiceEvent: '/view/practice/:id/event',
  gameManage: '/view/game/:id/:teamId/game_manage',
  /** A completed practice's or a game's report page (02 §2 Report page): the PDF and CSVs. */
  practiceReport: '/view/practice/:id/report',
  gameReport: '/view/game/:id/:teamId/report',
  /** The Monitor of a day (/monitor/yyyy/M/d) and its wall mode (/monitor/wall), 03 §2. */
  monitor: '/monitor/*',
  /** Processing Status (03 §2). */
  status: '/status',
  /** Data Ops: its page, and the entities modal of a dataset over it (03 §2). */
  dataops: '/dataops/*',
} as const;

/** The grouped views of the ball metrics page (02 §2); absent: the flat list. */
export type BallView = 'byPlayer' | 'speedZone';

/** Link builders, one per route (pending routes included, for the navigation). */
export const paths = {
  home: (): string => '/',
  login: (returnTo?: string): string =>
    returnTo === undefined ? '/login' : `/login?returnTo=${seg(returnTo)}`,
  about: (): string => '/about',
  notFound: (): string => '/404',
  token: (code: string): string => `/token?code=${seg(code)}`,
  schedule: (view: ScheduleView, day: Date, search = ''): string =>
    `/schedule/${view}/${routeDate(day)}${search}`,
  practices: (): string => '/practices',
  games: (season?: number): string => `/games${seasonQuery(season)}`,
  teams: (season?: number): string => `/teams${seasonQuery(season)}`,
  players: (): string => '/players',
  player: (playerId: string): string => `/player/${seg(playerId)}`,
  account: (tab: string): string => `/account/${seg(tab)}`,
  team: (conference: string, teamId: string, tab: TeamTab, event: SessionEvent): string =>
    `/team/${seg(conference)}/${seg(teamId)}/${tab}/${event}`,
  practicePerformance: (id: string, view: PracticeView): string =>
    `/view/practice/${seg(id)}/performance/${view}/page`,
  practiceManage: (id: string): string => `/view/practice/${seg(id)}/manage`,
  practiceCombine: (id: string): string => `/view/practice/${seg(id)}/combine`,
  practiceEvent: (id: string): string => `/view/practice/${seg(id)}/event`,
  gameManage: (id: string, teamId: string): string =>
    `/view/game/${seg(id)}/${seg(teamId)}/game_manage`,
  practiceReport: (id: string): string => `/view/practice/${seg(id)}/report`,
  gameReport: (id: string, teamId: string): string => `/view/game/${seg(id)}/${seg(teamId)}/report`,
  /** A session's metric by period, opened from view `subTab` (where its back arrow leads). */
  practiceByPeriod: (id: string, subTab: PracticeView, metric: string): string =>
    `/view/practice/${seg(id)}/performance/metrics/byPeriod/${subTab}/${seg(metric)}`,
  gameByPeriod: (id: string, teamId: string, metric: string): string =>
    `/view/game/${seg(id)}/${seg(teamId)}/performance/metrics/byPeriod/expanded/${seg(metric)}`,
  gamePerformance: (id: string, teamId: string): string =>
    `/view/game/${seg(id)}/${seg(teamId)}/performance/expanded/page`,
  /** A session's expanded view with a player's pop-up open. */
  practicePlayer: (id: string, playerId: string): string =>
    `/view/practice/${seg(id)}/performance/expanded/modal/${seg(playerId)}`,
  gamePlayer: (id: string, teamId: string, playerId: string): string =>
    `/view/game/${seg(id)}/${seg(teamId)}/performance/expanded/modal/${seg(playerId)}`,
  /** A session's ball metrics page in one of its views (02 §2): flat list by default. */
  practiceBall: (id: string, view?: BallView): string =>
    `/view/practice/${seg(id)}/ball/flights/page${view === undefined ? '' : `?view=${view}`}`,
  gameBall: (id: string, teamId: string, view?: BallView): string =>
    `/view/game/${seg(id)}/${seg(teamId)}/ball/flights/page${view === undefined ? '' : `?view=${view}`}`,
  /** A player's pop-up over a session's ball metrics page, on its Ball Metrics tab. */
  practiceBallPlayer: (id: string, playerId: string): string =>
    `/view/practice/${seg(id)}/ball/flights/modal/${seg(playerId)}/ball`,
  gameBallPlayer: (id: string, teamId: string, playerId: string): string =>
    `/view/game/${seg(id)}/${seg(teamId)}/ball/flights/modal/${seg(playerId)}/ball`,
  /** A session's Practice Tracking tab (03 §2): who of the team had positions. */
  practiceTracking: (id: string): string => `/view/practice/${seg(id)}/tracking`,
  /** A practice's Practice Viewer tab (03 §2): the field map with playback. */
  practiceMap: (id: string): string => `/view/practice/${seg(id)}/map`,
  gameTracking: (id: string, teamId: string): string =>
    `/view/game/${seg(id)}/${seg(teamId)}/tracking`,
  profiles: (): string => '/profiles',
  entities: (): string => '/entities/noc',
  monitor: (day: Date): string => `/monitor/${routeDate(day)}`,
  /** The Monitor's wall mode: today's practices, full screen, following the date. */
  monitorWall: (): string => '/monitor/wall',
  /** The Health page's Entity tab for a team (the Monitor's team logo links here, 03 §2). */
  healthEntity: (league: string, type: string, teamId: string): string =>
    `/health/entity?${new URLSearchParams({ league, type, teamId }).toString()}`,
  health: (): string => '/health/health',
  status: (): string => '/status',
  dataops: (): string => '/dataops/page',
  /** The entities modal of dataset `datasetId` over the Data Ops page. */
  dataopsEntities: (datasetId: string): string => `/dataops/entities/${seg(datasetId)}`,
  customers: (): string => '/customers',
  /** A customer team's tab on the Customers screen ('profile': Users & Players). */
  customersTeam: (teamId: string, tab = 'profile'): string =>
    `/customers/${seg(teamId)}/${seg(tab)}`,
} as const;
