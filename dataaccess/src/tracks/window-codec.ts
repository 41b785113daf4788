/**
 * The compressed form of one entity's positions in a 10-second window: times and
 * coordinates as zigzag varint deltas, coordinates quantised to a thousandth of a yard
 * (under a millimetre). A sample takes about five bytes instead of twenty.
 */
import type { TrackColumns } from '../../../domain';

/** Length of a stored window. */
export const WINDOW_MS = 10_000;

const FORMAT_VERSION = 1;
const HAS_Z = 1;
const UNITS_PER_YD = 1000;

/** Start of the window holding `atMs`. */
export const windowStart = (atMs: number): number => Math.floor(atMs / WINDOW_MS) * WINDOW_MS;

/** The most bytes a varint of a safe integer takes. */
const MAX_VARINT_BYTES = 8;

/** The most bytes a window of `count` samples can take (with heights when `withZ`). */
export const maxWindowBytes = (count: number, withZ: boolean): number =>
  2 + (count * (withZ ? 4 : 3) + 1) * MAX_VARINT_BYTES;

/** Writes `value` (a safe integer, at least 0) as a varint at `at`; returns where it ended. */
function putVarint(out: Uint8Array, at: number, value: number): number {
  let p = at;
  let v = value;
  // Past 31 bits, bit operators would cut the value: divide instead (rare: deltas are small).
  while (v >= 0x80000000) {
    out[p++] = (v % 0x80) | 0x80;
    v = Math.floor(v / 0x80);
  }
  while (v >= 0x80) {
    out[p++] = (v & 0x7f) | 0x80;
    v >>>= 7;
  }
  out[p++] = v;
  return p;
}

/** A signed integer as the unsigned one zigzag coding gives (0, -1, 1, -2… as 0, 1, 2, 3…). */
const zigzag = (v: number): number => (v >= 0 ? v * 2 : -v * 2 - 1);

/** The buffer {@link encodeWindow} writes in before copying out (encodes run one at a time). */
let scratch = new Uint8Array(64 * 1024);

class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}
  varint(): number {
    let result = 0;
    let factor = 1;
    for (;;) {
      const b = this.bytes[this.offset++];
      if (b === undefined) throw new Error('track window is truncated');
      result += (b & 0x7f) * factor;
      if (b < 0x80) return result;
      factor *= 0x80;
    }
  }
  signed(): number {
    const v = this.varint();
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  }
}

/** Encodes samples (all inside one window starting at `windowMs`). */
export function encodeWindow(windowMs: number, track: TrackColumns): Uint8Array {
  const room = maxWindowBytes(track.atMs.length, track.zYd !== undefined);
  if (scratch.length < room) scratch = new Uint8Array(room * 2);
  return scratch.slice(0, encodeWindowInto(windowMs, track, scratch, 0));
}

/**
 * {@link encodeWindow} into `out` from `offset`, which has room for {@link maxWindowBytes};
 * returns where the window ended (a caller packing many windows in one buffer).
 */
export function encodeWindowInto(
  windowMs: number,
  track: TrackColumns,
  out: Uint8Array,
  offset: number,
): number {
  const { atMs, xYd, yYd, zYd } = track;
  const n = atMs.length;
  let p = offset;
  out[p++] = FORMAT_VERSION;
  out[p++] = zYd ? HAS_Z : 0;
  p = putVarint(out, p, n);
  let t = windowMs;
  let x = 0;
  let y = 0;
  let h = 0;
  for (let i = 0; i < n; i++) {
    const ti = Math.round(atMs[i] ?? 0);
    const xi = Math.round((xYd[i] ?? 0) * UNITS_PER_YD);
    const yi = Math.round((yYd[i] ?? 0) * UNITS_PER_YD);
    p = putVarint(out, p, ti - t);
    p = putVarint(out, p, zigzag(xi - x));
    p = putVarint(out, p, zigzag(yi - y));
    t = ti;
    x = xi;
    y = yi;
    if (zYd) {
      const hi = Math.round((zYd[i] ?? 0) * UNITS_PER_YD);
      p = putVarint(out, p, zigzag(hi - h));
      h = hi;
    }
  }
  return p;
}

/** Decodes a window back into columns. */
export function decodeWindow(entityId: string, windowMs: number, bytes: Uint8Array): TrackColumns {
  const r = new Reader(bytes);
  const version = r.varint();
  if (version !== FORMAT_VERSION) throw new Error(`unknown track window format ${version}`);
  const hasZ = (r.varint() & HAS_Z) !== 0;
  const n = r.varint();
  const atMs = new Float64Array(n);
  const xYd = new Float32Array(n);
  const yYd = new Float32Array(n);
  const zYd = hasZ ? new Float32Array(n) : undefined;
  let t = windowMs;
  let x = 0;
  let y = 0;
  let h = 0;
  for (let i = 0; i < n; i++) {
    t += r.varint();
    x += r.signed();
    y += r.signed();
    atMs[i] = t;
    xYd[i] = x / UNITS_PER_YD;
    yYd[i] = y / UNITS_PER_YD;
    if (zYd) {
      h += r.signed();
      zYd[i] = h / UNITS_PER_YD;
    }
  }
  return zYd ? { entityId, atMs, xYd, yYd, zYd } : { entityId, atMs, xYd, yYd };
}

/** Joins tracks of one entity that follow each other in time. */
export function concatTracks(entityId: string, parts: readonly TrackColumns[]): TrackColumns {
  const n = parts.reduce((sum, p) => sum + p.atMs.length, 0);
  const withZ = parts.some((p) => p.zYd !== undefined);
  const atMs = new Float64Array(n);
  const xYd = new Float32Array(n);
  const yYd = new Float32Array(n);
  const zYd = withZ ? new Float32Array(n) : undefined;
  let offset = 0;
  for (const p of parts) {
    atMs.set(p.atMs, offset);
    xYd.set(p.xYd, offset);
    yYd.set(p.yYd, offset);
    if (zYd && p.zYd) zYd.set(p.zYd, offset);
    offset += p.atMs.length;
  }
  return zYd ? { entityId, atMs, xYd, yYd, zYd } : { entityId, atMs, xYd, yYd };
}

/** The part of a track inside [fromMs, toMs). */
export function sliceTrack(track: TrackColumns, fromMs: number, toMs: number): TrackColumns {
  let a = 0;
  while (a < track.atMs.length && (track.atMs[a] ?? 0) < fromMs) a++;
  let b = a;
  while (b < track.atMs.length && (track.atMs[b] ?? 0) < toMs) b++;
  const base = {
    entityId: track.entityId,
    atMs: track.atMs.subarray(a, b),
    xYd: track.xYd.subarray(a, b),
    yYd: track.yYd.subarray(a, b),
  };
  return track.zYd ? { ...base, zYd: track.zYd.subarray(a, b) } : base;
}
