/**
 * Checking an answer against its call's contract (domain/calls.ts): the rows of the envelope
 * must have the call's `result` shape. The web's client checks every answer it reads, so a
 * changed server is an error on screen instead of a table of blanks; dataaccess checks its own
 * answers in tests and development, so a handler that drifts from the contract fails there.
 */
import { z } from 'zod';
import { callKey, type CallRow, type CallSpec } from './calls';

/** The outcome of checking an answer: its rows as the contract reads them, or what is wrong. */
export type AnswerCheck<C> =
  | { readonly ok: true; readonly rows: CallRow<C>[] }
  | { readonly ok: false; readonly problem: string };

/** The list schema of each row schema, built once. */
const lists = new WeakMap<z.ZodType, z.ZodType<unknown[]>>();

function listOf(row: z.ZodType): z.ZodType<unknown[]> {
  let list = lists.get(row);
  if (list === undefined) {
    list = z.array(row);
    lists.set(row, list);
  }
  return list;
}

/** Where and what, for the first few problems of an answer: `results.3.maxSpeed: …`. */
function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${['results', ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
}

/**
 * Checks the rows of an answer to `spec`. A call with no `result` schema takes its rows as
 * they come; one with a schema answers the rows themselves once they match it, fields the
 * schema does not name included (a table's columns read metrics by key), typed by the schema.
 * Row schemas therefore hold no transforms or defaults: they check, they do not reshape.
 */
export function checkAnswer<C extends CallSpec>(spec: C, rows: readonly unknown[]): AnswerCheck<C> {
  if (spec.result === undefined) return { ok: true, rows: rows as CallRow<C>[] };
  const parsed = listOf(spec.result).safeParse(rows);
  if (parsed.success) return { ok: true, rows: rows as CallRow<C>[] };
  return {
    ok: false,
    problem: `the answer to ${callKey(spec)} is not what the contract says: ${describe(parsed.error)}`,
  };
}
