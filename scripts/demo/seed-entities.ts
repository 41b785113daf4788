/**
 * The demo's tag assignments (03 §3 Entity record and Tag): every rostered player of the
 * practice teams wears a pad set's left and right tags, and each team has two game balls with
 * a tag each, so the Entities screen opens on a real roster. Tag ids are hexadecimal, unique
 * across the demo, and made from the team's place and the player's, so a reseed gives the
 * same ids. Rows that exist are left alone.
 */
import { positionGroupOf, type EntityStatus } from '../../domain';
import type { Db } from '../../dataaccess';
import { PRACTICE_TEAMS } from './seed-schedule';

/** Who the seed says set the tags. */
const SEEDED_BY = 'seed';
/** Balls of each team. */
const BALLS = 2;
/** Roster statuses whose players practise, so their tags are worn. */
const ACTIVE_ROSTER = new Set(['ACT', 'DEV']);

/** The id of a team's `n`th tag: the team's place in 4 hex digits, then the tag's. */
const tagId = (team: number, n: number): string =>
  `${(0x1000 + team).toString(16)}${n.toString(16).padStart(4, '0')}`.toUpperCase();

/** A seeded tag. */
interface SeededTag {
  readonly id: string;
  readonly name: string;
  readonly group: string;
  readonly offset: readonly [number, number, number];
}

/** A pad-set tag pair: left and right. */
const padTags = (team: number, player: number): SeededTag[] =>
  (['Left', 'Right'] as const).map((side, k) => ({
    id: tagId(team, player * 2 + k),
    name: `PS1 ${side}`,
    group: 'Pad Set 1',
    offset: side === 'Left' ? [0.5, 0, 0] : [-0.5, 0, 0],
  }));

/** Seeds the practice teams' entities and their tags. */
export async function insertEntities(db: Db, nowMs: number = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [t, team] of PRACTICE_TEAMS.entries()) {
      const players = await trx
        .selectFrom('players')
        .select(['player_id', 'name', 'jersey', 'position', 'status', 'nfl_id'])
        .where('team_id', '=', team.teamId)
        .orderBy('player_id')
        .execute();
      const entities = players.map((p, i) => {
        const [first = '', ...rest] = p.name.split(' ');
        const status: EntityStatus = ACTIVE_ROSTER.has(p.status) ? 'Active' : 'Inactive';
        return {
          entity: {
            entity_id: String(700_000 + t * 1_000 + i + 1),
            team_id: team.teamId,
            type: 'player',
            model: '',
            name: p.name,
            namespaced_id: '',
            group_name: 'Pad Set 1',
            first_name: first,
            last_name: rest.join(' '),
            position: p.position,
            position_group: positionGroupOf(p.position) ?? '',
            status,
            nfl_id: p.nfl_id ?? '',
            jersey: p.jersey,
            updated_by: SEEDED_BY,
            updated_ms: nowMs,
          },
          tags: padTags(t, i),
        };
      });
      for (let b = 0; b < BALLS; b++) {
        entities.push({
          entity: {
            entity_id: String(700_000 + t * 1_000 + 900 + b + 1),
            team_id: team.teamId,
            type: 'ball',
            model: '',
            name: `Game Ball ${b + 1}`,
            namespaced_id: '',
            group_name: 'Balls',
            first_name: '',
            last_name: '',
            position: '',
            position_group: '',
            status: 'Active',
            nfl_id: '',
            jersey: '',
            updated_by: SEEDED_BY,
            updated_ms: nowMs,
          },
          tags: [
            {
              id: tagId(t, 0xf000 + b),
              name: 'Ball',
              group: 'Balls',
              offset: [0, 0, 0],
            },
          ],
        });
      }
      for (const { entity, tags } of entities) {
        const added = await trx
          .insertInto('entities')
          .values(entity)
          .onConflict((oc) => oc.column('entity_id').doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) continue;
        await trx
          .insertInto('entity_tags')
          .values(
            tags.map((tag, position) => ({
              entity_id: entity.entity_id,
              position,
              tag_id: tag.id,
              name: tag.name,
              group_name: tag.group,
              offset_x: tag.offset[0],
              offset_y: tag.offset[1],
              offset_z: tag.offset[2],
              active: 1,
            })),
          )
          .execute();
      }
    }
  });
}
