/**
 * Imports the plays of tracking files into past games. Every game of the file becomes one
 * completed game session (`nfl-{gameId}`) between its home and visiting teams, and every
 * play a period of it, with its description, quarter, clock and the file's events. Players
 * are matched by NFL id, then Next Gen Stats esbId, then gsisId; a player not yet known is
 * created on the roster of the team the file gives, with those ids, jersey and position.
 * The ball is stored as the entity `ball`.
 *
 * One play is one transaction: the game's events and read model, the players and the
 * positions through the ingest's store, so a play that breaks a rule keeps nothing and the
 * plays before it stay. A play imported before is left alone, so a file can be imported
 * again. Plays of one game go in time order (the ingest's rule per entity). The metrics of
 * each game that gained plays are computed and kept at the end.
 */
import type { Transaction } from 'kysely';
import { playPeriodName, proTeamByAbbr, type Team, type TrackColumns } from '../../../domain';
import type { Database, Db } from '../db/schema';
import { sessionPlayerMetrics } from '../live/stored-metrics';
import {
  getSession,
  insertSession,
  runSessionCommand,
  type NewSessionDoc,
  type SessionDoc,
} from '../sessions/sessions';
import { storeTracks, validateBatch } from '../tracks/ingest';
import type { TrackingEvent, TrackingPlayer, TrackingSession } from './tracking-session';

/** Entity id of the ball in an imported game. */
export const IMPORTED_BALL_ID = 'ball';

/** Options of {@link importTrackingPlays}. */
export interface ImportOptions {
  /** Who imports (the event store's actor). */
  readonly actor: string;
  /** Home and visiting team abbreviations, where the file does not say or says otherwise. */
  readonly homeTeam?: string;
  readonly visitorTeam?: string;
  /** The file the plays come from, kept on the game. */
  readonly source?: string;
  readonly nowMs?: number;
  readonly log?: (line: string) => void;
}

/** What an import did to one game. */
export interface ImportedGame {
  readonly sessionId: string;
  readonly gameId: string;
  readonly name: string;
  readonly homeTeamId: string;
  readonly visitorTeamId: string;
  /** True when the file named no home team and none was given: the first team by name was taken. */
  readonly homeAssumed: boolean;
  readonly playsImported: string[];
  /** Plays the game already had. */
  readonly playsSkipped: string[];
  readonly samples: number;
  readonly playersCreated: number;
  readonly playersMatched: number;
}

/** A play that cannot be imported; nothing of it was stored. */
export class ImportRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRejected';
  }
}

/** The session id of an imported game. */
export const importedGameId = (gameId: string): string => `nfl-${gameId}`;

/** One play as a period of the game's session document. */
interface PlayPeriod {
  drillType: string;
  periodType: 'Play';
  playId: string;
  description: string;
  quarter: number | null;
  gameClock: string | null;
  startTs: number;
  endTs: number;
  events: TrackingEvent[];
}

/** The season of a game id of the form yyyymmddnn, else of its start (January and February: the year before). */
function seasonOfGameId(gameId: string, startMs: number): number {
  const date = /^\d{8}/.test(gameId)
    ? { year: Number(gameId.slice(0, 4)), month: Number(gameId.slice(4, 6)) }
    : { year: new Date(startMs).getUTCFullYear(), month: new Date(startMs).getUTCMonth() + 1 };
  return date.month <= 2 ? date.year - 1 : date.year;
}

function teamOf(abbr: string, where: string): Team {
  const team = proTeamByAbbr(abbr);
  if (team === undefined) {
    throw new ImportRejected(`${where}: team '${abbr}' is not a known pro team`);
  }
  return team;
}

