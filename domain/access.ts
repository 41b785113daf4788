/**
 * Page access (01 §2.1, §2.3; 03 §2): the pages, which user kinds reach them, the top
 * navigation per kind, the narrow-screen page set and the routes outside the shell. Route
 * guards in the browser and the gateway use these same predicates.
 */
import { paths } from './paths';
import { LEAGUE_OPTIONS, type LeagueOption } from './options';
import {
  createPracticeLeagues,
  isAdmin,
  isCollegeUser,
  isRoleFn,
  userKindOf,
  type RoleUser,
} from './roles';

/** Every page of the product, by its route's first segment. */
export const PAGES = [
  'schedule',
  'practices',
  'games',
  'teams',
  'team',
  'players',
  'player',
  'profiles',
  'account',
  'entities',
  'monitor',
  'health',
  'status',
  'dataops',
  'customers',
  'about',
  'view',
  'token',
  'login',
  'notFound',
] as const;
/** A page of the product. */
export type Page = (typeof PAGES)[number];

/** The spec's "all pages" access-name group (01 §2.1). */
export const ALL_PAGE_GROUP: readonly Page[] = [
  'practices',
  'games',
  'players',
  'entities',
  'health',
  'monitor',
  'dataops',
  'customers',
  'profiles',
  'teams',
  'about',
  'status',
  'view',
];
/** Admin-type pages (01 §2.1). */
export const ADMIN_PAGE_GROUP: readonly Page[] = [
  'profiles',
  'entities',
  'monitor',
  'health',
  'dataops',
  'customers',
];
/** Teams is a group of its own. */
export const TEAMS_PAGE_GROUP: readonly Page[] = ['teams'];
/** Routes open to any signed-in user: /schedule, /account, /team, /player, /view/practice. */
export const OPEN_PAGES: readonly Page[] = ['schedule', 'account', 'team', 'player', 'view'];
/** Routes outside the shell (no navigation, no sign-in needed): /login, /about, /404. */
export const OUTSIDE_SHELL_PAGES: readonly Page[] = ['login', 'about', 'notFound'];
/** Operations pages: admin and data operations. */
export const OPERATIONS_PAGES: readonly Page[] = [
  'entities',
  'monitor',
  'health',
  'status',
  'dataops',
];
/**
 * Operations pages the command center also opens: it watches every team's practices of the
 * day (the Monitor, with its review sign-off) and when their data is ready (Processing
 * Status, read only). The pages that act on sensors, entities and datasets (Health,
 * Entities, Data Ops) stay with admin and data operations.
 */
export const COMMAND_CENTER_PAGES: readonly Page[] = ['monitor', 'status'];
/**
 * Pages allowed on narrow screens (900 px or less); Processing Status is not among them. Data
 * Ops is: issue 21 has a data-ops user run processing from an 800 px window.
 */
export const NARROW_SCREEN_PAGES: readonly Page[] = [
  'schedule',
  'dataops',
  // Issue 21 has the command center follow the Monitor from an 800 px window too, and data
  // operations watch a venue's sensors (Health) from one.
  'monitor',
  'health',
  'practices',
  'games',
  'players',
  'player',
  'team',
  'view',
  'account',
  'about',
  'token',
  'login',
  'notFound',
];

/** Whether the user may open the page (wide screens; see {@link canAccessPageOn}). */
export function canAccessPage(user: RoleUser, page: Page): boolean {
  if (OUTSIDE_SHELL_PAGES.includes(page) || OPEN_PAGES.includes(page) || page === 'token') {
    return true;
  }
  const kind = userKindOf(user);
  if (kind === 'admin') return true;
  if (page === 'customers') return false;
  if (kind === 'command-center' && COMMAND_CENTER_PAGES.includes(page)) return true;
  if (OPERATIONS_PAGES.includes(page)) return kind === 'data-ops';
  if (page === 'games') return !isRoleFn(user);
  if (page === 'teams') return !isCollegeUser(user);
  return page === 'practices' || page === 'players' || page === 'profiles';
}

/** Whether the user may open the page on a screen of this width. */
export function canAccessPageOn(user: RoleUser, page: Page, narrow: boolean): boolean {
  return canAccessPage(user, page) && (!narrow || NARROW_SCREEN_PAGES.includes(page));
}

/** Route aliases of 01 §2.1 and the bare plural forms they lead to. */
const ALIASES: Readonly<Record<string, Page>> = {
  'live-practices': 'practices',
  'past-practices': 'practices',
  practice: 'practices',
  game: 'games',
  '404': 'notFound',
};

