/**
 * Every user-visible message of the specification (01, 02, 03: error catalogues §8,
 * validation §5 and the action messages of 01 §8), defined once. Screens, machines and
 * the server import these instead of retyping text; `messages.test.ts` checks the spec
 * against this file so a message added to the spec cannot be forgotten here.
 *
 * Templated messages are kept as text with `{name}` placeholders in {@link MESSAGE_TEMPLATES}
 * and rendered by small functions, so the placeholder text stays checkable.
 */

// Routing and sign-in (01 §2, §8).

/** Shown on an unknown route for one second before going home. */
export const MSG_NOT_FOUND_REDIRECTING = 'NOT FOUND, redirecting...';
/** The server returned no user at sign-in. */
export const MSG_LOGIN_FAILED = 'Login Failed!';
/** Toast after the token page's Copy button. */
export const MSG_TOKEN_COPIED = 'Token Copied to Clipboard';
/** Heading of the token page. */
export const MSG_USER_TOKEN_TITLE = 'USER TOKEN';
/** How long the shown user token is valid (03 §9). */
export const MSG_TOKEN_VALIDITY = 'This token is valid for 20 minutes.';

// Empty and waiting states (01 §8, 02 §8, 03 §8).

/** No games or profiles match the filters. */
export const MSG_NO_MATCHING_DATA = 'No data matches your specified criteria';
/** Live data not there yet; the product retries by itself. */
export const MSG_NO_DATA_RETRYING = 'No data found, trying again in a few seconds.';
/** A past session without ball flights. */
export const MSG_NO_BALL_FLIGHTS_TRACKED = 'No ball flights were tracked during this session.';
/** A live session without ball flights so far. */
export const MSG_NO_BALL_FLIGHTS_LIVE = 'No ball flights have been tracked during the session.';
/** Health entity view with nothing located. */
export const MSG_NO_TAGS_LOCATED = 'No tags/entities are located at this time';
/** A practice without data. */
export const MSG_NO_PRACTICE_DATA = 'No practice data was found.';
/** Live view where the current minutes have no data yet. */
export const MSG_NO_DATA_CURRENT_MINUTES = 'No data found on the current practice minutes.';
/** Highlights are not ready yet after a game. */
export const MSG_HIGHLIGHTS_NOT_READY =
  'Data will be available approximately 3 hours after the conclusion of the game.';
/** A session without recorded alert hits. */
export const MSG_NO_ALERTS_RECORDED = 'No alerts have been recorded for this session.';
/** Data is still being processed. */
export const MSG_DATA_BEING_PROCESSED = 'Data is being processed';
/** A game not yet processed, for a non-admin user. */
export const MSG_DATA_AFTER_POST_PROCESSING = 'Data available when post processing is complete';
/** An empty velocity graph. */
export const MSG_NO_DATA_AVAILABLE = 'No data available';
/** Live view of a practice that has not started. */
export const MSG_PRACTICE_NOT_STARTED =
  "Practice hasn't started. Start the practice to see live performance data.";
/** Staff looking at another team see games only (02 §2). */
export const MSG_GAME_PERFORMANCE_ONLY = 'Showing Game Performance Only';
/** Entities are missing. */
export const MSG_UNABLE_TO_FIND_DATA = 'Unable to find data';
/** Health page with no venue chosen. */
export const MSG_SELECT_VENUE = 'Please select a Venue.';
/** Entities page with no team chosen. */
export const MSG_SELECT_TEAM_FOR_ROSTER = 'Please select a Team to see the Roster';
/** Practice areas panel with no area. */
export const MSG_ADD_PRACTICE_AREA = 'Please add a new Practice Area';
/** Game manager before processing completes (03 §2). */
export const MSG_GAME_MANAGER_UNAVAILABLE =
  'Game Manager will be available upon completion of game processing.';
