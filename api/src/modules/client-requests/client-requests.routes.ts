import { ApiErrorBodySchema, ClientRequestCreatedSchema, CreateClientRequestSchema } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insertClientRequest } from './client-requests.repository.js';
import type { StoredClientRequest } from './client-requests.tables.js';

/** `POST /api/client_requests`: a client registers an assignment; staff are told through `clientRequest.created`. */
export async function clientRequestsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/client_requests',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['client requests'],
        summary: 'Register an assignment as a client (opdrachtgever)',
        body: CreateClientRequestSchema,
        response: { 201: ClientRequestCreatedSchema, 400: ApiErrorBodySchema, 413: ApiErrorBodySchema, 415: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { id, createdAt } = await insertClientRequest(app.db, body, app.now());
      const stored: StoredClientRequest = { id, ...body, createdAt };
      await app.events.emit('clientRequest.created', stored);
      return reply.status(201).send({ id, createdAt: createdAt.toISOString() });
    },
  );
}
