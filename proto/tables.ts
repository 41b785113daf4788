/**
 * Topic state as tables, and the codec between that state and the protobuf messages:
 * the gateway diffs two states into a Delta, the browser applies Snapshots and Deltas.
 */
import './runtime';
import { live } from './generated/live';

/** One cell: a number, a text, or missing (shown as '-'). */
export type CellValue = number | string | null;

/** A column: numbers travel as integers scaled by 10^scale. */
export interface ColumnSpec {
  readonly name: string;
  readonly kind: 'number' | 'text';
  readonly scale: number;
}

/** A table of a topic's state: columns and rows of cells aligned with the columns. */
export interface TableData {
  readonly columns: readonly ColumnSpec[];
  readonly rows: ReadonlyMap<string, readonly CellValue[]>;
}

/** The whole state of a topic: its tables by name. */
export type TopicTables = ReadonlyMap<string, TableData>;

/** A decoded table as the browser keeps it: rows as records keyed by column name. */
export interface TableView {
  columns: ColumnSpec[];
  /** Row keys in arrival order. */
  order: string[];
  rows: Record<string, Record<string, CellValue>>;
}

const toProtoColumn = (c: ColumnSpec): live.Column.$Properties => ({
  name: c.name,
  kind: c.kind === 'text' ? live.ColumnKind.COLUMN_KIND_TEXT : live.ColumnKind.COLUMN_KIND_NUMBER,
  scale: c.scale,
});

const fromProtoColumn = (c: live.Column.$Properties): ColumnSpec => ({
  name: c.name ?? '',
  kind: c.kind === live.ColumnKind.COLUMN_KIND_TEXT ? 'text' : 'number',
  scale: c.scale ?? 0,
});

/** Encodes some cells of one row; `indexes` undefined means every cell. */
function encodeRow(
  key: string,
  columns: readonly ColumnSpec[],
  cells: readonly CellValue[],
  indexes?: readonly number[],
): live.Row.$Properties {
  const row: live.Row.$Properties = { key, columns: [], numbers: [], texts: [], nulls: [] };
  const wanted = indexes ?? cells.map((_, i) => i);
  for (const i of wanted) {
    const value = cells[i];
    const column = columns[i];
    if (column === undefined || value === undefined) continue;
    if (value === null) {
      row.nulls?.push(i);
    } else if (column.kind === 'text') {
      row.columns?.push(i);
      row.texts?.push(String(value));
    } else {
      row.columns?.push(i);
      row.numbers?.push(Math.round(Number(value) * 10 ** column.scale));
    }
  }
  return row;
}

/** Whether two cells would encode to the same bytes. */
function sameCell(column: ColumnSpec, a: CellValue | undefined, b: CellValue | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (column.kind === 'text') return String(a) === String(b);
  const scale = 10 ** column.scale;
  return Math.round(Number(a) * scale) === Math.round(Number(b) * scale);
}

/** The whole table, for a Snapshot. */
export function encodeTable(name: string, table: TableData): live.Table.$Properties {
  return {
    name,
    columns: table.columns.map(toProtoColumn),
    rows: [...table.rows].map(([key, cells]) => encodeRow(key, table.columns, cells)),
    removed: [],
  };
}

/** Whether `next` keeps every column of `prev` in place (new ones may be appended). */
export function columnsExtend(prev: readonly ColumnSpec[], next: readonly ColumnSpec[]): boolean {
  return (
    next.length >= prev.length &&
    prev.every((c, i) => {
      const n = next[i];
      return n !== undefined && n.name === c.name && n.kind === c.kind && n.scale === c.scale;
    })
  );
}

/**
 * The changes from `prev` to `next` as a Delta table, or null when nothing changed.
 * The caller checks {@link columnsExtend} first; a table whose columns changed otherwise
 * needs a fresh snapshot.
 */
export function diffTable(
  name: string,
  prev: TableData | undefined,
  next: TableData,
): live.Table.$Properties | null {
  if (prev === undefined) return encodeTable(name, next);
  const columns = next.columns;
  const added = columns.slice(prev.columns.length).map(toProtoColumn);
  const rows: live.Row.$Properties[] = [];
  for (const [key, cells] of next.rows) {
    const before = prev.rows.get(key);
    if (before === undefined) {
      rows.push(encodeRow(key, columns, cells));
      continue;
    }
    const changed: number[] = [];
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i];
      if (column !== undefined && !sameCell(column, before[i], cells[i])) changed.push(i);
    }
    if (changed.length > 0) rows.push(encodeRow(key, columns, cells, changed));
  }
  const removed = [...prev.rows.keys()].filter((key) => !next.rows.has(key));
  if (added.length === 0 && rows.length === 0 && removed.length === 0) return null;
  return { name, columns: added, rows, removed };
}

/** Reads the cells of a decoded row into a record keyed by column name. */
function readRow(
  columns: readonly ColumnSpec[],
  row: live.Row.$Properties,
  into: Record<string, CellValue>,
): void {
  let n = 0;
  let t = 0;
  for (const index of row.columns ?? []) {
    const column = columns[index];
    if (column === undefined) throw new Error(`row ${row.key ?? ''} names unknown column ${index}`);
    if (column.kind === 'text') {
      into[column.name] = row.texts?.[t++] ?? '';
    } else {
      into[column.name] = (row.numbers?.[n++] ?? 0) / 10 ** column.scale;
    }
  }
  for (const index of row.nulls ?? []) {
    const column = columns[index];
    if (column !== undefined) into[column.name] = null;
  }
}

/** A table view built from a Snapshot table. */
export function tableFromSnapshot(table: live.Table.$Properties): TableView {
  const view: TableView = {
    columns: (table.columns ?? []).map(fromProtoColumn),
    order: [],
    rows: {},
  };
  for (const row of table.rows ?? []) {
    const key = row.key ?? '';
    const cells: Record<string, CellValue> = {};
    readRow(view.columns, row, cells);
    view.rows[key] = cells;
    view.order.push(key);
  }
  return view;
}

/** Applies a Delta table to a view in place (works on an immer draft). */
export function applyTableDelta(view: TableView, table: live.Table.$Properties): void {
  view.columns.push(...(table.columns ?? []).map(fromProtoColumn));
  for (const key of table.removed ?? []) {
    if (key in view.rows) {
      Reflect.deleteProperty(view.rows, key);
      view.order = view.order.filter((k) => k !== key);
    }
  }
  for (const row of table.rows ?? []) {
    const key = row.key ?? '';
    let cells = view.rows[key];
    if (cells === undefined) {
      cells = {};
      view.rows[key] = cells;
      view.order.push(key);
    }
    readRow(view.columns, row, cells);
  }
}

/** Converts a view back to the state form, so a client can compare with a fresh snapshot. */
export function tableDataFromView(view: TableView): TableData {
  return {
    columns: view.columns,
    rows: new Map(
      view.order.map((key) => [key, view.columns.map((c) => view.rows[key]?.[c.name] ?? null)]),
    ),
  };
}
