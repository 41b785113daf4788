/**
 * Reads a tracking file of either public format into sessions, one per play, streaming
 * line by line: the NFL Big Data Bowl 2023 CSV (coords, with the players and plays files
 * beside it when present) and the Next Gen Stats highlight TSV.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { columnIndex, parseUtcMs, readLines, splitDelimitedLine } from './delimited';
import {
  readBdbGames,
  readBdbPlayers,
  readBdbPlays,
  type BdbGameInfo,
  type BdbPlayerInfo,
  type BdbPlayInfo,
} from './bdb-reference';
import {
  BALL_KEY,
  TrackingSessionBuilder,
  type TrackingRow,
  type TrackingSession,
} from './tracking-session';

/** The tracking file formats the importers understand. */
export type TrackingFormat = 'bdb-csv' | 'ngs-tsv';

/** Options of {@link readTrackingFile}. */
export interface ReadTrackingOptions {
  /** BDB players file; by default `players` in place of `coords` beside the coords file. */
  readonly playersPath?: string;
  /** BDB plays file; by default `plays` in place of `coords` beside the coords file. */
  readonly playsPath?: string;
  /** BDB games file; by default `games` in place of `coords` beside the coords file. */
  readonly gamesPath?: string;
}

const BDB_REQUIRED = ['gameId', 'playId', 'nflId', 'frameId', 'time', 'team', 'x', 'y', 's'];
const NGS_REQUIRED = ['gameId', 'playId', 'frame', 'displayName', 'nflId', 'time', 'x', 'y', 's'];

/** The format of a file from its header line; null when it is neither format. */
export function detectTrackingFormat(headerLine: string): TrackingFormat | null {
  if (headerLine.includes('\t')) {
    const names = splitDelimitedLine(headerLine, '\t');
    return NGS_REQUIRED.every((n) => names.includes(n)) ? 'ngs-tsv' : null;
  }
  const names = splitDelimitedLine(headerLine, ',');
  return BDB_REQUIRED.every((n) => names.includes(n)) ? 'bdb-csv' : null;
}

function besideCoords(coordsPath: string, kind: 'players' | 'plays' | 'games'): string | undefined {
  const dir = dirname(coordsPath);
  const name = basename(coordsPath);
  const candidates = [
    name.includes('coords') ? name.replace('coords', kind) : undefined,
    `${kind}.csv`,
  ];
  for (const c of candidates) {
    if (c !== undefined && c !== name && existsSync(join(dir, c))) return join(dir, c);
  }
  return undefined;
}

const toNumber = (text: string | undefined): number =>
  text === undefined || text === '' || text === 'NA' ? Number.NaN : Number(text);

const idText = (text: string | undefined): string => {
  const n = toNumber(text);
  return Number.isFinite(n) ? String(n) : (text ?? '');
};

/**
 * Yields the plays of a tracking file in file order. Rows of one play must be contiguous
 * (both public formats are sorted by game and play); a play that reappears later is an error.
 */
