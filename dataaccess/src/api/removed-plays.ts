/**
 * Game Manage (03 §2, §4, §5, §7): a game's removed plays (GET/POST ignoreplaysforgame/{gameId})
 * and its reprocess (GET reprocessgame/{gameId}, and the designed status call
 * reprocessgame/{gameId}/status the screen polls until the new numbers are kept).
 */
import { z } from 'zod';
import { CALLS, MAX_REMOVED_PLAYS, removedPlayMappings } from '../../../domain';
import type { Db } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { reprocessStatus, savedRemovedPlays, type GameReprocessJobs } from '../live/game-reprocess';
import { gamePlayers, gamePlays, resolveRemovedPlays } from '../live/removed-plays';
import { getSession, type SessionDoc } from '../sessions/sessions';
import { idText } from './common';

const params = z.object({ gameId: idText });

/** Whether a game has started: removed plays can be edited from then on (03 §5). */
const started = (doc: SessionDoc, nowMs: number): boolean =>
  doc.status !== 'future' || doc.startTime <= nowMs;

/** The game the path names; a practice is a 409. */
async function knownGame(db: Db, gameId: string): Promise<SessionDoc> {
  const doc = await getSession(db, gameId);
  if (doc.type !== 'game')
    throw new ApiError(409, `session ${gameId} is a practice: removed plays are for games`);
  return doc;
}

/** What ignoreplaysforgame answers: the saved list and what the screen offers. */
async function removedPlaysAnswer(db: Db, doc: SessionDoc, nowMs: number) {
  const row = await db
    .selectFrom('removed_plays')
    .select(['updated_ms', 'updated_by'])
    .where('session_id', '=', doc._id)
    .executeTakeFirst();
  const [saved, players, status] = await Promise.all([
    savedRemovedPlays(db, doc._id),
    gamePlayers(db, doc._id),
    reprocessStatus(db, doc._id),
  ]);
  return {
    gameId: doc._id,
    plays: removedPlayMappings(saved),
    applied: status.applied,
    editable: started(doc, nowMs),
    updatedMs: row?.updated_ms ?? null,
    updatedBy: row?.updated_by ?? null,
    gamePlays: gamePlays(doc).map(({ playId, name, quarter }) => ({ playId, name, quarter })),
    players: players.map(({ nflId, name, jersey, teamId }) => ({ nflId, name, jersey, teamId })),
  };
}

/** Registers ignoreplaysforgame/{gameId} (GET, POST), reprocessgame/{gameId} and its status. */
export function removedPlayRoutes(
  table: RouteTable,
  db: Db,
  jobs: GameReprocessJobs,
  now: () => number,
): void {
  table.add(
    {
      ...CALLS.removedPlays,
      summary:
        "A game's removed plays (03 §2 Game Manage): [{gameId, plays, applied, editable, updatedMs, updatedBy, gamePlays, players}]. plays: the saved list as single-entry mappings [{\"<playId>\": \"<nflId>\"}] (a play of the game, and the NFL id of the player whose samples in it are left out); applied: the list the game's numbers leave out now (its last reprocess's); editable: the game has started (03 §5); gamePlays [{playId, name, quarter}]: the game's plays (imported periods of periodType 'Play'); players [{nflId, name, jersey, teamId}]: its tracked players with an NFL id. 404 for an unknown session, 409 for a practice.",
      spec: '03 §7 Removed plays GET ignoreplaysforgame/{gameId}; 03 §2 Game Manage; 03 §3 Removed play',
      params,
      tags: ['game manage'],
    },
    async ({ params: { gameId } }) => {
      const doc = await knownGame(db, gameId);
      return ok([await removedPlaysAnswer(db, doc, now())]);
    },
  );

  table.add(
    {
      ...CALLS.saveRemovedPlays,
      summary: `Replaces a game's removed plays; they take effect when the game is reprocessed (reprocessgame/{gameId}). Body: the list of single-entry mappings [{"<playId>": "<nflId>"}] (or {plays: that list}; problems are named by the entry's index), at most ${MAX_REMOVED_PLAYS}, no pair twice; an empty list removes none. Each play id and NFL id numeric and non-negative, the play id longer than 1 character (at most 4), the NFL id longer than 4 (at most 7) (03 §5); each play one of the game's plays and each NFL id one of its tracked players', else 400 naming it, and nothing changes. 409 before the game has started (03 §5) and for a practice; 404 for an unknown session. Answers what GET answers.`,
      spec: '03 §7 Removed plays POST ignoreplaysforgame/{gameId}; 03 §5 Removed plays',
      params,
      tags: ['game manage'],
    },
    async ({ params: { gameId }, body: plays, actor }) => {
      const doc = await knownGame(db, gameId);
      const nowMs = now();
      if (!started(doc, nowMs))
        throw new ApiError(
          409,
          `game ${gameId} has not started: removed plays can be edited once it has`,
        );
      const resolved = await resolveRemovedPlays(db, doc, plays);
      if (!resolved.ok) throw new ApiError(400, `body.${resolved.index}: ${resolved.problem}`);
      const row = { plays: JSON.stringify(plays), updated_ms: nowMs, updated_by: actor };
      await db
        .insertInto('removed_plays')
        .values({ session_id: gameId, ...row })
        .onConflict((oc) => oc.column('session_id').doUpdateSet(row))
        .execute();
      return ok([await removedPlaysAnswer(db, doc, nowMs)]);
    },
  );

  table.add(
    {
      ...CALLS.reprocessGame,
      summary:
        "Reprocesses a game (03 §4 Reprocess status codes): its numbers are computed again from the stored positions with the saved removed plays' samples of those players left out (from the play's first sample to its last), and kept in place of every player's numbers once all are computed; fullpractice, the lists and the filtered views then leave the same samples out. Answers [{gameId, code, message, plays, requestedMs}]: code 0 reprocessing started; 100 queued behind a reprocess of this game that is running (it runs once that one ends, with the list saved by then); -1 error, with the reason in message (a practice, a game not ended or without stored positions). Follow it with reprocessgame/{gameId}/status. 404 for an unknown session.",
      spec: '03 §7 Reprocess game GET reprocessgame/{gameId}; 03 §4 Reprocess status codes; 03 §8',
      params,
      tags: ['game manage'],
    },
    async ({ params: { gameId }, actor }) => {
      const doc = await getSession(db, gameId);
      return ok([await jobs.request(doc, actor)]);
    },
  );

  table.add(
    {
      ...CALLS.reprocessGameStatus,
      summary:
        "Where a game's reprocess stands, for the screen to tell when the new numbers are kept: [{gameId, state, queued, percent, players, done, plays, applied, error, requestedMs, requestedBy, updatedMs}]; state none (never reprocessed), queued, running, done or failed (error says why); queued: another run waits behind this one; percent: whole share of players computed (100 once done); plays: the removed plays of this run; applied: those the game's numbers leave out now. 404 for an unknown session.",
      spec: '03 §4 Reprocess status codes; 03 §2 Game Manage (designed: the status of a reprocess, path not shown)',
      params,
      tags: ['game manage'],
    },
    async ({ params: { gameId } }) => ok([await reprocessStatus(db, gameId)]),
  );
}
