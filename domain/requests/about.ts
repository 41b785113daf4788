/**
 * The About page's calls (03 §2 About, §3 About, §7 about): its announcements (Markdown of
 * the safe subset, `domain/markdown.ts`) and its 'Important Documents Links', which the platform
 * admin edits, and the user guide's id. What the page answers is `aboutRow` (rows/about.ts).
 */
import { z } from 'zod';
import { isSafeAddress, linkAddresses } from '../markdown';
import { plainText } from '../text';

/** The longest announcements text, in characters (a page of reading, not a file). */
export const ANNOUNCEMENTS_MAX_CHARS = 10_000;
/** The most documents the page lists. */
export const ABOUT_MAX_DOCUMENTS = 30;
/** The user guide's id in `about/userguide/{id}`. */
export const USER_GUIDE_ID = 'user-guide';
/** The user guide's file name when saved (its display name, 03 §7). */
export const USER_GUIDE_FILE = 'Practice Tracking User Guide.pdf';
/** The file name the server gives the user guide (a header's plain characters). */
export const USER_GUIDE_SERVED_FILE = 'user-guide.pdf';

/** A link of 'Important Documents Links': the name shown and the address it opens. */
export const aboutDocumentBody = z.object({
  displayName: plainText(
    z.string().trim().min(1, 'name the document').max(80, 'at most 80 characters'),
  ),
  url: plainText(z.string().trim().max(500, 'at most 500 characters')).refine(isSafeAddress, {
    message: 'an http(s) or mailto address',
  }),
});

/** PUT about: the announcements and the documents, replaced together. */
export const aboutBody = z.object({
  announcements: plainText(
    z.string().max(ANNOUNCEMENTS_MAX_CHARS, `at most ${ANNOUNCEMENTS_MAX_CHARS} characters`),
    'multi',
  ).superRefine((text, ctx) => {
    const bad = linkAddresses(text).find((href) => !isSafeAddress(href));
    if (bad !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: `links may open only http(s) or mailto addresses, not '${bad.slice(0, 40)}'`,
        input: text,
      });
  }),
  documents: z
    .array(aboutDocumentBody)
    .max(ABOUT_MAX_DOCUMENTS, `at most ${ABOUT_MAX_DOCUMENTS} documents`),
});