/** The play's home and visiting teams: the options, else the file, else the first by name. */
function sidesOf(
  play: TrackingSession,
  options: ImportOptions,
  where: string,
): { home: Team; visitor: Team; assumed: boolean } {
  const named = [...new Set(play.players.map((p) => p.team).filter((t) => t !== ''))];
  const fileTeams = named.map((abbr) => teamOf(abbr, where));
  const given = (abbr: string | undefined): Team | undefined =>
    abbr === undefined ? undefined : teamOf(abbr, where);
  let home = given(options.homeTeam) ?? given(play.context.homeTeam);
  let visitor = given(options.visitorTeam) ?? given(play.context.visitorTeam);
  const others = (team: Team | undefined) =>
    fileTeams
      .filter((t) => t.teamId !== team?.teamId)
      .sort((a, b) => a.teamAbbrName.localeCompare(b.teamAbbrName));
  const assumed = home === undefined && visitor === undefined;
  home ??= others(visitor)[0];
  visitor ??= others(home)[0];
  if (home === undefined || visitor === undefined || home.teamId === visitor.teamId) {
    throw new ImportRejected(
      `${where}: the play needs two teams (found ${named.join(', ') || 'none'}); name them with the home and visitor options`,
    );
  }
  const strangers = fileTeams.filter(
    (t) => t.teamId !== home.teamId && t.teamId !== visitor.teamId,
  );
  if (strangers.length > 0) {
    throw new ImportRejected(
      `${where}: players of ${strangers.map((t) => t.teamAbbrName).join(', ')}, which is neither ${home.teamAbbrName} nor ${visitor.teamAbbrName}`,
    );
  }
  return { home, visitor, assumed };
}

/**
 * The stored player for a file's player: by NFL id, then esbId, then gsisId, filling in ids
 * the record lacks; else a new player on `teamId`'s roster.
 */
async function matchOrCreatePlayer(
  trx: Transaction<Database>,
  player: TrackingPlayer,
  teamId: string,
): Promise<{ playerId: string; created: boolean }> {
  const nflId = String(player.nflId);
  const lookups: ['nfl_id' | 'esb_id' | 'gsis_id', string | undefined][] = [
    ['nfl_id', nflId],
    ['esb_id', player.esbId],
    ['gsis_id', player.gsisId],
  ];
  for (const [column, value] of lookups) {
    if (value === undefined || value === '') continue;
    const row = await trx
      .selectFrom('players')
      .select(['player_id', 'nfl_id', 'esb_id', 'gsis_id'])
      .where(column, '=', value)
      .orderBy('player_id')
      .executeTakeFirst();
    if (row === undefined) continue;
    const fill = {
      ...(row.nfl_id === null ? { nfl_id: nflId } : {}),
      ...(row.esb_id === null && player.esbId !== undefined ? { esb_id: player.esbId } : {}),
      ...(row.gsis_id === null && player.gsisId !== undefined ? { gsis_id: player.gsisId } : {}),
    };
    if (Object.keys(fill).length > 0) {
      await trx.updateTable('players').set(fill).where('player_id', '=', row.player_id).execute();
    }
    return { playerId: row.player_id, created: false };
  }
  const playerId = `${teamId}-nfl-${nflId}`;
  await trx
    .insertInto('players')
    .values({
      player_id: playerId,
      team_id: teamId,
      name: player.name.trim() !== '' ? player.name.trim() : `NFL ${nflId}`,
      jersey: player.jersey === 'NaN' ? '' : player.jersey,
      position: player.position.trim().toUpperCase(),
      status: 'ACT',
      nfl_id: nflId,
      esb_id: player.esbId ?? null,
      gsis_id: player.gsisId ?? null,
    })
    .execute();
  return { playerId, created: true };
}

/** The first and last sample time of a play over every entity. */
function spanOf(play: TrackingSession): { startMs: number; endMs: number } {
  let startMs = Infinity;
  let endMs = -Infinity;
  for (const track of [...play.tracks.values(), ...(play.ball ? [play.ball] : [])]) {
    const n = track.atMs.length;
    if (n === 0) continue;
    startMs = Math.min(startMs, track.atMs[0] ?? Infinity);
    endMs = Math.max(endMs, track.atMs[n - 1] ?? -Infinity);
  }
  return { startMs, endMs };
}

