/**
 * The shapes of the rows the lists' calls answer with: the numbers of a session and who a
 * player is. Tables, columns and hooks share them from here.
 */

/** The averages a practices or games row carries (null before metrics exist). */
export interface SessionAverages {
  readonly avgMaxSpeed: number | null;
  readonly avgMaxSustainedSpeed: number | null;
  readonly avgTotalDistance: number | null;
  readonly avgAccels: number | null;
  readonly avgDecels: number | null;
}

/** One player's numbers of a session (null before metrics exist). */
export interface SessionNumbers {
  readonly maxSpeed: number | null;
  readonly maxSustainedSpeed: number | null;
  readonly totalDistance: number | null;
  readonly accels: number | null;
  readonly decels: number | null;
}

/** What a player row carries for the player columns. */
export interface PlayerHead {
  readonly name: string;
  readonly jersey: string;
  readonly position: string;
}