/**
 * The page a path belongs to, or undefined for an unknown route. Bare /team and /player
 * are aliases of /teams and /players; / is the schedule.
 */
export function pageOfPath(pathname: string): Page | undefined {
  const segments =
    pathname
      .split('?')[0]
      ?.split('/')
      .filter((s) => s !== '') ?? [];
  const [first] = segments;
  if (first === undefined) return 'schedule';
  const alias = ALIASES[first];
  if (alias !== undefined) return alias;
  if ((first === 'team' || first === 'player') && segments.length === 1) return `${first}s`;
  return (PAGES as readonly string[]).includes(first) && first !== 'notFound'
    ? (first as Page)
    : undefined;
}

/** The verdict of a route guard: show it, go to /404, or show NOT FOUND and go home. */
/** `wider`: the user may open the page, but not on a narrow screen (it says so, not 404). */
export type RouteVerdict = 'allowed' | 'forbidden' | 'wider' | 'unknown';

/** The route guard verdict for a path. */
export function routeVerdict(user: RoleUser, pathname: string, narrow = false): RouteVerdict {
  const page = pageOfPath(pathname);
  if (page === undefined) return 'unknown';
  if (canAccessPageOn(user, page, narrow)) return 'allowed';
  return canAccessPage(user, page) ? 'wider' : 'forbidden';
}

/**
 * Where / and /schedule lead: the month view for the admin group (admin and data
 * operations, who have no week/month tab), the week view for everyone else.
 */
export function scheduleHomePath(user: RoleUser, today: Date): string {
  const kind = userKindOf(user);
  const view = kind === 'admin' || kind === 'data-ops' ? 'month' : 'week';
  return paths.schedule(view, today);
}

/** One link of the top navigation. */
export interface NavLink {
  readonly page: Page;
  readonly label: string;
  readonly path: string;
}

/** The top navigation: the main row and the admin's More dropdown (empty for others). */
export interface Navigation {
  readonly logo: NavLink;
  readonly main: readonly NavLink[];
  readonly more: readonly NavLink[];
}

/** The top navigation of a user (01 §2.3); on narrow screens only narrow pages remain. */
export function navLinksFor(user: RoleUser, today: Date, narrow = false): Navigation {
  const link = (page: Page, label: string, path: string): NavLink => ({ page, label, path });
  const schedule = link('schedule', 'Schedule', paths.schedule('week', today));
  const profiles = link('profiles', 'Profiles', paths.profiles());
  const practices = link('practices', 'Practices', paths.practices());
  const games = link('games', 'Games', paths.games());
  const teams = link('teams', 'Teams', paths.teams());
  const players = link('players', 'Players', paths.players());
  const about = link('about', 'About', paths.about());
  const keep = (links: NavLink[]): NavLink[] =>
    links.filter((l) => canAccessPageOn(user, l.page, narrow));
  const logo = link('login', 'Home', paths.login());
  if (isAdmin(user)) {
    return {
      logo,
      main: keep([
        schedule,
        profiles,
        link('entities', 'Entities', paths.entities()),
        link('monitor', 'Monitor', paths.monitor(today)),
        link('health', 'Health', paths.health()),
        link('status', 'Processing Status', paths.status()),
        link('dataops', 'Data Ops', paths.dataops()),
        link('customers', 'Customers', paths.customers()),
      ]),
      more: keep([about, practices, games, teams, players]),
    };
  }
  // Each kind keeps the operations pages it may open (none for team staff).
  const operations = [
    link('entities', 'Entities', paths.entities()),
    link('monitor', 'Monitor', paths.monitor(today)),
    link('health', 'Health', paths.health()),
    link('status', 'Processing Status', paths.status()),
    link('dataops', 'Data Ops', paths.dataops()),
  ];
  // Whoever has operations pages keeps them in the main row and the team pages under More,
  // as the admin does: a row of all of them does not fit a laptop's width, let alone 800 px.
  const team = [
    practices,
    games,
    teams,
    players,
    about,
    link('account', 'Account', paths.account('players')),
  ];
  const ops = keep(operations);
  if (ops.length > 0) {
    return { logo, main: keep([schedule, profiles, ...operations]), more: keep(team) };
  }
  return { logo, main: keep([schedule, profiles, ...team]), more: [] };
}

/** League options of the create-practice dialog: practice options of the user's leagues. */
export function createPracticeLeagueOptions(user: RoleUser): readonly LeagueOption[] {
  const leagues = createPracticeLeagues(user);
  return LEAGUE_OPTIONS.filter((o) => o.type === 'practice' && leagues.includes(o.league));
}
