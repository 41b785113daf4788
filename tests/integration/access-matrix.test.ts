/**
 * Every REST route of dataaccess, called through the gateway as every development user, for
 * the user's own team and for another team, and every live topic likewise. The expected
 * verdicts are written out per kind of user from the spec (01 §2.3, §6; 02 §6), not derived
 * from the code under test. The matrix is printed; any cell that differs fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPractice, getSession, runPracticeCommand, type Db } from '../../dataaccess';
import { APP_REQUEST_HEADER, CALLS } from '../../domain';
import { live } from '../../proto';
import { startProduct, type Product } from '../../scripts/product';
import { DEV_USERS } from '../../scripts/dev/dev-users';
import { seededRoster } from '../../scripts/demo/seed';
import { seedSession } from '../support/past-sessions';
import { freePort } from '../support/ports';
import { sessionCookie } from '../support/sessions';

const OWN = '3700';
const OTHER = '1050';
/** The visiting team of the matrix's games: no development user's team. */
const GAME_VISITOR = '1200';

type Who = 'admin' | 'coach' | 'staff' | 'ncaaF' | 'ncaaL' | 'customer' | 'cc' | 'ccw' | 'dataops';
const WHO: Record<string, Who> = {
  'admin@dev.test': 'admin',
  'nfl.coach@dev.test': 'coach',
  'nfl.staff@dev.test': 'staff',
  'ncaa.football@dev.test': 'ncaaF',
  'ncaa.lacrosse@dev.test': 'ncaaL',
  'customer@dev.test': 'customer',
  'commandcenter@dev.test': 'cc',
  'commandcenter.lead@dev.test': 'ccw',
  'dataops@dev.test': 'dataops',
};

/** Who may see a pro team's practice data: its staff, its customer, and the all-teams kinds. */
const seesPractice = (who: Who, team: string): boolean =>
  who === 'admin' ||
  who === 'cc' ||
  who === 'ccw' ||
  who === 'dataops' ||
  (team === OWN ? who === 'coach' || who === 'staff' : who === 'customer');
/** Pro staff also see other pro teams' game performance (01 §6). */
const seesGames = (who: Who, team: string): boolean =>
  seesPractice(who, team) || who === 'coach' || who === 'staff';
/**
 * The write letter (issue 33): read grants read, write grants write. The admin, data
 * operations and the command center lead write every team's data, the coach its own team's,
 * college staff their own; read-only staff, the customer and the watching command center
 * nothing.
 */
const writes = (who: Who, team: string): boolean =>
  who === 'admin' ||
  who === 'dataops' ||
  who === 'ccw' ||
  (who === 'coach' && team === OWN) ||
  ((who === 'ncaaF' || who === 'ncaaL') && team !== OWN && team !== OTHER);
/** Practice changes: write, command-center and college roles with the letter, and the admin (01 §6). */
const manages = (who: Who): boolean => who !== 'staff' && who !== 'customer' && who !== 'cc';
/**
 * Removing a game's plays and reprocessing it (03 §2 Game Manage): the roles that manage
 * practices and data operations, of their own team's games (the all-teams roles: any).
 */
const managesGame = (who: Who, team: string): boolean =>
  manages(who) && (team === OWN ? who !== 'ncaaF' && who !== 'ncaaL' : allTeams(who));
/** The roles that see every team. */
const allTeams = (who: Who): boolean =>
  who === 'admin' || who === 'cc' || who === 'ccw' || who === 'dataops';
/** Operations pages: admin, and data operations for the console pages (not customers). */
const operations = (who: Who): boolean => who === 'admin' || who === 'dataops';
/** Who opens the Monitor and Processing Status: the operations roles and the command center. */
const statusPage = (who: Who): boolean => operations(who) || who === 'cc' || who === 'ccw';
/**
 * Player notes and targeted reprocess are staff-type writes: staff and the admin, not
 * customers or data operations (02 §6).
 */
const writesNotes = (who: Who): boolean => who !== 'customer' && who !== 'dataops';

/**
 * Stands for the email of the user making the call (a custom table and excluded players are
 * the user's own).
 */
const SELF = '{self}';

/** A seeded player of each team, for the Player page's calls. */
const PLAYERS: Record<'own' | 'other', string> = {
  own: seededRoster(OWN, 'nfl')[0]?.id ?? '',
  other: seededRoster(OTHER, 'nfl')[0]?.id ?? '',
};

/** Routes whose session is named by a query parameter (the gateway checks that session). */
const SESSION_IN_QUERY: Readonly<Record<string, string>> = {
  schedulegameid: 'gameId',
  'playermetrics/:playerId/post': 'datasetId',
  'venue/:gameOrVenue/tracks': 'datasetId',
};

interface Cell {
  readonly route: string;
  /** The path called, as the route's parameters were filled in. */
  readonly path: string;
  readonly target: 'own' | 'other' | '-';
  readonly who: Who;
  readonly expected: boolean;
  readonly actual: boolean;
  readonly status: number;
}

const WORKER_SOURCE = 'self.onmessage = () => {};\n'.repeat(100);

/**
 * A web build as the gateway serves it: the page, an entry script, and the map's worker, the
 * worker brotli-compressed beside itself as the build writes it.
 */
function webBuild(root: string): string {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-Cd34_y.js"></script>',
  );
  writeFileSync(join(root, 'assets', 'index-Cd34_y.js'), 'export {};\n');
  writeFileSync(join(root, 'assets', 'map-worker-Ab12_x.js'), WORKER_SOURCE);
  writeFileSync(join(root, 'assets', 'map-worker-Ab12_x.js.br'), brotliCompressSync(WORKER_SOURCE));
  return root;
}

/** A Content-Security-Policy header's directives and their sources. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d): string[] => d.trim().split(/\s+/))
      .filter((d) => d[0] !== undefined && d[0] !== '')
      .map(([name, ...sources]): [string, string[]] => [name ?? '', sources]),
  );

/** A practice of the team, created and started now by the admin. */
async function startedPractice(db: Db, name: string, teamId: string) {
  const doc = await createPractice(
    db,
    {
      name,
      description: '',
      drills: [{ drillType: 'Stretch' }, { drillType: '7on7' }],
      extraData: {},
      intensity: 'Low',
      league: 'nfl',
      profileName: '',
      rooftype: 'Outdoor',
      siteId: `${teamId}-practice`,
      siteName: '',
      start: Date.now(),
      teamId,
      type: 'practice',
    },
    'admin@dev.test',
    Date.now(),
  );
  await runPracticeCommand(db, doc._id, { type: 'practice.start' }, 'admin@dev.test', Date.now());
  return doc;
}

