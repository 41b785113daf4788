/**
 * The Entities screen (03 §2 Entities, §5 Entities, §7 entitiesbyteam and entities): a team's
 * entity records with their tags, the duplicate-tag alerts and counters computed here, adding
 * and editing an entity under the rules of domain/entity-rules.ts (a 400 naming the field that
 * changes nothing), and the roster conflict report CSV. The gateway lets only the Entities
 * page's users through, for a team they may see, with the write letter for a change.
 */
import {
  CALLS,
  CSV_TYPE,
  NEW_TAG_SET_STATUS,
  duplicateTagAlerts,
  idText,
  entityProblem,
  positionGroupOf,
  rosterConflictsFile,
  type EntityCounts,
  type EntityInput,
  type EntityRecord,
  type SiteEntities,
  type TeamEntities,
} from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { FileAnswer, type RouteTable } from '../http/routes';
import { csvText } from '../reports/metric-csv';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

/** The league of a team; 404 for a team that does not exist. */
async function leagueOf(db: Executor, teamId: string): Promise<string> {
  const team = await db
    .selectFrom('teams')
    .select('league')
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (team === undefined) throw notFound(`team ${teamId}`);
  return team.league;
}

/** A team's entity records with their tags, by name. */
export async function teamEntityRecords(db: Executor, teamId: string): Promise<EntityRecord[]> {
  const rows = await db
    .selectFrom('entities')
    .selectAll()
    .where('team_id', '=', teamId)
    .orderBy('name')
    .orderBy('entity_id')
    .execute();
  if (rows.length === 0) return [];
  const tags = await db
    .selectFrom('entity_tags')
    .selectAll()
    .where(
      'entity_id',
      'in',
      rows.map((r) => r.entity_id),
    )
    .orderBy('entity_id')
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    id: r.entity_id,
    teamId: r.team_id,
    type: r.type as EntityRecord['type'],
    model: r.model,
    name: r.name,
    namespacedId: r.namespaced_id,
    group: r.group_name,
    firstName: r.first_name,
    lastName: r.last_name,
    position: r.position,
    positionGroup: r.position_group,
    status: r.status === 'Inactive' ? 'Inactive' : 'Active',
    nflId: r.nfl_id,
    jersey: r.jersey,
    tags: tags
      .filter((t) => t.entity_id === r.entity_id)
      .map((t) => ({
        id: t.tag_id,
        name: t.name,
        group: t.group_name,
        offset: [t.offset_x, t.offset_y, t.offset_z] as [number, number, number],
        active: t.active === 1,
      })),
    updatedBy: r.updated_by,
    updatedMs: r.updated_ms,
  }));
}

/** The per-team panel's counters (03 §2): players, active ones, tagged active ones, tags, balls. */
export function entityCounts(entities: readonly EntityRecord[]): EntityCounts {
  const players = entities.filter((e) => e.type === 'player');
  const act = players.filter((e) => e.status === 'Active');
  return {
    totalPlayers: players.length,
    actPlayers: act.length,
    taggedActPlayers: act.filter((e) => e.tags.length > 0).length,
    totalTags: entities.reduce((n, e) => n + e.tags.length, 0),
    gameBalls: entities.filter((e) => e.type === 'ball').length,
  };
}

/** The list's one row: the records, the alerts across them, the counters. */
async function teamEntities(db: Executor, teamId: string): Promise<TeamEntities> {
  const entities = await teamEntityRecords(db, teamId);
  return {
    teamId,
    entities,
    alerts: duplicateTagAlerts(entities).map((a) => ({ ...a, entityNames: [...a.entityNames] })),
    counts: entityCounts(entities),
  };
}

/** The rules' view of a record. */
const asInput = (e: EntityRecord): EntityInput => ({
  type: e.type,
  id: e.id,
  name: e.name,
  namespacedId: e.namespacedId,
  teamId: e.teamId,
  group: e.group,
  firstName: e.firstName,
  lastName: e.lastName,
  position: e.position,
  status: e.status,
  nflId: e.nflId,
  tags: e.tags,
});

/** Refuses a record the rules refuse, naming the field. */
function checkRecord(record: EntityRecord, league: string): void {
  const problem = entityProblem(asInput(record), { dataOps: false, league });
  if (problem !== null) throw new ApiError(400, `${problem.field}: ${problem.message}`);
}

