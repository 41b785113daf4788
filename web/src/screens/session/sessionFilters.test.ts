import { describe, expect, it } from 'vitest';
import {
  canApplyComparison,
  comparisonLabel,
  comparisonParams,
  comparisonQuery,
  filtersOf,
  narrowsNumbers,
  numbersQuery,
  percentOfBaseline,
  withFilters,
  type ComparisonChoice,
} from './sessionFilters';

const read = (text: string) => filtersOf(new URLSearchParams(text));

describe('the session filters in the address', () => {
  it('defaults to the past 7 days, values, every period and the whole session', () => {
    const f = read('');
    expect(f.comparison).toEqual({ kind: 'days', days: 7 });
    expect(f).toMatchObject({
      sameIntensity: false,
      includeGames: false,
      inProgress: false,
      threshold: null,
      shown: 'values',
      periods: [],
      fromMs: null,
      toMs: null,
      keepCurrent: false,
      sinceMax: null,
      game: { by: 'totals', group: null },
    });
    expect(narrowsNumbers(f)).toBe(false);
    expect(numbersQuery(f, [], null)).toEqual({});
  });

  it('reads every filter and builds the calls from them', () => {
    const f = read(
      'cmp=practices&cmpIds=a1,b-2&same=1&games=1&inprog=1&thr=90&show=percent&periods=3,1,3&from=1000&to=5000&since=70&sinceZone=rolling&gv=quarters&grp=2',
    );
    expect(f.comparison).toEqual({ kind: 'practices', ids: ['a1', 'b-2'] });
    expect(f.threshold).toBe(90);
    expect(f.periods).toEqual([1, 3]);
    expect(f.sinceMax).toEqual({ percent: 70, zone: 'rolling' });
    expect(f.game).toEqual({ by: 'quarters', group: 2 });
    expect(narrowsNumbers(f)).toBe(true);
    expect(numbersQuery(f, ['z', 'a'], null)).toEqual({
      periods: '1,3',
      fromMs: 1000,
      toMs: 5000,
      exclude: 'a,z',
      sinceMaxPct: 70,
      sinceMaxZone: 'rolling',
      groupBy: 'quarter',
    });
    expect(comparisonQuery(f, 600_000.4, 300)).toEqual({
      practiceIds: 'a1,b-2',
      sameIntensity: 'yes',
      includeGames: 'yes',
      inProgress: 'yes',
      elapsedMs: 600_000,
    });
  });

  it('leaves what it cannot read at its default', () => {
    const f = read('cmp=9&thr=85&show=odd&periods=x,-1&from=9&to=3&since=33&gv=downs&grp=a');
    expect(f.comparison).toEqual({ kind: 'days', days: 7 });
    expect(f.threshold).toBeNull();
    expect(f.shown).toBe('values');
    expect(f.periods).toEqual([]);
    expect([f.fromMs, f.toMs]).toEqual([null, null]);
    expect(f.sinceMax).toBeNull();
    expect(f.game).toEqual({ by: 'totals', group: null });
    expect(read('cmp=days&cmpFrom=2026111&cmpTo=20261120').comparison).toEqual({
      kind: 'days',
      days: 7,
    });
    expect(read('cmp=practices&cmpIds=').comparison).toEqual({ kind: 'days', days: 7 });
  });

  it('orders chosen dates and labels them', () => {
    const f = read('cmp=days&cmpFrom=20261120&cmpTo=20261101');
    expect(f.comparison).toEqual({ kind: 'dates', from: '20261101', to: '20261120' });
    expect(comparisonLabel(f.comparison)).toBe('11/01/2026 – 11/20/2026');
    expect(comparisonQuery(f, null, -60)).toEqual({
      from: '20261101',
      to: '20261120',
      tzOffset: -60,
    });
    expect(comparisonLabel({ kind: 'days', days: 14 })).toBe('Past 14 days');
    expect(comparisonLabel({ kind: 'practices', ids: ['a'] })).toBe('1 practice');
  });

  it('writes a choice back to the address and reads the same choice', () => {
    const choice: ComparisonChoice = {
      comparison: { kind: 'dates', from: '20261101', to: '20261103' },
      sameIntensity: true,
      includeGames: false,
      inProgress: false,
      threshold: 80,
    };
    const search = withFilters(new URLSearchParams('q=smith&cmpIds=x'), comparisonParams(choice));
    expect(search.get('q')).toBe('smith');
    expect(search.has('cmpIds')).toBe(false);
    expect(filtersOf(search)).toMatchObject(choice);
    const back = withFilters(
      search,
      comparisonParams({ ...choice, comparison: { kind: 'days', days: 7 }, threshold: null }),
    );
    expect(back.toString()).toBe('q=smith&same=1');
  });

  it("refuses a comparison with nothing chosen, or in progress beyond the session day's 28", () => {
    const base = { sameIntensity: false, includeGames: false, inProgress: false, threshold: null };
    expect(
      canApplyComparison({ ...base, comparison: { kind: 'practices', ids: [] } }, '20261125'),
    ).toBe(false);
    const dates = { kind: 'dates', from: '20261020', to: '20261120' } as const;
    expect(canApplyComparison({ ...base, comparison: dates }, '20261125')).toBe(true);
    expect(canApplyComparison({ ...base, inProgress: true, comparison: dates }, '20261125')).toBe(
      false,
    );
    expect(
      canApplyComparison(
        { ...base, inProgress: true, comparison: { ...dates, from: '20261028' } },
        '20261125',
      ),
    ).toBe(true);
    // Counted from the session's day, not today: a session of 20261125 read a month later.
    expect(
      canApplyComparison(
        { ...base, inProgress: true, comparison: { ...dates, from: '20261027' } },
        '20261125',
      ),
    ).toBe(false);
  });

  it('gives whole percentages of a positive baseline', () => {
    expect(percentOfBaseline(150, 200)).toBe(75);
    expect(percentOfBaseline(1, 3)).toBe(33);
    expect(percentOfBaseline(5, 0)).toBeNull();
    expect(percentOfBaseline(null, 10)).toBeNull();
    expect(percentOfBaseline(5, undefined)).toBeNull();
  });

  it('ends the window at now under Keep Current', () => {
    const f = read('from=1000&keep=1');
    expect(numbersQuery(f, [], 9000)).toEqual({ fromMs: 1000, toMs: 9000 });
  });
});