describe('access matrix', () => {
  let product: Product;
  let varDir: string;
  const ids: Record<'own' | 'other', string> = { own: '', other: '' };
  const gameIds: Record<'own' | 'other', string> = { own: '', other: '' };

  beforeAll(async () => {
    varDir = mkdtempSync(join(tmpdir(), 'access-'));
    product = await startProduct({
      port: await freePort(),
      dataaccessPort: await freePort(),
      idpPort: await freePort(),
      varDir,
      lingerMs: 0,
      webRoot: webBuild(join(varDir, 'web')),
    });
    const db = product.store.db;
    for (const [key, teamId] of [
      ['own', OWN],
      ['other', OTHER],
    ] as const) {
      const doc = await startedPractice(db, `Practice ${teamId}`, teamId);
      ids[key] = doc._id;
      // A past game of the team at home against a team none of the users belongs to.
      gameIds[key] = `matrix-${key}-game`;
      await seedSession(db, gameIds[key], {
        teamId,
        visitorTeamId: GAME_VISITOR,
        type: 'game',
        status: 'complete',
        startTime: Date.now() - 86_400_000,
      });
    }
  });

  afterAll(async () => {
    await product.stop();
    rmSync(varDir, { recursive: true, force: true });
  });

  /** Concrete paths for a route template, with what it targets and who should pass. */
  function cases(
    method: string,
    template: string,
  ): { path: string; target: Cell['target']; expect: (w: Who) => boolean }[] {
    const fill = (target: 'own' | 'other') =>
      template
        .replace(/:id\b/g, ids[target])
        .replace(/:key\b/g, `${ids[target]}_player`)
        .replace(/:teamId\b/g, target === 'own' ? OWN : OTHER)
        .replace(/:email\b/g, 'nfl.coach@dev.test')
        .replace(/:range\b/g, '20260301-20270228')
        .replace(/:[A-Za-z]+/g, 'x');
    const team = (target: 'own' | 'other') => (target === 'own' ? OWN : OTHER);
    // The Player page: the head is open to every user; a player's practices or games need
    // the right to see that player's team's practices or games (01 §6).
    if (template.startsWith('player/')) {
      const events = template.endsWith('/:event') ? (['practices', 'games'] as const) : [null];
      return events.flatMap((event) =>
        (['own', 'other'] as const).map((t) => ({
          path: template.replace(':playerId', PLAYERS[t]).replace(':event', event ?? ''),
          target: t,
          expect: (w: Who) =>
            event === null
              ? true
              : event === 'games'
                ? seesGames(w, team(t))
                : seesPractice(w, team(t)),
        })),
      );
    }
    // A player's load over time (and its CSV) counts practices: for those who may see the
    // player's team's practices.
    if (/^(reports\/)?playerload\/:playerId$/.test(template)) {
      return (['own', 'other'] as const).map((t) => ({
        path: `${template.replace(':playerId', PLAYERS[t])}?tzOffset=0`,
        target: t,
        expect: (w: Who) => seesPractice(w, team(t)),
      }));
    }
    // A call whose path names practices or games is a call for each, checked as such; a bulk
    // export's data type also names a team's practice or game ball flights, exported by those
    // who may see that team's practices or games (01 §6: other teams' games too, for pro staff).
    const kind = /:(event|dataType)\b/.exec(template)?.[0];
    if (kind !== undefined) {
      const names =
        kind === ':dataType'
          ? (['practices', 'games', 'practiceBallFlights', 'gameBallFlights'] as const)
          : (['practices', 'games'] as const);
      return names.flatMap((name) => cases(method, template.replace(kind, name)));
    }
    if (/^(ingest|login|logout|users|sessions)\b/.test(template)) {
      return [{ path: fill('own'), target: '-', expect: () => false }];
    }
    // Alert hits are recorded by the gateway's own alert engine (architecture, Alerts): no
    // user writes one through the proxy.
    if (template.startsWith('alerts/') && method !== 'GET') {
      return [{ path: fill('own'), target: '-', expect: () => false }];
    }
    // The Processing Status page's calls are the operations roles' and the command center's;
    // a session's processing bar (processing/:id) is read like the session's numbers, below.
    if (/^processing\/(?!:id$)/.test(template)) {
      return [{ path: fill('own'), target: '-', expect: statusPage }];
    }
    // The review sign-off (03 §4) is the Monitor's: its users only, of any team, whoever else
    // may edit the practice.
    if (template === 'schedule/:id/review') {
      return (['own', 'other'] as const).map((t) => ({
        path: fill(t),
        target: t,
        expect: (w: Who) => statusPage(w) && writes(w, team(t)),
      }));
    }
    // Data Ops (03 §2): the list, a dataset's actions and its entities are the operations roles'.
    if (template === 'datasets' && method === 'GET') {
      return [
        {
          path: `${template}?startTime=${Date.now() - 86_400_000}&endTime=${Date.now()}`,
          target: '-',
          expect: operations,
        },
      ];
    }
    if (
      /^(entities|entitiesbyteam|entitiesbysite|venue_proxy)\b|\/dataops$|^datasets\/:datasetId\/entities$/.test(
        template,
      )
    ) {
      return [{ path: fill('own'), target: '-', expect: operations }];
    }
    // The About page (03 §2 About): every signed-in user reads it and its user guide; only the
    // platform admin edits it.
    if (template === 'about' || template.startsWith('about/')) {
      return [
        {
          path: template.replace(':id', 'user-guide'),
          target: '-',
          expect: (w: Who) => method === 'GET' || w === 'admin',
        },
      ];
    }
    // Finalising a practice's combine (03 §7) is a GET that computes and records: a write.
    const write = method !== 'GET' || template === 'combine/event/:id/finalize';
    const targets = ['own', 'other'] as const;
    // A player's note in a practice of the player's team: for that team's users and the
    // all-teams roles; only staff write (02 §6).
    if (template.startsWith('playernote/')) {
      return targets.map((t) => ({
        path: `playernote/${ids[t]}/${PLAYERS[t]}`,
        target: t,
        expect: (w: Who) =>
          seesPractice(w, team(t)) && (!write || (writesNotes(w) && writes(w, team(t)))),
      }));
    }
    // A targeted reprocess of a practice: its team's users and the all-teams roles, staff
    // types only (02 §6).
    if (template.startsWith('partialreprocess/')) {
      return targets.map((t) => ({
        path: fill(t),
        target: t,
        expect: (w: Who) => seesPractice(w, team(t)) && writesNotes(w) && writes(w, team(t)),
      }));
    }
    // Game Manage (03 §2): a game's removed plays and its reprocess's status are read by
    // whoever may see the game; saving them and reprocessing are for the roles that manage
    // games, of their own team's games.
    if (template.includes(':gameId')) {
      const changes = write || template === 'reprocessgame/:gameId';
      return targets.map((t) => ({
        path: template.replace(':gameId', gameIds[t]),
        target: t,
        expect: (w: Who) => (changes ? managesGame(w, team(t)) : seesGames(w, team(t))),
      }));
    }
    // A custom table: every user their own, of a team they may see; nobody another's.
    if (template.startsWith('customtable/')) {
      const path = (email: string, t: 'own' | 'other') =>
        `${template.replace(':email', email).replace(':live', 'normal')}?teamId=${team(t)}&live=no`;
      return [
        ...targets.map((t) => ({
          path: path(SELF, t),
          target: t,
          expect: (w: Who) => seesPractice(w, team(t)),
        })),
        { path: path('nfl.coach@dev.test', 'own'), target: '-', expect: (w) => w === 'coach' },
      ];
    }
    // Excluded players: every user their own, of a session they may see; nobody another's.
    if (template.startsWith('excludedplayers/')) {
      const path = (email: string, t: 'own' | 'other') =>
        template.replace(':email', email).replace(':sessionId', ids[t]);
      return [
        ...targets.map((t) => ({
          path: path(SELF, t),
          target: t,
          expect: (w: Who) => seesPractice(w, team(t)),
        })),
        { path: path('nfl.coach@dev.test', 'own'), target: '-', expect: (w) => w === 'coach' },
      ];
    }
    // Practice profile writes (03 §7): for a team named in teamids, by those who manage
    // practices of a team whose practices they may see; the profiles page is open to all.
    if (template === 'profile' || template === 'profile/:id') {
      return targets.map((t) => ({
        path: `${fill(t)}?league=nfl&type=practice&teamids=${team(t)}`,
        target: t,
        expect: (w: Who) => seesPractice(w, team(t)) && manages(w) && writes(w, team(t)),
      }));
    }
    // The report PDF (02 §2 Report page): staff of a team whose practices they may see, not
    // customers or data operations.
    if (template === 'reports/pdf/:id') {
      return targets.map((t) => ({
        path: fill(t),
        target: t,
        expect: (w: Who) => seesPractice(w, team(t)) && writesNotes(w),
      }));
    }
    if (template.includes(':id') || template.includes(':key')) {
      return targets.map((t) => ({
        path: fill(t),
        target: t,
        expect: (w: Who) =>
          seesPractice(w, team(t)) && (!write || (manages(w) && writes(w, team(t)))),
      }));
    }
    // The Customers screen's practice areas (03 §2 Customers): the platform admin's.
    if (template.startsWith('venues/:siteId/areas')) {
      return [{ path: fill('own'), target: '-', expect: (w: Who) => w === 'admin' }];
    }
    // The Customers screen's user table (03 §2 Customers): the page's users, the platform
    // admin, of any team.
    if (template === 'customers/:teamId/users') {
      return targets.map((t) => ({ path: fill(t), target: t, expect: (w: Who) => w === 'admin' }));
    }
    // A team's speed zones (02 §3 Zones, §6; 03 §3 Customers): read by whoever sees the
    // team's practices; saved by the admin and the team's customers, pro and college staff
    // with the write letter (not data operations or the command center).
    if (template === 'customers/:teamId/zones') {
      const editor = (w: Who) => !['cc', 'ccw', 'dataops'].includes(w);
      return targets.map((t) => ({
        path: fill(t),
        target: t,
        expect: (w: Who) =>
          seesPractice(w, team(t)) && (!write || (editor(w) && writes(w, team(t)))),
      }));
    }
    if (template.includes(':teamId')) {
      const games =
        template.startsWith('games/') || /\/(games|gameBallFlights)(\/|$)/.test(template);
      return targets.map((t) => ({
        path: fill(t),
        target: t,
        expect: (w: Who) =>
          (games ? seesGames(w, team(t)) : seesPractice(w, team(t))) &&
          (!write || writes(w, team(t))),
      }));
    }
    // Reads that name their session in the query rather than the path.
    const sessionParam = SESSION_IN_QUERY[template];
    if (sessionParam !== undefined) {
      return targets.map((t) => ({
        path: `${fill(t)}?${sessionParam}=${ids[t]}`,
        target: t,
        expect: (w: Who) => seesPractice(w, team(t)),
      }));
    }
    if (template === 'schedule' && method === 'POST') {
      return [
        {
          path: template,
          target: '-',
          expect: (w) => w !== 'customer' && w !== 'dataops' && w !== 'staff' && w !== 'cc',
        },
      ];
    }
    if ((template === 'datasets' || template === 'mobile/startpractice') && method === 'POST')
      return [{ path: template, target: '-', expect: manages }];
    // A user's own preferences are theirs to keep, whatever their grants.
    const ownRecord = template === 'userpreferences';
    return targets.map((t) => ({
      path: `${fill(t)}?teamids=${team(t)}`,
      target: t,
      expect: (w: Who) => seesPractice(w, team(t)) && (!write || ownRecord || writes(w, team(t))),
    }));
  }

  it('refuses every REST call a user may not make, and only those', async () => {
    const cells: Cell[] = [];
    for (const route of product.dataaccess.routes.routes) {
      for (const c of cases(route.method, route.path)) {
        for (const user of DEV_USERS) {
          const who = WHO[user.email] ?? 'staff';
          const path = c.path.replace(SELF, user.email);
          const response = await fetch(`${product.url}/api/da/${path}`, {
            method: route.method,
            headers: {
              cookie: sessionCookie(product.gateway.app, user.email),
              // The product's own pages send this (the spec's GETs that change something need it).
              [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value,
              ...(route.method === 'GET'
                ? {}
                : { 'content-type': 'application/json', origin: product.url }),
            },
            ...(route.method === 'GET' ? {} : { body: '{}' }),
          });
          // An allowed report answers its file (a CSV); everything else is the JSON envelope.
          const json = response.headers.get('content-type')?.includes('json') === true;
          const body = json
            ? ((await response.json()) as { results: unknown[]; status: string })
            : { results: [], status: await response.text() };
          // Any answer the gateway gave itself (403, 401, or 404 for a call it does not
          // know) is a refusal: a dataaccess route the policy forgets fails here.
          const refusedByGateway =
            response.headers.get('x-refused-by') === 'gateway' ||
            response.status === 403 ||
            response.status === 401;
          // A refusal must not carry data.
          if (refusedByGateway) {
            expect(json).toBe(true);
            expect(body.results).toEqual([]);
          }
          cells.push({
            route: `${route.method} ${route.path}`,
            path,
            target: c.target,
            who,
            expected: c.expect(who),
            actual: !refusedByGateway,
            status: response.status,
          });
        }
      }
    }
    const rows = new Map<string, string[]>();
    for (const cell of cells) {
      const key = `${cell.route} [${cell.target}]`;
      const mark = cell.actual ? 'allow' : 'deny';
      rows.set(key, [
        ...(rows.get(key) ?? []),
        `${cell.who}:${mark}${cell.actual === cell.expected ? '' : '(!)'}`,
      ]);
    }
    console.log(
      `REST access matrix (${cells.length} cells):\n${[...rows].map(([k, v]) => `${k.padEnd(48)} ${v.join(' ')}`).join('\n')}`,
    );
    const wrong = cells.filter((c) => c.actual !== c.expected);
    expect(
      wrong.map(
        (c) =>
          `${c.route} (${c.path}) [${c.target}] as ${c.who}: expected ${c.expected ? 'allow' : 'deny'}, got ${c.status}`,
      ),
    ).toEqual([]);
  });

  it('serves the OpenAPI document, a map of every internal route, to the admin alone', async () => {
    const answers: string[] = [];
    for (const user of DEV_USERS) {
      const response = await fetch(`${product.url}/api/da/openapi.json`, {
        headers: { cookie: sessionCookie(product.gateway.app, user.email) },
      });
      const body = (await response.json()) as { paths?: Record<string, unknown>; status?: string };
      answers.push(`${WHO[user.email] ?? user.email}:${response.status}`);
      if (WHO[user.email] === 'admin') {
        expect(Object.keys(body.paths ?? {})).toContain('/dataaccess/ingest/{id}');
      } else {
        expect(body.paths).toBeUndefined();
        expect(body.status).toMatch(/only the platform admin/);
      }
    }
    expect(answers).toEqual(
      DEV_USERS.map((u) => `${WHO[u.email] ?? u.email}:${WHO[u.email] === 'admin' ? 200 : 403}`),
    );
  });

  it("takes a user identity only with the gateway's credential, and a venue key only for its own venue's ingest", async () => {
    const venueKey = await product.venueKey(`${OWN}-practice`);
    const direct = async (method: string, path: string, headers: Record<string, string>) => {
      const response = await fetch(`${product.dataaccessUrl}/dataaccess/${path}`, {
        method,
        headers: {
          ...headers,
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      return { status: response.status, text: await response.text() };
    };
    const ingestCalls = new Set<string>([CALLS.ingest.path, CALLS.ingestVenueHealth.path]);
    const verdicts: string[] = [];
    // The health check answers anyone; the API document, like every other call, only the
    // gateway's credential (the gateway gives it to platform admins).
    const open = new Set(['health']);
    for (const call of Object.values(CALLS).filter((c) => !open.has(c.path))) {
      const path = call.path.replace(/:[A-Za-z]+/g, ids.own);
      const bare = await direct(call.method, path, {});
      const asGhost = await direct(call.method, path, {
        'x-venue-key': venueKey,
        'x-user-email': 'ghost@nowhere.example',
      });
      const asVenue = await direct(call.method, path, { 'x-venue-key': venueKey });
      // With the gateway's credential only ingest (refused) and reads run: a write would change
      // the matrix's sessions for the tests after this one.
      const ingest = ingestCalls.has(call.path);
      const asGateway =
        ingest || call.method === 'GET'
          ? await direct(call.method, path, {
              'x-service-token': product.serviceToken,
              'x-user-email': 'admin@dev.test',
            })
          : null;
      const cell = `${call.method} ${call.path}`;
      verdicts.push(
        `${cell}: none ${bare.status}, venue ${asVenue.status}, venue+user ${asGhost.status}, gateway ${asGateway?.status ?? '-'}`,
      );
      expect(bare.status, cell).toBe(401);
      expect(asGhost.status, cell).toBe(403);
      if (ingest) {
        // The venue key reaches the call (which then judges the body); the gateway never does.
        expect(asVenue.status, cell).not.toBe(401);
        expect(asVenue.status, cell).not.toBe(403);
        expect(asGateway?.status, cell).toBe(403);
      } else {
        expect(asVenue.status, cell).toBe(403);
        if (asGateway !== null) {
          expect(asGateway.status, cell).not.toBe(401);
          expect(asGateway.status, cell).not.toBe(403);
        }
      }
    }
    process.stdout.write(`${verdicts.join('\n')}\n`);

    // The probe's two findings: a note saved as a made-up user, positions into another team's
    // finished practice. Neither credential does either now.
    const db = product.store.db;
    const ownLive = (await startedPractice(db, 'Venue Practice', OWN))._id;
    const ownDone = (await startedPractice(db, 'Venue Practice Done', OWN))._id;
    const otherDone = (await startedPractice(db, 'Other Practice Done', OTHER))._id;
    for (const id of [ownDone, otherDone])
      await runPracticeCommand(db, id, { type: 'practice.stop' }, 'admin@dev.test', Date.now());
    const before = await getSession(db, otherDone);
    const batch = {
      sequence: 1,
      tracks: [
        { entityId: 'p1', atMs: [Date.now(), Date.now() + 100], xYd: [30, 31], yYd: [20, 20] },
      ],
    };
    const post = (path: string, headers: Record<string, string>, body: object) =>
      fetch(`${product.dataaccessUrl}/dataaccess/${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status);
    expect(await post(`ingest/${otherDone}`, { 'x-venue-key': venueKey }, batch)).toBe(403);
    expect(
      await post(`ingest/${otherDone}`, { 'x-service-token': product.serviceToken }, batch),
    ).toBe(403);
    expect(await post(`ingest/${ownDone}`, { 'x-venue-key': venueKey }, batch)).toBe(409);
    expect(await post(`ingest/${ownLive}`, { 'x-venue-key': venueKey }, batch)).toBe(200);
    expect(await getSession(db, otherDone)).toEqual(before);
    const refusedSamples = await db
      .selectFrom('track_windows')
      .select('entity_id')
      .where('session_id', 'in', [otherDone, ownDone])
      .execute();
    expect(refusedSamples).toEqual([]);
  });

  it('lets data operations run Data Ops and read Processing Status, and refuses a coach', async () => {
    const dataset = 'matrix-dataset';
    await seedSession(product.store.db, dataset, {
      teamId: OWN,
      type: 'complete',
      status: 'complete',
      startTime: Date.now() - 3_600_000,
      dataset_id: dataset,
      dataset_ref_id: 'DS-matrixda',
      extraData: { replicaStatus: 'I_I' },
    });
    const calls = [
      `datasets?startTime=${Date.now() - 86_400_000}&endTime=${Date.now()}`,
      `dataset/${OWN}/dataops?actionType=saveschedule&dataset=${dataset}&start=1000&end=2000`,
      `datasets/${dataset}/entities`,
      `processing/status/${OWN}?tzOffset=0`,
      'processing/status/*?tzOffset=300',
    ];
    for (const path of calls) {
      const as = async (email: string) => {
        const res = await fetch(`${product.url}/api/da/${path}`, {
          headers: {
            cookie: sessionCookie(product.gateway.app, email),
            [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value,
          },
        });
        return { status: res.status, body: (await res.json()) as { results: unknown[] } };
      };
      const coach = await as('nfl.coach@dev.test');
      expect(coach.status, `${path} as a coach`).toBe(403);
      expect(coach.body.results).toEqual([]);
      expect((await as('dataops@dev.test')).status, `${path} as data operations`).toBe(200);
    }
    const saved = await fetch(`${product.url}/api/da/${calls[1] ?? ''}`, {
      headers: {
        cookie: sessionCookie(product.gateway.app, 'dataops@dev.test'),
        [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value,
      },
    });
    expect(((await saved.json()) as { results: unknown[] }).results).toEqual([
      'action saveschedule started',
    ]);
  });

  it('refuses every write sent from another site, whatever its method, before dataaccess sees it', async () => {
    // A live practice of its own: the matrix above deletes the shared ones.
    const target = await startedPractice(product.store.db, 'Cross-site target', OWN);
    const before = await getSession(product.store.db, target._id);
    const writes: [string, string][] = [
      ['GET', `reprocessgame/${gameIds.own}`],
      ['GET', `combine/event/${target._id}/finalize`],
      ['GET', `dataset/${OWN}/dataops?actionType=saveschedule&dataset=x&start=1000&end=2000`],
      ['POST', `manage/${target._id}/endperiod?league=nfl&type=practice&teamids=${OWN}`],
      ['DELETE', `schedule/${target._id}?league=nfl&type=practice&teamids=${OWN}`],
      ['POST', `customtable/admin@dev.test/normal?teamId=${OWN}&live=no`],
    ];
    const send = (method: string, path: string, headers: Record<string, string>) =>
      fetch(`${product.url}/api/da/${path}`, {
        method,
        headers: {
          cookie: sessionCookie(product.gateway.app, 'admin@dev.test'),
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
    for (const [method, path] of writes) {
      for (const site of ['cross-site', 'same-site', 'none']) {
        // A link, an image, a form or a fetch of another site: the browser says where from.
        const response = await send(method, path, { 'sec-fetch-site': site, origin: product.url });
        expect(response.status, `${method} ${path} ${site}`).toBe(403);
        expect(response.headers.get('x-refused-by')).toBe('gateway');
      }
      if (method === 'GET') {
        // No Fetch Metadata (an older browser) and not the app's own header: refused too.
        const bare = await send(method, path, {});
        expect(bare.status, `${method} ${path} bare`).toBe(403);
        expect(((await bare.json()) as { status: string }).status).toBe(
          "a change sent as a link must come from the product's own pages",
        );
      }
    }
    // A read stays a read from anywhere: a link to a session's page data still opens.
    const read = await send('GET', `schedule/${target._id}`, { 'sec-fetch-site': 'cross-site' });
    expect(read.status).toBe(200);
    // The refused End Period and Delete changed nothing: the same document, at the same version.
    expect(await getSession(product.store.db, target._id)).toEqual(before);
  });

  it("keeps the review to the Monitor's users: a coach who manages the practice may not sign it off", async () => {
    const db = product.store.db;
    const startMs = Date.now() - 3 * 3_600_000;
    const created = await createPractice(
      db,
      {
        name: 'Finished Practice',
        description: '',
        drills: [{ drillType: 'Stretch' }],
        extraData: {},
        intensity: 'Low',
        league: 'nfl',
        profileName: '',
        rooftype: 'Outdoor',
        siteId: -1,
        siteName: '',
        start: startMs,
        teamId: OWN,
        type: 'practice',
      },
      'nfl.coach@dev.test',
      startMs - 3_600_000,
    );
    await runPracticeCommand(db, created._id, { type: 'practice.start' }, 'x', startMs);
    await runPracticeCommand(db, created._id, { type: 'practice.stop' }, 'x', startMs + 3_600_000);
    const record = () =>
      db
        .selectFrom('sessions')
        .select(['version', 'doc'])
        .where('session_id', '=', created._id)
        .executeTakeFirstOrThrow()
        .then((r) => ({
          version: r.version,
          reviewedBy: (JSON.parse(r.doc) as { reviewedBy?: string }).reviewedBy,
        }));
    const before = await record();
    expect(before.reviewedBy).toBeUndefined();
    /** A write through the gateway as the user, at the version read first (If-Match). */
    const put = async (
      email: string,
      path: string,
      body: object,
      { method = 'PUT', version = before.version } = {},
    ) => {
      const response = await fetch(`${product.url}/api/da/${path}`, {
        method,
        headers: {
          cookie: sessionCookie(product.gateway.app, email),
          'content-type': 'application/json',
          origin: product.url,
          'if-match': String(version),
        },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json()) as { results: { reviewedBy?: string }[]; status: string },
      };
    };
    const review = `schedule/${created._id}/review?league=nfl&type=review&teamids=${OWN}`;
    const item = { _id: created._id, name: 'Finished Practice', teamId: OWN };

    // The coach manages this practice (the edit and command paths let them through) ...
    const coach = 'nfl.coach@dev.test';
    const refused = await put(coach, review, { ...item, reviewedBy: 'Coach' });
    expect(refused).toMatchObject({ status: 403, body: { results: [] } });
    expect(refused.body.status).toBe('the monitor page is not open to your role');
    // ... but the edit no longer signs off, and says where the review goes.
    for (const [path, body] of [
      [`schedule/${created._id}?league=nfl&type=practice&teamids=${OWN}`, { reviewedBy: 'Coach' }],
      [`schedule/${created._id}?type=review`, { ...item, reviewedBy: 'Coach', name: 'Renamed' }],
    ] as const) {
      const edit = await put(coach, path, body);
      expect(edit.status, path).toBe(400);
      expect(edit.body.status).toContain(`PUT schedule/${created._id}/review`);
    }
    const command = await put(
      coach,
      `manage/${created._id}/command`,
      { type: 'practice.review', reviewerName: 'Coach' },
      { method: 'POST' },
    );
    expect(command.status).toBe(400);
    expect(command.body.status).toContain(`PUT schedule/${created._id}/review`);
    expect(await record()).toEqual(before);

    // The read-only command center watches the Monitor: its sign-off is refused.
    const watcher = await put('commandcenter@dev.test', review, { ...item, reviewedBy: 'Cam' });
    expect(watcher).toMatchObject({ status: 403, body: { results: [] } });
    expect(watcher.body.status).toBe(
      `your grant for team ${OWN} is read-only: you may not change its data`,
    );
    expect(await record()).toEqual(before);
    // The command center with the write letter signs it off through the gateway, once, for good.
    const signed = await put('commandcenter.lead@dev.test', review, {
      ...item,
      reviewedBy: 'Cameron',
      dsUpdateTimeStampChange: false,
    });
    expect(signed.status).toBe(200);
    expect(signed.body.results[0]?.reviewedBy).toBe('Cameron');
    const after = await record();
    expect(after).toEqual({ version: before.version + 1, reviewedBy: 'Cameron' });
    // A second sign-off, at the current version, is the rule book's refusal.
    const again = await put(
      'admin@dev.test',
      review,
      { reviewedBy: 'Ada' },
      { version: after.version },
    );
    expect(again.status).toBe(409);
    expect(again.body.status).toBe('This practice has already been reviewed.');
    expect(await record()).toEqual(after);
  });

  it('refuses writes that name another team in the body', async () => {
    const response = await fetch(`${product.url}/api/da/schedule`, {
      method: 'POST',
      headers: {
        cookie: sessionCookie(product.gateway.app, 'nfl.coach@dev.test'),
        'content-type': 'application/json',
        origin: product.url,
      },
      body: JSON.stringify({
        name: 'Sneaky',
        teamId: OTHER,
        league: 'nfl',
        start: Date.now() + 60_000,
      }),
    });
    expect(response.status).toBe(403);
  });

  it('refuses tampered and expired sessions and cross-site writes', async () => {
    const good = sessionCookie(product.gateway.app, 'nfl.coach@dev.test');
    const session = (cookie: string) =>
      fetch(`${product.url}/api/session`, { headers: { cookie } }).then((r) => r.status);
    expect(await session(good)).toBe(200);
    const tampered = good.replace(/nfl\.coach/, 'admin').replace('nfl.coach', 'admin');
    expect(await session(tampered)).toBe(401);
    const forged = `pt_session=${encodeURIComponent(JSON.stringify({ email: 'admin@dev.test', issuedAtMs: Date.now(), expiresAtMs: Date.now() + 60_000 }))}.AAAA`;
    expect(await session(forged)).toBe(401);
    expect(
      await session(
        sessionCookie(product.gateway.app, 'nfl.coach@dev.test', Date.now() - 3_600_000),
      ),
    ).toBe(401);
    const crossSite = await fetch(`${product.url}/api/da/manage/${ids.own}/command`, {
      method: 'POST',
      headers: { cookie: good, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ type: 'period.end' }),
    });
    expect(crossSite.status).toBe(403);
    const history = await fetch(`${product.url}/api/da/session/${ids.own}/history`, {
      headers: { cookie: good },
    });
    const events = ((await history.json()) as { results: { type: string }[] }).results.map(
      (e) => e.type,
    );
    expect(events).not.toContain('period.ended');
  });

  it("shows a game's player notes only to the player's team and the all-teams roles", async () => {
    await seedSession(product.store.db, 'notes-game', {
      teamId: OWN,
      visitorTeamId: OTHER,
      type: 'game',
      startTime: Date.now() - 86_400_000,
    });
    const wrong: string[] = [];
    for (const user of DEV_USERS) {
      const who = WHO[user.email] ?? 'staff';
      for (const [side, teamId] of [
        ['own', OWN],
        ['other', OTHER],
      ] as const) {
        const response = await fetch(
          `${product.url}/api/da/playernote/notes-game/${PLAYERS[side]}`,
          { headers: { cookie: sessionCookie(product.gateway.app, user.email) } },
        );
        const expected = seesPractice(who, teamId);
        if ((response.status === 200) !== expected)
          wrong.push(
            `${side} player as ${who}: ${response.status}, expected ${expected ? 'allow' : 'deny'}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it("names in a game's comparison only the past sessions the user may see", async () => {
    // A game of the own team against another, and before it a practice of each side and a
    // game of the other side: each with one player's kept numbers.
    const tag = `matrix-cmp-${Date.now().toString(36)}`;
    const day = 86_400_000;
    const gameAt = Date.now() - day;
    const past = [
      { id: `${tag}-own-practice`, teamId: OWN, player: PLAYERS.own },
      { id: `${tag}-other-practice`, teamId: OTHER, player: PLAYERS.other },
      { id: `${tag}-other-game`, teamId: OTHER, player: PLAYERS.other, visitor: GAME_VISITOR },
    ];
    await seedSession(product.store.db, tag, {
      teamId: OWN,
      visitorTeamId: OTHER,
      type: 'game',
      startTime: gameAt,
    });
    for (const [i, s] of past.entries()) {
      await seedSession(product.store.db, s.id, {
        teamId: s.teamId,
        startTime: gameAt - (i + 1) * day,
        ...(s.visitor === undefined ? {} : { type: 'game', visitorTeamId: s.visitor }),
      });
      const metrics = { totalDis: 1000 * (i + 1), timeTrkd: 600 };
      await product.store.db
        .insertInto('session_metrics')
        .values({
          session_id: s.id,
          entity_id: s.player,
          team_id: s.teamId,
          max_speed_mph: 0,
          max_sustained_mph: 0,
          total_dist_yd: metrics.totalDis,
          accels: 0,
          decels: 0,
          doc: JSON.stringify({ metrics, byPeriod: { '0': metrics } }),
        })
        .execute();
    }
    const wrong: string[] = [];
    for (const user of DEV_USERS) {
      const who = WHO[user.email] ?? 'staff';
      if (!seesGames(who, OWN) && !seesGames(who, OTHER)) continue;
      const response = await fetch(`${product.url}/api/da/comparison/${tag}?includeGames=yes`, {
        headers: { cookie: sessionCookie(product.gateway.app, user.email) },
      });
      const body = (await response.json()) as {
        results: { sessions: { id: string }[]; players: Record<string, unknown> }[];
      };
      const got = (body.results[0]?.sessions ?? []).map((s) => s.id).sort();
      const expected = past
        .filter((s) =>
          s.visitor === undefined ? seesPractice(who, s.teamId) : seesGames(who, s.teamId),
        )
        .map((s) => s.id)
        .sort();
      if (response.status !== 200 || JSON.stringify(got) !== JSON.stringify(expected))
        wrong.push(`${who}: ${response.status} ${got.join(' ')}, expected ${expected.join(' ')}`);
      // The other side's player has numbers only from sessions the user may see.
      const otherSeen = expected.some((id) => !id.endsWith('-own-practice'));
      if ((body.results[0]?.players[PLAYERS.other] !== undefined) !== otherSeen)
        wrong.push(`${who}: the other side's player's numbers ${otherSeen ? 'missing' : 'shown'}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets whoever may see a game read either side's tracking (03 §2), and nobody else", async () => {
    const id = `matrix-tracking-${Date.now().toString(36)}`;
    await seedSession(product.store.db, id, {
      teamId: OWN,
      visitorTeamId: OTHER,
      type: 'game',
      status: 'complete',
      startTime: Date.now() - 86_400_000,
    });
    const wrong: string[] = [];
    for (const user of DEV_USERS) {
      const who = WHO[user.email] ?? 'staff';
      const expected = seesGames(who, OWN) || seesGames(who, OTHER);
      for (const side of [OWN, OTHER]) {
        const response = await fetch(`${product.url}/api/da/practicetracking/${id}?side=${side}`, {
          headers: { cookie: sessionCookie(product.gateway.app, user.email) },
        });
        if ((response.status === 200) !== expected)
          wrong.push(
            `side ${side} as ${who}: ${response.status}, expected ${expected ? 'allow' : 'deny'}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every write that names a game to every user, and leaves the game as it was', async () => {
    // A scheduled game of the users' own team, against another.
    await seedSession(product.store.db, 'matrix-game', {
      teamId: OWN,
      visitorTeamId: OTHER,
      type: 'game',
      status: 'future',
      startTime: Date.now() + 86_400_000,
    });
    const game = await product.store.db
      .selectFrom('sessions')
      .select(['session_id', 'version'])
      .where('session_id', '=', 'matrix-game')
      .executeTakeFirstOrThrow();
    const lines: string[] = [];
    for (const route of product.dataaccess.routes.routes) {
      if (route.method === 'GET' || !route.path.includes(':id')) continue;
      const path = route.path.replace(/:id\b/g, game.session_id).replace(/:[A-Za-z]+/g, 'x');
      for (const user of DEV_USERS) {
        const response = await fetch(`${product.url}/api/da/${path}`, {
          method: route.method,
          headers: {
            cookie: sessionCookie(product.gateway.app, user.email),
            'content-type': 'application/json',
            origin: product.url,
          },
          // A command the route would run on a practice, so that only the game stops it.
          body: route.path.endsWith('/command') ? '{"type":"practice.start"}' : '{}',
        });
        if (response.ok)
          lines.push(`${route.method} ${route.path} as ${user.email}: ${response.status}`);
      }
    }
    expect(lines).toEqual([]);
    const after = await product.store.db
      .selectFrom('sessions')
      .select('version')
      .where('session_id', '=', game.session_id)
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(game.version);
  });

  it('ends the session of every kind of user on sign-out, for REST and the live socket', async () => {
    const wrong: string[] = [];
    for (const user of DEV_USERS) {
      const cookie = sessionCookie(product.gateway.app, user.email);
      const session = () =>
        fetch(`${product.url}/api/session`, { headers: { cookie } }).then((r) => r.status);
      const socket = new WebSocket(`${product.url.replace('http', 'ws')}/live`, {
        headers: { cookie },
      });
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const before = await session();
      const signOut = await fetch(`${product.url}/logout`, {
        method: 'POST',
        headers: { cookie, origin: product.url, 'content-type': 'application/json' },
        body: '{}',
      });
      const after = await session();
      const code = await closed;
      const line = `${user.email}: session ${before} → ${after}, logout ${signOut.status}, socket closed ${code}`;
      if (before !== 200 || signOut.status !== 200 || after !== 401 || code !== 4001) {
        wrong.push(line);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets no forwarded header turn a cross-site write into a same-site one', async () => {
    const good = sessionCookie(product.gateway.app, 'nfl.coach@dev.test');
    const host = new URL(product.url).host;
    const forwardings: Record<string, string>[] = [
      { 'x-forwarded-host': 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { 'x-forwarded-for': '127.0.0.1', forwarded: 'host=evil.example;proto=https' },
    ];
    for (const forwarded of forwardings) {
      const response = await fetch(`${product.url}/api/da/manage/${ids.own}/command`, {
        method: 'POST',
        headers: {
          cookie: good,
          'content-type': 'application/json',
          origin: 'https://evil.example',
          ...forwarded,
        },
        body: JSON.stringify({ type: 'period.end' }),
      });
      expect(response.status).toBe(403);
    }
    // Nor may a page of another site claim this host through them.
    const claimed = await fetch(`${product.url}/api/da/manage/${ids.own}/command`, {
      method: 'POST',
      headers: {
        cookie: good,
        'content-type': 'application/json',
        origin: `https://${host}.evil.example`,
        'x-forwarded-host': `${host}.evil.example`,
      },
      body: JSON.stringify({ type: 'period.end' }),
    });
    expect(claimed.status).toBe(403);
  });

  it('opens /live to no page of another origin, whoever is signed in', async () => {
    const wrong: string[] = [];
    for (const user of DEV_USERS) {
      for (const [origin, expected] of [
        ['https://evil.example', 403],
        [product.url, 101],
      ] as const) {
        const status = await new Promise<number>((resolve, reject) => {
          const socket = new WebSocket(`${product.url.replace('http', 'ws')}/live`, {
            headers: { cookie: sessionCookie(product.gateway.app, user.email) },
            origin,
          });
          socket.once('open', () => {
            socket.close();
            resolve(101);
          });
          socket.once('unexpected-response', (_request, response) => {
            resolve(response.statusCode ?? 0);
          });
          socket.once('error', reject);
        });
        if (status !== expected) wrong.push(`${user.email} from ${origin}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sends a strict content security policy and limits sign-in attempts', async () => {
    const page = await fetch(`${product.url}/login`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    // The map's worker starts from this site's own script.
    expect(directives(csp)['worker-src']).toContain("'self'");
    // Only the map's worker may eval (regl compiles its draw commands), and it may do nothing
    // else: no fetch or socket, no other source (default-src 'none'), compressed or not.
    for (const encoding of ['identity', 'br']) {
      const worker = await fetch(`${product.url}/assets/map-worker-Ab12_x.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(worker.status).toBe(200);
      expect(await worker.text()).toBe(WORKER_SOURCE);
      expect(directives(worker.headers.get('content-security-policy') ?? '')).toEqual({
        'default-src': ["'none'"],
        'script-src': ["'self'", "'unsafe-eval'"],
      });
    }
    for (const path of ['/assets/index-Cd34_y.js', '/view/practice/p1/map', '/']) {
      const other = await fetch(`${product.url}${path}`);
      expect(other.status).toBe(200);
      const policy = other.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-eval');
    }
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      statuses.push((await fetch(`${product.url}/login/start`, { redirect: 'manual' })).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 302)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('gives every live topic only to users who may see it', async () => {
    const topics: { name: string; expect: (w: Who) => boolean }[] = [
      { name: `schedule/${OWN}`, expect: (w) => seesPractice(w, OWN) },
      { name: `schedule/${OTHER}`, expect: (w) => seesPractice(w, OTHER) },
      { name: 'schedule/*', expect: allTeams },
      { name: `practice/${ids.own}/live`, expect: (w) => seesPractice(w, OWN) },
      { name: `practice/${ids.other}/live`, expect: (w) => seesPractice(w, OTHER) },
      { name: `alerts/${OTHER}`, expect: (w) => seesPractice(w, OTHER) },
      // The operations topics follow their pages (03 §6): a coach is refused with 403.
      { name: 'monitor', expect: statusPage },
      { name: 'monitor/2026-11-30', expect: statusPage },
      { name: 'dataops', expect: operations },
      { name: `processing/${OWN}`, expect: statusPage },
    ];
    const lines: string[] = [];
    const wrong: string[] = [];
    for (const user of DEV_USERS) {
      const who = WHO[user.email] ?? 'staff';
      const socket = new WebSocket(`${product.url.replace('http', 'ws')}/live`, {
        headers: { cookie: sessionCookie(product.gateway.app, user.email) },
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const verdicts = new Map<string, boolean>();
      const refusals = new Map<string, number>();
      const done = new Promise<void>((resolve) => {
        socket.on('message', (data: Buffer) => {
          const m = live.ServerMessage.decode(data);
          const topic = m.snapshot?.topic ?? m.error?.topic ?? m.freshness?.topic;
          if (topic && !verdicts.has(topic)) {
            // A snapshot or a freshness notice means admitted; an error means refused.
            verdicts.set(topic, m.error === undefined || m.error === null);
            if (m.error) refusals.set(topic, m.error.code ?? 0);
          }
          if (verdicts.size === topics.length) resolve();
        });
      });
      for (const t of topics)
        socket.send(live.ClientMessage.encode({ subscribe: { topic: t.name } }).finish());
      // Every subscription gets an answer: a snapshot or an error. A silent topic fails.
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      for (const t of topics) {
        if (!verdicts.has(t.name)) wrong.push(`${t.name} as ${who}: no answer in 10 s`);
      }
      socket.close();
      for (const t of topics) {
        const actual = verdicts.get(t.name) ?? false;
        lines.push(`${t.name.padEnd(48)} ${who}:${actual ? 'allow' : 'deny'}`);
        if (actual !== t.expect(who))
          wrong.push(`${t.name} as ${who}: expected ${t.expect(who) ? 'allow' : 'deny'}`);
        // A refusal is the server's 403 (forbidden), not a missing or broken topic.
        const code = refusals.get(t.name);
        if (code !== undefined && code !== 403) wrong.push(`${t.name} as ${who}: refused ${code}`);
      }
    }
    console.log(`Topic access matrix:\n${lines.join('\n')}`);
    expect(wrong).toEqual([]);
  });
});
