import { describe, expect, it } from 'vitest';
import { deriveSbRole } from '../../../domain';
import { CALL_LIST, callKey } from '../../../domain';
import { findCall, judge, queryTeamIds, type Verdict } from './api-policy';
import type { SessionUser } from './users';

const OWN = '3700';
const OTHER_PRO = '1200';
const CUSTOMER_TEAM = '1050';
const COLLEGE = '194';
const OTHER_COLLEGE = '201';

/** A user record as dataaccess gives it, with the role derived as at sign-in. */
function user(
  email: string,
  record: Pick<SessionUser, 'insightRole' | 'teamRole' | 'teamId' | 'league'>,
  permissions: string[],
): SessionUser {
  return {
    email,
    givenName: email,
    name: email,
    teamName: '',
    teamShort: '',
    permissions,
    ...record,
    ...deriveSbRole(permissions),
  };
}

const USERS = {
  admin: user(
    'admin',
    { insightRole: 'admin', teamRole: 'TeamAdmin', teamId: null, league: 'nfl' },
    ['league.*.teamId.*.w'],
  ),
  dataops: user(
    'dataops',
    { insightRole: 'dataops', teamRole: 'DataOps', teamId: null, league: 'nfl' },
    ['league.*.teamId.*.w'],
  ),
  commandCenter: user(
    'commandCenter',
    { insightRole: 'user', teamRole: 'CommandCenter', teamId: '2510', league: 'nfl' },
    ['league.*.teamId.*.r'],
  ),
  /** A command center whose grant carries the write letter: runs practices, signs off reviews. */
  commandCenterWriter: user(
    'commandCenterWriter',
    { insightRole: 'user', teamRole: 'CommandCenter', teamId: '2510', league: 'nfl' },
    ['league.*.teamId.*.w'],
  ),
  coach: user('coach', { insightRole: 'user', teamRole: 'TeamAdmin', teamId: OWN, league: 'nfl' }, [
    `league.nfl.teamId.${OWN}.w`,
  ]),
  staff: user('staff', { insightRole: 'user', teamRole: 'TeamStaff', teamId: OWN, league: 'nfl' }, [
    `league.nfl.teamId.${OWN}.r`,
  ]),
  college: user(
    'college',
    { insightRole: 'user', teamRole: 'NCAAAllSports', teamId: COLLEGE, league: 'ncaa-fbs' },
    [`league.ncaa-fbs.teamId.${COLLEGE}.w`],
  ),
  customer: user(
    'customer',
    { insightRole: 'user', teamRole: 'Customer', teamId: CUSTOMER_TEAM, league: 'nfl' },
    [`league.nfl.teamId.${CUSTOMER_TEAM}.r`],
  ),
};
type Who = keyof typeof USERS;
const EVERYONE = Object.keys(USERS) as Who[];
const ALL_TEAMS: Who[] = ['admin', 'dataops', 'commandCenter', 'commandCenterWriter'];

/** Judges a call written as `METHOD path?query`. */
function call(who: Who, request: string): Verdict {
  const [method = '', target = ''] = request.split(' ');
  const [path = '', query = ''] = target.split('?');
  return judge(USERS[who], method, path, new URLSearchParams(query));
}

/** Who of `among` the policy lets make the call. */
const allowedAmong = (request: string, among: readonly Who[] = EVERYONE): Who[] =>
  among.filter((who) => call(who, request).allowed);

describe('the policy is the manifest', () => {
  it('finds every call of the manifest by its own path, and no other', () => {
    for (const spec of CALL_LIST) {
      const path = spec.path.replace(/:[A-Za-z]+/g, 'x1');
      expect(callKey(findCall(spec.method, path)?.call ?? { method: 'GET', path: '?' })).toBe(
        callKey(spec),
      );
    }
  });
});

