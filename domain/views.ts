/**
 * View choices and filter presets (01 §3.4, 02 §3, §5, §9): tabs, map display toggles,
 * metric views, date-range presets and percentage options.
 */
import { paths } from './paths';

/** Player table tabs. */
export const PLAYER_TABS = ['players', 'stats', 'metrics'] as const;

/** Map display layers of the practice viewer (03 §2). */
export type DisplayLayer = 'balls' | 'jerseys' | 'positions' | 'speed' | 'trails';

/** Default map display toggles: balls and jerseys on; positions, speed and trails off. */
export const DEFAULT_DISPLAY_TOGGLES: Readonly<Record<DisplayLayer, boolean>> = {
  balls: true,
  jerseys: true,
  positions: false,
  speed: false,
  trails: false,
};

/** The clock shown before playback starts. */
export const DEFAULT_CLOCK = '00:00:00';

/** Practice metric view choices (01 §3.4). */
export const METRIC_VIEWS = [
  'All Data',
  'Team Zone',
  'Player Relative Zone',
  'Timing and Pace',
  'Accels and Decels',
  'Lateral Load Metrics',
  'Zebra Team Summary',
  'Zebra Relative Summary',
  'Custom View',
] as const;
/** A metric view choice. */
export type MetricView = (typeof METRIC_VIEWS)[number];

/** The metric views offered: the live view has only All Data and Custom View. */
export function metricViewsFor(live: boolean): readonly MetricView[] {
  return live ? ['All Data', 'Custom View'] : METRIC_VIEWS;
}

/** Practice viewer player-table views (03 §2). */
export const VIEWER_TABLE_VIEWS = ['default', 'totals', 'accel/decel metrics'] as const;

/** Comparison window presets in days; 7 is the default (01 §3.4, 02 §9). */
export const DATE_RANGE_PRESETS_DAYS = [7, 14, 28] as const;
/** The default comparison window in days. */
export const DEFAULT_DATE_RANGE_DAYS = 7;
/** Labels of the presets: 'Past 7 days' and so on. */
export const DATE_RANGE_PRESET_LABELS = DATE_RANGE_PRESETS_DAYS.map((days) => `Past ${days} days`);
/** With in-progress comparison on, only the last 28 days are selectable (02 §5). */
export const IN_PROGRESS_COMPARISON_DAYS = 28;

/** Percentage threshold options (01 §3.4). */
export const PERCENTAGE_OPTIONS = [70, 80, 90, 100] as const;
/** The threshold used when none is selected: nothing turns red (02 §5). */
export const DEFAULT_PERCENT_THRESHOLD = 1_000_000;

/** Time-since-max percentages, low band then high band (01 §3.4). */
export const TIME_SINCE_MAX_PERCENTAGES = [30, 35, 40, 45, 50, 60, 65, 70, 75, 80] as const;

/**
 * Whether a percent-of-history value shows red: only in live mode, at or above the
 * chosen threshold (02 §5).
 */
export function isPercentOverThreshold(
  percent: number,
  thresholdPercent: number | undefined,
  live: boolean,
): boolean {
  return live && percent >= (thresholdPercent ?? DEFAULT_PERCENT_THRESHOLD);
}

/** Custom live table: at most 11 visible columns, padded with a blank (02 §9). */
export const CUSTOM_LIVE_TABLE_COLUMNS = 11;
/** Custom expanded table padded at 12 columns (02 §9). */
export const CUSTOM_EXPANDED_TABLE_COLUMNS = 12;

/** Default sort column indexes (02 §9). */
export const DEFAULT_SORT_COLUMN = {
  practiceCondensed: 11,
  practiceExpanded: 8,
  gameCondensed: 7,
  gameExpanded: 6,
} as const;

/**
 * Pads a custom column list to the table width with blank ('') columns, cutting it
 * when it is longer (02 §9).
 */
export function padColumns(keys: readonly string[], width: number): string[] {
  const cut = keys.slice(0, width);
  return [...cut, ...Array.from({ length: width - cut.length }, () => '')];
}

/** A practice or game a player page row names. */
export interface PlayerSessionRef {
  readonly kind: 'practice' | 'game';
  readonly gameId: string;
  /** The player's team in the session (a game's view is from one side). */
  readonly teamId: string;
}

/**
 * Where a player page row leads (02 §2 Player page): the session's expanded view with the
 * player's pop-up open when the player is known (`playerId`), else the view's page variant.
 */
export function playerSessionPath(session: PlayerSessionRef, playerId: string | null): string {
  if (session.kind === 'practice') {
    return playerId === null
      ? paths.practicePerformance(session.gameId, 'expanded')
      : paths.practicePlayer(session.gameId, playerId);
  }
  return playerId === null
    ? paths.gamePerformance(session.gameId, session.teamId)
    : paths.gamePlayer(session.gameId, session.teamId, playerId);
}
