/**
 * The practice simulator: realistic players and balls for the live demo, past practices and
 * seeded history. Pure TypeScript on the 10 Hz tracking shapes of `domain`.
 */
export { createPracticeSimulation } from './simulation';
export { defaultGamePlan, defaultPracticePlan } from './practice-plan';
export { simulateGame } from './game';
export type { SimGameScript, SimScriptedPlay } from './game-motion';
export type {
  SimGame,
  SimGameOptions,
  SimGamePlay,
  SimGameSide,
  SimPlayType,
  SimQuarterSpan,
} from './game';
export { GAME_DAY_SQUAD, gameDayRoster, generateRoster } from './roster';
export { movementProfile, movementRole } from './profiles';
export { createVenueHealth } from './venue-health';
export { byTags, IngestFeed } from './ingest-feed';
export type { FeedBatch, FeedTrack, IngestFeedCounts, IngestFeedOptions } from './ingest-feed';
export type {
  HeardTag,
  HeardTagKind,
  VenueHealth,
  VenueHealthOptions,
  VenueHealthReports,
  VenueSensor,
} from './venue-health';
export type { MovementProfile, MovementRole } from './profiles';
export type {
  PracticeSimulation,
  PracticeSimulationOptions,
  RosterPlayer,
  RosterStatus,
  SimBallFlight,
  SimFlightKind,
  SimLeague,
  SimPeriod,
  SimPeriodSpan,
  SimPlayer,
} from './types';
