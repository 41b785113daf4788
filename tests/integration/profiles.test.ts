/**
 * Practice profiles (profile/list, POST profile, PUT and DELETE profile/{id}; 03 §3, §5,
 * §7) over HTTP (app.inject), on SQLite and on a real PostgreSQL: create, edit and delete
 * read back through the list with who and when, and every refusal answers its message and
 * leaves the stored rows as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataaccess, type Dataaccess, type Store } from '../../dataaccess';
import { storeBackends } from '../support/stores';

const backends = await storeBackends();
const TOKEN = 'profiles';
const PRO = '3700';
const OTHER_PRO = '1050';
const COLLEGE = '194';
const START_MS = Date.UTC(2026, 9, 13, 15);
const Q = (team = PRO, league = 'nfl') => `league=${league}&type=practice&teamids=${team}`;

interface Answer<T = Record<string, unknown>> {
  results: T[];
  code: number;
  status: string;
}
type Profile = Record<string, unknown> & { id: string; profileName: string };

describe.each(backends)('practice profiles on $name', (backend) => {
  let store: Store;
  let da: Dataaccess;
  let nowMs = START_MS;
  // Ids unique to this run, so a shared database's other rows never match.
  const tag = `pf${Math.random().toString(36).slice(2, 7)}`;
  const site = `${tag}-site`;
  const otherSite = `${tag}-other-site`;
  const collegeSite = `${tag}-college-site`;
  const coach = `coach.${tag}@club.example`;
  const trainer = `trainer.${tag}@club.example`;

  const call = async <T = Profile>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

  /** This run's profile rows, as stored. */
  const rows = async () =>
    JSON.stringify(
      (await store.db.selectFrom('profiles').selectAll().where('name', 'like', `${tag}%`).execute())
        .map((r) => JSON.stringify(r))
        .sort(),
    );

  const profile = (fields: Record<string, unknown> = {}) => ({
    profileName: `${tag} Tuesday`,
    description: 'Full pads',
    intensity: 'High,Padded',
    siteId: site,
    rooftype: 'Outdoor',
    teamId: PRO,
    drills: [
      { drillType: 'Stretch', periodType: 'Stretch', durationMin: 10 },
      { drillType: 'Team', periodType: '11on11 Mixed,7on7' },
    ],
    ...fields,
  });

  beforeAll(async () => {
    store = await backend.open();
    await store.db
      .insertInto('venues')
      .values([
        {
          site_id: site,
          site_name: `${tag} Facility`,
          type: 'practice',
          team_id: PRO,
          league: 'nfl',
        },
        {
          site_id: otherSite,
          site_name: 'Other',
          type: 'practice',
          team_id: OTHER_PRO,
          league: 'nfl',
        },
        {
          site_id: collegeSite,
          site_name: `${tag} College`,
          type: 'practice',
          team_id: COLLEGE,
          league: 'ncaa-fbs',
        },
      ])
      .execute();
    da = buildDataaccess({ store, serviceToken: TOKEN, now: () => nowMs });
  });

  afterAll(async () => {
    await da.app.close();
    await store.close();
    await backend.dispose();
  });

  const mine = async (team = PRO) =>
    (
      await call('GET', `profile/list?${Q(team, team === COLLEGE ? 'ncaa-fbs' : 'nfl')}`)
    ).body.results.filter((p) => p.profileName.startsWith(tag));

  it('creates, edits and deletes a profile, each read back through the list', async () => {
    nowMs = START_MS + 1000;
    const created = await call('POST', `profile?${Q()}`, profile());
    expect(created.status).toBe(200);
    const id = created.body.results[0]?.id ?? '';
    expect(id).not.toBe('');
    const expected = {
      id,
      profileName: `${tag} Tuesday`,
      description: 'Full pads',
      intensity: 'High,Padded',
      siteId: site,
      siteName: `${tag} Facility`,
      rooftype: 'Outdoor',
      teamId: PRO,
      league: 'nfl',
      type: 'practice',
      drills: profile().drills,
      created_by: coach,
      created_ms: START_MS + 1000,
      modified_by: coach,
      last_modified: START_MS + 1000,
    };
    expect(created.body.results).toEqual([expected]);
    expect(await mine()).toEqual([expected]);

    nowMs = START_MS + 2000;
    const edited = await call(
      'PUT',
      `profile/${id}?${Q()}`,
      profile({
        profileName: `${tag} Walk`,
        intensity: 'Walk-Through',
        rooftype: undefined,
        drills: [{ drillType: 'Walk', periodType: 'Walk/Jog Through', durationMin: 30 }],
      }),
      trainer,
    );
    expect(edited.status).toBe(200);
    const after = {
      ...expected,
      profileName: `${tag} Walk`,
      intensity: 'Walk-Through',
      drills: [{ drillType: 'Walk', periodType: 'Walk/Jog Through', durationMin: 30 }],
      modified_by: trainer,
      last_modified: START_MS + 2000,
    };
    delete (after as Partial<typeof after>).rooftype;
    expect(edited.body.results).toEqual([after]);
    expect(await mine()).toEqual([after]);

    const deleted = await call('DELETE', `profile/${id}?${Q()}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.results).toEqual([{ id }]);
    expect(await mine()).toEqual([]);
    expect(await rows()).toBe('[]');
  });

  it('creates college profiles with the college period types', async () => {
    const res = await call(
      'POST',
      `profile?${Q(COLLEGE, 'ncaa-fbs')}`,
      profile({
        profileName: `${tag} College`,
        teamId: COLLEGE,
        siteId: collegeSite,
        drills: [{ drillType: 'Indy', periodType: 'Individual,Position' }],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ league: 'ncaa-fbs', teamId: COLLEGE });
    expect((await mine(COLLEGE)).map((p) => p.profileName)).toEqual([`${tag} College`]);
    await call('DELETE', `profile/${res.body.results[0]?.id ?? ''}?${Q(COLLEGE, 'ncaa-fbs')}`);
  });

  describe('refusals leave the stored profiles as they were', () => {
    let id = '';
    beforeAll(async () => {
      const res = await call('POST', `profile?${Q()}`, profile({ profileName: `${tag} Kept` }));
      id = res.body.results[0]?.id ?? '';
      await call('POST', `profile?${Q()}`, profile({ profileName: `${tag} Second` }));
    });

    it.each([
      ['no name', profile({ profileName: ' ' }), 'body.profileName: a profile name is required'],
      ['no site', profile({ siteId: '' }), 'body.siteId: a site is required'],
      ['no team', profile({ teamId: undefined }), 'body.teamId'],
      ['no periods', profile({ drills: [] }), 'body.drills: at least one period is required'],
      [
        'an unnamed period',
        profile({ drills: [{ drillType: ' ' }] }),
        'body.drills.0.drillType: every period needs a name',
      ],
      [
        'a college period type on a pro team',
        profile({ drills: [{ drillType: 'Indy', periodType: 'Position' }] }),
        "body.drills.0.periodType: 'Position' is no nfl period type",
      ],
      [
        'a zero-minute period',
        profile({ drills: [{ drillType: 'A', durationMin: 0 }] }),
        'body.drills.0.durationMin: at least 1 minute',
      ],
      [
        'an unknown intensity',
        profile({ intensity: 'Low,Loud' }),
        'body.intensity: a comma list of known intensities',
      ],
      ['an unknown field type', profile({ rooftype: 'Moon' }), 'body.rooftype'],
      [
        "another team's site",
        profile({ siteId: otherSite }),
        `body.siteId: site ${otherSite} is not a venue of team ${PRO}`,
      ],
      [
        'a team not among teamids',
        profile({ teamId: OTHER_PRO, siteId: otherSite }),
        `body.teamId: team ${OTHER_PRO} is not among query.teamids`,
      ],
    ])('refuses a create with %s (400)', async (_what, body, message) => {
      const before = await rows();
      const res = await call('POST', `profile?${Q()}`, body);
      expect(res.status).toBe(400);
      expect(res.body.status).toContain(message);
      expect(res.body.results).toEqual([]);
      expect(await rows()).toBe(before);
    });

    it('refuses a create without teamids, and a name the team has (409), in any case', async () => {
      const before = await rows();
      const bare = await call('POST', 'profile', profile({ profileName: `${tag} New` }));
      expect(bare.status).toBe(400);
      expect(bare.body.status).toContain("query.teamids: name the profile's team");
      const twin = await call('POST', `profile?${Q()}`, profile({ profileName: `${tag} KEPT` }));
      expect(twin.status).toBe(409);
      expect(twin.body.status).toBe(
        `body.profileName: team ${PRO} already has a profile named '${tag} Kept'`,
      );
      expect(await rows()).toBe(before);
    });

    it("refuses edits that rename onto another profile, move team, or reach another team's", async () => {
      const before = await rows();
      const clash = await call(
        'PUT',
        `profile/${id}?${Q()}`,
        profile({ profileName: `${tag} second` }),
      );
      expect(clash.status).toBe(409);
      const moved = await call(
        'PUT',
        `profile/${id}?${Q(`${PRO},${OTHER_PRO}`)}`,
        profile({ profileName: `${tag} Kept`, teamId: OTHER_PRO, siteId: otherSite }),
      );
      expect(moved.status).toBe(400);
      expect(moved.body.status).toContain('it cannot move');
      const foreign = await call(
        'PUT',
        `profile/${id}?${Q(OTHER_PRO)}`,
        profile({ teamId: OTHER_PRO }),
      );
      expect(foreign.status).toBe(404);
      const bad = await call('PUT', `profile/${id}?${Q()}`, profile({ drills: [] }));
      expect(bad.status).toBe(400);
      const unknown = await call('PUT', `profile/${tag}-none?${Q()}`, profile());
      expect(unknown.status).toBe(404);
      expect(await rows()).toBe(before);
    });

    it("keeps its own name on an edit, and refuses deleting another team's or an unknown profile", async () => {
      const same = await call(
        'PUT',
        `profile/${id}?${Q()}`,
        profile({ profileName: `${tag} Kept` }),
      );
      expect(same.status).toBe(200);
      const before = await rows();
      expect((await call('DELETE', `profile/${id}?${Q(OTHER_PRO)}`)).status).toBe(404);
      expect((await call('DELETE', `profile/${id}`)).status).toBe(400);
      expect((await call('DELETE', `profile/${tag}-none?${Q()}`)).status).toBe(404);
      expect(await rows()).toBe(before);
    });
  });
});
