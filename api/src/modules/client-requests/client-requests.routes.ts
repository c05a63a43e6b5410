import { ApiErrorBodySchema, ClientRequestCreatedSchema, CreateClientRequestSchema } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
      const row = await app.db
        .insertInto('client_requests')
        .values({
          company_name: body.companyName,
          contact_name: body.contactName,
          email: body.email,
          phone: body.phone,
          kvk_number: body.kvkNumber,
          description: body.description,
          created_at: app.now(),
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      const stored: StoredClientRequest = { id: row.id, ...body, createdAt: new Date(row.created_at) };
      await app.events.emit('clientRequest.created', stored);
      return reply.status(201).send({ id: row.id, createdAt: stored.createdAt.toISOString() });
    },
  );
}