/** The live processing bar (03 §2). */
export const MSG_PRACTICE_DATA_PROCESSING = 'Practice Data Processing';
/** When processed data is expected after a live practice (03 §4). */
export const MSG_PROCESSING_ETA = 'Data will be available within about 30 minutes.';
/** The generic empty-list text (02 §8 "a default no-data message"). */
export const MSG_EMPTY_LIST = 'No data to display';
/** Pin limit reached (text not given by the spec; ours). */
export const MSG_PIN_LIMIT = 'You can only pin 10 players at a time.';

// Validation (01 §5, 02 §5, 03 §5).

/** Flagging more than 10 players. */
export const MSG_FLAG_LIMIT = 'Sorry, you can only flag 10 players simultaneously.';
/** Bulk export without a valid year. */
export const MSG_SELECT_EXPORT_YEAR = 'Please select a valid export year.';
/** Bulk download without a date range (03 §5; text ours). */
export const MSG_SELECT_DATE_RANGE = 'Please select a date range.';
/** A practice time set in the past. */
export const MSG_ENTER_FUTURE_DAY = 'Please enter a future day.';
/** The server returned nothing on practice save. */
export const MSG_PRACTICE_NOT_SAVED = 'Practice was not saved correctly. Please try again.';
/** Period start before the previous period's end. */
export const MSG_PERIOD_START_BEFORE_PREVIOUS_END =
  'Period start time cannot be lower than the previous period end time.';
/** Period start after its own end. */
export const MSG_PERIOD_START_AFTER_END =
  'Period start time cannot be greater than the current end time.';
/** Period start in the future. */
export const MSG_PERIOD_START_IN_FUTURE =
  'Period start time cannot be greater than the current time.';
/** Period end after the next period's start. */
export const MSG_PERIOD_END_AFTER_NEXT_START =
  'Period end time cannot be greater than the next period start time.';
/** Period end before its own start. */
export const MSG_PERIOD_END_BEFORE_START =
  'Period end time cannot be lower than the current start time.';
/** Period end in the future. */
export const MSG_PERIOD_END_IN_FUTURE = 'Period end time cannot be greater than the current time.';
/** Combine event start after its end. */
export const MSG_EVENT_START_AFTER_END =
  'Event start time cannot be greater than the current end time.';
/** Combine event start in the future. */
export const MSG_EVENT_START_IN_FUTURE =
  'Event start time cannot be greater than the current time.';
/** Combine event end before its start. */
export const MSG_EVENT_END_BEFORE_START =
  'Event end time cannot be lower than the current start time.';
/** Combine event end in the future. */
export const MSG_EVENT_END_IN_FUTURE = 'Event end time cannot be greater than the current time.';
/** Title of a tag id input that repeats another tag of the entity. */
export const MSG_TAG_ID_REPEATED = 'TAG ID REPEATED';
/** Detail of a tag used by more than two entities. */
export const MSG_TAG_USED_MORE_THAN_TWICE = 'Tag is being used more than 2 times';
/** Practice area image over 4 MB. */
export const MSG_IMAGE_TOO_LARGE = 'Images must be smaller than 4mb.';
/** Practice area name already used by the team. */
export const MSG_AREA_NAME_TAKEN = 'There is already a field with that name.';
/** Targeted retrack without selected entities. */
export const MSG_SELECT_ENTITIES_FOR_RETRACK = 'Select Entities for targeted retrack';

// Practice management (03 §4, §8).

/** Ending a practice that has future timestamps. */
export const MSG_ADJUST_TIMESTAMPS =
  'Please adjust the practice time stamps before ending the practice';
/** Delete without a practice id. */
export const MSG_PRACTICE_NOT_DELETED = 'The practice could not be deleted';
/** Start practice failed. */
export const MSG_PRACTICE_NOT_STARTED_ERROR =
  'The practice did not start successfully. Please try again.';
