/**
 * A live practice's positions for the map: the gateway's `practice/{id}/tracks` topic (one
 * upstream poll a second for all viewers, 03 §9), each entity's row holding its newest
 * second of samples (t0, n, x0..x9, y0..y9 at about 10 Hz, d0..d9 their times after t0),
 * handed to the map's engine as they change.
 */
import { useEffect } from 'react';
import { SAMPLE_INTERVAL_MS } from '../../../../domain';
import { TRACK_SAMPLES, type PRACTICE_TRACKS, type SampleIndex } from '../../../../proto';
import { useTopic } from '../../live/hooks';
import type { LiveRow } from '../../live/liveTopic';
import type { LiveTrack, MapController } from './mapController';

/** A row of the positions table, as read through the topic's schema. */
type PositionsRow = LiveRow<typeof PRACTICE_TRACKS, 'positions'>;

/**
 * The samples of one row, each at t0 plus its d (engines drop samples, so spacing varies).
 * A row without d0 comes from a gateway that sent no times: its samples are 100 ms apart.
 */
export function liveTrackOf(row: PositionsRow): LiveTrack | null {
  if (row.t0 === null || row.n === null) return null;
  const n = Math.min(row.n, TRACK_SAMPLES);
  const timed = row.d0 !== null;
  const atMs: number[] = [];
  const xYd: number[] = [];
  const yYd: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = row[`x${i as SampleIndex}`];
    const y = row[`y${i as SampleIndex}`];
    const d = timed ? row[`d${i as SampleIndex}`] : i * SAMPLE_INTERVAL_MS;
    if (x === null || y === null || d === null) continue;
    atMs.push(row.t0 + d);
    xYd.push(x);
    yYd.push(y);
  }
  return atMs.length === 0 ? null : { id: row.key, atMs, xYd, yYd };
}

/** Feeds `controller` the live tracks of practice `practiceId` (null: not live, nothing). */
export function useLiveTracks(practiceId: string | null, controller: MapController | null): void {
  const topic = useTopic(practiceId === null ? null : { kind: 'practiceTracks', practiceId });
  const rows = topic.rows('positions');
  useEffect(() => {
    if (controller === null || rows.length === 0) return;
    controller.liveUpdate(rows.flatMap((row) => liveTrackOf(row) ?? []));
  }, [controller, rows]);
}
