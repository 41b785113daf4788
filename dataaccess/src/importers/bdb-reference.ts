/**
 * The Big Data Bowl reference files that sit beside a coords file: players (names and
 * positions by NFL id), plays (description, quarter and clock by game and play) and games
 * (home and visiting team, season and week by game).
 */
import { columnIndex, readLines, splitDelimitedLine } from './delimited';

/** What the BDB players file says about one player. */
export interface BdbPlayerInfo {
  readonly name: string;
  readonly position: string;
}

const numberOf = (text: string | undefined): number =>
  text === undefined || text.trim() === '' || text === 'NA' ? Number.NaN : Number(text);

async function readCsv(
  path: string,
  required: string[],
  onRow: (f: string[], col: Map<string, number>) => void,
): Promise<void> {
  let col: Map<string, number> | null = null;
  for await (const line of readLines(path)) {
    if (line.trim() === '') continue;
    const fields = splitDelimitedLine(line, ',');
    if (col === null) col = columnIndex(fields, required, path);
    else onRow(fields, col);
  }
}

/** Names and positions by NFL id from a BDB `players` CSV. */
export async function readBdbPlayers(path: string): Promise<Map<number, BdbPlayerInfo>> {
  const players = new Map<number, BdbPlayerInfo>();
  await readCsv(path, ['nflId', 'displayName'], (f, col) => {
    const nflId = Number(f[col.get('nflId') ?? -1]);
    if (!Number.isFinite(nflId)) return;
    const positionAt = col.get('officialPosition') ?? col.get('position') ?? -1;
    players.set(nflId, {
      name: f[col.get('displayName') ?? -1] ?? '',
      position: f[positionAt] ?? '',
    });
  });
  return players;
}

/** What the BDB plays file says about one play. */
export interface BdbPlayInfo {
  readonly description: string;
  /** Quarter (5 for overtime); NaN when the file leaves it out. */
  readonly quarter: number;
  /** Game clock at the snap as the file writes it ('03:44'), or ''. */
  readonly gameClock: string;
}

/** Plays keyed `gameId:playId` from a BDB `plays` CSV. */
export async function readBdbPlays(path: string): Promise<Map<string, BdbPlayInfo>> {
  const plays = new Map<string, BdbPlayInfo>();
  await readCsv(path, ['gameId', 'playId', 'playDescription'], (f, col) => {
    const key = `${Number(f[col.get('gameId') ?? -1])}:${Number(f[col.get('playId') ?? -1])}`;
    plays.set(key, {
      description: f[col.get('playDescription') ?? -1] ?? '',
      quarter: numberOf(f[col.get('quarter') ?? -1]),
      gameClock: f[col.get('gameClock') ?? -1] ?? '',
    });
  });
  return plays;
}

/** What the BDB games file says about one game. */
export interface BdbGameInfo {
  readonly homeTeam: string;
  readonly visitorTeam: string;
  readonly season: number;
  readonly week: number;
}

/** Games keyed by `gameId` from a BDB `games` CSV. */
export async function readBdbGames(path: string): Promise<Map<string, BdbGameInfo>> {
  const games = new Map<string, BdbGameInfo>();
  await readCsv(path, ['gameId', 'homeTeamAbbr', 'visitorTeamAbbr'], (f, col) => {
    games.set(String(Number(f[col.get('gameId') ?? -1])), {
      homeTeam: f[col.get('homeTeamAbbr') ?? -1] ?? '',
      visitorTeam: f[col.get('visitorTeamAbbr') ?? -1] ?? '',
      season: numberOf(f[col.get('season') ?? -1]),
      week: numberOf(f[col.get('week') ?? -1]),
    });
  });
  return games;
}
