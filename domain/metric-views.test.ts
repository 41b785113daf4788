import { describe, expect, it } from 'vitest';
import {
  isRelativeColumn,
  isViewColumnKey,
  LIVE_ONLY_METRICS,
  METRIC_VIEW_SLUG_LIST,
  METRIC_VIEW_SLUGS,
  metricViewColumns,
  metricViewGroups,
  metricViewOfSlug,
  shownMetricView,
  viewColumnCsvHeader,
  viewColumnMetric,
  type DefinedMetricView,
} from './metric-views';
import { METRIC_KEYS, METRICS } from './metrics';
import { METRIC_VIEWS } from './views';

const DEFINED = METRIC_VIEWS.filter((v): v is DefinedMetricView => v !== 'Custom View');

/** The Relative variants the engine computes (dataaccess/src/metrics/metric-values.ts). */
const COMPUTED_RELATIVE = [
  'walkYds',
  'jogYds',
  'runYds',
  'sprintYds',
  'maxSprintYds',
  'walkCount',
  'jogCount',
  'runCount',
  'sprintCount',
  'maxSprintCount',
  'hardEffortDist',
].map((k) => `${k}Relative`);

describe('metric views', () => {
  it('names every view by a slug and reads it back', () => {
    expect(METRIC_VIEW_SLUG_LIST).toHaveLength(9);
    expect(new Set(METRIC_VIEW_SLUG_LIST).size).toBe(9);
    for (const view of METRIC_VIEWS) expect(metricViewOfSlug(METRIC_VIEW_SLUGS[view])).toBe(view);
    expect(METRIC_VIEW_SLUGS['Team Zone']).toBe('team-zone');
    expect(metricViewOfSlug('Team Zone')).toBeUndefined();
    expect(metricViewOfSlug('nope')).toBeUndefined();
    expect(metricViewOfSlug(null)).toBeUndefined();
  });

  it('gives every defined view columns that the rows carry, each once, in named groups', () => {
    for (const view of DEFINED) {
      const groups = metricViewGroups(view);
      expect(groups.length, view).toBeGreaterThan(1);
      for (const g of groups) {
        expect(g.label, view).not.toBe('');
        expect(g.keys.length, `${view} ${g.label}`).toBeGreaterThan(0);
      }
      const keys = metricViewColumns(view);
      expect(new Set(keys).size, view).toBe(keys.length);
      for (const key of keys) {
        expect(isViewColumnKey(key), `${view} ${key}`).toBe(true);
        // A Relative column is one the engine computes; others are catalogue metrics.
        if (isRelativeColumn(key)) expect(COMPUTED_RELATIVE, view).toContain(key);
        else expect(METRIC_KEYS, view).toContain(key);
      }
    }
  });

  it('shows all the catalogue in All Data by family, the current speed only live', () => {
    const past = metricViewColumns('All Data');
    expect(past).toHaveLength(METRIC_KEYS.length - LIVE_ONLY_METRICS.length);
    expect(past).not.toContain('actMPH');
    expect(metricViewColumns('All Data', { live: true })).toHaveLength(METRIC_KEYS.length);
    for (const g of metricViewGroups('All Data')) {
      expect(new Set(g.keys.map((k) => METRICS[viewColumnMetric(k)].family)).size).toBe(1);
    }
    expect(metricViewGroups('All Data').map((g) => g.label)).toEqual([
      'Speed',
      'Distance',
      'Time',
      'Efforts',
      'Accels and Decels',
      'Load',
      'Lateral Load',
    ]);
  });

  it('shows team zones in Team Zone and the same bands in player zones in Player Relative Zone', () => {
    const team = metricViewColumns('Team Zone');
    expect(team).toEqual([
      'totalDis',
      'hardEffortDist',
      'walkYds',
      'jogYds',
      'runYds',
      'sprintYds',
      'maxSprintYds',
      'dist10Plus',
      'walkCount',
      'jogCount',
      'runCount',
      'sprintCount',
      'maxSprintCount',
      'maxSpeedMPH',
      'maxSustainedSpeedMPH',
    ]);
    const own = metricViewColumns('Player Relative Zone');
    for (const key of team.filter((k) => /Yds$|Count$|hardEffort/.test(k)))
      expect(own).toContain(`${key}Relative`);
    expect(own.filter(isRelativeColumn)).toHaveLength(11);
  });

  it('keeps each family in its view', () => {
    const families = (view: DefinedMetricView) =>
      new Set(metricViewColumns(view).map((k) => METRICS[viewColumnMetric(k)].family));
    expect([...families('Lateral Load Metrics')].sort()).toEqual(['lateral', 'load']);
    expect([...families('Accels and Decels')]).toEqual(['accel']);
    expect(metricViewColumns('Timing and Pace')).toEqual(
      expect.arrayContaining(['timeTrkd', 'timeMoving', 'ypm', 'lastTimeAt80PctMaxTs']),
    );
    expect(metricViewColumns('Zebra Relative Summary').filter(isRelativeColumn)).toHaveLength(5);
    expect(metricViewColumns('Zebra Team Summary').some(isRelativeColumn)).toBe(false);
    expect(metricViewColumns('Zebra Relative Summary').map(viewColumnMetric)).toEqual(
      metricViewColumns('Zebra Team Summary'),
    );
  });

  it('tells view columns from other keys', () => {
    expect(isViewColumnKey('walkYdsRelative')).toBe(true);
    expect(isViewColumnKey('totalDis')).toBe(true);
    expect(isViewColumnKey('walkYds_%')).toBe(false);
    expect(isViewColumnKey('historyTotalDistance_%')).toBe(false);
    expect(isViewColumnKey('targetMPHRelative')).toBe(false);
    expect(isViewColumnKey('__proto__')).toBe(false);
    expect(isViewColumnKey('')).toBe(false);
  });

  it('picks the view the address names when the page offers it, else the default', () => {
    expect(shownMetricView('team-zone', false)).toBe('Team Zone');
    expect(shownMetricView(null, false)).toBe('All Data');
    expect(shownMetricView('bogus', false)).toBe('All Data');
    expect(shownMetricView(null, true)).toBe('Custom View');
    expect(shownMetricView('all-data', true)).toBe('All Data');
    expect(shownMetricView('team-zone', true)).toBe('Custom View');
  });

  it('titles CSV columns with name and unit, Relative after the name', () => {
    expect(viewColumnCsvHeader('maxSpeedMPH', '1')).toBe('Max Speed (mph)');
    expect(viewColumnCsvHeader('walkCount', '1')).toBe('Walk Count');
    expect(viewColumnCsvHeader('walkYdsRelative', '1')).toBe('Walk Distance Relative (yd)');
    expect(viewColumnCsvHeader('timeMoving', '1')).toBe('Time Moving (hh:mm:ss)');
    expect(viewColumnCsvHeader('dist10Plus', '1050')).toBe('Yards at 12+ MPH (yd)');
    expect(viewColumnCsvHeader('lastTimeVelocityTargetHitTs', '1')).toBe(
      'Last Time Target Speed Hit',
    );
  });
});
