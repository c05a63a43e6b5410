import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A JSON schema node as z.toJSONSchema writes it (only what the simplification reads). */
type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rewrites what fast-json-stringify handles slowly or not at all: `S | null`
 * (zod writes `anyOf: [S, {type: 'null'}]`, which fast-json-stringify
 * resolves with a validator per value) becomes `S` with `nullable: true`;
 * patterns and numeric bounds are dropped (they are checks, not shapes).
 */
export function simplifyForSerialization(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyForSerialization);
  if (!isObject(node)) return node;
  const anyOf = node.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((item) => isObject(item) && item.type === 'null' && Object.keys(item).length === 1);
    if (nullIndex !== -1) {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...(simplifyForSerialization(anyOf[1 - nullIndex]) as JsonSchema), nullable: true };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pattern' || key === 'minimum' || key === 'maximum' || key === '$schema' || key === 'format') continue;
    out[key] = key === 'properties' && isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([name, property]) => [name, simplifyForSerialization(property)]))
      : simplifyForSerialization(value);
  }
  return out;
}

/** The route's response schema as a zod type (fastify hands over the route's `response[status]`). */
function asZod(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  if (isObject(schema) && schema.properties instanceof z.ZodType) return schema.properties;
  throw new Error(`Response schema is not a zod type: ${JSON.stringify(schema)}`);
}

/** The JSON text of a response: compiled from the contract's zod schema, or (for shapes JSON schema cannot hold) JSON.stringify. */
export function compileStringify(schema: z.ZodType): (data: unknown) => string {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return (data) => JSON.stringify(data);
  }
  return fastJson(simplifyForSerialization(jsonSchema) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

/**
 * Fastify's response serializer: fast-json-stringify functions compiled once
 * per route from the same zod contract (about 19 % of a search request went
 * to zod's parse + JSON.stringify, issue 14). Only the contract's fields are
 * written, so a field the contract lacks never leaks. `validate` (every run
 * but production) also checks each answer against the zod schema first, so a
 * contract drift fails the tests loudly instead of being coerced.
 */
export function createCompiledSerializerCompiler(options: { validate: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = asZod(schema);
    const stringify = compileStringify(zodSchema);
    if (!options.validate) return stringify;
    return (data: unknown) => {
      const result = zodSchema.safeEncode(data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
}
