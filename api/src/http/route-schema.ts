import type { EndpointSchemas } from '@interim/shared/contract';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';

/**
 * What a route adds to its entry of the endpoint table: its OpenAPI texts
 * (`tags`, `summary`, `description`, `hide`, ...) and its answers besides the
 * success answer, by status (`errors: errorBodies(400, 404)`). Its params,
 * querystring, body and success answer are the entry's, never its own.
 */
export type RouteSchemaOptions = Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'response'> & {
  params?: never;
  querystring?: never;
  body?: never;
  response?: never;
  errors?: Partial<Record<number, z.ZodType>>;
};

/** The parts of an entry Fastify validates the request with. */
type RequestParts<Entry extends EndpointSchemas> = Pick<Entry, Extract<keyof Entry, 'params' | 'querystring' | 'body'>>;

/** The entry's success answers by status. */
type AnswersOf<Entry> = Entry extends { answer: infer Answers } ? Answers : unknown;

/** The route's other answers by status. */
type ErrorsOf<Options> = Options extends { errors: infer Errors } ? Errors : unknown;

/** The Fastify schema of a route: its texts, the entry's request schemas, and its answers (no `response` when it has none). */
export type RouteSchema<Entry extends EndpointSchemas, Options extends RouteSchemaOptions> = Omit<Options, 'errors'> &
  RequestParts<Entry> &
  (Entry extends { answer: object } ? { response: AnswersOf<Entry> & ErrorsOf<Options> } : Options extends { errors: object } ? { response: ErrorsOf<Options> } : unknown);

/**
 * The `schema` of a route of the endpoint table (ADR 0025):
 * `schema: routeSchema(endpointSchemas.savedSearches.update, { tags, summary, errors: errorBodies(400, 404) })`.
 * `params`, `querystring`, `body` and the success answers come from the
 * entry, so the table is the one place they are named; `response` is the
 * entry's `answer` with the route's `errors`. Generic over both, so the zod
 * type provider still types `request.params`, `request.query`,
 * `request.body` and `reply.send` from the entry's schemas.
 */
export function routeSchema<const Entry extends EndpointSchemas, const Options extends RouteSchemaOptions = object>(
  entry: Entry,
  options?: Options,
): RouteSchema<Entry, Options> {
  const { errors, ...texts } = options ?? {};
  const schema: FastifySchema = { ...texts };
  if (entry.params) schema.params = entry.params;
  if (entry.querystring) schema.querystring = entry.querystring;
  if (entry.body) schema.body = entry.body;
  if (entry.answer || errors) schema.response = { ...entry.answer, ...errors };
  return schema as RouteSchema<Entry, Options>;
}
