/**
 * Seeds a development or demo store. Reference data always: every team of the reference
 * data, the development users, realistic rosters for every pro team (about 90 players),
 * the college football squads (about 110) and the lacrosse squads (45), venues with their
 * practice areas, and practice profiles. On request (`seedDemoSchedule`, or running this
 * file) a season: games for every pro team and the college squads, and past, live and
 * future practices of the development users' teams, written through the practice rule
 * book so each has its event history. Idempotent: each part runs once, recorded in
 * seed_state, and rows that exist are left alone.
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_AREA_DIMENSIONS_FT, TEAMS, periodTypesFor, type Team } from '../../domain';
import { openStore, type Db } from '../../dataaccess';
import { defaultPracticePlan } from '../../simulator';
import { DEV_USERS } from '../dev/dev-users';
import { seedOf, seededRoster } from './rosters';
import { insertEntities } from './seed-entities';
import { seedSeason } from './seed-schedule';

export { seedOf, seededRoster };

async function once(db: Db, name: string, work: () => Promise<void>): Promise<boolean> {
  const done = await db
    .selectFrom('seed_state')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  if (done) return false;
  await work();
  await db.insertInto('seed_state').values({ name, done_at_ms: Date.now() }).execute();
  return true;
}

/** Teams that play: every pro team and the college squads (not all-star or officiating groups). */
export const PLAYING_TEAMS: readonly Team[] = TEAMS.filter(
  (t) => t.kind === 'pro' || t.kind === 'college',
);

/** Inserts teams (every team of the domain by default); teams already there are kept. */
export async function insertTeams(db: Db, teams: readonly Team[] = TEAMS): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const t of teams) {
      await trx
        .insertInto('teams')
        .values({
          team_id: t.teamId,
          league: t.league,
          abbr: t.teamAbbrName,
          name: t.teamFullName,
          nick: t.teamNick,
          conference: t.conference ?? null,
          division: t.division ?? null,
        })
        .onConflict((oc) => oc.column('team_id').doNothing())
        .execute();
    }
  });
}

async function insertUsers(db: Db): Promise<void> {
  for (const u of DEV_USERS) {
    await db
      .insertInto('users')
      .values({
        email: u.email,
        given_name: u.givenName,
        name: u.name,
        insight_role: u.insightRole,
        team_role: u.teamRole,
        permissions: JSON.stringify(u.permissions),
        team_id: u.teamId,
        league: u.league,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
}

/**
 * The tracking id of a seeded football player (Game Manage names players by it): 9, the
 * team's place and the player's, seven digits, apart from the league's real ids (at most 7
 * digits, none starting 9 yet) so an imported file never matches a seeded player.
 */
const seededNflId = (team: number, player: number): string =>
  `9${String(team).padStart(3, '0')}${String(player).padStart(3, '0')}`;

async function insertRosters(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [t, team] of PLAYING_TEAMS.entries()) {
      const rows = seededRoster(team.teamId, team.league).map((p, i) => ({
        player_id: p.id,
        team_id: team.teamId,
        name: p.name,
        jersey: p.jersey,
        position: p.position,
        status: p.status,
        nfl_id: team.league === 'ncaa-mlax' ? null : seededNflId(t, i),
        esb_id: null,
        gsis_id: null,
      }));
      for (let i = 0; i < rows.length; i += 100) {
        await trx
          .insertInto('players')
          .values(rows.slice(i, i + 100))
          .onConflict((oc) => oc.column('player_id').doNothing())
          .execute();
      }
    }
  });
}

/** A team's home venue and its practice facility, with the facility's fields. */
export function venuesOf(team: Team) {
  const { widthFt, heightFt } = DEFAULT_AREA_DIMENSIONS_FT;
  const sport = team.league === 'ncaa-mlax' ? 'Lacrosse' : 'Football';
  const field = (n: number, areaName: string, type: string, lat: number, lng: number) => ({
    area_id: `${team.teamId}-practice-${n}`,
    team_id: team.teamId,
    site_id: `${team.teamId}-practice`,
    doc: JSON.stringify({
      areaName,
      image: null,
      x0: 0,
      y0: 0,
      x1: widthFt,
      y1: heightFt,
      widthFt,
      heightFt,
      dimensions: { widthFt, heightFt },
      type,
      lat,
      lng,
    }),
  });
  // A plausible spot per team; the fields sit side by side at the facility.
  const lat = 30 + (seedOf(team.teamId) % 1500) / 100;
  const lng = -120 + (seedOf(`${team.teamId}-lng`) % 4500) / 100;
  return {
    venues: [
      {
        site_id: `${team.teamId}-stadium`,
        site_name: `${team.teamCityState} ${team.kind === 'pro' ? 'Stadium' : `${sport} Stadium`}`,
        type: 'stadium',
        team_id: team.teamId,
        league: team.league,
      },
      {
        site_id: `${team.teamId}-practice`,
        site_name: `${team.teamNick} ${sport} Practice Facility`,
        type: 'practice',
        team_id: team.teamId,
        league: team.league,
      },
    ],
    areas: [
      field(1, 'Main Field', 'outdoor', lat, lng),
      field(2, 'Grass Field 2', 'outdoor', lat + 0.0012, lng),
      field(3, 'Indoor Field', 'indoor', lat + 0.0024, lng),
    ],
  };
}

