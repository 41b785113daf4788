/**
 * Playback tracks in the browser (03 §7 Tracks, §9 playback windows 10 s): the compressed
 * answer of `venue/{id}/tracks?compressed=true` decoded here (dataaccess's format
 * 'zigzag-varint-v1', which the web may not import), and a cache of decoded 10-second
 * windows that fetches each missing stretch in one call and hands the viewer every entity's
 * samples between two times.
 */
import { LRUCache } from 'lru-cache';
import { CALLS, type CompressedTrackWindow } from '../../../domain';
import { call } from './api';

/** Length of a stored window (03 §9). */
export const TRACK_WINDOW_MS = 10_000;

/** The encoding the decoder reads. */
export const TRACK_ENCODING = 'zigzag-varint-v1';

/** One entity's samples in time order, column by column (x, y in yards on the field). */
export interface TrackSamples {
  readonly entityId: string;
  readonly atMs: Float64Array;
  readonly xYd: Float32Array;
  readonly yYd: Float32Array;
}

const FORMAT_VERSION = 1;
const HAS_Z = 1;
const UNITS_PER_YD = 1000;

/** Start of the window holding `atMs`. */
export const trackWindowStart = (atMs: number): number =>
  Math.floor(atMs / TRACK_WINDOW_MS) * TRACK_WINDOW_MS;

/** The bytes of a base64 text. */
export function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Decodes one window: format 1, flags (1 = has heights), count, then per sample the varint
 * delta of its time from the previous one (from `windowMs`) and zigzag varint deltas of x, y
 * (and z, skipped: the map is flat) in thousandths of a yard.
 */
export function decodeTrackWindow(
  entityId: string,
  windowMs: number,
  bytes: Uint8Array,
): TrackSamples {
  let offset = 0;
  const varint = (): number => {
    let result = 0;
    let factor = 1;
    for (;;) {
      const b = bytes[offset++];
      if (b === undefined) throw new Error(`track window of ${entityId} is truncated`);
      result += (b & 0x7f) * factor;
      if (b < 0x80) return result;
      factor *= 0x80;
    }
  };
  const signed = (): number => {
    const v = varint();
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  };
  const version = varint();
  if (version !== FORMAT_VERSION) throw new Error(`unknown track window format ${version}`);
  const hasZ = (varint() & HAS_Z) !== 0;
  const n = varint();
  const atMs = new Float64Array(n);
  const xYd = new Float32Array(n);
  const yYd = new Float32Array(n);
  let t = windowMs;
  let x = 0;
  let y = 0;
  for (let i = 0; i < n; i++) {
    t += varint();
    x += signed();
    y += signed();
    if (hasZ) signed();
    atMs[i] = t;
    xYd[i] = x / UNITS_PER_YD;
    yYd[i] = y / UNITS_PER_YD;
  }
  return { entityId, atMs, xYd, yYd };
}

/** Decodes a tracks answer; a window in an encoding this client does not know is an error. */
export function decodeTracksAnswer(windows: readonly CompressedTrackWindow[]): TrackSamples[] {
  return windows.map((w) => {
    if (w.encoding !== TRACK_ENCODING) throw new Error(`unknown track encoding ${w.encoding}`);
    return decodeTrackWindow(w.entityId, w.windowMs, base64Bytes(w.data));
  });
}

/** The part of `samples` in [fromMs, toMs) (views, no copy). */
export function samplesBetween(samples: TrackSamples, fromMs: number, toMs: number): TrackSamples {
  let a = 0;
  while (a < samples.atMs.length && (samples.atMs[a] ?? 0) < fromMs) a++;
  let b = a;
  while (b < samples.atMs.length && (samples.atMs[b] ?? 0) < toMs) b++;
  return {
    entityId: samples.entityId,
    atMs: samples.atMs.subarray(a, b),
    xYd: samples.xYd.subarray(a, b),
    yYd: samples.yYd.subarray(a, b),
  };
}

/** Reads the compressed windows of [fromMs, toMs) (at most 10 minutes). */
export type FetchTrackWindows = (fromMs: number, toMs: number) => Promise<CompressedTrackWindow[]>;

