/**
 * What the operations calls send (03 §4–§7 Data Ops and Processing Status; 02 §7 partial
 * reprocess; 03 §2 Game Manage removed plays): a data-ops action, the Data Ops list's window,
 * an entity assignment, a targeted reprocess and a game's removed plays.
 */
import { z } from 'zod';
import { removedPlaysOf, sameRemovedPlay, type RemovedPlay } from '../removed-plays';
import { nflIdError, playIdError } from '../validation';
import { epochMsQuery, idText, refineRange, teamIdsParam, tzOffsetQuery } from './common';

/** The actions of `dataset/{teamId}/dataops?actionType=` (server names, decision 0004). */
export const DATAOPS_ACTIONS = [
  'init',
  'retrack',
  'targetedretrack',
  'ballflightretrack',
  'terminate',
  'saveschedule',
] as const;

/** The most entities one targeted retrack names. */
export const MAX_TARGETED_ENTITIES = 200;

const entitiesQuery = z
  .string()
  .max(20_000)
  .transform((text) =>
    text
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(z.array(idText).max(MAX_TARGETED_ENTITIES, `at most ${MAX_TARGETED_ENTITIES} entities`));

/** dataset/{teamId}/dataops: the action, its dataset, and a targeted retrack's entities and span. */
export const dataOpsActionQuery = z.object({
  actionType: z.enum(DATAOPS_ACTIONS, {
    error: `one of ${DATAOPS_ACTIONS.join(', ')}`,
  }),
  dataset: idText,
  entities: entitiesQuery.optional(),
  start: epochMsQuery.optional(),
  end: epochMsQuery.optional(),
});

/** GET datasets: the Data Ops list's window and teams. */
export const datasetsQuery = z
  .object({ startTime: epochMsQuery, endTime: epochMsQuery, teamids: teamIdsParam })
  .superRefine(refineRange);

/** PUT datasets/{datasetId}/entities: retrack after, and the caller's zone (default UTC). */
export const assignEntitiesQuery = z.object({
  retrack: z.enum(['yes', 'no'], { error: 'yes or no' }),
  tzOffset: tzOffsetQuery.default(0),
});

/** PUT datasets/{datasetId}/entities: each entity and the player it becomes. */
export const assignEntitiesBody = z.object({
  entities: z
    .array(z.object({ entityId: idText, playerId: idText }))
    .min(1, 'at least one entity to assign')
    .max(MAX_TARGETED_ENTITIES, `at most ${MAX_TARGETED_ENTITIES} entities`),
});

/** processing/status/{teamId}: the viewer's zone (default UTC). */
export const processingStatusQuery = z.object({ tzOffset: tzOffsetQuery.default(0) });

/** The most players one reprocess takes. */
export const MAX_REPROCESS_PLAYERS = 200;

/** partialreprocess/{id}: the players, each once. */
export const partialReprocessBody = z.object({
  players: z
    .array(idText)
    .min(1, 'at least one player')
    .max(MAX_REPROCESS_PLAYERS, `at most ${MAX_REPROCESS_PLAYERS} players`)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, i) => {
        if (seen.has(id))
          ctx.addIssue({ code: 'custom', path: [i], message: `player ${id} is named twice` });
        seen.add(id);
      });
    }),
});

/** The most removed plays one game keeps. */
export const MAX_REMOVED_PLAYS = 500;

/** A list of single-entry mappings {playId: nflId}, each id passing 03 §5, no pair twice. */
const removedPlayMappingList = z
  .array(z.unknown())
  .max(MAX_REMOVED_PLAYS, `at most ${MAX_REMOVED_PLAYS} removed plays`)
  .transform((list, ctx): RemovedPlay[] => {
    const plays = removedPlaysOf(list);
    if (plays === null) {
      ctx.addIssue({
        code: 'custom',
        message:
          'each removed play is a mapping of one play id to one NFL id: {"<playId>": "<nflId>"}',
      });
      return z.NEVER;
    }
    plays.forEach((play, i) => {
      const problem = playIdError(play.playId) ?? nflIdError(play.nflId);
      if (problem !== null) ctx.addIssue({ code: 'custom', path: [i], message: problem });
      else if (plays.slice(0, i).some((p) => sameRemovedPlay(p, play)))
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `play ${play.playId} of NFL ID ${play.nflId} is listed twice`,
        });
    });
    return plays;
  });

/** ignoreplaysforgame/{gameId}: the list itself, or {plays: list}. */
export const removedPlaysBody = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body) && 'plays' in body
      ? body.plays
      : body,
  removedPlayMappingList,
);
