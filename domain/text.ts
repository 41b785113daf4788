/**
 * What staff type is text a person reads: names, descriptions, notes. It may hold any
 * character a keyboard or a paste gives, but no control characters (a NUL cuts the text short
 * in C tools and PostgreSQL refuses it; an escape or a C1 code garbles a terminal or a report)
 * and no UTF-16 half of a character (an unpaired surrogate), which has no UTF-8 form and
 * reaches a reader, an export or the database as U+FFFD or an error. One rule, here, for every
 * schema that takes such text, so the forms refuse what the server would.
 */
import type { z } from 'zod';

/** Whether the text may span lines: multi-line fields keep tab, newline and carriage return. */
export type TextLines = 'single' | 'multi';

/** C0 controls, DEL and C1 controls; a single-line text takes none of them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same less tab, newline and carriage return, which a multi-line text keeps. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a refused text, or null when it is plain text. */
export function textProblem(value: string, lines: TextLines): string | null {
  const control = lines === 'single' ? SINGLE_LINE_CONTROL : MULTI_LINE_CONTROL;
  const found = control.exec(value);
  if (found !== null) {
    const code = found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return lines === 'single'
      ? `no control characters (U+${code} at ${found.index})`
      : `no control characters other than tab and new line (U+${code} at ${found.index})`;
  }
  const half = LONE_SURROGATE.exec(value);
  if (half !== null) return `no broken characters (an unpaired surrogate at ${half.index})`;
  return null;
}

/**
 * The schema with the plain-text rule added: a value holding a control character or an
 * unpaired surrogate is refused with `textProblem`'s message. zod adds the check to the
 * schema itself, so its type and its maxLength stay as they were.
 */
export function plainText<S extends z.ZodString>(schema: S, lines: TextLines = 'single'): S {
  return schema.superRefine((value, ctx) => {
    const problem = textProblem(value, lines);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });
}
