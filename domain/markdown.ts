/**
 * A small, safe subset of Markdown (the About page's announcements, the user guide): headings
 * (`#` to `###`), paragraphs, bullet and numbered lists, `**strong**`, `*emphasis*`, `` `code` ``
 * and `[links](address)` whose address is http(s) or mailto. It parses to plain data, never to
 * HTML: the browser turns it into React elements and the server into PDF text, so no markup of
 * the author's ever reaches a page as markup.
 */

/** A run of inline text. */
export type MarkdownInline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong' | 'em'; readonly children: readonly MarkdownInline[] }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly MarkdownInline[] };

/** A block of a document. */
export type MarkdownBlock =
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3; readonly inline: MarkdownInline[] }
  | { readonly kind: 'paragraph'; readonly inline: MarkdownInline[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: MarkdownInline[][] };

/** The link addresses a document may hold: the web, and mail. */
const SAFE_ADDRESS = /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+)$/i;

/** Whether a link's address is one a document may hold (http, https or mailto). */
export const isSafeAddress = (href: string): boolean => SAFE_ADDRESS.test(href.trim());

const LINK = /\[([^\]]*)\]\(([^)\s]*)\)/y;

/** The inline runs of a line of text. */
export function parseInline(text: string): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  let plain = '';
  const flush = () => {
    if (plain !== '') out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith('**')) {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ kind: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if (rest.startsWith('*') || rest.startsWith('_')) {
      const mark = rest.charAt(0);
      const end = text.indexOf(mark, i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    } else if (rest.startsWith('`')) {
      const end = text.indexOf('`', i + 1);
      if (end > i) {
        flush();
        out.push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    } else if (rest.startsWith('[')) {
      LINK.lastIndex = i;
      const m = LINK.exec(text);
      if (m !== null) {
        flush();
        const href = m[2] ?? '';
        // An address of another kind (javascript:, data:) is shown as the words alone.
        const children = parseInline(m[1] ?? '');
        if (isSafeAddress(href)) out.push({ kind: 'link', href, children });
        else out.push(...children);
        i += m[0].length;
        continue;
      }
    }
    plain += text.charAt(i);
    i += 1;
  }
  flush();
  return out;
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

/** The blocks of a document: a blank line ends a paragraph or a list. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const end = () => {
    if (paragraph.length > 0)
      blocks.push({ kind: 'paragraph', inline: parseInline(paragraph.join(' ')) });
    if (list !== null)
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet === null ? NUMBERED.exec(line) : null;
    const item = bullet ?? numbered;
    if (line.trim() === '') {
      end();
    } else if (heading !== null) {
      end();
      const level = (heading[1] ?? '#').length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, inline: parseInline(heading[2] ?? '') });
    } else if (item !== null) {
      const ordered = numbered !== null;
      if (list === null || list.ordered !== ordered || paragraph.length > 0) {
        end();
        list = { ordered, items: [] };
      }
      list.items.push(item[1] ?? '');
    } else if (list !== null && /^\s+/.test(raw)) {
      // An indented line continues the list's last item.
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}`;
    } else {
      if (list !== null) end();
      paragraph.push(line.trim());
    }
  }
  end();
  return blocks;
}

/** Every link address a document names, safe or not, for the server's refusal. */
export function linkAddresses(source: string): string[] {
  return [...source.matchAll(/\[[^\]]*\]\(([^)]*)\)/g)].map((m) => (m[1] ?? '').trim());
}

/** The plain text of inline runs (a PDF's line, an accessible name). */
export function inlineText(inline: readonly MarkdownInline[]): string {
  return inline
    .map((run) =>
      run.kind === 'text' || run.kind === 'code' ? run.text : inlineText(run.children),
    )
    .join('');
}
