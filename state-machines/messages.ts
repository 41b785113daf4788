// Messages the machines show that the spec does not word (domain/messages.ts holds the spec's own).

/** Why a practice command was refused, for each refusal the spec does not word itself. */
export const PRACTICE_REFUSAL_MESSAGES = {
  practiceDeleted: 'This practice has been deleted.',
  notPlanned: 'This practice has already started.',
  noPeriods: 'Add a period before starting the practice.',
  notLive: 'This practice is not live.',
  practiceComplete: 'This practice is complete.',
  periodInProgress: 'End the period in progress first.',
  noPeriodInProgress: 'No period is in progress.',
  noNextPeriod: 'There is no period left to start.',
  previousPeriodNotEnded: 'A period can start only after the previous period has ended.',
  periodNotFound: 'That period does not exist.',
  deletePeriodInProgress: 'A period in progress cannot be deleted.',
  moveStartedPeriod: 'Only periods that have not started can be moved.',
  emptyPeriodName: 'Every period needs a name.',
  emptyPracticeName: 'The practice needs a name.',
  alreadyReviewed: 'This practice has already been reviewed.',
  reviewUnavailable: 'A practice can be reviewed once it has started and ended.',
  combinePanelBusy: 'A drill is already running in this panel; end it first.',
  combineNotOpen: 'This drill is not running.',
} as const;

/** Why a change of a combine event was refused (the spec words only the time checks). */
export const COMBINE_REFUSAL_MESSAGES = {
  deleted: 'This event has been deleted.',
  endFirst: 'End the drill before changing it.',
  alreadyEnded: 'This drill has already ended.',
  noEndTime: 'An ended drill needs its end time.',
} as const;

/** Warning on a live practice running 3 hours or more without ending (03 §4). */
export const MSG_LONG_LIVE_PRACTICE = 'This practice has been live for 3 hours without ending.';

/** Notice while the live connection has heard nothing for a while. */
export const MSG_CONNECTION_STALE = 'Live data may be out of date. Reconnecting…';

/** Notice while the browser is offline or the gateway cannot be reached. */
export const MSG_CONNECTION_OFFLINE = 'You are offline. Live data will resume when you reconnect.';

/** Notice when the gateway closed the connection for good (e.g. signed out). */
export const MSG_CONNECTION_REFUSED = 'The live connection was closed. Please sign in again.';

/** A data ops action the server answered with something other than 'action {name} started'. */
export const MSG_UNEXPECTED_ACTION_REPLY = 'The server gave an unexpected answer.';
