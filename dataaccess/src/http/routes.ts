/**
 * Route definitions with zod schemas: every query, path parameter and body is validated
 * before a handler runs, and the same schemas produce the OpenAPI document.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CALL_LIST, callKey, checkAnswer, type CALLS, type CallSpec } from '../../../domain';
import { ApiError, type Envelope } from './envelope';

/** The calls of the manifest by key. */
const MANIFEST = new Map<string, CallSpec>(CALL_LIST.map((c) => [callKey(c), c]));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The rows a handler may answer with: the input of the call's `result` schema in the manifest,
 * so a handler that drifts from the contract fails the typecheck.
 */
type ResultRow<R> = R extends z.ZodType ? ReadonlyDeep<z.input<R>> : unknown;

/** A row as handlers build it: lists and records they never change again may be readonly. */
export type ReadonlyDeep<T> = T extends readonly (infer E)[]
  ? readonly ReadonlyDeep<E>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;

/** The manifest's entry of a method and path (never for a call it does not name). */
type ManifestEntry<M extends Method, Path extends string> = Extract<
  (typeof CALLS)[keyof typeof CALLS],
  { readonly method: M; readonly path: Path }
>;

/** The schema the manifest's entry declares for `part`, or undefined where it has none. */
type ManifestSchema<M extends Method, Path extends string, K extends 'query' | 'body'> =
  ManifestEntry<M, Path> extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What a handler gets for a part of the request: the manifest schema's output, else undefined. */
type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

/**
 * One call of the API: its manifest entry spread, with what only dataaccess says of it. Its
 * query and body are the manifest entry's and nothing else: a route that declares its own
 * beside its handler does not compile (and is refused when it is added).
 */
export interface RouteSpec<
  M extends Method,
  Path extends string,
  P extends z.ZodType,
  R extends z.ZodType | undefined = undefined,
> {
  readonly method: M;
  /** Path under /dataaccess, Fastify style (`practice/:id/live`). */
  readonly path: Path;
  readonly summary: string;
  /** Which spec table row this answers, or 'designed' with the reason. */
  readonly spec: string;
  readonly params?: P;
  /** The manifest's query schema (comes with the spread entry; never written here). */
  readonly query?: ManifestSchema<M, Path, 'query'>;
  /** The manifest's body schema (comes with the spread entry; never written here). */
  readonly body?: ManifestSchema<M, Path, 'body'>;
  /** The manifest's row schema (comes with the spread entry; never written here). */
  readonly result?: R;
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
    readonly body: string | Uint8Array,
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
  readonly result?: z.ZodType;
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

  /**
   * With `checkAnswers`, every envelope a handler answers is checked against its call's
   * `result` schema before it is sent, and a mismatch is a 500 naming the call and the field:
   * tests and development find a handler that drifted from the contract the web reads by.
   */
  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { readonly checkAnswers?: boolean } = {},
  ) {}

  /** Registers a call; the handler gets validated input and returns an envelope (or a file). */
  add<
    M extends Method,
    Path extends string,
    P extends z.ZodType = z.ZodUndefined,
    R extends z.ZodType | undefined = undefined,
  >(
    spec: RouteSpec<M, Path, P, R>,
    handler: (
      input: Input<
        z.infer<P>,
        Parsed<ManifestSchema<M, Path, 'query'>>,
        Parsed<ManifestSchema<M, Path, 'body'>>
      >,
    ) => Promise<Envelope<ResultRow<R>> | FileAnswer>,
  ): void {
    // Every call is declared once, in domain/calls.ts, with its access rule: a route without
    // an entry would be one the gateway has no rule for.
    const declared = MANIFEST.get(callKey(spec));
    if (declared === undefined) {
      throw new Error(`${callKey(spec)} has no entry in the route manifest (domain/calls.ts)`);
    }
    // Its shapes are the manifest's, and only the manifest's: a route may neither restate nor
    // add one beside its handler (the entry is spread in; a new shape goes into the entry).
    for (const part of ['query', 'body', 'result', 'file'] as const) {
      if (spec[part] !== declared[part]) {
        throw new Error(
          `${callKey(spec)}: its ${part} schema is the manifest's; declare it in the call's entry (domain/calls.ts), not beside its handler`,
        );
      }
    }
    const checkAnswers = this.options.checkAnswers === true && declared.result !== undefined;
    this.routes.push({
      call: declared,
      method: spec.method,
      path: spec.path,
      summary: spec.summary,
      spec: spec.spec,
      tags: spec.tags ?? [],
      ...(spec.params ? { params: spec.params } : {}),
      ...(declared.query ? { query: declared.query } : {}),
      ...(declared.body ? { body: declared.body } : {}),
      ...(declared.result ? { result: declared.result } : {}),
      ...(spec.file ? { file: spec.file } : {}),
    });
    this.app.route({
      method: spec.method,
      url: `/dataaccess/${spec.path}`,
      handler: async (request, reply) => {
        const params = parse(spec.params, request.params, 'params');
        const query = parse(declared.query, request.query, 'query') as Parsed<
          ManifestSchema<M, Path, 'query'>
        >;
        const body = parse(declared.body, request.body, 'body') as Parsed<
          ManifestSchema<M, Path, 'body'>
        >;
        const actor = actorOf(request);
        const answer = await handler({ params, query, body, actor, request, reply });
        if (!(answer instanceof FileAnswer)) {
          if (checkAnswers) {
            // The rows as they go over the wire (an open period's Infinity is null there).
            const sent = JSON.parse(JSON.stringify(answer.results)) as unknown[];
            const check = checkAnswer(declared, sent);
            // Said in the answer: only tests and development check, and they need to know why.
            if (!check.ok) throw new ApiError(500, check.problem);
          }
          return answer;
        }
        return reply
          .type(answer.contentType)
          .header('content-disposition', `attachment; filename="${answer.fileName}"`)
          .send(answer.body);
      },
    });
  }
}
