import {
  ApiErrorBodySchema,
  ClientRequestCreatedSchema,
  ClientRequestListQuerySchema,
  ClientRequestSchema,
  CreateClientRequestSchema,
  endpoints,
  IdParamsSchema,
  PatchClientRequestRequestDtoSchema,
} from '@interim/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setContentRange } from '../../http/content-range.js';
import { currentUser, requireStaff, requireUser } from '../../plugins/auth.js';
import { limitPerIp } from '../../plugins/rate-limit.js';
import { clientRequestUpdatesOf } from './client-request-updates.js';
import { ClientRequestService, clientRequestNotFound } from './client-requests.service.js';

/** Route hook of staff-only items: 401 for a visitor, 404 (not 403) for anyone else, so ids reveal nothing. */
async function requireStaffItem(request: FastifyRequest): Promise<void> {
  const user = await requireUser(request);
  if (user.role !== 'staff') throw clientRequestNotFound();
}

/**
 * RATE_LIMIT_CLIENT_REQUESTS_PER_HOUR accepted requests per client IP per
 * hour: each one mails staff. A preHandler, so a form refused for a typo
 * does not count.
 */
const limitClientRequests = limitPerIp('client-requests', (config) => config.trafficLimits.clientRequestsPerHour, 3600);

/**
 * `POST /api/client_requests`: a client registers an assignment; staff's
 * mail is stored with it (and sent by the mail worker), then
 * `clientRequest.created` is emitted. Staff: `GET /api/client_requests`,
 * `PATCH /api/client_requests/{id}`.
 */
export async function clientRequestsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const updates = clientRequestUpdatesOf(app);
  const service = new ClientRequestService({ db: app.db, now: app.now, updates, mailer: app.mailer, staffEmail: app.config.staffEmail });

  routes.post(
    endpoints.clientRequests.create.path,
    {
      bodyLimit: 64 * 1024,
      preHandler: limitClientRequests,
      schema: {
        tags: ['client requests'],
        summary: 'Register an assignment as a client (opdrachtgever)',
        description: 'Answers the request\'s reference (`AV-<year>-<number>`). Staff are mailed about each request, and the client gets a confirmation with the reference and a summary. An unknown `positionId` is a 400 on that field. 429 `RATE_LIMITED` (Retry-After) beyond RATE_LIMIT_CLIENT_REQUESTS_PER_HOUR requests per IP per hour.',
        body: CreateClientRequestSchema,
        response: { 201: ClientRequestCreatedSchema, 400: ApiErrorBodySchema, 413: ApiErrorBodySchema, 415: ApiErrorBodySchema, 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const stored = await service.create(request.body);
      const { id, reference, createdAt } = stored;
      await app.events.emit('clientRequest.created', stored);
      return reply.status(201).send({ id, reference, createdAt: createdAt.toISOString() });
    },
  );

  routes.get(
    endpoints.clientRequests.list.path,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['client requests'],
        summary: "Staff: the inbox of clients' requests",
        description:
          'JSON query parameters: `range=[0,19]`, `sort=["createdAt","DESC"]` (or `updatedAt`, `companyName`), `filter={"status":["new","in_progress"],"q":"gemeente"}` (`q` matches company, contact name and e-mail). Answers `Content-Range: client_requests <start>-<end>/<total>`. 401 for visitors, 403 for freelancers.',
        querystring: ClientRequestListQuerySchema,
        response: { 200: z.array(ClientRequestSchema), 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await service.list(request.query);
      setContentRange(reply, 'client_requests', result.start, result.items.length, result.total);
      reply.header('cache-control', 'private, no-store');
      return result.items;
    },
  );

  routes.patch(
    endpoints.clientRequests.update.path,
    {
      onRequest: requireStaffItem,
      schema: {
        tags: ['client requests'],
        summary: 'Staff: set the status of a client request (new, in progress, rejected)',
        description:
          'A request is converted by creating its vacancy (`POST /api/vacancies` with `clientRequestId`), not here; a converted request is final (409 `CLIENT_REQUEST_CONVERTED`). Every change is audited. 401 for visitors; 404 `CLIENT_REQUEST_NOT_FOUND` for an unknown id and for anyone but staff.',
        params: IdParamsSchema,
        body: PatchClientRequestRequestDtoSchema,
        response: { 200: ClientRequestSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 404: ApiErrorBodySchema, 409: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const updated = await service.changeStatus(currentUser(request), request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return updated;
    },
  );
}