describe('judge refusals', () => {
  it.each([
    'POST ingest/p1',
    'POST ingest/site1/health',
    'GET login',
    'GET logout',
    'GET users/someone',
    'POST sessions/revoked',
    'GET sessions/revoked',
    'POST alerts/hits',
  ])('refuses %s to everyone, the admin included (403)', (request) => {
    for (const who of EVERYONE) expect(call(who, request), who).toMatchObject({ status: 403 });
  });

  it.each([
    'GET ',
    'GET /schedule/list',
    'GET Schedule/list',
    'GET nosuchcall',
    'PATCH schedule/list',
    'get schedule/list',
    'HEAD health',
    'GET manage/p1/periods',
    'GET practices//3700',
    'GET livepractice//p1',
    'GET velocitygraph/_a1',
    'PUT schedule/gameid/p1',
    'POST health',
  ])('answers 404 to %s, a call no rule names', (request) => {
    expect(call('admin', request)).toEqual({
      allowed: false,
      status: 404,
      reason: expect.stringMatching(/^no call /) as unknown,
    });
  });

  it('lets everyone read the health, and only the admin the OpenAPI document', () => {
    expect(allowedAmong('GET health')).toEqual(EVERYONE);
    // It lists every internal route (ingest, users): a map of the system for the admin alone.
    expect(allowedAmong('GET openapi.json')).toEqual(['admin']);
    expect(call('coach', 'GET openapi.json')).toEqual({
      allowed: false,
      status: 403,
      reason: 'only the platform admin may read or change this',
    });
  });
});

describe('judge roles', () => {
  it.each([
    'POST manage/p1/command',
    'POST manage/p1/startperiod',
    'PUT manage/p1',
    'DELETE manage/p1',
    'POST dataset/p1/stoppractice',
    'POST datasets',
    'POST mobile/startpractice',
    'PUT schedule/p1',
    'DELETE schedule/p1',
    'POST practiceevents/p1',
    'POST combine/event/p1',
    'PUT combine/event/p1/e1',
    'GET combine/event/p1/finalize',
  ])('lets only the managing roles %s', (request) => {
    expect(allowedAmong(request)).toEqual([
      'admin',
      'dataops',
      'commandCenterWriter',
      'coach',
      'college',
    ]);
    // Read grants read: neither read-only staff nor a read-only command center runs practices.
    for (const who of ['staff', 'commandCenter'] as const) {
      expect(call(who, request), who).toEqual({
        allowed: false,
        status: 403,
        reason: 'your role may not manage practices',
      });
    }
  });

  it('lets every role with the write letter but data operations create a practice', () => {
    expect(allowedAmong('POST schedule')).toEqual([
      'admin',
      'commandCenterWriter',
      'coach',
      'college',
    ]);
    expect(call('customer', 'POST schedule')).toMatchObject({
      status: 403,
      reason: 'your role may not create practices',
    });
  });

  it.each([
    ['GET datasets', 'dataops'],
    ['GET dataset/3700/dataops?actionType=retrack', 'dataops'],
    ['GET datasets/p1/entities', 'dataops'],
    ['PUT datasets/p1/entities', 'dataops'],
    ['GET venue_proxy', 'health'],
  ])('keeps %s to the operations roles', (request, page) => {
    expect(allowedAmong(request)).toEqual(['admin', 'dataops']);
    expect(call('commandCenter', request)).toEqual({
      allowed: false,
      status: 403,
      reason: `the ${page} page is not open to your role`,
    });
  });

  it("keeps a practice's review to the Monitor's users, whoever may edit the practice", () => {
    const review = 'PUT schedule/p1/review?league=nfl&type=review&teamids=3700';
    expect(allowedAmong(review)).toEqual(['admin', 'dataops', 'commandCenterWriter']);
    // A read-only command center watches the Monitor; it does not sign off.
    expect(call('commandCenter', review)).toEqual({
      allowed: false,
      status: 403,
      reason: 'your grant for team 3700 is read-only: you may not change its data',
    });
    // The team's own coach and staff see the practice, yet may not sign it off.
    for (const who of ['coach', 'staff'] as const) {
      expect(call(who, review), who).toEqual({
        allowed: false,
        status: 403,
        reason: 'the monitor page is not open to your role',
      });
    }
    for (const who of ['college', 'customer'] as const) {
      expect(call(who, review), who).toMatchObject({ allowed: false, status: 403 });
    }
    // The coach who may not review still edits the practice, on the edit's path.
    expect(call('coach', 'PUT schedule/p1?teamids=3700')).toMatchObject({
      allowed: true,
      sessionId: 'p1',
    });
    for (const other of [
      'GET schedule/p1/review',
      'POST schedule/p1/review',
      'DELETE schedule/p1/review',
      'PUT schedule//review',
      'PUT schedule/p1/review/x',
      'PUT schedule/p1/reviews',
    ]) {
      expect(call('admin', other), other).toMatchObject({ allowed: false, status: 404 });
    }
  });

  it('opens Processing Status to the operations roles and the command center', () => {
    expect(allowedAmong('GET processing/status/3700')).toEqual([
      'admin',
      'dataops',
      'commandCenter',
      'commandCenterWriter',
    ]);
    expect(call('coach', 'GET processing/status/3700')).toMatchObject({
      allowed: false,
      status: 403,
      reason: 'the status page is not open to your role',
    });
  });
});

