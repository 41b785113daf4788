/**
 * Malformed input, generated from the route table: every route gets wrong types, missing
 * fields, huge values and unknown ids, and must answer 4xx with a message naming the field
 * (or the id), without changing a single row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEAMS } from '../../domain';
import {
  buildDataaccess,
  createPractice,
  createVenueKey,
  openStore,
  type Dataaccess,
  type SessionDoc,
  type Store,
} from '../../dataaccess';
import {
  exampleOf,
  hugeOf,
  objectBranch,
  wrongTypeOf,
  type JsonSchema,
} from '../support/schema-examples';
import { insertTeams } from '../../scripts/demo/seed';

const TOKEN = 'malformed-token';
const NOW_MS = Date.UTC(2026, 8, 1, 14);
const UNKNOWN = 'zzunknown9';
const headers = { 'x-service-token': TOKEN, 'x-user-email': 'admin@club.example' };
/** Ingest goes with a venue's key (decision 0028), made in beforeAll. */
const ingestHeaders = { 'x-venue-key': '' };

type Where = 'params' | 'query' | 'body';
interface Case {
  readonly label: string;
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
  /** What the status text must name. */
  readonly names: string;
  readonly status?: number;
}

const toJson = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema === undefined
    ? undefined
    : (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);

let store: Store;
let da: Dataaccess;
let kept: SessionDoc;

beforeAll(async () => {
  store = await openStore(':memory:');
  await insertTeams(store.db, TEAMS.slice(0, 40));
  kept = await createPractice(
    store.db,
    {
      name: 'Kept',
      description: '',
      drills: [{ drillType: 'Warmup' }],
      extraData: {},
      intensity: 'High',
      league: 'nfl',
      profileName: '',
      rooftype: 'Outdoor',
      siteId: -1,
      siteName: '',
      start: NOW_MS + 3600_000,
      teamId: '3700',
      type: 'practice',
    },
    'admin@club.example',
    NOW_MS,
  );
  da = buildDataaccess({ store, serviceToken: TOKEN, now: () => NOW_MS });
  await store.db
    .insertInto('venues')
    .values({
      site_id: 'malformed-field',
      site_name: 'Field',
      type: 'practice',
      team_id: '3700',
      league: 'nfl',
    })
    .execute();
  ingestHeaders['x-venue-key'] = (
    await createVenueKey(store.db, 'malformed-field', 'engine', NOW_MS)
  ).key;
});
afterAll(async () => {
  await da.app.close();
  await store.close();
});

async function dump(): Promise<string> {
  const tables = await store.db.introspection.getTables();
  const out: Record<string, unknown[]> = {};
  for (const t of tables.map((x) => x.name).sort()) {
    const rows = await store.db
      .selectFrom(t as 'sessions')
      .selectAll()
      .execute();
    out[t] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return JSON.stringify(out);
}

function casesOf(route: Dataaccess['routes']['routes'][number]): Case[] {
  const schemas = {
    params: toJson(route.params),
    query: toJson(route.query),
    body: toJson(route.body),
  };
  const base = {
    params: (schemas.params ? exampleOf(schemas.params) : {}) as Record<string, unknown>,
    query: (schemas.query ? exampleOf(schemas.query) : {}) as Record<string, unknown>,
    body: schemas.body ? exampleOf(schemas.body) : undefined,
  };
  const cases: Case[] = [];
  const maxText = { params: 1000, query: 8000, body: 100_000 };
  for (const where of ['params', 'query', 'body'] as Where[]) {
    const schema = schemas[where];
    if (schema === undefined) continue;
    const object = objectBranch(schema);
    const current = (where === 'body' ? base.body : base[where]) as Record<string, unknown>;
    const withField = (field: string, value: unknown) => {
      const next = Object.fromEntries(
        Object.entries({ ...current, [field]: value }).filter(([, v]) => v !== undefined),
      );
      return { ...base, [where]: next };
    };
    if (where === 'body')
      cases.push({ label: 'body missing', ...base, body: undefined, names: 'body' });
    for (const [field, fieldSchema] of Object.entries(object.properties ?? {})) {
      const name = `${where}.${field}`;
      if (object.required?.includes(field) && where !== 'params') {
        cases.push({ label: `${name} missing`, ...withField(field, undefined), names: name });
      }
      const wrong = wrongTypeOf(fieldSchema);
      const plainText = typeof wrong === 'number';
      if (wrong !== undefined && !(plainText && where !== 'body')) {
        cases.push({ label: `${name} wrong type`, ...withField(field, wrong), names: name });
      }
      const huge = hugeOf(fieldSchema, maxText[where]);
      if (huge !== undefined && !(where !== 'body' && Array.isArray(huge))) {
        cases.push({ label: `${name} huge`, ...withField(field, huge), names: name });
      }
    }
  }
  if (schemas.params !== undefined) {
    // Every id unknown; a parameter that is a choice (practices or games) or a value with
    // documented examples (a date range) keeps its example.
    const choices = objectBranch(schemas.params).properties ?? {};
    const kept = (k: string) =>
      choices[k]?.enum !== undefined || choices[k]?.examples !== undefined;
    const ids = Object.fromEntries(
      Object.entries(base.params).map(([k, v]) => [
        k,
        kept(k) ? v : k === 'email' ? `${UNKNOWN}@club.example` : UNKNOWN,
      ]),
    );
    // A venue key reports its own venue only: another venue's id is refused, not looked up.
    const status = route.path === 'ingest/:siteId/health' ? 403 : 404;
    cases.push({ label: 'unknown id', ...base, params: ids, names: UNKNOWN, status });
  }
  return cases;
}

function urlOf(
  path: string,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
): string {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, k: string) =>
    encodeURIComponent(JSON.stringify(params[k] ?? '').replace(/^"|"$/g, '')),
  );
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
  return `/dataaccess/${filled}${search ? `?${search}` : ''}`;
}

