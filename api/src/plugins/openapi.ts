import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the zod schemas of the routes (the contract), served
 * at /api/docs (UI) and /api/docs/json when `serve` is on (API_DOCS: on
 * outside production, off in production, ADR 0015). The document is built
 * either way (`app.swagger()`). Must be registered before the routes.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; serve: boolean }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Interimly API',
          description:
            'API of the freelance marketplace. Lists take `range`, `sort` and `filter` as JSON query parameters and answer an array plus `Content-Range`. Errors are `{ code, message, fieldErrors? }` with a Dutch message.',
          version: '0.1.0',
        },
        servers: [{ url: options.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    if (!options.serve) return;
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The UI needs its own inline script and styles; the site's strict CSP stays elsewhere.
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'openapi' },
);
