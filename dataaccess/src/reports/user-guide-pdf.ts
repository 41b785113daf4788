/**
 * The user guide PDF (03 §7 about/userguide/{id}): the product's own guide, docs/user-guide.md,
 * parsed by the same safe Markdown subset the About page renders (domain/markdown.ts) and laid
 * out with pdfkit as the session report is (its byte collection and footers).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { inlineText, parseMarkdown, type MarkdownInline } from '../../../domain';
import { drawFooters, pdfBytes, type PdfPage } from './session-pdf';

/** Where the guide's text lives: the product's docs. */
export const USER_GUIDE_SOURCE = fileURLToPath(
  new URL('../../../docs/user-guide.md', import.meta.url),
);

const PAGE: PdfPage = { width: 612, height: 792, margin: 54 };
const INK = '#1d2530';
const LINK = '#2f6fb3';
const HEADING_PT = { 1: 22, 2: 15, 3: 12 } as const;

/** Writes inline runs as one flowing text, bold, italic and links kept. */
function writeInline(doc: PDFKit.PDFDocument, inline: readonly MarkdownInline[], indent = 0) {
  const runs: { text: string; font: string; link?: string }[] = [];
  const walk = (list: readonly MarkdownInline[], font: string, link?: string) => {
    for (const run of list) {
      if (run.kind === 'text') runs.push({ text: run.text, font, ...(link ? { link } : {}) });
      else if (run.kind === 'code') runs.push({ text: run.text, font: 'Courier' });
      else if (run.kind === 'link') walk(run.children, font, run.href);
      else walk(run.children, run.kind === 'strong' ? 'Helvetica-Bold' : 'Helvetica-Oblique', link);
    }
  };
  walk(inline, 'Helvetica');
  const width = PAGE.width - 2 * PAGE.margin - indent;
  runs.forEach((run, i) => {
    doc.font(run.font).fillColor(run.link === undefined ? INK : LINK);
    const continued = i < runs.length - 1;
    const link = run.link === undefined ? {} : { link: run.link, underline: true };
    // Only the first run places the text: a later one's options would start a new line.
    if (i === 0) doc.text(run.text, PAGE.margin + indent, undefined, { width, continued, ...link });
    else
      doc.text(run.text, { continued, link: run.link ?? null, underline: run.link !== undefined });
  });
  if (runs.length === 0) doc.text('');
}

/** The guide's Markdown as PDF bytes. */
export async function userGuidePdf(markdown: string, compress = true): Promise<Buffer> {
  const blocks = parseMarkdown(markdown);
  const first = blocks[0];
  const title =
    first?.kind === 'heading' ? inlineText(first.inline) : 'Practice Tracking User Guide';
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    compress,
    bufferPages: true,
    info: { Title: title, Author: 'Practice Tracking' },
  });
  const done = pdfBytes(doc);
  for (const block of blocks) {
    if (block.kind === 'heading') {
      doc.moveDown(block.level === 1 ? 0 : 0.8);
      doc.fontSize(HEADING_PT[block.level]);
      writeInline(doc, [{ kind: 'strong', children: block.inline }]);
      doc.moveDown(0.4);
    } else if (block.kind === 'paragraph') {
      doc.fontSize(10.5);
      writeInline(doc, block.inline);
      doc.moveDown(0.6);
    } else {
      doc.fontSize(10.5);
      block.items.forEach((item, i) => {
        const mark = block.ordered ? `${i + 1}.` : '•';
        doc
          .font('Helvetica')
          .fillColor(INK)
          .text(mark, PAGE.margin + 8, doc.y, {
            width: 16,
            lineBreak: false,
          });
        doc.y -= doc.currentLineHeight();
        writeInline(doc, item, 26);
        doc.moveDown(0.2);
      });
      doc.moveDown(0.5);
    }
  }
  drawFooters(doc, title, PAGE);
  doc.end();
  return done;
}

/** The guide built from its source file, read when first asked for. */
export async function readUserGuidePdf(): Promise<Buffer> {
  return userGuidePdf(await readFile(USER_GUIDE_SOURCE, 'utf8'));
}
