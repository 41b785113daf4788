import { describe, expect, it } from 'vitest';
import { formatMetric, metricLabel, yardsPlusThresholdMph } from './metric-format';
import {
  ballAggregateBase,
  ballAggregateKey,
  HIGHLIGHT_KEYS,
  highlightPercentKey,
} from './metric-groups';
import {
  baseMetricOf,
  distanceGraphMaxYds,
  gaugeSpeedMph,
  METRIC_KEYS,
  METRICS,
  isMetricKey,
} from './metrics';

/** Metric keys named by 02 §3 "Player row". */
const SPEC_KEYS = [
  'totalDis',
  'walkYds',
  'jogYds',
  'runYds',
  'sprintYds',
  'maxSprintYds',
  'hardEffortDist',
  'walkCount',
  'jogCount',
  'runCount',
  'sprintCount',
  'maxSprintCount',
  'accelSlow',
  'accelMed',
  'accelFast',
  'deccelSlow',
  'deccelMed',
  'deccelFast',
  'maxSpeedMPH',
  'maxSustainedSpeedMPH',
  'targetMPH',
  'lastTimeVelocityTargetHitTs',
  'exIndex',
  'zLoad',
  'ypm',
  'actYPS',
  'actMPH',
  'accelPerMin',
  'deccelPerMin',
  'explosiveEffort',
  'timeMoving',
  'timeTrkd',
  'dist10Plus',
  'time10Plus',
];

describe('metric catalogue (01 §3.7, 02 §3)', () => {
  it('holds every key of the spec with a label, a name and a format', () => {
    for (const key of SPEC_KEYS) {
      expect(isMetricKey(key), key).toBe(true);
    }
    for (const key of METRIC_KEYS) {
      expect(METRICS[key].label.length).toBeGreaterThan(0);
      expect(METRICS[key].name.length).toBeGreaterThan(0);
    }
  });

  it('uses the metrics engine keys of docs/metrics.md', () => {
    const engineKeys = [
      'accelSlowYds',
      'deccelFastYds',
      'accelCount',
      'deccelCount',
      'accel20Pct',
      'deccel60PlusPct',
      'maxDecel',
      'maxSustainedAccel',
      'maxSustainedDecel',
      'lateralLeftLow',
      'lateralRightHigh',
      'lateralLoadLeft',
      'lateralLoadRight',
      'codLeft',
      'codRight',
      'changeOfDirection',
      'maxSpeedPctOfTarget',
      'lastTimeAt30PctMaxTs',
      'lastTimeAt80PctMaxTs',
    ];
    expect(engineKeys.filter((key) => !isMetricKey(key))).toEqual([]);
    expect(METRICS.lastTimeAt45PctMaxTs.format).toBe('clock');
  });

  it('names the Relative and percent-of-history variants', () => {
    expect(METRICS.walkCount.percentKey).toBe('walkCount_%');
    expect(METRICS.totalDis.percentKey).toBe('historyTotalDistance_%');
    expect(METRICS.totalDis.relativeKey).toBe('totalDisRelative');
    expect(METRICS.targetMPH.relativeKey).toBeUndefined();
    expect(baseMetricOf('historyTotalDistance_%')).toBe('totalDis');
    expect(baseMetricOf('sprintYdsRelative')).toBe('sprintYds');
    expect(baseMetricOf('targetMPHRelative')).toBeUndefined();
    expect(baseMetricOf('nonsense_%')).toBeUndefined();
  });

  it('has a _% variant of every highlight', () => {
    expect(HIGHLIGHT_KEYS).toHaveLength(10);
    expect(highlightPercentKey('aveYPM')).toBe('aveYPM_%');
  });

  it('builds and reads ball aggregate keys', () => {
    expect(ballAggregateKey('avg', 'initialAirSpeedMPH')).toBe('avgInitialAirSpeedMPH');
    expect(ballAggregateBase('maxPeakHeightFt')).toBe('peakHeightFt');
    expect(ballAggregateBase('maxUnknown')).toBeUndefined();
  });
});

describe('formatMetric (01 §9, 02 §9)', () => {
  it('uses 1 decimal for speeds and distances, 2 for max speed, 0 for counts', () => {
    expect(formatMetric('targetMPH', 18.26)).toBe('18.3');
    expect(formatMetric('maxSpeedMPH', 21.456)).toBe('21.46');
    expect(formatMetric('totalDis', 3456.78)).toBe('3456.8');
    expect(formatMetric('sprintCount', 7.4)).toBe('7');
    expect(formatMetric('totalDisRelative', 12.34)).toBe('12.3');
  });

  it('uses list decimals in lists', () => {
    expect(formatMetric('maxSpeedMPH', 21.456, 'list')).toBe('21.5');
    expect(formatMetric('totalDis', 3456.78, 'list')).toBe('3457');
    expect(formatMetric('totalAveDist', 3456.78)).toBe('3457');
  });

  it('formats durations, clock times and percentages', () => {
    expect(formatMetric('timeMoving', 3723)).toBe('01:02:03');
    expect(formatMetric('lastTimeVelocityTargetHitTs', new Date(2024, 0, 1, 15, 4).getTime())).toBe(
      '03:04PM',
    );
    expect(formatMetric('walkCount_%', 85)).toBe('85%');
    expect(formatMetric('walkCount_%', 85.2)).toBe('-');
  });

  it('shows a dash for missing values and passes text metrics', () => {
    expect(formatMetric('totalDis', undefined)).toBe('-');
    expect(formatMetric('totalDis', '')).toBe('-');
    expect(formatMetric('totalDis', 'abc')).toBe('-');
    expect(formatMetric('totalDis', '12.25')).toBe('12.3');
    expect(formatMetric('flightType', 'Punt')).toBe('Punt');
    expect(formatMetric('initialRotationRPM', 612.7)).toBe('613');
    expect(formatMetric('avgFlightDurationSec', 4.123)).toBe('4.12');
  });
});

describe('labels', () => {
  it('uses live labels in live views and 12+ for team 1050', () => {
    expect(metricLabel('totalDis')).toBe('Total Yds');
    expect(metricLabel('totalDis', { live: true })).toBe('Total Dist');
    expect(metricLabel('dist10Plus')).toBe('YDS 10+');
    expect(metricLabel('dist10Plus', { teamId: '1050' })).toBe('YDS 12+');
    expect(metricLabel('time10Plus', { teamId: '1050' })).toBe('Time 12+');
    expect(yardsPlusThresholdMph('3800')).toBe(10);
    expect(metricLabel('walkCount_%')).toBe('Walks %');
    expect(metricLabel('aveYPM')).toBe('Avg Yards per Minute');
  });

  it('caps the speed gauge at 23 mph and sizes the distance graph', () => {
    expect(gaugeSpeedMph(25)).toBe(23);
    expect(gaugeSpeedMph(-1)).toBe(0);
    expect(distanceGraphMaxYds({ walkYds: 900, jogYds: 1200, sprintYds: 80 })).toBe(1200);
  });
});
