/**
 * The row of a practice's live load (02 §7, designed: the gateway's practiceLive topic reads it
 * for the live and condensed views). It is the `result` of livePractice in the manifest
 * (domain/calls.ts).
 */
import { z } from 'zod';
import { processingStatusRow, sessionMetaRow, sessionPlayerRow } from './session';

/**
 * livepractice/{id}: the session and its players' numbers, the live engine's while it runs,
 * the kept final numbers once finished; a finished session adds where its processing stands
 * (as processing/{id} answers it), with no players until its numbers are kept.
 */
export const livePracticeRow = z.object({
  header: sessionMetaRow,
  players: z.array(sessionPlayerRow),
  processing: processingStatusRow.optional(),
});
export type LivePracticeLoad = z.output<typeof livePracticeRow>;
