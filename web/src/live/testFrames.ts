/**
 * Test support (imported only by *.test.ts): a topic's stream as a server sends it, built
 * with proto's codec the way the gateway's publisher builds it: states in, encoded snapshot
 * and delta frames out, at the positions a test names.
 */
import {
  diffTable,
  encodeTable,
  live,
  type CellValue,
  type ColumnSpec,
  type RowOf,
  type TableData,
  type TableSchema,
  type TopicSchema,
  type TopicTables,
} from '../../../proto';
import type { StreamPosition } from '../../../domain';

/** A table of a schema's columns (and any `extra` ones) from rows by key; unset cells are null. */
export function tableOf<S extends TopicSchema, T extends keyof S & string>(
  schema: S,
  table: T,
  rows: Readonly<Record<string, Partial<RowOf<S, T>> & Record<string, CellValue>>>,
  extra: readonly ColumnSpec[] = [],
): TableData {
  const columns = [...(schema[table] as TableSchema).columns, ...extra];
  return {
    columns,
    rows: new Map(
      Object.entries(rows).map(([key, row]) => [key, columns.map((c) => row[c.name] ?? null)]),
    ),
  };
}

/** Encoded frames of one topic; each delta is the change from the state of the frame before. */
export class TestStream {
  private held: TopicTables = new Map();

  constructor(readonly topic: string) {}

  /** A snapshot of `tables` at `position`. */
  snapshot(position: StreamPosition, tables: TopicTables, fetchedAtMs = 0): Uint8Array {
    this.held = tables;
    return live.ServerMessage.encode({
      snapshot: {
        topic: this.topic,
        position,
        tables: [...tables].map(([name, table]) => encodeTable(name, table)),
        fetchedAtMs,
      },
    }).finish();
  }

  /** The change to `tables` as a delta at `position`. */
  delta(position: StreamPosition, tables: TopicTables, fetchedAtMs = 0): Uint8Array {
    const changed = [...tables].flatMap(([name, table]) => {
      const d = diffTable(name, this.held.get(name), table);
      return d === null ? [] : [d];
    });
    this.held = tables;
    return live.ServerMessage.encode({
      delta: { topic: this.topic, position, tables: changed, fetchedAtMs },
    }).finish();
  }
}

/** A frame decoded as a client decodes it. */
export const decoded = (bytes: Uint8Array): live.ServerMessage => live.ServerMessage.decode(bytes);
