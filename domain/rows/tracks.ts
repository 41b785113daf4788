/**
 * The rows of a session's positions (03 §7 Tracks, §9 playback windows of 10 s; 02 live map):
 * the stored windows as playback reads them, compressed or decoded, and the last second of a
 * live session. Each is the `result` of its call in the manifest (domain/calls.ts).
 */
import { z } from 'zod';

/** Epoch milliseconds. */
const epochMs = z.number();

/**
 * venue/{id}/tracks with compressed=true: one stored 10-second window of one entity, as kept.
 * `data` is the window's bytes in base64, in the `encoding` named (zigzag-varint-v1).
 */
export const compressedTrackWindowRow = z.object({
  entityId: z.string(),
  windowMs: epochMs,
  count: z.number(),
  encoding: z.string(),
  data: z.string(),
});
export type CompressedTrackWindow = z.output<typeof compressedTrackWindowRow>;

/**
 * venue/{id}/tracks without compressed, and livetracks/{id}: one entity's samples in time
 * order, column by column, x and y (and z where every window has it) in yards.
 */
export const decodedTrackRow = z.object({
  entityId: z.string(),
  atMs: z.array(epochMs),
  xYd: z.array(z.number()),
  yYd: z.array(z.number()),
  zYd: z.array(z.number()).optional(),
});
export type DecodedTrack = z.output<typeof decodedTrackRow>;

/**
 * venue/{id}/tracks: which row it answers depends on the `compressed` query, so the call's row
 * is either; a reader that asked for compressed windows checks it has them.
 */
export const sessionTrackRow = z.union([compressedTrackWindowRow, decodedTrackRow]);
export type SessionTrack = z.output<typeof sessionTrackRow>;
