/** Health and the API document: the two calls open without the service credential. */
import type { RouteTable } from '../http/routes';
import { openApiDocument } from '../http/openapi';
import type { FastifyInstance } from 'fastify';

/** Registers /dataaccess/health and /dataaccess/openapi.json. */
export function systemRoutes(app: FastifyInstance, table: RouteTable, version: string): void {
  app.get('/dataaccess/health', () => ({
    results: [{ ok: true, version }],
    code: 0,
    status: 'ok',
  }));
  app.get('/dataaccess/openapi.json', () => openApiDocument(table.routes, version));
}
