/**
 * A topic's state read through its schema (proto/schemas.ts): typed rows instead of records
 * keyed by column name. Cells the schema declares read as their kind or null; columns it
 * does not know, which a newer gateway may send, are left out.
 */
import {
  readMore,
  readRow,
  type CellValue,
  type RowOf,
  type TableView,
  type TopicSchema,
} from '../../../proto';
import type { TopicState } from './store';

/**
 * A row with the key it has in its table, and, in a table with further columns (a
 * practice's players), those cells by name when it has any.
 */
export type KeyedRow<R> = R & {
  readonly key: string;
  readonly more?: Readonly<Record<string, CellValue>>;
};

/** A row of table `T` of schema `S` with its key, e.g. `LiveRow<typeof PRACTICE_LIVE, 'players'>`. */
export type LiveRow<S extends TopicSchema, T extends keyof S> = KeyedRow<RowOf<S, T>>;

/** The rows of table `T` of schema `S`. */
export type TopicRows<S extends TopicSchema, T extends keyof S> = readonly LiveRow<S, T>[];

/** What a page says while a live view waits for the user's live budget (a 429, retried). */
export const THROTTLED_TEXT = 'Too many live views open: retrying';

/** What a screen reads of a live topic. */
export interface LiveTopic<S extends TopicSchema> {
  readonly status: TopicState['status'];
  /** The source is failing or the connection is down: the rows may be out of date. */
  readonly stale: boolean;
  readonly error: string | null;
  /**
   * The gateway refused the topic (403): the user may not see it (another team's practice).
   * Screens say so in words of their own instead of showing `error`.
   */
  readonly refused: boolean;
  /**
   * The gateway turned the topic away for now (too many live views open across the user's
   * pages, 429): the client subscribes again by itself; screens show a calm waiting line.
   */
  readonly retrying: boolean;
  /** When the gateway last had an answer from the source, epoch ms (0 before any). */
  readonly fetchedAtMs: number;
  /**
   * A table's rows in arrival order; empty before the first snapshot. The same array until
   * the table changes, so it can be a memo's dependency.
   */
  rows<T extends keyof S & string>(table: T): TopicRows<S, T>;
  /** One row of a table by key; null when there is none. */
  row<T extends keyof S & string>(table: T, key: string): LiveRow<S, T> | null;
}

/**
 * Rows read per table view: a view is replaced (immer) whenever its table changes and belongs
 * to one topic, so its rows are read once per change, whichever render asks.
 */
const readViews = new WeakMap<TableView, readonly KeyedRow<object>[]>();

/** The rows of a table not (yet) sent: one array, so a memo over them holds. */
const NO_ROWS: readonly never[] = [];

/** Reads a topic's state through its schema (null: no topic, nothing to read). */
export function readTopic<S extends TopicSchema>(
  schema: S | null,
  state: TopicState,
): LiveTopic<S> {
  const rows = <T extends keyof S & string>(table: T): TopicRows<S, T> => {
    const view = state.tables[table];
    const tableSchema = schema?.[table];
    if (view === undefined || tableSchema === undefined) return NO_ROWS;
    let read = readViews.get(view);
    if (read === undefined) {
      read = view.order.map((key) => {
        const cells = view.rows[key] ?? {};
        const more = readMore(tableSchema, cells);
        return Object.keys(more).length === 0
          ? { ...readRow(tableSchema, cells), key }
          : { ...readRow(tableSchema, cells), key, more };
      });
      readViews.set(view, read);
    }
    return read as TopicRows<S, T>;
  };
  return {
    status: state.status,
    stale: state.stale,
    error: state.error,
    refused: state.status === 'error' && state.errorCode === 403,
    retrying: state.retrying,
    fetchedAtMs: state.fetchedAtMs,
    rows,
    row: (table, key) => {
      const view = state.tables[table];
      const tableSchema = schema?.[table];
      if (view === undefined || tableSchema === undefined || !Object.hasOwn(view.rows, key))
        return null;
      const cells = view.rows[key] ?? {};
      return { ...readRow(tableSchema, cells), key };
    },
  };
}
