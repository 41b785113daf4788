/**
 * The rows of the Entities screen's calls (03 §2 Entities, §3 Entity record and Tag): a team's
 * entity records with their tags, the duplicate-tag alerts the server computes across them,
 * and the five counters of the per-team panel. The `result` of the calls in domain/calls.ts.
 */
import { z } from 'zod';
import { ENTITY_RECORD_TYPES } from '../status';

/** A tag of an entity (03 §3 Tag). */
export const entityTagRow = z.object({
  id: z.string(),
  name: z.string(),
  group: z.string(),
  offset: z.tuple([z.number(), z.number(), z.number()]),
  active: z.boolean(),
});

/** An entity record (03 §3 Entity record, with the extra_data fields the screen edits). */
export const entityRecordRow = z.object({
  id: z.string(),
  teamId: z.string(),
  type: z.enum(ENTITY_RECORD_TYPES),
  model: z.string(),
  name: z.string(),
  namespacedId: z.string(),
  group: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string(),
  positionGroup: z.string(),
  status: z.enum(['Active', 'Inactive']),
  nflId: z.string(),
  jersey: z.string(),
  tags: z.array(entityTagRow),
  updatedBy: z.string(),
  updatedMs: z.number(),
});
export type EntityRecord = z.output<typeof entityRecordRow>;

/** A duplicate-tag alert (03 §5): the tag, its users, the warning and, past two, the detail. */
export const duplicateTagAlertRow = z.object({
  tagId: z.string(),
  entityNames: z.array(z.string()),
  message: z.string(),
  detail: z.string().nullable(),
});

/** The per-team panel's counters (03 §2 Entities filter info). */
export const entityCountsRow = z.object({
  totalPlayers: z.number(),
  actPlayers: z.number(),
  taggedActPlayers: z.number(),
  totalTags: z.number(),
  gameBalls: z.number(),
});
export type EntityCounts = z.output<typeof entityCountsRow>;

/** GET entitiesbyteam/list: one row, the team's roster with its alerts and counters. */
export const teamEntitiesRow = z.object({
  teamId: z.string(),
  entities: z.array(entityRecordRow),
  alerts: z.array(duplicateTagAlertRow),
  counts: entityCountsRow,
});
export type TeamEntities = z.output<typeof teamEntitiesRow>;

/**
 * GET entitiesbysite/list: the entities a venue's location engine may hear, one row: those of
 * the venue's team and of every team with a session there within a day (a game's visitors),
 * with the duplicate tags across all of them (the engine cannot tell such tags apart).
 */
export const siteEntitiesRow = z.object({
  siteId: z.string(),
  teamIds: z.array(z.string()),
  entities: z.array(entityRecordRow),
  alerts: z.array(duplicateTagAlertRow),
  counts: entityCountsRow,
});
export type SiteEntities = z.output<typeof siteEntitiesRow>;
