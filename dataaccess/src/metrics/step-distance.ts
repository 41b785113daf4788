/** Unsmoothed geometry of a track: straight step distances between consecutive samples. */

/** Straight distance (yd) from each sample to the previous one; 0 for the first. */
export function stepDistancesYd(
  xYd: Float32Array | readonly number[],
  yYd: Float32Array | readonly number[],
): Float64Array {
  const n = Math.min(xYd.length, yYd.length);
  const out = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    const dx = (xYd[i] ?? 0) - (xYd[i - 1] ?? 0);
    const dy = (yYd[i] ?? 0) - (yYd[i - 1] ?? 0);
    out[i] = Math.sqrt(dx * dx + dy * dy);
  }
  return out;
}

/**
 * Speed (yd/s) of each sample by a plain central difference of positions, one-sided at
 * the ends: the baseline the engine's filter is measured against.
 */
export function centralDifferenceSpeedYps(
  atMs: Float64Array,
  xYd: Float32Array,
  yYd: Float32Array,
): Float64Array {
  const n = atMs.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = i > 0 ? i - 1 : 0;
    const b = i < n - 1 ? i + 1 : n - 1;
    if (b === a) continue;
    const dx = (xYd[b] ?? 0) - (xYd[a] ?? 0);
    const dy = (yYd[b] ?? 0) - (yYd[a] ?? 0);
    out[i] = Math.sqrt(dx * dx + dy * dy) / (((atMs[b] ?? 0) - (atMs[a] ?? 0)) / 1000);
  }
  return out;
}