/** A new game's session document. */
function gameDoc(
  play: TrackingSession,
  home: Team,
  visitor: Team,
  startMs: number,
  source: string | undefined,
): NewSessionDoc {
  const sessionId = importedGameId(play.gameId);
  const seasonType = play.context.seasonType ?? 'REG';
  return {
    _id: sessionId,
    gameId: sessionId,
    dsid: sessionId,
    nflGameId: play.gameId,
    type: 'game',
    status: 'complete',
    name: `${visitor.teamAbbrName} @ ${home.teamAbbrName}`,
    league: 'nfl',
    gameType: seasonType,
    seasonType,
    season: play.context.season ?? seasonOfGameId(play.gameId, startMs),
    ...(play.context.week !== undefined ? { week: play.context.week } : {}),
    teamId: home.teamId,
    homeTeamId: home.teamId,
    visitorTeamId: visitor.teamId,
    homeTeamAbbr: home.teamAbbrName,
    visitorTeamAbbr: visitor.teamAbbrName,
    startTime: startMs,
    endTime: startMs,
    score: null,
    live: false,
    isFuture: false,
    isStarted: true,
    siteId: `${home.teamId}-stadium`,
    siteName: `${home.teamCityState} Stadium`,
    imported: { source: source ?? null, format: 'tracking file' },
    drills: [],
  };
}

/** Per game, what this import did so far. */
interface GameTally {
  readonly game: Omit<ImportedGame, 'samples' | 'playersCreated' | 'playersMatched'>;
  samples: number;
  readonly created: Set<string>;
  readonly matched: Set<string>;
}

/** The game of a play, as the tally needs it. */
interface PlayGame {
  readonly sessionId: string;
  readonly gameId: string;
  readonly home: Team;
  readonly visitor: Team;
  readonly assumed: boolean;
}

/**
 * Imports one play in one transaction; returns false when the game already has it. Throws
 * {@link ImportRejected} (or the ingest's rejection) with nothing stored.
 */
