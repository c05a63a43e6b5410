import { ApiErrorBodySchema, HealthSchema } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/database.js';
import { apiErrors } from '../../http/api-error.js';

/** `GET /api/health`: 200 when the database answers, 503 otherwise (load balancer probe). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, 503: ApiErrorBodySchema },
      },
    },
    async (_request, reply) => {
      if (await pingDatabase(app.database)) return { status: 'ok' as const };
      reply.header('cache-control', 'no-store');
      return reply.status(503).send(apiErrors.databaseUnavailable().toBody());
    },
  );
}