describe('judge team scoping', () => {
  it.each([
    'GET practices/{team}',
    'GET playernotes/{team}?dsid=p1&type=full',
    'GET customevents/{team}',
    'GET admin/{team}/settings',
    'GET teamplayers/{team}/practices',
    'GET sessiondays/{team}/practices',
    'GET reports/bulk/{team}/practices/2025',
    'GET reports/bulk/{team}/p1/practices/2025',
  ])('opens %s of a team only to its own users and the all-teams roles', (template) => {
    const own = template.replace('{team}', OWN);
    expect(allowedAmong(own)).toEqual([...ALL_TEAMS, 'coach', 'staff']);
    expect(call('coach', own)).toMatchObject({ allowed: true, teamId: OWN });
    expect(call('staff', template.replace('{team}', OTHER_PRO))).toEqual({
      allowed: false,
      status: 403,
      reason: `you may not see team ${OTHER_PRO}`,
    });
    expect(allowedAmong(template.replace('{team}', COLLEGE))).toEqual([...ALL_TEAMS, 'college']);
    expect(allowedAmong(template.replace('{team}', CUSTOMER_TEAM))).toEqual([
      ...ALL_TEAMS,
      'customer',
    ]);
  });

  it.each([
    'GET games/{team}',
    'GET teamplayers/{team}/games',
    'GET sessiondays/{team}/games',
    'GET reports/bulk/{team}/games/2025',
  ])("opens %s of other teams of the staff's own kind, never to customers", (template) => {
    expect(allowedAmong(template.replace('{team}', OTHER_PRO))).toEqual([
      ...ALL_TEAMS,
      'coach',
      'staff',
    ]);
    expect(allowedAmong(template.replace('{team}', CUSTOMER_TEAM))).toEqual([
      ...ALL_TEAMS,
      'coach',
      'staff',
      'customer',
    ]);
    expect(allowedAmong(template.replace('{team}', OTHER_COLLEGE))).toEqual([
      ...ALL_TEAMS,
      'college',
    ]);
  });

  it('reads an encoded separator in a team id as part of the id, not a way to another team', () => {
    expect(call('staff', `GET practices/${OWN}%2F..%2F${OTHER_PRO}`)).toMatchObject({
      allowed: false,
      status: 403,
    });
  });

  it.each(['teamids', 'teamId', 'teamOfInterest'])(
    'refuses an open call whose %s names a team the user may not see',
    (param) => {
      expect(call('staff', `GET scheduledevents?${param}=${OTHER_PRO}`)).toEqual({
        allowed: false,
        status: 403,
        reason: `you may not see team ${OTHER_PRO}`,
      });
      expect(call('staff', `GET playerlist?${param}=${OWN},${OTHER_PRO}`)).toMatchObject({
        status: 403,
      });
      expect(call('staff', `GET playerlist?${param}=${OWN}&${param}=${OTHER_PRO}`)).toMatchObject({
        status: 403,
      });
      expect(call('staff', `GET playerlist?${param}=${OWN}`)).toMatchObject({ allowed: true });
      expect(call('admin', `GET playerlist?${param}=${OTHER_PRO}`)).toMatchObject({
        allowed: true,
      });
    },
  );

  it('checks query team ids on scoped calls too', () => {
    expect(call('staff', `GET livepractice/p1?teamids=${OTHER_PRO}`)).toMatchObject({
      status: 403,
    });
    expect(call('customer', `GET practices/${CUSTOMER_TEAM}?teamids=${OWN}`)).toMatchObject({
      status: 403,
      reason: `you may not see team ${OWN}`,
    });
  });

  it.each([
    'GET scheduledevents',
    'GET scheduledevents?teamids=*',
    'GET alerts/hits',
    'GET playerlist',
  ])('narrows %s to the own team of a team user', (request) => {
    expect(call('staff', request)).toMatchObject({ allowed: true, forceTeamIds: OWN });
    expect(call('customer', request)).toMatchObject({ allowed: true, forceTeamIds: CUSTOMER_TEAM });
    expect(call('commandCenter', request)).not.toHaveProperty('forceTeamIds');
    expect(call('admin', request)).not.toHaveProperty('forceTeamIds');
  });

  it('leaves a team user asking for their own team as asked', () => {
    expect(call('staff', `GET scheduledevents?teamids=${OWN}`)).not.toHaveProperty('forceTeamIds');
  });
});