export async function* readTrackingFile(
  path: string,
  options: ReadTrackingOptions = {},
): AsyncGenerator<TrackingSession> {
  if (!existsSync(path)) throw new Error(`tracking file not found: ${path}`);
  const lines = readLines(path);
  const first = await lines.next();
  const headerLine = first.done === true ? '' : first.value;
  const format = detectTrackingFormat(headerLine);
  if (format === null) {
    await lines.return(undefined);
    throw new Error(
      `${path}: unknown tracking format (expected a Big Data Bowl coords CSV or a Next Gen Stats TSV)`,
    );
  }
  const delimiter = format === 'ngs-tsv' ? '\t' : ',';
  const header = splitDelimitedLine(headerLine, delimiter);
  const col = columnIndex(header, format === 'ngs-tsv' ? NGS_REQUIRED : BDB_REQUIRED, path);
  const at = (name: string): number => col.get(name) ?? -1;
  const c = {
    gameId: at('gameId'),
    playId: at('playId'),
    nflId: at('nflId'),
    frame: format === 'ngs-tsv' ? at('frame') : at('frameId'),
    time: at('time'),
    jersey: at('jerseyNumber'),
    team: format === 'ngs-tsv' ? at('teamAbbr') : at('team'),
    name: at('displayName'),
    esbId: at('esbId'),
    gsisId: at('gsisId'),
    position: at('position'),
    x: at('x'),
    y: at('y'),
    s: at('s'),
    dis: at('dis'),
    event: at('event'),
    description: at('playDescription'),
    homeFlag: at('homeTeamFlag'),
    season: at('season'),
    week: at('week'),
    seasonType: at('seasonType'),
    quarter: at('quarter'),
    gameClock: at('gameClock'),
  };
  const hasDis = c.dis >= 0;

  let bdbPlayers = new Map<number, BdbPlayerInfo>();
  let bdbPlays = new Map<string, BdbPlayInfo>();
  let bdbGames = new Map<string, BdbGameInfo>();
  if (format === 'bdb-csv') {
    const playersPath = options.playersPath ?? besideCoords(path, 'players');
    const playsPath = options.playsPath ?? besideCoords(path, 'plays');
    const gamesPath = options.gamesPath ?? besideCoords(path, 'games');
    if (playersPath !== undefined) bdbPlayers = await readBdbPlayers(playersPath);
    if (playsPath !== undefined) bdbPlays = await readBdbPlays(playsPath);
    if (gamesPath !== undefined) bdbGames = await readBdbGames(gamesPath);
  }

  const done = new Set<string>();
  let builder: TrackingSessionBuilder | null = null;
  let builderKey = '';
  const row: TrackingRow = {
    entityKey: '',
    frameId: 0,
    atMs: 0,
    xYd: 0,
    yYd: 0,
    speedYps: 0,
    disYd: 0,
    event: '',
  };
  let lineNumber = 1;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    const f = splitDelimitedLine(line, delimiter);
    const gameId = idText(f[c.gameId]);
    const playId = idText(f[c.playId]);
    const key = `${gameId}:${playId}`;
    if (key !== builderKey) {
      if (builder) {
        done.add(builderKey);
        yield builder.build(hasDis);
      }
      if (done.has(key)) {
        throw new Error(`${path}:${lineNumber}: rows of play ${key} are not contiguous`);
      }
      builderKey = key;
      const play = bdbPlays.get(key);
      builder = new TrackingSessionBuilder(gameId, playId, play?.description ?? '');
      Object.assign(builder.context, bdbPlayContext(play, bdbGames.get(gameId)));
      if (format === 'ngs-tsv') Object.assign(builder.context, ngsPlayContext(f, c));
    }
    const nflId = toNumber(f[c.nflId]);
    const name = c.name >= 0 ? (f[c.name] ?? '') : '';
    const team = f[c.team] ?? '';
    const isBall = !Number.isFinite(nflId) || team === 'football' || name === 'ball';
    row.entityKey = isBall ? BALL_KEY : String(nflId);
    row.frameId = toNumber(f[c.frame]);
    row.atMs = parseUtcMs(f[c.time] ?? '');
    row.xYd = toNumber(f[c.x]);
    row.yYd = toNumber(f[c.y]);
    row.speedYps = toNumber(f[c.s]);
    row.disYd = hasDis ? toNumber(f[c.dis]) : Number.NaN;
    row.event = c.event >= 0 ? (f[c.event] ?? '').trim() : '';
    if (!Number.isFinite(row.atMs) || !Number.isFinite(row.xYd) || !Number.isFinite(row.yYd)) {
      throw new Error(`${path}:${lineNumber}: unreadable time or position`);
    }
    if (builder && c.description >= 0 && builder.description === '') {
      builder.description = f[c.description] ?? '';
    }
    // NGS rows say which side each player is on: 1 for the home team.
    if (builder && !isBall && c.homeFlag >= 0 && team !== '') {
      const flag = toNumber(f[c.homeFlag]);
      if (flag === 1) builder.context.homeTeam ??= team;
      else if (flag === 0) builder.context.visitorTeam ??= team;
    }
    builder?.addRow(row);
    if (!isBall && builder && !builder.hasPlayer(nflId)) {
      const info = bdbPlayers.get(nflId);
      builder.addPlayer({
        nflId,
        ...(c.esbId >= 0 && f[c.esbId] ? { esbId: f[c.esbId] } : {}),
        ...(c.gsisId >= 0 && f[c.gsisId] ? { gsisId: f[c.gsisId] } : {}),
        name: name !== '' ? name : (info?.name ?? ''),
        jersey: idText(f[c.jersey]),
        position: c.position >= 0 ? (f[c.position] ?? '') : (info?.position ?? ''),
        team,
      });
    }
  }
  if (builder) yield builder.build(hasDis);
}

/** A play's context from the BDB plays and games files, where they were beside the coords. */
function bdbPlayContext(play: BdbPlayInfo | undefined, game: BdbGameInfo | undefined) {
  return {
    ...(play !== undefined && Number.isFinite(play.quarter) ? { quarter: play.quarter } : {}),
    ...(play !== undefined && play.gameClock !== '' ? { gameClock: play.gameClock } : {}),
    ...(game !== undefined && game.homeTeam !== '' ? { homeTeam: game.homeTeam } : {}),
    ...(game !== undefined && game.visitorTeam !== '' ? { visitorTeam: game.visitorTeam } : {}),
    ...(game !== undefined && Number.isFinite(game.season) ? { season: game.season } : {}),
    ...(game !== undefined && Number.isFinite(game.week) ? { week: game.week } : {}),
  };
}

/** A column's text on a row, '' where the file has no such column or says NA. */
function text(f: string[], index: number): string {
  const value = index >= 0 ? (f[index] ?? '').trim() : '';
  return value === 'NA' ? '' : value;
}

/** A play's context from the first NGS row of the play (every row repeats it). */
function ngsPlayContext(
  f: string[],
  c: Record<'season' | 'week' | 'seasonType' | 'quarter' | 'gameClock', number>,
) {
  const season = toNumber(text(f, c.season));
  const week = toNumber(text(f, c.week));
  const quarter = toNumber(text(f, c.quarter));
  const seasonType = text(f, c.seasonType);
  const gameClock = text(f, c.gameClock);
  return {
    ...(Number.isFinite(season) ? { season } : {}),
    ...(Number.isFinite(week) ? { week } : {}),
    ...(Number.isFinite(quarter) ? { quarter } : {}),
    ...(seasonType !== '' ? { seasonType } : {}),
    ...(gameClock !== '' ? { gameClock } : {}),
  };
}
