/**
 * The shape every importer produces: one play of a tracking file, with column-wise tracks
 * per entity, and the session builder that assembles it row by row.
 */
import type { TrackColumns } from '../../../domain';

/** Entity key of the ball in {@link TrackingSession.tracks}-style maps. */
export const BALL_KEY = 'ball';

/** A person on the field, as the file describes them. */
export interface TrackingPlayer {
  /** NFL id (numeric, up to 7 digits). */
  readonly nflId: number;
  /** Next Gen Stats ids, where the file has them. */
  readonly esbId?: string;
  readonly gsisId?: string;
  readonly name: string;
  readonly jersey: string;
  readonly position: string;
  /** Team abbreviation (or `home`/`away` as the file writes it). */
  readonly team: string;
}

/** An event the file marks on a frame (`ball_snap`, `pass_forward`, `tackle`, ...). */
export interface TrackingEvent {
  readonly frameId: number;
  readonly atMs: number;
  readonly event: string;
}

/**
 * What a file says about a play's game beyond the positions, where it says it: the NGS
 * columns of every row, or the BDB plays and games files beside the coords.
 */
export interface PlayContext {
  /** Team abbreviations as the file writes them. */
  homeTeam?: string;
  visitorTeam?: string;
  season?: number;
  week?: number;
  /** 'PRE', 'REG' or 'POST'. */
  seasonType?: string;
  /** Quarter of the snap, 5 for overtime. */
  quarter?: number;
  /** Game clock at the snap ('12:20'). */
  gameClock?: string;
}

/** One play of a tracking file. Player tracks are keyed by `String(nflId)`. */
export interface TrackingSession {
  readonly gameId: string;
  readonly playId: string;
  /** The play's description where the file (or the BDB plays file) has one, else ''. */
  readonly description: string;
  readonly players: TrackingPlayer[];
  readonly ball: TrackColumns | null;
  readonly tracks: Map<string, TrackColumns>;
  /** The file's frame number of each sample, per entity (same order as the track). */
  readonly frameIds: Map<string, Int32Array>;
  readonly events: TrackingEvent[];
  readonly context: PlayContext;
  /** The file's own speed column `s` (yd/s), per entity, per sample. */
  readonly sourceSpeedYps?: Map<string, Float32Array>;
  /** The file's own step distance column `dis` (yd), per entity, per sample (BDB only). */
  readonly sourceDisYd?: Map<string, Float32Array>;
}

/** One parsed row of any format. */
export interface TrackingRow {
  entityKey: string;
  frameId: number;
  atMs: number;
  xYd: number;
  yYd: number;
  speedYps: number;
  disYd: number;
  event: string;
}

class Columns {
  frameId: number[] = [];
  atMs: number[] = [];
  xYd: number[] = [];
  yYd: number[] = [];
  speedYps: number[] = [];
  disYd: number[] = [];
}

/** Collects rows of one play and turns them into a {@link TrackingSession}. */
export class TrackingSessionBuilder {
  private readonly columns = new Map<string, Columns>();
  private readonly players = new Map<number, TrackingPlayer>();
  private readonly events = new Map<string, TrackingEvent>();
  /** Filled in by the reader as rows or reference files tell. */
  readonly context: PlayContext = {};

  constructor(
    readonly gameId: string,
    readonly playId: string,
    /** The play's description, filled in when a row carries it. */
    public description: string,
  ) {}

  /** Whether the player is already known. */
  hasPlayer(nflId: number): boolean {
    return this.players.has(nflId);
  }

  /** Adds a player the first time it is seen. */
  addPlayer(player: TrackingPlayer): void {
    if (!this.players.has(player.nflId)) this.players.set(player.nflId, player);
  }

  /** Adds one sample row. */
  addRow(row: TrackingRow): void {
    let c = this.columns.get(row.entityKey);
    if (!c) {
      c = new Columns();
      this.columns.set(row.entityKey, c);
    }
    c.frameId.push(row.frameId);
    c.atMs.push(row.atMs);
    c.xYd.push(row.xYd);
    c.yYd.push(row.yYd);
    c.speedYps.push(row.speedYps);
    c.disYd.push(row.disYd);
    if (row.event !== '' && row.event !== 'None') {
      const key = `${row.frameId}:${row.event}`;
      if (!this.events.has(key)) {
        this.events.set(key, { frameId: row.frameId, atMs: row.atMs, event: row.event });
      }
    }
  }

  /** The finished session; samples of each entity sorted by time, duplicates dropped. */
  build(hasDis: boolean): TrackingSession {
    const tracks = new Map<string, TrackColumns>();
    const frameIds = new Map<string, Int32Array>();
    const sourceSpeedYps = new Map<string, Float32Array>();
    const sourceDisYd = new Map<string, Float32Array>();
    let ball: TrackColumns | null = null;
    for (const [key, c] of this.columns) {
      const order = c.atMs.map((_, i) => i).sort((a, b) => (c.atMs[a] ?? 0) - (c.atMs[b] ?? 0));
      const kept = order.filter((i, k) => k === 0 || c.atMs[i] !== c.atMs[order[k - 1] ?? i]);
      const pick = (values: number[]): number[] => kept.map((i) => values[i] ?? Number.NaN);
      const track: TrackColumns = {
        entityId: key,
        atMs: Float64Array.from(pick(c.atMs)),
        xYd: Float32Array.from(pick(c.xYd)),
        yYd: Float32Array.from(pick(c.yYd)),
      };
      frameIds.set(key, Int32Array.from(pick(c.frameId)));
      sourceSpeedYps.set(key, Float32Array.from(pick(c.speedYps)));
      if (hasDis) sourceDisYd.set(key, Float32Array.from(pick(c.disYd)));
      if (key === BALL_KEY) ball = track;
      else tracks.set(key, track);
    }
    const events = [...this.events.values()].sort((a, b) => a.frameId - b.frameId);
    return {
      gameId: this.gameId,
      playId: this.playId,
      description: this.description,
      players: [...this.players.values()].filter((p) => tracks.has(String(p.nflId))),
      ball,
      tracks,
      frameIds,
      events,
      context: { ...this.context },
      sourceSpeedYps,
      ...(hasDis ? { sourceDisYd } : {}),
    };
  }
}
