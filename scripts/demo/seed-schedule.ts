/**
 * The demo season: games of every pro team (a preseason and 17 regular-season weeks, a
 * round robin by the circle method) and of the college squads, with scores for the games
 * already played; and practices of the development users' teams, past (run through the
 * practice rule book from start to stop), one live now for the demo team, and future.
 */
import {
  COLLEGE_TEAMS,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  PRO_TEAMS,
  defaultSeasonYear,
  seededRandom,
  type League,
  type Team,
} from '../../domain';
import { createPractice, createSession, runPracticeCommand, type Db } from '../../dataaccess';
import { seasonWeeks } from '../../dataaccess/src/api/season-calendar';
import { defaultPracticePlan } from '../../simulator';
import { CUSTOMER_TEAM_ID, DEMO_TEAM_ID } from '../dev/dev-users';
import { seededGame } from './seeded-games';

const GAME_MS = 3.5 * HOUR_MS;
const SEED_ACTOR = 'seed@dev.test';

/** FNV-1a of a text: a stable seed per game. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Round `round` of a circle-method round robin: pairs of indexes, in no order of sides. */
function roundPairs(count: number, round: number): [number, number][] {
  const others = Array.from({ length: count - 1 }, (_, i) => i + 1);
  const rotated = others.map((_, i) => others[(i + round) % others.length] ?? 0);
  const ring = [0, ...rotated];
  return Array.from({ length: count / 2 }, (_, i) => [ring[i] ?? 0, ring[count - 1 - i] ?? 0]);
}

/**
 * The rounds' pairs as [home, visitor], week by week as a real season goes: the side that
 * was away last week hosts, else the one with fewer home games so far, else the rounds take
 * turns. The circle method alone keeps a team on one side of the ring for many rounds, so
 * fixing the host by its place there put some teams at home every week and others never.
 */
function withHosts(rounds: readonly (readonly [number, number])[][]): [number, number][][] {
  const homeGames = new Map<number, number>();
  const lastSide = new Map<number, 'home' | 'away'>();
  // The lower claim hosts: a team just away, then one yet to play, then one just home; and
  // between two alike, the one with fewer home games.
  const SIDE_CLAIM = { away: -100, home: 100 } as const;
  const claim = (team: number): number => {
    const side = lastSide.get(team);
    return (side === undefined ? 0 : SIDE_CLAIM[side]) + (homeGames.get(team) ?? 0);
  };
  return rounds.map((pairs, round) =>
    pairs.map(([a, b]) => {
      const order = claim(a) - claim(b) || (round % 2 === 0 ? -1 : 1);
      const [home, visitor] = order < 0 ? [a, b] : [b, a];
      homeGames.set(home, (homeGames.get(home) ?? 0) + 1);
      lastSide.set(home, 'home');
      lastSide.set(visitor, 'away');
      return [home, visitor];
    }),
  );
}

/** hh:mm:ss of a moment in US Eastern time (the spec's scheduledStartTimeEasern). */
const easternClock = (ms: number): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));

/** Football points as they fall: sums of 7s, 3s and the odd 2 or 6. */
function footballPoints(rand: () => number, league: League): number {
  if (league === 'ncaa-mlax') return 5 + Math.floor(rand() * 12);
  let points = 0;
  const drives = 3 + Math.floor(rand() * 5);
  for (let i = 0; i < drives; i++) points += rand() < 0.6 ? 7 : rand() < 0.85 ? 3 : 6;
  return points + (rand() < 0.1 ? 2 : 0);
}

interface GameSpec {
  home: Team;
  visitor: Team;
  startMs: number;
  seasonType: 'PRE' | 'REG' | 'POST';
  week: number;
}

