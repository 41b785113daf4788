/**
 * The product's filters that take a typed pattern (03 §5: the Data Ops name and dataset
 * searches, the Health entity filter) are case-insensitive regular expressions. What the user
 * types runs here on RE2 (re2js), whose automaton matches in time linear in the text, never
 * on the browser's or Node's backtracking RegExp: `(a+)+$` over a long name would otherwise
 * take exponential time, and any coach can give a practice such a name.
 *
 * RE2 has no look-around and no back-references; a pattern using them, like one that does not
 * compile at all ('(' half typed), is searched for as plain text, so the list never goes blank
 * while the user types.
 */
import { RE2JS } from 're2js';

/** A compiled user pattern: whether it occurs anywhere in a value. */
export interface SearchPattern {
  readonly test: (value: string) => boolean;
}

/**
 * The search a typed text means, or null for none: an empty text, or one of spaces only when
 * `blank` is 'trim' (the Health filter), or a lone space (03 §5, the Data Ops searches).
 */
export function searchPattern(
  text: string,
  blank: 'lone-space' | 'trim' = 'lone-space',
): SearchPattern | null {
  const source = blank === 'trim' ? text.trim() : text;
  if (source === '' || (blank === 'lone-space' && source === ' ')) return null;
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
  } catch {
    compiled = RE2JS.compile(RE2JS.quote(source), RE2JS.CASE_INSENSITIVE);
  }
  return { test: (value) => compiled.test(value) };
}
