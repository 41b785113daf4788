/**
 * The About page's calls over HTTP (app.inject; 03 §2 About, §7 about), on SQLite and on a real
 * PostgreSQL: the seeded announcement and documents, an edit read back, every refusal (too long,
 * a javascript: link, control characters, a bad document address) a 400 naming the field that
 * leaves the stored page as it was, and the user guide PDF, whose text pdftotext reads back.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { USER_GUIDE_SOURCE } from '../../dataaccess/src/reports/user-guide-pdf';
import { ANNOUNCEMENTS_MAX_CHARS, type AboutContent } from '../../domain';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'about-page';
const EDIT_MS = Date.UTC(2026, 10, 2, 9);

interface Answer<T> {
  results: T[];
  code: number;
  status: string;
}

/** The text of a PDF, its layout kept. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'user-guide-'));
  try {
    const file = join(dir, 'guide.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(backends)('the About page on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;

  const request = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'admin@dev.test' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const page = async (): Promise<AboutContent> => {
    const res = await request('GET', 'about');
    expect(res.statusCode).toBe(200);
    const [row] = res.json<Answer<AboutContent>>().results;
    if (row === undefined) throw new Error('about answered no row');
    return row;
  };

  beforeAll(async () => {
    store = await backend.open();
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => EDIT_MS });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('answers the seeded announcement and documents', async () => {
    const seeded = await page();
    expect(seeded.announcementExt).toBe('md');
    expect(seeded.announcements).toContain('## Welcome to Practice Tracking');
    expect(seeded.documents.length).toBeGreaterThan(5);
    for (const d of seeded.documents) expect(d.url).toMatch(/^(https:\/\/|mailto:)/);
  });

  it('replaces the announcements and documents, read back in order with who and when', async () => {
    const body = {
      announcements: '# Camp\n\nPads on **Tuesday**. See [the plan](https://example.org/plan).',
      documents: [
        { displayName: 'Camp plan', url: 'https://example.org/plan' },
        { displayName: 'Staff mail', url: 'mailto:staff@example.org' },
      ],
    };
    const res = await request('PUT', 'about', body);
    expect(res.statusCode).toBe(200);
    expect(await page()).toEqual({
      ...body,
      announcementExt: 'md',
      updatedBy: 'admin@dev.test',
      updatedMs: EDIT_MS,
    });
  });

  it.each([
    [
      'too long',
      { announcements: 'x'.repeat(ANNOUNCEMENTS_MAX_CHARS + 1), documents: [] },
      /body\.announcements: at most 10000 characters/,
    ],
    [
      'a javascript: link',
      { announcements: 'Click [here](javascript:alert(1))', documents: [] },
      /body\.announcements: links may open only http\(s\) or mailto addresses/,
    ],
    [
      'a control character',
      { announcements: 'Bell \u0007 rings', documents: [] },
      /body\.announcements: no control characters other than tab and new line \(U\+0007/,
    ],
    [
      'a document that opens script',
      { announcements: 'ok', documents: [{ displayName: 'Run', url: 'javascript:alert(1)' }] },
      /body\.documents\.0\.url: an http\(s\) or mailto address/,
    ],
    [
      'a document name with a control character',
      { announcements: 'ok', documents: [{ displayName: 'A\u0000B', url: 'https://a.example' }] },
      /body\.documents\.0\.displayName: no control characters/,
    ],
  ])('refuses %s with a 400 and changes nothing', async (_what, body, message) => {
    const before = await page();
    const res = await request('PUT', 'about', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer<unknown>>().status).toMatch(message);
    expect(await page()).toEqual(before);
  });

  it('answers the user guide as a PDF built from the product guide, kept after the first', async () => {
    const first = await request('GET', 'about/userguide/user-guide');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/pdf');
    const text = pdfText(first.rawPayload);
    const source = readFileSync(USER_GUIDE_SOURCE, 'utf8');
    // Every heading of the guide is in the PDF, as are its list items' words.
    const headings = [...source.matchAll(/^#{1,3} (.*)$/gm)].map((m) => m[1] ?? '');
    expect(headings.length).toBeGreaterThan(5);
    for (const heading of headings) expect(text).toContain(heading);
    expect(text).toContain('Monitor lists today');
    expect(text).not.toContain('**');
    expect(text).toMatch(/Practice Tracking User Guide · page 1 of \d/);
    // pdfkit stamps each build with its creation time: the same bytes are the kept build.
    const again = await request('GET', 'about/userguide/user-guide');
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect((await request('GET', 'about/userguide/other')).statusCode).toBe(404);
  });
});
