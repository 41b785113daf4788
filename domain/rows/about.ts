/**
 * The row of the About page's read (03 §3 About: documents, announcements, announcementExt).
 * The `result` of its call in the manifest (domain/calls.ts).
 */
import { z } from 'zod';

/** GET about: the page's content, one row (03 §3 About). */
export const aboutRow = z.object({
  announcements: z.string(),
  /** The announcements' format: md (03 §3: txt or md). */
  announcementExt: z.enum(['txt', 'md']),
  documents: z.array(z.object({ displayName: z.string(), url: z.string() })),
  updatedBy: z.string(),
  updatedMs: z.number(),
});
export type AboutContent = z.output<typeof aboutRow>;
