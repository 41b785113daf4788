/**
 * The tracking-file importer on SQLite and on a real PostgreSQL, with the real plays the
 * repository carries (tests/data/tracking): every play of the Big Data Bowl sample and the
 * Next Gen Stats highlights becomes a period of a past game between the right teams, with its events;
 * players are matched by their ids or created with them; positions and the ball are stored
 * sample for sample; the game's numbers are those the engine computes from the file; the
 * game is in its teams' game lists and its views answer. A second import changes nothing;
 * a refused play keeps nothing of itself and leaves earlier plays alone.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, readStream, type Dataaccess, type Store } from '../../dataaccess';
import {
  importedGameId,
  ImportRejected,
  importTrackingPlays,
  readTrackingFile,
  type TrackingSession,
} from '../../dataaccess/src/importers';
import { createPlayerMetrics, teamZones } from '../../dataaccess/src/metrics';
import { loadTracks } from '../../dataaccess/src/tracks/ingest';
import { seedReferenceData } from '../../scripts/demo/seed';
import { storeBackends } from '../support/stores';

/** The real plays the tests carry (tests/data/tracking/README.md says which covers what). */
const DATA = join(import.meta.dirname, '..', 'data', 'tracking');
const BDB = join(DATA, 'bdb-2021-sample', 'bdb_coords-1.csv');
/** WAS @ JAX: a punt returned for a touchdown. */
const PUNT = join(DATA, 'ngs-highlights', '2018_JAX_2018121606_1977.tsv');
/** BUF @ MIA: a touchdown pass, five players' tracks ending early. */
const PASS = join(DATA, 'ngs-highlights', '2018_MIA_2018120206_3533.tsv');
const FILES = [BDB, PUNT, PASS];
const TOKEN = 'import';

async function readAll(path: string): Promise<TrackingSession[]> {
  const plays: TrackingSession[] = [];
  for await (const play of readTrackingFile(path)) plays.push(play);
  return plays;
}

const backends = await storeBackends();

