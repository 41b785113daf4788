/**
 * npm run screens: a screenshot of every screen, as the people who use it see it, at each
 * width, to look at after a change that touches many screens. It starts the product with the
 * demo season (scripts/product.ts, a store of its own), stores a past practice and game of the
 * demo team with their numbers (tests/support/past-sessions.ts), then opens each route as the admin and as a team's coach in a fresh browser
 * context per width, waits until the page has stopped loading, and saves
 * `{who}-{screen}-{width}.png` into the output folder (printed at the end).
 *
 *   npm run screens [-- --out DIR] [--widths 1440,800] [--only NAME]
 *
 * `--only` keeps the screens whose name contains NAME. A screen that fails to settle is
 * still saved, and listed at the end with why.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { paths, type ScheduleStatus } from '../domain';
import { DEMO_TEAM_ID } from './dev/dev-users';
import { newSessionClaims } from '../gateway';
import { launchChromium } from './chromium';
import { freePort } from './local-setup';
import { startProduct, type Product } from './product';
import { STORED_USER_KEY } from '../web/src/data/session';
import { storePastSession } from '../tests/support/past-sessions';

const ADMIN = 'admin@dev.test';
const COACH = 'nfl.coach@dev.test';
/** The coach's team (a pro team of the demo season). */
const TEAM_ID = DEMO_TEAM_ID;
/** How long a screen may take to settle before it is saved as it is. */
const SETTLE_MS = 20_000;

/** A screen to look at: its name in the file and its path. */
interface Screen {
  readonly name: string;
  readonly path: string;
}

/** A past practice and a past game of the team, stored with their numbers, and the ids. */
async function pastSessions(product: Product) {
  const db = product.store.db;
  const rosterOf = async (teamId: string) =>
    (
      await db
        .selectFrom('players')
        .select(['player_id', 'jersey', 'position'])
        .where('team_id', '=', teamId)
        .execute()
    ).map((p) => ({ id: p.player_id, jersey: p.jersey, position: p.position }));
  const opponent = await db
    .selectFrom('teams')
    .select('team_id')
    .where('league', '=', 'nfl')
    .where('team_id', '!=', TEAM_ID)
    .orderBy('team_id')
    .executeTakeFirstOrThrow();
  const players = await rosterOf(TEAM_ID);
  const yesterday = Date.now() - 24 * 3600_000;
  const practice = 'screens-practice';
  const game = 'screens-game';
  await storePastSession(db, {
    id: practice,
    kind: 'practice',
    teamId: TEAM_ID,
    startMs: yesterday,
    players,
    fields: { name: 'Full Squad Practice' },
  });
  await storePastSession(db, {
    id: game,
    kind: 'game',
    teamId: TEAM_ID,
    visitorTeamId: opponent.team_id,
    startMs: yesterday - 3 * 24 * 3600_000,
    players: [...players, ...(await rosterOf(opponent.team_id))],
    fields: { name: 'Week 12' },
  });
  const live = await db
    .selectFrom('sessions')
    .select('session_id')
    .where('kind', '=', 'practice')
    .where('status', '=', 'live' satisfies ScheduleStatus)
    .executeTakeFirst();
  const team = await db
    .selectFrom('teams')
    .select('conference')
    .where('team_id', '=', TEAM_ID)
    .executeTakeFirst();
  const player = players[0];
  if (!player) throw new Error(`team ${TEAM_ID} has no players`);
  return {
    practice,
    live: live?.session_id ?? null,
    game,
    player: player.id,
    conference: team?.conference ?? 'AFC',
  };
}