describe('judge sessions and players', () => {
  it.each([
    'GET livepractice/p1',
    'GET livetracks/p1',
    'GET schedule/gameid/p1',
    'GET session/p1/history',
    'GET fullpractice/p1',
    'GET practicetracking/p1',
    'GET practicetracking/p1?side=3700',
    // A game's other side is no team filter: whoever may see the game sees both sides.
    'GET practicetracking/p1?side=1050',
    'GET processing/p1',
    'GET comparison/p1',
    'GET comparison/p1?days=28&includeGames=yes',
    'GET velocitygraph/p1_a7',
    'GET manage/p1',
    'GET schedule/p1',
    'GET reports/csv/p1',
    'GET reports/plays/p1',
    'GET practiceevents/p1',
    'GET combine/event/p1',
    'GET dataset/p1/checkreplica',
    'GET manage/p1_2',
    'GET schedulegameid?gameId=p1',
    'GET playermetrics/a7/post?datasetId=p1',
    'GET venue/site9/tracks?datasetId=p1',
  ])('names session p1 of %s for its team to be checked', (request) => {
    expect(call('staff', request)).toMatchObject({ allowed: true, sessionId: 'p1' });
  });

  it('names the practice whose events a managing role logs, for its team to be checked', () => {
    expect(call('coach', 'POST practiceevents/p1')).toMatchObject({
      allowed: true,
      sessionId: 'p1',
    });
  });

  it.each(['POST combine/event/p1', 'PUT combine/event/p1/e1', 'GET combine/event/p1/finalize'])(
    'names the practice whose combine drills a managing role times (%s)',
    (request) => {
      expect(call('coach', request)).toMatchObject({ allowed: true, sessionId: 'p1' });
    },
  );

  it('passes a query form sent without its session on with nothing to check', () => {
    const verdict = call('staff', 'GET schedulegameid');
    expect(verdict.allowed).toBe(true);
    expect(verdict).not.toHaveProperty('sessionId');
  });

  it('reads schedule/list as the open list, not as a session named list', () => {
    expect(call('customer', 'GET schedule/list')).toMatchObject({
      allowed: true,
      forceTeamIds: CUSTOMER_TEAM,
    });
    expect(call('customer', 'GET schedule/list')).not.toHaveProperty('sessionId');
  });

  it("opens a player's head to all and names their practices or games for a team check", () => {
    expect(allowedAmong('GET player/a7')).toEqual(EVERYONE);
    expect(call('customer', 'GET player/a7')).not.toHaveProperty('player');
    expect(call('customer', 'GET player/a7/practices')).toMatchObject({
      allowed: true,
      player: { id: 'a7', reads: 'practice' },
    });
    expect(call('customer', 'GET player/a7/games')).toMatchObject({
      player: { id: 'a7', reads: 'game' },
    });
  });
});

