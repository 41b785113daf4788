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
});