async function importPlay(
  db: Db,
  play: TrackingSession,
  options: ImportOptions,
  tally: (game: PlayGame) => GameTally,
): Promise<boolean> {
  const where = `game ${play.gameId} play ${play.playId}`;
  const { home, visitor, assumed } = sidesOf(play, options, where);
  const { startMs, endMs } = spanOf(play);
  if (!Number.isFinite(startMs)) throw new ImportRejected(`${where}: the play has no samples`);
  const sessionId = importedGameId(play.gameId);
  const counts = tally({ sessionId, gameId: play.gameId, home, visitor, assumed });
  const nowMs = options.nowMs ?? Date.now();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sessions')
      .select(['doc', 'version'])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    const doc: SessionDoc | null = row
      ? { ...(JSON.parse(row.doc) as SessionDoc), version: row.version }
      : null;
    if (doc !== null) {
      if (doc.homeTeamId !== home.teamId || doc.visitorTeamId !== visitor.teamId) {
        throw new ImportRejected(
          `${where}: the game was imported as ${doc.name}, not ${visitor.teamAbbrName} @ ${home.teamAbbrName}`,
        );
      }
      const periods = (doc.drills ?? []) as PlayPeriod[];
      if (periods.some((p) => p.playId === play.playId)) return false;
      const lastEnd = Math.max(...periods.map((p) => p.endTs));
      if (startMs <= lastEnd) {
        throw new ImportRejected(
          `${where}: starts at ${new Date(startMs).toISOString()}, before the game's imported plays end (${new Date(lastEnd).toISOString()}); import a game's plays in time order`,
        );
      }
    }

    // Players and the ball, under the entity ids the game stores.
    const tracks: TrackColumns[] = [];
    const created: string[] = [];
    const matched: string[] = [];
    for (const player of play.players) {
      const track = play.tracks.get(String(player.nflId));
      if (track === undefined || track.atMs.length === 0) continue;
      const side = proTeamByAbbr(player.team)?.teamId ?? home.teamId;
      const match = await matchOrCreatePlayer(trx, player, side);
      (match.created ? created : matched).push(match.playerId);
      tracks.push({ ...track, entityId: match.playerId });
    }
    if (play.ball !== null && play.ball.atMs.length > 0) {
      tracks.push({ ...play.ball, entityId: IMPORTED_BALL_ID });
    }
    const checked = validateBatch(tracks);

    const period: PlayPeriod = {
      drillType: playPeriodName({ playId: play.playId, ...play.context }),
      periodType: 'Play',
      playId: play.playId,
      description: play.description,
      quarter: play.context.quarter ?? null,
      gameClock: play.context.gameClock ?? null,
      startTs: startMs,
      endTs: endMs,
      events: play.events,
    };
    const imported = {
      type: 'game.play.imported',
      data: { playId: play.playId, startMs, endMs, entities: tracks.length, events: play.events },
    };
    if (doc === null) {
      await insertSession(
        trx,
        gameDoc(play, home, visitor, startMs, options.source),
        [
          {
            type: 'game.imported',
            data: { nflGameId: play.gameId, source: options.source ?? null },
          },
        ],
        options.actor,
        nowMs,
      );
    }
    await runSessionCommand(
      trx,
      sessionId,
      (current) => ({
        events: [imported],
        doc: {
          ...current,
          drills: [...((current.drills ?? []) as PlayPeriod[]), period],
          endTime: Math.max(current.endTime ?? endMs, endMs),
        },
      }),
      options.actor,
      nowMs,
    );
    const samples = await storeTracks(trx, sessionId, checked);
    // A player created by an earlier play of this import and matched now counts as created.
    counts.samples += samples;
    for (const id of created) counts.created.add(id);
    for (const id of matched) if (!counts.created.has(id)) counts.matched.add(id);
    return true;
  });
}

/**
 * Imports plays (as {@link readTrackingFile} yields them) into past games; see the file
 * comment. Returns what happened to each game. A rejected play throws after the plays
 * before it were kept; their games' metrics are computed first.
 */
export async function importTrackingPlays(
  db: Db,
  plays: AsyncIterable<TrackingSession> | Iterable<TrackingSession>,
  options: ImportOptions,
): Promise<ImportedGame[]> {
  const games = new Map<string, GameTally>();
  const changed = new Set<string>();
  const tally = (g: PlayGame): GameTally => {
    let t = games.get(g.sessionId);
    if (t === undefined) {
      t = {
        game: {
          sessionId: g.sessionId,
          gameId: g.gameId,
          name: `${g.visitor.teamAbbrName} @ ${g.home.teamAbbrName}`,
          homeTeamId: g.home.teamId,
          visitorTeamId: g.visitor.teamId,
          homeAssumed: g.assumed,
          playsImported: [],
          playsSkipped: [],
        },
        samples: 0,
        created: new Set(),
        matched: new Set(),
      };
      games.set(g.sessionId, t);
    }
    return t;
  };
  try {
    for await (const play of plays) {
      const sessionId = importedGameId(play.gameId);
      const added = await importPlay(db, play, options, tally);
      const game = games.get(sessionId)?.game;
      if (game === undefined) continue;
      (added ? game.playsImported : game.playsSkipped).push(play.playId);
      if (added) changed.add(sessionId);
      options.log?.(
        `${added ? 'imported' : 'already there'}: game ${play.gameId} play ${play.playId} (${game.name})`,
      );
    }
  } finally {
    // The plays kept so far count, even when a later one was refused.
    for (const sessionId of changed) {
      await sessionPlayerMetrics(db, await getSession(db, sessionId));
    }
  }
  return [...games.values()].map((t) => ({
    ...t.game,
    samples: t.samples,
    playersCreated: t.created.size,
    playersMatched: t.matched.size,
  }));
}