describe('judge player notes (02 §6)', () => {
  it("names the session and the player's notes for checks, to every role reading", () => {
    expect(allowedAmong('GET playernote/p1/a7')).toEqual(EVERYONE);
    expect(call('customer', 'GET playernote/p1/a7')).toEqual({
      allowed: true,
      call: expect.anything() as unknown,
      sessionId: 'p1',
      player: { id: 'a7', reads: 'notes' },
    });
  });

  it('lets only staff roles write a note, with the same checks', () => {
    expect(allowedAmong('POST playernote/p1/a7')).toEqual([
      'admin',
      'commandCenterWriter',
      'coach',
      'college',
    ]);
    expect(call('coach', 'POST playernote/p1/a7')).toMatchObject({
      sessionId: 'p1',
      player: { id: 'a7', reads: 'notes' },
    });
    for (const who of ['customer', 'dataops'] as const) {
      expect(call(who, 'POST playernote/p1/a7')).toEqual({
        allowed: false,
        status: 403,
        reason: 'only staff may write this',
      });
    }
  });

  it.each(['GET playernote/p1', 'GET playernote/p1/a7/x', 'PUT playernote/p1/a7'])(
    'answers 404 to %s, a call no rule names',
    (request) => {
      expect(call('admin', request)).toMatchObject({ allowed: false, status: 404 });
    },
  );
});

describe('judge targeted reprocess (02 §6)', () => {
  it('lets only staff roles reprocess, naming the session for its team check', () => {
    expect(allowedAmong('POST partialreprocess/p1')).toEqual([
      'admin',
      'commandCenterWriter',
      'coach',
      'college',
    ]);
    // Read-only staff no longer reprocess: a read grant reads.
    expect(call('staff', 'POST partialreprocess/p1')).toEqual({
      allowed: false,
      status: 403,
      reason: 'your grants are read-only: you may not change anything',
    });
    expect(call('coach', 'POST partialreprocess/p1')).toMatchObject({
      allowed: true,
      sessionId: 'p1',
    });
    for (const who of ['customer', 'dataops'] as const) {
      expect(call(who, 'POST partialreprocess/p1')).toEqual({
        allowed: false,
        status: 403,
        reason: 'only staff may write this',
      });
    }
  });

  it.each(['GET partialreprocess/p1', 'POST partialreprocess', 'POST partialreprocess/p1/x'])(
    'answers 404 to %s, a call no rule names',
    (request) => {
      expect(call('admin', request)).toMatchObject({ allowed: false, status: 404 });
    },
  );
});

describe('judge Game Manage (03 §2, §7)', () => {
  it("lets whoever may see the game read its removed plays and its reprocess's status", () => {
    for (const request of ['GET ignoreplaysforgame/g1', 'GET reprocessgame/g1/status']) {
      expect(allowedAmong(request)).toEqual(EVERYONE);
      expect(call('customer', request)).toMatchObject({ allowed: true, sessionId: 'g1' });
    }
  });

  it('lets the roles that manage games save removed plays and reprocess, naming the game', () => {
    for (const request of ['POST ignoreplaysforgame/g1', 'GET reprocessgame/g1']) {
      expect(allowedAmong(request)).toEqual([
        'admin',
        'dataops',
        'commandCenterWriter',
        'coach',
        'college',
      ]);
      expect(call('dataops', request)).toMatchObject({
        allowed: true,
        sessionId: 'g1',
        call: { role: 'managesGames' },
      });
      for (const who of ['staff', 'customer'] as const) {
        expect(call(who, request)).toEqual({
          allowed: false,
          status: 403,
          reason: 'your role may not manage games',
        });
      }
    }
  });

  it.each([
    'POST reprocessgame/g1',
    'POST reprocessgame/g1/status',
    'GET ignoreplaysforgame/g1/x',
    'PUT ignoreplaysforgame/g1',
    'GET reprocessgame',
  ])('answers 404 to %s, a call no rule names', (request) => {
    expect(call('admin', request)).toMatchObject({ allowed: false, status: 404 });
  });
});

