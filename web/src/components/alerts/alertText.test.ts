import { describe, expect, it } from 'vitest';
import { alertMetricTitle, alertToastText } from './alertText';

describe('alert texts', () => {
  it('titles a metric with its unit, and a speed target as the alerting table does', () => {
    expect(alertMetricTitle('speedMPH')).toBe('Speed Target (mph)');
    expect(alertMetricTitle('totalDis')).toBe('Total Yds (yd)');
  });

  it('says who crossed what, by how much and where, keyed once per session, player and metric', () => {
    const hit = {
      sessionId: 's1',
      sessionName: 'Team Practice',
      playerId: 'p7',
      playerName: 'Nolan Pace',
      metric: 'speedMPH',
      value: 17.26,
      threshold: 5,
    };
    expect(alertToastText(hit)).toEqual({
      key: 's1\u0000p7\u0000speedMPH',
      title: 'Nolan Pace: Speed Target (mph)',
      body: '17.3, alert at 5.0 · Team Practice',
    });
    expect(alertToastText({ ...hit, value: 19 }).key).toBe(alertToastText(hit).key);
    expect(alertToastText({ ...hit, metric: 'totalDis' }).key).not.toBe(alertToastText(hit).key);
    expect(alertToastText({ ...hit, playerName: '', sessionName: null }).title).toBe(
      'p7: Speed Target (mph)',
    );
  });
});
