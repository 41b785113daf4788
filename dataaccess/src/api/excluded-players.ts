/**
 * Excluded players (02 §4: "Excluded players are per session and persist across reloads"):
 * the players a user left out of a session's views, one list per user and session, replaced
 * on save. The gateway lets users reach only their own, of sessions they may see.
 */
import { CALLS, MAX_EXCLUDED_PLAYERS } from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { isBall } from '../live/stored-metrics';
import { getSession, type SessionDoc } from '../sessions/sessions';
import { idText } from './common';
import { findUser } from './users';

/** A user's email in a path, compared lower-cased. */
const emailParam = z
  .email()
  .max(200)
  .transform((v) => v.toLowerCase());

const params = z.object({ email: emailParam, sessionId: idText });

/** A saved list as answered. */
const excludedRecord = (sessionId: string, playerIds: readonly string[]) => ({
  sessionId,
  playerIds,
});

/** The user the path names; an unknown user is a 404. */
async function knownUser(db: Db, email: string): Promise<void> {
  if ((await findUser(db, email)) === null) throw notFound(`user ${email}`);
}

/** The teams whose rosters a session's players come from: its team, home and visitor. */
const teamsOf = (doc: SessionDoc): string[] =>
  [doc.teamId, doc.homeTeamId, doc.visitorTeamId].filter((t): t is string => typeof t === 'string');

/**
 * The first of `ids` that is no player of the session: neither tracked in it nor on the
 * roster of one of its teams (a ball is no player).
 */
async function firstUnknown(
  db: Db,
  doc: SessionDoc,
  ids: readonly string[],
): Promise<string | undefined> {
  if (ids.length === 0) return undefined;
  const [tracked, rostered] = await Promise.all([
    db
      .selectFrom('track_windows')
      .select('entity_id')
      .distinct()
      .where('session_id', '=', doc._id)
      .where('entity_id', 'in', ids)
      .execute(),
    db
      .selectFrom('players')
      .select('player_id')
      .where('player_id', 'in', ids)
      .where('team_id', 'in', teamsOf(doc))
      .execute(),
  ]);
  const known = new Set([...tracked.map((r) => r.entity_id), ...rostered.map((r) => r.player_id)]);
  return ids.find((id) => !known.has(id) || isBall(id));
}

/** Registers excludedplayers/{email}/{sessionId} (GET and POST). */
export function excludedPlayerRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.excludedPlayers,
      summary:
        "The players a user excluded from a session's views: [{sessionId, playerIds}], playerIds empty when the user excluded none. 404 for an unknown user or session.",
      spec: '02 §4 excluded players are per session and persist across reloads (designed: one list per user and session)',
      params,
      tags: ['settings'],
    },
    async ({ params: { email, sessionId } }) => {
      await knownUser(db, email);
      await getSession(db, sessionId);
      const row = await db
        .selectFrom('excluded_players')
        .select('player_ids')
        .where('user_email', '=', email)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      const playerIds = row === undefined ? [] : (JSON.parse(row.player_ids) as string[]);
      return ok([excludedRecord(sessionId, playerIds)]);
    },
  );

  table.add(
    {
      ...CALLS.saveExcludedPlayers,
      summary: `Replaces the players a user excluded from a session's views. Body {playerIds}: at most ${MAX_EXCLUDED_PLAYERS} ids, each once, each a player tracked in the session or on the roster of one of its teams; else 400 and nothing changes. An empty list clears the exclusions. Answers [{sessionId, playerIds}] as saved. 404 for an unknown user or session.`,
      spec: '02 §4 excluded players are per session and persist across reloads; 02 §9 excluded-player refetch debounce (designed: one list per user and session)',
      params,
      tags: ['settings'],
    },
    async ({ params: { email, sessionId }, body }) => {
      await knownUser(db, email);
      const doc = await getSession(db, sessionId);
      const unknown = await firstUnknown(db, doc, body.playerIds);
      if (unknown !== undefined)
        throw new ApiError(400, `body.playerIds: ${unknown} is no player of session ${sessionId}`);
      if (body.playerIds.length === 0) {
        await db
          .deleteFrom('excluded_players')
          .where('user_email', '=', email)
          .where('session_id', '=', sessionId)
          .execute();
        return ok([excludedRecord(sessionId, [])]);
      }
      const playerIds = JSON.stringify(body.playerIds);
      const updatedMs = now();
      await db
        .insertInto('excluded_players')
        .values({
          user_email: email,
          session_id: sessionId,
          player_ids: playerIds,
          updated_ms: updatedMs,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_email', 'session_id'])
            .doUpdateSet({ player_ids: playerIds, updated_ms: updatedMs }),
        )
        .execute();
      return ok([excludedRecord(sessionId, body.playerIds)]);
    },
  );
}
