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

  /** Appends the first `count` times (epoch ms) and speeds (yd/s). */
  append(atMs: Float64Array, speedYps: Float32Array, count: number): void {
    let from = 0;
    while (from < count) {
      if (this.used === CHUNK) {
        this.atChunks.push(new Float64Array(CHUNK));
        this.speedChunks.push(new Float32Array(CHUNK));
        this.used = 0;
      }
      const to = Math.min(count, from + CHUNK - this.used);
      const k = this.atChunks.length - 1;
      (this.atChunks[k] as Float64Array).set(atMs.subarray(from, to), this.used);
      (this.speedChunks[k] as Float32Array).set(speedYps.subarray(from, to), this.used);
      this.used += to - from;
      from = to;
    }
  }

  /** Bytes of the chunks allocated so far (a chunk is allocated whole). */
  heldBytes(): number {
    return (
      this.atChunks.length *
      CHUNK *
      (Float64Array.BYTES_PER_ELEMENT + Float32Array.BYTES_PER_ELEMENT)
    );
  }

  /**
   * One point per `everyNth` entries, oldest first: the fastest entry of each group (its
   * time and speed), so a sprint shorter than a group still shows at its true peak.
   */
  read(everyNth: number): { atMs: number[]; speedYps: number[] } {
    const step = Math.max(1, Math.floor(everyNth));
    const atMs: number[] = [];
    const speedYps: number[] = [];
    const total = this.atChunks.length === 0 ? 0 : (this.atChunks.length - 1) * CHUNK + this.used;
    const at = (i: number) => (this.atChunks[Math.floor(i / CHUNK)] as Float64Array)[i % CHUNK];
    const speed = (i: number) =>
      (this.speedChunks[Math.floor(i / CHUNK)] as Float32Array)[i % CHUNK] as number;
    for (let first = 0; first < total; first += step) {
      let best = first;
      for (let i = first + 1; i < Math.min(total, first + step); i++) {
        if (speed(i) > speed(best)) best = i;
      }
      atMs.push(at(best) as number);
      speedYps.push(speed(best));
    }
    return { atMs, speedYps };
  }
}
