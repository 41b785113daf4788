import { describe, expect, it } from 'vitest';
import { LIVE_LAG_MS, REFRESH_MS, isNarrowScreen, liveTimeMs } from './constants';
import { exportMenu, splitIntensities } from './options';
import { combinePositionCode } from './positions';
import { monitorProcessingLabel } from './status';
import { isPercentOverThreshold, metricViewsFor, padColumns, playerSessionPath } from './views';

describe('view rules', () => {
  it('offers only All Data and Custom View live', () => {
    expect(metricViewsFor(true)).toEqual(['All Data', 'Custom View']);
    expect(metricViewsFor(false)).toHaveLength(9);
  });

  it('turns percentages red only live and at the threshold', () => {
    expect(isPercentOverThreshold(90, 90, true)).toBe(true);
    expect(isPercentOverThreshold(89, 90, true)).toBe(false);
    expect(isPercentOverThreshold(95, 90, false)).toBe(false);
    expect(isPercentOverThreshold(500, undefined, true)).toBe(false);
  });

  it('pads custom tables with blanks and cuts them at the width', () => {
    expect(padColumns(['totalDis', 'ypm'], 4)).toEqual(['totalDis', 'ypm', '', '']);
    expect(
      padColumns(
        Array.from({ length: 13 }, (_, i) => `k${i}`),
        11,
      ),
    ).toHaveLength(11);
  });

  it('builds the export menu without totals for live sessions', () => {
    expect(exportMenu('game', false)).toEqual([
      'Full Game Export',
      'Export Plays',
      'Export Filtered Data',
      'Totals Only Export',
    ]);
    expect(exportMenu('practice', true)).toEqual(['Full Practice Export', 'Export Filtered Data']);
  });
});

describe('small rules and constants', () => {
  it('labels monitor processing statuses', () => {
    expect(monitorProcessingLabel('future')).toBe('No Started');
    expect(monitorProcessingLabel('live')).toBe('In Progress');
    expect(monitorProcessingLabel('post')).toBe('Complete');
    expect(monitorProcessingLabel('other')).toBe('-');
  });

  it('splits stored intensities and writes WR as WO', () => {
    expect(splitIntensities('Low, Padded,,')).toEqual(['Low', 'Padded']);
    expect(splitIntensities(undefined)).toEqual([]);
    expect(combinePositionCode('wr')).toBe('WO');
  });

  it('keeps the spec timings', () => {
    expect([
      REFRESH_MS.live,
      REFRESH_MS.schedule,
      REFRESH_MS.practiceTimer,
      REFRESH_MS.timeLine,
    ]).toEqual([15_000, 5_000, 1_000, 60_000]);
    expect(liveTimeMs(100_000)).toBe(100_000 - LIVE_LAG_MS);
    expect(LIVE_LAG_MS).toBe(25_000);
    expect(isNarrowScreen(900)).toBe(true);
    expect(isNarrowScreen(901)).toBe(false);
  });
});

describe('playerSessionPath (02 §2 Player page)', () => {
  const practice = { kind: 'practice' as const, gameId: 'p-1', teamId: '3700' };
  const game = { kind: 'game' as const, gameId: 'nfl-2025-REG2-3700-1200', teamId: '1200' };

  it("opens the expanded view with the player's pop-up when the player is known", () => {
    expect(playerSessionPath(practice, '3700-wr-07')).toBe(
      '/view/practice/p-1/performance/expanded/modal/3700-wr-07',
    );
    expect(playerSessionPath(game, '1200-qb-01')).toBe(
      '/view/game/nfl-2025-REG2-3700-1200/1200/performance/expanded/modal/1200-qb-01',
    );
  });

  it('opens the page variant otherwise', () => {
    expect(playerSessionPath(practice, null)).toBe('/view/practice/p-1/performance/expanded/page');
    expect(playerSessionPath(game, null)).toBe(
      '/view/game/nfl-2025-REG2-3700-1200/1200/performance/expanded/page',
    );
  });
});
