/**
 * Migration 0019: the About page's content (03 §2 About, §3 About), which the platform admin
 * edits: the announcements (one row, Markdown) and the 'Important Documents Links' in their
 * order. Seeded with a first announcement and the documents staff ask for most.
 */
import type { Kysely, Migration } from 'kysely';

/** The announcement a new store starts with. */
export const SEEDED_ANNOUNCEMENT = [
  '## Welcome to Practice Tracking',
  '',
  'Live numbers of every practice and game, the schedule, reports and the operations console in one place.',
  '',
  '- **Live practices** refresh every 15 seconds; finished sessions are ready within about 30 minutes.',
  '- Download the *user guide* below for a tour of every page.',
  '',
  'Questions or a problem with a practice? Write to [support](mailto:support@practicetracking.app).',
].join('\n');

/** The documents a new store lists, in order. */
export const SEEDED_DOCUMENTS: readonly { displayName: string; url: string }[] = [
  { displayName: 'Speed zones explained', url: 'https://practicetracking.app/docs/speed-zones' },
  { displayName: 'Player load and exertion', url: 'https://practicetracking.app/docs/load' },
  { displayName: 'Reports and exports', url: 'https://practicetracking.app/docs/reports' },
  { displayName: 'Running a live practice', url: 'https://practicetracking.app/docs/live' },
  { displayName: 'Tags and entities', url: 'https://practicetracking.app/docs/entities' },
  { displayName: 'Release notes', url: 'https://practicetracking.app/releases' },
  { displayName: 'Contact support', url: 'mailto:support@practicetracking.app' },
];

/** Creates about_announcements and about_documents, seeded. */
export const aboutPage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('about_announcements')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('ext', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('about_documents')
      .addColumn('position', 'integer', (c) => c.primaryKey())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .execute();
    const seeded = db as Kysely<{
      about_announcements: {
        id: string;
        text: string;
        ext: string;
        updated_by: string;
        updated_ms: number;
      };
      about_documents: { position: number; display_name: string; url: string };
    }>;
    await seeded
      .insertInto('about_announcements')
      .values({
        id: 'about',
        text: SEEDED_ANNOUNCEMENT,
        ext: 'md',
        updated_by: 'system',
        updated_ms: 0,
      })
      .execute();
    await seeded
      .insertInto('about_documents')
      .values(
        SEEDED_DOCUMENTS.map((d, i) => ({ position: i, display_name: d.displayName, url: d.url })),
      )
      .execute();
  },
};
