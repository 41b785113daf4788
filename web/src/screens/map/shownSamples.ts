/**
 * The samples the map has been handed, per entity, kept beside the renderer's GPU rings so
 * the screen can say where a player is at any drawn time: the camera follows a player from
 * it, and the browser tests find a player's dot through it. Plain arrays of the last 90 s:
 * a few hundred numbers per entity.
 */

/** Samples older than this before the newest are dropped (the renderer keeps 90 s). */
const KEEP_MS = 90_000;

interface Column {
  atMs: number[];
  xYd: number[];
  yYd: number[];
}

/** Samples per entity, appended in time order as the renderer takes them. */
export class ShownSamples {
  private readonly byId = new Map<string, Column>();

  /** Forgets every sample (a jump on the timeline). */
  clear(): void {
    this.byId.clear();
  }

  /** The newest sample time of an entity, or -Infinity. */
  newestMs(id: string): number {
    return this.byId.get(id)?.atMs.at(-1) ?? -Infinity;
  }

  /**
   * Appends the samples strictly after the entity's newest (what the renderer keeps too);
   * answers how many were new.
   */
  append(
    id: string,
    atMs: ArrayLike<number>,
    xYd: ArrayLike<number>,
    yYd: ArrayLike<number>,
  ): number {
    let column = this.byId.get(id);
    if (column === undefined) {
      column = { atMs: [], xYd: [], yYd: [] };
      this.byId.set(id, column);
    }
    let newest = column.atMs.at(-1) ?? -Infinity;
    let added = 0;
    for (let i = 0; i < atMs.length; i++) {
      const t = atMs[i] ?? -Infinity;
      if (t <= newest) continue;
      column.atMs.push(t);
      column.xYd.push(xYd[i] ?? 0);
      column.yYd.push(yYd[i] ?? 0);
      newest = t;
      added++;
    }
    let drop = 0;
    while (drop < column.atMs.length && (column.atMs[drop] ?? 0) < newest - KEEP_MS) drop++;
    if (drop > 0) {
      column.atMs.splice(0, drop);
      column.xYd.splice(0, drop);
      column.yYd.splice(0, drop);
    }
    return added;
  }

  /**
   * Where an entity is at `atMs`: between its two samples around it (straight line), at its
   * first or last when `atMs` is outside them by at most a second; null otherwise.
   */
  positionAt(id: string, atMs: number): readonly [number, number] | null {
    const column = this.byId.get(id);
    if (column === undefined || column.atMs.length === 0) return null;
    const { atMs: t, xYd: x, yYd: y } = column;
    let hi = 0;
    while (hi < t.length && (t[hi] ?? 0) < atMs) hi++;
    if (hi === 0) return (t[0] ?? 0) - atMs <= 1000 ? [x[0] ?? 0, y[0] ?? 0] : null;
    if (hi === t.length) {
      const last = t.length - 1;
      return atMs - (t[last] ?? 0) <= 1000 ? [x[last] ?? 0, y[last] ?? 0] : null;
    }
    const t0 = t[hi - 1] ?? 0;
    const t1 = t[hi] ?? 0;
    const f = t1 > t0 ? (atMs - t0) / (t1 - t0) : 0;
    const lerp = (a: number, b: number) => a + (b - a) * f;
    return [lerp(x[hi - 1] ?? 0, x[hi] ?? 0), lerp(y[hi - 1] ?? 0, y[hi] ?? 0)];
  }

  /** An entity's samples from `fromMs` on, as columns (copies). */
  columns(id: string, fromMs: number): { atMs: number[]; xYd: number[]; yYd: number[] } {
    const column = this.byId.get(id);
    if (column === undefined) return { atMs: [], xYd: [], yYd: [] };
    let a = 0;
    while (a < column.atMs.length && (column.atMs[a] ?? 0) < fromMs) a++;
    return {
      atMs: column.atMs.slice(a),
      xYd: column.xYd.slice(a),
      yYd: column.yYd.slice(a),
    };
  }

  /** The ids with samples. */
  ids(): string[] {
    return [...this.byId.keys()];
  }
}
