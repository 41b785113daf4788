/** Importers of public tracking file formats (NFL Big Data Bowl CSV, Next Gen Stats TSV). */
export {
  BALL_KEY,
  type TrackingEvent,
  type PlayContext,
  type TrackingPlayer,
  type TrackingSession,
} from './tracking-session';
export {
  detectTrackingFormat,
  readTrackingFile,
  type ReadTrackingOptions,
  type TrackingFormat,
} from './read-tracking-file';
export { parseUtcMs, splitDelimitedLine } from './delimited';
export {
  IMPORTED_BALL_ID,
  importedGameId,
  ImportRejected,
  importTrackingPlays,
  type ImportedGame,
  type ImportOptions,
} from './import-games';
