import { describe, expect, expectTypeOf, it } from 'vitest';
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
    expect(PRACTICE_TRACKS.positions.columns.map((c) => c.name).slice(-2)).toEqual(['y8', 'y9']);
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
