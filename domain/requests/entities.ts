/**
 * The Entities screen's calls (03 §2 Entities, §4 Profiles and entities, §5 Entities): the team
 * a call is of (a query parameter the gateway checks, with the write letter for a change), the
 * entity modal's add body (type and model chosen only here) and the edit body (any of the
 * editable fields; the row editor sends nflId, jersey, status and position). Field rules that
 * need the whole entity (required fields by type, TAG ID REPEATED) are `entityProblem`
 * (domain/entity-rules.ts), which the server and the form both run.
 */
import { z } from 'zod';
import { ENTITY_STATUSES, cleanJersey, cleanText, isValidTagId } from '../entity-rules';
import { ENTITY_RECORD_TYPES } from '../status';
import { plainText } from '../text';

/**
 * entitiesbysite/list: a venue, with the team whose venue it is (the gateway checks the team;
 * dataaccess that the venue is that team's).
 */
export const entitiesSiteQuery = z.object({
  teamId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'a team id')
    .meta({ examples: ['3700'] }),
  siteId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a venue id')
    .meta({ examples: ['3700-practice'] }),
});

/** The team a call of the Entities screen is of. */
export const entitiesTeamQuery = z.object({
  teamId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'a team id')
    .meta({ examples: ['3700'] }),
});

const text = (max: number) =>
  plainText(z.string().max(max, `at most ${max} characters`)).transform(cleanText);
const numeric = z.string().max(20, 'at most 20 digits').regex(/^\d*$/, 'numeric or empty');

/** A tag as the modal sends it. */
export const entityTagBody = z.object({
  id: z.string().trim().refine(isValidTagId, { message: 'an invalid tag id (1 to 16 hex digits)' }),
  name: text(40),
  group: text(40),
  offset: z.tuple([z.number(), z.number(), z.number()]),
  active: z.boolean().default(true),
});
export type EntityTagBody = z.output<typeof entityTagBody>;

const editable = {
  name: text(80),
  namespacedId: text(80),
  group: text(40),
  firstName: text(40),
  lastName: text(40),
  position: text(10),
  status: z.enum(ENTITY_STATUSES),
  nflId: numeric,
  jersey: z
    .string()
    .max(10, 'at most 10 characters')
    .transform(cleanJersey)
    .refine((j) => /^\d{0,3}$/.test(j), { message: 'at most 3 digits' }),
  tags: z.array(entityTagBody).max(12, 'at most 12 tags'),
};

/** POST entities: a new entity; an empty id is created by the server (03 §5). */
export const addEntityBody = z
  .object({
    id: numeric.default(''),
    type: z.enum(ENTITY_RECORD_TYPES),
    model: text(40).default(''),
    ...editable,
    status: editable.status.optional(),
  })
  .strict();
export type AddEntityBody = z.input<typeof addEntityBody>;

/** PUT entities/{id}: the fields that change; type and model are chosen only when adding. */
export const editEntityBody = z.object(editable).partial().strict();
export type EditEntityBody = z.input<typeof editEntityBody>;

/** The file name of a team's roster conflict report. */
export const rosterConflictsFile = (teamId: string): string => `roster-conflicts-${teamId}.csv`;
