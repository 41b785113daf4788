/**
 * What the user's custom tables send (02 §9 Custom tables): which team's table is read or
 * saved, and the column keys in order.
 */
import { z } from 'zod';
import { idText } from './common';

/** The most columns a custom table keeps: more than any table shows. */
export const MAX_TABLE_COLUMNS = 60;

/** customtable/{email}: the team's live (yes) or normal (no) table. */
export const customTableReadQuery = z.object({ teamId: idText, live: z.enum(['yes', 'no']) });

/** customtable/{email}/{live}: the team the table is saved for. */
export const customTableSaveQuery = z.object({ teamId: idText });

/**
 * The column keys in order. The web pads a table with blanks (02 §9): blanks may follow the
 * keys and are dropped; a blank between keys or a key twice is refused.
 */
export const customTableBody = z
  .array(
    z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_%]*$/, 'a column key is letters, digits, _ or %'),
  )
  .max(MAX_TABLE_COLUMNS, `at most ${MAX_TABLE_COLUMNS} columns`)
  .superRefine((keys, ctx) => {
    const lastKey = keys.findLastIndex((k) => k !== '');
    const seen = new Set<string>();
    keys.forEach((key, i) => {
      if (key === '' && i < lastKey)
        ctx.addIssue({ code: 'custom', path: [i], message: 'a blank column may only pad the end' });
      else if (key !== '' && seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i], message: `column ${key} is chosen twice` });
      seen.add(key);
    });
  })
  .transform((keys) => keys.filter((k) => k !== ''));
