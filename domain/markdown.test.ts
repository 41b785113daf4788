import { describe, expect, it } from 'vitest';
import { inlineText, isSafeAddress, linkAddresses, parseInline, parseMarkdown } from './markdown';

describe('the safe Markdown subset', () => {
  it('parses headings, paragraphs and both kinds of list', () => {
    const blocks = parseMarkdown(
      '# Title\n\nOne line\nand its next.\n\n- a\n- b\n  continued\n\n1. first\n2) second',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      inline: [{ kind: 'text', text: 'One line and its next.' }],
    });
    const [, , bullets, numbered] = blocks;
    expect(bullets?.kind === 'list' && bullets.items.map(inlineText)).toEqual(['a', 'b continued']);
    expect(numbered?.kind === 'list' && numbered.ordered).toBe(true);
  });

  it('keeps emphasis, code and safe links; a script address becomes its words alone', () => {
    expect(
      parseInline('**bold** and *it* `x` [site](https://a.example) [mail](mailto:a@b.c)'),
    ).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'x' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://a.example', children: [{ kind: 'text', text: 'site' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'mailto:a@b.c', children: [{ kind: 'text', text: 'mail' }] },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).not.toContainEqual(
      expect.objectContaining({ kind: 'link' }),
    );
    expect(inlineText(parseInline('<b>[x](data:text/html,hi)</b>'))).toBe('<b>x</b>');
  });

  it('names every link address and tells the safe ones', () => {
    expect(linkAddresses('[a](https://x.example) [b]( javascript:void(0) )')).toEqual([
      'https://x.example',
      'javascript:void(0',
    ]);
    expect(isSafeAddress('https://x.example/a?b=1')).toBe(true);
    expect(isSafeAddress('mailto:a@b.c')).toBe(true);
    expect(isSafeAddress('javascript:alert(1)')).toBe(false);
    expect(isSafeAddress('HTTPS://x.example')).toBe(true);
    expect(isSafeAddress('/relative')).toBe(false);
  });
});
