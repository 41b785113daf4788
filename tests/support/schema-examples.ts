/**
 * Valid and invalid values derived from a route's JSON Schema (generated from its zod
 * schema), so malformed-input tests cover every route without hand-written cases.
 */

/** The subset of JSON Schema the route schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  /** Values the route documents as valid (zod `.meta({ examples })`). */
  examples?: unknown[];
}

/** The object branch of a schema (the first branch of a union). */
export function objectBranch(schema: JsonSchema): JsonSchema {
  const first = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  return first !== undefined && schema.properties === undefined ? objectBranch(first) : schema;
}

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type[0] : s.type);

/** A value the schema accepts; `salt` keeps sibling numbers apart (start before end). */
export function exampleOf(schema: JsonSchema, salt = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.examples !== undefined) return schema.examples[0];
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch !== undefined && schema.type === undefined) return exampleOf(branch, salt);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
      const high = schema.maximum ?? Number.MAX_SAFE_INTEGER;
      return Math.min(high, Math.max(low, 1) + salt);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
    case 'object': {
      const out: Record<string, unknown> = {};
      Object.entries(schema.properties ?? {}).forEach(([k, s], i) => {
        if (schema.required?.includes(k)) out[k] = exampleOf(s, i);
      });
      return out;
    }
    default: {
      if (schema.format === 'email') return 'someone@club.example';
      const text = 'abc'.padEnd(schema.minLength ?? 3, 'a');
      return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
    }
  }
}

/** A value of the wrong type for the schema, as JSON (undefined when none exists). */
export function wrongTypeOf(schema: JsonSchema): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches !== undefined && schema.properties === undefined) {
    const kinds = branches.map(typeOf);
    if (!kinds.includes('object')) return kinds.includes('boolean') ? { wrong: true } : true;
  }
  const s = objectBranch(schema);
  if (s.enum !== undefined || s.const !== undefined) return 'no-such-choice';
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'maybe';
    case 'array':
    case 'object':
      return 'not-a-structure';
    case 'string':
      return s.pattern !== undefined || s.format !== undefined ? '<bad value!>' : 12345;
    default:
      return undefined;
  }
}

/** A value too large for the schema (undefined when the schema sets no bound). */
export function hugeOf(schema: JsonSchema, maxText = 100_000): unknown {
  const s = objectBranch(schema);
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return 1e300;
    case 'array':
      return s.maxItems !== undefined
        ? Array.from({ length: s.maxItems + 1 }, () => exampleOf(s.items ?? {}))
        : undefined;
    case 'string':
      return s.enum === undefined
        ? 'x'.repeat(Math.min(maxText, (s.maxLength ?? maxText) + 1))
        : undefined;
    default:
      return undefined;
  }
}
