import { ApiErrorBodySchema, endpointSchemas, type SavedSearch, type UpdateSavedSearchRequest } from '@interim/shared/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodies } from './error-bodies.js';
import { routeSchema } from './route-schema.js';

/** Compiles only when `A` and `B` are the same type (`pnpm typecheck` is the check). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(check: Equal<A, B>) => check;

describe('routeSchema', () => {
  it('takes params, querystring, body and the success answer from the entry, with the route texts and errors', () => {
    const entry = endpointSchemas.savedSearches.undoUnsubscribe;
    const schema = routeSchema(entry, { tags: ['saved-searches'], summary: 'Undo', errors: errorBodies(400, 404) });
    expect(schema).toEqual({
      tags: ['saved-searches'],
      summary: 'Undo',
      querystring: entry.querystring,
      body: entry.body,
      response: { 200: entry.answer[200], 400: ApiErrorBodySchema, 404: ApiErrorBodySchema },
    });
    expect('params' in schema).toBe(false);
  });

  it('has no response for an entry without an answer and without errors', () => {
    expect(routeSchema(endpointSchemas.gdpr.export)).toEqual({ params: endpointSchemas.gdpr.export.params });
    expect(routeSchema(endpointSchemas.gdpr.export, { errors: errorBodies(404) })).toEqual({
      params: endpointSchemas.gdpr.export.params,
      response: { 404: ApiErrorBodySchema },
    });
  });

  it('lets the zod type provider type the request and the reply from the entry', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.withTypeProvider<ZodTypeProvider>().patch(
      '/saved_searches/:id',
      { schema: routeSchema(endpointSchemas.savedSearches.update, { errors: errorBodies(400, 404) }) },
      async (request, reply) => {
        same<typeof request.params, { id: number }>(true);
        same<typeof request.body, UpdateSavedSearchRequest>(true);
        // @ts-expect-error: the entry has no querystring
        void request.query.token;
        // @ts-expect-error: not an answer of the entry (nor an error body)
        if (request.params.id < 0) return reply.send({ unexpected: true });
        return reply.send({ id: request.params.id, name: request.body.name ?? 'x' } as SavedSearch);
      },
    );
    await app.ready();
    const response = await app.inject({ method: 'PATCH', url: '/saved_searches/abc', payload: {} });
    expect(response.statusCode).toBe(400);
    await app.close();
  });
});