describe('judge practice profiles (03 §7)', () => {
  const Q = (team: string) => `league=nfl&type=practice&teamids=${team}`;

  it('lets those who manage practices write a profile of a team they may see', () => {
    for (const request of [
      `POST profile?${Q(OWN)}`,
      `PUT profile/p1?${Q(OWN)}`,
      `DELETE profile/p1?${Q(OWN)}`,
    ]) {
      expect(allowedAmong(request)).toEqual(['admin', 'dataops', 'commandCenterWriter', 'coach']);
    }
    expect(allowedAmong(`POST profile?league=ncaa-fbs&type=practice&teamids=${COLLEGE}`)).toEqual([
      'admin',
      'dataops',
      'commandCenterWriter',
      'college',
    ]);
  });

  it('refuses read-only staff and customers, and a team the writer may not see', () => {
    expect(call('staff', `POST profile?${Q(OWN)}`)).toEqual({
      allowed: false,
      status: 403,
      reason: 'your role may not manage practices',
    });
    expect(call('customer', `DELETE profile/p1?${Q(CUSTOMER_TEAM)}`)).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(call('coach', `PUT profile/p1?${Q(OTHER_PRO)}`)).toEqual({
      allowed: false,
      status: 403,
      reason: `you may not see team ${OTHER_PRO}`,
    });
    expect(call('college', `POST profile?${Q(OTHER_COLLEGE)}`)).toMatchObject({
      allowed: false,
      status: 403,
    });
  });

  it('keeps the list open to all and answers 404 to profile calls it does not know', () => {
    expect(allowedAmong(`GET profile/list?${Q(OWN)}`, ['coach', 'staff'])).toEqual([
      'coach',
      'staff',
    ]);
    for (const request of [
      'GET profile/p1',
      'PUT profile',
      'DELETE profile',
      'DELETE profile/p1/x',
    ])
      expect(call('admin', request)).toMatchObject({ allowed: false, status: 404 });
  });
});

describe('judge custom tables', () => {
  it.each([
    `GET customtable/{email}?teamId=${OWN}&live=no`,
    `POST customtable/{email}/live?teamId=${OWN}`,
    `POST customtable/{email}/normal?teamId=${OWN}`,
  ])('opens %s only to the user whose email it names, in any case or encoding', (template) => {
    expect(call('coach', template.replace('{email}', 'coach'))).toMatchObject({ allowed: true });
    expect(call('coach', template.replace('{email}', 'COACH'))).toMatchObject({ allowed: true });
    expect(call('staff', template.replace('{email}', 'staff'))).toMatchObject({ allowed: true });
    expect(allowedAmong(template.replace('{email}', 'coach'))).toEqual(['coach']);
    // Those who may see the team are refused for the table not being theirs.
    for (const who of [...ALL_TEAMS, 'staff'] as const) {
      expect(call(who, template.replace('{email}', 'coach')), who).toEqual({
        allowed: false,
        status: 403,
        reason: 'you may only read or change your own',
      });
    }
  });

  it('decodes an encoded email and refuses a malformed one', () => {
    const coach = { ...USERS.coach, email: 'Coach@Club.example' };
    const judged = (path: string) => judge(coach, 'GET', path, new URLSearchParams('live=no'));
    expect(judged('customtable/coach%40club.example')).toMatchObject({ allowed: true });
    expect(judged('customtable/coach%4')).toMatchObject({ allowed: false, status: 404 });
  });

  it('refuses a team the user may not see, whoever the table is of', () => {
    expect(call('customer', `GET customtable/customer?teamId=${OWN}&live=no`)).toEqual({
      allowed: false,
      status: 403,
      reason: `you may not see team ${OWN}`,
    });
    expect(call('admin', `POST customtable/admin/live?teamId=${CUSTOMER_TEAM}`)).toMatchObject({
      allowed: true,
    });
  });

  it("leaves a table kind to dataaccess's schema, which refuses one it does not know", () => {
    expect(call('coach', `POST customtable/coach/wide?teamId=${OWN}`)).toMatchObject({
      allowed: true,
    });
  });
});

