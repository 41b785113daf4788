/**
 * dataaccess mounts exactly the calls of the route manifest (domain/calls.ts): a route with
 * no entry (so no access rule in the gateway) cannot be added, an entry no route answers is a
 * call the gateway would let through to a 404, and a route's query, body and result are its
 * entry's schemas, never ones declared beside its handler.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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

  it('refuses a route that declares a query or body of its own beside its handler', () => {
    const table = new RouteTable(Fastify());
    const own = z.object({ x: z.string() });
    const handler = () => Promise.resolve({ results: [], code: 0, status: 'ok' });
    // The typecheck refuses them too: a route's query and body are its manifest entry's.
    expect(() => {
      // @ts-expect-error -- a query the manifest's entry does not have
      table.add({ ...CALLS.player, query: own, summary: 'own query', spec: 'designed' }, handler);
    }).toThrow("GET player/:playerId: its query schema is the manifest's");
    expect(() => {
      // @ts-expect-error -- a body in place of the manifest's
      table.add({ ...CALLS.ingest, body: own, summary: 'own body', spec: 'designed' }, handler);
    }).toThrow("POST ingest/:id: its body schema is the manifest's");
  });

  it("mounts every route with the manifest's query, body and result schemas, and no others", async () => {
    const store = await openStore('sqlite::memory:');
    const { app, routes } = buildDataaccess({ store, serviceToken: 'token' });
    const differing = routes.routes.flatMap((r) =>
      (['query', 'body', 'result'] as const)
        .filter((part) => r[part] !== r.call[part])
        .map((part) => `${callKey(r)} ${part}`),
    );
    expect(differing).toEqual([]);
    // The check reads something: the manifest gives most routes a query, a body or a result.
    expect(routes.routes.filter((r) => r.query !== undefined).length).toBeGreaterThan(40);
    expect(routes.routes.filter((r) => r.body !== undefined).length).toBeGreaterThan(20);
    await app.close();
    await store.close();
  });
});
