/**
 * dataaccess mounts exactly the calls of the route manifest (domain/calls.ts): a route with
 * no entry (so no access rule in the gateway) cannot be added, and an entry no route answers
 * is a call the gateway would let through to a 404.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CALL_LIST, CALLS, callKey } from '../../../domain';
import { buildDataaccess } from '../app';
import { openStore } from '../db/connect';
import { RouteTable } from './routes';

describe('the route manifest', () => {
  it('names every route dataaccess mounts, and dataaccess mounts every call it names', async () => {
    const store = await openStore('sqlite::memory:');
    const { app, routes } = buildDataaccess({ store, serviceToken: 'token' });
    const mounted = routes.routes.map(callKey);
    // The two calls open without the credential are mounted on Fastify directly.
    for (const system of [CALLS.health, CALLS.openApi]) {
      expect(app.hasRoute({ method: system.method, url: `/dataaccess/${system.path}` })).toBe(true);
      mounted.push(callKey(system));
    }
    expect([...mounted].sort()).toEqual(CALL_LIST.map(callKey).sort());
    await app.close();
    await store.close();
  });

  it('refuses a route the manifest does not name', () => {
    const table = new RouteTable(Fastify());
    expect(() => {
      table.add(
        { method: 'GET', path: 'secret/:id', summary: 'not declared', spec: 'designed' },
        () => Promise.resolve({ results: [], code: 0, status: 'ok' }),
      );
    }).toThrow('GET secret/:id has no entry in the route manifest');
  });

  it("checks a handler's answers against the call's contract, when asked to", async () => {
    const drifted = { sessionId: 'p1', state: 'finished', percent: 100, players: 1, done: 1 };
    const answers = async (checkAnswers: boolean) => {
      const app = Fastify();
      new RouteTable(app, { checkAnswers }).add(
        { ...CALLS.processing, summary: 'drifted', spec: 'designed' },
        // A handler whose row the typecheck would refuse, as one that drifted at run time.
        () => Promise.resolve({ results: [drifted as never], code: 0, status: 'ok' }),
      );
      const reply = await app.inject({ method: 'GET', url: '/dataaccess/processing/p1' });
      await app.close();
      return { status: reply.statusCode, body: reply.body };
    };
    expect((await answers(false)).status).toBe(200);
    const checked = await answers(true);
    expect(checked.status).toBe(500);
    expect(checked.body).toMatch(
      /GET processing\/:id is not what the contract says: results\.0\.state/,
    );
  });

  it('refuses a route that restates a schema the manifest holds', () => {
    const table = new RouteTable(Fastify());
    expect(() => {
      table.add(
        { ...CALLS.processing, result: undefined, summary: 'restated', spec: 'designed' },
        () => Promise.resolve({ results: [], code: 0, status: 'ok' }),
      );
    }).toThrow("GET processing/:id: its result schema is the manifest's");
  });

  it('takes new queries and bodies from the manifest: the routes that declare their own only shrink', async () => {
    const store = await openStore('sqlite::memory:');
    const { app, routes } = buildDataaccess({ store, serviceToken: 'token' });
    const own = routes.routes
      .flatMap((r) => [
        ...(r.query !== undefined && r.call.query === undefined ? [`${callKey(r)} query`] : []),
        ...(r.body !== undefined && r.call.body === undefined ? [`${callKey(r)} body`] : []),
      ])
      .sort();
    // A call added since the manifest could hold its shapes declares them there; a route that
    // moves its schema into the manifest leaves this list, which is never added to.
    expect(own).toEqual([...OWN_SCHEMAS].sort());
    await app.close();
    await store.close();
  });
});

/** The routes that still declare their own query or body schema beside their handler. */
const OWN_SCHEMAS: readonly string[] = [
  'GET alerts/hits query',
  'GET comparison/:id query',
  'GET games/:teamId query',
  'GET livetracks/:id query',
  'GET player/:playerId/:event query',
  'GET practices/:teamId query',
  'GET practicetracking/:id query',
  'GET teamplayers/:teamId/:event query',
  'GET venue_proxy query',
  'POST alerts/hits body',
  'POST combine/event/:id body',
  'POST customevents/:teamId body',
  'POST ingest/:id body',
  'POST ingest/:siteId/health body',
  'POST sessions/revoked body',
  'PUT combine/event/:id/:eventId body',
];
