/**
 * Player notes (playernote, playernotes) and custom tables (customtable) over HTTP
 * (app.inject), on SQLite and on a real PostgreSQL: saves read back newest first with their
 * history, a team's notes of a session in one call, tables per user, team and kind, and
 * every refusal with its message, leaving the stored rows as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { seedSession } from '../support/past-sessions';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'notes-tables';
const HOME = '3700';
const VISITOR = '1200';
const START_MS = Date.UTC(2026, 9, 13, 15);

interface Answer<T = Record<string, unknown>> {
  results: T[];
  code: number;
  status: string;
}

describe.each(backends)('player notes and custom tables on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS;
  // Ids unique to this run, so a shared database's other rows never match.
  const tag = `nt${Math.random().toString(36).slice(2, 7)}`;
  const practice = `${tag}-practice`;
  const game = `${tag}-game`;
  const home = [`${tag}-h1`, `${tag}-h2`, `${tag}-h3`];
  const visitor = `${tag}-v1`;
  const coach = `coach.${tag}@club.example`;
  const trainer = `trainer.${tag}@club.example`;

  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    actor = coach,
  ): Promise<{ status: number; body: Answer<T> }> => {
    const res = await da.app.inject({
      method,
      url: `/dataaccess/${url}`,
      headers: { 'x-service-token': TOKEN, 'x-user-email': actor.toUpperCase() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json<Answer<T>>() };
  };

  const rows = async (table: 'player_notes' | 'custom_tables') =>
    JSON.stringify(
      (await store.db.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort(),
    );

  beforeAll(async () => {
    store = await backend.open();
    await store.db
      .insertInto('players')
      .values(
        [...home.map((id) => [id, HOME]), [visitor, VISITOR]].map(([id = '', team = '']) => ({
          player_id: id,
          team_id: team,
          name: id,
          jersey: '1',
          position: 'WR',
          status: 'ACT',
          nfl_id: null,
          esb_id: null,
          gsis_id: null,
        })),
      )
      .execute();
    await store.db
      .insertInto('users')
      .values(
        [coach, trainer].map((email) => ({
          email,
          given_name: 'Pat',
          name: 'Pat Doe',
          insight_role: 'user',
          team_role: 'TeamAdmin',
          permissions: JSON.stringify([`league.nfl.teamId.${HOME}.w`]),
          team_id: HOME,
          league: 'nfl',
        })),
      )
      .execute();
    await seedSession(store.db, practice, { teamId: HOME, startTime: START_MS });
    await seedSession(store.db, game, {
      teamId: HOME,
      visitorTeamId: VISITOR,
      type: 'game',
      startTime: START_MS,
    });
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  describe('playernote', () => {
    const note = (fields: Record<string, unknown> = {}) => [
      {
        dsid: practice,
        playerId: home[0],
        teamId: HOME,
        note: 'Hamstring',
        type: 'Limited',
        ...fields,
      },
    ];

    it('answers no data before any note', async () => {
      const res = await call('GET', `playernote/${practice}/${home[0]}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ results: [], code: -1, status: 'no data' });
    });

    it('saves notes as versions and reads them back newest first, with who and when', async () => {
      nowMs = START_MS + 1000;
      const first = await call('POST', `playernote/${practice}/${home[0]}`, note());
      expect(first.status).toBe(200);
      expect(first.body.results).toEqual([
        {
          dsid: practice,
          playerId: home[0],
          teamId: HOME,
          note: 'Hamstring',
          type: 'Limited',
          updatedAt: START_MS + 1000,
          updatedBy: coach,
        },
      ]);
      nowMs = START_MS + 2000;
      const second = await call(
        'POST',
        `playernote/${practice}/${home[0]}`,
        note({ note: 'Cleared', type: 'Full' }),
        trainer,
      );
      expect(second.status).toBe(200);
      const read = await call('GET', `playernote/${practice}/${home[0]}`);
      expect(read.body.code).toBe(0);
      expect(read.body.results.map((n) => [n.note, n.type, n.updatedAt, n.updatedBy])).toEqual([
        ['Cleared', 'Full', START_MS + 2000, trainer],
        ['Hamstring', 'Limited', START_MS + 1000, coach],
      ]);
    });

    it('keeps every save, even in the same millisecond', async () => {
      nowMs = START_MS + 3000;
      const path = `playernote/${practice}/${home[1]}`;
      for (const type of ['Questionable', 'Doubtful', 'Probable']) {
        expect((await call('POST', path, note({ playerId: home[1], type }))).status).toBe(200);
      }
      const read = await call('GET', path);
      expect(read.body.results.map((n) => n.type)).toEqual([
        'Probable',
        'Doubtful',
        'Questionable',
      ]);
    });

    it('keeps saves that race each other, each as its own version', async () => {
      const types = ['Full', 'Modified', 'Rehab', 'Limited'];
      const saves = await Promise.all(
        types.map((type) =>
          call('POST', `playernote/${game}/${home[0]}`, note({ dsid: game, type })),
        ),
      );
      expect(saves.map((s) => s.status)).toEqual([200, 200, 200, 200]);
      const read = await call('GET', `playernote/${game}/${home[0]}`);
      expect(read.body.results.map((n) => n.type).sort()).toEqual([...types].sort());
    });

    it('stores a note of only a space or a newline as empty, and 280 characters as sent', async () => {
      for (const text of [' ', '\n']) {
        const res = await call(
          'POST',
          `playernote/${practice}/${home[2]}`,
          note({ playerId: home[2], note: text }),
        );
        expect(res.body.results[0]?.note).toBe('');
      }
      const full = 'x'.repeat(280);
      const res = await call(
        'POST',
        `playernote/${practice}/${home[2]}`,
        note({ playerId: home[2], note: full, type: 'None' }),
      );
      expect(res.body.results[0]).toMatchObject({ note: full, type: 'None' });
    });

    it("takes a note of a game's visiting player", async () => {
      const res = await call('POST', `playernote/${game}/${visitor}`, [
        { dsid: game, playerId: visitor, teamId: VISITOR, note: 'Ankle', type: 'Rehab' },
      ]);
      expect(res.status).toBe(200);
      expect(res.body.results[0]).toMatchObject({ dsid: game, teamId: VISITOR, type: 'Rehab' });
    });

    it('refuses each invalid save with its message and saves nothing', async () => {
      const before = await rows('player_notes');
      const path = `playernote/${practice}/${home[0]}`;
      const cases: [string, unknown, number, string][] = [
        [path, note({ dsid: game }), 400, `body.0.dsid: ${game} is not the session of the path`],
        [
          path,
          note({ playerId: home[1] }),
          400,
          `body.0.playerId: ${home[1]} is not the player of the path`,
        ],
        [
          path,
          note({ teamId: VISITOR }),
          400,
          `body.0.teamId: player ${home[0]} is on team ${HOME}, not ${VISITOR}`,
        ],
        [
          path,
          note({ note: 'x'.repeat(281) }),
          400,
          'body.0.note: a note is at most 280 characters',
        ],
        [path, note({ type: 'Partial/Limited' }), 400, 'body.0.type'],
        [path, note({ type: '' }), 400, 'body.0.type'],
        [path, note({ type: undefined }), 400, 'body.0.type'],
        [path, [...note(), ...note()], 400, 'body: exactly one note'],
        [path, [], 400, 'body: exactly one note'],
        [path, note()[0], 400, 'body: '],
        [
          `playernote/${tag}-nosession/${home[0]}`,
          note(),
          404,
          `session ${tag}-nosession was not found`,
        ],
        [`playernote/${practice}/${tag}-nobody`, note(), 404, `player ${tag}-nobody was not found`],
        [
          `playernote/${practice}/${visitor}`,
          note({ playerId: visitor, teamId: VISITOR }),
          404,
          `player ${visitor} in session ${practice} was not found`,
        ],
      ];
      const problems: string[] = [];
      for (const [url, body, status, message] of cases) {
        const res = await call('POST', url, body);
        if (res.status !== status || !res.body.status.includes(message))
          problems.push(
            `${url} ${JSON.stringify(body).slice(0, 80)}: ${res.status} '${res.body.status}'`,
          );
      }
      expect(problems).toEqual([]);
      expect(await rows('player_notes')).toBe(before);
    });

    it('answers 404 to reads of an unknown session or player', async () => {
      expect((await call('GET', `playernote/${tag}-nosession/${home[0]}`)).status).toBe(404);
      expect((await call('GET', `playernote/${practice}/${tag}-nobody`)).body.status).toBe(
        `player ${tag}-nobody was not found`,
      );
    });
  });

  describe('playernotes', () => {
    it("lists the current type of each of the team's players with a note in the session", async () => {
      const res = await call('GET', `playernotes/${HOME}?dsid=${practice}`);
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual(
        [
          [home[0], 'Full'],
          [home[1], 'Probable'],
          [home[2], 'None'],
        ].map(([playerId, type]) => ({ dsid: practice, playerId, teamId: HOME, type })),
      );
    });

    it('adds the note, when and by whom with type=full', async () => {
      const res = await call('GET', `playernotes/${HOME}?dsid=${practice}&type=full`);
      expect(res.body.results[0]).toEqual({
        dsid: practice,
        playerId: home[0],
        teamId: HOME,
        note: 'Cleared',
        type: 'Full',
        updatedAt: START_MS + 2000,
        updatedBy: trainer,
      });
      expect(res.body.results.map((n) => n.note)).toEqual([
        'Cleared',
        'Hamstring',
        'x'.repeat(280),
      ]);
    });

    it("keeps each team's notes and each session's apart", async () => {
      const homeInGame = await call('GET', `playernotes/${HOME}?dsid=${game}&type=full`);
      expect(homeInGame.body.results.map((n) => [n.playerId, n.note])).toEqual([
        [home[0], 'Hamstring'],
      ]);
      expect((await call('GET', `playernotes/${VISITOR}?dsid=${game}`)).body.results).toEqual([
        { dsid: game, playerId: visitor, teamId: VISITOR, type: 'Rehab' },
      ]);
    });

    it('refuses an unknown team or session, and a call without its session', async () => {
      expect((await call('GET', `playernotes/9999?dsid=${practice}`)).body.status).toBe(
        'team 9999 was not found',
      );
      expect((await call('GET', `playernotes/${HOME}?dsid=${tag}-nosession`)).status).toBe(404);
      const bare = await call('GET', `playernotes/${HOME}`);
      expect(bare.status).toBe(400);
      expect(bare.body.status).toContain('query.dsid');
      expect(
        (await call('GET', `playernotes/${HOME}?dsid=${practice}&type=short`)).body.status,
      ).toContain('query.type');
    });
  });

  describe('customtable', () => {
    const read = (email: string, live: 'yes' | 'no', teamId = HOME) =>
      call<{ columns: string[] }>('GET', `customtable/${email}?teamId=${teamId}&live=${live}`);

    it('answers no data while the user has no table', async () => {
      expect((await read(coach, 'no')).body).toEqual({ results: [], code: -1, status: 'no data' });
    });

    it('saves a table per user, team and kind, dropping the padding', async () => {
      const saved = await call('POST', `customtable/${coach}/normal?teamId=${HOME}`, [
        'totalDis',
        'ypm',
        'historyTotalDistance_%',
        '',
        '',
      ]);
      expect(saved.status).toBe(200);
      expect(saved.body.results).toEqual([
        {
          email: coach,
          teamId: HOME,
          live: false,
          columns: ['totalDis', 'ypm', 'historyTotalDistance_%'],
        },
      ]);
      const live = Array.from({ length: 11 }, (_, i) => `k${i}`);
      expect(
        (await call('POST', `customtable/${coach}/live?teamId=${HOME}`, [...live, ''])).status,
      ).toBe(200);
      await call('POST', `customtable/${coach}/normal?teamId=${VISITOR}`, ['maxSpeedMPH']);
      await call('POST', `customtable/${trainer}/normal?teamId=${HOME}`, ['zLoad']);

      expect((await read(coach, 'no')).body.results).toEqual(saved.body.results);
      expect((await read(coach, 'yes')).body.results).toEqual([
        { email: coach, teamId: HOME, live: true, columns: live },
      ]);
      expect((await read(coach, 'no', VISITOR)).body.results[0]?.columns).toEqual(['maxSpeedMPH']);
      expect((await read(trainer, 'no')).body.results[0]?.columns).toEqual(['zLoad']);
      expect((await read(coach.toUpperCase(), 'no')).body.results[0]?.columns).toHaveLength(3);
    });

    it('replaces a table on save, and removes it when no keys are sent', async () => {
      await call('POST', `customtable/${trainer.toUpperCase()}/normal?teamId=${HOME}`, [
        'exIndex',
        'zLoad',
      ]);
      expect((await read(trainer, 'no')).body.results).toEqual([
        { email: trainer, teamId: HOME, live: false, columns: ['exIndex', 'zLoad'] },
      ]);
      const cleared = await call('POST', `customtable/${trainer}/normal?teamId=${HOME}`, ['', '']);
      expect(cleared.body).toMatchObject({ results: [], code: -1 });
      expect((await read(trainer, 'no')).body.results).toEqual([]);
      expect((await read(coach, 'no')).body.results).toHaveLength(1);
    });

    it('refuses each invalid table with its message and changes nothing', async () => {
      const before = await rows('custom_tables');
      const normal = `customtable/${coach}/normal?teamId=${HOME}`;
      const cases: [string, unknown, number, string][] = [
        [normal, ['totalDis', '', 'ypm'], 400, 'body.1: a blank column may only pad the end'],
        [normal, ['totalDis', 'ypm', 'totalDis'], 400, 'body.2: column totalDis is chosen twice'],
        [normal, ['total Dis'], 400, 'body.0: a column key is letters, digits, _ or %'],
        [normal, ['<script>'], 400, 'body.0: a column key is letters, digits, _ or %'],
        [normal, [7], 400, 'body.0'],
        [normal, Array.from({ length: 61 }, (_, i) => `k${i}`), 400, 'body: at most 60 columns'],
        [normal, { columns: ['ypm'] }, 400, 'body: '],
        [
          `customtable/${coach}/live?teamId=${HOME}`,
          Array.from({ length: 12 }, (_, i) => `k${i}`),
          400,
          'body: a live table has at most 11 columns, not 12',
        ],
        [`customtable/${coach}/wide?teamId=${HOME}`, ['ypm'], 400, 'params.live'],
        [`customtable/${coach}/normal`, ['ypm'], 400, 'query.teamId'],
        [`customtable/${coach}/normal?teamId=9999`, ['ypm'], 404, 'team 9999 was not found'],
        [
          `customtable/nobody.${tag}@club.example/normal?teamId=${HOME}`,
          ['ypm'],
          404,
          `user nobody.${tag}@club.example was not found`,
        ],
        [`customtable/not-an-email/normal?teamId=${HOME}`, ['ypm'], 400, 'params.email'],
      ];
      const problems: string[] = [];
      for (const [url, body, status, message] of cases) {
        const res = await call('POST', url, body);
        if (res.status !== status || !res.body.status.includes(message))
          problems.push(
            `${url} ${JSON.stringify(body).slice(0, 60)}: ${res.status} '${res.body.status}'`,
          );
      }
      expect(problems).toEqual([]);
      expect(await rows('custom_tables')).toBe(before);
    });

    it('refuses reads without their team or kind, or of an unknown user', async () => {
      expect((await call('GET', `customtable/${coach}?live=no`)).body.status).toContain(
        'query.teamId',
      );
      expect((await call('GET', `customtable/${coach}?teamId=${HOME}`)).body.status).toContain(
        'query.live',
      );
      expect((await read(`nobody.${tag}@club.example`, 'no')).status).toBe(404);
    });
  });
});
