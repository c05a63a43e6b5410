import { type EndpointSchemas, endpointSchemas, endpoints, listEndpoints, pathOf } from '@interim/shared/contract';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { ApiModule } from './api-module.js';
import { modules } from './index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** `METHOD /api/path` of one route. */
type RouteLine = string;

/**
 * Routes below `/api` that are no entry of the endpoint table, on purpose:
 * development helpers (`/_dev/*`, never registered in production) that the
 * e2e suite calls, not the front end.
 */
const NOT_IN_TABLE = /^[A-Z]+ \/api\/_dev\//;

describe('the endpoint table of @interim/shared/contract (ADR 0025)', () => {
  let testApp: TestApp;
  const registered: RouteLine[] = [];
  const schemas = new Map<RouteLine, FastifySchema | undefined>();
  const routeRecorder: ApiModule = {
    name: 'route-recorder',
    // A fastify-plugin: the hook lands on the root, so it sees the routes of every module registered after it.
    routes: fp(async (app: FastifyInstance) => {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          registered.push(`${method} ${route.url}`);
          schemas.set(`${method} ${route.url}`, route.schema);
        }
      });
    }),
  };

  beforeAll(async () => {
    testApp = await createTestApp({ name: 'pglite' }, { seed: false, modules: [routeRecorder, ...modules] });
  });
  afterAll(async () => testApp.close());

  const table = () => listEndpoints().map((entry) => `${entry.method} /api${entry.path}`);

  it('sees the routes of the modules', () => {
    expect(registered).toContain('PATCH /api/saved_searches/:id');
    expect(registered.length).toBeGreaterThan(80);
  });

  it('registers every route of every module from an entry of the table', () => {
    const entries = new Set(table());
    const outside = registered.filter((line) => !entries.has(line) && !NOT_IN_TABLE.test(line));
    expect(outside).toEqual([]);
    // Every route the modules register lies below /api.
    expect(registered.filter((line) => !/^[A-Z]+ \/api\//.test(line))).toEqual([]);
  });

  it('registers every entry of the table, once', () => {
    const counts = new Map<string, number>();
    for (const line of registered) counts.set(line, (counts.get(line) ?? 0) + 1);
    expect(table().filter((line) => counts.get(line) !== 1)).toEqual([]);
  });

  it('answers on the path the front end builds from the same entry', async () => {
    // pathOf is what @interim/shared/api calls; Fastify matches it against the registered route.
    expect(testApp.app.hasRoute({ method: 'PATCH', url: `/api${endpoints.savedSearches.update.path}` })).toBe(true);
    const response = await testApp.app.inject({ method: 'GET', url: `/api${pathOf(endpoints.health.health)}` });
    expect(response.statusCode).toBe(200);
  });

  it('validates and answers every entry with the schemas of the table', () => {
    /** A schema as JSON Schema, so an inline `z.array(X)` of a route equals the table's. */
    const shape = (schema: unknown) => (schema === undefined ? undefined : z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any' }));
    const differences: string[] = [];
    for (const [module, entries] of Object.entries(endpointSchemas)) {
      for (const [name, expected] of Object.entries(entries) as Array<[string, EndpointSchemas]>) {
        const entry = (endpoints as Record<string, Record<string, { method: string; path: string }>>)[module]![name]!;
        const route = (schemas.get(`${entry.method} /api${entry.path}`) ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
        const answers = Object.fromEntries(Object.entries(route.response ?? {}).filter(([status]) => /^2/.test(status)));
        const actual = { params: route.params, querystring: route.querystring, body: route.body, answer: Object.keys(answers).length > 0 ? answers : undefined };
        for (const part of ['params', 'querystring', 'body'] as const) {
          if (JSON.stringify(shape(actual[part])) !== JSON.stringify(shape(expected[part]))) differences.push(`${module}.${name} ${part}`);
        }
        const statuses = new Set([...Object.keys(actual.answer ?? {}), ...Object.keys(expected.answer ?? {})]);
        for (const status of statuses) {
          const a = (actual.answer as Record<string, unknown> | undefined)?.[status];
          const b = (expected.answer as Record<string, unknown> | undefined)?.[status];
          if (JSON.stringify(shape(a)) !== JSON.stringify(shape(b))) differences.push(`${module}.${name} answer ${status}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('has one entry per method and path', () => {
    const lines = table();
    expect(new Set(lines).size).toBe(lines.length);
  });
});
