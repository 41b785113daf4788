/** dataaccess: the system of record. Its one public door. */
export { buildDataaccess, type Dataaccess, type DataaccessDeps } from './src/app';
export { openStore, type Store } from './src/db/connect';
export { migrate } from './src/db/migrations';
export type { Db, Database } from './src/db/schema';
export { appendEvents, readStream, ConcurrencyConflict, type StoredEvent } from './src/event-store';
export {
  createSession,
  getSession,
  listSessions,
  runSessionCommand,
  type SessionDoc,
} from './src/sessions/sessions';
export {
  storeBatch,
  validateBatch,
  loadTracks,
  IngestRejected,
  type IngestTrack,
} from './src/tracks/ingest';
export { tagsWornBy, tagWearers } from './src/tracks/tag-resolution';
export {
  createVenueKey,
  listVenueKeys,
  replaceVenueKeys,
  revokeVenueKey,
  rotateVenueKey,
  VENUE_KEY_HEADER,
  VenueKeyProblem,
  type IssuedVenueKey,
  type VenueKeyInfo,
} from './src/venues/venue-keys';
export { findUser, type UserRecord } from './src/api/users';
export { createPractice, runPracticeCommand, createPracticeBody } from './src/api/practices';
