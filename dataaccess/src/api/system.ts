/** Health and the API document: the two calls open without the service credential. */
import type { RouteTable } from '../http/routes';
import { openApiDocument } from '../http/openapi';
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../../domain';

/** Registers /dataaccess/health and /dataaccess/openapi.json. */
export function systemRoutes(app: FastifyInstance, table: RouteTable, version: string): void {
  app.get(`/dataaccess/${CALLS.health.path}`, () => ({
    results: [{ ok: true, version }],
    code: 0,
    status: 'ok',
  }));
  app.get(`/dataaccess/${CALLS.openApi.path}`, () => openApiDocument(table.routes, version));
}
