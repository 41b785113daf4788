/**
 * Position samples as they travel from a location feed (sensors, the simulator or an
 * importer) through ingest to the metrics engine. Column-wise typed arrays keep a two-hour
 * practice of 120 players (8.6 million samples) compact and fast to scan.
 */

/** Samples per second of every tracked entity. */
export const SAMPLE_RATE_HZ = 10;

/** Milliseconds between two consecutive samples of one entity. */
export const SAMPLE_INTERVAL_MS = 1000 / SAMPLE_RATE_HZ;

/** Field size in yards including end zones (x along the field, y across it). */
export const FIELD_LENGTH_YD = 120;
export const FIELD_WIDTH_YD = 53.3;

/** Entity ids of balls begin with this ('ball', 'ball-1', ...); every other entity is a person. */
export const BALL_ENTITY_PREFIX = 'ball';

/** Whether a tracked entity is a ball (balls have flights, not player metrics). */
export const isBallEntity = (entityId: string): boolean => entityId.startsWith(BALL_ENTITY_PREFIX);

/** One entity's samples in time order, column by column. */
export interface TrackColumns {
  /** The tracked entity: a player id, a ball id, or a raw tag id. */
  readonly entityId: string;
  /** Sample times, epoch milliseconds, strictly increasing. */
  readonly atMs: Float64Array;
  /** Position along the field, yards. */
  readonly xYd: Float32Array;
  /** Position across the field, yards. */
  readonly yYd: Float32Array;
  /** Height above the ground, yards, where the source knows it (balls). */
  readonly zYd?: Float32Array;
}

/** One position sample, the row form of {@link TrackColumns} used by the ingest API. */
export interface PositionSample {
  readonly entityId: string;
  readonly atMs: number;
  readonly xYd: number;
  readonly yYd: number;
  readonly zYd?: number;
}
