import { describe, expect, it } from 'vitest';
import { metricViewColumns } from '../../../../domain';
import {
  byPeriodOf,
  CONDENSED,
  defaultSortKey,
  EXPANDED_DISTANCES,
  groupedColumns,
  numberColumn,
  shownLabel,
  shownValue,
  VALUES,
  viewLayout,
  type ShownNumbers,
} from './columns';

const custom = { live: CONDENSED, normal: EXPANDED_DISTANCES };
const values: Record<string, number> = {
  walkYds: 120,
  walkYdsRelative: 80,
  totalDis: 900,
  totalDisRelative: 700,
};
const read = (key: string) => values[key] ?? null;
const percent: ShownNumbers = {
  shown: 'percent',
  baseline: new Map([['p1', { walkYds: 240, walkYdsRelative: 40, totalDis: 450 }]]),
  threshold: null,
  live: false,
};

describe('the session views’ columns', () => {
  it('lays a view out from the domain, Custom View from the user’s table of the kind', () => {
    const zone = viewLayout('Team Zone', false, custom);
    expect(zone.keys).toEqual(metricViewColumns('Team Zone'));
    expect(zone.groups?.map((g) => g.label)).toEqual([
      'Distance (Team Zones)',
      'Efforts (Team Zones)',
      'Speed',
    ]);
    expect(viewLayout('Custom View', false, custom)).toEqual({
      keys: EXPANDED_DISTANCES,
      groups: null,
    });
    expect(viewLayout('Custom View', true, custom).keys).toEqual(CONDENSED);
    expect(viewLayout('All Data', true, custom).keys).toContain('actMPH');
    expect(viewLayout('All Data', false, custom).keys).not.toContain('actMPH');
  });

  it('puts a view’s columns under its group headings, a custom table’s as they are', () => {
    const made = groupedColumns(viewLayout('Lateral Load Metrics', false, custom), (key) => ({
      colId: key,
    }));
    expect(made.map((c) => ('children' in c ? c.headerName : c.colId))).toEqual([
      'Lateral Load Left',
      'Lateral Load Right',
      'Changes of Direction',
      'Load',
    ]);
    const flat = groupedColumns(viewLayout('Custom View', true, custom), (key) => ({
      colId: key,
    }));
    expect(flat.map((c) => ('colId' in c ? c.colId : ''))).toEqual([...CONDENSED]);
  });

  it('shows a Relative column Relative in every mode, as a percentage of its own average', () => {
    expect(shownValue('walkYdsRelative', read, 'p1', VALUES)).toBe(80);
    expect(shownValue('walkYdsRelative', read, 'p1', { ...VALUES, shown: 'relative' })).toBe(80);
    expect(shownValue('walkYdsRelative', read, 'p1', percent)).toBe(200);
    expect(shownValue('walkYds', read, 'p1', percent)).toBe(50);
    expect(shownValue('walkYds', read, 'p1', { ...VALUES, shown: 'relative' })).toBe(80);
    expect(shownLabel('walkYdsRelative', 'values')).toBe('Rel. Walk Yds');
    expect(shownLabel('walkYdsRelative', 'relative')).toBe('Rel. Walk Yds');
    expect(shownLabel('walkYdsRelative', 'percent')).toBe('Rel. Walk Yds %');
    expect(shownLabel('walkYds', 'percent')).toBe('Walk Yds %');
    const column = numberColumn<{ id: string }>(
      'walkYdsRelative',
      (_row, key) => read(key),
      (row) => row.id,
    );
    expect(column.headerName).toBe('Rel. Walk Yds');
    expect(column.headerTooltip).toBe('Walk Distance (yd, player zones)');
  });

  it('sorts a view by total distance, else its first column; a custom table by the spec’s index', () => {
    expect(
      defaultSortKey('practice', 'expanded', metricViewColumns('Team Zone'), 'Team Zone'),
    ).toBe('totalDis');
    expect(
      defaultSortKey(
        'practice',
        'expanded',
        metricViewColumns('Timing and Pace'),
        'Timing and Pace',
      ),
    ).toBe('timeTrkd');
    expect(defaultSortKey('practice', 'expanded', EXPANDED_DISTANCES)).toBe(EXPANDED_DISTANCES[5]);
    expect(defaultSortKey('practice', 'expanded', [])).toBeNull();
  });

  it('opens the by-period view of catalogue metrics only', () => {
    const to = (metric: string) => `/by/${metric}`;
    expect(byPeriodOf('walkYds', to)).toBe('/by/walkYds');
    expect(byPeriodOf('walkYdsRelative', to)).toBeUndefined();
  });
});
