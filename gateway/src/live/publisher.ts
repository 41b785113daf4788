/**
 * The owner's side of a topic: the node holding the topic's lease turns each polled state
 * into the frame to publish. It numbers states by (epoch, seq), encodes each delta once,
 * starts a new epoch (with a snapshot) when columns change shape, and publishes a checkpoint
 * snapshot now and then so a node that starts following late finds a recent base.
 */
import { randomInt } from 'node:crypto';
import {
  columnsExtend,
  diffTable,
  encodeTable,
  live,
  type TableData,
  type TopicTables,
} from '../../../proto';

/** Deltas between two checkpoint snapshots. */
export const CHECKPOINT_EVERY = 30;

/** Encodes a topic's successive states as snapshot and delta frames. */
export class TopicPublisher {
  epoch = randomInt(1, 2 ** 31);
  seq = 0;
  private tables: TopicTables | null = null;
  private resync = false;

  constructor(readonly topic: string) {}

  /** The frames to publish for a new state: none when nothing changed. */
  next(tables: TopicTables, fetchedAtMs: number): Uint8Array[] {
    const previous = this.tables;
    if (previous === null) return [this.start(tables, fetchedAtMs)];
    const compatible = [...previous].every(([name, t]) => {
      const next = tables.get(name);
      return next === undefined || columnsExtend(t.columns, next.columns);
    });
    if (!compatible) {
      this.epoch = (this.epoch % (2 ** 31 - 1)) + 1;
      return [this.start(tables, fetchedAtMs)];
    }
    const changed: live.Table.$Properties[] = [];
    for (const [name, next] of tables) {
      const d = diffTable(name, previous.get(name), next);
      if (d) changed.push(d);
    }
    // A table the source no longer gives is emptied, not dropped: viewers keep it with its
    // columns, so when it comes back its rows arrive as a delta against those columns.
    const kept = new Map(tables);
    for (const [name, old] of previous) {
      if (tables.has(name)) continue;
      kept.set(name, { columns: old.columns, rows: new Map() });
      if (old.rows.size > 0)
        changed.push({ name, columns: [], rows: [], removed: [...old.rows.keys()] });
    }
    this.tables = kept;
    if (changed.length === 0) return [];
    this.seq += 1;
    const delta = live.ServerMessage.encode({
      delta: {
        topic: this.topic,
        position: { epoch: this.epoch, seq: this.seq },
        tables: changed,
        fetchedAtMs,
      },
    }).finish();
    const checkpoint = this.seq % CHECKPOINT_EVERY === 0 || this.resync;
    this.resync = false;
    return checkpoint
      ? [delta, snapshotFrame(this.topic, this.epoch, this.seq, kept, fetchedAtMs)]
      : [delta];
  }

  /**
   * A frame did not reach the bus: the next delta is followed by a checkpoint snapshot, so
   * the nodes that missed a frame (and dropped their state at the gap) have a base again at
   * once instead of at the next regular checkpoint.
   */
  lost(): void {
    this.resync = true;
  }

  /** A freshness notice of the topic. */
  freshness(stale: boolean, reason: string, sinceMs: number): Uint8Array {
    return live.ServerMessage.encode({
      freshness: { topic: this.topic, stale, reason, sinceMs },
    }).finish();
  }

  private start(tables: TopicTables, fetchedAtMs: number): Uint8Array {
    this.tables = tables;
    this.seq = 1;
    return snapshotFrame(this.topic, this.epoch, this.seq, tables, fetchedAtMs);
  }
}

/** An encoded snapshot of a state. */
export function snapshotFrame(
  topic: string,
  epoch: number,
  seq: number,
  tables: ReadonlyMap<string, TableData>,
  fetchedAtMs: number,
): Uint8Array {
  return live.ServerMessage.encode({
    snapshot: {
      topic,
      position: { epoch, seq },
      tables: [...tables].map(([name, t]) => encodeTable(name, t)),
      fetchedAtMs,
    },
  }).finish();
}