/** Practice saved. */
export const MSG_PRACTICE_SAVED = 'Practice Successfully Saved';
/** Other changes saved. */
export const MSG_CHANGES_SAVED = 'Changes Were Successfully Saved';
/** Turning editing off with unsaved changes. */
export const MSG_CONFIRM_SAVE_CHANGES = 'Would you like to save your changes?';
/** Confirm button of {@link MSG_CONFIRM_SAVE_CHANGES}. */
export const MSG_CONFIRM_SAVE_CHANGES_YES = 'Yes, Save Changes';
/** End practice confirmation. */
export const MSG_CONFIRM_END_PRACTICE = 'Are you sure you want to end this practice?';
/** Added to the end confirmation when there are unsaved changes. */
export const MSG_UNSAVED_CHANGES_LOST = 'There are unsaved changes, they will be lost.';
/** Confirm button of {@link MSG_CONFIRM_END_PRACTICE}. */
export const MSG_CONFIRM_END_PRACTICE_YES = 'Yes, End Practice';
/** Combine drills still open when ending the practice. */
export const MSG_END_ALL_EVENTS_FIRST = 'Make sure you end all events before ending this practice';
/** Delete practice confirmation. */
export const MSG_CONFIRM_DELETE_PRACTICE = 'Are you sure you want to delete this practice?';
/** Confirm button of {@link MSG_CONFIRM_DELETE_PRACTICE}. */
export const MSG_CONFIRM_DELETE_PRACTICE_YES = 'Yes, Delete Practice';
/** Combine event delete confirmation. */
export const MSG_CONFIRM_DELETE_EVENT = 'Are you sure to delete the event?';
/** Confirm button of {@link MSG_CONFIRM_DELETE_EVENT}. */
export const MSG_CONFIRM_DELETE_EVENT_YES = 'Yes, Delete Event';

// Game reprocessing (03 §4, §8): status '0', '100', '-1'.

/** Reprocess status -1. */
export const MSG_REPROCESS_ERROR = 'Error';
/** Reprocess status 0. */
export const MSG_REPROCESS_STARTED = 'Game Reprocessing. Check slack for status';
/** Reprocess status 100. */
export const MSG_REPROCESS_QUEUED =
  'Game processing queue, please wait till current games finish processing';

// Downloads and reports (01 §4, 02 §4, §8).

/** Title of the persisting in-progress notice. */
export const MSG_DOWNLOAD_IN_PROGRESS = 'Download In Progress';
/** Title of the finished notice (4 s). */
export const MSG_DOWNLOAD_FINISHED = 'Download Finished';
/** PDF materialise or download failed (2.5 s). */
export const MSG_PDF_FAILED = 'Unable to generate the pdf report';

/** Shown in place of a missing or invalid value (01 §9, 02 §5). */
export const MISSING_VALUE = '-';

/** The failure suffix every action failure text ends with (01 §8). */
export const MSG_TRY_AGAIN = 'Please try again.';

/** Message texts with `{placeholder}` parts, rendered by the functions below. */
export const MESSAGE_TEMPLATES = {
  downloadError: 'Error downloading file {file}',
  downloadProcessing: 'Your file {file} is being processed.',
  downloadDone: 'Your file {file} has been downloaded successfully.',
  tagRepeated: 'Tag {id} was repeated multiple times',
  tagSharedByTwo: 'Tag {id} is used by both {first} and {second}',
  replicaCheckFailed:
    'The practice {practice} of {team} could not be started: the replica check failed.',
  actionStarted: 'action {name} started',
  reportTitle: 'Create a Report for this {kind}',
  noteCounter: '{count}/280',
  gameDataAt: 'Data available on {date} at 9:00 am EST',
  duplicateTagsTitle: 'Duplicate Tags, {count} alerts',
  sensorResults: '{count} Result(s)',
  entityCounts: 'Players:{players} | Balls:{balls} | Unknown:{unknown}',
} as const;

/** The name of one template in {@link MESSAGE_TEMPLATES}. */
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

/** Renders a template, replacing each `{key}` by its value. */
export function fillMessage(
  template: MessageTemplate,
  values: Readonly<Record<string, string | number>>,
): string {
  return MESSAGE_TEMPLATES[template].replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}

