import { describe, expect, it } from 'vitest';
import { CUSTOM_LIVE_TABLE_COLUMNS, METRIC_KEYS } from '../../../../domain';
import { CONDENSED, EXPANDED_DISTANCES } from './columns';
import {
  catalogueByFamily,
  columnLimit,
  columnsProblem,
  DEFAULT_LIVE,
  DEFAULT_NORMAL,
  defaultColumns,
  MAX_STORED_COLUMNS,
  move,
  sameColumns,
  toggle,
} from './customTable';

/** `n` distinct valid keys. */
const keys = (n: number): string[] => Array.from({ length: n }, (_, i) => `k${i}`);

describe('default columns', () => {
  it('shows the condensed metrics live and the expanded distances otherwise', () => {
    expect(DEFAULT_LIVE).toEqual([...CONDENSED]);
    expect(DEFAULT_NORMAL).toEqual([...EXPANDED_DISTANCES]);
    expect(defaultColumns('live')).toBe(DEFAULT_LIVE);
    expect(defaultColumns('normal')).toBe(DEFAULT_NORMAL);
  });

  it('fits each default within its own limit and passes the server checks', () => {
    for (const kind of ['live', 'normal'] as const) {
      expect(defaultColumns(kind).length).toBeLessThanOrEqual(columnLimit(kind));
      expect(columnsProblem(defaultColumns(kind), kind)).toBeNull();
    }
  });
});

describe('columnLimit', () => {
  it('holds 11 columns live (02 §9) and the server’s 60 in the normal table', () => {
    expect(columnLimit('live')).toBe(11);
    expect(columnLimit('live')).toBe(CUSTOM_LIVE_TABLE_COLUMNS);
    expect(columnLimit('normal')).toBe(60);
    expect(columnLimit('normal')).toBe(MAX_STORED_COLUMNS);
  });
});

describe('toggle', () => {
  it('adds a ticked key at the end', () => {
    expect(toggle(['totalDis', 'ypm'], 'zLoad', 11)).toEqual(['totalDis', 'ypm', 'zLoad']);
    expect(toggle([], 'ypm', 11)).toEqual(['ypm']);
  });

  it('removes an unticked key and keeps the others in order', () => {
    expect(toggle(['totalDis', 'ypm', 'zLoad'], 'ypm', 11)).toEqual(['totalDis', 'zLoad']);
  });

  it('adds nothing to a live table that holds 11 columns, but still removes', () => {
    const full = keys(11);
    const limit = columnLimit('live');
    expect(toggle(full, 'zLoad', limit)).toBe(full);
    expect(toggle(full, 'k3', limit)).toEqual(full.filter((k) => k !== 'k3'));
    expect(toggle(keys(10), 'zLoad', limit)).toHaveLength(11);
  });

  it('lets the normal table grow past the 12 it is padded to, up to 60', () => {
    expect(toggle(keys(12), 'zLoad', columnLimit('normal'))).toHaveLength(13);
    const full = keys(60);
    expect(toggle(full, 'zLoad', columnLimit('normal'))).toBe(full);
  });

  it('leaves the list it was given unchanged', () => {
    const columns = ['totalDis', 'ypm'];
    toggle(columns, 'zLoad', 11);
    toggle(columns, 'ypm', 11);
    expect(columns).toEqual(['totalDis', 'ypm']);
  });
});

describe('move', () => {
  const columns = ['a', 'b', 'c', 'd'];

  it('moves a column down, ending at the target index', () => {
    expect(move(columns, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(move(columns, 1, 3)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('moves a column up', () => {
    expect(move(columns, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(move(columns, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('changes nothing for the same index or one outside the list', () => {
    expect(move(columns, 1, 1)).toBe(columns);
    expect(move(columns, 0, -1)).toBe(columns);
    expect(move(columns, 3, 4)).toBe(columns);
    expect(move(columns, -1, 0)).toBe(columns);
    expect(move(columns, 1.5, 0)).toBe(columns);
  });

  it('leaves the list it was given unchanged', () => {
    move(columns, 0, 3);
    expect(columns).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('columnsProblem', () => {
  it('takes catalogue keys and their Relative and percent variants', () => {
    expect(
      columnsProblem(['totalDis', 'ypmRelative', 'historyTotalDistance_%'], 'normal'),
    ).toBeNull();
    expect(columnsProblem([], 'live')).toBeNull();
  });

  it('refuses a twelfth live column but not a twelfth normal one', () => {
    expect(columnsProblem(keys(11), 'live')).toBeNull();
    expect(columnsProblem(keys(12), 'live')).toBe('a live table has at most 11 columns, not 12');
    expect(columnsProblem(keys(12), 'normal')).toBeNull();
  });

  it('counts the live limit without the blanks that pad the end', () => {
    expect(columnsProblem([...keys(11), ''], 'live')).toBeNull();
    expect(columnsProblem([...keys(3), '', ''], 'normal')).toBeNull();
  });

  it('refuses more than 60 columns', () => {
    expect(columnsProblem(keys(60), 'normal')).toBeNull();
    expect(columnsProblem(keys(61), 'normal')).toBe('at most 60 columns');
  });

  it('refuses a key twice, a blank between keys and a key of other characters', () => {
    expect(columnsProblem(['totalDis', 'ypm', 'totalDis'], 'normal')).toBe(
      'column totalDis is chosen twice',
    );
    expect(columnsProblem(['totalDis', '', 'ypm'], 'normal')).toBe(
      'a blank column may only pad the end',
    );
    expect(columnsProblem(['total Dis'], 'normal')).toBe(
      'total Dis: a column key is letters, digits, _ or %',
    );
    expect(columnsProblem(['<script>'], 'live')).toMatch(/letters, digits, _ or %$/);
    expect(columnsProblem(['k'.repeat(65)], 'normal')).toMatch(/letters, digits, _ or %$/);
    expect(columnsProblem(['k'.repeat(64)], 'normal')).toBeNull();
  });
});

describe('sameColumns', () => {
  it('compares keys and their order', () => {
    expect(sameColumns(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameColumns(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameColumns(['a'], ['a', 'b'])).toBe(false);
  });
});

describe('catalogueByFamily', () => {
  it('offers every catalogue metric once, each under its own family', () => {
    const groups = catalogueByFamily();
    const offered = groups.flatMap((g) => g.keys);
    expect([...offered].sort()).toEqual([...METRIC_KEYS].sort());
    expect(new Set(offered).size).toBe(offered.length);
    expect(groups.every((g) => g.keys.length > 0 && g.title !== '')).toBe(true);
    expect(groups.find((g) => g.family === 'distance')?.keys).toContain('totalDis');
  });
});
