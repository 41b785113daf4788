/**
 * Player notes (02 §3, §5, §6, §7; issue 19, items 4 and 5): a note and a status type per
 * player and session. A save never overwrites: it adds a version with who saved it and when,
 * so the history stays readable, newest first. The status column reads a team's current
 * notes of a session in one call.
 */
import { z } from 'zod';
import {
  CALLS,
  NOTE_MAX_CHARS,
  NOTE_TYPES,
  normalizeNote,
  type NoteType,
  type SavedPlayerNote,
} from '../../../domain';
import type { Db, PlayerNotesTable } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import type { RouteTable } from '../http/routes';
import { sidesOf } from '../live/stored-metrics';
import { getSession } from '../sessions/sessions';
import { idText, knownTeam, teamParams } from './common';

/** Saves racing for the same player each take the next version; past this many tries, 409. */
const SAVE_TRIES = 5;

const noteParams = z.object({ gameId: idText, playerId: idText });

function noteRecord(r: PlayerNotesTable): SavedPlayerNote {
  return {
    dsid: r.session_id,
    playerId: r.player_id,
    teamId: r.team_id,
    note: r.note,
    // Only note type codes are ever stored (the body's enum).
    type: r.type as NoteType,
    updatedAt: r.updated_ms,
    updatedBy: r.updated_by,
  };
}

/**
 * The team of a player of a session: the session and the player must exist, and the
 * player be on one of its sides (a practice's team, a game's home or visitor), else 404.
 */
async function teamInSession(db: Db, sessionId: string, playerId: string): Promise<string> {
  const session = await getSession(db, sessionId);
  const player = await db
    .selectFrom('players')
    .select('team_id')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (player === undefined) throw notFound(`player ${playerId}`);
  if (!sidesOf(session).includes(player.team_id))
    throw notFound(`player ${playerId} in session ${sessionId}`);
  return player.team_id;
}

/** Adds the next version of a player's note in a session; a save racing this one is retried. */
async function appendNote(db: Db, note: Omit<PlayerNotesTable, 'version'>) {
  for (let attempt = 0; attempt < SAVE_TRIES; attempt++) {
    const last = await db
      .selectFrom('player_notes')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('session_id', '=', note.session_id)
      .where('player_id', '=', note.player_id)
      .executeTakeFirst();
    const row = { ...note, version: (last?.v ?? 0) + 1 };
    const inserted = await db
      .insertInto('player_notes')
      .values(row)
      .onConflict((oc) => oc.columns(['session_id', 'player_id', 'version']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return row;
  }
  throw new ApiError(409, `the note of player ${note.player_id} is being saved by others; retry`);
}

/** Registers playernote/{gameId}/{playerId} (GET, POST) and playernotes/{teamId}. */
export function playerNoteRoutes(table: RouteTable, db: Db, now: () => number): void {
  table.add(
    {
      ...CALLS.playerNote,
      summary:
        "A player's note in a session with its history, newest first: [{dsid, playerId, teamId, note, type, updatedAt (epoch ms), updatedBy (email)}]; the first is current. Empty (code -1) before any. 404 for an unknown session or player, or a player on neither side of the session.",
      spec: '02 §7 GET player note for (game, player); 02 §3 Player note',
      params: noteParams,
      tags: ['notes'],
    },
    async ({ params }) => {
      await teamInSession(db, params.gameId, params.playerId);
      const rows = await db
        .selectFrom('player_notes')
        .selectAll()
        .where('session_id', '=', params.gameId)
        .where('player_id', '=', params.playerId)
        .orderBy('version', 'desc')
        .execute();
      return ok(rows.map(noteRecord));
    },
  );

  table.add(
    {
      ...CALLS.savePlayerNote,
      summary: `Saves a player's note in a session as a new version (the history is kept). Body: [{dsid, playerId, teamId, note, type}], exactly one; dsid and playerId are the path's, teamId the player's team, note at most ${NOTE_MAX_CHARS} characters (only a space or a newline saves ''), type one of ${NOTE_TYPES.join(', ')}. Answers the saved note with updatedAt and updatedBy. 400 on any mismatch, 404 as for GET; nothing is saved then.`,
      spec: '02 §7 POST set player note; 02 §3 Player note; 02 §5 player note text',
      params: noteParams,
      tags: ['notes'],
    },
    async ({ params, body, actor }) => {
      const teamId = await teamInSession(db, params.gameId, params.playerId);
      body.forEach((note, i) => {
        if (note.dsid !== params.gameId)
          throw new ApiError(400, `body.${i}.dsid: ${note.dsid} is not the session of the path`);
        if (note.playerId !== params.playerId)
          throw new ApiError(
            400,
            `body.${i}.playerId: ${note.playerId} is not the player of the path`,
          );
        if (note.teamId !== teamId)
          throw new ApiError(
            400,
            `body.${i}.teamId: player ${note.playerId} is on team ${teamId}, not ${note.teamId}`,
          );
      });
      const saved: SavedPlayerNote[] = [];
      for (const note of body) {
        const row = await appendNote(db, {
          session_id: note.dsid,
          player_id: note.playerId,
          team_id: teamId,
          note: normalizeNote(note.note),
          type: note.type,
          updated_ms: now(),
          updated_by: actor,
        });
        saved.push(noteRecord(row));
      }
      return ok(saved);
    },
  );

  table.add(
    {
      ...CALLS.teamPlayerNotes,
      summary:
        "The current note of each of a team's players who has one in a session (query dsid), by player id: [{dsid, playerId, teamId, type}], with type=full also note, updatedAt and updatedBy. What the status column reads in one call. 404 for an unknown team or session.",
      spec: '02 §7 GET playernotes/{teamId}?type=full for note types',
      params: teamParams,
      tags: ['notes'],
    },
    async ({ params, query }) => {
      knownTeam(params.teamId);
      await getSession(db, query.dsid);
      const rows = await db
        .selectFrom('player_notes')
        .selectAll()
        .where('session_id', '=', query.dsid)
        .where('team_id', '=', params.teamId)
        .orderBy('player_id')
        .orderBy('version', 'desc')
        .execute();
      const current = rows.filter((r, i) => r.player_id !== rows[i - 1]?.player_id);
      return ok(
        current.map((r) => {
          const note = noteRecord(r);
          if (query.type === 'full') return note;
          return { dsid: note.dsid, playerId: note.playerId, teamId: note.teamId, type: note.type };
        }),
      );
    },
  );
}