/** 'Error downloading file {file}' (4 s toast); pass the file name as saved, e.g. `123.csv`. */
export const msgDownloadError = (file: string): string => fillMessage('downloadError', { file });
/** Body of the in-progress notice. */
export const msgDownloadProcessing = (file: string): string =>
  fillMessage('downloadProcessing', { file });
/** Body of the finished notice. */
export const msgDownloadDone = (file: string): string => fillMessage('downloadDone', { file });
/** A tag used by more than two entities (03 §5). */
export const msgTagRepeated = (id: string): string => fillMessage('tagRepeated', { id });
/** A tag used by exactly two entities: the warning names both. */
export const msgTagSharedByTwo = (id: string, first: string, second: string): string =>
  fillMessage('tagSharedByTwo', { id, first, second });
/** Start practice: the replica check failed (01 §4). */
export const msgReplicaCheckFailed = (practice: string, team: string): string =>
  fillMessage('replicaCheckFailed', { practice, team });
/** The server's reply to a data ops action. */
export const msgActionStarted = (name: string): string => fillMessage('actionStarted', { name });
/** Report page title; kind is practice or game. */
export const msgReportTitle = (kind: 'practice' | 'game'): string =>
  fillMessage('reportTitle', { kind });
/** Note length counter 'n/280'. */
export const msgNoteCounter = (count: number): string => fillMessage('noteCounter', { count });
/** Non-admin view of an unprocessed game for the league that publishes at 9:00 am EST. */
export const msgGameDataAt = (date: string): string => fillMessage('gameDataAt', { date });
/** Title of the duplicate-tags drawer. */
export const msgDuplicateTagsTitle = (count: number): string =>
  fillMessage('duplicateTagsTitle', { count });
/** Count line of the health sensors table. */
export const msgSensorResults = (count: number): string => fillMessage('sensorResults', { count });
/** Count line of the health entity table. */
export const msgEntityCounts = (players: number, balls: number, unknown: number): string =>
  fillMessage('entityCounts', { players, balls, unknown });

// Data ops actions (01 §8; 03 §7 names "terminate" the finalize step).

/** The processing actions a user can launch from Data Ops. */
export type ProcessingAction =
  'launch' | 'retrack' | 'targetedRetrack' | 'ballFlightRetrack' | 'finalize' | 'saveSchedule';

/** Success and failure toast texts of one processing action. */
export interface ActionMessages {
  readonly success: string;
  /** Always ends with {@link MSG_TRY_AGAIN}. */
  readonly failure: string;
}

/** Toast texts per processing action (01 §8). */
export const ACTION_MESSAGES: Readonly<Record<ProcessingAction, ActionMessages>> = {
  launch: {
    success: 'Instance Launching initiated successfully.',
    failure: `Instance Launching could not be initiated. ${MSG_TRY_AGAIN}`,
  },
  retrack: {
    success: 'Retrack has started successfully.',
    failure: `Retrack could not be started. ${MSG_TRY_AGAIN}`,
  },
  targetedRetrack: {
    success: 'Targeted Retrack has started successfully.',
    failure: `Targeted Retrack could not be started. ${MSG_TRY_AGAIN}`,
  },
  ballFlightRetrack: {
    success: 'BallFlight Retrack has started successfully.',
    failure: `BallFlight Retrack could not be started. ${MSG_TRY_AGAIN}`,
  },
  finalize: {
    success: 'Retrack Finalization has started successfully',
    failure: `Retrack Finalization could not be started. ${MSG_TRY_AGAIN}`,
  },
  saveSchedule: {
    success: 'Schedule was Saved successfully',
    failure: `Schedule could not be saved. ${MSG_TRY_AGAIN}`,
  },
};

/** The user guide's download failed (03 §8: the spinner stops, an error flag for 2.5 s). */
export const MSG_USER_GUIDE_FAILED = 'Unable to download the user guide';
/** The About page's contact footer (03 §2 About). */
export const ABOUT_CONTACT = {
  text: 'Questions, a practice that looks wrong, or a new user for your team?',
  email: 'support@practicetracking.app',
} as const;
