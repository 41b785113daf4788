import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputMaxLength, inputProblem } from './practice-input';
import { plainText, textProblem } from './text';

describe('plain text (names, descriptions, notes)', () => {
  it('takes any printable text, accents, emoji and other scripts included', () => {
    for (const text of ['Bills – Tuesday', 'Été 7v7 🏈', '練習', 'O’Neil (WR)', '']) {
      expect(textProblem(text, 'single'), text).toBeNull();
    }
  });

  it('refuses NUL and the other C0 controls, DEL and C1, saying which and where', () => {
    expect(textProblem('Pads\u0000', 'single')).toBe('no control characters (U+0000 at 4)');
    expect(textProblem('a\u001Bb', 'single')).toBe('no control characters (U+001B at 1)');
    expect(textProblem('a\u007F', 'single')).toBe('no control characters (U+007F at 1)');
    expect(textProblem('a\u0085', 'single')).toBe('no control characters (U+0085 at 1)');
    expect(textProblem('a\tb', 'single')).toBe('no control characters (U+0009 at 1)');
    expect(textProblem('a\nb', 'single')).toBe('no control characters (U+000A at 1)');
  });

  it('keeps tab and line breaks in multi-line text, and refuses the other controls', () => {
    expect(textProblem('line one\r\nline two\n\tindented', 'multi')).toBeNull();
    expect(textProblem('note\u0000', 'multi')).toBe(
      'no control characters other than tab and new line (U+0000 at 4)',
    );
    expect(textProblem('\u000Bx', 'multi')).toMatch(/U\+000B at 0/);
  });

  it('refuses a lone high or low surrogate and takes a whole pair', () => {
    expect(textProblem('ok \uD83C\uDFC8', 'single')).toBeNull();
    expect(textProblem('a\uD83C', 'single')).toBe(
      'no broken characters (an unpaired surrogate at 1)',
    );
    expect(textProblem('a\uDFC8b', 'multi')).toBe(
      'no broken characters (an unpaired surrogate at 1)',
    );
    expect(textProblem('\uDFC8\uD83C', 'single')).toBe(
      'no broken characters (an unpaired surrogate at 0)',
    );
  });

  it('adds the rule to a zod string without changing its limits', () => {
    const schema = plainText(z.string().trim().max(5, 'at most 5'));
    expect(inputMaxLength(schema)).toBe(5);
    expect(schema.parse(' ab ')).toBe('ab');
    expect(inputProblem(schema, 'a\u0000')).toBe('no control characters (U+0000 at 1)');
    expect(inputProblem(schema, 'abcdef')).toBe('at most 5');
  });
});
