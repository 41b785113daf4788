/**
 * The Big Data Bowl reference files that sit beside a coords file: players (names and
 * positions by NFL id) and plays (descriptions by game and play).
 */
import { columnIndex, readLines, splitDelimitedLine } from './delimited';

/** What the BDB players file says about one player. */
export interface BdbPlayerInfo {
  readonly name: string;
  readonly position: string;
}

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

/** Play descriptions keyed `gameId:playId` from a BDB `plays` CSV. */
export async function readBdbPlays(path: string): Promise<Map<string, string>> {
  const plays = new Map<string, string>();
  await readCsv(path, ['gameId', 'playId', 'playDescription'], (f, col) => {
    const key = `${Number(f[col.get('gameId') ?? -1])}:${Number(f[col.get('playId') ?? -1])}`;
    plays.set(key, f[col.get('playDescription') ?? -1] ?? '');
  });
  return plays;
}
