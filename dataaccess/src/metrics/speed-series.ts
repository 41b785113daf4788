/**
 * The filtered speed of every processed sample, for the velocity graph, stored in
 * fixed-size chunks so that a two-hour session never copies what it already holds.
 */

const CHUNK = 8192;

/** Append-only series of (epoch ms, speed yd/s). */
export class SpeedSeries {
  private readonly atChunks: Float64Array[] = [];
  private readonly speedChunks: Float32Array[] = [];
  private used = CHUNK;

  /** Appends `atMs[from..to)` and `speedYps[from..to)`. */
  append(atMs: Float64Array, speedYps: Float64Array, from: number, to: number): void {
    let p = from;
    while (p < to) {
      if (this.used === CHUNK) {
        this.atChunks.push(new Float64Array(CHUNK));
        this.speedChunks.push(new Float32Array(CHUNK));
        this.used = 0;
      }
      const n = Math.min(to - p, CHUNK - this.used);
      const k = this.atChunks.length - 1;
      (this.atChunks[k] as Float64Array).set(atMs.subarray(p, p + n), this.used);
      (this.speedChunks[k] as Float32Array).set(speedYps.subarray(p, p + n), this.used);
      this.used += n;
      p += n;
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