function gameDoc(g: GameSpec, nowMs: number, season: number) {
  const id = `${g.home.league}-${season}-${g.seasonType}${g.week}-${g.home.teamId}-${g.visitor.teamId}`;
  const status: 'complete' | 'live' | 'future' =
    g.startMs + GAME_MS <= nowMs ? 'complete' : g.startMs <= nowMs ? 'live' : 'future';
  const rand = seededRandom(hashOf(id));
  // The history's teams' past football games are played play by play; the rest keep a score.
  const played =
    status === 'complete' &&
    PRACTICE_TEAMS.some((t) => t.teamId === g.home.teamId || t.teamId === g.visitor.teamId)
      ? seededGame(hashOf(id), g.home.league, g.home.teamId, g.visitor.teamId, g.startMs)
      : null;
  const score =
    status === 'future'
      ? null
      : (played?.score ?? {
          homeTeamScore: { pointTotal: footballPoints(rand, g.home.league) },
          visitorTeamScore: { pointTotal: footballPoints(rand, g.home.league) },
        });
  const effort = () => Math.round((60 + rand() * 30) * 10) / 10;
  return {
    _id: id,
    gameId: id,
    dsid: id,
    type: 'game' as const,
    status,
    name: `${g.visitor.teamAbbrName} @ ${g.home.teamAbbrName}`,
    league: g.home.league,
    gameType: g.seasonType,
    seasonType: g.seasonType,
    week: g.week,
    teamId: g.home.teamId,
    homeTeamId: g.home.teamId,
    visitorTeamId: g.visitor.teamId,
    homeTeamAbbr: g.home.teamAbbrName,
    visitorTeamAbbr: g.visitor.teamAbbrName,
    startTime: g.startMs,
    ...(status === 'complete'
      ? { endTime: Math.max(g.startMs + GAME_MS, played?.endMs ?? 0) }
      : {}),
    ...(played !== null ? { drills: played.drills } : {}),
    scheduledStartTimeEasern: easternClock(g.startMs),
    score,
    live: status === 'live',
    isFuture: status === 'future',
    isStarted: status !== 'future',
    siteId: `${g.home.teamId}-stadium`,
    siteName: `${g.home.teamCityState} Stadium`,
    roofType: 'Outdoor',
    ...(status === 'complete'
      ? {
          speedA: effort(),
          speedB: effort(),
          distA: effort(),
          distB: effort(),
          effortA: effort(),
          effortB: effort(),
        }
      : {}),
  };
}

/** Pro games: 3 preseason weeks and 17 regular-season weeks; Sunday 1 pm ET and prime time. */
function proGames(season: number): GameSpec[] {
  const weeks = seasonWeeks(season, 'nfl').filter(
    (w) => w.seasonType === 'PRE' || (w.seasonType === 'REG' && w.week <= 17),
  );
  // Preseason rounds come from the far end of the circle so openers are not rematches.
  const rounds = weeks.map((w) =>
    roundPairs(PRO_TEAMS.length, w.seasonType === 'PRE' ? 30 - w.week : w.week - 1),
  );
  return withHosts(rounds).flatMap((pairs, n) => {
    const w = weeks[n];
    if (w === undefined) return [];
    return pairs.flatMap(([h, v], i) => {
      const home = PRO_TEAMS[h];
      const visitor = PRO_TEAMS[v];
      if (home === undefined || visitor === undefined) return [];
      // Thursday night, Sunday early and late, Sunday and Monday night (UTC times).
      const slot =
        i === 0
          ? 2 * DAY_MS + 24.25 * HOUR_MS
          : i < 11
            ? 5 * DAY_MS + 17 * HOUR_MS
            : i < 14
              ? 5 * DAY_MS + 20.42 * HOUR_MS
              : i === 14
                ? 5 * DAY_MS + 24.33 * HOUR_MS
                : 6 * DAY_MS + 24.25 * HOUR_MS;
      return [{ home, visitor, startMs: w.ts + slot, seasonType: w.seasonType, week: w.week }];
    });
  });
}

/** College games: a round robin of the league's squads on Saturdays (a bye when odd). */
function collegeGames(season: number, league: 'ncaa-fbs' | 'ncaa-mlax'): GameSpec[] {
  const teams = COLLEGE_TEAMS.filter((t) => t.league === league);
  const slots = teams.length % 2 === 0 ? teams.length : teams.length + 1;
  const weeks = seasonWeeks(season, league).filter((w) => w.seasonType === 'REG');
  // The empty slot of an odd league is the bye: its pair is no game and hosts nobody.
  const rounds = weeks.map((_, n) =>
    roundPairs(slots, n % (slots - 1)).filter(([a, b]) => a < teams.length && b < teams.length),
  );
  return withHosts(rounds).flatMap((pairs, n) => {
    const w = weeks[n];
    if (w === undefined) return [];
    return pairs.flatMap(([h, v]) => {
      const home = teams[h];
      const visitor = teams[v];
      if (home === undefined || visitor === undefined) return [];
      return [
        {
          home,
          visitor,
          startMs: w.ts + 4 * DAY_MS + 19 * HOUR_MS,
          seasonType: 'REG' as const,
          week: w.week,
        },
      ];
    });
  });
}

/** The teams whose practices (and games, in the history) the season carries: the development users' squads. */
export const PRACTICE_TEAMS: readonly { teamId: string; league: League }[] = [
  { teamId: DEMO_TEAM_ID, league: 'nfl' },
  { teamId: CUSTOMER_TEAM_ID, league: 'nfl' },
  { teamId: '194', league: 'ncaa-fbs' },
  { teamId: '19410', league: 'ncaa-mlax' },
];