/** The tracks call of a session through the gateway. */
export function sessionTrackWindows(sessionId: string): FetchTrackWindows {
  return async (fromMs, toMs) => {
    const rows = await call(
      CALLS.venueTracks,
      { gameOrVenue: sessionId },
      { query: { datasetId: sessionId, startTime: fromMs, endTime: toMs, compressed: 'true' } },
    );
    // Asked compressed, the call answers windows; decoded rows would be a server that ignored it.
    return rows.map((row) => {
      if (!('encoding' in row)) throw new Error('The tracks answer is not compressed.');
      return row;
    });
  };
}

/**
 * Decoded windows kept: 40 minutes of playback around the places a coach looked at. A window
 * of a full practice is up to about 100 entities' 100 samples of 16 bytes, some 160 KB
 * decoded, so this stays under 40 MB; the window read longest ago is forgotten first.
 */
export const MAX_TRACK_WINDOWS = 240;

/**
 * Decoded windows of one session by start time. A stretch is fetched in one call, each
 * missing window once however many ask (a jump asks for the 60 s of trails, the window of
 * the playhead and the next one: seven windows, one request). Windows from `openFromMs` on
 * (a live practice's newest, still filling) are fetched again each time they are asked for.
 * At most {@link MAX_TRACK_WINDOWS} are kept, the least recently read forgotten first.
 */
export class TrackWindowCache {
  private readonly windows = new LRUCache<number, readonly TrackSamples[]>({
    max: MAX_TRACK_WINDOWS,
  });
  private readonly loading = new Map<number, Promise<void>>();

  constructor(
    private readonly fetchWindows: FetchTrackWindows,
    private openFromMs = Infinity,
  ) {}

  /** Windows starting at or after `windowMs` are still filling (a live practice). */
  setOpenFrom(windowMs: number): void {
    this.openFromMs = windowMs;
  }

  /** Whether every window of [fromMs, toMs) is here. */
  has(fromMs: number, toMs: number): boolean {
    for (let w = trackWindowStart(fromMs); w < toMs; w += TRACK_WINDOW_MS) {
      if (!this.windows.has(w)) return false;
    }
    return true;
  }

  /** Fetches the windows of [fromMs, toMs) not here or on their way, in one call. */
  async load(fromMs: number, toMs: number): Promise<void> {
    const missing: number[] = [];
    const waits: Promise<void>[] = [];
    for (let w = trackWindowStart(fromMs); w < toMs; w += TRACK_WINDOW_MS) {
      const pending = this.loading.get(w);
      if (pending !== undefined) waits.push(pending);
      else if (!this.windows.has(w) || w >= this.openFromMs) missing.push(w);
    }
    const first = missing[0];
    const last = missing.at(-1);
    if (first !== undefined && last !== undefined) {
      const fetched = this.fetchWindows(first, last + TRACK_WINDOW_MS).then((answer) => {
        const decoded = decodeTracksAnswer(answer);
        for (let w = first; w <= last; w += TRACK_WINDOW_MS) {
          this.windows.set(
            w,
            decoded.filter((d) => trackWindowStart(d.atMs[0] ?? w) === w),
          );
        }
      });
      const settled = fetched.finally(() => {
        for (let w = first; w <= last; w += TRACK_WINDOW_MS) this.loading.delete(w);
      });
      for (let w = first; w <= last; w += TRACK_WINDOW_MS) this.loading.set(w, settled);
      waits.push(settled);
    }
    await Promise.all(waits);
  }

  /** Every entity's samples in [fromMs, toMs) from the windows here, by entity. */
  samples(fromMs: number, toMs: number): Map<string, TrackSamples[]> {
    const byEntity = new Map<string, TrackSamples[]>();
    for (let w = trackWindowStart(fromMs); w < toMs; w += TRACK_WINDOW_MS) {
      for (const part of this.windows.get(w) ?? []) {
        const cut =
          w >= fromMs && w + TRACK_WINDOW_MS <= toMs ? part : samplesBetween(part, fromMs, toMs);
        if (cut.atMs.length === 0) continue;
        const list = byEntity.get(part.entityId) ?? [];
        list.push(cut);
        byEntity.set(part.entityId, list);
      }
    }
    return byEntity;
  }
}
