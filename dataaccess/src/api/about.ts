/**
 * The About page (03 §2 About, §3 About, §7 about): its announcements and documents, read by
 * every signed-in user and replaced by the platform admin (the gateway checks the role and the
 * write letter), and the user guide PDF, built once from the product's guide and kept.
 */
import {
  CALLS,
  PDF_TYPE,
  USER_GUIDE_ID,
  USER_GUIDE_SERVED_FILE,
  type AboutContent,
} from '../../../domain';
import { z } from 'zod';
import type { Db } from '../db/schema';
import { notFound, ok } from '../http/envelope';
import { FileAnswer, type RouteTable } from '../http/routes';
import { readUserGuidePdf } from '../reports/user-guide-pdf';

/** The page's content as stored. */
async function aboutContent(db: Db): Promise<AboutContent> {
  const announcement = await db
    .selectFrom('about_announcements')
    .selectAll()
    .where('id', '=', 'about')
    .executeTakeFirst();
  const documents = await db
    .selectFrom('about_documents')
    .select(['display_name', 'url'])
    .orderBy('position')
    .execute();
  return {
    announcements: announcement?.text ?? '',
    announcementExt: announcement?.ext === 'txt' ? 'txt' : 'md',
    documents: documents.map((d) => ({ displayName: d.display_name, url: d.url })),
    updatedBy: announcement?.updated_by ?? 'system',
    updatedMs: announcement?.updated_ms ?? 0,
  };
}

/** Registers GET about, PUT about and GET about/userguide/{id}. */
export function aboutRoutes(
  table: RouteTable,
  db: Db,
  now: () => number,
  buildGuide: () => Promise<Buffer> = readUserGuidePdf,
): void {
  table.add(
    {
      ...CALLS.about,
      summary:
        "The About page's content, one row: {announcements (Markdown: headings, paragraphs, lists, emphasis, http(s) and mailto links), announcementExt: md, documents: [{displayName, url}] in order, updatedBy, updatedMs}.",
      spec: '03 §7 GET about; 03 §2 About; 03 §3 About',
      tags: ['reference'],
    },
    async () => ok([await aboutContent(db)]),
  );

  table.add(
    {
      ...CALLS.editAbout,
      summary:
        "Replaces the About page's announcements and documents (platform admin only) and answers the page's content. Body: {announcements (at most 10,000 characters; no control characters other than tab and new line; links only http(s) or mailto), documents: [{displayName (1 to 80 characters), url (http(s) or mailto)}] (at most 30)}. A bad field is a 400 naming it, and nothing changes.",
      spec: 'designed: 03 §2 About is edited by the admin; 03 §3 About fields',
      tags: ['reference'],
    },
    async ({ body, actor }) => {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('about_announcements')
          .set({ text: body.announcements, ext: 'md', updated_by: actor, updated_ms: now() })
          .where('id', '=', 'about')
          .execute();
        await tx.deleteFrom('about_documents').execute();
        if (body.documents.length > 0)
          await tx
            .insertInto('about_documents')
            .values(
              body.documents.map((d, i) => ({
                position: i,
                display_name: d.displayName,
                url: d.url,
              })),
            )
            .execute();
      });
      return ok([await aboutContent(db)]);
    },
  );

  // Built on the first ask and kept: the guide changes only with a new release.
  let guide: Promise<Buffer> | null = null;
  table.add(
    {
      ...CALLS.userGuide,
      summary: `The user guide as a PDF (${USER_GUIDE_SERVED_FILE}), built from the product's guide on the first ask and kept. The id is ${USER_GUIDE_ID}; any other: 404.`,
      spec: '03 §7 GET about/userguide/{id}: answered as PDF bytes, not base64 (as the report PDF)',
      params: z.object({ id: z.string().max(100) }),
      tags: ['reference'],
    },
    async ({ params }) => {
      if (params.id !== USER_GUIDE_ID) throw notFound(`user guide ${params.id}`);
      guide ??= buildGuide().catch((error: unknown) => {
        guide = null;
        throw error;
      });
      return new FileAnswer(USER_GUIDE_SERVED_FILE, PDF_TYPE, await guide);
    },
  );
}