/** Writes a record and replaces its tags. */
async function store(tx: Executor, record: EntityRecord, isNew: boolean): Promise<void> {
  const row = {
    team_id: record.teamId,
    type: record.type,
    model: record.model,
    name: record.name,
    namespaced_id: record.namespacedId,
    group_name: record.group,
    first_name: record.firstName,
    last_name: record.lastName,
    position: record.position,
    position_group: record.positionGroup,
    status: record.status,
    nfl_id: record.nflId,
    jersey: record.jersey,
    updated_by: record.updatedBy,
    updated_ms: record.updatedMs,
  };
  if (isNew)
    await tx
      .insertInto('entities')
      .values({ entity_id: record.id, ...row })
      .execute();
  else await tx.updateTable('entities').set(row).where('entity_id', '=', record.id).execute();
  await tx.deleteFrom('entity_tags').where('entity_id', '=', record.id).execute();
  if (record.tags.length > 0)
    await tx
      .insertInto('entity_tags')
      .values(
        record.tags.map((t, position) => ({
          entity_id: record.id,
          position,
          tag_id: t.id.toUpperCase(),
          name: t.name,
          group_name: t.group,
          offset_x: t.offset[0],
          offset_y: t.offset[1],
          offset_z: t.offset[2],
          active: t.active ? 1 : 0,
        })),
      )
      .execute();
}

/** The next free numeric entity id (03 §5: a blank Entity ID is created automatically). */
async function nextEntityId(db: Executor): Promise<string> {
  const ids = await db.selectFrom('entities').select('entity_id').execute();
  const numeric = ids.map((r) => r.entity_id).filter((id) => /^\d{1,15}$/.test(id));
  return String(numeric.reduce((max, id) => Math.max(max, Number(id)), 900_000) + 1);
}

/** The roster conflict report: each duplicate tag's users, and active players sharing a jersey. */
function conflictsCsv(data: TeamEntities): string {
  const byId = new Map(data.entities.map((e) => [e.id, e]));
  const rows: string[][] = [];
  for (const alert of data.alerts) {
    for (const e of data.entities.filter((x) => x.tags.some((t) => t.id === alert.tagId)))
      rows.push([
        'duplicate tag',
        alert.tagId,
        e.id,
        e.name,
        e.jersey,
        e.position,
        e.status,
        alert.message,
      ]);
  }
  const jerseys = new Map<string, string[]>();
  for (const e of data.entities)
    if (e.type === 'player' && e.status === 'Active' && e.jersey !== '')
      jerseys.set(e.jersey, [...(jerseys.get(e.jersey) ?? []), e.id]);
  for (const [jersey, ids] of jerseys)
    if (ids.length > 1)
      for (const id of ids) {
        const e = byId.get(id);
        if (e !== undefined)
          rows.push([
            'shared jersey',
            '',
            e.id,
            e.name,
            jersey,
            e.position,
            e.status,
            `Jersey ${jersey} is worn by ${ids.length} active players`,
          ]);
      }
  return csvText(
    ['conflict', 'tagId', 'entityId', 'name', 'jersey', 'position', 'status', 'message'],
    rows,
  );
}

/** How far from now a session at a venue brings its teams to the venue's entities. */
const SITE_TEAMS_WINDOW_MS = 24 * 3600_000;

/**
 * The entities a venue's location engine may hear: those of the venue's team and of every
 * team with a session there within a day of now (a game's visitors; the same teams ingest
 * resolves a session's tags among), with the duplicate tags across all of them. A venue that
 * is not `teamId`'s is a 404.
 */
async function siteEntities(
  db: Db,
  siteId: string,
  teamId: string,
  nowMs: number,
): Promise<SiteEntities> {
  const venue = await db
    .selectFrom('venues')
    .select('team_id')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (venue?.team_id !== teamId) throw notFound(`venue ${siteId} of team ${teamId}`);
  const near = await db
    .selectFrom('sessions')
    .select(['team_id', 'visitor_team_id', 'doc'])
    .where('start_ms', '>=', nowMs - SITE_TEAMS_WINDOW_MS)
    .where('start_ms', '<', nowMs + SITE_TEAMS_WINDOW_MS)
    .execute();
  const teamIds = new Set([teamId]);
  for (const s of near) {
    const doc = JSON.parse(s.doc) as { siteId?: unknown };
    const at = typeof doc.siteId === 'string' || typeof doc.siteId === 'number' ? doc.siteId : '';
    if (String(at) !== siteId) continue;
    teamIds.add(s.team_id);
    if (s.visitor_team_id !== null) teamIds.add(s.visitor_team_id);
  }
  const ordered = [...teamIds].sort();
  const entities = (await Promise.all(ordered.map((team) => teamEntityRecords(db, team))))
    .flat()
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return {
    siteId,
    teamIds: ordered,
    entities,
    alerts: duplicateTagAlerts(entities).map((a) => ({ ...a, entityNames: [...a.entityNames] })),
    counts: entityCounts(entities),
  };
}

// Any id is looked up (an unknown one is a 404, as on every route); ids are numbers (03 §5).
const entityParams = z.object({ entityId: idText });

