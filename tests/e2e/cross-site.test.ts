/**
 * Another site cannot change anything through a signed-in browser (issue 33; decision 0024):
 * a page served from another origin sends every write call of the manifest to the product in
 * the signed-in user's browser, as a link followed, an image, an auto-submitted form and a
 * fetch, and the store is the same afterwards, row for row. The spec's GETs that change
 * something (reprocessgame, dataset dataops, combine finalize) are the ones SameSite=Lax
 * lets through with the cookie on a followed link; the same calls from the product's own
 * page do change the store, so the test fails if the refusal goes.
 *
 * The product is on http://localhost:PORT; the other page is served both from
 * http://127.0.0.1:OTHER (another site: the cookie goes only with top-level GETs) and from
 * http://localhost:OTHER (the same site on another port: the cookie goes with everything).
 */
import { createServer, type Server } from 'node:http';
import { sql } from 'kysely';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, readStream, type Db } from '../../dataaccess';
import {
  APP_REQUEST_HEADER,
  CALLS,
  DAY_MS,
  callPath,
  type CallName,
  type CallParams,
  type CallSpec,
} from '../../domain';
import type { Product } from '../../scripts/product';
import { freePort } from '../support/ports';
import { seedSession } from '../support/past-sessions';
import { storePlayedGame } from '../support/played-games';
import { makePractice } from '../support/practices';
import { chromiumAvailable } from '../support/services';
import { openSignedIn, startE2e } from './browser';

const ADMIN = 'admin@dev.test';
const TEAM = '3700';
const VISITOR = '1200';
const RUN = Date.now().toString(36);
const PRACTICE = `e2e-xsite-practice-${RUN}`;
const GAME = `e2e-xsite-game-${RUN}`;
const DATASET = `e2e-xsite-dataset-${RUN}`;
/** The window a forged Save schedule would store on the dataset. */
const WINDOW = { start: 1_000, end: 2_000 };

/** Every write call a browser may make (the internal ones never pass the gateway). */
const WRITES = (Object.entries(CALLS) as [CallName, CallSpec][]).filter(
  ([, spec]) => spec.effect !== 'read' && spec.access.kind !== 'internal',
);

/** The query a call needs to do its work, beside its path. */
const QUERIES: Partial<Record<CallName, Record<string, string>>> = {
  dataOpsAction: {
    actionType: 'saveschedule',
    dataset: DATASET,
    start: String(WINDOW.start),
    end: String(WINDOW.end),
  },
  saveCustomTable: { teamId: TEAM, live: 'no' },
  addEntity: { teamId: TEAM },
  editEntity: { teamId: TEAM },
};

/** Every row of every table, each as JSON, sorted: what a write would change. */
async function snapshot(db: Db): Promise<Map<string, string[]>> {
  const tables = await db.introspection.getTables();
  const rows = new Map<string, string[]>();
  for (const { name } of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    rows.set(name, result.rows.map((row) => JSON.stringify(row)).sort());
  }
  return rows;
}

/** What changed between two snapshots: per table, rows added and rows gone. */
function changes(before: Map<string, string[]>, after: Map<string, string[]>): string[] {
  const said: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const was = new Set(before.get(name) ?? []);
    const now = new Set(after.get(name) ?? []);
    const added = [...now].filter((row) => !was.has(row));
    const gone = [...was].filter((row) => !now.has(row));
    if (added.length + gone.length > 0) {
      said.push(
        `${name}: +${added.length} -${gone.length} ${(added[0] ?? gone[0] ?? '').slice(0, 160)}`,
      );
    }
  }
  return said;
}

const attr = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The other site's pages: `/` is empty (scripts run there); `/form` is a form that submits
 * itself on load to `action` with `method`: a GET form carries the query as fields, a POST
 * form a JSON-looking text body (the usual trick for a JSON API).
 */
function attackerPage(url: URL): string {
  if (url.pathname !== '/form') return '<!doctype html><title>Elsewhere</title><p>Elsewhere</p>';
  const action = new URL(url.searchParams.get('action') ?? '');
  const method = url.searchParams.get('method') ?? 'GET';
  const fields =
    method === 'GET'
      ? [...action.searchParams].map(
          ([name, value]) => `<input type="hidden" name="${attr(name)}" value="${attr(value)}">`,
        )
      : [`<input type="hidden" name='{"forged":"' value='"}'>`];
  const target = method === 'GET' ? `${action.origin}${action.pathname}` : action.href;
  const enctype = method === 'GET' ? '' : ' enctype="text/plain"';
  return `<!doctype html><title>Elsewhere</title>
<form method="${method}" action="${attr(target)}"${enctype}>${fields.join('')}</form>
<script>document.forms[0].submit()</script>`;
}

