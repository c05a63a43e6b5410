import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setContentRange } from '../../http/content-range.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { limitRequests } from '../../plugins/rate-limit.js';
import { clearSessionCookies } from '../auth/auth-cookies.js';
import { GdprService, gdprRequestNotFound } from './gdpr.service.js';
import type { PersonalDataRegistry } from './personal-data.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403, 404, 409, 429);

/**
 * New requests per person: as many as login links per address
 * (RATE_LIMIT_PER_EMAIL per RATE_LIMIT_WINDOW_SECONDS). Each one mails the
 * person, and a queued one gives staff a legal deadline (issue 42, item 5).
 */
const limitGdprRequests = limitRequests([
  {
    bucket: 'gdpr:user',
    key: (request) => (request.user ? String(request.user.id) : undefined),
    limit: (config) => config.rateLimit.perEmail,
    windowSeconds: (config) => config.rateLimit.windowSeconds,
  },
]);

/** Route hook of staff-only items: 401 for a visitor, 404 (not 403) for anyone else, so ids reveal nothing. */
async function requireStaffItem(request: FastifyRequest): Promise<void> {
  const user = await requireUser(request);
  if (user.role !== 'staff') throw gdprRequestNotFound();
}

/**
 * `POST /api/gdpr_requests`, `GET /api/gdpr_requests`, `GET /api/gdpr_requests/{id}/export`,
 * staff's `PATCH /api/gdpr_requests/{id}`; exports and anonymises what `personalData` covers.
 */
export async function gdprRoutes(app: FastifyInstance, personalData: PersonalDataRegistry): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new GdprService({
    db: app.db,
    database: app.database,
    now: app.now,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    dataDir: app.config.dataDir,
    log: app.log,
    personalData,
  });

  routes.post(
    endpoints.gdpr.create.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.gdpr.create, {
        tags: ['gdpr'],
        summary: 'Make a GDPR request about your own data',
        description:
          '`export-personal-data` completes at once (`downloadUrl` set, mail sent). `anonymize-data` needs `confirmation: "ANONIMISEER"`, erases every personal detail of the account at once, revokes every session and clears the session cookies. `request-personal-data` and `change-personal-data` (with a `message`) are queued for staff and confirmed by mail; one open request per type per person: another while one is received or in progress is a 409 `GDPR_REQUEST_ALREADY_OPEN` with a Dutch message naming it. Rate limited per person (429 `RATE_LIMITED` with `Retry-After`).',
        errors,
      }),
      preHandler: limitGdprRequests,
    },
    async (request, reply) => {
      const outcome = await service.create(currentUser(request), request.body);
      if (outcome.loggedOut) clearSessionCookies(reply, app.config);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(outcome.request);
    },
  );

  routes.get(
    endpoints.gdpr.list.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.gdpr.list, {
        tags: ['gdpr'],
        summary: 'Your own GDPR requests, newest first, with their status (staff: the queue of everyone\'s requests)',
        description:
          'A freelancer gets all of their own requests (`GdprRequestSchema`), whatever the query, with `Content-Range: gdpr_requests 0-<n-1>/<n>`. Staff get everyone\'s (`GdprStaffRequestSchema`: the person, the legal deadline of one calendar month after receipt, `daysLeft`, `overdue`, who handled it and their note), paged with JSON `range=[0,19]`, `sort=["deadline","ASC"]` (or `receivedAt`; without a sort the open requests come first, most urgent first, then the handled ones, newest first) and `filter={"status":["received","in_progress"],"type":"request-personal-data","employeeId":7}`, with `Content-Range: gdpr_requests <start>-<end>/<total>`.',
        errors: errorBodies(400, 401),
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('cache-control', 'private, no-store');
      if (user.role === 'staff') {
        const result = await service.listForStaff(request.query);
        setContentRange(reply, 'gdpr_requests', result.start, result.items.length, result.total);
        return result.items;
      }
      const requests = await service.list(user);
      setContentRange(reply, 'gdpr_requests', 0, requests.length, requests.length);
      return requests;
    },
  );

  routes.patch(
    endpoints.gdpr.update.path,
    {
      onRequest: requireStaffItem,
      schema: routeSchema(endpointSchemas.gdpr.update, {
        tags: ['gdpr'],
        summary: 'Staff: take a GDPR request in hand, or close it with a note',
        description:
          '`in_progress`, `completed` or `rejected` (the last two with a `resolution`: what was done, or why not). Records who and when (`handledBy`, `handledAt`; closing also sets `completedAt`, which the person sees), audited. A closed request is final: 409 `GDPR_REQUEST_CLOSED`; taking in hand twice: 409 `GDPR_REQUEST_UNCHANGED`. 401 for visitors; 404 `GDPR_REQUEST_NOT_FOUND` for an unknown id and for anyone but staff.',
        errors: errorBodies(400, 401, 404, 409),
      }),
    },
    async (request, reply) => {
      const handled = await service.handle(currentUser(request), request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return handled;
    },
  );

  routes.get(
    endpoints.gdpr.export.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.gdpr.export, {
        tags: ['gdpr'],
        summary: 'Download your export of personal data (JSON attachment)',
        description:
          'Only the owner of a completed `export-personal-data` request; any other id is a 404 `GDPR_EXPORT_NOT_FOUND`. The file follows `GdprExportSchema` of the contract.',
        // No response schema (the entry has no answer): the body is the stored JSON text, sent as is.
      }),
    },
    async (request, reply) => {
      const file = await service.exportFile(currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.json);
    },
  );
}
