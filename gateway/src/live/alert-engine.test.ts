import { describe, expect, it } from 'vitest';
import { alertRules, SPEED_TARGET_METRIC } from './alert-engine';

describe('alertRules', () => {
  it('watches active alerts with a usable value and active speed targets only', () => {
    const rules = alertRules({
      alerts: {
        p1: [
          { type: 'totalDis', value: '500', active: true },
          { type: 'sprintCount', value: '0', active: true },
          { type: 'jogYds', value: '', active: true },
          { type: 'runYds', value: '40', active: false },
        ],
      },
      speedAlerts: [
        { nid: 'p2', target: 19.5, active: true },
        { nid: 'p3', target: 0, active: true },
        { nid: 'p4', target: 20, active: false },
      ],
    });
    expect(rules).toEqual([
      { playerId: 'p1', metric: 'totalDis', reads: 'totalDis', threshold: 500 },
      { playerId: 'p2', metric: SPEED_TARGET_METRIC, reads: 'maxSpeedMPH', threshold: 19.5 },
    ]);
  });

  it('has nothing to watch for a team without settings', () => {
    expect(alertRules({})).toEqual([]);
  });
});
