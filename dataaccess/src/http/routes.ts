/**
 * Route definitions with zod schemas: every query, path parameter and body is validated
 * before a handler runs, and the same schemas produce the OpenAPI document.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CALL_LIST, callKey, type CallSpec } from '../../../domain';
import { ApiError, type Envelope } from './envelope';

/** The calls of the manifest by key. */
const MANIFEST = new Map<string, CallSpec>(CALL_LIST.map((c) => [callKey(c), c]));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the API. */
export interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  readonly method: Method;
  /** Path under /dataaccess, Fastify style (`practice/:id/live`). */
  readonly path: string;
  readonly summary: string;
  /** Which spec table row this answers, or 'designed' with the reason. */
  readonly spec: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly tags?: readonly string[];
  /** The content type of a {@link FileAnswer} the call may give instead of the envelope. */
  readonly file?: string;
}

/**
 * A file a handler answers instead of the envelope (a CSV report): sent as is, with its
 * content type and a Content-Disposition naming the file.
 */
export class FileAnswer {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly body: string,
  ) {
    // The name goes into a header as is: only characters that need no quoting there.
    if (!/^[A-Za-z0-9_.-]+$/.test(fileName)) throw new Error(`unsafe file name ${fileName}`);
  }
}

/** A validated request. */
export interface Input<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The acting user's email, passed on by the gateway. */
  readonly actor: string;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** A registered route, for the OpenAPI document. */
export interface RegisteredRoute {
  /** Its manifest entry: who may make it through the gateway, and whether it changes anything. */
  readonly call: CallSpec;
  readonly method: Method;
  readonly path: string;
  readonly summary: string;
  readonly spec: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly file?: string;
}

/** The acting user's email as the gateway names it ('system' for its own calls), lower case. */
export function actorOf(request: FastifyRequest): string {
  return String(request.headers['x-user-email'] ?? 'system').toLowerCase();
}

/** Formats the first problems of a zod error as "where: what". */
export function describeIssues(where: string, error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${[where, ...i.path.map(String)].join('.')}: ${i.message}`)
    .join('; ');
}

function parse<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  where: string,
): z.infer<T> {
  if (schema === undefined) return undefined as z.infer<T>;
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (!result.success) throw new ApiError(400, describeIssues(where, result.error));
  return result.data;
}

/** Collects routes of an app and registers them on Fastify. */
export class RouteTable {
  readonly routes: RegisteredRoute[] = [];

  constructor(private readonly app: FastifyInstance) {}

  /** Registers a call; the handler gets validated input and returns an envelope (or a file). */
  add<
    P extends z.ZodType = z.ZodUndefined,
    Q extends z.ZodType = z.ZodUndefined,
    B extends z.ZodType = z.ZodUndefined,
  >(
    spec: RouteSpec<P, Q, B>,
    handler: (input: Input<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<Envelope | FileAnswer>,
  ): void {
    // Every call is declared once, in domain/calls.ts, with its access rule: a route without
    // an entry would be one the gateway has no rule for.
    const declared = MANIFEST.get(callKey(spec));
    if (declared === undefined) {
      throw new Error(`${callKey(spec)} has no entry in the route manifest (domain/calls.ts)`);
    }
    this.routes.push({
      call: declared,
      method: spec.method,
      path: spec.path,
      summary: spec.summary,
      spec: spec.spec,
      tags: spec.tags ?? [],
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.file ? { file: spec.file } : {}),
    });
    this.app.route({
      method: spec.method,
      url: `/dataaccess/${spec.path}`,
      handler: async (request, reply) => {
        const params = parse(spec.params, request.params, 'params');
        const query = parse(spec.query, request.query, 'query');
        const body = parse(spec.body, request.body, 'body');
        const actor = actorOf(request);
        const answer = await handler({ params, query, body, actor, request, reply });
        if (!(answer instanceof FileAnswer)) return answer;
        return reply
          .type(answer.contentType)
          .header('content-disposition', `attachment; filename="${answer.fileName}"`)
          .send(answer.body);
      },
    });
  }
}