/** Serves the other site's pages on `port` (every loopback name reaches it). */
async function serveAttacker(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(attackerPage(new URL(request.url ?? '/', 'http://attacker')));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** One write call as the other site would send it: its method and full URL on the product. */
interface Target {
  readonly name: CallName;
  readonly method: string;
  readonly url: string;
}

/**
 * How the product's answer to `method url` ended in the page: its status, or why the browser
 * dropped it (the product's Cross-Origin-Resource-Policy keeps its answers from other sites'
 * images and no-cors fetches, after the request reached it). Listen before sending.
 */
function settled(page: Page, target: Pick<Target, 'method' | 'url'>): Promise<string> {
  const path = new URL(target.url).pathname;
  const matches = (request: Request) =>
    request.method() === target.method && new URL(request.url()).pathname === path;
  return new Promise((resolve) => {
    const done = (how: string) => {
      page.off('response', onResponse);
      page.off('requestfailed', onFailed);
      resolve(how);
    };
    const onResponse = (response: Response) => {
      if (matches(response.request())) done(String(response.status()));
    };
    const onFailed = (request: Request) => {
      if (matches(request)) done(request.failure()?.errorText ?? 'failed');
    };
    page.on('response', onResponse);
    page.on('requestfailed', onFailed);
  });
}

/** Waits until the page shows the product's answer to a navigation to `url`. */
const landed = (page: Page, target: Pick<Target, 'url'>): Promise<void> =>
  page.waitForURL((url) => url.pathname === new URL(target.url).pathname);

/**
 * Sends one call from the other site's page in every way a page can: an image, a fetch (a
 * simple no-cors one where the method allows it, else one that needs a preflight), and a
 * navigation: a followed link and a GET form for a GET, a POST form for a POST. Resolves
 * once each was answered (or refused by the browser); returns how each ended (see settled).
 */
async function sendFrom(page: Page, origin: string, target: Target): Promise<string[]> {
  const statuses: string[] = [];
  await page.goto(`${origin}/`);
  // An image: always a GET, with the cookie only when the site is the same.
  const image = settled(page, { method: 'GET', url: target.url });
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const img = new Image();
        img.onload = img.onerror = () => {
          resolve();
        };
        img.src = src;
      }),
    target.url,
  );
  statuses.push(await image);
  // A fetch: GET and POST need no preflight in no-cors mode; PUT and DELETE do, and the
  // product grants none, so the browser sends only the OPTIONS and rejects the fetch.
  if (target.method === 'GET' || target.method === 'POST') {
    const fetched = settled(page, target);
    await page.evaluate(
      ({ url, method }) =>
        fetch(url, {
          method,
          credentials: 'include',
          mode: 'no-cors',
          ...(method === 'GET' ? {} : { body: '{}' }),
        }).then(
          () => undefined,
          () => undefined,
        ),
      { url: target.url, method: target.method },
    );
    statuses.push(await fetched);
  } else {
    const sent = await page.evaluate(
      ({ url, method }) =>
        fetch(url, { method, credentials: 'include', mode: 'cors', body: '{}' }).then(
          () => 'sent',
          () => 'refused by the browser',
        ),
      { url: target.url, method: target.method },
    );
    expect(sent, `${target.method} ${target.url}`).toBe('refused by the browser');
  }
  if (target.method === 'GET') {
    // A link the user follows: a top-level GET, which SameSite=Lax sends the cookie with.
    const followed = settled(page, target);
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'See your stats';
      document.body.append(link);
    }, target.url);
    await page.getByRole('link', { name: 'See your stats' }).click();
    statuses.push(await followed);
    await landed(page, target);
  }
  if (target.method === 'GET' || target.method === 'POST') {
    const submitted = settled(page, target);
    const form = new URL(`${origin}/form`);
    form.searchParams.set('action', target.url);
    form.searchParams.set('method', target.method);
    await page.goto(form.href, { waitUntil: 'commit' });
    statuses.push(await submitted);
    await landed(page, target);
  }
  return statuses;
}

