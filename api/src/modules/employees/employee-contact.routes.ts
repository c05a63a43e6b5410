import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireStaff, requireUser } from '../../plugins/auth.js';
import { limitRequests } from '../../plugins/rate-limit.js';
import { EmployeeContactService } from './employee-contact.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

/** Call-back requests per logged-in user: as many as login links per address (RATE_LIMIT_PER_EMAIL per window); each one mails staff. */
const limitContactRequests = limitRequests([
  {
    bucket: 'contact:user',
    key: (request) => (request.user ? String(request.user.id) : undefined),
    limit: (config) => config.rateLimit.perEmail,
    windowSeconds: (config) => config.rateLimit.windowSeconds,
  },
]);

const errors = errorBodies(400, 401, 403, 404, 429);

/** `POST /api/employees/request-contact`, `GET /api/employees/lat-lon-import`. */
export async function employeeContactRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new EmployeeContactService({ db: app.db, now: app.now, mailer: app.mailer, staffEmail: app.config.staffEmail, publicUrl: app.config.publicUrl });

  routes.post(
    endpoints.employees.requestContact.path,
    {
      onRequest: requireUser,
      bodyLimit: 16 * 1024,
      schema: routeSchema(endpointSchemas.employees.requestContact, {
        tags: ['employees'],
        summary: 'Ask staff to call back (logged-in employee)',
        description: 'Stores the request and mails staff. 404 `VACANCY_NOT_FOUND` for an unknown `vacancyId`. Rate limited per user.',
        errors,
      }),
      preHandler: limitContactRequests,
    },
    async (request, reply) => {
      const row = await service.requestContact(currentUser(request), request.body);
      return reply.status(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );

  routes.get(
    endpoints.employees.latLonImport.path,
    {
      onRequest: requireStaff,
      config: { stateChanging: true },
      schema: routeSchema(endpointSchemas.employees.latLonImport, {
        tags: ['employees'],
        summary: 'Fill employee coordinates from the postcode centroids (staff only)',
        description: 'Sets latitude/longitude of every employee with a postcode from the four-digit area centroid (PC4). Idempotent; answers counts.',
        errors,
      }),
    },
    async (request, reply) => {
      const result = await service.importCoordinates(currentUser(request));
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
