import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  diffTable,
  encodeTable,
  tableFromSnapshot,
  type CellValue,
  type TableData,
} from './tables';
import {
  PRACTICE_LIVE,
  PRACTICE_TRACKS,
  readRow,
  schemaOf,
  SESSIONS,
  TOPIC_SCHEMAS,
  type RowOf,
  type SourceRow,
  type TopicSchema,
} from './schemas';

describe('topic schemas', () => {
  it('name each column of a table once, and none `key` (a read row carries its key there)', () => {
    const schemas: Readonly<Record<string, TopicSchema>> = TOPIC_SCHEMAS;
    for (const [kind, schema] of Object.entries(schemas)) {
      for (const [table, { columns }] of Object.entries(schema)) {
        const names = columns.map((c) => c.name);
        expect(new Set(names).size, `${kind} ${table}`).toBe(names.length);
        expect(names, `${kind} ${table}`).not.toContain('key');
      }
    }
  });

  it('give each topic kind its schema, typed by the kind', () => {
    const schema = schemaOf({ kind: 'processing', teamId: '3700' });
    expect(schema).toBe(SESSIONS);
    expectTypeOf(schema).toEqualTypeOf<typeof SESSIONS>();
  });

  it('derive row types from the columns: numbers and texts, null when missing', () => {
    type Player = RowOf<typeof PRACTICE_LIVE, 'players'>;
    expectTypeOf<Player['maxSpeedMPH']>().toEqualTypeOf<number | null>();
    expectTypeOf<Player['name']>().toEqualTypeOf<string | null>();
    expectTypeOf<RowOf<typeof PRACTICE_TRACKS, 'positions'>['y9']>().toEqualTypeOf<number | null>();
    expectTypeOf<SourceRow<typeof PRACTICE_LIVE.periods>>().toHaveProperty('startTs');
    expectTypeOf<RowOf<typeof PRACTICE_TRACKS, 'positions'>['d9']>().toEqualTypeOf<number | null>();
    expect(PRACTICE_TRACKS.positions.columns.map((c) => c.name).slice(-11)).toEqual([
      'y9',
      ...Array.from({ length: 10 }, (_, i) => `d${i}`),
    ]);
  });

  it('read a row: declared cells of their kind, others null, unknown columns left out', () => {
    const row = readRow(PRACTICE_LIVE.header, {
      name: 'Tuesday',
      startTime: 'not a number',
      drillStartTs: 1_000,
      addedByANewerServer: 'x',
    });
    expect(row).toMatchObject({ name: 'Tuesday', startTime: null, drillStartTs: 1_000 });
    expect(row.status).toBeNull();
    expect(Object.keys(row)).toEqual(PRACTICE_LIVE.header.columns.map((c) => c.name));
  });
});

describe('the live tracks table', () => {
  const { columns } = PRACTICE_TRACKS.positions;
  /** A positions row of one entity from its sample times (epoch ms): x = y = sample index. */
  const tracks = (atMs: readonly number[]): TableData => {
    const cells: Record<string, CellValue> = { t0: atMs[0] ?? null, n: atMs.length };
    atMs.forEach((at, i) => {
      cells[`x${i}`] = i;
      cells[`y${i}`] = i;
      cells[`d${i}`] = at - (atMs[0] ?? 0);
    });
    return { columns, rows: new Map([['p7', columns.map((c) => cells[c.name] ?? null)]]) };
  };
  const T0 = 1_764_000_000_000;
  // A second at 10 Hz whose third sample the engine dropped.
  const withDrop = [0, 100, 300, 400, 500, 600, 700, 800, 900].map((d) => T0 + d);

  it("carries each sample's own time after t0, a dropped sample leaving its gap", () => {
    const view = tableFromSnapshot(encodeTable('positions', tracks(withDrop)));
    const row = readRow(PRACTICE_TRACKS.positions, view.rows.p7 ?? {});
    expect(row).toMatchObject({ t0: T0, n: 9, d0: 0, d1: 100, d2: 300, d3: 400, d8: 900 });
    expect(row).toMatchObject({ x2: 2, x8: 8, x9: null, d9: null });
  });

  it('sends no times in a delta while the spacing stays the same, and the changed ones when not', () => {
    const second = (fromMs: number) => Array.from({ length: 10 }, (_, i) => fromMs + i * 100);
    const changedNames = (prev: TableData, next: TableData) => {
      const delta = diffTable('positions', prev, next);
      const row = delta?.rows?.[0];
      return [...(row?.columns ?? []), ...(row?.nulls ?? [])]
        .sort((a, b) => a - b)
        .map((i) => columns[i]?.name);
    };
    const regular = changedNames(tracks(second(T0)), tracks(second(T0 + 1000)));
    expect(regular).toEqual(['t0']);
    const dropped = changedNames(tracks(second(T0)), tracks(withDrop));
    expect(dropped).toEqual(['n', 'x9', 'y9', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9']);
  });
});