describe('judge excluded players', () => {
  it.each(['GET excludedplayers/{email}/p1', 'POST excludedplayers/{email}/p1'])(
    'opens %s only to the user whose email it names, naming the session for its team check',
    (template) => {
      expect(call('coach', template.replace('{email}', 'COACH'))).toMatchObject({
        allowed: true,
        sessionId: 'p1',
      });
      expect(call('customer', template.replace('{email}', 'customer'))).toMatchObject({
        allowed: true,
        sessionId: 'p1',
      });
      expect(allowedAmong(template.replace('{email}', 'coach'))).toEqual(['coach']);
      for (const who of [...ALL_TEAMS, 'staff'] as const) {
        expect(call(who, template.replace('{email}', 'coach')), who).toEqual({
          allowed: false,
          status: 403,
          reason: 'you may only read or change your own',
        });
      }
    },
  );

  it('decodes an encoded email and refuses a malformed one', () => {
    const coach = { ...USERS.coach, email: 'Coach@Club.example' };
    const judged = (path: string) => judge(coach, 'GET', path, new URLSearchParams());
    expect(judged('excludedplayers/coach%40club.example/p1')).toMatchObject({
      allowed: true,
      sessionId: 'p1',
    });
    expect(judged('excludedplayers/coach%4/p1')).toMatchObject({ allowed: false, status: 404 });
  });

  it.each([
    'GET excludedplayers/coach',
    'GET excludedplayers/coach/p1/x',
    'PUT excludedplayers/coach/p1',
    'DELETE excludedplayers/coach/p1',
  ])('answers 404 to %s, a call no rule names', (request) => {
    expect(call('coach', request)).toMatchObject({ allowed: false, status: 404 });
  });
});

describe('queryTeamIds', () => {
  it('collects teamids, teamId and teamOfInterest, split on commas, without * or blanks', () => {
    const query = new URLSearchParams(
      'teamids=3700,,1050&teamids=*&teamId=194&teamOfInterest=&teamOfInterest=201&other=9',
    );
    expect(queryTeamIds(query)).toEqual(['3700', '1050', '194', '201']);
  });

  it('finds nothing in a query without team ids', () => {
    expect(queryTeamIds(new URLSearchParams('teamids=*&startTime=0'))).toEqual([]);
  });
});

describe('the write letter (issue 33): read grants read, write grants write', () => {
  it.each(['POST admin/{team}/settings', 'POST customevents/{team}'])(
    'lets only a grant with w for the team %s',
    (template) => {
      expect(call('coach', template.replace('{team}', OWN))).toMatchObject({ allowed: true });
      expect(call('staff', template.replace('{team}', OWN))).toEqual({
        allowed: false,
        status: 403,
        reason: `your grant for team ${OWN} is read-only: you may not change its data`,
      });
      expect(call('customer', template.replace('{team}', CUSTOMER_TEAM))).toMatchObject({
        allowed: false,
        status: 403,
      });
      expect(call('commandCenter', template.replace('{team}', OTHER_PRO))).toMatchObject({
        allowed: false,
        status: 403,
      });
      expect(call('commandCenterWriter', template.replace('{team}', OTHER_PRO))).toMatchObject({
        allowed: true,
      });
    },
  );

  it('still lets every reader read what they see, and keep their own tables', () => {
    expect(call('customer', `GET admin/${CUSTOMER_TEAM}/settings`)).toMatchObject({
      allowed: true,
    });
    expect(call('staff', `POST customtable/staff/live?teamId=${OWN}`)).toMatchObject({
      allowed: true,
      call: { effect: 'own' },
    });
    expect(call('commandCenter', 'POST userpreferences')).toMatchObject({ allowed: true });
  });

  it('marks every call that changes something in the manifest as a write or an own write', () => {
    for (const spec of CALL_LIST.filter((c) => c.method !== 'GET')) {
      expect(spec.effect, callKey(spec)).not.toBe('read');
    }
  });
});
