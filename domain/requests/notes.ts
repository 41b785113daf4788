/**
 * What the user's notes and exclusions send (02 §6 player notes, 02 §4 excluded players): the
 * spec's one-note array, the team's notes query, and a session's excluded player ids.
 */
import { z } from 'zod';
import { NOTE_MAX_CHARS, NOTE_TYPES } from '../player-notes';
import { plainText } from '../text';
import { idText } from './common';

/** playernote/{gameId}/{playerId} (02 §7): an array holding the one note. */
export const playerNoteBody = z
  .array(
    z.object({
      dsid: idText,
      playerId: idText,
      teamId: idText,
      note: plainText(
        z.string().max(NOTE_MAX_CHARS, `a note is at most ${NOTE_MAX_CHARS} characters`),
        'multi',
      ),
      type: z.enum(NOTE_TYPES),
    }),
  )
  .length(1, 'exactly one note');

/** playernotes/{teamId}: the notes of one session, or (type=full) their full texts. */
export const teamNotesQuery = z.object({
  dsid: idText,
  type: z.literal('full').optional(),
});

/** The most players one exclusion list keeps: more than a session tracks. */
export const MAX_EXCLUDED_PLAYERS = 200;

/** excludedplayers/{email}/{sessionId}: the excluded player ids, each once. */
export const excludedPlayersBody = z.object({
  playerIds: z
    .array(idText)
    .max(MAX_EXCLUDED_PLAYERS, `at most ${MAX_EXCLUDED_PLAYERS} players`)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, i) => {
        if (seen.has(id))
          ctx.addIssue({ code: 'custom', path: [i], message: `player ${id} is listed twice` });
        seen.add(id);
      });
    }),
});