/** Registers the Entities screen's calls. */
export function entityRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.teamEntities,
      summary:
        "A team's entity records, one row: {teamId, entities (with their tags), alerts (duplicate tags across the team: two users named, more than two 'Tag {id} was repeated multiple times'), counts (totalPlayers, actPlayers, taggedActPlayers, totalTags, gameBalls)}.",
      spec: '03 §7 GET entitiesbyteam/list; 03 §2 Entities; 03 §5 Duplicate tag alerts',
      tags: ['operations'],
    },
    async ({ query }) => {
      await leagueOf(db, query.teamId);
      return ok([await teamEntities(db, query.teamId)]);
    },
  );

  table.add(
    {
      ...CALLS.addEntity,
      summary:
        'Adds an entity to the team named by teamId; a blank id is created. Type and model are set only here; a tag-set entity starts Active. The rules of 03 §5 apply (required fields by type, numeric ids, TAG ID REPEATED, a tag id used by another entity of the team is allowed and raises an alert). A bad field is a 400 naming it, and nothing changes.',
      spec: '03 §7 POST entities; 03 §4 Profiles and entities; 03 §5 Entities',
      tags: ['operations'],
    },
    async ({ query, body, actor }) => {
      const league = await leagueOf(db, query.teamId);
      const record = await db.transaction().execute(async (tx) => {
        const id = body.id === '' ? await nextEntityId(tx) : body.id;
        const taken = await tx
          .selectFrom('entities')
          .select('entity_id')
          .where('entity_id', '=', id)
          .executeTakeFirst();
        if (taken !== undefined) throw new ApiError(400, `id: entity ${id} already exists`);
        const record: EntityRecord = {
          ...body,
          id,
          teamId: query.teamId,
          status: body.type === 'tagSet' ? NEW_TAG_SET_STATUS : (body.status ?? 'Active'),
          positionGroup: positionGroupOf(body.position) ?? '',
          tags: body.tags.map((t) => ({ ...t, id: t.id.toUpperCase() })),
          updatedBy: actor,
          updatedMs: now(),
        };
        checkRecord(record, league);
        await store(tx, record, true);
        return record;
      });
      return ok([record]);
    },
  );

  table.add(
    {
      ...CALLS.editEntity,
      summary:
        "Changes an entity of the team named by teamId: any of name, namespacedId, group, firstName, lastName, position (its position group is derived), status, nflId, jersey (punctuation stripped) and tags; type and model are not editable. The whole entity must still pass 03 §5's rules. An entity of another team is a 404; a bad field is a 400 naming it; either way nothing changes.",
      spec: '03 §7 PUT entities/{id}; 03 §4 Entities table row editing; 03 §5 Entities',
      params: entityParams,
      tags: ['operations'],
    },
    async ({ params, query, body, actor }) => {
      const league = await leagueOf(db, query.teamId);
      const record = await db.transaction().execute(async (tx) => {
        const current = (await teamEntityRecords(tx, query.teamId)).find(
          (e) => e.id === params.entityId,
        );
        if (current === undefined)
          throw notFound(`entity ${params.entityId} of team ${query.teamId}`);
        const position = body.position ?? current.position;
        const record: EntityRecord = {
          ...current,
          ...body,
          position,
          positionGroup: positionGroupOf(position) ?? '',
          tags: (body.tags ?? current.tags).map((t) => ({ ...t, id: t.id.toUpperCase() })),
          updatedBy: actor,
          updatedMs: now(),
        };
        checkRecord(record, league);
        await store(tx, record, false);
        return record;
      });
      return ok([record]);
    },
  );

  table.add(
    {
      ...CALLS.siteEntities,
      summary:
        "The entities a venue's location engine may hear, one row: {siteId, teamIds, entities, alerts, counts} for the venue's team (teamId, which must own the venue: else 404) and every team with a session at the venue within a day of now (a game's visitors), with the duplicate tags across all of them, which the engine cannot tell apart.",
      spec: '03 §7 GET entitiesbysite/list; 03 §2 Entities (By Team unchecked: designed)',
      tags: ['operations'],
    },
    async ({ query }) => ok([await siteEntities(db, query.siteId, query.teamId, now())]),
  );

  table.add(
    {
      ...CALLS.rosterConflictsCsv,
      summary:
        "The team's roster conflict report as CSV: every user of a duplicate tag, and active players wearing the same jersey (conflict, tagId, entityId, name, jersey, position, status, message).",
      spec: '03 §2 Entities: the table has a conflict-report download link for the team; 03 §7 roster conflict report CSV by team',
      tags: ['operations'],
    },
    async ({ query }) => {
      await leagueOf(db, query.teamId);
      const data = await teamEntities(db, query.teamId);
      return new FileAnswer(
        rosterConflictsFile(query.teamId),
        CSV_TYPE,
        Buffer.from(conflictsCsv(data)),
      );
    },
  );
}
