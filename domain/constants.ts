/**
 * Business constants and timings (01 §9, 02 §9, 03 §9). Durations are milliseconds
 * unless the name says otherwise.
 */

/** Refresh and polling intervals. */
export const REFRESH_MS = {
  /** Live session data (01 §9). */
  live: 15_000,
  /** Schedule events (01 §2.4, §9). */
  schedule: 5_000,
  /** Monitor table (03 §2, §9). */
  monitor: 15_000,
  /** Data ops list, paused while the tab is hidden (03 §4, §9). */
  dataOps: 5_000,
  /** Live tracks on the field map (03 §9 timeline refresh). */
  liveTracks: 1_000,
  /** Practice timer tick (01 §9, 02 §9). */
  practiceTimer: 1_000,
  /** Week view time line (01 §2.4, §9). */
  timeLine: 60_000,
  /** Health clocks in live mode (03 §4, §9). */
  healthClock: 1_000,
  /** Date selector status poll (02 §4, §9). */
  dateSelector: 5_000,
  /** Bulk and report status poll while not ready (02 §4, §9). */
  reportNotReady: 5_000,
  /** Report status poll once ready (02 §9). */
  reportReady: 10,
  /** Keep Current of the time slider (02 §4, §9). */
  keepCurrent: 60_000,
  /** The processing bar of an ended practice (03 §2; issue 20 item 7: every second). */
  processing: 1_000,
  /** A game's processing, read again until it is done (game manage). */
  gameProcessing: 5_000,
  /** A running game reprocess's status (02 §4 reprocess status codes). */
  reprocess: 1_000,
  /** A combine drill's provisional numbers, read again until they are final. */
  provisionalDrill: 3_000,
  /** The health screen's venue in live mode. */
  health: 2_000,
  /**
   * A wall page's renewal of its session while visible (decision 0026): a quarter of the
   * gateway's 20 idle minutes, so a missed or failed call still leaves three more before the
   * session would end; the gateway renews at most once a minute, so faster gains nothing.
   */
  wallSessionRenew: 5 * 60_000,
} as const;

/** Live data lags real time: actual live time is now minus 25 s (01 §9). */
export const LIVE_LAG_MS = 25_000;
/** Delay between steps of the live practice loop (01 §9). */
export const LIVE_LOOP_STEP_MS = 1_010;
/** Delay before schedule requests and the session check (01 §9, 03 §9). */
export const SCHEDULE_REQUEST_DELAY_MS = 1_010;
/** Unknown routes show NOT FOUND this long before going home (01 §2.1). */
export const NOT_FOUND_REDIRECT_MS = 1_000;

/** Toast and notice durations; null persists until replaced. */
export const TOAST_MS = {
  alertHit: 5_000,
  downloadFinished: 4_000,
  downloadError: 4_000,
  downloadInProgress: null,
  saveSuccess: 10_000,
  /** A Data Ops action the server started (an error stays until closed). */
  dataOpsSuccess: 8_000,
  pdfError: 2_500,
  adjustTimestamps: 10_000,
  userGuideError: 2_500,
} as const;

/** Debounces and pauses. */
export const DEBOUNCE_MS = {
  /** Time slider changes (02 §4). */
  timeSlider: 1_500,
  /** Refetch after excluding players (02 §4). */
  excludedPlayers: 5_000,
  /** Pause before saving alert toggles in locked mode (02 §4). */
  alertToggleSave: 3_000,
  /** Practice update after a log click (03 §9). */
  practiceUpdate: 2_000,
  /** Two calendar clicks within this act as a range (02 §4). */
  calendarDoubleClick: 200,
  /** Delay of the visitor team's game data fetch (02 §4). */
  visitorTeamFetch: 2_100,
} as const;

/** Profiles are cached locally this long (01 §9, 03 §7). */
export const PROFILE_CACHE_MS = 5 * 60_000;
/** The user token is said to be valid this long (01 §2.2, 03 §9). */
export const USER_TOKEN_VALIDITY_MS = 20 * 60_000;
/** A practice that ended less than this ago still counts as processing (01 §4). */
export const PROCESSING_GRACE_MS = 3 * 60_000;
/** A live practice this long without ending shows a warning (03 §4, §9). */
export const LONG_LIVE_PRACTICE_MS = 3 * 3_600_000;
/** Processed data is expected within this after a live practice ends (03 §4, §9). */
export const PROCESSING_EXPECTED_MS = 30 * 60_000;

/** Stored track blinks: over 120 keys, the oldest 20 are dropped (01 §9). */
export const TRACK_BLINK_CACHE = { maxKeys: 120, dropOldest: 20 } as const;
/** Jump-detection threshold, seconds (01 §9). */
export const JUMP_DETECTION_S = 150;
/** Metric time index steps per second: tenths of seconds (01 §9, 02 §9). */
export const METRIC_INDEX_PER_SECOND = 10;
/** Past track fetch retries before reporting no data (01 §4). */
export const PAST_TRACK_RETRIES = 18;

/** Playback and timeline (03 §9). */
export const PLAYBACK = {
  /** Track windows of the playback call. */
  windowMs: 10_000,
  /** Slack before the live timeline extends. */
  timelineSlackMs: 30_000,
  /** Step by which the live timeline extends. */
  timelineStepMs: 60_000,
  /** Trail entries kept and drawn (60 s at ten per second). */
  trailEntries: 600,
  /** Maximum map zoom. */
  maxZoom: 8,
} as const;

/** Layout breakpoints and sizes. */
export const LAYOUT = {
  /** Narrow (mobile) layout at this width or less, px. */
  mobileBreakpointPx: 900,
  /** Second, smaller breakpoint, px. */
  smallBreakpointPx: 575.98,
  /** Alerts drawer width, px. */
  alertsDrawerPx: 350,
  /** Logo width, px. */
  logoWidthPx: 480,
  /** Packet graph size, px, and its y axis. */
  packetGraph: { widthPx: 600, heightPx: 250, yMax: 100, ticks: 10 },
} as const;

/** Player search and lists load this many at a time (01 §2.3, 02 §9). */
export const SEARCH_BATCH = 50;
/** Documents of the About page are split in columns of 5, 5, then the rest (03 §2). */
export const ABOUT_DOCUMENT_COLUMNS = [5, 5] as const;
/** The version tag shown on every page. */
export const VERSION_TAG = '1.0.0-rc.383';
/** Team id the customers team list leaves out (03 §5). */
export const CUSTOMERS_EXCLUDED_TEAM_IDS: readonly string[] = ['4500'];

/** Whether the screen width uses the narrow layout. */
export const isNarrowScreen = (widthPx: number): boolean => widthPx <= LAYOUT.mobileBreakpointPx;

/** The actual live time at `nowMs`: live data is shown as of 25 s ago. */
export const liveTimeMs = (nowMs: number): number => nowMs - LIVE_LAG_MS;
