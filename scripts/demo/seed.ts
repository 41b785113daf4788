/**
 * Seeds a development or demo store: every team of the reference data, the development
 * users, and realistic rosters for the teams they belong to. Idempotent: each part runs
 * once and is recorded in seed_state.
 */
import { TEAMS, teamById, type League } from '../../domain';
import type { Db } from '../../dataaccess';
import { generateRoster } from '../../simulator';
import { DEV_USERS } from '../dev/dev-users';

/** Teams that get a roster, with the league their squad plays in. */
const ROSTER_TEAMS: readonly { teamId: string; league: League }[] = [
  { teamId: '3700', league: 'nfl' },
  { teamId: '1050', league: 'nfl' },
  { teamId: '194', league: 'ncaa-fbs' },
  { teamId: '19410', league: 'ncaa-mlax' },
];

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

/** A stable small number from a string, for seeding generators. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The roster of a seeded team as the simulator generates it (ids prefixed by team). */
export function seededRoster(teamId: string, league: League) {
  const team = teamById(teamId);
  if (team === undefined) throw new Error(`unknown team ${teamId}`);
  return generateRoster({ seed: seedOf(teamId), teamAbbr: team.teamAbbrName, league }).map((p) => ({
    ...p,
    id: `${teamId}-${p.id}`,
  }));
}

/** Seeds reference data, users and rosters; returns the parts that ran this time. */
export async function seedReferenceData(db: Db): Promise<string[]> {
  const ran: string[] = [];
  if (
    await once(db, 'teams-v1', async () => {
      await db.transaction().execute(async (trx) => {
        for (const t of TEAMS) {
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
    })
  )
    ran.push('teams');
  if (
    await once(db, 'users-v1', async () => {
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
    })
  )
    ran.push('users');
  if (
    await once(db, 'rosters-v1', async () => {
      await db.transaction().execute(async (trx) => {
        for (const { teamId, league } of ROSTER_TEAMS) {
          for (const p of seededRoster(teamId, league)) {
            await trx
              .insertInto('players')
              .values({
                player_id: p.id,
                team_id: teamId,
                name: p.name,
                jersey: p.jersey,
                position: p.position,
                status: p.status,
                nfl_id: null,
                esb_id: null,
                gsis_id: null,
              })
              .onConflict((oc) => oc.column('player_id').doNothing())
              .execute();
          }
        }
      });
    })
  )
    ran.push('rosters');
  return ran;
}