describe.skipIf(!chromiumAvailable())('write calls sent from another site', () => {
  let product: Product;
  let browser: Browser;
  let stop: () => Promise<void>;
  let attacker: Server;
  let attackerPort: number;
  let page: Page;
  let targets: Target[];

  beforeAll(async () => {
    ({ product, browser, stop } = await startE2e('e2e-xsite-'));
    const db = product.store.db;
    const now = Date.now();
    await makePractice(db, {
      id: PRACTICE,
      name: 'Planned Elsewhere',
      teamId: TEAM,
      startMs: now,
      createdMs: now,
      actor: ADMIN,
    });
    const roster = await db
      .selectFrom('players')
      .select(['player_id', 'jersey', 'position'])
      .where('team_id', '=', TEAM)
      .where('status', '=', 'ACT')
      .orderBy('player_id')
      .limit(3)
      .execute();
    await storePlayedGame(db, {
      id: GAME,
      teamId: TEAM,
      visitorTeamId: VISITOR,
      startMs: now - 2 * DAY_MS,
      players: roster.map((p) => ({ id: p.player_id, jersey: p.jersey, position: p.position })),
      plays: [{ playId: '12', quarter: 1, seconds: 8 }],
    });
    await seedSession(db, DATASET, {
      teamId: TEAM,
      startTime: now - DAY_MS,
      dataset_id: DATASET,
      dataset_ref_id: `DS-${RUN}`,
      extraData: { replicaStatus: 'I_I' },
    });
    const params: Record<string, string> = {
      id: PRACTICE,
      sessionId: PRACTICE,
      gameId: GAME,
      datasetId: DATASET,
      teamId: TEAM,
      playerId: roster[0]?.player_id ?? '',
      eventId: 'forged-event',
      entityId: '900001',
      siteId: 'forged-site',
      areaId: 'forged-area',
      email: ADMIN,
      live: 'normal',
    };
    targets = WRITES.map(([name, spec]) => {
      const query = new URLSearchParams(QUERIES[name]).toString();
      const path = callPath(spec, params as unknown as CallParams<CallSpec>);
      return {
        name,
        method: spec.method,
        url: `${product.url}/api/da/${path}${query === '' ? '' : `?${query}`}`,
      };
    });
    attackerPort = await freePort();
    attacker = await serveAttacker(attackerPort);
    page = await openSignedIn({ product, browser }, ADMIN, 1280, '/schedule', {
      landing: /\/schedule\/(week|month)\//,
    });
    // Off the product's own pages, so nothing of ours polls while the other site sends.
    await page.goto(`http://127.0.0.1:${attackerPort}/`);
  }, 180_000);

  afterAll(async () => {
    await new Promise((resolve) => attacker.close(resolve));
    await stop();
  });

  it('sends every write call of the manifest, the spec GET verbs among them', () => {
    const gets = targets.filter((t) => t.method === 'GET').map((t) => t.name);
    expect(gets).toEqual(
      expect.arrayContaining(['dataOpsAction', 'finalizeCombine', 'reprocessGame']),
    );
    expect(targets.length).toBeGreaterThan(20);
  });

  it.each([
    ['another site', '127.0.0.1'],
    ['the same site on another port', 'localhost'],
  ])(
    'from %s, a link, an image, a form and a fetch to every write change nothing',
    async (_, host) => {
      const origin = `http://${host}:${attackerPort}`;
      const before = await snapshot(product.store.db);
      const answered: string[] = [];
      for (const target of targets) {
        const statuses = await sendFrom(page, origin, target);
        answered.push(`${target.method} ${target.name}: ${statuses.join(' ')}`);
      }
      expect(changes(before, await snapshot(product.store.db)), answered.join('\n')).toEqual([]);
    },
  );

  it("the product's own page makes the same GET calls, and they change the store", async () => {
    // Run last: if a forged call had got through, the tests above failed already.
    await page.goto(`${product.url}/schedule`);
    const own = (name: CallName) => {
      const target = targets.find((t) => t.name === name);
      if (target === undefined) throw new Error(`${name} is not a write`);
      return page.evaluate(
        async ({ url, header }) =>
          (await fetch(url, { headers: { [header[0]]: header[1] } })).status,
        { url: target.url, header: [APP_REQUEST_HEADER.name, APP_REQUEST_HEADER.value] as const },
      );
    };
    const db = product.store.db;
    expect(await own('finalizeCombine')).toBe(200);
    expect((await readStream(db, `combine-${PRACTICE}`)).map((e) => e.type)).toContain(
      'combine.finalized',
    );
    expect(await own('dataOpsAction')).toBe(200);
    expect((await getSession(db, DATASET)).extraData).toMatchObject({
      datasetSchedule: { startMs: WINDOW.start, endMs: WINDOW.end },
    });
    expect(await own('reprocessGame')).toBe(200);
    const reprocess = await db
      .selectFrom('game_reprocess')
      .select('requested_by')
      .where('session_id', '=', GAME)
      .executeTakeFirst();
    expect(reprocess?.requested_by).toBe(ADMIN);
  });
});