const INTENSITY_BY_WEEKDAY = [
  'Low',
  'Low',
  'Medium',
  'High,Padded',
  'Medium',
  'Walk-Through',
  'Low',
];

async function seedPractices(trx: Db, nowMs: number): Promise<void> {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  for (const { teamId, league } of PRACTICE_TEAMS) {
    const days = [-16, -15, -14, -9, -8, -7, -2, -1, 1, 2, 3, 6, 7, 8];
    const plan = (seed: number) => defaultPracticePlan(league, seed);
    const create = (startMs: number, name: string, day: number) => {
      const periods = plan(startMs);
      return createPractice(
        trx,
        {
          name,
          description: '',
          drills: periods.map((p) => ({ drillType: p.name, periodType: p.periodType })),
          extraData: { simSeed: startMs % 1_000_000 },
          intensity: INTENSITY_BY_WEEKDAY[new Date(startMs).getUTCDay()] ?? 'Low',
          league,
          profileName: 'Standard Practice',
          rooftype: day % 4 === 0 ? 'Indoor' : 'Outdoor',
          siteId: `${teamId}-practice`,
          siteName: 'Practice Facility',
          start: startMs,
          teamId,
          type: 'practice',
        },
        SEED_ACTOR,
        Math.min(startMs - DAY_MS, nowMs),
        `practice-${teamId}-${startMs}`,
      );
    };
    for (const day of days) {
      const startMs = today + day * DAY_MS + 15 * HOUR_MS;
      const doc = await create(
        startMs,
        `Practice ${day < 0 ? 'Day' : 'Plan'} ${new Date(startMs).toISOString().slice(5, 10)}`,
        day,
      );
      if (startMs > nowMs) continue;
      // A past practice runs through the rule book: start, each period, stop.
      let atMs = startMs;
      await runPracticeCommand(trx, doc._id, { type: 'practice.start' }, SEED_ACTOR, atMs);
      const periods = plan(startMs);
      for (const [i, period] of periods.entries()) {
        atMs += period.durationMs;
        await runPracticeCommand(trx, doc._id, { type: 'period.end' }, SEED_ACTOR, atMs);
        if (i < periods.length - 1) {
          atMs += MINUTE_MS;
          await runPracticeCommand(trx, doc._id, { type: 'period.start' }, SEED_ACTOR, atMs);
        }
      }
      await runPracticeCommand(
        trx,
        doc._id,
        { type: 'practice.stop' },
        SEED_ACTOR,
        atMs + MINUTE_MS,
      );
    }
  }
  // The demo team is on the field now: started 20 minutes ago, its first period done.
  const liveStart = nowMs - 20 * MINUTE_MS;
  const periods = defaultPracticePlan('nfl', liveStart);
  const live = await createPractice(
    trx,
    {
      name: 'Team Practice',
      description: 'Live now',
      drills: periods.map((p) => ({ drillType: p.name, periodType: p.periodType })),
      extraData: { simSeed: liveStart % 1_000_000 },
      intensity: 'Medium',
      league: 'nfl',
      profileName: 'Standard Practice',
      rooftype: 'Outdoor',
      siteId: `${DEMO_TEAM_ID}-practice`,
      siteName: 'Practice Facility',
      start: liveStart,
      teamId: DEMO_TEAM_ID,
      type: 'practice',
    },
    SEED_ACTOR,
    liveStart - HOUR_MS,
    `practice-${DEMO_TEAM_ID}-live-${liveStart}`,
  );
  await runPracticeCommand(trx, live._id, { type: 'practice.start' }, SEED_ACTOR, liveStart);
  const firstEnd = liveStart + Math.min(periods[0]?.durationMs ?? 5 * MINUTE_MS, 10 * MINUTE_MS);
  await runPracticeCommand(trx, live._id, { type: 'period.end' }, SEED_ACTOR, firstEnd);
  await runPracticeCommand(
    trx,
    live._id,
    { type: 'period.start' },
    SEED_ACTOR,
    firstEnd + MINUTE_MS,
  );
}

/** The season of `nowMs` and the work that writes it inside one transaction. */
export function seedSeason(nowMs: number): { season: number; run: (trx: Db) => Promise<void> } {
  const season = defaultSeasonYear(new Date(nowMs), 'games');
  return {
    season,
    async run(trx) {
      const games = [
        ...proGames(season),
        ...collegeGames(season, 'ncaa-fbs'),
        ...collegeGames(season, 'ncaa-mlax'),
      ];
      for (const g of games) {
        const doc = gameDoc(g, nowMs, season);
        await createSession(
          trx,
          doc,
          [{ type: 'game.scheduled', data: { week: g.week } }],
          SEED_ACTOR,
          nowMs,
        );
      }
      await seedPractices(trx, nowMs);
    },
  };
}
