/**
 * The rows of the player calls (02 §2 Player page, 02 §7 playerlist, 02 §2 Team performance
 * player tab): who a player is, with the averages of their sessions or their own numbers of
 * each session. Each is the `result` of its call in the manifest (domain/calls.ts).
 */
import { z } from 'zod';

/** A player's averages over their stored sessions (null before any). */
const playerAverages = {
  avgMaxSpeed: z.number().nullable(),
  avgMaxSustainedSpeed: z.number().nullable(),
  avgTotalDistance: z.number().nullable(),
  avgAccels: z.number().nullable(),
  avgDecels: z.number().nullable(),
};

/** Who a player is, as the player columns show it. */
const playerIdentity = {
  id: z.string(),
  name: z.string(),
  jersey: z.string(),
  position: z.string(),
};

/** Where a player belongs: the team's abbreviation and league are null for a team unknown. */
const playerTeam = {
  status: z.string(),
  teamId: z.string(),
  teamAbbr: z.string().nullable(),
  league: z.string().nullable(),
};

/** playerlist: a player with the averages of all their sessions (02 §7, 01 §2.3). */
export const playerListRow = z.object({ ...playerIdentity, ...playerTeam, ...playerAverages });
export type PlayerListRow = z.output<typeof playerListRow>;

/** teamplayers/{teamId}/{event}: a player's averages over the team's sessions in a range. */
export const teamPlayerRow = z.object({
  ...playerIdentity,
  /** How many of the sessions the player was tracked in. */
  sessions: z.number(),
  ...playerAverages,
});
export type TeamPlayerRow = z.output<typeof teamPlayerRow>;

/** player/{playerId}: the Player page's head (02 §3 Player summary). */
export const playerSummaryRow = z.object({
  ...playerIdentity,
  ...playerTeam,
  nflId: z.string().nullable(),
});
export type PlayerSummary = z.output<typeof playerSummaryRow>;

/**
 * player/{playerId}/{event}: a practice or game with the player's own numbers (02 §3 Player
 * practice row, Player game row); a game adds the side the player played on (league,
 * isHome, opponentTeamId, the points and the result once complete).
 */
export const playerSessionRow = z.object({
  gameId: z.string(),
  /** The player's side. */
  teamId: z.string(),
  name: z.string(),
  startTime: z.number(),
  endTime: z.number().nullable(),
  status: z.string(),
  intensity: z.string().nullable(),
  league: z.string().optional(),
  isHome: z.boolean().optional(),
  opponentTeamId: z.string().optional(),
  ownPoints: z.number().nullable().optional(),
  opponentPoints: z.number().nullable().optional(),
  result: z.enum(['W', 'L', 'T']).nullable().optional(),
  maxSpeed: z.number().nullable(),
  maxSustainedSpeed: z.number().nullable(),
  totalDistance: z.number().nullable(),
  accels: z.number().nullable(),
  decels: z.number().nullable(),
});
export type PlayerSession = z.output<typeof playerSessionRow>;

/** A row of player/{playerId}/games: every game field present. */
export type PlayerGameSession = PlayerSession &
  Required<
    Pick<
      PlayerSession,
      'league' | 'isHome' | 'opponentTeamId' | 'ownPoints' | 'opponentPoints' | 'result'
    >
  >;

/** Whether a row of player/{playerId}/{event} is a game's (carries the player's side). */
export const isPlayerGame = (row: PlayerSession): row is PlayerGameSession =>
  row.isHome !== undefined;
