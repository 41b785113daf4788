/**
 * Announcements as React elements: the safe Markdown subset of domain/markdown.ts (headings,
 * paragraphs, lists, emphasis, code, http(s) and mailto links). No HTML is ever injected.
 */
import { parseMarkdown, type MarkdownInline } from '../../../../domain';

/** Inline runs as elements. */
function Inline({ runs }: { readonly runs: readonly MarkdownInline[] }) {
  return runs.map((run, i) => {
    switch (run.kind) {
      case 'text':
        return run.text;
      case 'code':
        return <code key={i}>{run.text}</code>;
      case 'strong':
        return (
          <strong key={i}>
            <Inline runs={run.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <Inline runs={run.children} />
          </em>
        );
      case 'link':
        return (
          <a key={i} href={run.href} target="_blank" rel="noopener noreferrer">
            <Inline runs={run.children} />
          </a>
        );
    }
  });
}

/** A Markdown text of the subset, rendered. */
export function Markdown({ source }: { readonly source: string }) {
  return parseMarkdown(source).map((block, i) => {
    if (block.kind === 'heading') {
      const Tag = block.level === 1 ? 'h2' : block.level === 2 ? 'h3' : 'h4';
      return (
        <Tag key={i}>
          <Inline runs={block.inline} />
        </Tag>
      );
    }
    if (block.kind === 'paragraph')
      return (
        <p key={i}>
          <Inline runs={block.inline} />
        </p>
      );
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List key={i}>
        {block.items.map((item, j) => (
          <li key={j}>
            <Inline runs={item} />
          </li>
        ))}
      </List>
    );
  });
}
