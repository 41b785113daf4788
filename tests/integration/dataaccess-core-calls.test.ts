/**
 * The core calls of issue 4 end to end over HTTP (app.inject), on SQLite and on a real
 * PostgreSQL: a practice's whole life through schedule, datasets and manage calls, the
 * season reads (scores, weeks, standings, games), venues, preferences and admin settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, createSession, type Dataaccess, type Store } from '../../dataaccess';
import { storeBackends } from '../support/stores';
import { insertTeams, profilesOf } from '../../scripts/demo/seed';
import { DAY_MS, teamById } from '../../domain';

const backends = await storeBackends();
const TOKEN = 'core-calls';
const MIN_MS = 60_000;
const START_MS = Date.UTC(2026, 9, 6, 15);
const COACH = 'coach@club.example';

interface Answer<T = Record<string, unknown>> {
  results: T[];
  code: number;
  status: string;
}

describe.each(backends)('core calls on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS - DAY_MS;
  const suffix = Math.random().toString(36).slice(2, 7);

  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    actor = COACH,
  ): Promise<{ status: number; body: Answer<T> }> => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': actor },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json<Answer<T>>() };
  };

  beforeAll(async () => {
    store = await backend.open();
    await insertTeams(store.db);
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
  });
  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  it('runs a practice from creation to review and delete, every step in its history', async () => {
    const created = await call('POST', 'schedule?league=nfl&type=practice&teamids=3700', {
      name: `Install ${suffix}`,
      description: '',
      drills: [{ drillType: 'Stretch' }, { drillType: '7on7', periodType: '7on7' }],
      extraData: {},
      intensity: 'High',
      league: 'nfl',
      profileName: 'Standard',
      rooftype: 'Outdoor',
      siteId: -1,
      siteName: '',
      start: START_MS,
      teamId: '3700',
      type: 'practice',
    });
    expect(created.status).toBe(200);
    const id = String(created.body.results[0]?._id);

    const listed = await call(
      'GET',
      `schedule/list?teamids=3700&startTime=${START_MS - DAY_MS}&endTime=${START_MS + DAY_MS}`,
    );
    const item = listed.body.results.find((r) => r._id === id);
    expect(item?.meta).toEqual({ gameId: id, teamId: '3700', league: 'nfl', dsid: id });
    const monitor = await call('GET', 'schedule/list?time=2&timeunit=day&type=practice');
    expect(monitor.body.results.map((r) => r._id)).toContain(id);
    expect((await call('GET', `schedulegameid?gameId=${id}`)).body.results[0]?._id).toBe(id);

    const edited = await call('PUT', `schedule/${id}?league=nfl&type=practice&teamids=3700`, {
      _id: id,
      status: 'ignored',
      name: 'Renamed',
      intensity: 'Low,Padded',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.results[0]).toMatchObject({ name: 'Renamed', intensity: 'Low,Padded' });
    const past = await call('PUT', `manage/${id}`, { start: nowMs - DAY_MS });
    expect(past.status).toBe(409);
    expect(past.body.status).toBe('Please enter a future day.');
    const tooEarly = await call('PUT', `schedule/${id}/review?type=review`, { reviewedBy: 'Alex' });
    expect(tooEarly.status).toBe(409);

    nowMs = START_MS + MIN_MS;
    const notLive = await call('GET', `dataset/${id}/checkreplica`);
    expect(notLive.body.results[0]).toMatchObject({ replicaOk: false });
    expect(String(notLive.body.results[0]?.message)).toContain('Renamed');
    const started = await call('POST', 'datasets?league=nfl&type=practice&teamids=3700', {
      _id: id,
      teamId: '3700',
    });
    expect(started.status).toBe(200);
    expect(started.body.results[0]).toMatchObject({
      type: 'live',
      status: 'live',
      dataset_id: id,
      stepIndex: 1,
      currentDrillIndex: 0,
    });
    const again = await call('POST', 'datasets', { _id: id, teamId: '3700' });
    expect(again.status).toBe(409);
    const replica = await call('GET', `dataset/${id}/checkreplica`);
    expect(replica.body.results[0]).toMatchObject({ replicaOk: true, replicaStatus: 'I_I' });

    nowMs += 10 * MIN_MS;
    expect((await call('POST', `manage/${id}/startperiod`)).status).toBe(409);
    expect((await call('POST', `manage/${id}/endperiod`)).status).toBe(200);
    nowMs += MIN_MS;
    const second = await call('POST', `manage/${id}/startperiod?chained=false`);
    expect(second.body.results[0]?.currentDrillIndex).toBe(1);
    nowMs += 20 * MIN_MS;
    const stopped = await call('POST', `dataset/${id}/stoppractice`);
    expect(stopped.body.results[0]).toMatchObject({ type: 'complete', status: 'complete' });
    expect((await call('POST', `manage/${id}/endpractice`)).status).toBe(409);

    const reviewed = await call('PUT', `schedule/${id}/review?type=review&teamids=3700`, {
      ...stopped.body.results[0],
      reviewedBy: 'Alex',
      dsUpdateTimeStampChange: false,
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.results[0]?.reviewedBy).toBe('Alex');
    expect((await call('GET', `manage/${id}`)).body.results[0]?.reviewedBy).toBe('Alex');

    expect((await call('DELETE', `manage/${id}?teamId=1050&league=nfl`)).status).toBe(404);
    const noId = await call('DELETE', 'manage?teamId=3700&league=nfl');
    expect(noId.status).toBe(400);
    expect(noId.body.status).toContain('The practice could not be deleted');
    expect((await call('DELETE', `manage/${id}?teamId=3700&league=nfl`)).status).toBe(200);
    const gone = await call('GET', `schedule/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.status).toContain('deleted');
    const after = await call(
      'GET',
      `schedule/list?teamids=3700&startTime=${START_MS - DAY_MS}&endTime=${START_MS + DAY_MS}`,
    );
    expect(after.body.results.map((r) => r._id)).not.toContain(id);

    const history = await call<{ type: string; actor: string }>('GET', `session/${id}/history`);
    expect(history.body.results.map((e) => e.type)).toEqual([
      'practice.created',
      'practice.edited',
      'practice.started',
      'period.started',
      'dataset.created',
      'replica.launch',
      'period.ended',
      'period.started',
      'practice.stopped',
      'practice.reviewed',
      'practice.deleted',
    ]);
    expect(new Set(history.body.results.map((e) => e.actor))).toEqual(new Set([COACH]));
  });

  it('lets one of two racing edits of the same version win, and answers 304 to an unchanged poll', async () => {
    const created = await call('POST', 'schedule', {
      name: `Race ${suffix}`,
      drills: [{ drillType: 'Stretch' }],
      intensity: 'Low',
      league: 'ncaa-fbs',
      rooftype: 'Indoor',
      start: nowMs + DAY_MS,
      teamId: '194',
    });
    const doc = created.body.results[0] as { _id: string; version: number };
    const edit = (name: string) =>
      da.app.inject({
        method: 'PUT',
        url: `/dataaccess/manage/${doc._id}`,
        headers: {
          'x-service-token': TOKEN,
          'x-user-email': COACH,
          'if-match': String(doc.version),
        },
        payload: { name },
      });
    const statuses = (await Promise.all([edit('First'), edit('Second')])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const history = await call<{ type: string }>('GET', `session/${doc._id}/history`);
    expect(history.body.results.filter((e) => e.type === 'practice.edited')).toHaveLength(1);

    const url = `/dataaccess/schedule/list?teamids=194&startTime=${nowMs}&endTime=${nowMs + 2 * DAY_MS}`;
    const headers = { 'x-service-token': TOKEN, 'x-user-email': COACH };
    const first = await da.app.inject({ method: 'GET', url, headers });
    const etag = String(first.headers.etag);
    const again = await da.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers scores, weeks, standings and games, home and away', async () => {
    const game = (n: number, home: string, visitor: string, points?: [number, number]) =>
      createSession(
        store.db,
        {
          _id: `g${suffix}${n}`,
          gameId: `g${suffix}${n}`,
          type: 'game',
          status: points ? 'complete' : 'future',
          teamId: home,
          homeTeamId: home,
          visitorTeamId: visitor,
          league: 'nfl',
          name: `${visitor} at ${home}`,
          startTime: Date.UTC(2026, 8, 13 + 7 * n, 17),
          seasonType: 'REG',
          week: n + 1,
          ...(points
            ? {
                endTime: Date.UTC(2026, 8, 13 + 7 * n, 20),
                score: {
                  homeTeamScore: { pointTotal: points[0] },
                  visitorTeamScore: { pointTotal: points[1] },
                },
              }
            : {}),
        },
        [{ type: 'game.scheduled', data: {} }],
        'seed',
        nowMs,
      );
    await game(0, '3700', '1050', [24, 17]);
    await game(1, '1050', '3700', [30, 10]);
    await game(2, '3700', '0610');

    const scores = await call('GET', 'scheduleteam?teamids=1050&season=2026');
    expect(scores.body.results.map((r) => r._id)).toEqual([`g${suffix}0`, `g${suffix}1`]);
    const games = await call('GET', 'games/1050?season=2026');
    expect(
      games.body.results.map((r) => [r.opponentTeamId, r.isHome, r.result, r.ownPoints]),
    ).toEqual([
      ['3700', true, 'W', 30],
      ['3700', false, 'L', 17],
    ]);
    const homeOnly = await call('GET', 'games/3700?season=2026&status=future&opponent=0610');
    expect(homeOnly.body.results.map((r) => r._id)).toEqual([`g${suffix}2`]);

    const tables = await call<{ confAbbrName: string; teams: Record<string, unknown>[] }>(
      'GET',
      'teamtables?season=2026',
    );
    const afc = tables.body.results.find((t) => t.confAbbrName === 'AFC');
    const row = (id: string) => afc?.teams.find((t) => t.teamId === id);
    expect(row('1050')).toMatchObject({ totalWins: 1, totalLoss: 1 });
    expect(afc?.teams).toHaveLength(16);

    const weeks = await call<{ ts: number; weekName: string }>('GET', 'nflweeks?season=2026');
    expect(weeks.body.results).toHaveLength(25);
    expect(weeks.body.results.map((w) => w.ts)).toEqual(
      [...weeks.body.results.map((w) => w.ts)].sort((a, b) => a - b),
    );
  });

  it("lists a team's practice profiles by name for the create dialog, and refuses other kinds", async () => {
    const teams = ['3700', '1200'].map((id) => teamById(id));
    for (const team of teams) {
      if (team === undefined) throw new Error('unknown team');
      await store.db
        .insertInto('profiles')
        .values(profilesOf(team))
        .onConflict((oc) => oc.column('profile_id').doNothing())
        .execute();
    }
    const listed = await call<{
      id: string;
      profileName: string;
      teamId: string;
      drills: unknown[];
    }>('GET', 'profile/list?league=nfl&type=practice&teamids=3700');
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((p) => [p.id, p.profileName, p.teamId])).toEqual([
      ['3700-padded', 'Padded Practice', '3700'],
      ['3700-standard', 'Standard Practice', '3700'],
      ['3700-walkthrough', 'Walk-Through', '3700'],
    ]);
    expect(listed.body.results[2]?.drills).toHaveLength(4);
    const both = await call('GET', 'profile/list?teamids=3700,1200');
    expect(both.body.results).toHaveLength(6);
    expect((await call('GET', 'profile/list?teamids=3700&league=ncaa-mlax')).body.code).toBe(-1);
    const game = await call('GET', 'profile/list?type=game');
    expect(game.status).toBe(400);
    expect(JSON.stringify(game.body)).toContain('type');
  });

  it('lists venues with practice areas, defaulting to the 569 x 274 ft field', async () => {
    await store.db
      .insertInto('venues')
      .values({
        site_id: `v${suffix}`,
        site_name: 'Practice Facility',
        type: 'practice',
        team_id: '3700',
        league: 'nfl',
      })
      .execute();
    await store.db
      .insertInto('practice_areas')
      .values({
        area_id: `a${suffix}`,
        team_id: '3700',
        site_id: `v${suffix}`,
        doc: JSON.stringify({ areaName: 'Grass 1', x0: 0, y0: 0, x1: 1, y1: 1 }),
      })
      .execute();
    // An area stored without a name: the map's field list names it by its id.
    await store.db
      .insertInto('practice_areas')
      .values({ area_id: `b${suffix}`, team_id: '3700', site_id: `v${suffix}`, doc: '{}' })
      .execute();
    const venues = await call<{ practiceAreas: Record<string, unknown>[] }>(
      'GET',
      'venues?teamids=3700',
    );
    expect(venues.status).toBe(200);
    expect(venues.body.results[0]?.practiceAreas[0]).toMatchObject({
      _id: `a${suffix}`,
      areaName: 'Grass 1',
      dimensions: { widthFt: 569, heightFt: 274 },
      type: 'indoor',
    });
    expect(venues.body.results[0]?.practiceAreas[1]).toMatchObject({
      _id: `b${suffix}`,
      areaName: `b${suffix}`,
    });
    expect((await call('GET', 'venues?teamids=1050')).body.code).toBe(-1);
  });

  it("keeps each user's preferences and a team's admin settings", async () => {
    const saved = await call('POST', 'userpreferences?type=lc&teamOfInterest=3700', {
      columns: ['maxSpeed'],
    });
    expect(saved.status).toBe(200);
    const mine = await call('GET', 'userpreferences?type=lc&teamOfInterest=3700');
    expect(mine.body.results[0]).toMatchObject({ columns: ['maxSpeed'] });
    const theirs = await call(
      'GET',
      'userpreferences?type=lc&teamOfInterest=3700',
      undefined,
      'other@club.example',
    );
    expect(theirs.body.code).toBe(-1);
    const spying = await call(
      'GET',
      `userpreferences?type=lc&userId=${COACH}`,
      undefined,
      'other@club.example',
    );
    expect(spying.status).toBe(403);

    await store.db
      .insertInto('players')
      .values({
        player_id: `p${suffix}`,
        team_id: '3700',
        name: 'Pat Runner',
        jersey: '22',
        position: 'RB',
        status: 'ACT',
        nfl_id: null,
        esb_id: null,
        gsis_id: null,
      })
      .execute();
    const defaults = await call<{ players: Record<string, unknown> }>('GET', 'admin/3700/settings');
    expect(defaults.body.results[0]?.players[`p${suffix}`]).toEqual({
      position: 'RB',
      positionGroup: 'RB',
      speed: null,
      name: 'Pat Runner',
    });
    const player = { position: 'RB', positionGroup: 'RB', speed: 21.5, name: 'Pat Runner' };
    const stranger = await call('POST', 'admin/3700/settings', {
      teamId: '3700',
      players: { [`p${suffix}`]: player, nobody: player },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.status).toContain('body.players.nobody');
    const set = await call<{ players: Record<string, { speed: number }> }>(
      'POST',
      'admin/3700/settings',
      { teamId: '3700', players: { [`p${suffix}`]: player } },
    );
    expect(set.body.results[0]?.players[`p${suffix}`]?.speed).toBe(21.5);
    const read = await call<{ players: Record<string, { speed: number }> }>(
      'GET',
      'admin/3700/settings',
    );
    expect(read.body.results[0]?.players[`p${suffix}`]?.speed).toBe(21.5);
  });
});