describe('malformed input on every route', () => {
  it('answers 4xx naming the field, and changes nothing', async () => {
    const before = await dump();
    const problems: string[] = [];
    let sent = 0;
    for (const route of da.routes.routes) {
      for (const c of casesOf(route)) {
        const res = await da.app.inject({
          method: route.method,
          url: urlOf(route.path, c.params, c.query),
          headers: route.path.startsWith('ingest/') ? ingestHeaders : headers,
          ...(c.body === undefined ? {} : { payload: c.body as object }),
        });
        sent++;
        const where = `${route.method} ${route.path} ${c.label}`;
        const status = res.json<{ status?: string }>().status ?? '';
        if (res.statusCode < 400 || res.statusCode >= 500)
          problems.push(`${where}: HTTP ${res.statusCode} ${status}`);
        else if (c.status !== undefined && res.statusCode !== c.status)
          problems.push(`${where}: HTTP ${res.statusCode}, wanted ${c.status} (${status})`);
        else if (!status.includes(c.names))
          problems.push(`${where}: '${status}' does not name ${c.names}`);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(da.routes.routes.length * 2);
    expect(await dump()).toBe(before);
  });
});

describe('refusals of the core calls that only the handler can judge', () => {
  const player = { position: 'RB', positionGroup: 'RB', speed: 20, name: 'Pat Runner' };
  const cases: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: () => string;
    body?: () => object;
    status: number;
    names: string;
  }[] = [
    { method: 'DELETE', url: () => 'schedule', status: 400, names: 'could not be deleted' },
    { method: 'DELETE', url: () => 'manage?teamId=3700', status: 400, names: 'no practice id' },
    {
      method: 'PUT',
      url: () => `schedule/${kept._id}`,
      body: () => ({}),
      status: 400,
      names: 'body: nothing to change',
    },
    // A review is its own call (the Monitor's): the edit and the commands refuse it, naming it.
    {
      method: 'PUT',
      url: () => `schedule/${kept._id}?type=review`,
      body: () => ({ name: 'x' }),
      status: 400,
      get names() {
        return `PUT schedule/${kept._id}/review`;
      },
    },
    {
      method: 'PUT',
      url: () => `schedule/${kept._id}`,
      body: () => ({ name: 'x', reviewedBy: 'Alex' }),
      status: 400,
      get names() {
        return `PUT schedule/${kept._id}/review`;
      },
    },
    {
      method: 'POST',
      url: () => `manage/${kept._id}/command`,
      body: () => ({ type: 'practice.review', reviewerName: 'Alex' }),
      status: 400,
      get names() {
        return `PUT schedule/${kept._id}/review`;
      },
    },
    // Processing's replica fields and the review are not the creator's to set.
    {
      method: 'POST',
      url: () => 'schedule?teamids=3700',
      body: () => ({
        name: 'Forged',
        drills: [{ drillType: 'Warmup' }],
        extraData: { replicaStatus: 'F_C', reviewedBy: 'Alex' },
        intensity: 'High',
        league: 'nfl',
        rooftype: 'Outdoor',
        siteId: -1,
        start: NOW_MS + 7200_000,
        teamId: '3700',
        type: 'practice',
      }),
      status: 400,
      names: "replicaStatus, reviewedBy: written by processing and the Monitor's review only",
    },
    {
      method: 'PUT',
      url: () => `schedule/${kept._id}/review`,
      body: () => ({ reviewedBy: 'Alex' }),
      status: 409,
      names: 'can be reviewed once it has started and ended',
    },
    {
      method: 'PUT',
      url: () => `manage/${kept._id}`,
      body: () => ({ name: ' ' }),
      status: 400,
      names: 'body.name',
    },
    {
      method: 'PUT',
      url: () => `manage/${kept._id}`,
      body: () => ({ start: NOW_MS - 3600_000 }),
      status: 409,
      names: 'Please enter a future day.',
    },
    {
      method: 'PUT',
      url: () => `schedule/${kept._id}`,
      body: () => ({ drills: [{ drillType: 'A', startTs: NOW_MS + 60_000 }] }),
      status: 409,
      names: 'greater than the current time',
    },
    {
      method: 'POST',
      url: () => 'datasets',
      body: () => ({ _id: kept._id, teamId: '1050' }),
      status: 404,
      names: 'of team 1050',
    },
    {
      method: 'POST',
      url: () => 'datasets?teamids=1050',
      body: () => ({ _id: kept._id, teamId: '3700' }),
      status: 400,
      names: 'body.teamId',
    },
    {
      method: 'POST',
      url: () => `dataset/${kept._id}/stoppractice`,
      status: 404,
      names: 'dataset of practice',
    },
    { method: 'POST', url: () => `manage/${kept._id}/endperiod`, status: 409, names: 'not live' },
    { method: 'POST', url: () => `manage/${kept._id}/endpractice`, status: 409, names: 'not live' },
    {
      method: 'DELETE',
      url: () => `manage/${kept._id}?teamId=1050`,
      status: 404,
      names: 'of team 1050',
    },
    {
      method: 'DELETE',
      url: () => `schedule/${kept._id}?teamids=1050`,
      status: 404,
      names: 'of team 1050',
    },
    { method: 'GET', url: () => 'schedulegameid', status: 400, names: 'query.gameId' },
    {
      method: 'GET',
      url: () => `schedule/list?startTime=10&endTime=5`,
      status: 400,
      names: 'query.endTime',
    },
    { method: 'GET', url: () => `schedule/list?startTime=10`, status: 400, names: 'query.endTime' },
    {
      method: 'GET',
      url: () => 'practices/3700?startTime=10',
      status: 400,
      names: 'query.endTime',
    },
    {
      method: 'GET',
      url: () => `games/3700?startTime=0&endTime=${500 * 86_400_000}`,
      status: 400,
      names: 'query.endTime',
    },
    { method: 'GET', url: () => 'nflweeks?season=1800', status: 400, names: 'query.season' },
    {
      method: 'GET',
      url: () => 'userpreferences?type=lc&userId=someone@else.example',
      status: 403,
      names: 'query.userId',
    },
    {
      method: 'POST',
      url: () => 'userpreferences?type=lc',
      body: () => ({ blob: 'x'.repeat(70_000) }),
      status: 400,
      names: 'body',
    },
    {
      method: 'POST',
      url: () => 'admin/3700/settings',
      body: () => ({ teamId: '1050', players: {} }),
      status: 400,
      names: 'body.teamId',
    },
    {
      method: 'POST',
      url: () => 'admin/3700/settings',
      body: () => ({ teamId: '3700', players: { nobody: player } }),
      status: 400,
      names: 'body.players.nobody',
    },
    {
      method: 'POST',
      url: () => 'admin/3700/settings',
      body: () => ({ teamId: '3700', players: { nobody: { ...player, speed: 999 } } }),
      status: 400,
      names: 'body.players.nobody.speed',
    },
  ];

  it('answers each with its status and a message naming the cause, and changes nothing', async () => {
    const before = await dump();
    const problems: string[] = [];
    for (const c of cases) {
      const res = await da.app.inject({
        method: c.method,
        url: `/dataaccess/${c.url()}`,
        headers,
        ...(c.body ? { payload: c.body() } : {}),
      });
      const status = res.json<{ status?: string }>().status ?? '';
      if (res.statusCode !== c.status || !status.includes(c.names))
        problems.push(`${c.method} ${c.url()}: HTTP ${res.statusCode} '${status}'`);
    }
    expect(problems).toEqual([]);
    expect(await dump()).toBe(before);
  });

  it('sends malformed cases to every route that takes input', () => {
    const untested = da.routes.routes
      .filter((r) => casesOf(r).length === 0)
      .map((r) => `${r.method} ${r.path}`);
    // Routes that take no input at all: nothing malformed to send.
    expect(untested).toEqual(['GET login', 'GET logout', 'GET sessions/revoked', 'GET about']);
  });
});
