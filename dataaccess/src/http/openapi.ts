/** The OpenAPI 3.1 document of dataaccess, generated from the route schemas. */
import { z } from 'zod';
import type { RegisteredRoute } from './routes';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (schema === undefined) return [];
  const json = jsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}

const envelope: JsonSchema = {
  type: 'object',
  required: ['results', 'code', 'status'],
  properties: {
    results: { type: 'array', items: {} },
    code: {
      type: 'integer',
      description: '0 ok, -1 no data, 1102 session gone, 1103 go home, else the HTTP status',
    },
    status: { type: 'string' },
  },
};

/** The envelope of a call whose rows the manifest describes. */
const envelopeOf = (result: z.ZodType | undefined): JsonSchema =>
  result === undefined
    ? envelope
    : {
        ...envelope,
        properties: {
          ...(envelope.properties as JsonSchema),
          results: { type: 'array', items: jsonSchema(result, 'output') },
        },
      };

/** The header every write takes: a retry with the same key gets the first answer, not a second write. */
const idempotencyKey: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the write safe to retry: the first request with a key (per acting user) runs; a repeat of the same request within 24 hours gets the stored answer with header idempotent-replayed: true, without running again.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' },
};

/** Builds the document for the given routes. */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const r of routes) {
    const path = `/dataaccess/${r.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
    // Ingest takes a venue's key, every other call the gateway's credential (decision 0028).
    const ingest = r.path.startsWith('ingest/');
    const operation: JsonSchema = {
      ...(ingest ? { security: [{ venue: [] }] } : {}),
      summary: r.summary,
      description: `Spec: ${r.spec}`,
      tags: r.tags,
      // The manifest's rule (domain/calls.ts): what the gateway checks before forwarding it.
      'x-access': r.call.access,
      'x-effect': r.call.effect,
      ...(r.call.role === undefined ? {} : { 'x-role': r.call.role }),
      parameters: [
        ...parameters(r.params, 'path'),
        ...parameters(r.query, 'query'),
        ...(r.method === 'GET' ? [] : [idempotencyKey]),
      ],
      responses: {
        '200': {
          description: r.file ? `The envelope, or the file (${r.file})` : 'The envelope',
          content: {
            'application/json': { schema: envelopeOf(r.result) },
            ...(r.file ? { [r.file]: { schema: { type: 'string' } } } : {}),
          },
        },
        '304': { description: 'Not modified since the ETag sent in If-None-Match' },
        '400': { description: 'Invalid input; status names the field' },
        '401': {
          description: ingest
            ? 'Missing, unknown or revoked venue key'
            : 'Missing or wrong service credential',
        },
        '403': {
          description: ingest
            ? "The gateway's credential, a user identity with the key, or a session or venue not of the key's venue"
            : 'A venue key (it may call ingest only)',
        },
        '503': {
          description:
            'The store is busy or restarting: nothing was applied; send the same request again after Retry-After seconds',
        },
        '404': { description: 'Unknown id' },
        '409': {
          description:
            'The aggregate changed meanwhile (expected version), or a request with the same Idempotency-Key is still in progress',
        },
        ...(r.method === 'GET'
          ? {}
          : { '422': { description: 'The Idempotency-Key was used for a different request' } }),
      },
    };
    if (r.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(r.body) } },
      };
    }
    paths[path] = { ...(paths[path] ?? {}), [r.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'dataaccess',
      version,
      description:
        "The system of record. Every call needs the gateway's credential (header x-service-token), but ingest, which takes a venue's key (header x-venue-key, made by scripts/venue-key.ts), and this document and /dataaccess/health, which need none. A user identity (x-user-email) is taken only with the gateway's credential.",
    },
    components: {
      securitySchemes: {
        service: { type: 'apiKey', in: 'header', name: 'x-service-token' },
        venue: { type: 'apiKey', in: 'header', name: 'x-venue-key' },
      },
    },
    security: [{ service: [] }],
    paths,
  };
}
