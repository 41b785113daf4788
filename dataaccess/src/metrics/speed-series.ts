/**
 * The filtered speed of every processed sample, for the velocity graph, stored in
 * fixed-size chunks so that a two-hour session never copies what it already holds.
 */

import { IN, KIN, type MotionBuffers } from './motion-buffers';

const CHUNK = 8192;

/** Append-only series of (epoch ms, speed yd/s). */
export class SpeedSeries {
  private readonly atChunks: Float64Array[] = [];
  private readonly speedChunks: Float32Array[] = [];
  private used = CHUNK;

  /** Appends the time and filtered speed of buffer positions `[from, to)`. */
  append(b: MotionBuffers, from: number, to: number): void {
    const { inp, kin } = b;
    let p = from;
    while (p < to) {
      if (this.used === CHUNK) {
        this.atChunks.push(new Float64Array(CHUNK));
        this.speedChunks.push(new Float32Array(CHUNK));
        this.used = 0;
      }
      const end = Math.min(to, p + CHUNK - this.used);
      const k = this.atChunks.length - 1;
      const atChunk = this.atChunks[k] as Float64Array;
      const speedChunk = this.speedChunks[k] as Float32Array;
      // A plain copy: no subarray views to allocate on every batch.
      let j = this.used;
      for (; p < end; p++, j++) {
        atChunk[j] = inp[p * IN.stride + IN.t] as number;
        speedChunk[j] = kin[p * KIN.stride + KIN.v] as number;
      }
      this.used = j;
    }
  }

  /** Every `everyNth` entry, oldest first. */
  read(everyNth: number): { atMs: number[]; speedYps: number[] } {
    const step = Math.max(1, Math.floor(everyNth));
    const atMs: number[] = [];
    const speedYps: number[] = [];
    const total = this.atChunks.length === 0 ? 0 : (this.atChunks.length - 1) * CHUNK + this.used;
    for (let i = 0; i < total; i += step) {
      const k = Math.floor(i / CHUNK);
      const j = i - k * CHUNK;
      atMs.push((this.atChunks[k] as Float64Array)[j] as number);
      speedYps.push((this.speedChunks[k] as Float32Array)[j] as number);
    }
    return { atMs, speedYps };
  }
}
