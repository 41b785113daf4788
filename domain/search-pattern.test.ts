import { describe, expect, it } from 'vitest';
import { searchPattern } from './search-pattern';

/**
 * A string that counts how often the engine reads one of its characters: the engine's steps,
 * measured without a clock.
 */
class CountingString extends String {
  reads = 0;
  override charCodeAt(index: number): number {
    this.reads++;
    return super.charCodeAt(index);
  }
  override codePointAt(index: number): number | undefined {
    this.reads++;
    return super.codePointAt(index);
  }
}

/** How many characters the pattern reads to test `text`, and its answer. */
function run(pattern: string, text: string): { reads: number; found: boolean } {
  const input = new CountingString(text);
  const compiled = searchPattern(pattern);
  if (compiled === null) throw new Error(`no search for ${pattern}`);
  const found = compiled.test(input as unknown as string);
  return { reads: input.reads, found };
}

describe('searchPattern: user-typed patterns (03 §5)', () => {
  it('matches case-insensitively anywhere in the value', () => {
    expect(searchPattern('bills')?.test('Buffalo BILLS')).toBe(true);
    expect(searchPattern('^(jets|dolphins)')?.test('Dolphins Team')).toBe(true);
    expect(searchPattern('^(jets|dolphins)')?.test('The Jets')).toBe(false);
    expect(searchPattern('é')?.test('ÉTÉ')).toBe(true);
  });

  it('means no search for an empty text or a lone space, or blank text when trimming', () => {
    expect(searchPattern('')).toBeNull();
    expect(searchPattern(' ')).toBeNull();
    expect(searchPattern('s t')?.test('Bills Tuesday')).toBe(true);
    expect(searchPattern('   ', 'trim')).toBeNull();
    expect(searchPattern('  ^p- ', 'trim')?.test('P-12')).toBe(true);
  });

  it('searches a pattern that does not compile, or uses look-around, as plain text', () => {
    expect(searchPattern('(red')?.test('Patriots (RED)')).toBe(true);
    expect(searchPattern('(red')?.test('Patriots red')).toBe(false);
    expect(searchPattern('a(?=b)')?.test('a(?=B)')).toBe(true);
    expect(searchPattern('(a)\\1')?.test('aa')).toBe(false);
  });

  it('runs (a+)+$ over a long name in steps linear in its length', () => {
    // A backtracking engine takes 2^n steps for 'aaa…a!'; RE2 reads each character a bounded
    // number of times, so doubling the text at most doubles the reads.
    const short = run('(a+)+$', `${'a'.repeat(5_000)}!`);
    const long = run('(a+)+$', `${'a'.repeat(10_000)}!`);
    expect(short.found).toBe(false);
    expect(long.found).toBe(false);
    expect(short.reads).toBeGreaterThan(0);
    expect(short.reads).toBeLessThanOrEqual(4 * 5_001);
    expect(long.reads).toBeLessThanOrEqual(2 * short.reads + 4);
  });

  it('stays linear for nested alternations and repeats too', () => {
    for (const pattern of ['(a|aa)+$', '(a|a)*b', '(.*a){12}', '^(\\w+\\s?)*$']) {
      const text = `${'a'.repeat(20_000)}!`;
      const { reads } = run(pattern, text);
      expect(reads, pattern).toBeLessThanOrEqual(40 * text.length);
    }
  });
});