/** The screens of a team's staff and of the admin, with the demo's ids. */
function screensOf(ids: Awaited<ReturnType<typeof pastSessions>>): {
  coach: Screen[];
  admin: Screen[];
} {
  const today = new Date();
  const { practice, game, player } = ids;
  const sessionScreens: Screen[] = [
    { name: 'practice-expanded', path: paths.practicePerformance(practice, 'expanded') },
    { name: 'practice-condensed', path: paths.practicePerformance(practice, 'condensed') },
    { name: 'practice-player', path: paths.practicePlayer(practice, player) },
    { name: 'practice-by-period', path: paths.practiceByPeriod(practice, 'expanded', 'totalDis') },
    { name: 'practice-ball', path: paths.practiceBall(practice) },
    { name: 'practice-tracking', path: paths.practiceTracking(practice) },
    { name: 'practice-map', path: paths.practiceMap(practice) },
    { name: 'practice-manage', path: paths.practiceManage(practice) },
    { name: 'practice-report', path: paths.practiceReport(practice) },
    { name: 'game', path: paths.gamePerformance(game, TEAM_ID) },
    { name: 'game-manage', path: paths.gameManage(game, TEAM_ID) },
    { name: 'game-report', path: paths.gameReport(game, TEAM_ID) },
    ...(ids.live === null
      ? []
      : [{ name: 'live-practice', path: paths.practicePerformance(ids.live, 'expanded') }]),
  ];
  const common: Screen[] = [
    { name: 'schedule-week', path: paths.schedule('week', today) },
    { name: 'schedule-month', path: paths.schedule('month', today) },
    { name: 'practices', path: paths.practices() },
    { name: 'games', path: paths.games() },
    { name: 'teams', path: paths.teams() },
    { name: 'players', path: paths.players() },
    { name: 'player', path: paths.player(player) },
    { name: 'profiles', path: paths.profiles() },
    { name: 'about', path: paths.about() },
  ];
  return {
    coach: [
      ...common,
      {
        name: 'team-performance',
        path: paths.team(ids.conference, TEAM_ID, 'teamPerformance', 'practices'),
      },
      { name: 'team-load', path: paths.team(ids.conference, TEAM_ID, 'load', 'practices') },
      { name: 'account', path: paths.account('profile') },
      ...sessionScreens,
      { name: 'practice-combine', path: paths.practiceCombine(practice) },
      { name: 'practice-event', path: paths.practiceEvent(practice) },
    ],
    admin: [
      ...common,
      { name: 'monitor', path: paths.monitor(today) },
      { name: 'monitor-wall', path: paths.monitorWall() },
      { name: 'health', path: paths.health() },
      { name: 'status', path: paths.status() },
      { name: 'dataops', path: paths.dataops() },
      { name: 'entities', path: paths.entities() },
      { name: 'customers', path: paths.customers() },
      ...sessionScreens,
    ],
  };
}

/** Waits until nothing on the page says it is loading (or the time is up); false if it is. */
async function settle(page: import('playwright-core').Page): Promise<boolean> {
  try {
    await page.waitForLoadState('load', { timeout: SETTLE_MS });
    await page.waitForFunction(
      () =>
        // Nothing in view says it is loading (a grid keeps its hidden overlay's element, and
        // live regions for screen readers are clipped to a pixel).
        ![...document.querySelectorAll('body *')].some(
          (e) =>
            e.childElementCount === 0 &&
            /^\s*Loading/.test(e.textContent) &&
            e.checkVisibility() &&
            e.getBoundingClientRect().width > 1,
        ) &&
        ![...document.querySelectorAll('.ag-overlay-loading-wrapper')].some((e) =>
          e.checkVisibility(),
        ),
      null,
      { timeout: SETTLE_MS, polling: 250 },
    );
    // Charts and the field map draw on the frame after their data.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    return true;
  } catch {
    return false;
  }
}

async function shoot(
  product: Product,
  browser: Browser,
  email: string,
  who: string,
  screens: readonly Screen[],
  widths: readonly number[],
  out: string,
): Promise<string[]> {
  const unsettled: string[] = [];
  const claims = newSessionClaims(email, Date.now(), 4 * 3600_000);
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([
      {
        name: 'pt_session',
        value: encodeURIComponent(product.gateway.app.signCookie(JSON.stringify(claims))),
        url: product.url,
      },
    ]);
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(STORED_USER_KEY)}, ${JSON.stringify(
        JSON.stringify({ isLogged: true, email, givenName: who }),
      )});`,
    );
    const page = await context.newPage();
    for (const screen of screens) {
      await page.goto(`${product.url}${screen.path}`);
      if (!(await settle(page))) unsettled.push(`${who} ${screen.name} ${width}: ${page.url()}`);
      await page.screenshot({ path: join(out, `${who}-${screen.name}-${width}.png`) });
    }
    await context.close();
  }
  return unsettled;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: join(tmpdir(), 'screens') },
      widths: { type: 'string', default: '1440,800' },
      only: { type: 'string' },
    },
  });
  const widths = values.widths.split(',').map(Number);
  if (widths.some((w) => !Number.isInteger(w) || w < 320))
    throw new Error('--widths: 320 px or more each');
  mkdirSync(values.out, { recursive: true });

  const varDir = mkdtempSync(join(tmpdir(), 'screens-'));
  const product = await startProduct({
    port: await freePort(),
    dataaccessPort: await freePort(),
    idpPort: await freePort(),
    varDir,
    buildWeb: true,
    demo: true,
    demoSeason: true,
  });
  const browser = await launchChromium();
  try {
    const ids = await pastSessions(product);
    const keep = (list: Screen[]) =>
      values.only === undefined ? list : list.filter((s) => s.name.includes(values.only ?? ''));
    const screens = screensOf(ids);
    const unsettled = [
      ...(await shoot(product, browser, COACH, 'coach', keep(screens.coach), widths, values.out)),
      ...(await shoot(product, browser, ADMIN, 'admin', keep(screens.admin), widths, values.out)),
    ];
    console.log(`screenshots in ${values.out}`);
    if (unsettled.length > 0) console.log(`still loading when saved:\n  ${unsettled.join('\n  ')}`);
  } finally {
    await browser.close();
    await product.stop();
    rmSync(varDir, { recursive: true, force: true });
  }
}

await main();
