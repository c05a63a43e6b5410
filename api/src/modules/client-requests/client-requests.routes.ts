import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setContentRange } from '../../http/content-range.js';
import { currentUser, requireStaff, requireUser } from '../../plugins/auth.js';
import { limitPerIp } from '../../plugins/rate-limit.js';
import { clientRequestUpdatesOf } from './client-request-updates.js';
import { ClientRequestService, clientRequestNotFound, type OrganisationForRequest } from './client-requests.service.js';
import { routeSchema } from '../../http/route-schema.js';
import { errorBodies } from '../../http/error-bodies.js';

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
export async function clientRequestsRoutes(app: FastifyInstance, organisationFor: OrganisationForRequest): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const updates = clientRequestUpdatesOf(app);
  const service = new ClientRequestService({
    db: app.db,
    now: app.now,
    updates,
    mailer: app.mailer,
    staffEmail: app.config.staffEmail,
    publicUrl: app.config.publicUrl,
    organisationFor,
  });

  routes.post(
    endpoints.clientRequests.create.path,
    {
      bodyLimit: 64 * 1024,
      preHandler: limitClientRequests,
      schema: routeSchema(endpointSchemas.clientRequests.create, {
        tags: ['client requests'],
        summary: 'Register an assignment as a client (opdrachtgever)',
        description:
          'Answers the request\'s reference (`AV-<year>-<number>`). Staff are mailed about each request (its address not confirmed yet); the address gets a link to confirm it (`POST /api/client_requests/confirm`), and only then does the request join an organisation, make a client account and get the confirmation with a summary. An unknown `positionId` is a 400 on that field. 429 `RATE_LIMITED` (Retry-After) beyond RATE_LIMIT_CLIENT_REQUESTS_PER_HOUR requests per IP per hour.',
        errors: errorBodies(400, 413, 415, 429),
      }),
    },
    async (request, reply) => {
      const stored = await service.create(request.body);
      const { id, reference, createdAt } = stored;
      await app.events.emit('clientRequest.created', stored);
      return reply.status(201).send({ id, reference, createdAt: createdAt.toISOString() });
    },
  );

  routes.post(
    endpoints.clientRequests.confirm.path,
    {
      schema: routeSchema(endpointSchemas.clientRequests.confirm, {
        tags: ['client requests'],
        summary: "Confirm a request's address with the token of the mailed link",
        description:
          'The request joins its organisation (with a client account for an address that has none) and the client gets the confirmation with a summary. Clicking again answers the same request. 404 `CONFIRMATION_INVALID` for an unknown token; 410 `CONFIRMATION_EXPIRED` when a pending request\'s link is older than 48 hours.',
        errors: errorBodies(400, 404, 410),
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.confirm(request.body.token);
    },
  );

  routes.get(
    endpoints.clientRequests.list.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.clientRequests.list, {
        tags: ['client requests'],
        summary: "Staff: the inbox of clients' requests",
        description:
          'JSON query parameters: `range=[0,19]`, `sort=["createdAt","DESC"]` (or `updatedAt`, `companyName`), `filter={"status":["new","in_progress"],"q":"gemeente"}` (`q` matches company, contact name and e-mail). Answers `Content-Range: client_requests <start>-<end>/<total>`. 401 for visitors, 403 for freelancers.',
        errors: errorBodies(400, 401, 403),
      }),
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
      schema: routeSchema(endpointSchemas.clientRequests.update, {
        tags: ['client requests'],
        summary: 'Staff: set the status of a client request (new, in progress, rejected)',
        description:
          'A request is converted by creating its vacancy (`POST /api/vacancies` with `clientRequestId`), not here; a converted request is final (409 `CLIENT_REQUEST_CONVERTED`). Every change is audited. 401 for visitors; 404 `CLIENT_REQUEST_NOT_FOUND` for an unknown id and for anyone but staff.',
        errors: errorBodies(400, 401, 404, 409),
      }),
    },
    async (request, reply) => {
      const updated = await service.changeStatus(currentUser(request), request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return updated;
    },
  );
}