describe.each(backends)('tracking import on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  const plays = new Map<string, TrackingSession[]>();

  const call = async (url: string) => {
    const res = await da.app.inject({
      method: 'GET',
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': 'admin@dev.test' },
    });
    return { status: res.statusCode, body: res.json<{ results: Record<string, unknown>[] }>() };
  };
  const count = async (table: 'players' | 'track_windows' | 'stream_events' | 'sessions') => {
    const row = await store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n);
  };

  beforeAll(async () => {
    store = await backend.open();
    await seedReferenceData(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => Date.UTC(2026, 10, 1) });
    for (const file of FILES) plays.set(file, await readAll(file));
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('imports every play of the real files into past games with their teams, plays and events', async () => {
    const games = [];
    for (const file of FILES) {
      games.push(
        ...(await importTrackingPlays(store.db, plays.get(file) ?? [], {
          actor: 'importer@test',
          source: file,
        })),
      );
    }
    // 7 games of one play each in the BDB sample, 2 highlights.
    expect(games).toHaveLength(9);
    expect(games.every((g) => g.playsImported.length === 1 && g.playsSkipped.length === 0)).toBe(
      true,
    );
    // NGS rows say which side is home: Miami hosted Buffalo, Jacksonville hosted Washington.
    expect(games.find((g) => g.gameId === '2018120206')).toMatchObject({
      name: 'BUF @ MIA',
      homeTeamId: '2700',
      visitorTeamId: '0610',
      homeAssumed: false,
      playersCreated: 22,
    });
    expect(games.find((g) => g.gameId === '2018121606')?.name).toBe('WAS @ JAX');
    // The BDB sample has no games file: the home side is an assumption, and said to be one.
    expect(games.find((g) => g.gameId === '2021091300')?.homeAssumed).toBe(true);

    const [play] = plays.get(PASS) ?? [];
    if (play === undefined) throw new Error('no NGS play');
    const id = importedGameId(play.gameId);
    const full = await call(`fullpractice/${id}`);
    expect(full.status).toBe(200);
    const item = full.body.results[0] as {
      meta: Record<string, unknown> & { drills: Record<string, unknown>[] };
      players: {
        id: string;
        name: string;
        jerseyNumber: string;
        position: string;
        metrics: Record<string, number>;
      }[];
      byPeriod: { name: string; players: unknown[] }[];
    };
    expect(item.meta).toMatchObject({
      type: 'game',
      status: 'complete',
      league: 'nfl',
      season: 2018,
      week: 13,
      seasonType: 'REG',
      homeTeamAbbr: 'MIA',
      visitorTeamAbbr: 'BUF',
    });
    const [period] = item.meta.drills;
    expect(period).toMatchObject({
      drillType: 'Q4 08:48 · Play 3533',
      playId: '3533',
      quarter: 4,
      gameClock: '08:48',
    });
    expect(String(period?.description)).toContain('R.Tannehill pass short left');
    expect((period?.events as { event: string }[]).map((e) => e.event)).toEqual(
      play.events.map((e) => e.event),
    );
    expect((period?.events as { event: string }[]).map((e) => e.event)).toContain('pass_forward');
    expect(item.byPeriod).toHaveLength(1);
    expect(item.byPeriod[0]?.players).toHaveLength(22);

    // Each player with the file's name, jersey and position, and the engine's numbers for
    // the file's own samples (stored windows keep positions to the centimetre).
    expect(item.players).toHaveLength(22);
    const larsen = item.players.find((p) => p.name === 'Ted Larsen');
    expect(larsen).toMatchObject({ jerseyNumber: '62', position: 'C' });
    const stored = await store.db
      .selectFrom('players')
      .selectAll()
      .where('nfl_id', '=', '497026')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      team_id: '2700',
      esb_id: 'LAR422272',
      gsis_id: '00-0027607',
      jersey: '62',
      position: 'C',
    });
    for (const player of play.players) {
      const track = play.tracks.get(String(player.nflId));
      if (track === undefined) continue;
      const engine = createPlayerMetrics({ zones: teamZones(Number(item.meta.teamId)) });
      engine.push(track.atMs, track.xYd, track.yYd);
      engine.flush();
      const own = engine.values();
      const shown = item.players.find((p) => p.name === player.name)?.metrics;
      expect(shown?.totalDis).toBeCloseTo(own.totalDis ?? NaN, 0);
      expect(shown?.maxSpeedMPH).toBeCloseTo(own.maxSpeedMPH ?? NaN, 1);
    }

    // Positions sample for sample, the ball as the entity 'ball'.
    const tracks = await loadTracks(store.db, id);
    const ball = tracks.find((t) => t.entityId === 'ball');
    expect(ball?.atMs.length).toBe(play.ball?.atMs.length);
    expect(Array.from(ball?.atMs ?? [])).toEqual(Array.from(play.ball?.atMs ?? []));
    const larsenTrack = tracks.find((t) => t.entityId === stored.player_id);
    const fileTrack = play.tracks.get('497026');
    expect(larsenTrack?.atMs.length).toBe(fileTrack?.atMs.length);
    Array.from(larsenTrack?.xYd ?? []).forEach((x, i) => {
      expect(Math.abs(x - (fileTrack?.xYd[i] ?? NaN))).toBeLessThan(0.01);
    });
    // A player who leaves the tracking early (Kenny Stills, 252 of the play's 327 frames)
    // is stored as far as the file has him.
    const stills = await store.db
      .selectFrom('players')
      .select('player_id')
      .where('nfl_id', '=', '2540202')
      .executeTakeFirstOrThrow();
    expect(tracks.find((t) => t.entityId === stills.player_id)?.atMs.length).toBe(252);

    // The audit trail: the game was imported, then its play.
    const stream = await readStream(store.db, `session-${id}`);
    expect(stream.map((e) => e.type)).toEqual(['game.imported', 'game.play.imported']);
    expect(stream[0]?.actor).toBe('importer@test');

    // The game is in both teams' lists of its season, with the players' averages.
    for (const team of ['2700', '0610']) {
      const list = await call(`games/${team}?season=2018`);
      const row = list.body.results.find((r) => r._id === id);
      expect(row).toBeDefined();
      expect(Number(row?.avgTotalDistance)).toBeGreaterThan(0);
    }
  }, 120_000);

  it('imports again without changing a row', async () => {
    const before = await Promise.all(
      (['players', 'track_windows', 'stream_events', 'sessions'] as const).map(count),
    );
    const again = await importTrackingPlays(store.db, plays.get(BDB) ?? [], { actor: 'again' });
    expect(again.every((g) => g.playsImported.length === 0 && g.playsSkipped.length === 1)).toBe(
      true,
    );
    const after = await Promise.all(
      (['players', 'track_windows', 'stream_events', 'sessions'] as const).map(count),
    );
    expect(after).toEqual(before);
  });

  it('matches a known player by esbId and fills in the ids the record lacks', async () => {
    const [play] = plays.get(PUNT) ?? [];
    if (play === undefined) throw new Error('no NGS play');
    const someone = play.players.find((p) => p.esbId !== undefined);
    if (someone?.esbId === undefined) throw new Error('no player with an esbId');
    // A second game of the same player under another id: the known player is matched.
    await store.db
      .insertInto('players')
      .values({
        player_id: 'known-by-esb',
        team_id: '2250',
        name: someone.name,
        jersey: someone.jersey,
        position: someone.position,
        status: 'ACT',
        nfl_id: null,
        esb_id: someone.esbId,
        gsis_id: null,
      })
      .execute();
    const renamed = { ...play, gameId: '2018122300', players: play.players };
    await store.db.deleteFrom('players').where('nfl_id', '=', String(someone.nflId)).execute();
    const [game] = await importTrackingPlays(store.db, [renamed], { actor: 'match' });
    expect(game?.playersMatched).toBeGreaterThanOrEqual(1);
    const known = await store.db
      .selectFrom('players')
      .selectAll()
      .where('player_id', '=', 'known-by-esb')
      .executeTakeFirstOrThrow();
    expect(known.nfl_id).toBe(String(someone.nflId));
    expect(known.gsis_id).toBe(someone.gsisId ?? null);
    const tracks = await loadTracks(store.db, importedGameId('2018122300'));
    expect(tracks.map((t) => t.entityId)).toContain('known-by-esb');
  });

  it('refuses a play with an unknown team or out of time order, keeping nothing of it', async () => {
    const [play] = plays.get(PUNT) ?? [];
    if (play === undefined) throw new Error('no NGS play');
    const before = await Promise.all(
      (['players', 'track_windows', 'stream_events', 'sessions'] as const).map(count),
    );
    const stranger = {
      ...play,
      gameId: '2018120299',
      players: play.players.map((p, i) => (i === 0 ? { ...p, nflId: 9_900_001, team: 'XYZ' } : p)),
    };
    await expect(importTrackingPlays(store.db, [stranger], { actor: 'x' })).rejects.toThrow(
      /team 'XYZ' is not a known pro team/,
    );
    expect(
      await Promise.all(
        (['players', 'track_windows', 'stream_events', 'sessions'] as const).map(count),
      ),
    ).toEqual(before);

    // A play that starts before the game's imported plays end: refused, the game unchanged.
    const earlier = { ...play, playId: '1' };
    const id = importedGameId(play.gameId);
    const versionBefore = (await readStream(store.db, `session-${id}`)).length;
    const error = await importTrackingPlays(store.db, [earlier], { actor: 'x' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportRejected);
    expect(String(error)).toMatch(/import a game's plays in time order/);
    expect((await readStream(store.db, `session-${id}`)).length).toBe(versionBefore);
    expect(
      await Promise.all(
        (['players', 'track_windows', 'stream_events', 'sessions'] as const).map(count),
      ),
    ).toEqual(before);
  });

  it('reads the home side from a games file beside the coords, and former team codes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bdb-import-'));
    for (const name of ['bdb_coords-1.csv', 'bdb_players-1.csv', 'bdb_plays-1.csv']) {
      copyFileSync(join(DATA, 'bdb-2021-sample', name), join(dir, name));
    }
    // The first game with its teams under the codes of their old cities, as older files have them.
    const coords = readFileSync(join(dir, 'bdb_coords-1.csv'), 'utf8')
      .split('\n')
      .map((line) => (line.startsWith('2021091300,') ? line.replace(',LV,', ',OAK,') : line))
      .join('\n');
    writeFileSync(join(dir, 'bdb_coords-1.csv'), coords.replaceAll('2021091300', '2019091300'));
    writeFileSync(
      join(dir, 'bdb_games-1.csv'),
      'gameId,season,week,gameDate,gameTimeEastern,homeTeamAbbr,visitorTeamAbbr\n2019091300,2019,1,09/13/2019,20:15:00,OAK,BAL\n',
    );
    const file = join(dir, 'bdb_coords-1.csv');
    const [first] = await readAll(file);
    expect(first?.context).toMatchObject({
      homeTeam: 'OAK',
      visitorTeam: 'BAL',
      season: 2019,
      week: 1,
    });
    const [game] = await importTrackingPlays(store.db, first ? [first] : [], {
      actor: 'games-file',
    });
    expect(game).toMatchObject({ name: 'BAL @ LV', homeTeamId: '2520', homeAssumed: false });
  });
});