async function insertVenues(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const team of PLAYING_TEAMS) {
      const { venues, areas } = venuesOf(team);
      await trx
        .insertInto('venues')
        .values(venues)
        .onConflict((oc) => oc.column('site_id').doNothing())
        .execute();
      await trx
        .insertInto('practice_areas')
        .values(areas)
        .onConflict((oc) => oc.column('area_id').doNothing())
        .execute();
    }
  });
}

/** Practice profiles of a team: the league's standard plan, a walk-through and a padded day. */
export function profilesOf(team: Team) {
  const plan = defaultPracticePlan(team.league, seedOf(`${team.teamId}-profile`));
  const types = new Set<string>(periodTypesFor(team.league));
  const drills = (periods: typeof plan) =>
    periods.map((p) => ({
      drillType: p.name,
      ...(types.has(p.periodType) ? { periodType: p.periodType } : {}),
      durationMin: Math.round(p.durationMs / 60_000),
    }));
  const profile = (key: string, profileName: string, intensity: string, periods: typeof plan) => ({
    profile_id: `${team.teamId}-${key}`,
    team_id: team.teamId,
    league: team.league,
    name: profileName,
    doc: JSON.stringify({
      profileName,
      teamId: team.teamId,
      league: team.league,
      siteId: `${team.teamId}-practice`,
      siteName: `${team.teamNick} Practice Facility`,
      rooftype: 'Outdoor',
      intensity,
      drills: drills(periods),
    }),
  });
  return [
    profile('standard', 'Standard Practice', 'Medium', plan),
    profile('walkthrough', 'Walk-Through', 'Walk-Through', plan.slice(0, 4)),
    profile('padded', 'Padded Practice', 'High,Padded', plan),
  ];
}

async function insertProfiles(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const team of PLAYING_TEAMS) {
      await trx
        .insertInto('profiles')
        .values(profilesOf(team))
        .onConflict((oc) => oc.column('profile_id').doNothing())
        .execute();
    }
  });
}

/** Seeds reference data, users, rosters, venues and profiles; returns the parts that ran. */
export async function seedReferenceData(db: Db): Promise<string[]> {
  const parts: [string, string, (db: Db) => Promise<void>][] = [
    ['teams', 'teams-v1', insertTeams],
    ['users', 'users-v1', insertUsers],
    ['rosters', 'rosters-v2', insertRosters],
    ['venues', 'venues-v1', insertVenues],
    ['profiles', 'profiles-v1', insertProfiles],
  ];
  const ran: string[] = [];
  for (const [label, name, work] of parts) {
    if (await once(db, name, () => work(db))) ran.push(label);
  }
  return ran;
}

/**
 * Seeds the season around `nowMs` (reference data first, then the practice teams' tag
 * assignments, scripts/demo/seed-entities.ts): games of every pro team and the
 * college squads, and past, live and future practices of the development users' teams.
 * Runs once per season; returns the parts that ran.
 */
export async function seedDemoSchedule(db: Db, nowMs: number = Date.now()): Promise<string[]> {
  const ran = await seedReferenceData(db);
  if (await once(db, 'entities-v1', () => insertEntities(db, nowMs))) ran.push('entities');
  const { season, run } = seedSeason(nowMs);
  if (await once(db, `schedule-${season}-v1`, () => db.transaction().execute((trx) => run(trx))))
    ran.push(`schedule ${season}`);
  return ran;
}

/** The store `npm start` opens by default (scripts/product.ts: var/practice.db). */
export const DEFAULT_STORE = `sqlite:${fileURLToPath(new URL('../../var/practice.db', import.meta.url))}`;

/** `tsx scripts/demo/seed.ts`: seeds DATABASE_URL (default npm start's store) with a season. */
async function main(): Promise<void> {
  const store = await openStore(process.env.DATABASE_URL ?? DEFAULT_STORE);
  try {
    const ran = await seedDemoSchedule(store.db);
    console.log(ran.length > 0 ? `Seeded ${ran.join(', ')}.` : 'Already seeded; nothing to do.');
  } finally {
    await store.close();
  }
}

if (process.argv[1]?.endsWith('seed.ts')) await main();
